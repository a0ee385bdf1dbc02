@testable import LayoutCore
import Testing

/// A line may break after a hyphen, a dash or a slash inside a word, before a letter (Unicode's
/// line-breaking algorithm, UAX #14, https://www.unicode.org/reports/tr14/: classes HY, BA, B2
/// and SY; "HY × NU" and "SY × NU" keep "1-2" and "1/2" whole), as iOS's text system does.
/// The real font's measurer follows it; the model font of layout-rules §3.3 breaks at spaces
/// only. Widths are our metrics' (each piece measured alone), not published numbers.
@Suite struct TextSoftBreakTests {
    static let body = TextMeasurer(.system, size: 17)

    static func width(_ string: String, _ measurer: TextMeasurer = body) -> Double {
        TextModel(string, measurer: measurer).measure(.unspecified).size.width
    }

    /// "Fit/Fill" proposed less than its width and more than "Fit/" shows "Fit/" and "Fill",
    /// with no grapheme broken; before the rule it showed "Fit/Fil" and "l".
    @Test func aSlashBetweenLettersIsABreak() {
        let model = TextModel("Fit/Fill", measurer: Self.body)
        let proposal = ProposedViewSize(width: Self.width("Fit/Fill") - 1, height: nil)
        #expect(model.shownLines(of: "Fit/Fill", for: proposal).map(\.text) == ["Fit/", "Fill"])
        #expect(model.measure(proposal).size.width == Self.width("Fit/"))
    }

    @Test func aHyphenAndADashAreBreaks() {
        for string in ["well-known", "well\u{2010}known", "well\u{2013}known", "well\u{2014}known"] {
            let model = TextModel(string, measurer: Self.body)
            let lines = model.shownLines(of: string, for: ProposedViewSize(width: Self.width(string) - 1, height: nil)).map(\.text)
            #expect(lines.count == 2 && lines[1] == "known", "\(string): \(lines)")
        }
        // A space before the next word still counts when the words share a line.
        let text = "a well-known name"
        let lines = TextModel(text, measurer: Self.body).shownLines(of: text, for: ProposedViewSize(width: Self.width("a well-"), height: nil))
        #expect(lines.map(\.text) == ["a well-", "known", "name"])
    }

    /// No break before a digit, nor after a hyphen that starts a word.
    @Test func digitsAndALeadingHyphenStayWhole() {
        for string in ["1/2", "A-1", "-known"] {
            let model = TextModel(string, measurer: Self.body)
            #expect(model.widestUnbreakableUnits == model.units(in: 0..<model.units.count), "\(string)")
        }
    }

    /// The model font (§3.3) breaks at spaces only.
    @Test func theModelFontBreaksAtSpacesOnly() {
        let model = TextModel("Fit/Fill", measurer: TextMeasurer(.model, size: 17))
        #expect(model.softBreaks.isEmpty)
        #expect(model.shownLines(of: "Fit/Fill", for: ProposedViewSize(width: 40, height: nil)).map(\.text) == ["Fit/F", "ill"])
    }

    /// The stress check's longest word is the widest piece between breaks.
    @Test func theLongestWordIsTheWidestPiece() {
        let text = TextLayout("Snap to Fit/Fill", textMetrics: .system, isLocalized: false)
        #expect(text.longestWordWidth() == Self.width("Snap"))
        // Proposing the answer again gives the answer (idempotence, §3.3).
        let model = TextModel("Fit/Fill", measurer: Self.body)
        let answer = model.measure(ProposedViewSize(width: Self.width("Fit/Fill") - 1, height: nil)).size
        #expect(model.measure(ProposedViewSize(width: answer.width, height: nil)).size == answer)
    }
}
