import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// `KeyframeAnimator` and `PhaseAnimator` are their content at the starting value (ephread/
/// TheBell's countdown ring is a `KeyframeAnimator` over a ZStack of circles). Expected
/// behaviors: seed 002 (shapes fill their proposal; text hugs) through the content's code.
@Suite struct AnimatorTests {
    static func behavior(_ body: String) throws -> AxisBehaviors {
        let source = """
            struct Props { var scale = 1.0; var width: CGFloat = 40 }
            enum Phase: CaseIterable { case small, large }
            struct Screen: View {
                var trigger: Bool
                var body: some View {
                    \(body)
                }
            }
            """
        let evaluation = try Fixtures.evaluate(source)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        return SizingProbe.classify(first.root).behaviors
    }

    @Test func aKeyframeAnimatorIsItsContentAtTheInitialValue() throws {
        let ring = try Self.behavior("""
            KeyframeAnimator(initialValue: Props(), trigger: trigger) { value in
                ZStack { Circle().stroke(lineWidth: 4).scaleEffect(value.scale) }
            } keyframes: { _ in
                KeyframeTrack(\\.scale) { LinearKeyframe(1.2, duration: 0.2) }
            }
            """)
        #expect(ring == AxisBehaviors(.exp, .exp))
        // The content reads the value's fields: a frame of the initial width.
        let framed = try Self.behavior("""
            KeyframeAnimator(initialValue: Props(), repeating: true) { value in
                Text("a").frame(width: value.width)
            } keyframes: { _ in }
            """)
        #expect(framed == AxisBehaviors(.hug, .hug))
    }

    @Test func aPhaseAnimatorIsItsContentInTheFirstPhase() throws {
        let text = try Self.behavior("""
            PhaseAnimator([Phase.small, .large], trigger: trigger) { phase in
                Text("Hi").scaleEffect(phase == .small ? 1 : 2)
            } animation: { _ in .bouncy }
            """)
        #expect(text == AxisBehaviors(.hug, .hug))
        let all = try Self.behavior("PhaseAnimator(Phase.allCases) { phase in Color.red.opacity(phase == .small ? 0.5 : 1) }")
        #expect(all == AxisBehaviors(.exp, .exp))
    }
}
