// A segmented `Picker`'s titles keep the default text size at the accessibility sizes (our
// model of UIKit's segmented control, which shows a segment in its large-content viewer instead
// of growing: Picker's doc comment has the sources). The widths are our metrics'.
import Testing
@testable import LayoutCore

@Suite struct SegmentedPickerTests {
    static func segmented(_ size: DynamicTypeSize) -> (picker: Double, text: Double) {
        let picker = Picker("Mode", selection: "a") { Text("Fullscreen").node; Text("Window").node }
        let node = ViewNode(StyleModifier("pickerStyle", style: "segmented"), children: [picker.node])
        let placed = LayoutEngine(node, environment: DynamicTypeTests.environment(size)).place(in: ProposedViewSize(width: 300, height: nil)).root
        let text = placed.allViews.first { $0.name == "Text" }!
        return (placed.frame.height, text.frame.height)
    }

    @Test func theTitlesDoNotGrowAtAnAccessibilitySize() {
        let large = Self.segmented(.large), biggest = Self.segmented(.accessibility5)
        #expect(biggest.text == large.text, "a title at accessibility 5 is \(biggest.text) pt tall, at large \(large.text)")
        #expect(biggest.picker == PickerLayout.segmentedHeight)
        // A text outside the picker does grow.
        #expect(DynamicTypeTests.ideal(Text("Fullscreen"), at: .accessibility5).height > DynamicTypeTests.ideal(Text("Fullscreen"), at: .large).height)
    }
}
