/// Lays out one view tree: sizing with memoisation, placement, and an optional trace.
///
/// The tree is compiled once into an arena (flat arrays indexed by node number). `Group`,
/// `ForEach` and `EmptyView` are flattened, environment values (`font`, `lineLimit`, the stack
/// orientation) are resolved, and controls are expanded into their bodies.
///
/// Memoisation: every answer is cached per node and proposal. A node whose answer cannot depend
/// on the proposal (a fixed frame, an Image, a stack of such views) is measured once. This keeps
/// the repeated probing of nested stacks (0, ∞ and the real offer at every level) linear. Two
/// kinds of node keep no answers: those that forward their child's (`Layout.forwardsSizing`) and
/// leaves that answer in constant time (`Layout.answersInConstantTime`), except while tracing.
///
/// - Complexity: compiling is O(n); each distinct (node, proposal) question is computed once.
public final class LayoutEngine {
    // MARK: Arena
    // The arena is written while compiling and then only read; caches are written by the engine
    // alone, never while a reference into them is held. `@exclusivity(unchecked)` drops the
    // dynamic exclusivity bookkeeping (a thread-local access set) from every hot access.
    /// Every node's layout, behind a reference so that calls borrow it in place: an array
    /// element, or an existential stored through a pointer, is copied out (a retain and release
    /// of its box) on every protocol call (callgrind, wide tree: 21 % more instructions).
    @exclusivity(unchecked) var layoutBoxes: UnsafeMutablePointer<Unmanaged<LayoutBox>>
    @exclusivity(unchecked) var layoutCapacity = 0
    @exclusivity(unchecked) var storedCount = 0
    /// The children of node `i` are `childIndex[childStart[i]..<childStart[i + 1]]` (one entry
    /// more than there are nodes).
    @exclusivity(unchecked) var childStart: [Int32] = [0]
    @exclusivity(unchecked) var childIndex: [Int32] = []
    /// The few nodes named by `.id` or `.tag`.
    @exclusivity(unchecked) var ids: [Int32: String] = [:]
    @exclusivity(unchecked) var locations: [PackedLocation] = []
    @exclusivity(unchecked) var flags = EngineBuffer<NodeFlags>()
    /// Index into `spacingTable` per node, `Self.spacingUnknown` until asked (spacing
    /// preferences are few and shared; past 255 distinct ones, the others are not kept); 0
    /// from the start for a layout that declares generic preferences (`hasGenericSpacing`).
    @exclusivity(unchecked) var spacingIndex = EngineBuffer<UInt8>()
    /// Distinct spacing preferences, `.generic` first.
    @exclusivity(unchecked) var spacingTable: [ViewSpacing] = [.generic]
    /// The two indices `interned` gave last, the latest first (both generic at the start).
    @exclusivity(unchecked) var recentSpacings: (UInt8, UInt8) = (0, 0)
    /// `spacingTable`'s fingerprints, scanned to find a preference in it: the table is short,
    /// and a scan is cheaper than hashing the preferences' eight optional entries.
    @exclusivity(unchecked) var spacingFingerprints: [UInt64] = [ViewSpacing.generic.fingerprint]
    static let spacingUnknown = UInt8.max
    /// The gap between a child of spacing class `a` and its next sibling of class `b`, for the
    /// first `gapClasses` classes: `gapMemo[(a * gapClasses + b) * 2 + axis]`, NaN until asked
    /// (a NaN distance would be computed again each time). Allocated on the first gap
    /// (`gap(between:and:along:)`); never emptied: preferences do not depend on proposals.
    @exclusivity(unchecked) var gapMemo: [Double] = []
    static let gapClasses = 16
    /// The stacks' spacing preferences by their children's (`stackSpacing(of:along:_:)`): each
    /// key's number in `stackSpacingKeys` indexes its class in `stackSpacingClasses`.
    @exclusivity(unchecked) var stackSpacingKeys = InternTable<StackSpacingKey>()
    @exclusivity(unchecked) var stackSpacingClasses: [UInt8] = []
    /// The priorities other than 0 and −∞ (`NodeFlags.priorityOther`): most views have none.
    @exclusivity(unchecked) var priorities: [Int32: Double] = [:]
    @exclusivity(unchecked) var fixedAnswer = EngineBuffer<Size>()
    /// For a node that forwards its sizing (`NodeFlags.forwardsSizing`), the first node down its
    /// chain of first children that does not: the one whose answers it gives. Other nodes: -1.
    @exclusivity(unchecked) var forwardTarget: [Int32] = []
    /// Parents, built on first use (`parent(of:)`): layout itself never looks upwards.
    private var parentIndex: [Int32]?

    /// The root node's index.
    @exclusivity(unchecked) public private(set) var root: Int32 = 0
    /// Levels of nesting of the tree as written; deep trees run on a large stack (DeepTrees.swift).
    var treeHeight = 0

