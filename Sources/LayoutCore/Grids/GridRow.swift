/// `GridRow(alignment:) { cells }`: one row of a `Grid`.
///
/// Child sizing: in a Grid, the grid lays the row's cells out (see `GridLayout`): each view of
/// the row is a cell, in the next column. Outside a Grid a row is a list of views, like `Group`:
/// they join the enclosing container's children.
///
/// Preferred size: none of its own; (0 × 0) alone with no views.
public struct GridRowLayout: Layout, Hashable {
    public var alignment: VerticalAlignment?
    public init(alignment: VerticalAlignment? = nil) { self.alignment = alignment }
    public var name: String { "GridRow" }
    public var role: LayoutRole { .list }
    public var arguments: [Argument] { alignment.map { [Argument("alignment", ".\($0)")] } ?? [] }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size { .zero }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
}

public struct GridRow: View {
    public var node: ViewNode
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(GridRowLayout(alignment: alignment), children: content())
    }
}
