/// `Toggle(_:isOn:)` and `Toggle(isOn:label:)` with the default switch style (seed 002, Toggles;
/// layout-rules §12.8).
///
/// Child sizing: a composition `HStack { label; Spacer(); switch }`: the label (the title as a
/// Text, or the user's label view) and the switch are proposed the HStack's shares; the Spacer
/// takes the rest of the width.
///
/// Preferred size: as wide as proposed (the Spacer expands the HStack horizontally); as tall as
/// the taller of the label and the 31 pt switch. Hence the title form is h-exp, v-hug and the
/// label-view form h-exp, v-neu (a label that expands vertically makes the toggle expand).
///
/// Dimensions: the switch is 51 × 31 pt, the fixed size of UIKit's `UISwitch` on iOS (the size
/// issue 4 names; commonly published, model estimate here). Spacing between label and Spacer: 0
/// (Spacer's spacing preference, §4.2).
public struct ToggleLayout: ControlLayout, Hashable {
    /// The title of the title form; nil for the label-view form.
    public var title: String?
    public init(title: String? = nil) { self.title = title }

    /// The switch's size (`UISwitch`, iOS; model estimate).
    public static let switchSize = Size(width: 51, height: 31)
    /// The switch, built once for every Toggle.
    static let switchShape = ControlParts.fixedShape(.capsule, switchSize)

    public var name: String { "Toggle" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map(ControlParts.title) ?? ControlParts.label(content)
        return [ControlParts.spacedRow(label, Self.switchShape)]
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
