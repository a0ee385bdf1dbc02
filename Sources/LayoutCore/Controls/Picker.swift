/// `Picker(_:selection:content:)` (layout-rules §12.8; not in seed 002's tables; needed by seed
/// 001's SwitchDemo, which uses `.pickerStyle(.segmented)`).
///
/// The style comes from `styles["pickerStyle"]`:
/// - "segmented": `HStack(spacing: 0) { option.frame(maxWidth: .infinity) … }.frame(height: 32)`:
///   every option is proposed an equal share of the width (UIKit's segments are equally wide);
///   preferred size as wide as proposed, 32 pt tall: h-exp, v-hug;
/// - "wheel": the options' VStack in `frame(maxWidth: .infinity).frame(height: 216)`: h-exp, v-hug;
/// - otherwise ("menu", the iOS default): the first option and a chevron symbol in an HStack,
///   like a borderless button showing the selection (the selection is not modelled): h-hug, v-hug.
/// The title is not shown by these styles (it labels the picker for accessibility).
/// Dimensions: 32 pt (UIKit's `UISegmentedControl` on iOS 13+) and 216 pt (`UIPickerView`):
/// commonly published UIKit sizes, model estimates here.
public struct PickerLayout: ControlLayout, Hashable {
    public var title: String
    public init(title: String) { self.title = title }

    public static let segmentedHeight: Double = 32
    public static let wheelHeight: Double = 216

    public var name: String { "Picker" }
    public var arguments: [Argument] { [Argument(nil, TextLayout.quoted(title))] }
    public var role: LayoutRole { .container }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        switch environment.styles["pickerStyle"] ?? "automatic" {
        case "segmented":
            // A frame around a ForEach applies to each element, so each option gets its own frame.
            let segments = content.map { ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity), $0) }
            let row = ViewNode(HStackLayout(spacing: 0), children: segments, isSynthetic: true)
            return [ControlParts.wrap(FrameLayout(height: Self.segmentedHeight), row)]
        case "wheel":
            let column = ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity), ControlParts.label(content))
            return [ControlParts.wrap(FrameLayout(height: Self.wheelHeight), column)]
        default:
            let first = Self.flattened(content).first ?? ViewNode(EmptyViewLayout(), isSynthetic: true)
            let chevron = Image(systemName: "chevron.up.chevron.down").node.synthetic()
            return [ViewNode(HStackLayout(), children: [first, chevron], isSynthetic: true)]
        }
    }

    /// `Group` and `ForEach` elements, in order.
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { $0.layout.role == .list ? flattened($0.children) : [$0] }
    }
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
