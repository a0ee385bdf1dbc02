// `controlSize(_:)`: macOS's controls take AppKit's lengths per size, as WebKit draws AppKit's
// cells (Apple's own code, https://github.com/WebKit/WebKit, Source/WebCore/platform/graphics/mac/controls/):
// push button height 21 / 18 / 15 / 28 (regular, small, mini, large: ButtonMac.mm), checkbox
// 14 / 12 / 10 / 16 (ToggleButtonMac.mm), switch 38 × 22 / 32 × 18 / 26 × 15 / 38 × 22
// (SwitchMacUtilities.mm). `.extraLarge` takes `.large`'s (our model: none published). On iOS
// no length per size is published: controls keep the regular size (our model, which the front
// end states as an assumption).
import Testing
@testable import LayoutCore

@Suite struct ControlSizeTests {
    /// The size of `control` with a caption font (model font: 14.12-pt lines, shorter than every
    /// bezel) at `controlSize`.
    static func size(_ control: any Layout, _ controlSize: ControlSize?, style: (String, String)? = nil) -> Size {
        var node = ViewNode(control).font(.caption)
        if let style { node = ViewNode(StyleModifier(style.0, style: style.1), children: [node]) }
        if let controlSize { node = node.controlSize(controlSize) }
        return LayoutEngine(node, environment: .modelFont).sizeThatFits(ProposedViewSize(width: nil, height: nil))
    }

    @Test func macOSPushButtonsTakeTheSizesHeight() {
        let button = ButtonLayout(title: "OK", platform: .macOS)
        #expect(Self.size(button, nil).height == 21)  // WebKit ButtonMac.mm: regular
        #expect(Self.size(button, .small).height == 18)  // small
        #expect(Self.size(button, .mini).height == 15)  // mini
        #expect(Self.size(button, .large).height == 28)  // large
        #expect(Self.size(button, .extraLarge).height == 28)  // our model: as large
    }

    /// The checkbox's box: the row is as much narrower as the box.
    @Test func macOSCheckboxesTakeTheSizesBox() {
        let toggle = ToggleLayout(title: "A", platform: .macOS)
        let regular = Self.size(toggle, .regular)
        #expect(regular.width - Self.size(toggle, .small).width == 2)  // WebKit ToggleButtonMac.mm: 14 − 12
        #expect(regular.width - Self.size(toggle, .mini).width == 4)  // 14 − 10
        #expect(Self.size(toggle, .large).width - regular.width == 2)  // 16 − 14
        #expect(Self.size(toggle, .large).height == 16)  // the 16-pt box is taller than the caption line
    }

    @Test func macOSSwitchesTakeTheSizesSwitch() {
        let toggle = ToggleLayout(title: "A", platform: .macOS)
        let style = ("toggleStyle", "switch")
        let regular = Self.size(toggle, .regular, style: style)
        #expect(regular.height == 22)  // WebKit SwitchMacUtilities.mm: 38 × 22
        #expect(regular.width - Self.size(toggle, .small, style: style).width == 6)  // 38 − 32
        #expect(Self.size(toggle, .mini, style: style).height == 15)  // 26 × 15
    }

    /// iOS: no length per size is published, the bordered button keeps its insets.
    @Test func iOSControlsKeepTheRegularSize() {
        let button = ButtonLayout(title: "OK", platform: .iOS)
        let style = ("buttonStyle", "bordered")
        #expect(Self.size(button, .large, style: style) == Self.size(button, nil, style: style))  // our model
        #expect(Self.size(ToggleLayout(title: "A"), .mini).height == 31)  // UISwitch's fixed 51 × 31
    }
}
