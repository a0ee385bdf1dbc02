/// The language `Text` is shown in, when it is not the source's: every `Text` (a control's title
/// among them) takes its string from here when the tree is compiled (``LayoutEnvironment/language``).
///
/// Two kinds:
/// - a table of translations (a project's `.xcstrings` or `Localizable.strings`): a string the
///   table has is replaced, any other kept;
/// - a pseudo-translation: each word made longer by a share of its own letters, the way German
///   and Finnish run 30–40 % longer than English (our model; the word keeps its letters, so the
///   font measures it like the source, and a word stays one word for wrapping).
///
/// Compared by identity: two languages are the same only when they are the same object.
public final class TextLanguage: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable {
        case translations([String: String])
        /// Each string's source-language value (`base`, a key's: `"account.joined"` → `Joined`),
        /// lengthened.
        case pseudo(expansion: Double, base: [String: String])
    }

    /// The name the reports show (`de`, `pseudo`).
    public let name: String
    public let kind: Kind
    /// The table's formats (keys with a specifier) by their normalized key
    /// (``TextFormat/normalized(_:)``): what an interpolated literal looks up.
    let formats: [String: String]

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
        let table: [String: String]
        switch kind {
        case .translations(let t): table = t
        case .pseudo(_, let base): table = base
        }
        var formats: [String: String] = [:]
        for (key, value) in table where TextFormat.hasSpecifier(key) { formats[TextFormat.normalized(key)] = value }
        self.formats = formats
    }

    /// The pseudo-translation 40 % longer (the "as German runs").
    public static func pseudo(expansion: Double = 0.4, base: [String: String] = [:]) -> TextLanguage {
        TextLanguage(name: "pseudo", kind: .pseudo(expansion: expansion, base: base))
    }

    public var description: String { name }

    public static func == (a: TextLanguage, b: TextLanguage) -> Bool { a === b }

    /// `string` in this language.
    public func translated(_ string: String) -> String {
        switch kind {
        case .translations(let table): return table[string] ?? string
        case .pseudo(let expansion, let base): return Self.lengthened(base[string] ?? string, by: expansion)
        }
    }

    /// An interpolated literal in this language: its format translated (a pseudo-translation
    /// lengthens the format's words, not the values put in it), then given its values.
    public func translated(_ format: TextFormat) -> String {
        let found = formats[format.key]
        switch kind {
        case .translations: return TextFormat.substituted(found ?? format.key, format.arguments)
        case .pseudo(let expansion, _):
            var lengthened = ""
            TextFormat.scan(found ?? format.key) { piece in
                switch piece {
                case .text(let text): lengthened += TextFormat.escaped(Self.lengthened(text, by: expansion))
                case .specifier(_, let written): lengthened += written
                }
            }
            return TextFormat.substituted(lengthened, format.arguments)
        }
    }

    /// Each word of letters followed by the first `expansion` of its letters, rounded up
    /// (`Save changes` → `SaveSa changescha`); numbers, punctuation and spaces are kept.
    static func lengthened(_ string: String, by expansion: Double) -> String {
        var out = ""
        var word: [Character] = []
        func flush() {
            out.append(contentsOf: word)
            let letters = word.filter(\.isLetter)
            if !letters.isEmpty {
                let extra = Int((Double(letters.count) * expansion).rounded(.up))
                out.append(contentsOf: (0..<extra).map { letters[$0 % letters.count] })
            }
            word.removeAll()
        }
        for character in string {
            if character.isLetter {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }
}
