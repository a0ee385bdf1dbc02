/// `ProgressView()`, `ProgressView(value:total:)`, `ProgressView(_:)`, `ProgressView(_:value:)`
/// and the label-view forms (seed 002, Progress Views; layout-rules §12.8).
///
/// The style comes from `styles["progressViewStyle"]` ("linear" or "circular"); the automatic
/// style is linear for a determinate view (a value) and circular for an indeterminate one, as on
/// iOS.
///
/// Child sizing:
/// - linear: a Capsule bar framed 4 pt tall, proposed the view's proposal. A title or label view
///   is kept as a hidden background that never sizes anything (seed 002: "label used only for
///   accessibility; does not participate in the layout");
/// - circular: a 20 × 20 spinner; with a title or label view, `VStack { spinner; label }` (seed
///   002: "label displayed underneath"), each proposed the VStack's shares.
///
/// Preferred size: linear as wide as proposed and 4 pt tall (h-exp, v-hug, both forms);
/// circular 20 × 20 (h-hug, v-hug), with a label the VStack's size (h-neu, v-neu; a title: hug).
/// Dimensions: bar 4 pt (UIKit's default `UIProgressView` bar) and spinner 20 pt (the medium
/// `UIActivityIndicatorView`): model estimates.
public struct ProgressViewLayout: TitledControl, Hashable {
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    /// The label-view form was used.
    public var hasLabel: Bool
    /// A value was given (determinate).
    public var isDeterminate: Bool
    public init(title: String? = nil, hasLabel: Bool = false, isDeterminate: Bool = false) {
        self.title = title
        self.hasLabel = hasLabel
        self.isDeterminate = isDeterminate
    }

    /// Linear bar thickness and circular spinner side (model estimates).
    public static let barHeight: Double = 4
    public static let spinnerSide: Double = 20

    public var name: String { "ProgressView" }
    public var arguments: [Argument] {
        ControlParts.titleArguments(title) + (isDeterminate ? [Argument("value", "…")] : [])
    }
    public var role: LayoutRole { hasLabel ? .container : .leaf }

    /// "linear" or "circular" in `environment`.
    public func style(in environment: LayoutEnvironment) -> String {
        switch environment.styles["progressViewStyle"] {
        case "linear"?: return "linear"
        case "circular"?: return "circular"
        default: return isDeterminate ? "linear" : "circular"
        }
    }

    /// The linear bar and the spinner, built once for every ProgressView.
    static let bar = ViewNode(ShapeLayout(.capsule)).frame(height: barHeight).synthetic()
    static let spinner = ControlParts.fixedShape(.circle, Size(width: spinnerSide, height: spinnerSide))

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label: ViewNode? = title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? (hasLabel ? ControlParts.label(content) : nil)
        if style(in: environment) == "linear" {
            return [label.map { ControlParts.hiddenBehind(Self.bar, $0) } ?? Self.bar]
        }
        guard let label else { return [Self.spinner] }
        return [ViewNode(VStackLayout(), children: [Self.spinner, label], isSynthetic: true)]
    }
}

public struct ProgressView: View {
    public var node: ViewNode
    /// `ProgressView()`: indeterminate (circular by default).
    public init() { node = ViewNode(ProgressViewLayout()) }
    /// `ProgressView(value: 0.5)`: determinate (linear by default).
    public init(value: Double?, total: Double = 1) { node = ViewNode(ProgressViewLayout(isDeterminate: value != nil)) }
    /// `ProgressView("Loading")`, `ProgressView("Loading", value: 0.5)`.
    public init(_ title: String, value: Double? = nil, total: Double = 1) {
        node = ViewNode(ProgressViewLayout(title: title, isDeterminate: value != nil))
    }
    /// `ProgressView { label }` (indeterminate) and `ProgressView(value: 0.5) { label }`.
    public init(value: Double? = nil, total: Double = 1, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(ProgressViewLayout(hasLabel: true, isDeterminate: value != nil), children: label())
    }
}