    // MARK: Memoisation
    /// One cached answer. Each node's answers form a short list (newest first) through `next`:
    /// a node is asked few distinct proposals (0, ∞, its real offer, nil), so a scan of its
    /// list beats hashing. The proposal and the answer are numbers in `proposals` and `answers`,
    /// where each distinct one is stored once (12 bytes an entry instead of 40).
    struct CacheEntry {
        var proposal: Int32
        var answer: Int32
        var next: Int32
    }
    /// The first entry of each node's list, -1 for none.
    @exclusivity(unchecked) var cacheHead = EngineBuffer<Int32>()
    @exclusivity(unchecked) var cacheEntries = ChunkedList<CacheEntry>(expected: 0)
    @exclusivity(unchecked) var proposals = InternTable<ProposalBits>()
    @exclusivity(unchecked) var answers = InternTable<SizeBits>()

    /// Sizing computations performed (cache misses).
    @exclusivity(unchecked) public private(set) var evaluations = 0
    /// Sizing questions answered from the cache.
    @exclusivity(unchecked) public private(set) var cacheHits = 0
    /// Sizing questions answered by leaves that answer in constant time, which are asked again
    /// rather than cached (`Layout.answersInConstantTime`; not counted in `evaluations`).
    @exclusivity(unchecked) public private(set) var directAnswers = 0

    // MARK: Trace and warnings
    /// Record every sizing question in `trace`.
    @exclusivity(unchecked) public var isTracing = false
    @exclusivity(unchecked) public private(set) var trace: [TraceEvent] = []
    @exclusivity(unchecked) var openEvents: [Int] = []
    @exclusivity(unchecked) public private(set) var warnings: [LayoutWarning] = []

    // MARK: Placement
    /// Where a layout's `placeSubviews` put each child (`LayoutSubview.place`), read back by
    /// `placeChildren`.
    struct PlacedChild {
        var child: Int32
        var origin: Point
        var proposal: ProposalBits
    }
    @exclusivity(unchecked) var sink = EngineBuffer<PlacedChild>()
    /// Where each node was placed, and the proposal it was placed with: its size is its cached
    /// answer to that proposal (`placedSize(of:)`), so a frame is stored as an origin alone.
    @exclusivity(unchecked) var origins = EngineBuffer<Point>()
    @exclusivity(unchecked) var placedProposals = EngineBuffer<ProposalBits>()
    /// The nodes placed whose children are not yet, with their sizes.
    struct PlacementStep {
        var node: Int32
        var size: Size
    }
    @exclusivity(unchecked) var placementWork = EngineBuffer<PlacementStep>()
    /// Per node, the number of its kept stack layouts in `keptLayouts`, -1 for none; empty
    /// until the first stack layout and after each placement (KeptStackLayouts.swift).
    @exclusivity(unchecked) var keptLayoutOf = EngineBuffer<Int32>()
    @exclusivity(unchecked) var keptLayouts = EngineBuffer<KeptStackLayout>()
    @exclusivity(unchecked) var stackPlacementArena = StackPlacementArena(expected: 0)
    /// The container proposal of the last placement: `origins` hold its result. The tree is
    /// immutable after compiling and sizing is pure, so the same proposal gives the same frames.
    @exclusivity(unchecked) var lastPlacement: ProposalBits?
    /// Whether a placement has run: `origins` hold frames only then (they are allocated with
    /// the engine).
    @exclusivity(unchecked) var hasBeenPlaced = false

    /// Compiles `root` for layout in `environment` (the root's environment: its text metrics,
    /// font and so on; a default `LayoutEnvironment()` measures text with the system font).
    public init(_ root: some View, environment: LayoutEnvironment = LayoutEnvironment()) {
        // Deep trees are compiled on a large stack and cut at DeepTrees.maximumDepth (DeepTrees.swift).
        let extent = DeepTrees.extent(of: root.node)
        treeHeight = extent.height
        // The source tree's size is close to the engine's (flattening removes nodes, controls
        // add some): reserving it keeps the per-node arrays from doubling past their need.
        layoutBoxes = UnsafeMutablePointer<Unmanaged<LayoutBox>>.allocate(capacity: extent.nodes)
        layoutCapacity = extent.nodes
        reserveNodes(extent.nodes)
        var cutAt: SourceLocation?
        let compiled = DeepTrees.onStack(forHeight: treeHeight) {
            compileList(DeepTrees.cutIfTooDeep(root.node, height: treeHeight, cutAt: &cutAt), environment: environment)
        }
        switch compiled.count {
        case 1:
            self.root = compiled[0]
        case 0:
            self.root = addNode(EmptyViewLayout(), children: [], id: nil, location: nil, synthetic: false)
        default:
            warn("several views at the root are laid out in an implicit VStack", node: compiled[0])
            self.root = addNode(VStackLayout(), children: compiled, id: nil, location: nil, synthetic: true)
        }
        fixedAnswer.reset(count: storedCount, to: Size(width: .nan, height: .nan))
        cacheHead.reset(count: storedCount, to: -1)
        // Where each node goes is stored with the node, as a Taffy node holds its layout: a
        // placement writes the frames, it does not first allocate (and fault in) their memory.
        origins.reset(count: storedCount, to: .zero)
        placedProposals.reset(count: storedCount, to: ProposalBits(.unspecified))
        var dependent = 0
        for i in 0..<storedCount where flags[i].contains(.dependsOnProposal) { dependent += 1 }
        // Every node whose answer depends on the proposal is asked at least once, most a few times.
        cacheEntries = ChunkedList(expected: 4 * dependent)
        if treeHeight > DeepTrees.maximumDepth {
            warnings.append(LayoutWarning(message: DeepTrees.truncationMessage(height: treeHeight), location: cutAt))
        }
    }

