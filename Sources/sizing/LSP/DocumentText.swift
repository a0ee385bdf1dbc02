/// The text of an open document as bytes with its lines, converting between the protocol's
/// positions (zero-based line, character offset in the negotiated encoding), the scan's
/// locations (one-based line, one-based UTF-8 column) and byte offsets.
///
/// Lines end at `\n`, `\r\n` or `\r`, as the specification says. A position past the end of
/// its line is taken as the line's end, and a line past the last as the text's end (the
/// specification asks a server to clamp, not refuse).
struct DocumentText: Sendable {
    private(set) var bytes: [UInt8]
    /// The byte offset where each line starts.
    private(set) var lineStarts: [Int]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(bytes)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                starts.append(i + 1)
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// Where line `line` (zero-based) ends, before its line break.
    func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The bytes of line `line` (zero-based), without its line break; empty past the last.
    func line(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        return bytes[lineStarts[line]..<lineEnd(line)]
    }

    /// Where a declaration's header ends, from its name at `offset`: before the `{` on the
    /// name's line (or at the line's end), spaces before it left out.
    func headerEnd(after offset: Int) -> Int {
        let line = position(ofOffset: offset, encoding: .utf8).line
        let end = lineEnd(line)
        var i = max(lineStarts[line], min(offset, end))
        while i < end, bytes[i] != UInt8(ascii: "{") { i += 1 }
        while i > offset, bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t") { i -= 1 }
        return i
    }

    /// How many bytes the UTF-8 sequence starting with `lead` has.
    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// How many units of `encoding` the character of `length` UTF-8 bytes counts.
    static func units(ofSequence length: Int, in encoding: LSP.PositionEncoding) -> Int {
        switch encoding {
        case .utf8: length
        case .utf16: length == 4 ? 2 : 1
        case .utf32: 1
        }
    }

    /// The byte offset of `position`, clamped to its line and to the text.
    func offset(of position: LSP.Position, encoding: LSP.PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[position.line]
        let end = lineEnd(position.line)
        var counted = 0
        while offset < end, counted < position.character {
            let length = min(Self.sequenceLength(bytes[offset]), end - offset)
            counted += Self.units(ofSequence: length, in: encoding)
            offset += length
        }
        return offset
    }

    /// The position of byte `offset` (taken back to the start of its character).
    func position(ofOffset offset: Int, encoding: LSP.PositionEncoding) -> LSP.Position {
        let offset = max(0, min(offset, bytes.count))
        var line = 0
        var low = 0, high = lineStarts.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { line = mid; low = mid + 1 } else { high = mid - 1 }
        }
        var i = lineStarts[line]
        var character = 0
        let end = min(offset, lineEnd(line))
        while i < end {
            let length = Self.sequenceLength(bytes[i])
            guard i + length <= end else { break }
            character += Self.units(ofSequence: length, in: encoding)
            i += length
        }
        return LSP.Position(line: line, character: character)
    }

    /// The byte offset of a scan location (one-based line, one-based UTF-8 column).
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        return min(lineStarts[line - 1] + max(0, column - 1), lineEnd(line - 1))
    }

    /// The text of `range` replaced by `replacement` (`textDocument/didChange`).
    mutating func replace(_ range: LSP.Range, with replacement: String, encoding: LSP.PositionEncoding) {
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
        lineStarts = Self.lineStarts(bytes)
    }

    /// The identifier around byte `offset` (letters, digits, `_`, and any non-ASCII character),
    /// and whether a `.` comes right before it (`.frame`): nil when there is none.
    func identifier(at offset: Int) -> (name: String, range: Swift.Range<Int>, afterDot: Bool)? {
        func isPart(_ b: UInt8) -> Bool {
            b >= 0x80 || b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
        }
        var start = min(offset, bytes.count), end = start
        while start > 0, isPart(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isPart(bytes[end]) { end += 1 }
        guard start < end, !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else { return nil }
        let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
        return (String(decoding: bytes[start..<end], as: UTF8.self), start..<end, afterDot)
    }

    /// The one edit that turns this text into `other`: the bytes between their common start and
    /// common end, widened to whole characters. Nil when they are the same.
    func edit(to other: [UInt8], encoding: LSP.PositionEncoding) -> LSP.TextEdit? {
        guard other != bytes else { return nil }
        var prefix = 0
        while prefix < bytes.count, prefix < other.count, bytes[prefix] == other[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < bytes.count - prefix, suffix < other.count - prefix,
              bytes[bytes.count - 1 - suffix] == other[other.count - 1 - suffix] { suffix += 1 }
        // Never split a character: a continuation byte (10xxxxxx) belongs to the one before it.
        func isContinuation(_ b: UInt8) -> Bool { b & 0xC0 == 0x80 }
        while prefix > 0, prefix < bytes.count, isContinuation(bytes[prefix]) { prefix -= 1 }
        while suffix > 0, isContinuation(bytes[bytes.count - suffix]) { suffix -= 1 }
        let range = LSP.Range(
            start: position(ofOffset: prefix, encoding: encoding),
            end: position(ofOffset: bytes.count - suffix, encoding: encoding))
        return LSP.TextEdit(range: range, newText: String(decoding: other[prefix..<(other.count - suffix)], as: UTF8.self))
    }
}
