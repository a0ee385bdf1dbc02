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
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            if n == .infinity { return "\"infinity\"" }
            if n == -.infinity { return "\"-infinity\"" }
            if n.isNaN { return "null" }
            return Format.number(n)
        case .string(let s): return JSON.quote(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if !pretty { return "[" + items.map { $0.rendered(pretty: false) }.joined(separator: ",") + "]" }
            return "[\n" + items.map { inner + $0.rendered(pretty: true, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            if !pretty {
                return "{" + pairs.map { JSON.quote($0.0) + ":" + $0.1.rendered(pretty: false) }.joined(separator: ",") + "}"
            }
            return "{\n" + pairs.map { inner + JSON.quote($0.0) + ": " + $0.1.rendered(pretty: true, indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