    deinit {
        for i in 0..<storedCount { layoutBoxes[i].release() }
        layoutBoxes.deallocate()
    }

    /// Reserves room for `count` nodes in the arrays `addNode` appends to.
    private func reserveNodes(_ count: Int) {
        childStart.reserveCapacity(count + 1)
        childIndex.reserveCapacity(count)
        locations.reserveCapacity(count)
        flags.reserve(count)
        forwardTarget.reserveCapacity(count)
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

    /// The number of nodes after flattening and control expansion.
    public var nodeCount: Int { storedCount }

    // MARK: - Compiling

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
    /// The spines being compiled, innermost last (each `compile` call uses the levels above the
    /// count it found).
    @exclusivity(unchecked) private var spine: [SpineLevel] = []

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
        locations.append(PackedLocation(location))
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
        for message in box.layout.warnings { warn("\(box.layout.name): \(message)", node: index) }
        return index
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

    // MARK: - Sizing

    /// The size of the root view for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        DeepTrees.onStack(forHeight: treeHeight) { size(of: root, proposal: Self.normalised(proposal)) }
    }

    /// Negative proposal components only arise from custom layouts; we treat them as 0 so that
    /// every answer stays ≥ 0 (a documented normalisation).
    @inline(__always)
    static func normalised(_ p: ProposedViewSize) -> ProposedViewSize {
        if (p.width ?? 0) >= 0 && (p.height ?? 0) >= 0 { return p }
        return ProposedViewSize(width: p.width.map { Swift.max($0, 0) }, height: p.height.map { Swift.max($0, 0) })
    }

    /// The size of `node` for a proposal: a kept answer (or a leaf's direct one) here; computing
    /// an answer, and every question while tracing, in `sizeComputed`. Split so that a question
    /// answered from the cache does not pay the entry and exit of the whole computation (saving
    /// and restoring its registers was a sixth of the engine's own instructions placing the
    /// list tree; the split made bushy and binary 8 % cheaper, wide 4 %, list 1 % dearer).
    @inline(never)
    func size(of node: Int32, proposal rawProposal: ProposedViewSize) -> Size {
        let n = Int(node)
        if !isTracing {
            let known = flags[n]
            if known.contains(.answersDirectly) {
                directAnswers += 1
                return answer(of: node, to: Self.normalised(rawProposal))
            }
            if let kept = keptAnswer(of: n, for: ProposalBits(Self.normalised(rawProposal))) {
                cacheHits += 1
                return kept
            }
            // Measured once, as `sizeComputed` would, without its bookkeeping (a long row of
            // fixed frames: issue 18).
            if known.contains(.measuredDirectly) {
                evaluations += 1
                let measured = answer(of: node, to: Self.normalised(rawProposal))
                fixedAnswer[n] = measured
                return measured
            }
        }
        return sizeComputed(of: node, proposal: rawProposal)
    }

    /// A question no kept answer settles, or any while tracing: the answer computed and kept.
    @inline(never)
    func sizeComputed(of node: Int32, proposal rawProposal: ProposedViewSize) -> Size {
        let n = Int(node)
        let proposal = Self.normalised(rawProposal)
        let key = ProposalBits(proposal)
        // Untraced, `size(of:proposal:)` looked for a kept answer already; traced, every
        // answer found is recorded (and a leaf's direct answer is computed and cached).
        if isTracing, let kept = keptAnswer(of: n, for: key) {
            cacheHits += 1
            record(.size, node, proposal, answer: kept, hit: true)
            return kept
        }
        // A forwarding view keeps no answer of its own (unless traced): ask its target. Checked
        // after the lookups, so that the views answered from the cache do not pay for it.
        if let target = forwardedTarget(of: node) { return size(of: target, proposal: proposal) }
        evaluations += 1
        var event = -1
        if isTracing { event = begin(.size, node, proposal) }
        let answer = answer(of: node, to: proposal)
        if event >= 0 { end(event, answer: answer) }
        if flags[n].contains(.dependsOnProposal) {
            let entry = CacheEntry(proposal: proposals.number(of: key), answer: answers.number(of: SizeBits(answer)), next: cacheHead[n])
            cacheHead[n] = cacheEntries.append(entry)
        } else {
            fixedAnswer[n] = answer
        }
        return answer
    }

