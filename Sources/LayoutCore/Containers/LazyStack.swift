/// `LazyVStack(alignment:spacing:)` and `LazyHStack(alignment:spacing:)` (§12.3).
///
/// Child sizing: every child is proposed (proposed cross length, nil): its ideal length along
/// the stack axis at the stack's cross length. There is no flexibility probing and no
/// priority: a lazy stack never shares out its length.
///
/// Preferred size: along the stack axis the sum of the children's lengths plus gaps (hugging);
/// across it the proposed length, or the widest child for a nil proposal (expanding). LazyVStack
/// is therefore h-exp, v-hug and LazyHStack h-hug, v-exp, as seed 002 lists them. The exact
/// child proposals are not documented (open question 11); this is the sheet's inference.
public struct LazyStackLayout: Layout, Hashable {
    public var axis: Axis
    public var alignmentKey: AlignmentKey
    public var spacing: Double?

    public init(axis: Axis, alignment: AlignmentKey? = nil, spacing: Double? = nil) {
        self.axis = axis
        self.alignmentKey = alignment ?? (axis == .vertical ? .horizontalCenter : .verticalCenter)
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
    }

    public var name: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        let centre: AlignmentKey = axis == .vertical ? .horizontalCenter : .verticalCenter
        return stackArguments(alignmentKey == centre ? nil : ".\(alignmentKey)", spacing)
    }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = axis }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: axis, alignment: alignmentKey, spacing: spacing) }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis, major: nil, minor: proposal[axis.other])
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let offer = childProposal(proposal)
        let sizes = subviews.map { $0.sizeThatFits(offer) }
        let major = sizes.reduce(0) { $0 + $1[axis] } + algorithm.gaps(subviews).reduce(0, +)
        let widest = sizes.map { $0[axis.other] }.max() ?? 0
        return Size(axis, major: major, minor: proposal[axis.other] ?? widest)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let offer = childProposal(proposal)
        let gaps = algorithm.gaps(subviews)
        let cross = bounds.size[axis.other]
        var position = 0.0
        for (i, subview) in subviews.enumerated() {
            if i > 0 { position += gaps[i - 1] }
            let size = subview.sizeThatFits(offer)
            // The child's guide meets the stack's own guide (computed on the stack's cross length).
            let containerGuide = alignmentKey.defaultValue(in: Size(axis, major: 0, minor: cross))
            let crossOrigin = containerGuide - subview.alignmentValue(alignmentKey, in: size, proposal: offer)
            let origin = axis == .vertical ? Point(x: crossOrigin, y: position) : Point(x: position, y: crossOrigin)
            subview.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: offer)
            position += size[axis]
        }
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { algorithm.spacing(subviews) }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}
