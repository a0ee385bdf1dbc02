/// `ViewThatFits(in:content:)` (§12.6).
///
/// Child sizing: each child in order is asked its ideal size on the constrained axes (nil
/// there, the proposal elsewhere); the first that fits the proposal on those axes is chosen,
/// else the last; with no constrained axis, the first. Only the chosen child is shown: it is
/// proposed the real proposal; the others are measured, never placed (`LayoutSubview.hide()`),
/// so no output gives them a frame.
///
/// Preferred size: the chosen child's. A nil proposal component counts as "fits" (the
/// replica in OSU's examples compares against 10 instead; unverified, so we keep the reading in
/// which the ideal size always fits an ideal-size request).
public struct ViewThatFitsLayout: Layout, Hashable {
    public var axes: Axis.Set

    public init(in axes: Axis.Set = .all) { self.axes = axes }

    public var name: String { "ViewThatFits" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        axes == .all ? [] : [Argument("in", axes == .horizontal ? ".horizontal" : axes.isEmpty ? "[]" : ".vertical")]
    }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    /// The index of the chosen child.
    func choice(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        guard !axes.isEmpty else { return 0 }
        let idealRequest = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (i, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(idealRequest)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight {
                subviews.note("ViewThatFits: child \(i + 1) (\(subview.name)) fits with ideal size \(ideal)")
                return i
            }
        }
        subviews.note("ViewThatFits: no child fits; using the last")
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        guard let chosen = choice(proposal, subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let chosen = choice(proposal, subviews) else { return }
        for (i, subview) in subviews.enumerated() {
            // Children not chosen are measured but not shown: neither placed nor reported with
            // a frame (Apple: ViewThatFits "displays the first child view that fits"; the
            // others are not displayed).
            if i == chosen {
                subview.placeCentred(in: bounds, proposal: proposal)
            } else {
                subview.hide()
            }
        }
    }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}
