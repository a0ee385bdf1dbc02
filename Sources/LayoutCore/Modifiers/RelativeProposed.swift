/// `relativeProposed(width:height:)`: the custom layout of seed 004 (Ole Begemann's relative
/// sizing modifier), modelled because the seeds use it.
///
/// Child sizing: each non-nil proposal component multiplied by its factor (nil factors keep the
/// component).
///
/// Preferred size: the child's answer. Like every custom `Layout`, priority 0 (§9).
public struct RelativeProposedLayout: Layout, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width.flatMap { $0.isFinite ? $0 : nil }
        self.height = height.flatMap { $0.isFinite ? $0 : nil }
    }

    public var name: String { "relativeProposed" }
    public var arguments: [Argument] {
        var args: [Argument] = []
        if let width { args.append(Argument("width", Format.number(width))) }
        if let height { args.append(Argument("height", Format.number(height))) }
        return args
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { value in width.map { value * $0 } ?? value },
            height: p.height.map { value in height.map { value * $0 } ?? value })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let q = childProposal(proposal)
        subviews.note("relativeProposed: proposing \(q) = \(proposal) scaled by (\(Format.component(width)) × \(Format.component(height)))")
        return subviews.first?.sizeThatFits(q) ?? q.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        subviews.first?.placeCentred(in: bounds, proposal: childProposal(proposal))
    }
}
