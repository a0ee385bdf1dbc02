/// The outcome of placing a tree: every node's frame in container coordinates and the
/// proposal it was placed with. A view its container does not show (`LayoutEngine.isShown`)
/// is left out with everything below it, so every output (text, JSON, SVG, the playground)
/// agrees that it has no frame.
public struct LayoutResult {
    public let engine: LayoutEngine

    /// The placed tree, outermost node first.
    /// - Complexity: O(n).
    public var root: PlacedView { DeepTrees.onStack(forHeight: engine.treeHeight) { placedView(Int(engine.root)) } }

    private func placedView(_ node: Int) -> PlacedView {
        let layout = engine.layout(of: node)
        return PlacedView(
            node: node, name: layout.name, label: layout.label, id: engine.id(of: node),
            location: engine.location(of: node), isSynthetic: engine.isSynthetic(node),
            frame: engine.frame(of: node), proposal: engine.placedProposal(of: node),
            children: engine.children(of: node).filter(engine.isShown).map(placedView))
    }
}

/// One view with its frame and the proposal it was placed with.
public struct PlacedView: Sendable {
    public var node: Int
    public var name: String
    public var label: String
    public var id: String?
    public var location: SourceLocation?
    public var isSynthetic: Bool
    public var frame: Rect
    public var proposal: ProposedViewSize
    public var children: [PlacedView]

    /// Every view in depth-first order, outermost first.
    public var allViews: [PlacedView] {
        [self] + children.flatMap(\.allViews)
    }

    /// An indented text tree: `label #id  frame  proposed (w × h)`.
    public func treeDescription(indent: String = "  ", includeSynthetic: Bool = true) -> String {
        var lines: [String] = []
        func walk(_ view: PlacedView, _ depth: Int) {
            if view.isSynthetic && !includeSynthetic { return }
            let id = view.id.map { " #\($0)" } ?? ""
            lines.append(String(repeating: indent, count: depth) + "\(view.label)\(id)  \(view.frame)  proposed \(view.proposal)")
            for child in view.children { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}
