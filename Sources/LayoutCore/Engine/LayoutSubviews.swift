/// The children of a node, as its layout sees them (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection {
    /// The engine, unretained: it outlives every `LayoutSubviews` it hands out. Hot calls go
    /// through `_withUnsafeGuaranteedRef`, which uses the reference without retaining it.
    let ref: Unmanaged<LayoutEngine>
    var engine: LayoutEngine { ref.takeUnretainedValue() }
    let node: Int32
    let base: Int
    public let count: Int

    init(engine: LayoutEngine, node: Int32) {
        self.ref = Unmanaged.passUnretained(engine)
        self.node = node
        self.base = Int(engine.childStart[Int(node)])
        self.count = Int(engine.childStart[Int(node) + 1]) - base
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(ref: ref, index: ref._withUnsafeGuaranteedRef { $0.childIndex[base + position] })
    }

    /// The distance along `axis` between child `position - 1` and child `position`, from their
    /// spacing preferences (§10.2).
    public func gap(before position: Int, along axis: Axis) -> Double {
        ref._withUnsafeGuaranteedRef {
            $0.gap(between: $0.childIndex[base + position - 1], and: $0.childIndex[base + position], along: axis)
        }
    }

    /// `gap(before:along:)` for each child after the first, in order, passed to `body` with the
    /// child's position. Neighbours of the same two spacing classes as the pair before them reuse
    /// its gap without asking the engine (a long row repeats one or a few pairs).
    @inline(__always)
    func forEachGap(along axis: Axis, _ body: (Int, Double) -> Void) {
        guard count > 1 else { return }
        ref._withUnsafeGuaranteedRef { engine in
            var before = engine.childIndex[base]
            var classBefore = engine.spacingClass(of: before)
            var lastPair: (UInt8, UInt8) = (LayoutEngine.spacingUnknown, LayoutEngine.spacingUnknown)
            var lastGap = 0.0
            for position in 1..<count {
                let after = engine.childIndex[base + position]
                let classAfter = engine.spacingClass(of: after)
                // A class is a set of preferences (`spacingUnknown`: none kept, asked each time).
                if classBefore != LayoutEngine.spacingUnknown && classAfter != LayoutEngine.spacingUnknown
                    && lastPair == (classBefore, classAfter)
                {
                    body(position, lastGap)
                } else {
                    lastGap = engine.gap(between: before, and: after, along: axis)
                    lastPair = (classBefore, classAfter)
                    body(position, lastGap)
                }
                before = after
                classBefore = classAfter
            }
        }
    }

    /// The stack's spacing preferences, shared by stacks whose children's are the same
    /// (`LayoutEngine.stackSpacing(of:along:_:)`); `compute` gives them otherwise.
    func stackSpacing(along axis: Axis, _ compute: () -> ViewSpacing) -> ViewSpacing {
        ref._withUnsafeGuaranteedRef { $0.stackSpacing(of: node, along: axis, compute) }
    }

    /// Keeps the stack layout of these subviews' parent for `proposal` (KeptStackLayouts.swift).
    func keepStackLayout(for proposal: ProposedViewSize, _ children: UnsafeMutableBufferPointer<StackAlgorithm.Child>) {
        ref._withUnsafeGuaranteedRef { $0.keepStackLayout(of: node, for: proposal, children) }
    }

    /// The parent's kept stack layout for `proposal`, a record per child; nil when none is
    /// kept for that proposal (KeptStackLayouts.swift).
    func keptStackLayout(for proposal: ProposedViewSize) -> UnsafeMutablePointer<StackPlacement>? {
        ref._withUnsafeGuaranteedRef { $0.keptStackLayout(of: node, for: proposal) }
    }

    /// Whether the engine records a trace: build rule notes only when it does.
    public var isTracing: Bool { ref._withUnsafeGuaranteedRef { $0.isTracing } }

    /// Attaches a rule to the question being answered ("priority group 1 of 2, proposing …").
    public func note(_ text: @autoclosure () -> String) {
        if engine.isTracing { engine.note(text()) }
    }

    /// Reports a normalised parameter ("negative frame width treated as nil").
    public func warn(_ message: String) {
        engine.warn(message, node: node)
    }

    /// The explicit guide value of a unary wrapper: its first child's value, shifted by where the
    /// wrapper places that child (§8.6).
    public func forwardedExplicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, layout: any Layout
    ) -> Double? {
        guard let first = first, engine.mayHaveExplicit(first.index) else { return nil }
        guard let placed = engine.trialPlacement(of: node, in: bounds, proposal: proposal).first(where: { $0.child == first.index })
        else { return nil }
        let childSize = first.sizeThatFits(placed.proposal)
        guard let value = first.explicitAlignment(of: key, in: childSize, proposal: placed.proposal) else { return nil }
        let origin = key.axis == .horizontal ? placed.origin.x : placed.origin.y
        let boundsOrigin = key.axis == .horizontal ? bounds.minX : bounds.minY
        return value + origin - boundsOrigin
    }

    /// The explicit guide value of a container: its children's values, each in the container's
    /// coordinates, combined per key: first baseline → top-most, last baseline → bottom-most,
    /// custom guides → mean. Built-in edge and centre guides are never exported (§8.6, open
    /// question 4: we take the recommended reading).
    public func combinedExplicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize) -> Double? {
        guard key.isExportedByContainers, contains(where: { engine.mayHaveExplicit($0.index) }) else { return nil }
        var values: [Double] = []
        for placed in engine.trialPlacement(of: node, in: bounds, proposal: proposal) {
            let child = LayoutSubview(ref: ref, index: placed.child)
            let childSize = child.sizeThatFits(placed.proposal)
            if let value = child.explicitAlignment(of: key, in: childSize, proposal: placed.proposal) {
                let origin = key.axis == .horizontal ? placed.origin.x - bounds.minX : placed.origin.y - bounds.minY
                values.append(origin + value)
            }
        }
        guard !values.isEmpty else { return nil }
        switch key {
        case .firstTextBaseline: return values.min()
        case .lastTextBaseline: return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
    }
}

