/// The selected option of an iOS menu `Picker`, as the picker's button shows it (our model: the
/// button's label is the option's text and image, drawn by the control, never stretched).
///
/// Child sizing: proposed `nil × nil` for its ideal size; when that is wider than the width
/// proposed, proposed `(width × nil)`, so that a long selection wraps inside the button rather
/// than widening the row (a menu picker in a form's row fits the row: sample 5 of issue 39).
///
/// Preferred size: the child's answer. An option that takes any width offered (a `Color`) is
/// answered at its ideal width, so the picker never expands because of it.
public struct MenuSelectionLayout: Layout, Hashable {
    public init() {}

    public var name: String { "menuSelection" }

    func childProposal(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> ProposedViewSize {
        guard let width = proposal.width, let child = subviews.first else { return .unspecified }
        let ideal = child.sizeThatFits(.unspecified)
        return ideal.width > width ? ProposedViewSize(width: width, height: nil) : .unspecified
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, subviews: subviews))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        subviews.first?.placeCentred(in: bounds, proposal: childProposal(proposal, subviews: subviews))
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.first?.priority ?? 0 }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { subviews.first?.dependsOnProposal ?? false }
}
