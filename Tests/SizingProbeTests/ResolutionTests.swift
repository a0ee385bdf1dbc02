import LayoutCore
import SizingProbe
import XCTest

/// Resolving concrete trees two ways (issue 4 §4): seed 002's rule and the engine.
final class ResolutionTests: XCTestCase {
    /// Issue 4 fixture: h-exp because of child 2 (the TextField), v-hug; no disagreement.
    func testVStackWithTextField() {
        let r = SizingProbe.resolve(VStack { Text("a"); TextField("b", text: .constant("")) })
        XCTAssertEqual(r.root.intrinsic.behaviors, hv(.neu, .neu))  // seed 002, Stacks
        XCTAssertEqual(r.root.byArticle, hv(.exp, .hug))  // seed 002 rule: TextField h-exp, both v-hug
        XCTAssertEqual(r.root.byEngine, hv(.exp, .hug))  // model: the engine agrees
        XCTAssertTrue(r.root.articleReason(.horizontal).contains("child 2 (TextField, path 2)"), r.root.articleReason(.horizontal))
        XCTAssertTrue(r.root.engineReason(.horizontal).contains("child 2 (TextField, path 2)"), r.root.engineReason(.horizontal))
        XCTAssertTrue(r.root.disagreements.isEmpty, r.report)
        XCTAssertEqual(r.node(at: "2")?.intrinsic.behaviors, hv(.exp, .hug))  // seed 002, Simple Building Blocks
        XCTAssertEqual(r.node(at: "2.1")?.isSynthetic, true)  // the TextField's own frame
    }

    /// Issue 4 fixture: the Spacer contributes nothing vertically; the rule says v-exp.
    func testHStackWithSpacer() {
        let r = SizingProbe.resolve(HStack { Text("a"); Spacer() })
        XCTAssertEqual(r.root.byEngine, hv(.exp, .hug))  // model (§4.2: a Spacer in an HStack is 0 tall)
        XCTAssertEqual(r.root.byArticle, hv(.exp, .exp))  // seed 002 rule: Spacer is exp/exp
        let flagged = r.root.disagreements
        XCTAssertEqual(flagged.map(\.axis), [.vertical], r.report)
        XCTAssertTrue(flagged[0].explanation.contains("Spacer"), flagged[0].explanation)
        XCTAssertTrue(flagged[0].explanation.contains("contributes nothing vertically"), flagged[0].explanation)
        // The Spacer's own row: intrinsic exp/exp (probed alone), resolved v-hug in the HStack.
        let spacer = r.node(at: "2")!
        XCTAssertEqual(spacer.intrinsic.behaviors, hv(.exp, .exp))  // seed 002, Spacers
        XCTAssertEqual(spacer.byEngine, hv(.exp, .hug))
        XCTAssertEqual(spacer.disagreements.map(\.axis), [.vertical])
    }

    /// Issue 4 fixture: the ZStack is sized by the Text; the lower-priority Color is not consulted.
    func testZStackWithLowPriorityColor() {
        let r = SizingProbe.resolve(ZStack { Color.red.layoutPriority(-1); Text("x") })
        XCTAssertEqual(r.root.byEngine, hv(.hug, .hug))  // model (§11: only top-priority children size a ZStack)
        XCTAssertEqual(r.root.byArticle, hv(.exp, .exp))  // seed 002 rule: one child expands
        XCTAssertEqual(Set(r.root.disagreements.map(\.axis)), [.horizontal, .vertical], r.report)
        for d in r.root.disagreements {
            XCTAssertTrue(d.explanation.contains("priority -1"), d.explanation)
            XCTAssertTrue(d.explanation.contains("highest-priority"), d.explanation)
        }
        // The Color itself is flagged too: it only gets the Text's size.
        XCTAssertEqual(r.node(at: "1.1")?.byEngine, hv(.hug, .hug))
        XCTAssertEqual(r.node(at: "1.1")?.disagreements.count, 2)
    }

