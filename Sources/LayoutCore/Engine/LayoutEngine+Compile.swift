/// Compiling: the value tree becomes the engine's arena, once, in `init(_:environment:)`.
///
/// `Group`, `ForEach` and `EmptyView` are flattened into the enclosing list, each view is resolved
/// in its environment (`Layout.resolved(in:)`, `updateEnvironment`), controls and containers with
/// a body are replaced by it, and each node is appended with what its layout says of itself
/// (`NodeFlags`, priority, spacing class, forwarding target) so that sizing and placement read
/// them without asking (`addNode`).
extension LayoutEngine {
    // MARK: - Compiling

    /// The root's node: `root` compiled on a stack deep enough for the tree (cut at
    /// `DeepTrees.maximumDepth`, the cut's location in `cutAt`); an empty view when it compiles to
    /// nothing, an implicit VStack, with a warning, when it compiles to several views.
    /// Internal only for the split: the initializer (LayoutEngine.swift) calls it.
    func compileRoot(_ root: ViewNode, environment: LayoutEnvironment, cutAt: inout SourceLocation?) -> Int32 {
        let compiled = DeepTrees.onStack(forHeight: treeHeight) {
            compileList(DeepTrees.cutIfTooDeep(root, height: treeHeight, cutAt: &cutAt), environment: environment)
        }
        switch compiled.count {
        case 1:
            return compiled[0]
        case 0:
            return addNode(EmptyViewLayout(), children: [], id: nil, location: nil, synthetic: false)
        default:
            warn("several views at the root are laid out in an implicit VStack", node: compiled[0])
            return addNode(VStackLayout(), children: compiled, id: nil, location: nil, synthetic: true)
        }
    }

    private func compileList(_ node: ViewNode, environment: LayoutEnvironment) -> [Int32] {
        var out: [Int32] = []
        compile(node, environment: environment, into: &out)
        return out
    }

    /// One level of a spine (see `compile`): a one-child container or modifier, compiled once
    /// the views below it are.
    struct SpineLevel {
        var box: LayoutBox
        var isContainer: Bool
        var id: String?
        var location: SourceLocation?
        var isSynthetic: Bool
    }
    // Its storage, `spine`, is in LayoutEngine.swift with the others.

    /// Compiles `node` and appends the indices of the nodes it becomes (none, one, or several for
    /// lists) to `out`: one array per container instead of one per node.
    ///
    /// 1. Descends the spine without recursing: while the view is a container of one child
    ///    (without a body) or a modifier of one content view, notes it and goes to its child, in
    ///    the environment the view sets (`descend`).
    /// 2. Compiles the view at the bottom by its role, each in its own function (`compileBottom`).
    /// 3. Adds the noted views from the bottom up, as the recursion did: a container over what
    ///    its child became, a modifier over each view its content became (`Group { … }.padding()`).
    ///
    /// Recursion is left at the views with several children (a stack, a modifier with an
    /// overlay, a control's body): a chain of modifiers or of one-child stacks takes one frame,
    /// not one a level (the 1,000-level chain: 274 bytes of stack a level before).
    private func compile(_ node: ViewNode, environment: LayoutEnvironment, into out: inout [Int32]) {
        // Most views have no or several children: no spine to descend.
        guard node.children.count == 1 else { return compileBottom(node, environment: environment, into: &out) }
        let base = spine.count
        var bottom = node
        var environment = environment
        let mark = out.count
        if let container = descend(&bottom, &environment) {
            compileContainer(bottom, container, into: &out)
        } else {
            compileBottom(bottom, environment: environment, into: &out)
        }
        if spine.count > base { ascend(to: base, &out, from: mark) }
    }

    /// Step 1: moves `node` down its spine, noting each level, and `environment` with it. A
    /// container's content is its body when it has one. Returns the container it stopped at,
    /// already resolved (one child, but a body of several views), so that it is not resolved again.
    @inline(never)
    private func descend(_ node: inout ViewNode, _ environment: inout LayoutEnvironment) -> ResolvedContainer? {
        while node.children.count == 1 {
            switch node.box.layout.role {
            case .container:
                let container = resolve(container: node, in: environment)
                guard container.content.count == 1 else { return container }
                spine.append(SpineLevel(
                    box: container.box, isContainer: true, id: node.id, location: node.location, isSynthetic: node.isSynthetic))
                environment = container.environment
                node = container.content[0]
            case .modifier:
                let resolved = node.box.resolved(in: environment)
                resolved.layout.updateEnvironment(&environment)
                spine.append(SpineLevel(
                    box: resolved, isContainer: false, id: node.id, location: node.location, isSynthetic: node.isSynthetic))
                node = node.children[0]
            case .leaf, .list:
                return nil
            }
        }
        return nil
    }

