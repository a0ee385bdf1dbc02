import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// `Slider(value:in:label:minimumValueLabel:maximumValueLabel:)` (ephread/TheBell's volume
/// slider): the value labels sit at the track's ends, the track takes the rest of the width.
/// Expected: seed 002 (a Slider is h-exp, v-hug; text hugs), our model for the row.
@Suite struct SliderValueLabelsTests {
    @Test func theValueLabelsFlankTheTrack() throws {
        let source = """
            struct Screen: View {
                @State private var volume = 0.5
                var body: some View {
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                }
            }
            """
        let evaluation = try Fixtures.evaluate(source)
        let root = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })").root
        #expect(SizingProbe.classify(root).behaviors == AxisBehaviors(.exp, .hug))
        let placed = LayoutEngine(root).place(in: ProposedViewSize(width: 300, height: 100))
        let frames = Dictionary(placed.root.allViews.map { ($0.label, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let zero = try #require(frames[#"Text("0")"#]), hundred = try #require(frames[#"Text("100")"#])
        #expect(zero.origin.x < hundred.origin.x)
        #expect(hundred.origin.x + hundred.size.width <= 300)
    }
}
