import LayoutCore

/// A layout taken from a compiled tree, rebuilt as a stand-alone node: it is already resolved
/// in its environment and its body (a control's composition) is already among its children,
/// so it neither re-resolves nor expands again. Everything else is the wrapped layout's.
struct FrozenLayout: Layout {
    let base: any Layout
    let hasChildren: Bool

    var name: String { base.name }
    var arguments: [Argument] { base.arguments }
    var label: String { base.label }
    var role: LayoutRole {
        switch base.role {
        case .leaf, .list: return hasChildren ? .container : .leaf
        case .modifier: return .modifier
        case .container: return .container
        }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        base.sizeThatFits(proposal: proposal, subviews: subviews)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
    func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        base.lengthThatFits(axis, proposal: proposal, subviews: subviews)
    }
    func hasLengthShortcut(subviews: LayoutSubviews) -> Bool { base.hasLengthShortcut(subviews: subviews) }
    var hasGenericSpacing: Bool { base.hasGenericSpacing }
    func spacing(subviews: LayoutSubviews) -> ViewSpacing { base.spacing(subviews: subviews) }
    func layoutPriority(subviews: LayoutSubviews) -> Double { base.layoutPriority(subviews: subviews) }
    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        base.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews)
    }
    func dependsOnProposal(subviews: LayoutSubviews) -> Bool { base.dependsOnProposal(subviews: subviews) }
    var definesExplicitGuides: Bool { base.definesExplicitGuides }
    var definesOnlyTextBaselines: Bool { base.definesOnlyTextBaselines }
    func alignedPlacement(in size: Size, proposal: ProposedViewSize) -> AlignedPlacement? {
        base.alignedPlacement(in: size, proposal: proposal)
    }
    func updateEnvironment(_ environment: inout LayoutEnvironment) { base.updateEnvironment(&environment) }
    func resolved(in environment: LayoutEnvironment) -> (any Layout)? { nil }
    func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? { nil }
}

extension LayoutEngine {
    /// The compiled subtree at `node` as a stand-alone tree of frozen layouts.
    /// - Complexity: O(size of the subtree).
    func frozenSubtree(_ node: Int) -> ViewNode {
        let kids = children(of: node)
        return ViewNode(
            FrozenLayout(base: layout(of: node), hasChildren: !kids.isEmpty), children: kids.map(frozenSubtree),
            id: id(of: node), isSynthetic: isSynthetic(node))
    }
}
