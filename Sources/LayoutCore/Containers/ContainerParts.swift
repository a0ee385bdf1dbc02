/// Building blocks shared by the containers that model themselves as compositions of
/// primitives (List, Form, NavigationStack, TabView, GroupBox…), as the controls do with
/// `ControlParts`. Every node they add is synthetic; the user's views are kept as written.
enum ContainerParts {
    /// The views of `content` as their parent sees them: `Group`, `ForEach` and `EmptyView`
    /// expanded (a modifier on a list applies to each of its elements, as the engine does), every
    /// other node, sections and grid rows included, as is. A List's rows, a TabView's tabs.
    static func elements(_ content: [ViewNode]) -> [ViewNode] {
        var out: [ViewNode] = []
        for node in content { append(node, to: &out) }
        return out
    }

    private static func append(_ node: ViewNode, to out: inout [ViewNode]) {
        switch node.layout.role {
        case .list where !(node.layout is SectionLayout || node.layout is GridRowLayout):
            for child in node.children { append(child, to: &out) }
        case .modifier where node.children.first?.layout.role == .list:
            for element in elements([node.children[0]]) {
                var copy = node
                copy.children[0] = element
                out.append(copy)
            }
        default:
            out.append(node)
        }
    }

    /// `content` framed to take exactly the proposal on both axes (`frame(minWidth: 0, maxWidth:
    /// .infinity, minHeight: 0, maxHeight: .infinity)`), aligned by `alignment`; a nil component
    /// takes the content's length.
    static func filling(_ content: ViewNode, alignment: Alignment = .center) -> ViewNode {
        ControlParts.wrap(FlexFrameLayout(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment), content)
    }

    /// A full-width bar of fixed `height` (a navigation bar, a tab bar), drawn as a rectangle,
    /// with `title` over it when there is one.
    static func bar(height: Double, title: ViewNode? = nil, titleAlignment: Alignment = .center) -> ViewNode {
        let shape = ViewNode(ShapeLayout(.rectangle, fill: Color.gray.withOpacity(0.2)), isSynthetic: true)
        let sized = ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity, minHeight: height, maxHeight: height), shape)
        guard let title else { return sized }
        return ControlParts.wrap(SecondaryLayerLayout(.overlay, alignment: titleAlignment), sized, title)
    }

    /// The disclosure chevron of a list row or a disclosure group (`NavigationLinkLayout.chevronSize`).
    static func chevron() -> ViewNode {
        ViewNode(ImageLayout(source: .systemName("chevron.right"), naturalSize: NavigationLinkLayout.chevronSize, isResizable: false), isSynthetic: true)
    }

    /// `label`, a Spacer of no minimum length and the chevron in a row.
    static func disclosureRow(_ label: ViewNode) -> ViewNode {
        ViewNode(HStackLayout(), children: [label, ViewNode(SpacerLayout(minLength: 0), isSynthetic: true), chevron()], isSynthetic: true)
    }

    /// A vertical stack with no spacing, the way bars and content are joined.
    static func column(_ parts: [ViewNode], alignment: HorizontalAlignment = .center) -> ViewNode {
        ViewNode(VStackLayout(alignment: alignment, spacing: 0), children: parts, isSynthetic: true)
    }

    /// A synthetic Text in `font` (a section header's footnote, a navigation title's headline).
    static func text(_ string: String, font: Font) -> ViewNode {
        ControlParts.wrap(FontModifier(font), Text(string).node.synthetic())
    }

    /// `content` in `font` (the environment font of a header or a footer).
    static func inFont(_ font: Font, _ content: ViewNode) -> ViewNode {
        ControlParts.wrap(FontModifier(font), content)
    }
}