    /// `node`'s layout's answer to `proposal`, never NaN nor negative.
    @inline(__always)
    private func answer(of node: Int32, to proposal: ProposedViewSize) -> Size {
        let raw = layoutBoxes[Int(node)]._withUnsafeGuaranteedRef {
            $0.layout.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(engine: self, node: node))
        }
        return Size(width: Self.sanitised(raw.width), height: Self.sanitised(raw.height))
    }

    /// The view that answers for `node` when it forwards its sizing (`Layout.forwardsSizing`) and
    /// no trace is recorded; nil when `node` answers for itself (while tracing, every level does,
    /// so that the trace shows it, and its answers are cached).
    @inline(__always)
    private func forwardedTarget(of node: Int32) -> Int32? {
        flags[Int(node)].contains(.forwardsSizing) && !isTracing ? forwardTarget[Int(node)] : nil
    }

    /// The answer node `n` keeps for `key`: its one answer when it cannot depend on the proposal
    /// (`fixedAnswer`), else its cached answer to `key`; nil when it keeps none. `key` is only
    /// made for a node whose answer depends on the proposal.
    @inline(__always)
    private func keptAnswer(of n: Int, for key: @autoclosure () -> ProposalBits) -> Size? {
        if !flags[n].contains(.dependsOnProposal) {
            let fixed = fixedAnswer[n]
            return fixed.width.isNaN ? nil : fixed
        }
        return cachedAnswer(of: n, for: key())
    }

    /// The answer to `key` in node `n`'s list of cached answers (a node whose answer depends
    /// on the proposal; the others keep their one answer in `fixedAnswer`).
    @inline(__always)
    private func cachedAnswer(of n: Int, for key: ProposalBits) -> Size? {
        var entry = cacheHead[n]
        while entry >= 0 {
            let e = cacheEntries[entry]
            if proposals[e.proposal] == key { return answers[e.answer].size }
            entry = e.next
        }
        return nil
    }

    /// Answers are never NaN and never negative (layout law).
    @inline(__always)
    static func sanitised(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.max(value, 0)
    }

    @inline(__always)
    func length(of node: Int32, axis: Axis, proposal rawProposal: ProposedViewSize) -> Double {
        // A view whose answer never depends on the proposal has one length on each axis: every
        // shortcut (`lengthThatFits`) of such a view leads to a view like it, and so to that length.
        // A view without a shortcut answers with its size, traced or not.
        let known = flags[Int(node)]
        if (!known.contains(.dependsOnProposal) && !isTracing) || !known.contains(.answersLengths) {
            return size(of: node, proposal: rawProposal)[axis]
        }
        return lengthAsked(of: node, axis: axis, proposal: rawProposal)
    }

    /// `length(of:axis:proposal:)` for a view that may answer a one-axis question its own way.
    @inline(never)
    private func lengthAsked(of node: Int32, axis: Axis, proposal rawProposal: ProposedViewSize) -> Double {
        if let target = forwardedTarget(of: node) { return length(of: target, axis: axis, proposal: rawProposal) }
        let proposal = Self.normalised(rawProposal)
        let subviews = LayoutSubviews(engine: self, node: node)
        let shortcut = layoutBoxes[Int(node)]._withUnsafeGuaranteedRef { $0.layout.lengthThatFits(axis, proposal: proposal, subviews: subviews) }
        if let special = shortcut {
            if isTracing {
                record(.length(axis), node, proposal, answer: Size(axis, major: special, minor: .nan), hit: false)
            }
            return Self.sanitised(special)
        }
        return size(of: node, proposal: proposal)[axis]
    }

    /// The priority `node` reports (§9), read when it was added (`addNode`).
    func priority(of node: Int32) -> Double {
        let known = flags[Int(node)]
        if known.contains(.priorityLowest) { return -.infinity }
        return known.contains(.priorityOther) ? priorities[node] ?? 0 : 0
    }

    func spacing(of node: Int32) -> ViewSpacing {
        let n = Int(node)
        let cached = spacingIndex[n]
        if cached != Self.spacingUnknown { return spacingTable[Int(cached)] }
        let value = layoutBoxes[n]._withUnsafeGuaranteedRef { $0.layout.spacing(subviews: LayoutSubviews(engine: self, node: node)) }
        // A stack may have numbered its preferences already (`stackSpacing`).
        if spacingIndex[n] == Self.spacingUnknown, let index = interned(value) { spacingIndex[n] = index }
        return value
    }

    /// The spacing preferences of the stack `node` along `axis`, which depend only on its
    /// children's (§10.2): stacks whose children have the same preferences in the same order
    /// (the rows of a list) share one answer, computed once by `compute` and numbered then.
    /// Numbers the stack's preferences (`spacingIndex`) on the way. Stacks of more than 14
    /// children, or with a child whose preferences have no number, compute theirs each time.
    func stackSpacing(of node: Int32, along axis: Axis, _ compute: () -> ViewSpacing) -> ViewSpacing {
        let first = Int(childStart[Int(node)]), count = Int(childStart[Int(node) + 1]) - first
        guard count >= 2, count <= 14 else { return compute() }
        // 1. The key: the count and the axis in the second word's low 16 bits, then the
        //    children's classes, a byte each: eight in the first word, six more in the second.
        var key = StackSpacingKey(first: 0, second: UInt64(count) | (axis == .horizontal ? 0 : 1 << 8))
        for i in 0..<count {
            let c = spacingClass(of: childIndex[first + i])
            if c == Self.spacingUnknown { return compute() }
            if i < 8 {
                key.first |= UInt64(c) << (8 * UInt64(i))
            } else {
                key.second |= UInt64(c) << (16 + 8 * UInt64(i - 8))
            }
        }
        // 2. A key seen before: its class.
        let number = Int(stackSpacingKeys.number(of: key))
        if number < stackSpacingClasses.count {
            let known = stackSpacingClasses[number]
            if known != Self.spacingUnknown {
                spacingIndex[Int(node)] = known
                return spacingTable[Int(known)]
            }
            return compute()
        }
        // 3. A new key: computed and numbered (no number when the table is full).
        let value = compute()
        let index = interned(value) ?? Self.spacingUnknown
        stackSpacingClasses.append(index)
        if index != Self.spacingUnknown { spacingIndex[Int(node)] = index }
        return value
    }

    /// The index of `spacing` in `spacingTable`, added when it is new; nil when the table is full.
    func interned(_ spacing: ViewSpacing) -> UInt8? {
        if spacing.isGeneric { return 0 }
        // 1. One of the two numbered last, bit for bit: the children of a list's rows alternate
        //    between the same few preferences, and this needs no fingerprint.
        let (last, before) = recentSpacings
        if spacingTable[Int(last)].isIdentical(to: spacing) { return last }
        if spacingTable[Int(before)].isIdentical(to: spacing) {
            recentSpacings = (before, last)
            return before
        }
        // 2. Any other, by value; 3. else a new number (none when the table is full).
        let index = numbered(spacing)
        if let index { recentSpacings = (index, last) }
        return index
    }

    private func numbered(_ spacing: ViewSpacing) -> UInt8? {
        let fingerprint = spacing.fingerprint
        for i in spacingFingerprints.indices where spacingFingerprints[i] == fingerprint && spacingTable[i] == spacing {
            return UInt8(i)
        }
        guard spacingTable.count < Int(Self.spacingUnknown) else { return nil }
        spacingTable.append(spacing)
        spacingFingerprints.append(fingerprint)
        return UInt8(spacingTable.count - 1)
    }

    /// The index of `node`'s preferences in `spacingTable`, or `spacingUnknown` when the table
    /// is full.
    func spacingClass(of node: Int32) -> UInt8 {
        let cached = spacingIndex[Int(node)]
        if cached != Self.spacingUnknown { return cached }
        _ = spacing(of: node)
        return spacingIndex[Int(node)]
    }

    /// The distance between neighbours `before` and `after` along `axis` (§10.2). It depends
    /// only on their two spacing preferences, so it is computed once per pair of classes.
    func gap(between before: Int32, and after: Int32, along axis: Axis) -> Double {
        let a = Int(spacingClass(of: before)), b = Int(spacingClass(of: after))
        guard a < Self.gapClasses, b < Self.gapClasses else {
            return spacing(of: before).distance(to: spacing(of: after), along: axis)
        }
        if gapMemo.isEmpty { gapMemo = Array(repeating: .nan, count: Self.gapClasses * Self.gapClasses * 2) }
        let slot = (a &* Self.gapClasses &+ b) &* 2 &+ (axis == .horizontal ? 0 : 1)
        let known = gapMemo[slot]
        if !known.isNaN { return known }
        let value = spacingTable[a].distance(to: spacingTable[b], along: axis)
        gapMemo[slot] = value
        return value
    }

    /// The value of guide `key` for `node` at `size`: explicit if set, else the default. The
    /// proposal is only made for a node that may define explicit guides.
    @inline(__always)
    func alignmentValue(of node: Int32, key: AlignmentKey, size: Size, proposal: @autoclosure () -> ProposedViewSize) -> Double {
        guard mayHaveExplicit(node) else { return key.defaultValue(in: size) }
        return explicitAlignment(of: node, key: key, size: size, proposal: proposal()) ?? key.defaultValue(in: size)
    }

    func explicitAlignment(of node: Int32, key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        guard mayHaveExplicit(node) else { return nil }
        // Every layout but `alignmentGuide` defines the text baselines only, or takes a guide
        // from its children's values for the same key (LayoutSubviews.swift): any other guide
        // is nil here. Traced, it is asked all the same, so that the trace shows each question.
        if !isTracing && !key.isTextBaseline && !flags[Int(node)].contains(.mayHaveOtherExplicit) { return nil }
        let value = layoutBoxes[Int(node)]._withUnsafeGuaranteedRef {
            $0.layout.explicitAlignment(
                of: key, in: Rect(origin: .zero, size: size), proposal: proposal,
                subviews: LayoutSubviews(engine: self, node: node))
        }
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// Runs `node`'s placement inside `bounds` without recording it, and returns where each
    /// child would go. Used for explicit alignment values, which depend on child positions.
    func trialPlacement(of node: Int32, in bounds: Rect, proposal: ProposedViewSize)
        -> [(child: Int32, origin: Point, proposal: ProposedViewSize)]
    {
        let mark = sink.count
        let wasTracing = isTracing
        isTracing = false
        layoutBoxes[Int(node)]._withUnsafeGuaranteedRef { $0.layout.placeSubviews(in: bounds, proposal: proposal, subviews: LayoutSubviews(engine: self, node: node)) }
        isTracing = wasTracing
        var placed: [(child: Int32, origin: Point, proposal: ProposedViewSize)] = []
        for i in mark..<sink.count { placed.append((child: sink[i].child, origin: sink[i].origin, proposal: sink[i].proposal.proposal)) }
        sink.removeLast(to: mark)
        return placed
    }

    // MARK: - Placement

    /// Lays the tree out in a container: the root is proposed `container` and centred in it,
    /// as SwiftUI's hosting view does (§1.9). Nil or infinite container components put the
    /// root at 0 on that axis.
    /// - Complexity: O(n) placements, each answered from the sizing cache where possible.
    public func place(in container: ProposedViewSize) -> LayoutResult {
        let proposal = Self.normalised(container)
        // Warm path: the same container proposal as the last placement (and no trace to record):
        // the frames are already those of this proposal.
        if !isTracing, lastPlacement == ProposalBits(proposal) {
            return LayoutResult(engine: self)
        }
        return DeepTrees.onStack(forHeight: treeHeight) { placeOnThisStack(in: proposal) }
    }

    func placeOnThisStack(in proposal: ProposedViewSize) -> LayoutResult {
        lastPlacement = nil
        // Every node is reached from the root and overwritten below: the buffers allocated with
        // the engine are reused by every placement.
        let rootSize = size(of: root, proposal: proposal)
        func centred(_ available: Double?, _ length: Double) -> Double {
            guard let available, available.isFinite else { return 0 }
            return (available - length) / 2
        }
        origins[Int(root)] = Point(x: centred(proposal.width, rootSize.width), y: centred(proposal.height, rootSize.height))
        placedProposals[Int(root)] = ProposalBits(proposal)
        placementWork.append(PlacementStep(node: root, size: rootSize))
        while let step = placementWork.popLast() {
            placeChildren(of: step.node, size: step.size)
        }
        // The work lists are empty again: give their memory back rather than keep a widest
        // row's worth of entries (40 bytes a child) with the engine.
        sink.release()
        placementWork.release()
        forgetStackLayouts()
        lastPlacement = ProposalBits(proposal)
        hasBeenPlaced = true
        return LayoutResult(engine: self)
    }

    /// Places the children of `node` (placed already, with `size`) and queues those that have
    /// children of their own.
    ///
    /// 1. Mark every child unplaced (`ProposalBits.unplaced` as its placed proposal).
    /// 2. Run the layout's `placeSubviews`, which fills `sink`.
    /// 3. Give each placed child its origin and proposal, sizing it for that proposal.
    /// 4. Centre the children the layout forgot, proposing them the node's own proposal.
    /// 5. Queue the children with children, in order; a child that places its one child, a
    ///    leaf, aligned places it now instead (`placeOnlyLeaf`, untraced).
    private func placeChildren(of node: Int32, size nodeSize: Size) {
        let n = Int(node)
        let first = Int(childStart[n]), end = Int(childStart[n + 1])
        guard end > first else { return }
        for i in first..<end { placedProposals[Int(childIndex[i])] = .unplaced }

        let mark = sink.count
        // Room for every child at once: a long row grew the list by doubling, copying it each time.
        sink.reserve(mark + end - first)
        let bounds = Rect(origin: origins[n], size: nodeSize), nodeProposal = placedProposals[n].proposal
        if isTracing { record(.placement, node, nodeProposal, answer: bounds.size, hit: false) }
        layoutBoxes[n]._withUnsafeGuaranteedRef { $0.layout.placeSubviews(in: bounds, proposal: nodeProposal, subviews: LayoutSubviews(engine: self, node: node)) }

        var placedCount = 0
        var i = mark
        while i < sink.count {
            let entry = sink[i]
            let c = Int(entry.child)
            let childProposal = Self.normalised(entry.proposal.proposal)
            // Sized for the proposal it is placed with, so that its frame is a cached answer
            // (`placedSize(of:)`); a leaf that answers directly keeps none, and a view with one
            // answer for every proposal that has it already would only read it: neither is asked.
            let known = flags[c]
            if isTracing
                || !(known.contains(.answersDirectly) || (!known.contains(.dependsOnProposal) && !fixedAnswer[c].width.isNaN))
            {
                _ = size(of: entry.child, proposal: childProposal)
            }
            origins[c] = Self.lawfulOrigin(entry.origin, in: bounds)  // FrameLaws.swift
            if placedProposals[c] == .unplaced { placedCount += 1 }
            placedProposals[c] = ProposalBits(childProposal)
            i += 1
        }
        sink.removeLast(to: mark)

        // A child the layout forgot to place is centred in the parent and proposed its
        // proposal, as SwiftUI does for custom layouts (§12.9).
        if placedCount < end - first {
            for i in first..<end where placedProposals[Int(childIndex[i])] == .unplaced {
                let child = childIndex[i]
                let childSize = size(of: child, proposal: nodeProposal)
                origins[Int(child)] = Self.lawfulOrigin(
                    Point(x: bounds.minX + (bounds.width - childSize.width) / 2, y: bounds.minY + (bounds.height - childSize.height) / 2),
                    in: bounds)
                placedProposals[Int(child)] = placedProposals[n]
            }
        }

        // Room for every child at once, as for `sink`. A child that places its only child, a
        // leaf, aligned is done here: nothing is queued for it.
        placementWork.reserve(placementWork.count + end - first)
        var k = end - 1
        while k >= first {
            let child = childIndex[k]
            if childStart[Int(child) + 1] > childStart[Int(child)] {
                let size = placedSize(of: child)
                if flags[Int(child)].contains(.placesLeafAligned) && !isTracing {
                    placeOnlyLeaf(of: child, size: size)
                } else {
                    placementWork.append(PlacementStep(node: child, size: size))
                }
            }
            k -= 1
        }
    }

    /// Places the only child of `node` (placed already, with `size`), a leaf its layout places
    /// aligned (`NodeFlags.placesLeafAligned`), as `placeChildren` would with the layout's
    /// `placeSubviews` (`LayoutSubview.placeAligned`): the same proposal, size and origin,
    /// without the sink and the work list. Untraced only: traced, the placement is recorded.
    @inline(never)
    private func placeOnlyLeaf(of node: Int32, size nodeSize: Size) {
        let n = Int(node)
        let leaf = childIndex[Int(childStart[n])]
        let placement = layoutBoxes[n]._withUnsafeGuaranteedRef {
            $0.layout.alignedPlacement(in: nodeSize, proposal: placedProposals[n].proposal)
        }
        guard let placement else {
            return placementWork.append(PlacementStep(node: node, size: nodeSize))
        }
        let proposal = placement.proposal
        // A leaf that answers directly is asked here, as `size(of:proposal:)` would.
        let leafSize: Size
        if flags[Int(leaf)].contains(.answersDirectly) {
            directAnswers += 1
            leafSize = answer(of: leaf, to: Self.normalised(proposal))
        } else {
            leafSize = size(of: leaf, proposal: proposal)
        }
        let x = alignmentValue(of: leaf, key: placement.alignment.horizontal.key, size: leafSize, proposal: proposal)
        let y = alignmentValue(of: leaf, key: placement.alignment.vertical.key, size: leafSize, proposal: proposal)
        let bounds = Rect(origin: origins[n], size: nodeSize)
        origins[Int(leaf)] = Self.lawfulOrigin(placement.origin(in: bounds, childGuides: x, y), in: bounds)  // FrameLaws.swift
        placedProposals[Int(leaf)] = ProposalBits(Self.normalised(proposal))
    }

    /// The size `node` was placed with: its cached answer to its placed proposal (computed
    /// again, quietly, if the caches were reset since, or if it answers without a cache).
    @inline(__always)
    func placedSize(of node: Int32) -> Size {
        // A view with one answer for every proposal that has it: that answer.
        let known = flags[Int(node)]
        if !known.contains(.dependsOnProposal) && !known.contains(.forwardsSizing) {
            let fixed = fixedAnswer[Int(node)]
            if !fixed.width.isNaN { return fixed }
        }
        return placedSizeLookedUp(of: node)
    }

    @inline(never)
    private func placedSizeLookedUp(of node: Int32) -> Size {
        let key = placedProposals[Int(node)]
        // A forwarding node's size is its target's answer to the same proposal.
        let n = Int(forwardedTarget(of: node) ?? node)
        if flags[n].contains(.answersDirectly) { return answer(of: Int32(n), to: key.proposal) }
        if let kept = keptAnswer(of: n, for: key) { return kept }
        let wasTracing = isTracing
        isTracing = false
        defer { isTracing = wasTracing }
        return DeepTrees.onStack(forHeight: treeHeight) { size(of: node, proposal: key.proposal) }
    }

    // MARK: - Trace and warnings

    func warn(_ message: String, node: Int32) {
        warnings.append(LayoutWarning(message: message, location: locations[Int(node)].location))
    }

    // Recording is the cold path, kept out of line: `size(of:)` calls it, and its frame is on the
    // stack once per level of nesting while sizing (88 bytes of locals inlined, 72 without).
    @inline(never)
    private func record(_ kind: TraceEvent.Kind, _ node: Int32, _ proposal: ProposedViewSize, answer: Size, hit: Bool) {
        trace.append(TraceEvent(
            depth: openEvents.count, node: Int(node), asker: openEvents.last.map { trace[$0].node },
            kind: kind, proposal: proposal, answer: answer, isCacheHit: hit, rules: []))
    }

    @inline(never)
    private func begin(_ kind: TraceEvent.Kind, _ node: Int32, _ proposal: ProposedViewSize) -> Int {
        record(kind, node, proposal, answer: Size(width: .nan, height: .nan), hit: false)
        openEvents.append(trace.count - 1)
        return trace.count - 1
    }

    @inline(never)
    private func end(_ event: Int, answer: Size) {
        trace[event].answer = answer
        openEvents.removeLast()
    }

    func note(_ text: String) {
        guard let open = openEvents.last else { return }
        trace[open].rules.append(text)
        trace[open].ruleSteps.append(trace.count)
    }

    /// Forgets every cached answer and the trace (the next layout is cold again).
    public func resetCaches() {
        cacheEntries.removeAll()
        proposals.removeAll()
        answers.removeAll()
        cacheHead.reset(count: storedCount, to: -1)
        lastPlacement = nil
        forgetStackLayouts()
        fixedAnswer.reset(count: storedCount, to: Size(width: .nan, height: .nan))
        trace.removeAll()
        evaluations = 0
        cacheHits = 0
        directAnswers = 0
    }

    // MARK: - Introspection

    public func layout(of node: Int) -> any Layout {
        checkNode(node)
        return layoutBoxes[node].takeUnretainedValue().layout
    }

    /// Traps on a node number this engine does not have, as an array would: the engine's own
    /// buffers are read without bounds checks (`EngineBuffer`), so the public entry points check.
    @inline(__always)
    func checkNode(_ node: Int) {
        precondition(node >= 0 && node < storedCount, "node \(node) is not in this engine (\(storedCount) nodes)")
    }

    /// Whether the node or a descendant defines explicit alignment guides.
    @inline(__always)
    func mayHaveExplicit(_ node: Int32) -> Bool { flags[Int(node)].contains(.mayHaveExplicit) }

    /// The name of a node's layout, read in place (trace notes).
    func name(of node: Int32) -> String { layoutBoxes[Int(node)]._withUnsafeGuaranteedRef { $0.layout.name } }
    public func children(of node: Int) -> [Int] {
        (Int(childStart[node])..<Int(childStart[node + 1])).map { Int(childIndex[$0]) }
    }
    public func parent(of node: Int) -> Int? {
        if parentIndex == nil {
            var table = [Int32](repeating: -1, count: storedCount)
            for parent in 0..<storedCount {
                for i in Int(childStart[parent])..<Int(childStart[parent + 1]) { table[Int(childIndex[i])] = Int32(parent) }
            }
            parentIndex = table
        }
        let parent = parentIndex![node]
        return parent >= 0 ? Int(parent) : nil
    }
    public func id(of node: Int) -> String? { ids[Int32(node)] }
    public func location(of node: Int) -> SourceLocation? { locations[node].location }
    public func isSynthetic(_ node: Int) -> Bool {
        checkNode(node)
        return flags[node].contains(.synthetic)
    }
    /// Where `node` was placed by the last placement (a zero rectangle before any).
    public func frame(of node: Int) -> Rect {
        guard hasBeenPlaced, node >= 0, node < origins.count else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(origin: origins[node], size: placedSize(of: Int32(node)))
    }
    /// The proposal `node` was placed with by the last placement (`.unspecified` before any).
    public func placedProposal(of node: Int) -> ProposedViewSize {
        guard hasBeenPlaced, node >= 0, node < placedProposals.count else { return .unspecified }
        return placedProposals[node].proposal
    }

    /// The size a node answers for a proposal (memoised; recorded in the trace when tracing).
    public func sizeThatFits(node: Int, _ proposal: ProposedViewSize) -> Size {
        checkNode(node)
        return DeepTrees.onStack(forHeight: treeHeight) { size(of: Int32(node), proposal: proposal) }
    }
    /// The layout priority a node reports to its parent.
    public func layoutPriority(of node: Int) -> Double {
        checkNode(node)
        return priority(of: Int32(node))
    }
}

/// A problem the layout normalised rather than failing on (a negative frame, a NaN ratio…).
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?
    public var description: String { location.map { "\($0): warning: \(message)" } ?? "warning: \(message)" }
}

/// One sizing question, in the order it was asked.
public struct TraceEvent: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A full size question.
        case size
        /// A one-axis length question answered by a shortcut (Text's zero-width probe).
        case length(Axis)
        /// The parent placing the children of this node.
        case placement
    }
    /// Nesting depth: 0 for questions asked by the host, n + 1 for questions asked while
    /// answering a question at depth n.
    public var depth: Int
    /// The node asked.
    public var node: Int
    /// The node whose computation asked the question, nil for the host.
    public var asker: Int?
    public var kind: Kind
    public var proposal: ProposedViewSize
    public var answer: Size
    public var isCacheHit: Bool
    /// The rules that fired while computing the answer ("priority group 1 of 2, …").
    public var rules: [String]
    /// For each rule, the index in `trace` of the first event recorded after it fired: lets a
    /// reader interleave the rules with the child questions they lead to.
    public var ruleSteps: [Int] = []
}

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
