/// `Button(_:action:)` and `Button(action:label:)` (seed 002, Buttons; layout-rules §12.8).
///
/// Child sizing: the label (the title as a Text, or the user's label view) is proposed the
/// button's proposal, minus the style's content insets.
///
/// Preferred size: the label's size plus the insets. The style comes from the environment,
/// `styles["buttonStyle"]` (`buttonStyle(.plain)` → "plain"), or the platform's default (Apple,
/// `PrimitiveButtonStyle.automatic`: "iOS uses the borderless button style by default, whereas
/// macOS, tvOS, and watchOS use the bordered button style",
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic):
/// - borderless, `plain`, `link` and iOS's and visionOS's default: no insets. On iOS the default
///   style lays the label out like the plain style (seed 002's remark), so both are h-neu, v-neu;
/// - `bordered`, `borderedProminent` and the default elsewhere (`bordered(_:on:)`): on iOS,
///   visionOS and tvOS 12 pt horizontal and 7 pt vertical insets (model estimate: the insets of
///   iOS's bordered buttons are not published), still h-neu, v-neu; on macOS a push button, the
///   label 8 pt in from each side in a bezel at least 21 pt tall (`MacMetrics`), h-neu, v-neu;
///   on watchOS the bordered insets in a frame as wide as proposed (the watchOS Human Interface
///   Guidelines: "Prefer buttons that span the width of the screen",
///   https://developer.apple.com/design/human-interface-guidelines/watchos/elements/buttons/),
///   h-exp, v-neu.
/// The title form is therefore h-hug, v-hug (h-exp on watchOS). tvOS's card style is not
/// modelled.
public struct ButtonLayout: TitledControl, PlatformAdaptive, Hashable {
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var platform: Platform
    /// The style the environment gave it (`buttonStyle(…)`, as written for a style the model
    /// does not know), nil for the default; set when the tree is compiled.
    public var style: String?

    /// The styles whose lengths the model knows (the others are laid out as the plain style).
    public static let knownStyles: Set<String> = ["automatic", "plain", "borderless", "bordered", "borderedProminent", "link"]

    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        resolving(\.style, to: environment.styles["buttonStyle"])
    }

    public init(title: String? = nil, platform: Platform = .iOS) {
        self.title = title
        self.platform = platform
    }

    /// The content insets of the bordered styles (model estimate).
    public static let borderedInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    public var name: String { "Button" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    /// The label the button shows: its title as a `Text`, else its label views as one node (a
    /// `ButtonStyle`'s `configuration.label`).
    public func label(of content: [ViewNode]) -> ViewNode {
        title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(content)
    }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = label(of: content)
        switch environment.styles["buttonStyle"] ?? "automatic" {
        case "bordered", "borderedProminent":
            return [Self.bordered(label, on: platform, controlSize: environment.controlSize)]
        case "automatic" where platform == .macOS || platform == .tvOS || platform == .watchOS:
            return [Self.bordered(label, on: platform, controlSize: environment.controlSize)]
        default:
            return [label]
        }
    }

    /// `label` as the bordered style of `platform` lays it out (a Toggle's button style too); on
    /// macOS the bezel's height is `controlSize`'s (`MacMetrics.buttonHeight(_:)`), elsewhere no
    /// length per control size is published and the insets stay.
    static func bordered(_ label: ViewNode, on platform: Platform, controlSize: ControlSize = .regular) -> ViewNode {
        switch platform {
        case .macOS:
            return ControlParts.bezel(label, height: MacMetrics.buttonHeight(controlSize), inset: MacMetrics.bezelInset)
        case .watchOS:
            let padded = ControlParts.wrap(PaddingLayout(insets: borderedInsets), label)
            return ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity), padded)
        case .iOS, .tvOS, .visionOS:
            return ControlParts.wrap(PaddingLayout(insets: borderedInsets), label)
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
