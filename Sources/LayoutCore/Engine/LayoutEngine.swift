/// Lays out one view tree: sizing with memoisation, placement, and an optional trace.
///
/// The tree is compiled once into an arena (flat arrays indexed by node number). `Group`,
/// `ForEach` and `EmptyView` are flattened, environment values (`font`, `lineLimit`, the stack
/// orientation) are resolved, and controls are expanded into their bodies.
///
/// Memoisation: every answer is cached per node and proposal. A node whose answer cannot depend
/// on the proposal (a fixed frame, an Image, a stack of such views) is measured once. This keeps
/// the repeated probing of nested stacks (0, ∞ and the real offer at every level) linear.
///
/// - Complexity: compiling is O(n); each distinct (node, proposal) question is computed once.
public final class LayoutEngine {
    // MARK: Arena
    var layouts: [any Layout] = []
    var childStart: [Int32] = []
    var childCount: [Int32] = []
    var childIndex: [Int32] = []
    var parents: [Int32] = []
    var ids: [String?] = []
    var locations: [SourceLocation?] = []
    var synthetic: [Bool] = []
    var depends: [Bool] = []
    var mayHaveExplicit: [Bool] = []
    var spacingCache: [ViewSpacing?] = []
    var priorityCache: [Double] = []
    var fixedAnswer: [Size] = []

    /// The root node's index.
    public private(set) var root: Int32 = 0
    /// Levels of nesting of the tree as written; deep trees run on a large stack (DeepTrees.swift).
    var treeHeight = 0

    // MARK: Memoisation
    struct CacheKey: Hashable {
        var node: Int32
        var width: UInt64
        var height: UInt64
        init(_ node: Int32, _ p: ProposedViewSize) {
            self.node = node
            // nil is stored as a NaN bit pattern no real proposal can have (NaN is normalised away).
            self.width = p.width?.bitPattern ?? 0x7FF8_DEAD_0000_0001
            self.height = p.height?.bitPattern ?? 0x7FF8_DEAD_0000_0001
        }
    }
    var cache: [CacheKey: Size] = [:]

    /// Sizing computations performed (cache misses).
    public private(set) var evaluations = 0
    /// Sizing questions answered from the cache.
    public private(set) var cacheHits = 0

    // MARK: Trace and warnings
    /// Record every sizing question in `trace`.
    public var isTracing = false
    public private(set) var trace: [TraceEvent] = []
    var openEvents: [Int] = []
    public private(set) var warnings: [LayoutWarning] = []

    // MARK: Placement
    var sink: [(child: Int32, origin: Point, proposal: ProposedViewSize)] = []
    var frames: [Rect] = []
    var placedProposals: [ProposedViewSize] = []

    /// Compiles `root` for layout.
    public init(_ root: some View) {
        // Deep trees are compiled on a large stack and cut at DeepTrees.maximumDepth (DeepTrees.swift).
        treeHeight = DeepTrees.height(of: root.node)
        var cutAt: SourceLocation?
        let compiled = DeepTrees.onStack(forHeight: treeHeight) {
            compileList(DeepTrees.cutIfTooDeep(root.node, height: treeHeight, cutAt: &cutAt), environment: LayoutEnvironment())
        }
        switch compiled.count {
        case 1:
            self.root = compiled[0]
        case 0:
            self.root = addNode(EmptyViewLayout(), children: [], from: nil)
        default:
            warn("several views at the root are laid out in an implicit VStack", node: compiled[0])
            self.root = addNode(VStackLayout(), children: compiled, from: nil, synthetic: true)
        }
        fixedAnswer = Array(repeating: Size(width: .nan, height: .nan), count: layouts.count)
        priorityCache = Array(repeating: .nan, count: layouts.count)
        spacingCache = Array(repeating: nil, count: layouts.count)
        parents[Int(self.root)] = -1
        if treeHeight > DeepTrees.maximumDepth {
            warnings.append(LayoutWarning(message: DeepTrees.truncationMessage(height: treeHeight), location: cutAt))
        }
    }

    /// The number of nodes after flattening and control expansion.
    public var nodeCount: Int { layouts.count }

