// `minimumScaleFactor(_:)`: Text that does not fit its proposal (its line limit, or the lines the
// proposed height holds) is drawn at a smaller font, down to the factor, before it truncates
// (Apple: "a label with a minimum scale factor of 0.5 draws its text in a font size as small as
// half of the actual font if needed", https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)).
// How far it shrinks is not published: the numbers are `model` — the largest scale, in
// thousandths, at which the model font (8-pt advances, 20-pt lines at 17 pt, both scaling with
// the size) shows every grapheme; the answer is measured in that smaller font.
import Testing
@testable import LayoutCore

@Suite struct MinimumScaleFactorTests {
    /// "Hello, world" (12 graphemes, 96 × 20 unwrapped) on one line.
    static func size(factor: Double?, _ proposal: ProposedViewSize, limit: Int? = 1) -> Size {
        var node = Text("Hello, world").node
        if let limit { node = node.lineLimit(limit) }
        if let factor { node = node.minimumScaleFactor(factor) }
        return LayoutEngine(node, environment: .modelFont).sizeThatFits(proposal)
    }

    @Test func textThatFitsKeepsItsFont() {
        #expect(Self.size(factor: 0.5, ProposedViewSize(width: nil, height: nil)) == Size(width: 96, height: 20))  // model: 12 × 8, one 20-pt line
        #expect(Self.size(factor: 0.5, ProposedViewSize(width: 200, height: nil)) == Size(width: 96, height: 20))  // model: fits at 17 pt
    }

    /// 72 pt holds 12 graphemes of 6 pt: the font shrinks to 0.75 × 17 = 12.75 pt, and the text
    /// answers 12 × 6 by 0.75 × 20. Without the modifier it truncates at 17 pt ("Hello, w…").
    @Test func textThatWouldTruncateShrinksUntilItFits() {
        #expect(Self.size(factor: nil, ProposedViewSize(width: 72, height: nil)) == Size(width: 72, height: 20))  // model: 8 graphemes + "…" of 8 pt
        #expect(Self.size(factor: 0.5, ProposedViewSize(width: 72, height: nil)) == Size(width: 72, height: 15))  // model: scale 0.75
        // Proposing the answer again gives it again (the same scale fits, a larger one does not).
        #expect(Self.size(factor: 0.5, ProposedViewSize(width: 72, height: 15)) == Size(width: 72, height: 15))
    }

    /// Below the factor it does not shrink further: at 0.5 (4-pt graphemes, 10-pt lines) 40 pt
    /// holds 9 graphemes and the ellipsis.
    @Test func textStopsAtTheFactorAndThenTruncates() {
        #expect(Self.size(factor: 0.5, ProposedViewSize(width: 40, height: nil)) == Size(width: 40, height: 10))  // model: (9 + 1) × 4, 10-pt line
        let text = TextLayout("Hello, world", lineLimit: 1, minimumScaleFactor: 0.5, textMetrics: .model)
        let drawn = text.fitted(ProposedViewSize(width: 40, height: nil))
        #expect(drawn.measurer.size == 8.5)  // model: 0.5 × 17
        #expect(drawn.measure(ProposedViewSize(width: 40, height: nil)).isTruncated)
    }

    /// Without a line limit the proposed height decides: 48 × 20 holds "Hello," over "world" only
    /// as two 10-pt lines, or the whole string as one line of 4-pt graphemes: both at 0.5, the
    /// largest scale that fits, though the factor allows 0.25.
    @Test func theProposedHeightCounts() {
        #expect(Self.size(factor: nil, ProposedViewSize(width: 48, height: 20), limit: nil) == Size(width: 48, height: 20))  // model: truncated at 17 pt
        #expect(Self.size(factor: 0.25, ProposedViewSize(width: 48, height: 20), limit: nil) == Size(width: 48, height: 10))  // model: scale 0.5, one line
        // Unlimited height: the text wraps and never needs to shrink.
        #expect(Self.size(factor: 0.25, ProposedViewSize(width: 48, height: nil), limit: nil) == Size(width: 48, height: 40))  // model: 2 lines of 20
    }

    /// A factor outside 0…1 is clamped (1: no shrinking) and never traps.
    @Test func badFactorsAreNormalised() {
        #expect(Self.size(factor: 3, ProposedViewSize(width: 72, height: nil)) == Size(width: 72, height: 20))  // model: as without the modifier
        #expect(Self.size(factor: .nan, ProposedViewSize(width: 72, height: nil)) == Size(width: 72, height: 20))  // model: as without
        #expect(Self.size(factor: -1, ProposedViewSize(width: 72, height: nil)).height < 20)  // model: read as 0.01, shrinks to fit
    }
}
