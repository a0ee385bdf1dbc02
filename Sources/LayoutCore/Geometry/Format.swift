/// The one text form of numbers, proposal components, sizes and behaviors (house style).
public enum Format {
    /// `200`, `56.25`, `33.333`, `∞`, `-∞`, `nan`.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        // Huge values are not rounded: value × 1000 would overflow to ∞ and print "inf".
        let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A proposal component: `nil`, `0`, `200`, `∞`.
    public static func component(_ value: Double?) -> String {
        value.map(number) ?? "nil"
    }
}
