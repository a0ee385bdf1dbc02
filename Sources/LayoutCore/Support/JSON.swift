/// The project's one JSON writer: keys in the order given and our number format, so that
/// tools reading the output can rely on it (the CLI's outputs, the catalog's export).
public enum JSON: Sendable {
    indirect case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// A proposal component: null for nil, "infinity" for ∞, else a number.
    public static func component(_ value: Double?) -> JSON {
        guard let value else { return .null }
        return number(value)
    }

    public static func size(_ size: Size) -> JSON {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    public static func proposal(_ p: ProposedViewSize) -> JSON {
        .object([("width", component(p.width)), ("height", component(p.height))])
    }

    public static func rect(_ r: Rect) -> JSON {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    /// Compact when `pretty` is false; two-space indentation otherwise.
    public func rendered(pretty: Bool = true, indent: String = "") -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: indent)
        return out
    }

    /// `rendered`, appended to one buffer (no string per level).
    /// - Complexity: O(n) in the size of the output.
    func write(into out: inout String, pretty: Bool, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            if n == .infinity { out += "\"infinity\"" }
            else if n == -.infinity { out += "\"-infinity\"" }
            else if n.isNaN { out += "null" }
            else { out += Format.number(n) }
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let inner = indent + "  "
            out += pretty ? "[\n" : "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += pretty ? ",\n" : "," }
                if pretty { out += inner }
                item.write(into: &out, pretty: pretty, indent: inner)
            }
            out += pretty ? "\n\(indent)]" : "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            let inner = indent + "  "
            out += pretty ? "{\n" : "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out += pretty ? ",\n" : "," }
                if pretty { out += inner }
                JSON.quote(pair.0, into: &out)
                out += pretty ? ": " : ":"
                pair.1.write(into: &out, pretty: pretty, indent: inner)
            }
            out += pretty ? "\n\(indent)}" : "}"
        }
    }

    public static func quote(_ s: String) -> String {
        var out = ""
        quote(s, into: &out)
        return out
    }

    /// `s` as a JSON string, appended to `out`: the text as is when nothing in it needs an
    /// escape (the usual case), else byte by byte (a byte of a multi-byte character is never
    /// one to escape).
    static func quote(_ s: String, into out: inout String) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        if !s.utf8.contains(where: { $0 == quote || $0 == backslash || $0 < 0x20 }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = [quote]
        bytes.reserveCapacity(s.utf8.count + 16)
        for byte in s.utf8 {
            switch byte {
            case quote, backslash: bytes += [backslash, byte]
            case UInt8(ascii: "\n"): bytes += [backslash, UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [backslash, UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [backslash, UInt8(ascii: "t")]
            case ..<0x20:
                let hex = String(byte, radix: 16)
                bytes += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(quote)
        out += String(decoding: bytes, as: UTF8.self)
    }
}