    /// Step 2.
    private func compileBottom(_ node: ViewNode, environment: LayoutEnvironment, into out: inout [Int32]) {
        switch node.box.layout.role {
        case .list: compileListContent(node, environment: environment, into: &out)
        case .leaf: compileLeaf(node, environment: environment, into: &out)
        case .container: compileContainer(node, environment: environment, into: &out)
        case .modifier: compileModifier(node, environment: environment, into: &out)
        }
    }

    /// Step 3: adds the spine's levels above `base`, innermost first, over the views the bottom
    /// became (`out[mark...]`), which become the views the top level became.
    @inline(never)
    private func ascend(to base: Int, _ out: inout [Int32], from mark: Int) {
        while spine.count > base {
            let level = spine.removeLast()
            if level.isContainer {
                let node = out.withUnsafeBufferPointer {
                    addNode(boxed: level.box, children: UnsafeBufferPointer(rebasing: $0[mark...]), id: level.id, location: level.location, synthetic: level.isSynthetic)
                }
                out.removeSubrange(mark...)
                out.append(node)
            } else {
                for i in mark..<out.count {
                    out[i] = withUnsafePointer(to: out[i]) {
                        addNode(boxed: level.box, children: UnsafeBufferPointer(start: $0, count: 1), id: level.id, location: level.location, synthetic: level.isSynthetic)
                    }
                }
            }
        }
    }

    /// A list (`Group`, `ForEach`): its children join the enclosing list.
    @inline(never)
    private func compileListContent(_ node: ViewNode, environment: LayoutEnvironment, into out: inout [Int32]) {
        var environment = environment
        node.box.layout.updateEnvironment(&environment)
        for child in node.children { compile(child, environment: environment, into: &out) }
    }

    /// A leaf, or a control whose body replaces it.
    @inline(never)
    private func compileLeaf(_ node: ViewNode, environment: LayoutEnvironment, into out: inout [Int32]) {
        let resolved = node.box.resolved(in: environment)
        var kids: [Int32] = []
        if let body = resolved.layout.body(content: [], environment: environment) {
            for part in body { compile(part, environment: environment, into: &kids) }
        }
        out.append(addNode(boxed: resolved, children: kids, id: node.id, location: node.location, synthetic: node.isSynthetic))
    }

    /// A container as the environment resolves it: its box, the environment its content sees,
    /// and that content (the body that replaces its children, or its children).
    struct ResolvedContainer {
        var box: LayoutBox
        var environment: LayoutEnvironment
        var content: [ViewNode]
    }

    @inline(__always)
    private func resolve(container node: ViewNode, in environment: LayoutEnvironment) -> ResolvedContainer {
        let resolved = node.box.resolved(in: environment)
        var inner = environment
        resolved.layout.updateEnvironment(&inner)
        return ResolvedContainer(
            box: resolved, environment: inner,
            content: resolved.layout.body(content: node.children, environment: inner) ?? node.children)
    }

    /// A container over its (flattened) children, or over the body that replaces them.
    ///
    /// It resolves in place rather than through `resolve(container:)` and the function below:
    /// building a `ResolvedContainer` for every container cost 3–4 % of compiling (callgrind, the
    /// list and binary trees); only the container a spine stops at (`descend`) has one already.
    @inline(never)
    private func compileContainer(_ node: ViewNode, environment: LayoutEnvironment, into out: inout [Int32]) {
        var environment = environment
        let resolved = node.box.resolved(in: environment)
        resolved.layout.updateEnvironment(&environment)
        var kids: [Int32] = []
        if let body = resolved.layout.body(content: node.children, environment: environment) {
            for part in body { compile(part, environment: environment, into: &kids) }
        } else {
            kids.reserveCapacity(node.children.count)
            for child in node.children { compile(child, environment: environment, into: &kids) }
        }
        out.append(addNode(boxed: resolved, children: kids, id: node.id, location: node.location, synthetic: node.isSynthetic))
    }