/// One child of a node (SwiftUI's `LayoutSubview`).
public struct LayoutSubview {
    let ref: Unmanaged<LayoutEngine>
    var engine: LayoutEngine { ref.takeUnretainedValue() }
    let index: Int32

    init(ref: Unmanaged<LayoutEngine>, index: Int32) {
        self.ref = ref
        self.index = index
    }

    /// The child's size for `proposal` (memoised).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        ref._withUnsafeGuaranteedRef { $0.size(of: index, proposal: proposal) }
    }

    /// The child's length along `axis` for `proposal`; Text answers 0 to a direct zero-width
    /// probe (§3.1).
    public func lengthThatFits(_ axis: Axis, _ proposal: ProposedViewSize) -> Double {
        ref._withUnsafeGuaranteedRef { $0.length(of: index, axis: axis, proposal: proposal) }
    }

    /// The child's one answer when it cannot depend on the proposal, asked with `proposal`;
    /// nil when it can, and always while tracing (so that the trace shows every question).
    /// A stack asks such a child once instead of once per probe.
    public func sizeIfFixed(_ proposal: ProposedViewSize) -> Size? {
        ref._withUnsafeGuaranteedRef { engine in
            engine.isTracing || engine.flags[Int(index)].contains(.dependsOnProposal) ? nil : engine.size(of: index, proposal: proposal)
        }
    }

    /// The priority the child reports (§9).
    public var priority: Double { ref._withUnsafeGuaranteedRef { $0.priority(of: index) } }

    /// The child's spacing preferences (§10.2).
    public var spacing: ViewSpacing { ref._withUnsafeGuaranteedRef { $0.spacing(of: index) } }

    /// Whether the child's answer can depend on the proposal.
    public var dependsOnProposal: Bool { ref._withUnsafeGuaranteedRef { $0.flags[Int(index)].contains(.dependsOnProposal) } }

    /// The child's SwiftUI name, for trace notes.
    public var name: String { engine.name(of: index) }

    /// The child's layout behavior.
    public var layout: any Layout { engine.layout(of: Int(index)) }

    /// The child's explicit value for `key` at `size`, or nil.
    public func explicitAlignment(of key: AlignmentKey, in size: Size, proposal: ProposedViewSize) -> Double? {
        ref._withUnsafeGuaranteedRef { $0.explicitAlignment(of: index, key: key, size: size, proposal: proposal) }
    }

    /// The value of guide `key` for the child at `size`: explicit if set, else the default.
    /// The proposal is only made for a child that may define explicit guides.
    public func alignmentValue(_ key: AlignmentKey, in size: Size, proposal: @autoclosure () -> ProposedViewSize) -> Double {
        ref._withUnsafeGuaranteedRef { $0.alignmentValue(of: index, key: key, size: size, proposal: proposal()) }
    }

    /// The child's dimensions for an `alignmentGuide` closure: its size and its explicit
    /// baselines and custom guides.
    public func dimensions(in size: Size, proposal: ProposedViewSize, keys: [AlignmentKey]) -> ViewDimensions {
        var values: [AlignmentKey: Double] = [:]
        for key in keys {
            if let value = explicitAlignment(of: key, in: size, proposal: proposal) { values[key] = value }
        }
        return ViewDimensions(size: size, explicitValues: values)
    }

    /// Places the child's top-leading corner at `origin` (container coordinates) and records the
    /// proposal it is placed with.
    public func place(at origin: Point, proposal: ProposedViewSize) {
        ref._withUnsafeGuaranteedRef { $0.sink.append(LayoutEngine.PlacedChild(child: index, origin: origin, proposal: ProposalBits(proposal))) }
    }

    /// Leaves the child out of what is shown: it is measured if the layout asked, but neither
    /// placed nor reported with a frame, and nothing below it is placed (the children a
    /// `ViewThatFits` does not choose). A hidden child is not centred as a forgotten one is.
    public func hide() {
        ref._withUnsafeGuaranteedRef { $0.sink.append(LayoutEngine.PlacedChild(child: index, origin: Point(x: 0, y: 0), proposal: .hidden)) }
    }
}
