import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// The same SwiftUI source is built with iOS's controls for iOS and with macOS's for
/// `CompilationConditions(platform: "macOS")`; an explicit style wins over the platform's
/// default. Sizes are laid out with the model font (graphemes 8 pt wide, lines 20 pt tall,
/// §3.3) and follow from the layouts' documented numbers, worked out in the comments: iOS's
/// (docs/layout-model.md), macOS's AppKit sizes as WebKit draws them (`MacMetrics`) or our model.
@Suite struct PlatformControlsTests {
    static func root(_ snippet: String, on platform: String) throws -> ViewNode {
        let options = SourceOptions(conditions: CompilationConditions(platform: platform))
        return try SwiftUISource.parse(snippet, fileName: "snippet.swift", options: options).root
    }

    /// The root's size for `proposal` on `platform`.
    static func size(_ snippet: String, on platform: String, _ proposal: ProposedViewSize = wide) throws -> Size {
        LayoutEngine(try root(snippet, on: platform), environment: .modelFont).sizeThatFits(proposal)
    }

    /// The behaviors the probe derives for the snippet on `platform`.
    static func behaviors(_ snippet: String, on platform: String) throws -> AxisBehaviors {
        SizingProbe.classify(try root(snippet, on: platform)).behaviors
    }

    static let wide = ProposedViewSize(width: 300, height: 100)
    static let toggle = #"Toggle("Wi-Fi", isOn: .constant(true))"#
    static let picker = #"Picker("Flavor", selection: .constant("v")) { Text("Vanilla"); Text("Mint") }"#

    @Test func theRegistryBuildsTheControlForTheConditionsPlatform() throws {
        #expect((try Self.root(Self.toggle, on: "iOS").layout as? ToggleLayout)?.platform == .iOS)
        #expect((try Self.root(Self.toggle, on: "macOS").layout as? ToggleLayout)?.platform == .macOS)
        #expect((try Self.root("Form { Text(\"a\") }", on: "macOS").layout as? ListLayout)?.platform == .macOS)
        // The tree reads the same: the platform is not an argument SwiftUI spells.
        #expect(try Self.root(Self.toggle, on: "macOS").treeDescription == #"Toggle("Wi-Fi")"#)
    }

    @Test func toggleIsASwitchRowOnIOSAndACheckboxOnMacOS() throws {
        // iOS: the offered 300 (seed 002: h-exp), the 31 pt UISwitch (model, Toggle.swift).
        #expect(try Self.size(Self.toggle, on: "iOS") == Size(width: 300, height: 31))
        // macOS: the 14 pt box + 8 + "Wi-Fi" 5 × 8 = 62, the 20 pt line (model; Apple's
        // checkbox "takes as much horizontal space as it needs to fit the label").
        #expect(try Self.size(Self.toggle, on: "macOS") == Size(width: 62, height: 20))
        #expect(try Self.behaviors(Self.toggle, on: "iOS") == AxisBehaviors(.exp, .hug))  // seed 002, Toggles
        #expect(try Self.behaviors(Self.toggle, on: "macOS") == AxisBehaviors(.hug, .hug))  // Apple, ToggleStyle.checkbox
    }

    @Test func anExplicitToggleStyleWinsOverThePlatformDefault() throws {
        // macOS `.switch`: "Wi-Fi" 40 + 8 + the 38 × 22 NSSwitch (WebKit), no Spacer (model).
        #expect(try Self.size(Self.toggle + ".toggleStyle(.switch)", on: "macOS") == Size(width: 86, height: 22))
        // The style's type spelled out is the same style.
        #expect(try Self.size(Self.toggle + ".toggleStyle(SwitchToggleStyle())", on: "macOS") == Size(width: 86, height: 22))
        // `.automatic` is the platform's default again: the checkbox.
        #expect(try Self.size(Self.toggle + ".toggleStyle(.automatic)", on: "macOS") == Size(width: 62, height: 20))
        // iOS `.button`: the label with the bordered insets, 40 + 24 by 20 + 14 (model, Button.swift).
        #expect(try Self.size(Self.toggle + ".toggleStyle(.button)", on: "iOS") == Size(width: 64, height: 34))
        // A style set above the control reaches it, as SwiftUI's environment does.
        #expect(try Self.size("VStack(spacing: 0) { \(Self.toggle) }.toggleStyle(.switch)", on: "macOS") == Size(width: 86, height: 22))
    }

