import Testing
@testable import LayoutCore

/// `ContainerRelativeLength`, the closure of `containerRelativeFrame(_:alignment:_:)` as an
/// expression of the container's length. Expected numbers are arithmetic on the closure; the
/// frame's treatment of a negative or non-finite result is our model (SwiftUI documents neither).
@Suite struct ContainerRelativeLengthTests {
    @Test func evaluatesAndSpellsLikeSwift() {
        let half = ContainerRelativeLength.container / 2
        #expect(half.value(container: 393) == 196.5)
        #expect(half.description == "length / 2")
        let inset = (ContainerRelativeLength.container - 20) / 3
        #expect(inset.description == "(length - 20) / 3")
        #expect(inset.value(container: 380) == 120)
        let capped = ContainerRelativeLength.min(.container * 0.9, .constant(300))
        #expect(capped.description == "min(length * 0.9, 300)")
        #expect(capped.value(container: 200) == 180 && capped.value(container: 400) == 300)
        let chosen = ContainerRelativeLength.choice(.init(.container, .greater, .constant(600)), .container / 2, .container - 32)
        #expect(chosen.description == "length > 600 ? length / 2 : length - 32")
        #expect(chosen.value(container: 800) == 400 && chosen.value(container: 393) == 361)
    }

    /// The DSL runs the closure once per axis: a branch on the axis is decided then.
    @Test func theDSLClosureIsReadPerAxis() {
        let node = Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length * 0.8 : length / 2
        }
        #expect(node.layout.label == "containerRelativeFrame([.horizontal, .vertical], { length, axis in axis == .horizontal ? length * 0.8 : length / 2 })")
        // No container in the environment: the proposal stands for it (docs/safe-area.md).
        #expect(LayoutEngine(node).sizeThatFits(ProposedViewSize(width: 300, height: 200)) == Size(width: 240, height: 100))
        // A nil proposal with no container leaves the axis to the child: Color's 10 (§1.5).
        #expect(LayoutEngine(node).sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    }

    @Test func negativeIsZeroAndNonFiniteLeavesTheAxisToTheChild() {
        let negative = Color.red.containerRelativeFrame(.horizontal) { length, _ in length - 1000 }
        #expect(LayoutEngine(negative).sizeThatFits(ProposedViewSize(width: 300, height: 200)) == Size(width: 0, height: 200))
        let infinite = Text("Hello").containerRelativeFrame(.horizontal) { length, _ in length / 0 }
        let text = LayoutEngine(Text("Hello"), environment: .modelFont).sizeThatFits(ProposedViewSize(width: 300, height: 200))
        #expect(LayoutEngine(infinite, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 300, height: 200)) == text)
    }
}
