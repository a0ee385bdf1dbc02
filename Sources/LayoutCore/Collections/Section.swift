/// `Section { rows }`, `Section("Header") { rows }`, `Section { rows } header: { … } footer: { … }`.
///
/// Child sizing: in a List or Form, the list lays the section out: its header above, its rows,
/// its footer below (see `ListLayout`). Anywhere else a section is a list of views, like `Group`:
/// its header, rows and footer join the enclosing container's children, in that order.
///
/// Preferred size: none of its own; (0 × 0) alone with no views.
///
/// Children: the header (when `hasHeader`), the rows, the footer (when `hasFooter`).
public struct SectionLayout: Layout, Hashable {
    public var hasHeader: Bool
    public var hasFooter: Bool
    public init(hasHeader: Bool = false, hasFooter: Bool = false) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    public var name: String { "Section" }
    public var role: LayoutRole { .list }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size { .zero }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}

    /// The header, rows and footer of a section node with this layout.
    func parts(of node: ViewNode) -> (header: ViewNode?, rows: [ViewNode], footer: ViewNode?) {
        var rows = node.children[...]
        let header = hasHeader ? rows.popFirst() : nil
        let footer = hasFooter ? rows.popLast() : nil
        return (header, Array(rows), footer)
    }
}

public struct Section: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { node = ViewNode(SectionLayout(), children: content()) }
    /// `Section("Header") { rows }`.
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(SectionLayout(hasHeader: true), children: [Text(title).node] + content())
    }
    public init(
        @ViewBuilder content: () -> [ViewNode], @ViewBuilder header: () -> [ViewNode], @ViewBuilder footer: () -> [ViewNode] = { [] }
    ) {
        let header = header(), footer = footer()
        node = ViewNode(
            SectionLayout(hasHeader: !header.isEmpty, hasFooter: !footer.isEmpty),
            children: (header.isEmpty ? [] : [single(header)]) + content() + (footer.isEmpty ? [] : [single(footer)]))
    }
}
