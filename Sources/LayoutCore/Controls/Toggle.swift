/// `Toggle(_:isOn:)` and `Toggle(isOn:label:)` (seed 002, Toggles; layout-rules §12.8), in the
/// style `toggleStyle(…)` sets or, without one, the platform's default: the switch on iOS,
/// watchOS and visionOS, the checkbox on macOS, tvOS's own row (Apple, `ToggleStyle.automatic`,
/// https://developer.apple.com/documentation/swiftui/togglestyle/automatic).
///
/// Child sizing, by style:
/// - switch on iOS, watchOS, visionOS (and tvOS with an explicit `.switch`): a composition
///   `HStack { label; Spacer(); switch }`: the label (the title as a Text, or the user's label
///   view) and the 51 × 31 switch are proposed the HStack's shares; the Spacer takes the rest;
/// - switch on macOS: `HStack { label; switch }` with the 38 × 22 `NSSwitch`, no Spacer (our
///   model, an open question: Apple publishes no measurement of macOS's switch style; its macOS
///   illustration shows the switch right after the label, and we take that reading);
/// - checkbox (macOS's default, or `.checkbox`): `HStack { box; label }`, the 14 × 14 box first
///   (Apple, `ToggleStyle.checkbox`: "aligns the trailing edge of the checkbox with the leading
///   edge of the label, and takes as much horizontal space as it needs to fit the label, up to
///   the amount offered by the toggle's parent view"); the gap is the HStack's default spacing;
/// - button (`.button`): the label as a bordered button lays it out (`ButtonLayout.bordered`);
/// - tvOS's default: `HStack { label; Spacer(); Text("On") }` (Apple: the tvOS toggle "takes as
///   much horizontal space as its parent offers, and displays both the toggle's label and a text
///   field that indicates the toggle's state").
///
/// Preferred size: the switch rows with a Spacer are as wide as proposed and as tall as the
/// taller of the label and the switch (title form h-exp, v-hug; label-view form h-exp, v-neu);
/// the checkbox, macOS's switch and the button style take their content's size (title form
/// h-hug, v-hug; label-view form h-neu, v-neu).
///
/// Dimensions: iOS's switch is 51 × 31 pt, the fixed size of UIKit's `UISwitch` (the size issue
/// 4 names; commonly published, model estimate here); macOS's are AppKit's (`MacMetrics`).
/// watchOS's and visionOS's switches take iOS's size (our model). `controlSize(_:)` changes
/// macOS's checkbox and switch (`MacMetrics.checkbox(_:)`, `switchSize(_:)`); iOS's switch has one
/// size (`UISwitch`'s is fixed). Spacing between label and
/// Spacer: 0 (Spacer's spacing preference, §4.2).
///
/// Under `labelsHidden()` (``LayoutEnvironment/labelsHidden``) the switch or checkbox alone:
/// h-hug, v-hug.
public struct ToggleLayout: TitledControl, PlatformAdaptive, Hashable {
    /// The title of the title form; nil for the label-view form.
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var platform: Platform
    public init(title: String? = nil, platform: Platform = .iOS) {
        self.title = title
        self.platform = platform
    }

    /// The switch's size (`UISwitch`, iOS; model estimate).
    public static let switchSize = Size(width: 51, height: 31)
    /// The switch, built once for every Toggle.
    static let switchShape = ControlParts.fixedShape(.capsule, switchSize)
    /// macOS's switch and checkbox, built once.
    static let macSwitch = ControlParts.fixedShape(.capsule, MacMetrics.switchSize)
    static let checkbox = ControlParts.fixedShape(.roundedRectangle, MacMetrics.checkbox, cornerRadius: 3)

    public var name: String { "Toggle" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    /// How a toggle is drawn once its style is resolved.
    enum Appearance {
        case switchRow, inlineSwitch, checkbox, button, stateRow
    }

    /// 1. The style: `toggleStyle(…)` when set to a style we model, else the platform's default.
    func appearance(in environment: LayoutEnvironment) -> Appearance {
        switch environment.styles["toggleStyle"] {
        case "switch"?: return platform == .macOS ? .inlineSwitch : .switchRow
        case "checkbox"?: return .checkbox
        case "button"?: return .button
        default:
            switch platform {
            case .macOS: return .checkbox
            case .tvOS: return .stateRow
            case .iOS, .watchOS, .visionOS: return .switchRow
            }
        }
    }

    /// 2. The composition of that appearance.
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(content)
        let hidden = environment.labelsHidden
        switch appearance(in: environment) {
        case .switchRow: return [hidden ? Self.switchShape : ControlParts.spacedRow(label, Self.switchShape)]
        case .inlineSwitch:
            let control = environment.controlSize == .regular
                ? Self.macSwitch : ControlParts.fixedShape(.capsule, MacMetrics.switchSize(environment.controlSize))
            return [hidden ? control : ControlParts.inlineRow(label, control)]
        case .checkbox:
            let box = environment.controlSize == .regular
                ? Self.checkbox : ControlParts.fixedShape(.roundedRectangle, MacMetrics.checkbox(environment.controlSize), cornerRadius: 3)
            return [hidden ? box : ControlParts.inlineRow(box, label)]
        case .button: return [ButtonLayout.bordered(label, on: platform, controlSize: environment.controlSize)]
        case .stateRow: return [ControlParts.spacedRow(label, ControlParts.title("On"))]
        }
    }
}

public struct Toggle: View {
    public var node: ViewNode
    /// `Toggle("Title", isOn: true)`: the title form (simple view).
    public init(_ title: String, isOn: Bool = false) { node = ViewNode(ToggleLayout(title: title)) }
    public init(_ title: String, isOn: Binding<Bool>) { self.init(title, isOn: isOn.wrappedValue) }
    /// `Toggle(isOn: true) { label }`: the label-view form (composed view).
    public init(isOn: Bool = false, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(ToggleLayout(), children: label())
    }
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> [ViewNode]) { self.init(isOn: isOn.wrappedValue, label: label) }
}
