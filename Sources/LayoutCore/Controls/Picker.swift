/// `Picker(_:selection:content:)` (layout-rules §12.8; not in seed 002's tables; needed by seed
/// 001's SwitchDemo, which uses `.pickerStyle(.segmented)`).
///
/// The style comes from `styles["pickerStyle"]`; iOS (and watchOS, tvOS, visionOS: our model):
/// - "segmented": `HStack(spacing: 0) { option.frame(maxWidth: .infinity) … }.frame(height: 32)`:
///   every option is proposed an equal share of the width (UIKit's segments are equally wide);
///   preferred size as wide as proposed, 32 pt tall: h-exp, v-hug. The options' text does not
///   grow past the default Dynamic Type size (`dynamicTypeSize(...large)`): UIKit's segmented
///   control keeps its titles' size and, at the accessibility sizes, shows a segment enlarged in
///   its large-content viewer on a long press instead (openradar 42977847,
///   https://github.com/lionheart/openradar-mirror/issues/20228; apps that scaled the titles
///   themselves removed it for that viewer: https://github.com/corona-warn-app/cwa-app-ios/pull/4312).
///   Our model, an open question: Apple documents neither for SwiftUI's segmented picker;
/// - "wheel": the options' VStack in `frame(maxWidth: .infinity).frame(height: 216)`: h-exp, v-hug;
/// - otherwise ("menu", the iOS default): the first option at its ideal size, wrapping within a
///   narrower width (`menuSelection`), and a chevron symbol in an HStack, like a borderless
///   button showing the selection (the selection is not modelled): h-hug, v-hug.
/// The title is not shown by these styles (it labels the picker for accessibility).
/// Dimensions: 32 pt (UIKit's `UISegmentedControl` on iOS 13+) and 216 pt (`UIPickerView`):
/// commonly published UIKit sizes, model estimates here.
///
/// macOS (`macBody`) shows the title before the control, `HStack { Text(title); control }`
/// (our model of the label macOS draws; in a `columns` form it takes the leading column):
/// - otherwise ("menu", "automatic", the default: a pop-up button): the options, each at its
///   ideal size (`menuItem`), one over the other in a ZStack (a pop-up button is as wide as its
///   widest item: our model of AppKit's sizing) and the arrows symbol, in a bezel at least 21 pt tall, 8 pt in (`MacMetrics`):
///   h-hug, v-hug;
/// - "segmented": `HStack(spacing: 0) { option.padding(.horizontal, 8) … }` in a bezel at least
///   22 pt tall: each segment as wide as its option, h-hug, v-hug (our model, an open question:
///   AppKit's segments fill the frame they are given, and we read SwiftUI as giving the control
///   its fitting width);
/// - "radioGroup", "inline": the options in a leading-aligned VStack, each after a 16 × 16 radio
///   button, the title aligned with the first option's baseline: h-hug, v-hug.
public struct PickerLayout: TitledControl, PlatformAdaptive, Hashable {
    public var title: String
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var platform: Platform
    /// Whether the title is drawn elsewhere (a `columns` form's leading column).
    public var labelsHidden: Bool
    public init(title: String, platform: Platform = .iOS, labelsHidden: Bool = false) {
        self.title = title
        self.platform = platform
        self.labelsHidden = labelsHidden
    }

    public static let segmentedHeight: Double = 32
    public static let wheelHeight: Double = 216

