/// `position(x:y:)` (§8.5).
///
/// Child sizing: the content is proposed the modifier's own final size, and its centre is put at
/// (x, y) in the modifier's coordinates.
///
/// Preferred size: the proposal when both components are given (∞ stays ∞); a nil component
/// takes the content's size for that proposal. Priority 0; generic spacing.
public struct PositionLayout: Layout, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    public var name: String { "position" }
    public var arguments: [Argument] { [Argument("x", Format.number(x)), Argument("y", Format.number(y))] }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        let offer = ProposedViewSize(bounds.size)
        let size = child.sizeThatFits(offer)
        child.place(at: Point(x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2), proposal: offer)
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .generic }
    public var hasGenericSpacing: Bool { true }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}
