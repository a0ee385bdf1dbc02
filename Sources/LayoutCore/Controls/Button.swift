/// `Button(_:action:)` and `Button(action:label:)` (seed 002, Buttons; layout-rules §12.8).
///
/// Child sizing: the label (the title as a Text, or the user's label view) is proposed the
/// button's proposal, minus the style's content insets.
///
/// Preferred size: the label's size plus the insets. The style comes from the environment,
/// `styles["buttonStyle"]` (`buttonStyle(.plain)` → "plain"):
/// - default (`automatic`, `borderless`) and `plain`: no insets. On iOS the default style lays
///   the label out like the plain style (seed 002's remark), so both are h-neu, v-neu;
/// - `bordered`, `borderedProminent`: 12 pt horizontal and 7 pt vertical insets (model estimate:
///   the insets of iOS's bordered buttons are not published), still h-neu, v-neu.
/// The title form is therefore h-hug, v-hug (a Text label). tvOS's card style is not modelled.
public struct ButtonLayout: ControlLayout, Hashable {
    public var title: String?
    public init(title: String? = nil) { self.title = title }

    /// The content insets of the bordered styles (model estimate).
    public static let borderedInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    public var name: String { "Button" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map(ControlParts.title) ?? ControlParts.label(content)
        switch environment.styles["buttonStyle"] ?? "automatic" {
        case "bordered", "borderedProminent":
            return [ControlParts.wrap(PaddingLayout(insets: Self.borderedInsets), label)]
        default:
            return [label]
        }
    }
}

public struct Button: View {
    public var node: ViewNode
    /// `Button("OK") { … }`: a Text label.
    public init(_ title: String, action: () -> Void = {}) { node = ViewNode(ButtonLayout(title: title)) }
    /// `Button(action: { … }) { label }`.
    public init(action: () -> Void = {}, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(ButtonLayout(), children: label())
    }
}
