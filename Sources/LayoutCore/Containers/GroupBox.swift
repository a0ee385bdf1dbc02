/// `GroupBox { content }`, `GroupBox("Label") { content }`, `GroupBox { content } label: { … }`
/// with the default style on iOS.
///
/// Child sizing: a composition `VStack(alignment: .leading, spacing: 8) { label; content }
/// .padding(16).background(RoundedRectangle(cornerRadius: 8))`: the label (in `headline`) and
/// the content are proposed the proposal less 16 pt on each edge.
///
/// Preferred size: the stack's plus 16 pt on each edge: the box takes on its content's behavior
/// (neutral on both axes; a Text title keeps it hugging).
///
/// Dimensions (our model: Apple shows the style but publishes no numbers): 16 pt padding (the
/// default padding, as `padding()`), 8 pt between label and content, an 8 pt corner radius.
///
/// macOS draws the label above the box, in the body font:
/// `VStack(alignment: .leading, spacing: 8) { label; VStack(alignment: .leading, spacing: 8) {
/// content }.padding(16).background(RoundedRectangle(cornerRadius: 8)) }` (our model: the same
/// lengths as iOS's, the label moved out of the box as macOS shows it). Still neutral on both
/// axes.
///
/// Children: the label (an `EmptyView` when there is none), then the content.
public struct GroupBoxLayout: TransparentLayout, PlatformAdaptive, Hashable {
    public var platform: Platform
    public init(platform: Platform = .iOS) { self.platform = platform }
    public var name: String { "GroupBox" }
    public var role: LayoutRole { .container }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        if platform == .macOS, let label = content.first {
            let boxed = Self.box(Array(content.dropFirst()))
            return [ViewNode(VStackLayout(alignment: .leading, spacing: 8), children: [label, boxed], isSynthetic: true)]
        }
        let label = content.first.map { ContainerParts.inFont(.headline, $0) }
        return [Self.box((label.map { [$0] } ?? []) + content.dropFirst())]
    }

    /// `views` stacked, padded and drawn on the box.
    static func box(_ views: [ViewNode]) -> ViewNode {
        let stack = ViewNode(VStackLayout(alignment: .leading, spacing: 8), children: views, isSynthetic: true)
        let padded = ControlParts.wrap(PaddingLayout(.all, 16), stack)
        let box = ViewNode(ShapeLayout(.roundedRectangle, cornerRadius: 8, fill: Color.gray.withOpacity(0.12)), isSynthetic: true)
        return ControlParts.wrap(SecondaryLayerLayout(.background), padded, box)
    }
}

public struct GroupBox: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(GroupBoxLayout(), children: [EmptyView().node] + content())
    }
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(GroupBoxLayout(), children: [Text(title).node] + content())
    }
}
