import LayoutCore

/// Where the article's rule and the engine disagree on one axis of one node.
public struct Disagreement: Hashable, Sendable, CustomStringConvertible {
    public var axis: Axis
    public var byArticle: Behavior
    public var byEngine: Behavior
    public var explanation: String
    /// `v: article exp, engine hug: …`.
    public var description: String {
        "\(axis.letter): article \(byArticle), engine \(byEngine): \(explanation)"
    }
}

/// One node of a concrete tree (after flattening and control expansion), resolved.
public struct ResolvedNode: Sendable {
    /// The node's number in the layout engine.
    public var node: Int
    /// Child positions (1-based) from the root; empty for the root.
    public var path: [Int]
    /// Positions of the parent and children in `Resolution.nodes`.
    public var parent: Int?
    public var children: [Int]
    /// SwiftUI's name (`HStack`) and the one-line label (`HStack(spacing: 10)`).
    public var name: String
    public var label: String
    /// True for nodes a control adds to model itself.
    public var isSynthetic: Bool
    /// The node's layout role in the compiled tree.
    public var role: LayoutRole
    /// Its behavior in isolation: the probe of §13.2 (a leaf) or §13.3 (a composed view).
    public var intrinsic: Classification
    /// Resolved by seed 002's rule: a neutral axis hugs iff all its children hug (for a
    /// modifier: its content), otherwise expands. Exp and hug stay as they are.
    public var byArticle: AxisBehaviors
    /// Resolved by the engine: whether the node's frame grows when the canvas grows on that axis
    /// alone, in this hierarchy. The canvases are K₁ × K₁ and K₂ on one axis (K raised for a tree
    /// whose ideal size is large, as in `SizingProbe.offers(forIdeal:)`).
    public var byEngine: AxisBehaviors
    /// One reason per axis (horizontal, vertical), naming the deciding child and its path.
    public var articleReasons: [String]
    public var engineReasons: [String]
    /// The node's frame size in each canvas: (K₁ × K₁), (K₂ × K₁), (K₁ × K₂).
    public var evidence: [ProbeAnswer]
    public var disagreements: [Disagreement]

    /// `root`, `2`, `2.1`.
    public var pathDescription: String { path.isEmpty ? "root" : path.map(String.init).joined(separator: ".") }
    public func articleReason(_ axis: Axis) -> String { articleReasons[axis == .horizontal ? 0 : 1] }
    public func engineReason(_ axis: Axis) -> String { engineReasons[axis == .horizontal ? 0 : 1] }
}

/// The resolution of a concrete tree: every node's intrinsic behavior, its resolution by the
/// article's rule and by the engine, and the places where they disagree.
public struct Resolution: Sendable {
    /// Preorder; `nodes[0]` is the root.
    public var nodes: [ResolvedNode]
    public var root: ResolvedNode { nodes[0] }

    /// The node at `path` (`root`, `2`, `2.1`).
    public func node(at path: String) -> ResolvedNode? { nodes.first { $0.pathDescription == path } }

    /// Every disagreement, with its node.
    public var disagreements: [(node: ResolvedNode, disagreement: Disagreement)] {
        nodes.flatMap { node in node.disagreements.map { (node, $0) } }
    }

