// `labelsHidden()` / `labelsVisibility(.hidden)`: the controls inside leave their labels out
// (Apple: "hides the labels of any controls contained within this view",
// https://developer.apple.com/documentation/swiftui/view/labelshidden()). A toggle is then its
// switch, a stepper its buttons, a colour picker its well, a compact date picker its pills: each
// hugs, where the row with its label took the width offered. The sizes are our model's
// (ControlParts' shapes: the 51 × 31 switch, the 28 × 28 well).
import Testing
@testable import LayoutCore

@Suite struct LabelsHiddenTests {
    static func size(_ control: ViewNode, hidden: Bool) -> Size {
        let node = hidden ? ViewNode(StyleModifier("labelsVisibility", style: "hidden"), children: [control]) : control
        return LayoutEngine(node, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 300, height: 200))
    }

    @Test func aToggleIsItsSwitch() {
        let toggle = Toggle("Notifications", isOn: true).node
        #expect(Self.size(toggle, hidden: false).width == 300)
        #expect(Self.size(toggle, hidden: true) == Size(width: 51, height: 31))
    }

    @Test func aColorPickerIsItsWell() {
        let picker = ColorPicker("Accent").node
        #expect(Self.size(picker, hidden: false).width == 300)
        #expect(Self.size(picker, hidden: true) == ColorPickerLayout.wellSize)
    }

    @Test func aStepperAndADatePickerLeaveTheirLabelsOut() {
        for control in [Stepper("Count").node, ViewNode(DatePickerLayout(title: "Due"))] {
            let shown = Self.size(control, hidden: false), hidden = Self.size(control, hidden: true)
            #expect(shown.width == 300 && hidden.width < 300, "\(control.layout.label): \(shown) \(hidden)")
        }
    }

    /// Only below the modifier: a toggle beside it keeps its label.
    @Test func onlyTheControlsInsideAreChanged() {
        let inside = ViewNode(StyleModifier("labelsVisibility", style: "hidden"), children: [Toggle("A", isOn: true).node])
        let row = ViewNode(VStackLayout(), children: [inside, Toggle("B", isOn: true).node])
        #expect(LayoutEngine(row, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 300, height: 200)).width == 300)
    }
}
