/// `ScrollView(_ axes:content:)` (§12.2).
///
/// Child sizing: the content is proposed nil along the scroll axes (its ideal length there) and
/// the proposal on the other axis. Several content views are stacked in an implicit VStack
/// (vertical) or HStack (horizontal).
///
/// The scroll view is the nearest container of the views inside it: its visible size
/// (`visibleSize`) is what their `containerRelativeFrame` divides.
///
/// Preferred size: along a scroll axis the proposed length (expanding); along the other axis the
/// content's length (it takes on the content's behavior). For a nil proposal along a scroll axis
/// we answer the content's length — undocumented (open question 11); an `idealHeight`-style
/// reading that lets `fixedSize()` show the whole content.
public struct ScrollViewLayout: Layout, Hashable {
    public var axes: Axis.Set

    public init(_ axes: Axis.Set = .vertical) { self.axes = axes.isEmpty ? .vertical : axes }

    public var name: String { "ScrollView" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        axes == .vertical ? [] : [Argument(nil, axes == .horizontal ? ".horizontal" : "[.horizontal, .vertical]")]
    }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        guard content.count > 1 else { return nil }
        let stack: any Layout = axes == .horizontal ? HStackLayout() : VStackLayout()
        return [ViewNode(stack, children: content, isSynthetic: true)]
    }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
        // The views inside measure their container from this scroll view, not from the
        // padding outside it.
        environment.scrollContainerPadding = Size(width: 0, height: 0)
    }

    /// The scroll view's visible size for a proposal: the container of the
    /// `containerRelativeFrame`s inside it (Apple's full-screen paging example: a horizontal
    /// ScrollView filling an iPhone's safe area makes each page 390 × 763 on an iPhone 14). It
    /// takes the proposal along its scroll axes (§12.2), and, across, the proposal stands for it
    /// (our model: the page example fills the height it is offered); NaN where nothing is
    /// proposed (the frames then read the screen's container, or their own proposal).
    func visibleSize(_ proposal: ProposedViewSize) -> Size {
        func known(_ v: Double?) -> Double { v.map { $0.isFinite ? $0 : .nan } ?? .nan }
        return Size(width: known(proposal.width), height: known(proposal.height))
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        subviews.setScrollContainer(visibleSize(proposal))
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return Size(
            width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
            height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let content = subviews.first else { return }
        subviews.setScrollContainer(visibleSize(proposal))
        let offer = contentProposal(proposal)
        let size = content.sizeThatFits(offer)
        // Scrolled to the start: top (and leading) aligned along the scroll axes, centred across.
        let x = axes.contains(.horizontal) ? 0 : (bounds.width - size.width) / 2
        let y = axes.contains(.vertical) ? 0 : (bounds.height - size.height) / 2
        content.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: offer)
    }

    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? { nil }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .generic }
    public var hasGenericSpacing: Bool { true }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}
