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
/// This file holds the type, its storage, the initializer and the host's questions about nodes
/// (introspection: layouts, children, frames, one node's size); each phase is an extension in a
/// file of its own, with its entry points: compiling (`LayoutEngine+Compile.swift`),
/// sizing (`LayoutEngine+Sizing.swift`), the spacing preferences and the alignment guides the
/// layouts ask of their subviews (`LayoutEngine+Spacing.swift`, `LayoutEngine+Guides.swift`),
/// placement (`LayoutEngine+Placement.swift`), and the trace and warnings (`LayoutEngine+Trace.swift`).
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
    /// The files of `locations`.
    var locationFiles = FileNames()
    /// The nodes that keep the screen's safe area (`replaceScreen(with:)`), found on its first call.
    var safeAreaNodes: [Int]?
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
    /// Per node, the number of its record in `constantLayouts`, `Self.noConstantLayout` for
    /// none: what compiling worked out of a view with one answer for every proposal, computed in
    /// constant time (ConstantLayouts.swift). Distinct records are few; past 255, none is kept.
    @exclusivity(unchecked) var constantLayoutIndex = EngineBuffer<UInt8>()
    @exclusivity(unchecked) var constantLayouts: [ConstantLayout] = []
    /// `constantLayouts`' numbers, while compiling (emptied when the engine is compiled), and
    /// the last one given.
    var constantLayoutNumbers: [ConstantLayout: UInt8] = [:]
    var recentConstantLayout: UInt8 = 0
    /// For a node that forwards its sizing (`NodeFlags.forwardsSizing`), the first node down its
    /// chain of first children that does not: the one whose answers it gives. Other nodes: -1.
    @exclusivity(unchecked) var forwardTarget: [Int32] = []
    /// Parents, built on first use (`parent(of:)`): layout itself never looks upwards.
    private var parentIndex: [Int32]?

    /// The root node's index.
    @exclusivity(unchecked) public private(set) var root: Int32 = 0
    /// Levels of nesting of the tree as written; deep trees run on a large stack (DeepTrees.swift).
    var treeHeight = 0
    /// The spines being compiled, innermost last (each `compile` call uses the levels above the
    /// count it found). Internal only because compiling is in another file
    /// (LayoutEngine+Compile.swift), and a stored property cannot be declared in an extension.
    @exclusivity(unchecked) var spine: [SpineLevel] = []

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

    // The counters and the trace are set by the phases' extensions in their own files, so their
    // setters are internal rather than private.
    /// Sizing computations performed (cache misses).
    @exclusivity(unchecked) public internal(set) var evaluations = 0
    /// Sizing questions answered from the cache.
    @exclusivity(unchecked) public internal(set) var cacheHits = 0
    /// Sizing questions answered by leaves that answer in constant time, which are asked again
    /// rather than cached (`Layout.answersInConstantTime`; not counted in `evaluations`).
    @exclusivity(unchecked) public internal(set) var directAnswers = 0

    // MARK: Trace and warnings
    /// Record every sizing question in `trace`.
    @exclusivity(unchecked) public var isTracing = false
    @exclusivity(unchecked) public internal(set) var trace: [TraceEvent] = []
    @exclusivity(unchecked) var openEvents: [Int] = []
    @exclusivity(unchecked) public internal(set) var warnings: [LayoutWarning] = []

    // MARK: Placement
    /// Where a layout's `placeSubviews` put each child (`LayoutSubview.place`), read back by
    /// `placeChildren`.
    struct PlacedChild {
        var child: Int32
        var origin: Point
        var proposal: ProposalBits
    }
    @exclusivity(unchecked) var sink = EngineBuffer<PlacedChild>()
    /// Each ScrollView's visible size as its layout last set it (NaN on an axis it does not
    /// know), the container of the `containerRelativeFrame`s inside it
    /// (`LayoutEngine+ScrollContainers.swift`).
    var scrollContainers: [Int32: Size] = [:]
    /// Each `containerRelativeFrame` node's nearest ScrollView ancestor (-1: none), found once.
    var nearestScrollView: [Int32: Int32] = [:]
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
        self.root = compileRoot(root.node, environment: environment, cutAt: &cutAt)  // LayoutEngine+Compile.swift
        fixedAnswer.reset(count: storedCount, to: Size(width: .nan, height: .nan))
        cacheHead.reset(count: storedCount, to: -1)
        // Where each node goes is stored with the node, as a Taffy node holds its layout: a
        // placement writes the frames, it does not first allocate (and fault in) their memory.
        origins.reset(count: storedCount, to: .zero)
        placedProposals.reset(count: storedCount, to: ProposalBits(.unspecified))
        constantLayoutNumbers = [:]
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
        constantLayoutIndex.reserve(count)
        forwardTarget.reserveCapacity(count)
    }

    /// The number of nodes after flattening and control expansion.
    public var nodeCount: Int { storedCount }

    /// The bytes of large scratch blocks (long stacks' records, placement's work lists, a freed
    /// engine's per-node arrays) that the current thread keeps for its next layout, so that it
    /// does not fault in fresh pages: at most 16 MB a thread, freed with the thread.
    public static var scratchBytesKeptByThisThread: Int { ScratchMemory.keptBytesOfThisThread }

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
    public func location(of node: Int) -> SourceLocation? { locations[node].location(in: locationFiles) }
    public func isSynthetic(_ node: Int) -> Bool {
        checkNode(node)
        return flags[node].contains(.synthetic)
    }
    /// Whether the last placement shows `node`: false for a view its container hid
    /// (`LayoutSubview.hide()`, a `ViewThatFits` child it did not choose) and every view below it.
    public func isShown(_ node: Int) -> Bool {
        guard hasBeenPlaced, node >= 0, node < placedProposals.count else { return true }
        return placedProposals[node] != .hidden
    }
    /// Where `node` was placed by the last placement (a zero rectangle before any, and for a
    /// view not shown).
    public func frame(of node: Int) -> Rect {
        guard hasBeenPlaced, node >= 0, node < origins.count, isShown(node) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(origin: origins[node], size: placedSize(of: Int32(node)))
    }
    /// The proposal `node` was placed with by the last placement (`.unspecified` before any).
    public func placedProposal(of node: Int) -> ProposedViewSize {
        guard hasBeenPlaced, node >= 0, node < placedProposals.count, isShown(node) else { return .unspecified }
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
