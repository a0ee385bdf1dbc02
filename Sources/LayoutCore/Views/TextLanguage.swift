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

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
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
