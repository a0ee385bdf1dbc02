/// `offset(x:y:)` and `offset(_:)` (§8.4): a translation applied after layout.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's (its priority, spacing and guides too: alignment
/// ignores the offset). The content is drawn shifted by (x, y).
public struct OffsetLayout: TransparentLayout, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    public var name: String { "offset" }
    public var arguments: [Argument] { [Argument("x", Format.number(x)), Argument("y", Format.number(y))] }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        subviews.first?.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
    }
}