    /// fixedSize: the Color inside answers its ideal size, the 10 placeholder.
    func testFixedSizeDisagreement() {
        let r = SizingProbe.resolve(Color.red.fixedSize())
        XCTAssertEqual(r.root.byArticle, hv(.hug, .hug))  // seed 002, Fixed Size (true → hug)
        XCTAssertEqual(r.root.byEngine, hv(.hug, .hug))
        let color = r.node(at: "1")!
        XCTAssertEqual(color.byArticle, hv(.exp, .exp))  // seed 002, Simple Building Blocks
        XCTAssertEqual(color.byEngine, hv(.hug, .hug))  // seed 002, Ambiguous Layouts: 10 × 10
        XCTAssertTrue(color.disagreements.allSatisfy { $0.explanation.contains("fixedSize") && $0.explanation.contains("10 points") }, r.report)
    }

    /// aspectRatio: expands on both axes by the rule, but the height follows the width.
    func testAspectRatioDisagreement() {
        let r = SizingProbe.resolve(Color.red.aspectRatio(2, contentMode: .fit))
        XCTAssertEqual(r.root.byArticle, hv(.exp, .exp))  // seed 002 rule: neu over an exp/exp Color
        XCTAssertEqual(r.root.byEngine, hv(.exp, .hug))  // model: (1000 × 1000) → (1000 × 500) in both tall canvases
        XCTAssertEqual(r.root.disagreements.map(\.axis), [.vertical])
        XCTAssertTrue(r.root.disagreements[0].explanation.contains("ratio-bound"), r.report)
    }

    /// Controls resolve through their composition: a Toggle with a Color label expands vertically.
    func testToggleLabelResolves() {
        let r = SizingProbe.resolve(VStack { Toggle(isOn: true) { Color.red }; Text("x") })
        XCTAssertEqual(r.node(at: "1")?.intrinsic.behaviors, hv(.exp, .neu))  // seed 002, Toggles
        XCTAssertEqual(r.node(at: "1")?.byArticle, hv(.exp, .exp))
        XCTAssertEqual(r.root.byEngine, hv(.exp, .exp))  // model: the Color label takes the height
        XCTAssertTrue(r.root.disagreements.isEmpty, r.report)
    }

    /// The report has one row per node and marks disagreements.
    func testReport() {
        let r = SizingProbe.resolve(HStack { Text("a"); Spacer() })
        let lines = r.report.split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("path"))
        XCTAssertTrue(lines[1].hasPrefix("root") && lines[1].hasSuffix("DISAGREE"), String(lines[1]))
        XCTAssertTrue(r.report.contains("DISAGREE v: article exp, engine hug"))
    }
}

/// Long text: the probe's offers grow with the ideal size, so a long Text still hugs; squeezed
/// below its ideal width it follows the offer, and the resolution says why.
final class LongTextTests: XCTestCase {
    static let long = String(repeating: "word ", count: 60) + "end"  // 303 characters: 2634 pt ideal (system font, Inter's advances)

    func testLongTextHugs() {
        let c = SizingProbe.classify(Text(Self.long))
        XCTAssertEqual(c.behaviors, hv(.hug, .hug))  // seed 002, Simple Building Blocks (Text)
        // Our model: K₁ raised to the smallest multiple of 1000 at least twice the ideal width
        // (6000 for the system font's 2634 pt), so the first question is (K₁ × ∞).
        let ideal = LayoutEngine(Text(Self.long)).sizeThatFits(.unspecified).width
        let k1 = (2 * ideal / 1000).rounded(.up) * 1000
        XCTAssertEqual(k1, 6000)
        XCTAssertEqual(c.evidence.first { $0.proposal.height == .infinity }?.proposal, ProposedViewSize(width: k1, height: .infinity))
    }

    func testSqueezedTextFollowsTheOffer() {
        let r = SizingProbe.resolve(Text(Self.long).relativeProposed(width: 0.1))
        let text = r.node(at: "1")!
        XCTAssertEqual(text.byArticle.horizontal, .hug)  // seed 002: Text hugs
        XCTAssertEqual(text.byEngine.horizontal, .exp)  // model: wrapped at a tenth of the canvas, it grows with it
        XCTAssertTrue(text.disagreements.first?.explanation.contains("less than its ideal width") ?? false, r.report)
    }
}
