/// `DisclosureGroup("Title") { content }`, `DisclosureGroup(isExpanded:) { content } label: { … }`
/// on iOS.
///
/// Child sizing: collapsed (the default), a composition `HStack { label; Spacer(minLength: 0);
/// chevron }`: the label is proposed its share of the row, the chevron (8 × 13 pt, as
/// `NavigationLink`'s, our model) keeps its size and the Spacer takes the rest. Expanded
/// (`isExpanded: .constant(true)`), that row above the content:
/// `VStack(alignment: .leading, spacing: 8) { row; content }` (8 pt: our model).
///
/// Preferred size: as wide as proposed (the Spacer: h-exp); as tall as the row, plus the
/// content when expanded (v-hug with a Text label, neutral when expanded).
///
/// Children: the label, then the content.
public struct DisclosureGroupLayout: TransparentLayout, Hashable {
    public var isExpanded: Bool
    public init(isExpanded: Bool = false) { self.isExpanded = isExpanded }

    public var name: String { "DisclosureGroup" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] { isExpanded ? [Argument("isExpanded", ".constant(true)")] : [] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let row = ContainerParts.disclosureRow(ControlParts.label(Array(content.prefix(1))))
        guard isExpanded, content.count > 1 else { return [row] }
        return [ViewNode(VStackLayout(alignment: .leading, spacing: 8), children: [row] + content.dropFirst(), isSynthetic: true)]
    }
}

public struct DisclosureGroup: View {
    public var node: ViewNode
    public init(_ title: String, isExpanded: Bool = false, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(DisclosureGroupLayout(isExpanded: isExpanded), children: [Text(title).node] + content())
    }
}
