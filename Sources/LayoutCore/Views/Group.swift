/// `Group { … }`, `ForEach(…)` and `EmptyView()`: lists of views, flattened into the
/// enclosing container's children (§10.1). A modifier on a list applies to each element.
///
/// Child sizing: not a layout of its own; its elements are laid out by the parent.
///
/// Preferred size: (0 × 0) when it stands alone with no elements.
public struct GroupLayout: Layout, Hashable {
    public var name: String
    public var groupArguments: [Argument]
    public init(name: String = "Group", arguments: [Argument] = []) {
        self.name = name
        self.groupArguments = arguments
    }
    public var arguments: [Argument] { groupArguments }
    public var role: LayoutRole { .list }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size { .zero }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
}

/// `EmptyView()`: contributes nothing to a container; (0 × 0) on its own.
public struct EmptyViewLayout: Layout, Hashable {
    public init() {}
    public var name: String { "EmptyView" }
    public var label: String { "EmptyView()" }
    public var role: LayoutRole { .list }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size { .zero }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { false }
}

public struct Group: View {
    public var content: [ViewNode]
    public init(@ViewBuilder content: () -> [ViewNode]) { self.content = content() }
    public var node: ViewNode { ViewNode(GroupLayout(), children: content) }
}

public struct EmptyView: View {
    public init() {}
    public var node: ViewNode { ViewNode(EmptyViewLayout()) }
}

/// `ForEach(0..<3) { i in … }`: the content built once per element.
public struct ForEach: View {
    public var content: [ViewNode]
    public var description: String
    public init<C: Collection>(_ data: C, @ViewBuilder content: (C.Element) -> [ViewNode]) {
        self.content = data.flatMap(content)
        self.description = "\(data.count) elements"
    }
    public var node: ViewNode {
        ViewNode(GroupLayout(name: "ForEach", arguments: [Argument(nil, description)]), children: content)
    }
}
