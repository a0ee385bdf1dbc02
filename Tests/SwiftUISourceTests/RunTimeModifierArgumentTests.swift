import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// Forms real apps use with run-time arguments, with what the scan takes for them:
/// `background(in:)` with no style (apple/sample-backyard-birds' `NewBirdIndicator`:
/// `.background(in: .circle)`, the background style filling a shape), `aspectRatio` of a size
/// computed at run time (twostraws/ControlRoom's `.aspectRatio(icon.size, contentMode: .fit)`),
/// and a timer text (apple/sample-food-truck's `Text(timerInterval:countsDown:)`). The code here
/// is our own; the sizes are our model's (a background takes the size of the view it is behind).
@Suite struct RunTimeModifierArgumentTests {
    static func variant(_ source: String) throws -> SourceProject.Variant {
        let evaluation = try Fixtures.evaluate(source)
        return try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
    }

    @Test func aBackgroundInAShapeTakesTheViewsSize() throws {
        let v = try Self.variant("""
            struct Screen: View {
                var body: some View { Color.red.frame(width: 20, height: 20).padding(8).background(in: .circle) }
            }
            """)
        #expect(LayoutEngine(v.root).sizeThatFits(ProposedViewSize(width: 300, height: 300)) == Size(width: 36, height: 36))
        #expect(SizingProbe.classify(v.root).behaviors == AxisBehaviors(.hug, .hug))
    }

    @Test func anAspectRatioOfARunTimeSizeKeepsTheViewsOwnRatio() throws {
        let v = try Self.variant("""
            struct Screen: View {
                let icon: NSImage
                var body: some View { Image(nsImage: icon).resizable().aspectRatio(icon.size, contentMode: .fit).frame(width: 48) }
            }
            """)
        #expect(v.assumptions.contains { $0.message == "aspectRatio = the view's own ratio for the run-time value `icon.size`" }, "\(v.assumptions)")
        // A fixed width and a ratio: the height follows the width, whatever is offered.
        #expect(SizingProbe.classify(v.root).behaviors == AxisBehaviors(.hug, .hug))
    }

    @Test func aTimerTextIsLaidOutAsMinutesAndSeconds() throws {
        let v = try Self.variant("""
            struct Screen: View {
                let range: ClosedRange<Date>
                var body: some View { Text(timerInterval: range, countsDown: true).frame(width: 80) }
            }
            """)
        #expect(v.assumptions.contains { $0.message == "Text(timerInterval:) is laid out as \"10:00\" (a timer's minutes and seconds)" }, "\(v.assumptions)")
        #expect(SizingProbe.classify(v.root).behaviors == AxisBehaviors(.hug, .hug))
    }
}
