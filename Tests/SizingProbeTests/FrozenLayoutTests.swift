import XCTest

@testable import LayoutCore
@testable import SizingProbe

/// A frozen subtree (`LayoutEngine.frozenSubtree`, used to probe a modifier with its secondary
/// views) must lay out exactly as the compiled one: every trait the engine reads when it adds a
/// node is the wrapped layout's.
final class FrozenLayoutTests: XCTestCase {
    func testAFrozenSubtreeKeepsEveryTraitAndAnswer() {
        let tree = HStack {
            Text("A label that wraps").layoutPriority(2)
            Spacer()
            Color.red.frame(width: 10, height: 10)
            ZStack { Text("Alone") }
        }.overlay { Text("On top").padding(4) }
        let engine = LayoutEngine(tree)
        let frozen = LayoutEngine(engine.frozenSubtree(Int(engine.root)))
        XCTAssertEqual(frozen.nodeCount, engine.nodeCount)
        for node in 0..<engine.nodeCount {
            let original = engine.layout(of: node), copy = frozen.layout(of: node)
            let subviews = LayoutSubviews(engine: engine, node: Int32(node)), copySubviews = LayoutSubviews(engine: frozen, node: Int32(node))
            XCTAssertEqual(copy.hasLengthShortcut(subviews: copySubviews), original.hasLengthShortcut(subviews: subviews), "node \(node) (\(original.name))")
            XCTAssertEqual(copy.hasGenericSpacing, original.hasGenericSpacing, "node \(node) (\(original.name))")
            XCTAssertEqual(frozen.layoutPriority(of: node), engine.layoutPriority(of: node), "node \(node) (\(original.name))")
            for proposal in [ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: 60, height: nil)] {
                XCTAssertEqual(frozen.sizeThatFits(node: node, proposal), engine.sizeThatFits(node: node, proposal), "node \(node) (\(original.name)), \(proposal)")
                XCTAssertEqual(
                    frozen.length(of: Int32(node), axis: .horizontal, proposal: proposal), engine.length(of: Int32(node), axis: .horizontal, proposal: proposal),
                    "node \(node) (\(original.name)), width for \(proposal)")
            }
        }
    }
}
