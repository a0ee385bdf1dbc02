import LayoutCore
import SizingProbe

/// The `Intrinsic sizing behavior: h-exp, v-hug` doc comment of seed 002, read tolerantly:
/// `h-exp, v-hug`, `h:exp v:hug`, `**h-exp**, **v-hug**`, `Horizontal: expanding`, any case.
///
/// A line is cut into words (runs of ASCII letters); an axis word (`h`, `horizontal`,
/// `horizontally`, `v`, `vertical`, `vertically`) directly followed by a behavior word (`exp`,
/// `expanding`, `hug`, `hugging`, `neu`, `neutral`) gives that axis. The first line that gives
/// both axes is the declaration.
enum SizingComment {
    /// A word of a line and where it is (byte offsets into the line).
    struct Word {
        var range: Range<Int>
        var text: String
    }

    /// Where one line states both behaviors: the spans of the two behavior words.
    struct Statement {
        var behaviors: AxisBehaviors
        var horizontalWord: Word
        var verticalWord: Word
    }

    static func words(_ line: [UInt8]) -> [Word] {
        var out: [Word] = []
        var start: Int?
        func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }
        for i in 0...line.count {
            let letter = i < line.count && isLetter(line[i])
            if letter, start == nil { start = i }
            if !letter, let s = start {
                out.append(Word(range: s..<i, text: String(decoding: line[s..<i], as: UTF8.self)))
                start = nil
            }
        }
        return out
    }

    static func behavior(_ word: String) -> Behavior? {
        switch word.lowercased() {
        case "exp", "expanding", "expands": return .exp
        case "hug", "hugging", "hugs": return .hug
        case "neu", "neutral": return .neu
        default: return nil
        }
    }

    static func axis(_ word: String) -> Character? {
        switch word.lowercased() {
        case "h", "horizontal", "horizontally": return "h"
        case "v", "vertical", "vertically": return "v"
        default: return nil
        }
    }

    /// The statement on one line, if it gives both axes.
    static func statement(inLine line: [UInt8]) -> Statement? {
        let ws = words(line)
        var h: (Behavior, Word)?, v: (Behavior, Word)?
        for (i, w) in ws.enumerated() where i + 1 < ws.count {
            guard let a = axis(w.text), let b = behavior(ws[i + 1].text) else { continue }
            if a == "h", h == nil { h = (b, ws[i + 1]) }
            if a == "v", v == nil { v = (b, ws[i + 1]) }
        }
        guard let h, let v else { return nil }
        return Statement(behaviors: AxisBehaviors(h.0, v.0), horizontalWord: h.1, verticalWord: v.1)
    }

    /// The behavior a doc comment declares, if any line states both axes.
    static func declared(in docComment: String?) -> AxisBehaviors? {
        guard let docComment else { return nil }
        for line in docComment.split(separator: "\n", omittingEmptySubsequences: false) {
            if let s = statement(inLine: Array(line.utf8)) { return s.behaviors }
        }
        return nil
    }

    /// `behavior` spelled like `original`: short or long form, same case.
    static func spelled(_ behavior: Behavior, like original: String) -> String {
        var word = original.count > 3 ? behavior.word : behavior.rawValue
        if original == original.uppercased() {
            word = word.uppercased()
        } else if let first = original.first, first.isUppercase {
            word = word.prefix(1).uppercased() + word.dropFirst()
        }
        return word
    }

    /// The line `--fix` writes when a declaration has no statement, `{behavior}` standing for
    /// `h-exp, v-hug` (`.sizing.yml`'s `doc_comment` replaces it).
    static let defaultTemplate = "/// Intrinsic sizing behavior: {behavior}"

    /// ``defaultTemplate`` for `behaviors`.
    static func newLine(_ behaviors: AxisBehaviors) -> String {
        ScanConfiguration.render(defaultTemplate, behaviors)
    }
}