    @Test func stepperAndSlider() throws {
        let stepper = #"Stepper("Count", value: .constant(3))"#
        #expect(try Self.size(stepper, on: "iOS") == Size(width: 300, height: 32))  // h-exp, the 94 × 32 UIStepper (model)
        #expect(try Self.size(stepper, on: "macOS") == Size(width: 67, height: 27))  // "Count" 40 + 8 + the 19 × 27 arrows (WebKit)
        let slider = "Slider(value: .constant(0.5))"
        #expect(try Self.size(slider, on: "iOS") == Size(width: 300, height: 28))  // h-exp, the 28 pt thumb (model)
        #expect(try Self.size(slider, on: "macOS") == Size(width: 300, height: 17))  // h-exp, the 17 pt knob (WebKit)
        // macOS draws a slider's label before the track (model): 40 + 8 + the track.
        #expect(try Self.size(#"Slider(value: .constant(0.5)) { Text("Speed") }"#, on: "macOS") == Size(width: 300, height: 20))
    }

    @Test func pickerIsAPopUpButtonWithItsTitleOnMacOS() throws {
        // iOS's menu: the first option 56 + 8 + the 20 pt symbol; the title is not shown.
        #expect(try Self.size(Self.picker, on: "iOS") == Size(width: 84, height: 20))
        // macOS: "Flavor" 48 + 8 + the widest option 56 + 8 + 20, 8 in on each side = 156, at
        // least WebKit's 21 pt pop-up height.
        #expect(try Self.size(Self.picker, on: "macOS") == Size(width: 156, height: 21))
        // Segmented: iOS fills the width at 32 pt (model); macOS hugs its segments, 48 + 8 + 120 at 22 pt.
        #expect(try Self.size(Self.picker + ".pickerStyle(.segmented)", on: "iOS") == Size(width: 300, height: 32))
        #expect(try Self.size(Self.picker + ".pickerStyle(.segmented)", on: "macOS") == Size(width: 176, height: 22))
    }

    @Test func textFieldAndButton() throws {
        let field = #"TextField("Name", text: .constant(""))"#
        #expect(try Self.size(field, on: "iOS") == Size(width: 300, height: 20))  // h-exp, one line (seed 002)
        #expect(try Self.size(field, on: "macOS") == Size(width: 300, height: 22))  // h-exp, WebKit's 22 pt field
        #expect(try Self.size(field + ".textFieldStyle(.plain)", on: "macOS") == Size(width: 300, height: 20))
        let button = #"Button("OK") { }"#
        #expect(try Self.size(button, on: "iOS") == Size(width: 16, height: 20))  // borderless: the label
        #expect(try Self.size(button, on: "macOS") == Size(width: 32, height: 21))  // a push button: 16 + 2 × 8, 21 pt
        #expect(try Self.size(button + ".buttonStyle(.plain)", on: "macOS") == Size(width: 16, height: 20))
        #expect(try Self.size(button, on: "watchOS") == Size(width: 300, height: 34))  // full width (watchOS HIG)
    }

    @Test func formIsAGroupedListOnIOSAndColumnsOnMacOS() throws {
        let form = #"Form { \#(Self.picker); Toggle("Sprinkles", isOn: .constant(true)) }"#
        // iOS: a list, the whole proposal (docs/navigation-and-lists.md).
        #expect(try Self.size(form, on: "iOS") == Size(width: 300, height: 100))
        // macOS: columns 48 + 8 + 100, rows 21 + 8 + 20 (model, FormColumns.swift).
        #expect(try Self.size(form, on: "macOS") == Size(width: 156, height: 49))
        #expect(try Self.behaviors(form, on: "macOS") == AxisBehaviors(.hug, .hug))
        // `.formStyle(.grouped)` gives macOS its grouped, scrolling form back: the whole proposal.
        #expect(try Self.size(form + ".formStyle(.grouped)", on: "macOS") == Size(width: 300, height: 100))
    }

    @Test func theProbeCatalogueDerivesEachPlatformsBehaviors() throws {
        func derived(_ name: String, _ variant: String = "", on platform: Platform) -> AxisBehaviors? {
            ProbeCatalogue.subject(name, variant, on: platform)?.classify().behaviors
        }
        #expect(derived("Toggle", "title", on: .iOS) == AxisBehaviors(.exp, .hug))  // seed 002, Toggles
        #expect(derived("Toggle", "title", on: .macOS) == AxisBehaviors(.hug, .hug))  // Apple, ToggleStyle.checkbox
        #expect(derived("Toggle", "title", on: .tvOS) == AxisBehaviors(.exp, .hug))  // Apple: takes the parent's width
        #expect(derived("Stepper", "title", on: .macOS) == AxisBehaviors(.hug, .hug))  // model (no Spacer)
        #expect(derived("Slider", on: .macOS) == AxisBehaviors(.exp, .hug))  // model (the track expands)
        #expect(derived("TextField", on: .macOS) == AxisBehaviors(.exp, .hug))  // model (a bordered field)
        #expect(derived("Button", "title", on: .watchOS) == AxisBehaviors(.exp, .hug))  // watchOS HIG: full-width buttons
    }
}