    /// A container `descend` resolved already, over its content.
    private func compileContainer(_ node: ViewNode, _ container: ResolvedContainer, into out: inout [Int32]) {
        var kids: [Int32] = []
        kids.reserveCapacity(container.content.count)
        for part in container.content { compile(part, environment: container.environment, into: &kids) }
        out.append(addNode(boxed: container.box, children: kids, id: node.id, location: node.location, synthetic: node.isSynthetic))
    }

    /// A modifier over its content, with its secondary views (overlay content) after it.
    @inline(never)
    private func compileModifier(_ node: ViewNode, environment: LayoutEnvironment, into out: inout [Int32]) {
        let resolved = node.box.resolved(in: environment)
        guard let contentNode = node.children.first else {
            out.append(addNode(boxed: resolved, children: [], id: node.id, location: node.location, synthetic: node.isSynthetic))
            return
        }
        var content: [Int32] = []
        compileContent(contentNode, of: resolved, environment: environment, into: &content)
        // A modifier on several views applies to each of them, as in SwiftUI (`Group { … }.padding()`).
        for child in content {
            var kids = [child]
            for secondary in node.children.dropFirst() {
                kids.append(compileSingle(secondary, environment: environment))
            }
            out.append(addNode(boxed: resolved, children: kids, id: node.id, location: node.location, synthetic: node.isSynthetic))
        }
    }

    /// A modifier's content, in the environment the modifier sets (its own copy, so that the
    /// modifier's frame holds one environment).
    @inline(never)
    private func compileContent(
        _ content: ViewNode, of modifier: LayoutBox, environment: LayoutEnvironment, into out: inout [Int32]
    ) {
        var inner = environment
        modifier.layout.updateEnvironment(&inner)
        compile(content, environment: inner, into: &out)
    }

    /// Compiles a secondary view (overlay content): several views form an implicit ZStack (§8.3).
    private func compileSingle(_ node: ViewNode, environment: LayoutEnvironment) -> Int32 {
        var inner = environment
        inner.stackAxis = nil
        let list = compileList(node, environment: inner)
        if list.count == 1 { return list[0] }
        return addNode(ZStackLayout(), children: list, id: nil, location: nil, synthetic: true)
    }

    /// Appends one node. Takes the source node's id, location and flag rather than the node
    /// itself: copying a `ViewNode` retains its layout box, children and id.
    ///
    /// For the nodes the engine builds itself (an empty root, an implicit stack): views from the
    /// tree come with their box (`ViewNode.box`, or the one `resolved(in:)` gave).
    @inline(__always)
    private func addNode(
        _ layout: any Layout, children: [Int32], id: String?, location: SourceLocation?, synthetic isSynthetic: Bool
    ) -> Int32 {
        addNode(boxed: LayoutBox(layout), children: children, id: id, location: location, synthetic: isSynthetic)
    }

    @inline(__always)
    private func addNode(
        boxed box: LayoutBox, children: [Int32], id: String?, location: SourceLocation?, synthetic isSynthetic: Bool
    ) -> Int32 {
        children.withUnsafeBufferPointer {
            addNode(boxed: box, children: $0, id: id, location: location, synthetic: isSynthetic)
        }
    }

    /// The rest of `addNode`, never inlined: its locals stay out of the frames of the compile
    /// functions, which recurse once per branching level. `children` is a buffer: a spine's
    /// levels are added over the tail of their caller's list (`ascend`).
    @inline(never)
    private func addNode(
        boxed box: LayoutBox, children: UnsafeBufferPointer<Int32>, id: String?, location: SourceLocation?, synthetic isSynthetic: Bool
    ) -> Int32 {
        let index = Int32(storedCount)
        appendLayout(box)
        childIndex.append(contentsOf: children)
        childStart.append(Int32(childIndex.count))
        if let id { ids[index] = id }
        locations.append(PackedLocation(location, file: locationFiles.index(location?.file)))
        // 1. What the layout says of itself, through the existential opened once.
        let subviews = LayoutSubviews(engine: self, node: index)
        let onlyChildIsLeaf = children.count == 1 && childStart[Int(children[0]) + 1] == childStart[Int(children[0])]
        var (nodeFlags, priority) = Self.traits(of: box.layout, subviews: subviews, isLeaf: children.isEmpty, onlyChildIsLeaf: onlyChildIsLeaf)
        if isSynthetic { nodeFlags.insert(.synthetic) }
        // 2. What the children pass up: the view whose answers it forwards, and the explicit
        //    guides they may define.
        var target: Int32 = -1
        if nodeFlags.contains(.forwardsSizing), let first = children.first {
            target = forwardTarget[Int(first)] >= 0 ? forwardTarget[Int(first)] : first
        }
        forwardTarget.append(target)
        for child in children { nodeFlags.formUnion(flags[Int(child)].intersection([.mayHaveExplicit, .mayHaveOtherExplicit])) }
        // 3. The priority, a trait of the view (§9): a wrapper that forwards its child's found
        //    it known. 0 and −∞ are flags; other values are kept beside them.
        if priority == -.infinity {
            nodeFlags.insert(.priorityLowest)
        } else if priority != 0 {
            nodeFlags.insert(.priorityOther)
            priorities[index] = priority
        }
        flags.append(nodeFlags)
        spacingIndex.append(nodeFlags.contains(.genericSpacing) ? 0 : Self.spacingUnknown)
        // 4. What sizing and placement would ask of a view with one answer for every
        //    proposal, worked out now that its layout is read (ConstantLayouts.swift).
        constantLayoutIndex.append(nodeFlags.contains(.measuredDirectly) ? constantLayoutNumber(of: index, box) : Self.noConstantLayout)
        for message in box.layout.warnings { warn("\(box.layout.name): \(message)", node: index) }
        return index
    }