    // MARK: - Compiling

    private func compileList(_ node: ViewNode, environment: LayoutEnvironment) -> [Int32] {
        var environment = environment
        let layout = node.layout
        switch layout.role {
        case .list:
            layout.updateEnvironment(&environment)
            return node.children.flatMap { compileList($0, environment: environment) }
        case .leaf:
            let resolved = layout.resolved(in: environment)
            if let body = resolved.body(content: [], environment: environment) {
                let kids = body.flatMap { compileList($0, environment: environment) }
                return [addNode(resolved, children: kids, from: node)]
            }
            return [addNode(resolved, children: [], from: node)]
        case .container:
            let resolved = layout.resolved(in: environment)
            resolved.updateEnvironment(&environment)
            if let body = resolved.body(content: node.children, environment: environment) {
                let kids = body.flatMap { compileList($0, environment: environment) }
                return [addNode(resolved, children: kids, from: node)]
            }
            let kids = node.children.flatMap { compileList($0, environment: environment) }
            return [addNode(resolved, children: kids, from: node)]
        case .modifier:
            let resolved = layout.resolved(in: environment)
            var inner = environment
            resolved.updateEnvironment(&inner)
            guard let contentNode = node.children.first else {
                return [addNode(resolved, children: [], from: node)]
            }
            let content = compileList(contentNode, environment: inner)
            // A modifier on several views applies to each of them, as in SwiftUI (`Group { … }.padding()`).
            return content.map { child in
                var kids = [child]
                for secondary in node.children.dropFirst() {
                    kids.append(compileSingle(secondary, environment: environment))
                }
                return addNode(resolved, children: kids, from: node)
            }
        }
    }

    /// Compiles a secondary view (overlay content): several views form an implicit ZStack (§8.3).
    private func compileSingle(_ node: ViewNode, environment: LayoutEnvironment) -> Int32 {
        var inner = environment
        inner.stackAxis = nil
        let list = compileList(node, environment: inner)
        if list.count == 1 { return list[0] }
        return addNode(ZStackLayout(), children: list, from: nil, synthetic: true)
    }

    private func addNode(_ layout: any Layout, children: [Int32], from node: ViewNode?, synthetic isSynthetic: Bool = false) -> Int32 {
        let index = Int32(layouts.count)
        layouts.append(layout)
        childStart.append(Int32(childIndex.count))
        childCount.append(Int32(children.count))
        childIndex.append(contentsOf: children)
        parents.append(-1)
        for child in children { parents[Int(child)] = index }
        ids.append(node?.id)
        locations.append(node?.location)
        synthetic.append(isSynthetic || (node?.isSynthetic ?? false))
        let subviews = LayoutSubviews(engine: self, node: index)
        depends.append(layout.dependsOnProposal(subviews: subviews))
        mayHaveExplicit.append(layout.definesExplicitGuides || children.contains { mayHaveExplicit[Int($0)] })
        for message in layout.warnings { warn("\(layout.name): \(message)", node: index) }
        return index
    }

    // MARK: - Sizing

