import XCTest

@testable import LayoutCore

/// Views whose answers are their first child's (`Layout.forwardsSizing`: transparent modifiers,
/// stacks of one view) are not asked themselves: the engine asks the first view down their chain
/// that answers for itself. That must change no answer and no frame; it must leave nothing in
/// the cache for them; and while tracing, every level must still be asked, so that the trace
/// shows it.
final class SizingForwardingTests: XCTestCase {
    /// Chains of forwarding views over views that answer for themselves, in stacks that probe
    /// them (0 and ∞ on each axis) and place them.
    static var trees: [(name: String, view: ViewNode)] {
        [
            ("modifiers over a Text", Text("A title that wraps at small widths").opacity(0.5).id("title").font(.caption).layoutPriority(1).node),
            ("one-child stacks over a Spacer", HStack { VStack { HStack { Spacer() } } }.node),
            ("a row of forwarding views", HStack {
                Text("Leading").opacity(0.9)
                VStack { Color.red.frame(minWidth: 10, maxWidth: 40) }
                HStack { Spacer(minLength: 5) }.id("gap")
                Text("Trailing, longer").lineLimit(1).tag("t")
            }.node),
            ("a column with a forwarding child first", VStack(alignment: .leading) {
                HStack { Text("Only child").font(.headline) }
                Rectangle().frame(height: 20).opacity(0.1)
            }.padding(4).node),
        ]
    }

    /// Every node's answer to every proposal, and every frame, with forwarding (not tracing) and
    /// without (tracing: each level asks its layout).
    func testForwardedAnswersAndFramesAreTheLayoutsOwn() {
        for (name, view) in Self.trees {
            let forwarded = LayoutEngine(view)
            XCTAssertTrue((0..<forwarded.nodeCount).contains { forwarded.flags[$0].contains(.forwardsSizing) }, "\(name): something forwards")
            TracedComparison.assertUntracedMatchesTraced(view, name)
        }
    }

    func testForwardingViewsAreCachedOnlyWhileTracing() {
        for (name, view) in Self.trees {
            for tracing in [false, true] {
                let engine = LayoutEngine(view)
                engine.isTracing = tracing
                _ = engine.place(in: ProposedViewSize(width: 120, height: 80))
                let forwarding = (0..<engine.nodeCount).filter { engine.flags[$0].contains(.forwardsSizing) }
                let cached = forwarding.filter(engine.holdsAnAnswer)
                if tracing {
                    XCTAssertEqual(cached, forwarding, "\(name): traced, each level answered and remembered")
                    // The trace shows each forwarding level asked.
                    for node in forwarding {
                        XCTAssertTrue(engine.traceAsksSize(of: node), "\(name): node \(node) in the trace")
                    }
                } else {
                    XCTAssertEqual(cached, [], "\(name): nothing remembered for views that forward")
                }
            }
        }
    }

    /// A view whose answer never depends on the proposal answers a one-axis probe with its one
    /// size untraced, without asking its shortcut (`lengthThatFits`): every node's length on both
    /// axes for nine proposals is the traced engine's, which asks the shortcuts, and so are its
    /// answers, frames and placed proposals, on trees where fixed views sit under the layouts
    /// that have one (a one-child stack or ZStack, an overlay).
    func testFixedViewsAnswerProbesWithTheirOneLength() {
        let trees: [(String, ViewNode)] = [
            ("one-child stacks and ZStacks over fixed frames", HStack {
                VStack { Color.red.frame(width: 20, height: 10) }
                ZStack { Image("icon") }
                Text("Wraps at narrow widths")
                HStack { Rectangle().frame(width: 5, height: 5) }.overlay { Text("On top") }
            }.node),
            ("a fixed frame over a Text, beside a Spacer", VStack {
                Text("Fixed").frame(width: 30, height: 12)
                Spacer()
                ZStack { VStack { Image(systemName: "star") } }
            }.node),
        ]
        for (name, view) in trees {
            let quick = LayoutEngine(view)
            let asked = LayoutEngine(view)
            asked.isTracing = true
            XCTAssertTrue((0..<quick.nodeCount).contains { !quick.flags[$0].contains(.dependsOnProposal) }, "\(name): some view is fixed")
            // With a stack's probes (0 or ∞ along one axis): Text answers a zero-width probe with
            // 0 through its shortcut, and only views that depend on the proposal may have one.
            let probes = [ProposedViewSize(width: 0, height: 50), ProposedViewSize(width: .infinity, height: 20), ProposedViewSize(width: 80, height: 0)]
            let proposals = TracedComparison.proposals + probes
            for proposal in proposals {
                for node in 0..<quick.nodeCount {
                    for axis in [Axis.horizontal, .vertical] {
                        XCTAssertEqual(
                            quick.length(of: Int32(node), axis: axis, proposal: proposal),
                            asked.length(of: Int32(node), axis: axis, proposal: proposal),
                            "\(name), node \(node) (\(quick.layout(of: node).name)), \(axis), \(proposal)")
                    }
                }
            }
            TracedComparison.assertUntracedMatchesTraced(view, name, proposals: proposals)
        }
    }

    /// 20,000 levels of transparent modifiers and one-child stacks over one Text: the Text is
    /// the only view computed, once per distinct proposal, however deep it is (the forwarding
    /// target is known for each level, not searched for).
    func testADeepChainAsksOnlyItsBottomView() {
        // On the large stack: releasing a 20,000-level value tree recurses in the Swift runtime.
        DeepTrees.withLargeStack { askTheBottomOfADeepChain() }
    }

    private func askTheBottomOfADeepChain() {
        var view = Text("Deep").node
        for level in 0..<20_000 {
            switch level % 3 {
            case 0: view = view.opacity(0.5).node
            case 1: view = VStack { view }.node
            default: view = view.id("level \(level)").node
            }
        }
        let engine = LayoutEngine(view)
        _ = engine.place(in: ProposedViewSize(width: 100, height: 100))
        _ = engine.place(in: ProposedViewSize(width: 2, height: 100))
        // model: two placements, two proposals reach the Text.
        XCTAssertEqual(engine.evaluations, 2)
        let text = (0..<engine.nodeCount).first { engine.layout(of: $0) is TextLayout }!
        XCTAssertEqual(engine.frame(of: Int(engine.root)), engine.frame(of: text))
    }
}
