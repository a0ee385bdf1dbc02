/// An interpolated `Text` literal as SwiftUI localizes it: a `LocalizedStringKey` whose key is the
/// literal with a format specifier for each interpolation (`"\(count) followers"` → `%lld
/// followers`), looked up in the string tables, then given the interpolated values.
///
/// The model writes every specifier `%@` (``key``) and reads a table's keys the same way
/// (``normalized(_:)``): which specifier Swift picks depends on the value's type, which a key's
/// lookup need not know.
public struct TextFormat: Hashable, Sendable {
    /// The literal with `%@` for each interpolation.
    public var key: String
    /// The interpolated values as the model shows them, in order.
    public var arguments: [String]

    public init(key: String, arguments: [String]) {
        self.key = key
        self.arguments = arguments
    }

    /// `format` with each specifier replaced by its argument: in order, or by position (`%2$@`);
    /// `%%` is a percent sign. A specifier without an argument is kept.
    public static func substituted(_ format: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        scan(format) { piece in
            switch piece {
            case .text(let text): out += text
            case .specifier(let position, let written):
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                out += arguments.indices.contains(index) ? arguments[index] : written
            }
        }
        return out
    }

    /// `format` with every specifier written `%@` and positions dropped (`%2$lld` → `%@`); a
    /// percent sign stays `%%`.
    public static func normalized(_ format: String) -> String {
        var out = ""
        scan(format) { piece in
            switch piece {
            case .text(let text): out += escaped(text)
            case .specifier: out += "%@"
            }
        }
        return out
    }

    /// `text` as a format writes it: each `%` doubled.
    public static func escaped(_ text: String) -> String {
        text.contains("%") ? text.map { $0 == "%" ? "%%" : String($0) }.joined() : text
    }

    /// Whether `format` has a specifier (other than `%%`).
    public static func hasSpecifier(_ format: String) -> Bool {
        var found = false
        scan(format) { if case .specifier = $0 { found = true } }
        return found
    }

    enum Piece {
        case text(String)
        /// A specifier, its 1-based position if it names one, and its text.
        case specifier(position: Int?, written: String)
    }

    /// The pieces of a printf-style format: `%`, an optional position `n$`, flags, width,
    /// precision, a length modifier and a conversion (`@ d i u x o f e g c s p a`, any case).
    static func scan(_ format: String, _ piece: (Piece) -> Void) {
        let characters = Array(format)
        var text = ""
        var i = 0
        while i < characters.count {
            guard characters[i] == "%", i + 1 < characters.count else {
                text.append(characters[i])
                i += 1
                continue
            }
            if characters[i + 1] == "%" {
                text.append("%")
                i += 2
                continue
            }
            var j = i + 1
            var digits = ""
            while j < characters.count, characters[j].isASCII, characters[j].isNumber {
                digits.append(characters[j])
                j += 1
            }
            var position: Int?
            if j < characters.count, characters[j] == "$", let n = Int(digits) {
                position = n
                j += 1
            } else {
                j = i + 1
            }
            while j < characters.count, "-+ #0123456789.hlqLjzt".contains(characters[j]) { j += 1 }
            guard j < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(characters[j]) else {
                text.append(characters[i])
                i += 1
                continue
            }
            if !text.isEmpty { piece(.text(text)) }
            text = ""
            piece(.specifier(position: position, written: String(characters[i...j])))
            i = j + 1
        }
        if !text.isEmpty { piece(.text(text)) }
    }
}
