/// `GeometryReader { proxy in … }` (§12.1).
///
/// Child sizing: the content is proposed the reader's final size and placed at its top-leading
/// corner (iOS 14+).
///
/// Preferred size: the proposal with nil replaced by 10 (it ignores its content). Expanding on
/// both axes.
public struct GeometryReaderLayout: Layout, Hashable {
    public init() {}
    public var name: String { "GeometryReader" }
    public var role: LayoutRole { .container }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? { nil }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .generic }
    public var hasGenericSpacing: Bool { true }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}