    public var name: String { "Picker" }
    public var arguments: [Argument] { [Argument(nil, TextLayout.quoted(title))] }
    public var role: LayoutRole { .container }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let style = environment.styles["pickerStyle"] ?? "automatic"
        if platform == .macOS { return [macBody(content, style: style, controlSize: environment.controlSize, hidden: labelsHidden || environment.labelsHidden)] }
        switch style {
        case "segmented":
            // A frame around a ForEach applies to each element, so each option gets its own frame.
            let segments = content.map { ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity), $0) }
            let row = ViewNode(HStackLayout(spacing: 0), children: segments, isSynthetic: true)
            // The segments' titles do not grow past the default text size (see the doc comment).
            let pinned = ControlParts.wrap(DynamicTypeSizeModifier(range: DynamicTypeSize.xSmall...DynamicTypeSize.large), row)
            return [ControlParts.wrap(FrameLayout(height: Self.segmentedHeight), pinned)]
        case "wheel":
            let column = ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity), ControlParts.label(content))
            return [ControlParts.wrap(FrameLayout(height: Self.wheelHeight), column)]
        default:
            let first = Self.flattened(content).first.map(Self.menuSelection) ?? ViewNode(EmptyViewLayout(), isSynthetic: true)
            let chevron = Image(systemName: "chevron.up.chevron.down").node.synthetic()
            return [ViewNode(HStackLayout(), children: [first, chevron], isSynthetic: true)]
        }
    }

    /// macOS: the title (unless hidden) before the style's control.
    func macBody(_ content: [ViewNode], style: String, controlSize: ControlSize = .regular, hidden: Bool = false) -> ViewNode {
        let options = Self.flattened(content)
        let control: ViewNode
        switch style {
        case "segmented":
            let segments = options.map { ControlParts.wrap(PaddingLayout(.horizontal, MacMetrics.bezelInset), $0) }
            control = ControlParts.bezel(ViewNode(HStackLayout(spacing: 0), children: segments, isSynthetic: true), height: MacMetrics.fieldHeight, inset: 0)
        case "radioGroup", "inline":
            let radio = ControlParts.fixedShape(.circle, MacMetrics.radioButton(controlSize))
            let rows = options.map { ControlParts.inlineRow(radio, $0) }
            let column = ViewNode(VStackLayout(alignment: .leading), children: rows, isSynthetic: true)
            return hidden ? column : ControlParts.titled(title, localized: titleIsLocalized, column, alignment: .firstTextBaseline)
        default:
            let widest = ViewNode(ZStackLayout(alignment: .leading), children: options.map(Self.menuItem), isSynthetic: true)
            let button = ViewNode(HStackLayout(), children: [widest, ControlParts.symbol("chevron.up.chevron.down")], isSynthetic: true)
            control = ControlParts.bezel(button, height: MacMetrics.buttonHeight(controlSize), inset: MacMetrics.bezelInset)
        }
        return hidden ? control : ControlParts.titled(title, localized: titleIsLocalized, control)
    }

    /// The selected option on an iOS menu picker's button: at its ideal size, wrapping within a
    /// narrower width (``MenuSelectionLayout``).
    static func menuSelection(_ option: ViewNode) -> ViewNode {
        ControlParts.wrap(MenuSelectionLayout(), option)
    }

    /// An option as a macOS pop-up button draws it: at its ideal size (`fixedSize()`). A menu's items are drawn
    /// by the menu (UIKit's and AppKit's, from each option's text and image), never stretched to
    /// the button, so an option that would take any width (a `Color`) does not make the picker
    /// expand (our model).
    static func menuItem(_ option: ViewNode) -> ViewNode {
        ControlParts.wrap(FixedSizeLayout(), option)
    }

    /// `Group` and `ForEach` elements, in order.
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { $0.layout.role == .list ? flattened($0.children) : [$0] }
    }
}

extension PickerLayout: FormColumnsControl {
    public func formLabel(children: [ViewNode]) -> ViewNode? { title.isEmpty ? nil : ControlParts.title(title, localized: titleIsLocalized) }
}

public struct Picker: View {
    public var node: ViewNode
    /// `Picker("Title", selection: "a") { Text("a").tag("a") … }`.
    public init(_ title: String, selection: String = "", @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(PickerLayout(title: title), children: content())
    }
    /// `Picker("Title", selection: .constant(…)) { … }`.
    public init<Selection: Sendable>(_ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(PickerLayout(title: title), children: content())
    }
}
