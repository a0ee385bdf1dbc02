import XCTest

@testable import LayoutCore

/// Leaves that answer in constant time (`Layout.answersInConstantTime`: `Spacer`, `Color`,
/// shapes, `Divider`, a resizable `Image`) are asked again instead of cached. That must change no
/// answer, no frame and no placed proposal; it must leave nothing in the cache for them; and
/// while tracing they must be cached and shown as before.
final class ConstantTimeAnswersTests: XCTestCase {
    /// Every kind of such leaf, in stacks that probe them and in frames that fix them.
    static var trees: [(name: String, view: ViewNode)] {
        [
            ("a row with spacers and a divider", HStack {
                Text("Leading")
                Spacer()
                Divider()
                Spacer(minLength: 20)
                Circle()
            }.node),
            ("a column of flexible and framed colours", VStack(spacing: 4) {
                Color.red
                Color.blue.frame(width: 30, height: 10)
                Rectangle().frame(minHeight: 5, maxHeight: 25)
                Divider()
                Image("photo").resizable()
            }.node),
            ("a toggle and a capsule over a spacer", VStack {
                Toggle("Wi-Fi", isOn: true)
                ZStack { Capsule(); Spacer() }
            }.node),
            ("a spacer and a colour outside any stack", ZStack { Spacer(); Color.green.padding(3) }.node),
        ]
    }

    /// The direct leaves of `engine`.
    func directLeaves(_ engine: LayoutEngine) -> [Int] {
        (0..<engine.nodeCount).filter { engine.flags[$0].contains(.answersDirectly) }
    }

    func testDirectAnswersFramesAndProposalsAreTheCachedOnes() {
        for (name, view) in Self.trees {
            XCTAssertFalse(directLeaves(LayoutEngine(view)).isEmpty, "\(name): some leaf answers directly")
            TracedComparison.assertUntracedMatchesTraced(view, name)
        }
    }

    func testDirectLeavesAreCachedOnlyWhileTracing() {
        for (name, view) in Self.trees {
            for tracing in [false, true] {
                let engine = LayoutEngine(view)
                engine.isTracing = tracing
                _ = engine.place(in: ProposedViewSize(width: 120, height: 80))
                let leaves = directLeaves(engine)
                let remembered = leaves.filter(engine.holdsAnAnswer)
                if tracing {
                    XCTAssertEqual(remembered, leaves, "\(name): traced, each leaf answered and remembered")
                    XCTAssertEqual(engine.directAnswers, 0, "\(name): traced, no direct answer")
                    for node in leaves {
                        XCTAssertTrue(engine.traceAsksSize(of: node), "\(name): node \(node) in the trace")
                    }
                } else {
                    XCTAssertEqual(remembered, [], "\(name): nothing remembered for direct leaves")
                    XCTAssertGreaterThanOrEqual(engine.directAnswers, leaves.count, "\(name): each leaf asked at least once")
                }
            }
        }
    }

    /// Only leaves of those kinds answer directly: not a Text, not an Image at its natural size
    /// (measured once), not a container or modifier.
    func testOnlyConstantTimeLeavesAnswerDirectly() {
        let engine = LayoutEngine(HStack {
            Text("Title")
            Image("icon")
            Image("photo").resizable()
            Color.red.frame(width: 10)
            Spacer()
        }.node)
        let names = directLeaves(engine).map { engine.layout(of: $0).label }
        XCTAssertEqual(names, ["Image(\"photo\").resizable()", "Color.red", "Spacer()"])
    }

    /// Direct answers are not evaluations: untraced, the evaluations are the traced ones less
    /// the direct leaves' cache misses (a tree without forwarding views, which tracing also asks).
    func testDirectAnswersAreNotCountedAsEvaluations() {
        let view = VStack {
            HStack { Color.red; Spacer(); Divider(); Text("Label") }
            Rectangle().frame(height: 10)
        }.node
        let traced = LayoutEngine(view)
        traced.isTracing = true
        _ = traced.place(in: ProposedViewSize(width: 200, height: 100))
        let leaves = Set(directLeaves(traced))
        let leafMisses = traced.trace.filter { $0.kind == .size && !$0.isCacheHit && leaves.contains($0.node) }.count
        XCTAssertGreaterThan(leafMisses, 0)
        let untraced = LayoutEngine(view)
        _ = untraced.place(in: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(untraced.evaluations, traced.evaluations - leafMisses)
        XCTAssertGreaterThanOrEqual(untraced.directAnswers, leafMisses)
    }
}