    /// Appends `box` to `layoutBoxes`, doubling its capacity when full.
    @inline(__always)
    private func appendLayout(_ box: LayoutBox) {
        if storedCount == layoutCapacity {
            let capacity = Swift.max(2 * layoutCapacity, 16)
            let grown = UnsafeMutablePointer<Unmanaged<LayoutBox>>.allocate(capacity: capacity)
            grown.moveInitialize(from: layoutBoxes, count: storedCount)
            layoutBoxes.deallocate()
            layoutBoxes = grown
            layoutCapacity = capacity
        }
        (layoutBoxes + storedCount).initialize(to: Unmanaged.passRetained(box))
        storedCount += 1
    }

    /// The flags `layout` sets by itself for a node with `subviews`, and its priority (NaN read
    /// as 0, §9). Generic, so that the existential is opened once for all the questions.
    private static func traits<L: Layout>(of layout: L, subviews: LayoutSubviews, isLeaf: Bool, onlyChildIsLeaf: Bool) -> (NodeFlags, Double) {
        var result: NodeFlags = []
        if layout.dependsOnProposal(subviews: subviews) {
            result.insert(.dependsOnProposal)
            if isLeaf && layout.answersInConstantTime { result.insert(.answersDirectly) }
        }
        if !isLeaf && layout.forwardsSizing(subviews: subviews) { result.insert(.forwardsSizing) }
        if !result.contains(.dependsOnProposal) && !result.contains(.forwardsSizing) && layout.answersInConstantTime {
            result.insert(.measuredDirectly)
        }
        if result.contains(.forwardsSizing) || layout.hasLengthShortcut(subviews: subviews) { result.insert(.answersLengths) }
        if layout.definesExplicitGuides {
            result.insert(.mayHaveExplicit)
            if !layout.definesOnlyTextBaselines { result.insert(.mayHaveOtherExplicit) }
        }
        if layout.hasGenericSpacing { result.insert(.genericSpacing) }
        if onlyChildIsLeaf && layout.alignedPlacement(in: .zero, proposal: .unspecified) != nil { result.insert(.placesLeafAligned) }
        let priority = layout.layoutPriority(subviews: subviews)
        return (result, priority.isNaN ? 0 : priority)
    }
}

// `LayoutBox` is declared here, where the engine makes its boxes (`resolved(in:)`, `addNode`): a
// release build optimises the whole module but emits one object file per source file, and its
// metadata accessor, inlined within its own file only, was called from this one otherwise
// (callgrind, compiling the list tree twice: 100,000 instructions more).

/// One layout value behind a reference, shared by the tree (`ViewNode`) and every engine
/// that lays it out: calls on `layout` (a `let`) borrow it in place, where an existential
/// read through a pointer is copied out (a retain and release of its box) on every call.
final class LayoutBox: Sendable {
    let layout: any Layout
    init(_ layout: any Layout) { self.layout = layout }

    /// This box when the layout holds the values `environment` gives it already, else a box
    /// of the resolved copy (`Layout.resolved(in:)`).
    @inline(__always)
    func resolved(in environment: LayoutEnvironment) -> LayoutBox {
        layout.resolved(in: environment).map { LayoutBox($0) } ?? self
    }
}
