/// LSP's base protocol on a byte stream: each message is a header part, fields of
/// `Name: value\r\n` ended by an empty line (`\r\n`), then `Content-Length` bytes of UTF-8 JSON.
///
/// Steps of ``feed(_:)``, repeated while the buffer holds a whole message:
/// 1. find the end of the header part (`\r\n\r\n`); none yet: wait for more bytes, unless the
///    buffer already holds more than ``headerLimit`` bytes without one (a bad header);
/// 2. read the fields: `Content-Length` (required: a decimal number no larger than
///    ``lengthLimit``), `Content-Type` (optional; only UTF-8 is accepted), any other field
///    ignored, as the specification lets a receiver;
/// 3. a bad header part is told (``Event/badHeader(_:)``) and dropped with whatever follows it up
///    to the next `Content-Length` field, so that one garbled message does not take the
///    following ones with it;
/// 4. wait until the body's `Content-Length` bytes are there, then hand them on
///    (``Event/message(_:)``).
///
/// A message split across reads, or several messages in one read, come out the same.
struct MessageFraming {
    /// What one read of the stream yields, in order.
    enum Event: Equatable {
        /// A body: the bytes of one JSON-RPC message (not yet checked to be JSON).
        case message([UInt8])
        /// A header part that could not be read, and why.
        case badHeader(String)
    }

    /// The longest header part taken: a real one is about 40 bytes.
    static let headerLimit = 4096
    /// The longest body taken (a Swift file of the scan's size limit, escaped, fits).
    static let lengthLimit = 64 << 20

    private var buffer: [UInt8] = []
    /// Where the unread bytes of ``buffer`` start (the bytes before are compacted away lazily).
    private var start = 0
    /// The header part read, while its body is awaited.
    private var pending: (bodyStart: Int, length: Int)?

    /// Takes the bytes of one read; returns the messages and bad headers they complete.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        while let event = next() { events.append(event) }
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeFirst(start)
            if let p = pending { pending = (p.bodyStart - start, p.length) }
            start = 0
        }
        return events
    }

    /// Steps 1–4 once: the next event, or nil when more bytes are needed.
    private mutating func next() -> Event? {
        if pending == nil {
            // 1.
            guard let end = Self.find(Self.headerEnd, in: buffer, from: start) else {
                guard buffer.count - start > Self.headerLimit else { return nil }
                return dropBadHeader(upTo: buffer.count, "no empty line after \(Self.headerLimit) bytes of header")
            }
            // 2.
            switch Self.contentLength(Array(buffer[start..<end])) {
            case .failure(let problem):
                // 3.
                return dropBadHeader(upTo: end + Self.headerEnd.count, problem.reason)
            case .success(let length):
                pending = (end + Self.headerEnd.count, length)
            }
        }
        // 4.
        guard let (bodyStart, length) = pending, buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        pending = nil
        return .message(body)
    }

    /// Step 3: drops the header part ending at `end`, then everything up to the next
    /// `Content-Length` field (all of the buffer when none is there yet, but for a tail that
    /// is the start of one: `Content-Le` waits for the rest of its name).
    private mutating func dropBadHeader(upTo end: Int, _ reason: String) -> Event {
        let field = Array("content-length".utf8)
        let lowered = buffer[end...].map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        if let found = Self.find(field, in: lowered, from: 0) {
            start = end + found
        } else {
            let kept = (0..<min(field.count, lowered.count)).reversed().first { k in
                lowered.suffix(k).elementsEqual(field.prefix(k))
            } ?? 0
            start = buffer.count - kept
        }
        return .badHeader(reason)
    }

    /// Why a header part cannot be read.
    struct HeaderProblem: Error {
        var reason: String
    }

    /// Step 2: the body's length from the header part's fields.
    static func contentLength(_ header: [UInt8]) -> Result<Int, HeaderProblem> {
        guard let text = String(validating: header, as: UTF8.self) else {
            return .failure(HeaderProblem(reason: "the header is not text"))
        }
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(reason: "header line `\(line.prefix(80))` is not `Name: value`"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch name {
            case "content-length":
                guard !value.isEmpty, value.allSatisfy(\.isASCIIDigit), let n = Int(value), n <= lengthLimit else {
                    return .failure(HeaderProblem(reason: "Content-Length `\(value.prefix(40))` is not a length of at most \(lengthLimit) bytes"))
                }
                length = n
            case "content-type":
                let charset = value.lowercased().split(separator: ";").dropFirst()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .first { $0.hasPrefix("charset=") }?.dropFirst("charset=".count)
                if let charset, charset != "utf-8", charset != "utf8" {
                    return .failure(HeaderProblem(reason: "Content-Type charset `\(charset)`: only utf-8 is read"))
                }
            default:
                continue
            }
        }
        guard let length else { return .failure(HeaderProblem(reason: "no Content-Length field")) }
        return .success(length)
    }

    /// `Content-Length: N\r\n\r\n` and the body: one message as it goes on the stream.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)

    /// The first index at or after `from` where `needle` starts in `haystack`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = from
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}

extension Character {
    /// `0`–`9` only (not other scripts' digits, which `Int(_:)` would refuse anyway).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
