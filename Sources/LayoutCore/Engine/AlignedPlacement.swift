/// How a one-child layout places its child aligned in its bounds (`LayoutSubview.placeAligned`):
/// the proposal it gives the child and the alignment (a frame, a flexible frame).
///
/// A layout that declares it (`Layout.alignedPlacement(in:proposal:)`) lets the engine place its
/// only child, when that child is a leaf, without the layout's `placeSubviews` and without the
/// placement work lists (issue 18: a long row of `Color.frame(width:height:)` leaves). Both ways
/// place the child with this proposal and at `origin(in:childGuides:)`.
public struct AlignedPlacement: Sendable {
    /// The proposal the child is placed with.
    public var proposal: ProposedViewSize
    /// The point of the child that meets the same point of the bounds.
    public var alignment: Alignment

    public init(proposal: ProposedViewSize, alignment: Alignment) {
        self.proposal = proposal
        self.alignment = alignment
    }

    /// The child's origin in `bounds`, its guides for the alignment's keys being `x` and `y`
    /// (explicit or default): the alignment point of the bounds (their default guides) minus the
    /// child's.
    @inline(__always)
    public func origin(in bounds: Rect, childGuides x: Double, _ y: Double) -> Point {
        Point(
            x: bounds.minX + (alignment.horizontal.key.defaultValue(in: bounds.size) - x),
            y: bounds.minY + (alignment.vertical.key.defaultValue(in: bounds.size) - y))
    }
}

extension LayoutSubview {
    /// Places the child so that its `alignment` point (explicit guide or default) meets the same
    /// point of `bounds` (the container's default guides): frames, overlays, ZStack-like wrappers.
    public func placeAligned(in bounds: Rect, proposal: ProposedViewSize, alignment: Alignment) {
        placeAligned(in: bounds, AlignedPlacement(proposal: proposal, alignment: alignment))
    }

    /// Places the child as `placement` says.
    public func placeAligned(in bounds: Rect, _ placement: AlignedPlacement) {
        let size = sizeThatFits(placement.proposal)
        let x = alignmentValue(placement.alignment.horizontal.key, in: size, proposal: placement.proposal)
        let y = alignmentValue(placement.alignment.vertical.key, in: size, proposal: placement.proposal)
        place(at: placement.origin(in: bounds, childGuides: x, y), proposal: placement.proposal)
    }
}

extension Layout {
    /// `placeSubviews` for a layout that declares an aligned placement.
    public func placeOnlySubviewAligned(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let child = subviews.first, let placement = alignedPlacement(in: bounds.size, proposal: proposal) else { return }
        child.placeAligned(in: bounds, placement)
    }
}