    /// A text report: one row per node, then the reasons and the flagged disagreements.
    public var report: String {
        var rows: [[String]] = [["path", "view", "intrinsic", "article", "engine", ""]]
        for n in nodes {
            let indent = String(repeating: "  ", count: n.path.count)
            rows.append([
                n.pathDescription, indent + n.label + (n.isSynthetic ? " (synthetic)" : ""),
                n.intrinsic.behaviors.description, n.byArticle.description, n.byEngine.description,
                n.disagreements.isEmpty ? "" : "DISAGREE",
            ])
        }
        let widths = (0..<6).map { c in rows.map { $0[c].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { c, cell in c == 5 ? cell : cell + String(repeating: " ", count: widths[c] - cell.count) }
                .joined(separator: "  ").trimmingTrailingSpaces
        }
        lines.append("")
        for n in nodes {
            lines.append("\(n.pathDescription) \(n.label):")
            for axis in Axis.allCases {
                lines.append("  article: \(n.articleReason(axis))")
                lines.append("  engine:  \(n.engineReason(axis))")
            }
            for d in n.disagreements { lines.append("  DISAGREE \(d)") }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

extension SizingProbe {
    /// Resolves every node of `view`'s tree two ways and flags the differences.
    ///
    /// Steps: 1. compile the tree once; 2. place it in three canvases; 3. each node's intrinsic
    /// behavior; 4. the article's resolution, bottom-up; 5. the engine's resolution; 6. the
    /// disagreements and their explanations.
    /// - Complexity: O(n) placements plus one probe (a few small engines) per node.
    public static func resolve(_ view: some View) -> Resolution {
        // 1.
        let engine = LayoutEngine(view)
        var order: [Int] = []
        var paths: [[Int]] = []
        var position: [Int: Int] = [:]
        func walk(_ node: Int, _ path: [Int]) {
            position[node] = order.count
            order.append(node)
            paths.append(path)
            for (i, child) in engine.children(of: node).enumerated() { walk(child, path + [i + 1]) }
        }
        walk(engineRoot(engine), [])
        // 2.
        let (k1, k2) = offers(forIdeal: engine.sizeThatFits(.unspecified))
        let canvases = [Size(width: k1, height: k1), Size(width: k2, height: k1), Size(width: k1, height: k2)]
        var frames: [[Size]] = Array(repeating: [], count: order.count)
        for canvas in canvases {
            _ = engine.place(in: ProposedViewSize(canvas))
            for (p, node) in order.enumerated() { frames[p].append(engine.frame(of: node).size) }
        }
        // 3.
        var nodes: [ResolvedNode] = order.enumerated().map { p, node in
            let layout = engine.layout(of: node)
            return ResolvedNode(
                node: node, path: paths[p], parent: engine.parent(of: node).flatMap { position[$0] },
                children: engine.children(of: node).compactMap { position[$0] }, name: layout.name, label: layout.label,
                isSynthetic: engine.isSynthetic(node), role: layout.role, intrinsic: intrinsic(of: node, in: engine),
                byArticle: AxisBehaviors(.hug, .hug), byEngine: AxisBehaviors(.hug, .hug), articleReasons: ["", ""],
                engineReasons: ["", ""],
                evidence: zip(canvases, frames[p]).map { ProbeAnswer(subject: "canvas", proposal: ProposedViewSize($0), answer: $1) },
                disagreements: [])
        }
        // 4. Children come after their parent in preorder: resolve in reverse.
        for p in nodes.indices.reversed() { resolveByArticle(p, &nodes) }
        // 5.
        for p in nodes.indices { resolveByEngine(p, &nodes) }
        // 6.
        for p in nodes.indices { findDisagreements(p, &nodes, engine) }
        return Resolution(nodes: nodes)
    }

    /// The root node: the one node without a parent.
    static func engineRoot(_ engine: LayoutEngine) -> Int {
        (0..<engine.nodeCount).first { engine.parent(of: $0) == nil } ?? 0
    }

    /// Step 3: a leaf is probed alone, in the default environment (a Spacer outside any stack:
    /// its intrinsic behavior, seed 002's row); a title-form control likewise (its body is built
    /// again). A composed node is probed by substitution: its layout over `Color`, `Text` and
    /// mixed children; a modifier keeps its secondary views (an overlay's content).
    static func intrinsic(of node: Int, in engine: LayoutEngine) -> Classification {
        let layout = engine.layout(of: node)
        let kids = engine.children(of: node)
        switch layout.role {
        case .leaf, .list:
            return classify(ViewNode(layout))
        case .modifier:
            let secondaries = kids.dropFirst().map { engine.frozenSubtree($0) }
            return classify(modifier: { ViewNode(layout, children: [$0] + secondaries) })
        case .container:
            if let control = layout as? any ControlLayout {
                return classify(container: { ViewNode(layout, children: $0) }, arity: control.contentSlots, mixed: false)
            }
            return classify(container: { ViewNode(layout, children: $0) })
        }
    }

    /// The children that decide a neutral axis: a modifier's content; all of a container's.
    static func decidingChildren(_ p: Int, _ nodes: [ResolvedNode]) -> [Int] {
        let n = nodes[p]
        if n.role == .modifier { return Array(n.children.prefix(1)) }
        return n.children
    }

    static func childName(_ child: Int, of p: Int, _ nodes: [ResolvedNode]) -> String {
        let number = (nodes[p].children.firstIndex(of: child) ?? 0) + 1
        return "child \(number) (\(nodes[child].name), path \(nodes[child].pathDescription))"
    }

    /// Step 4: seed 002's rule.
    static func resolveByArticle(_ p: Int, _ nodes: inout [ResolvedNode]) {
        for axis in Axis.allCases {
            let a = axis.letter
            let i = axis == .horizontal ? 0 : 1
            let own = nodes[p].intrinsic[axis]
            if own != .neu {
                nodes[p].byArticle[axis] = own
                nodes[p].articleReasons[i] = "\(a)-\(own): intrinsic"
                continue
            }
            let deciding = decidingChildren(p, nodes)
            if let expanding = deciding.first(where: { nodes[$0].byArticle[axis] == .exp }) {
                nodes[p].byArticle[axis] = .exp
                nodes[p].articleReasons[i] = "\(a)-exp because \(childName(expanding, of: p, nodes)) is \(a)-exp"
            } else {
                nodes[p].byArticle[axis] = .hug
                nodes[p].articleReasons[i] = deciding.isEmpty
                    ? "\(a)-hug: neutral with no children"
                    : "\(a)-hug because \(deciding.count == 1 ? childName(deciding[0], of: p, nodes) + " hugs" : "all \(deciding.count) children hug")"
            }
        }
    }

    /// Step 5: the node's frame in the canvas grown on one axis alone.
    static func resolveByEngine(_ p: Int, _ nodes: inout [ResolvedNode]) {
        let base = nodes[p].evidence[0], grown = [nodes[p].evidence[1], nodes[p].evidence[2]]
        for axis in Axis.allCases {
            let a = axis.letter
            let i = axis == .horizontal ? 0 : 1
            let before = base.answer[axis], after = grown[i].answer[axis]
            let growth = "\(base.proposal) → \(grown[i].proposal)"
            if after > before && !same(after, before) {
                nodes[p].byEngine[axis] = .exp
                var reason = "\(a)-exp: its \(axis.lengthName) grows \(Format.number(before)) → \(Format.number(after)) as the canvas grows \(growth)"
                if let child = nodes[p].children.first(where: { growsInCanvas($0, axis, nodes) }) {
                    reason += "; \(childName(child, of: p, nodes)) grows too"
                }
                nodes[p].engineReasons[i] = reason
            } else {
                nodes[p].byEngine[axis] = .hug
                nodes[p].engineReasons[i] = "\(a)-hug: its \(axis.lengthName) stays \(Format.number(before)) as the canvas grows \(growth)"
            }
        }
    }

    static func growsInCanvas(_ p: Int, _ axis: Axis, _ nodes: [ResolvedNode]) -> Bool {
        let before = nodes[p].evidence[0].answer[axis]
        let after = nodes[p].evidence[axis == .horizontal ? 1 : 2].answer[axis]
        return after > before && !same(after, before)
    }

    /// Step 6.
    static func findDisagreements(_ p: Int, _ nodes: inout [ResolvedNode], _ engine: LayoutEngine) {
        for axis in Axis.allCases where nodes[p].byArticle[axis] != nodes[p].byEngine[axis] {
            nodes[p].disagreements.append(Disagreement(
                axis: axis, byArticle: nodes[p].byArticle[axis], byEngine: nodes[p].byEngine[axis],
                explanation: explain(p, axis, nodes, engine)))
        }
    }

    /// Why the engine differs from the rule, most specific first: the node's own layout (a
    /// Spacer's axis, ratio-bound views, ZStack priorities), then its parent (fixedSize, a
    /// non-growing parent), then a child that already disagrees.
    static func explain(_ p: Int, _ axis: Axis, _ nodes: [ResolvedNode], _ engine: LayoutEngine) -> String {
        let n = nodes[p]
        let a = axis.letter
        let layout = engine.layout(of: n.node)
        let articleExp = n.byArticle[axis] == .exp
        // A Spacer along the other stack axis.
        if let spacer = layout as? SpacerLayout, let stackAxis = spacer.axis, stackAxis != axis {
            return "a Spacer is \(a)-exp alone, but in \(stackAxis == .horizontal ? "an HStack" : "a VStack") its \(axis.lengthName) is 0: it contributes nothing \(axis == .horizontal ? "horizontally" : "vertically")"
        }
        // The parent limits the node.
        if articleExp, let why = limitedByParent(p, axis, nodes, engine) { return why }
        // A ZStack whose expanding children have lower priority.
        if layout is ZStackLayout, articleExp {
            let priorities = n.children.map { engine.layoutPriority(of: nodes[$0].node) }
            let top = priorities.max() ?? 0
            if let (k, child) = n.children.enumerated().first(where: { nodes[$1].byArticle[axis] == .exp && priorities[$0] < top }) {
                return "\(childName(child, of: p, nodes)) is \(a)-exp but has layout priority \(Format.number(priorities[k])), below \(Format.number(top)): a ZStack sizes itself from its highest-priority children only"
            }
        }
        // A Spacer child along the other stack axis.
        if articleExp, let child = n.children.first(where: { c in
            guard let spacer = engine.layout(of: nodes[c].node) as? SpacerLayout, let stackAxis = spacer.axis else { return false }
            return stackAxis != axis && nodes[c].byArticle[axis] == .exp
        }) {
            return "\(childName(child, of: p, nodes)) is \(a)-exp alone, but a Spacer in \(axis == .vertical ? "an HStack" : "a VStack") has \(axis.lengthName) 0: it contributes nothing \(axis == .horizontal ? "horizontally" : "vertically")"
        }
        // Ratio-bound views.
        if layout is AspectRatioLayout || n.intrinsic.hasNote(.fillsOneAxis) {
            return "ratio-bound: its \(axis.lengthName) follows the other axis (aspect ratio), so growing the canvas on this axis alone does not grow it; a view expanding on both axes need only fill one (seed 002)"
        }
        if layout is FixedSizeLayout {
            return "fixedSize proposes nil to its content on this axis: it answers the content's ideal size"
        }
        // A child that already disagrees.
        if let child = n.children.first(where: { c in nodes[c].byArticle[axis] != nodes[c].byEngine[axis] }) {
            return "\(childName(child, of: p, nodes)) is \(a)-\(nodes[child].byArticle[axis]) by the rule but \(a)-\(nodes[child].byEngine[axis]) by the engine (see its row)"
        }
        if let spacerChild = n.children.first(where: { (engine.layout(of: nodes[$0].node) as? SpacerLayout) != nil }) {
            return "\(childName(spacerChild, of: p, nodes)) decides it"
        }
        // A hugging view offered less than its ideal size takes the offer (Text wraps).
        if !articleExp {
            let ideal = engine.sizeThatFits(node: n.node, .unspecified)[axis]
            let length = n.evidence[0].answer[axis]
            if length < ideal && !same(length, ideal) {
                return "it is offered less than its ideal \(axis.lengthName) \(Format.number(ideal)) (it gets \(Format.number(length))), so it follows the offer: a hugging view hugs only up to its ideal size (Text wraps)"
            }
        }
        return articleExp
            ? "the rule predicts exp, but the node's frame does not grow with the canvas (see the evidence)"
            : "the rule predicts hug, but the node's frame grows with the canvas (see the evidence)"
    }

    /// Why a node the rule calls expanding does not grow: its hugging parent proposes nil
    /// (fixedSize), sizes itself from higher-priority children (ZStack), or does not grow; nil
    /// when its parent grows on `axis`.
    static func limitedByParent(_ p: Int, _ axis: Axis, _ nodes: [ResolvedNode], _ engine: LayoutEngine) -> String? {
        let n = nodes[p]
        guard let parent = n.parent, nodes[parent].byEngine[axis] == .hug else { return nil }
        let parentLayout = engine.layout(of: nodes[parent].node)
        let parentName = "\(nodes[parent].label) (path \(nodes[parent].pathDescription))"
        if let fixed = parentLayout as? FixedSizeLayout, axis == .horizontal ? fixed.horizontal : fixed.vertical {
            let length = n.evidence[0].answer[axis]
            let ambiguous = same(length, 10) ? ": 10 points, the placeholder of an ambiguous layout (seed 002)" : ""
            return "its parent \(parentName) proposes nil on this axis, so it answers its ideal \(axis.lengthName)\(ambiguous)"
        }
        if parentLayout is ZStackLayout {
            let mine = engine.layoutPriority(of: n.node)
            let top = nodes[parent].children.map { engine.layoutPriority(of: nodes[$0].node) }.max() ?? mine
            if mine < top {
                return "it has layout priority \(Format.number(mine)), below \(Format.number(top)): its parent \(parentName) sizes itself from its highest-priority children only, then proposes their size to it"
            }
        }
        return "its parent \(parentName) does not grow on this axis in this hierarchy, so it gets the same offer in every canvas"
    }
}
