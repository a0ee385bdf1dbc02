import LayoutCore
import SizingProbe
import XCTest

/// Resolution on trees with secondary views, scroll views, controls and odd roots: it never
/// traps, covers every node, and its verdicts follow the rules.
final class ResolutionEdgeTests: XCTestCase {
    func testOverlaySecondaryDoesNotDecide() {
        // seed 002 rule: a decorator adopts its receiver's behavior, not its overlay's.
        let r = SizingProbe.resolve(Text("a").overlay(Color.red))
        XCTAssertEqual(r.root.intrinsic.behaviors, hv(.neu, .neu))  // seed 002, Common Decorators
        XCTAssertEqual(r.root.byArticle, hv(.hug, .hug))
        XCTAssertEqual(r.root.byEngine, hv(.hug, .hug))
        XCTAssertEqual(r.nodes.count, 3)
        // The overlay's Color is proposed the Text's size: flagged as limited by its parent.
        XCTAssertEqual(r.node(at: "2")?.byEngine, hv(.hug, .hug))
        XCTAssertTrue(r.node(at: "2")?.disagreements.first?.explanation.contains("its parent overlay") ?? false, r.report)
    }

    func testScrollViewAndGeometryReader() {
        let r = SizingProbe.resolve(ScrollView { VStack { Color.red; Text("x") } })
        XCTAssertEqual(r.root.intrinsic.behaviors, hv(.neu, .exp))  // model (§12.2)
        XCTAssertEqual(r.root.byEngine, hv(.exp, .exp))
        // model (§12.2): inside a vertical ScrollView the Color is proposed a nil height → 10.
        XCTAssertEqual(r.node(at: "1.1")?.byEngine.vertical, .hug)
        XCTAssertEqual(r.node(at: "1.1")?.evidence[0].answer.height, 10)
        let g = SizingProbe.resolve(GeometryReader { Text("x") })
        XCTAssertEqual(g.root.byArticle, hv(.exp, .exp))  // seed 002, Special Views
        XCTAssertEqual(g.root.byEngine, hv(.exp, .exp))
    }

    func testControlsInLabelForm() {
        let r = SizingProbe.resolve(Button(action: {}) { Label { Text("Title") } icon: { Color.red.frame(width: 20, height: 20) } })
        XCTAssertEqual(r.root.intrinsic.behaviors, hv(.neu, .neu))  // seed 002, Buttons
        XCTAssertEqual(r.node(at: "1")?.intrinsic.behaviors, hv(.neu, .neu))  // seed 002, Labels
        XCTAssertEqual(r.root.byArticle, hv(.hug, .hug))
        XCTAssertEqual(r.root.byEngine, hv(.hug, .hug))
        XCTAssertTrue(r.nodes.contains { $0.isSynthetic && $0.name == "HStack" })
    }

    func testOddRoots() {
        XCTAssertEqual(SizingProbe.resolve(EmptyView()).nodes.count, 1)
        let several = SizingProbe.resolve(Group { Text("a"); Color.red })
        XCTAssertEqual(several.root.name, "VStack")  // the implicit root VStack
        XCTAssertEqual(several.root.byEngine, hv(.exp, .exp))
        let picker = SizingProbe.resolve(VStack {
            Picker("", selection: "a") { ForEach(["a", "b"]) { Text($0).tag($0) } }.style("pickerStyle", "segmented")
        })
        XCTAssertEqual(picker.root.byEngine, hv(.exp, .hug))  // model (Picker.swift)
    }
}
