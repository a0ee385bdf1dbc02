import LayoutCore
import SizingProbe
import XCTest

/// The classification rules of layout-rules §13.2 on single views, with their notes and evidence.
final class ProbeRulesTests: XCTestCase {
    func testTextForms() {
        XCTAssertEqual(Behavior.exp.description, "exp")
        XCTAssertEqual(hv(.exp, .hug).description, "h-exp, v-hug")
        XCTAssertEqual(AxisBehaviors(parsing: "h-neu, v-exp"), hv(.neu, .exp))
        XCTAssertNil(AxisBehaviors(parsing: "h-big, v-exp"))
    }

    /// seed 002, Ambiguous Layouts: `Color.red.fixedSize()` is 10 × 10, hugging, ambiguous.
    func testColorFixedSizeIsAmbiguousTen() {
        let c = SizingProbe.classify(Color.red.fixedSize())
        XCTAssertEqual(c.behaviors, hv(.hug, .hug))  // seed 002, Ambiguous Layouts / Fixed Size
        XCTAssertTrue(c.hasNote(.ambiguous10, axis: .horizontal), c.description)
        XCTAssertTrue(c.hasNote(.ambiguous10, axis: .vertical), c.description)
        XCTAssertEqual(c.notes.first { $0.kind == .ambiguous10 }?.value, 10)  // seed 002: "magical value of 10"
        // The evidence holds the raw answers: (1000 × ∞) → (10 × 10).
        XCTAssertTrue(c.evidence.contains(ProbeAnswer(proposal: ProposedViewSize(width: 1000, height: .infinity), answer: Size(width: 10, height: 10))))
        // A hugging Text is not ambiguous.
        XCTAssertFalse(SizingProbe.classify(Text("Test").fixedSize()).hasNote(.ambiguous10))
    }

    /// §13.2 rule 3: `frame(maxWidth: 200)` follows small offers and stops at 200: hug for seed 002
    /// (Advanced Frame, finite maximum) with the bound noted.
    func testBoundedExpansion() {
        let c = SizingProbe.classify(Color.red.frame(maxWidth: 200))
        XCTAssertEqual(c.behaviors, hv(.hug, .exp))  // seed 002, Advanced Frame (finite → hug; Color's exp kept)
        let note = c.notes.first { $0.kind == .bounded }
        XCTAssertEqual(note?.axis, .horizontal)
        XCTAssertEqual(note?.value, 200)  // model: the frame's maximum
        // Text wraps below its ideal width, but its ideal is its maximum: not bounded (§13.2, X = N).
        XCTAssertFalse(SizingProbe.classify(Text("Test")).hasNote(.bounded))
    }

    /// §13.2 rule 2: aspect fill on Color answers more than offered (∞ for (1000 × ∞)).
    func testOverflow() {
        let c = SizingProbe.classify(Color.red.aspectRatio(nil, contentMode: .fill))
        XCTAssertEqual(c.behaviors, hv(.exp, .exp))  // model (§7: fill with one ∞ axis proposes ∞ × ∞)
        XCTAssertTrue(c.hasNote(.overflow, axis: .horizontal), c.description)
    }

    /// §13.4: aspect fit and Circle expand on both axes but fill only one side of a canvas.
    func testExpandsBothFillsOne() {
        let fit = SizingProbe.classify(Color.red.aspectRatio(2, contentMode: .fit))
        XCTAssertEqual(fit.behaviors, hv(.exp, .exp))  // model (§13.4: tracks T on both axes)
        XCTAssertEqual(fit.notes.first { $0.kind == .fillsOneAxis }?.axis, .horizontal)  // (1000 × 1000) → (1000 × 500)
        let circle = SizingProbe.classify(Circle())
        XCTAssertEqual(circle.behaviors, hv(.exp, .exp))  // seed 002, Shapes
        XCTAssertTrue(circle.hasNote(.fillsOneAxis), circle.description)
        XCTAssertFalse(SizingProbe.classify(Rectangle()).hasNote(.fillsOneAxis))
    }

    /// The evidence of a simple view: the ideal size, then T(K1), T(K2), Z, X, N per axis, then the canvases.
    func testEvidenceOfColor() {
        let c = SizingProbe.classify(Color.red)
        let text = c.evidence.map(\.description)
        XCTAssertEqual(text.first, "(nil × nil) → (10 × 10)")  // §1.4: the ideal size first (it sets K)
        XCTAssertEqual(text[1], "(1000 × ∞) → (1000 × ∞)")  // §2.1: Color answers the proposal
        XCTAssertTrue(text.contains("(nil × 1000) → (10 × 1000)"))  // §1.4: nil → 10
        XCTAssertTrue(text.contains("(1000 × 1000) → (1000 × 1000)"))  // the square canvas
    }

    /// §13.3: a container that ignores an expanding child is flagged by the mixed-children run.
    func testMixedChildrenNote() {
        // A ZStack with the expanding child at lower priority hugs with mixed children.
        let c = SizingProbe.classify(container: { views in
            ZStack { views[0].layoutPriority(-1); Array(views.dropFirst()) }.node
        }, arity: 2)
        XCTAssertEqual(c.behaviors, hv(.neu, .neu))  // model: with only Colors or only Texts it follows them
        XCTAssertTrue(c.hasNote(.mixedChildren, axis: .horizontal), c.description)
        // A plain HStack expands with mixed children: no note.
        XCTAssertFalse(SizingProbe.classify(container: { views in HStack { views }.node }).hasNote(.mixedChildren))
    }

    /// Substitution keeps the evidence of each run, labelled by the child used.
    func testSubstitutionEvidence() {
        let c = SizingProbe.classify(modifier: { $0.padding(10) })
        XCTAssertEqual(c.behaviors, hv(.neu, .neu))  // model (§13.4: padding adds a constant)
        XCTAssertTrue(c.evidence.contains { $0.subject == "Color" })
        XCTAssertTrue(c.evidence.contains { $0.subject == "Text" })
        // Text("Test") padded by 10: its ideal size plus 20 on each axis for every large offer.
        let text = LayoutEngine(Text("Test")).sizeThatFits(.unspecified)
        XCTAssertTrue(c.evidence.contains(ProbeAnswer(subject: "Text", proposal: ProposedViewSize(width: 1000, height: .infinity), answer: Size(width: text.width + 20, height: text.height + 20))))
    }
}
