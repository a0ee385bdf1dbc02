/// `fixedSize()` and `fixedSize(horizontal:vertical:)` (§6).
///
/// Child sizing: proposed the modifier's proposal with every fixed axis replaced by nil, so the
/// child answers its ideal size there.
///
/// Preferred size: the child's answer, unchanged. Fixed axes hug; a Color has no ideal size and
/// answers the 10 placeholder (seed 002's "ambiguous layout"). Priority forwarded from the child.
public struct FixedSizeLayout: Layout, Hashable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var name: String { "fixedSize" }
    public var arguments: [Argument] {
        horizontal && vertical ? [] : [Argument("horizontal", "\(horizontal)"), Argument("vertical", "\(vertical)")]
    }
    public var label: String { arguments.isEmpty ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))" }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        subviews.first?.placeCentred(in: bounds, proposal: childProposal(proposal))
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.first?.priority ?? 0 }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool {
        !(horizontal && vertical) && (subviews.first?.dependsOnProposal ?? false)
    }
}