    /// The size of the root view for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        DeepTrees.onStack(forHeight: treeHeight) { size(of: root, proposal: Self.normalised(proposal)) }
    }

    /// Negative proposal components only arise from custom layouts; we treat them as 0 so that
    /// every answer stays ≥ 0 (a documented normalisation).
    static func normalised(_ p: ProposedViewSize) -> ProposedViewSize {
        if (p.width ?? 0) >= 0 && (p.height ?? 0) >= 0 { return p }
        return ProposedViewSize(width: p.width.map { Swift.max($0, 0) }, height: p.height.map { Swift.max($0, 0) })
    }

    func size(of node: Int32, proposal rawProposal: ProposedViewSize) -> Size {
        let n = Int(node)
        let proposal = Self.normalised(rawProposal)
        if !depends[n] {
            let fixed = fixedAnswer[n]
            if !fixed.width.isNaN {
                cacheHits += 1
                if isTracing { record(.size, node, proposal, answer: fixed, hit: true) }
                return fixed
            }
        }
        let key = CacheKey(node, proposal)
        if let hit = cache[key] {
            cacheHits += 1
            if isTracing { record(.size, node, proposal, answer: hit, hit: true) }
            return hit
        }
        evaluations += 1
        var event = -1
        if isTracing { event = begin(.size, node, proposal) }
        let raw = layouts[n].sizeThatFits(proposal: proposal, subviews: LayoutSubviews(engine: self, node: node))
        let answer = Size(width: Self.sanitised(raw.width), height: Self.sanitised(raw.height))
        if event >= 0 { end(event, answer: answer) }
        if depends[n] { cache[key] = answer } else { fixedAnswer[n] = answer }
        return answer
    }

    /// Answers are never NaN and never negative (layout law).
    @inline(__always)
    static func sanitised(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.max(value, 0)
    }

    func length(of node: Int32, axis: Axis, proposal rawProposal: ProposedViewSize) -> Double {
        let proposal = Self.normalised(rawProposal)
        let subviews = LayoutSubviews(engine: self, node: node)
        if let special = layouts[Int(node)].lengthThatFits(axis, proposal: proposal, subviews: subviews) {
            if isTracing {
                record(.length(axis), node, proposal, answer: Size(axis, major: special, minor: .nan), hit: false)
            }
            return Self.sanitised(special)
        }
        return size(of: node, proposal: proposal)[axis]
    }

    func priority(of node: Int32) -> Double {
        let n = Int(node)
        let cached = priorityCache[n]
        if !cached.isNaN { return cached }
        var value = layouts[n].layoutPriority(subviews: LayoutSubviews(engine: self, node: node))
        if value.isNaN { value = 0 }  // NaN priorities are treated as 0 (§9).
        priorityCache[n] = value
        return value
    }

    func spacing(of node: Int32) -> ViewSpacing {
        let n = Int(node)
        if let cached = spacingCache[n] { return cached }
        let value = layouts[n].spacing(subviews: LayoutSubviews(engine: self, node: node))
        spacingCache[n] = value
        return value
    }

    func explicitAlignment(of node: Int32, key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        guard mayHaveExplicit[Int(node)] else { return nil }
        let value = layouts[Int(node)].explicitAlignment(
            of: key, in: Rect(origin: .zero, size: size), proposal: proposal,
            subviews: LayoutSubviews(engine: self, node: node))
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
        layouts[Int(node)].placeSubviews(in: bounds, proposal: proposal, subviews: LayoutSubviews(engine: self, node: node))
        isTracing = wasTracing
        let placed = Array(sink[mark...])
        sink.removeSubrange(mark...)
        return placed
    }

    // MARK: - Placement

    /// Lays the tree out in a container: the root is proposed `container` and centred in it,
    /// as SwiftUI's hosting view does (§1.9). Nil or infinite container components put the
    /// root at 0 on that axis.
    /// - Complexity: O(n) placements, each answered from the sizing cache where possible.
    public func place(in container: ProposedViewSize) -> LayoutResult {
        DeepTrees.onStack(forHeight: treeHeight) { placeOnThisStack(in: container) }
    }

    func placeOnThisStack(in container: ProposedViewSize) -> LayoutResult {
        let proposal = Self.normalised(container)
        frames = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: layouts.count)
        placedProposals = Array(repeating: .unspecified, count: layouts.count)
        let rootSize = size(of: root, proposal: proposal)
        func centred(_ available: Double?, _ length: Double) -> Double {
            guard let available, available.isFinite else { return 0 }
            return (available - length) / 2
        }
        let origin = Point(x: centred(proposal.width, rootSize.width), y: centred(proposal.height, rootSize.height))
        frames[Int(root)] = Rect(origin: origin, size: rootSize)
        placedProposals[Int(root)] = proposal
        var work: [Int32] = [root]
        while let node = work.popLast() {
            let n = Int(node)
            let count = Int(childCount[n])
            guard count > 0 else { continue }
            let mark = sink.count
            if isTracing { record(.placement, node, placedProposals[n], answer: frames[n].size, hit: false) }
            layouts[n].placeSubviews(in: frames[n], proposal: placedProposals[n], subviews: LayoutSubviews(engine: self, node: node))
            var placed = Set<Int32>()
            for entry in sink[mark...] {
                let c = Int(entry.child)
                let childSize = size(of: entry.child, proposal: entry.proposal)
                frames[c] = Rect(origin: Self.lawfulOrigin(entry.origin, in: frames[n]), size: childSize)  // FrameLaws.swift
                placedProposals[c] = Self.normalised(entry.proposal)
                placed.insert(entry.child)
            }
            sink.removeSubrange(mark...)
            // A child the layout forgot to place is centred in the parent and proposed its
            // proposal, as SwiftUI does for custom layouts (§12.9).
            for i in 0..<count where !placed.contains(childIndex[Int(childStart[n]) + i]) {
                let child = childIndex[Int(childStart[n]) + i]
                let childSize = size(of: child, proposal: placedProposals[n])
                let f = frames[n]
                frames[Int(child)] = Rect(
                    origin: Self.lawfulOrigin(Point(x: f.minX + (f.width - childSize.width) / 2, y: f.minY + (f.height - childSize.height) / 2), in: f),
                    size: childSize)
                placedProposals[Int(child)] = placedProposals[n]
            }
            for i in stride(from: count - 1, through: 0, by: -1) {
                work.append(childIndex[Int(childStart[n]) + i])
            }
        }
        return LayoutResult(engine: self)
    }

    // MARK: - Trace and warnings

    func warn(_ message: String, node: Int32) {
        warnings.append(LayoutWarning(message: message, location: locations[Int(node)]))
    }

    private func record(_ kind: TraceEvent.Kind, _ node: Int32, _ proposal: ProposedViewSize, answer: Size, hit: Bool) {
        trace.append(TraceEvent(
            depth: openEvents.count, node: Int(node), asker: openEvents.last.map { trace[$0].node },
            kind: kind, proposal: proposal, answer: answer, isCacheHit: hit, rules: []))
    }

    private func begin(_ kind: TraceEvent.Kind, _ node: Int32, _ proposal: ProposedViewSize) -> Int {
        record(kind, node, proposal, answer: Size(width: .nan, height: .nan), hit: false)
        openEvents.append(trace.count - 1)
        return trace.count - 1
    }

    private func end(_ event: Int, answer: Size) {
        trace[event].answer = answer
        openEvents.removeLast()
    }

    func note(_ text: String) {
        guard let open = openEvents.last else { return }
        trace[open].rules.append(text)
    }

    /// Forgets every cached answer and the trace (the next layout is cold again).
    public func resetCaches() {
        cache.removeAll(keepingCapacity: true)
        for i in fixedAnswer.indices { fixedAnswer[i] = Size(width: .nan, height: .nan) }
        trace.removeAll()
        evaluations = 0
        cacheHits = 0
    }

    // MARK: - Introspection

    public func layout(of node: Int) -> any Layout { layouts[node] }
    public func children(of node: Int) -> [Int] {
        (0..<Int(childCount[node])).map { Int(childIndex[Int(childStart[node]) + $0]) }
    }
    public func parent(of node: Int) -> Int? { parents[node] >= 0 ? Int(parents[node]) : nil }
    public func id(of node: Int) -> String? { ids[node] }
    public func location(of node: Int) -> SourceLocation? { locations[node] }
    public func isSynthetic(_ node: Int) -> Bool { synthetic[node] }
    public func frame(of node: Int) -> Rect { frames[node] }
    public func placedProposal(of node: Int) -> ProposedViewSize { placedProposals[node] }

    /// The size a node answers for a proposal (memoised; recorded in the trace when tracing).
    public func sizeThatFits(node: Int, _ proposal: ProposedViewSize) -> Size {
        DeepTrees.onStack(forHeight: treeHeight) { size(of: Int32(node), proposal: proposal) }
    }
    /// The layout priority a node reports to its parent.
    public func layoutPriority(of node: Int) -> Double { DeepTrees.onStack(forHeight: treeHeight) { priority(of: Int32(node)) } }
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
}
