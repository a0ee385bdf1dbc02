/// `NavigationSplitView { sidebar } detail: { … }` and the three-column form
/// `NavigationSplitView { sidebar } content: { … } detail: { … }`, on iOS.
///
/// Child sizing: each column is a navigation column (`NavigationBar.column`: its bar above its
/// content). In a regular-width proposal (at least 700 pt wide: our model of the width where an
/// iPad full screen is regular and every iPhone in portrait is compact) the columns stand side by
/// side: the sidebar and the content column are proposed 320 pt each (our model: the default
/// primary column width of UIKit's split view, commonly published as 320 pt; SwiftUI documents
/// no number), the detail column the rest of the width. In a compact proposal the split view
/// collapses into a stack showing its sidebar, as on iPhone: the sidebar is proposed the whole
/// proposal and the other columns are not on screen (placed with a zero proposal).
///
/// On macOS the columns always stand side by side (a Mac window has no compact width that
/// collapses the split view into a stack: our model) and have no navigation bar (the titles go
/// to the window's toolbar, `NavigationBar`); the column widths are iOS's (our model).
///
/// Preferred size: the proposal on both axes; for a nil component, the columns' lengths.
public struct NavigationSplitViewLayout: Layout, PlatformAdaptive, Hashable {
    /// 2 (sidebar, detail) or 3 (sidebar, content, detail).
    public var columnCount: Int
    public var platform: Platform
    public init(columnCount: Int = 2, platform: Platform = .iOS) {
        self.columnCount = min(max(columnCount, 1), 3)
        self.platform = platform
    }

    /// The width from which the columns stand side by side (our model).
    public static let regularWidth = 700.0
    /// The width of the sidebar and content columns (our model).
    public static let columnWidth = 320.0

    public var name: String { "NavigationSplitView" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] { columnCount == 3 ? [Argument("columns", "3")] : [] }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
        environment.listStyle = nil
    }

    /// Each column (a child of the split view, in order) becomes a navigation column.
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        content.map { NavigationBar.column([$0], platform: platform) }
    }

    /// 1. Whether the columns stand side by side for `width` (always on macOS).
    func isSideBySide(_ width: Double?) -> Bool { platform == .macOS || (width ?? 0) >= Self.regularWidth }

    /// 2. The proposal for each column.
    func columnProposals(_ proposal: ProposedViewSize, count: Int) -> [ProposedViewSize] {
        guard isSideBySide(proposal.width), let width = proposal.width, count > 1 else {
            return [proposal] + Array(repeating: .zero, count: max(count - 1, 0))
        }
        let fixed = Swift.min(Self.columnWidth, width / Double(count))
        let detail = Swift.max(width - fixed * Double(count - 1), 0)
        return (0..<count).map { i in
            ProposedViewSize(width: i == count - 1 ? detail : fixed, height: proposal.height)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let proposals = columnProposals(proposal, count: subviews.count)
        let sizes = zip(subviews, proposals).map { $0.sizeThatFits($1) }
        let shown = isSideBySide(proposal.width) ? sizes : Array(sizes.prefix(1))
        return Size(
            width: proposal.width ?? shown.reduce(0) { $0 + $1.width },
            height: proposal.height ?? (shown.map(\.height).max() ?? 0))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let proposals = columnProposals(ProposedViewSize(width: bounds.width, height: bounds.height), count: subviews.count)
        var x = bounds.minX
        for (subview, offer) in zip(subviews, proposals) {
            subview.place(at: Point(x: x, y: bounds.minY), proposal: offer)
            if isSideBySide(bounds.width) { x += offer.width ?? 0 }
        }
    }

    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? { nil }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .generic }
    public var hasGenericSpacing: Bool { true }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}

public struct NavigationSplitView: View {
    public var node: ViewNode
    public init(@ViewBuilder sidebar: () -> [ViewNode], @ViewBuilder detail: () -> [ViewNode]) {
        node = ViewNode(NavigationSplitViewLayout(columnCount: 2), children: [single(sidebar()), single(detail())])
    }
    public init(@ViewBuilder sidebar: () -> [ViewNode], @ViewBuilder content: () -> [ViewNode], @ViewBuilder detail: () -> [ViewNode]) {
        node = ViewNode(NavigationSplitViewLayout(columnCount: 3), children: [single(sidebar()), single(content()), single(detail())])
    }
}
