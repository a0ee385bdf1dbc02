import LayoutCore

/// One message from the front end: what is wrong (or worth knowing) and exactly where.
///
/// `description` is the one-line compiler form `file:line:column: error: message`;
/// `rendered(source:)` adds the source line and a caret under the offending text.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note
        private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    public var message: String
    public var fileName: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes (as swift-syntax and compilers count).
    public var column: Int
    /// How many bytes of the line the `~` underline covers (at least the caret).
    public var length: Int

    public init(
        _ severity: Severity, _ message: String, fileName: String, line: Int, column: Int, length: Int = 1
    ) {
        self.severity = severity
        self.message = message
        self.fileName = fileName
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.length = max(length, 1)
    }

    /// The location as LayoutCore stores it on nodes.
    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    public var description: String { "\(fileName):\(line):\(column): \(severity.rawValue): \(message)" }

    /// `file:line:column: error: message`, the source line, and `^~~~` under the offending text.
    ///
    /// Tabs in the source line are kept in the caret line so the caret stays aligned.
    public func rendered(source: String) -> String {
        var out = description
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard line - 1 < lines.count else { return out }
        var text = Substring(lines[line - 1])
        if text.hasSuffix("\r") { text = text.dropLast() }
        let bytes = Array(text.utf8)
        let start = min(max(column - 1, 0), bytes.count)
        let end = min(start + max(length, 0), bytes.count)
        // A very long line (generated code, a 1 MB literal) is shown as a window around the
        // offending text, with "…" where it was cut.
        let windowStart = Self.characterBoundary(bytes, max(0, start - Self.contextBytes))
        let windowEnd = Self.characterBoundary(bytes, min(bytes.count, max(end, start + 1) + Self.contextBytes))
        let lead = windowStart > 0 ? "…" : ""
        let tail = windowEnd < bytes.count ? "…" : ""
        let prefix = lead + String(decoding: bytes[windowStart..<start], as: UTF8.self)
        let marked = String(decoding: bytes[start..<min(end, windowEnd)], as: UTF8.self)
        let shown = lead + String(decoding: bytes[windowStart..<windowEnd], as: UTF8.self) + tail
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let tildes = String(repeating: "~", count: max(marked.count - 1, 0))
        out += "\n" + shown + "\n" + indent + "^" + tildes
        return out
    }

    /// Bytes of context shown on each side of the offending text.
    static let contextBytes = 120

    /// `offset` moved back to the start of the UTF-8 character it falls in.
    static func characterBoundary(_ bytes: [UInt8], _ offset: Int) -> Int {
        var i = offset
        while i > 0, i < bytes.count, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }
}

/// The error the front end throws: one or more diagnostics (syntax errors, unknown names,
/// unsupported constructs), each with its location.
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    /// The first error (there is always at least one diagnostic).
    public var primary: Diagnostic? { diagnostics.first { $0.severity == .error } ?? diagnostics.first }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// Every diagnostic rendered with its source line and caret.
    public func rendered(source: String) -> String {
        diagnostics.map { $0.rendered(source: source) }.joined(separator: "\n")
    }
}
