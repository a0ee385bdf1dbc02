/// The algorithm shared by HStack and VStack (§10.3), on a major axis A and a minor axis B.
///
/// Steps, for a proposal P = (P_A, P_B) and gaps g between neighbours (S = Σ g):
/// 1. `probeFlexibility`: each child's minimum (A: 0) and maximum (A: ∞) length, minor P_B;
/// 2. `sizingOrder`: priority descending, then flexibility ascending; two infinite
///    flexibilities put the larger minimum first; otherwise declaration order;
/// 3. `priorityGroups`: runs of equal priority in that order;
/// 4. `distribute`: R = P_A − S − Σ minimums of the lower groups; each group adds back its own
///    minimums, then proposes max(R / t, 0) to each child in turn and subtracts its answer;
/// 5. `alignMinorAxis`: children aligned on the stack's guide; the minor size is the union of
///    their extents and the guide line;
/// 6. `majorOrigins`: children side by side with the gaps.
/// A nil P_A is the ideal path: every child proposed (nil, P_B), no probing, no priorities.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?


    struct Flexibility {
        var minimum: Double
        var maximum: Double
        var flexibility: Double { maximum - minimum }
    }

    // MARK: Spacing (§10.2)

    func gaps(_ subviews: LayoutSubviews) -> [Double] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing.isFinite ? spacing : 0, count: subviews.count - 1) }
        var gaps: [Double] = []
        gaps.reserveCapacity(subviews.count - 1)
        subviews.forEachGap(along: axis) { _, gap in gaps.append(gap) }
        return gaps
    }

    /// The stack's own preferences: every child's minor-axis edges, the first child's leading
    /// (top) edge and the last child's trailing (bottom) edge; the larger value wins.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        subviews.stackSpacing(along: axis) { union(subviews) }
    }

    /// `spacing(_:)` computed from the children's preferences (the engine computes it once for
    /// the stacks whose children have the same preferences in the same order).
    func union(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        var result = ViewSpacing()
        let horizontal = axis == .horizontal
        for subview in subviews {
            let spacing = subview.spacing
            if horizontal {
                result.top = result.top.union(spacing.top)
                result.bottom = result.bottom.union(spacing.bottom)
            } else {
                result.leading = result.leading.union(spacing.leading)
                result.trailing = result.trailing.union(spacing.trailing)
            }
        }
        let last = subviews[subviews.count - 1].spacing
        if horizontal {
            result.leading = first.spacing.leading
            result.trailing = last.trailing
        } else {
            result.top = first.spacing.top
            result.bottom = last.bottom
        }
        return result
    }

    // MARK: Sizing

    /// What the steps know about one child. One record per child lives in a scratch buffer for
    /// the duration of one stack computation (no per-call arrays: stacks are the hot path).
    struct Child {
        var minimum = 0.0
        var maximum = 0.0
        var priority = 0.0
        /// The gap before this child (0 for the first).
        var gap = 0.0
        /// The length proposed along the stack's axis, NaN for none (the ideal path): the child's
        /// proposal is this offer and the stack's own proposal across the axis (`proposal(_:minor:)`).
        /// One number instead of a proposal keeps the record at 72 bytes, not 96: a long row's
        /// records are fresh memory at each cold layout (issue 18).
        var offer = Double.nan
        var size = Size.zero
        var guide = 0.0
        /// The child's answer cannot depend on the proposal: `size` holds it from step 1 on.
        var isFixed = false

        /// The proposal the child was given: `offer` along `axis`, `minor` across it.
        @inline(__always)
        func proposal(_ axis: Axis, minor: Double?) -> ProposedViewSize { ProposedViewSize(axis, major: offer, minor: minor) }
    }

    /// Steps 1–6 for `proposal`: calls `body` with the stack's size, each child's record and the
    /// major origins (in `Child.gap` after the call: see `majorOrigins`), and returns its result.
    /// With `keep`, the engine keeps the layout for placement (KeptStackLayouts.swift).
    /// The scratch records live on the stack for small stacks (`withUnsafeTemporaryAllocation`),
    /// and in a block of the thread's reused scratch memory for long ones (`ScratchMemory`): a
    /// long row's records were fresh pages at each layout (issue 38).
    @inline(__always)
    func withLayout<R>(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String, keep: Bool = true,
        _ body: (Size, UnsafeMutableBufferPointer<Child>) -> R
    ) -> R {
        let n = subviews.count
        if n >= Self.longStack { return withLongLayout(proposal, subviews, name: name, keep: keep, body) }
        return withUnsafeTemporaryAllocation(of: Child.self, capacity: n) { children in
            layOut(proposal, subviews, name: name, keep: keep, children, order: nil, body)
        }
    }

    /// The children from which a stack's records (and its sizing order) take a block of the
    /// thread's scratch memory rather than the allocator's.
    static var longStack: Int { ScratchMemory.pooledBytes / MemoryLayout<Child>.stride }

    /// `withLayout` for a long stack: one block of scratch memory holds the records and the
    /// sizing order.
    @inline(never)
    private func withLongLayout<R>(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String, keep: Bool,
        _ body: (Size, UnsafeMutableBufferPointer<Child>) -> R
    ) -> R {
        let n = subviews.count
        let orderOffset = n * MemoryLayout<Child>.stride
        let block = ScratchMemory.take(bytes: orderOffset + n * MemoryLayout<Int>.stride)
        defer { ScratchMemory.give(block) }
        let children = UnsafeMutableBufferPointer(start: block.base.bindMemory(to: Child.self, capacity: n), count: n)
        let order = UnsafeMutableBufferPointer(start: (block.base + orderOffset).bindMemory(to: Int.self, capacity: n), count: n)
        return layOut(proposal, subviews, name: name, keep: keep, children, order: order, body)
    }

    /// Steps 1–6 in `children` (uninitialised; `order` too, or nil for a buffer on the call stack).
    @inline(__always)
    private func layOut<R>(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String, keep: Bool,
        _ children: UnsafeMutableBufferPointer<Child>, order givenOrder: UnsafeMutableBufferPointer<Int>?,
        _ body: (Size, UnsafeMutableBufferPointer<Child>) -> R
    ) -> R {
        let n = subviews.count
        children.initialize(repeating: Child())
        defer { children.deinitialize() }
        let totalSpacing = fillGaps(subviews, children)
        let minor = proposal[axis.other]
        if let available = proposal[axis] {
            probeFlexibility(subviews, minor: minor, children, name: name)
            func distributeInOrder(_ order: UnsafeMutableBufferPointer<Int>) {
                sizingOrder(subviews, children, order)
                if subviews.isTracing {
                    subviews.note("\(name): sizing order (higher priority first, then least flexible first): " + order.map { "child \($0 + 1)" }.joined(separator: ", "))
                }
                distribute(
                    available - totalSpacing, order: order, minor: minor, subviews: subviews, children,
                    name: name, totalSpacing: totalSpacing, available: available)
            }
            if let givenOrder {
                distributeInOrder(givenOrder)
            } else {
                withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in distributeInOrder(order) }
            }
        } else {
            subviews.note("\(name): ideal path, proposing \(ProposedViewSize(axis, major: nil, minor: minor)) to each child")
            let childProposal = ProposedViewSize(axis, major: nil, minor: minor)
            for i in 0..<n {
                children[i].size = subviews[i].sizeThatFits(childProposal)
            }
        }
        let minorSize = alignMinorAxis(subviews, minor: minor, children)
        let majorSize = majorOrigins(children)
        if keep { subviews.keepStackLayout(for: proposal, children) }
        return body(Size(axis, major: majorSize, minor: minorSize), children)
    }

    /// The stack's size for `proposal` (steps 1–6).
    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String) -> Size {
        withLayout(proposal, subviews, name: name) { size, _ in size }
    }

    struct Result {
        var size: Size
    }

    /// The stack's size for `proposal` (steps 1–6).
    func layout(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String) -> Result {
        Result(size: size(proposal, subviews, name: name))
    }

    /// The gaps of `gaps(_:)` into the records; returns their sum (added left to right from 0).
    func fillGaps(_ subviews: LayoutSubviews, _ children: UnsafeMutableBufferPointer<Child>) -> Double {
        let n = subviews.count
        guard n > 1 else { return 0 }
        var total = 0.0
        if let spacing {
            let gap = spacing.isFinite ? spacing : 0
            for i in 1..<n {
                children[i].gap = gap
                total += gap
            }
        } else {
            subviews.forEachGap(along: axis) { i, gap in
                children[i].gap = gap
                total += gap
            }
        }
        return total
    }

    /// Step 1.
    func probeFlexibility(_ subviews: LayoutSubviews, minor: Double?, _ children: UnsafeMutableBufferPointer<Child>, name: String) {
        let zero = ProposedViewSize(axis, major: 0, minor: minor)
        let infinite = ProposedViewSize(axis, major: .infinity, minor: minor)
        for i in 0..<subviews.count {
            let subview = subviews[i]
            // A child whose answer cannot depend on the proposal is asked once: that answer
            // stands for both probes and for its offer in step 4.
            if let fixed = subview.sizeIfFixed(zero) {
                children[i].minimum = fixed[axis]
                children[i].maximum = fixed[axis]
                children[i].size = fixed
                children[i].isFixed = true
                continue
            }
            children[i].minimum = subview.lengthThatFits(axis, zero)
            children[i].maximum = subview.lengthThatFits(axis, infinite)
            if subviews.isTracing {
                let length = axis == .horizontal ? "width" : "height"
                let flexibility = children[i].maximum - children[i].minimum
                subviews.note("\(name): flexibility of child \(i + 1) (\(subview.name)) = max \(length) \(Format.number(children[i].maximum)) − min \(length) \(Format.number(children[i].minimum)) = \(Format.number(flexibility))")
            }
        }
    }

    /// Step 2: fills `order`. When every child has the same priority and the same bounds the
    /// comparison below ties everywhere and the order is the declaration order; otherwise the
    /// same stable sort as always runs on the scratch buffer.
    func sizingOrder(_ subviews: LayoutSubviews, _ children: UnsafeMutableBufferPointer<Child>, _ order: UnsafeMutableBufferPointer<Int>) {
        let n = subviews.count
        var uniform = true
        for i in 0..<n {
            children[i].priority = subviews[i].priority
            order.initializeElement(at: i, to: i)
            if i > 0 {
                let a = children[0], b = children[i]
                if a.priority != b.priority || a.minimum.bitPattern != b.minimum.bitPattern
                    || a.maximum.bitPattern != b.maximum.bitPattern
                {
                    uniform = false
                }
            }
        }
        if uniform { return }
        let records = UnsafeMutableBufferPointer(rebasing: children[0..<n])
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if records[a].priority != records[b].priority { return records[a].priority > records[b].priority }
            switch Self.compareFlexibility(
                Flexibility(minimum: records[a].minimum, maximum: records[a].maximum),
                Flexibility(minimum: records[b].minimum, maximum: records[b].maximum))
            {
            case .some(true): return true
            case .some(false): return false
            case nil: return a < b
            }
        }
        // Up to 64 children the standard library's stable sort is this insertion sort, making
        // the same comparisons in the same order (its `_stableSortImpl`); written here, it skips
        // the generic setup around it (a third of the sort's cost in a row of three).
        if n <= 64 {
            for i in 1..<n {
                let item = order[i]
                var j = i
                while j > 0 && precedes(item, order[j - 1]) {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = item
            }
            return
        }
        var order = order
        order.sort(by: precedes)
    }

    /// Whether `a` goes before `b` by flexibility; nil when they tie (FlexibilityEstimate, §10.3).
    static func compareFlexibility(_ a: Flexibility, _ b: Flexibility) -> Bool? {
        let fa = a.flexibility, fb = b.flexibility
        if fa.isNaN || fb.isNaN { return nil }  // min = max = ∞ compares equal to everything
        if fa == .infinity && fb == .infinity {
            if a.minimum == b.minimum { return nil }
            return a.minimum > b.minimum
        }
        if fa == fb { return nil }
        return fa < fb
    }

    /// Steps 3 and 4: priority groups are the runs of equal priority in `order`.
    /// R = P_A − S − Σ minimums of the lower groups; each group adds back its own minimums, then
    /// proposes max(R / t, 0) to each child in turn and subtracts its answer.
    func distribute(
        _ start: Double, order: UnsafeMutableBufferPointer<Int>, minor: Double?, subviews: LayoutSubviews,
        _ children: UnsafeMutableBufferPointer<Child>, name: String, totalSpacing: Double, available: Double
    ) {
        let n = subviews.count
        // The end of the group starting at position `p` of `order`.
        func groupEnd(_ p: Int) -> Int {
            var q = p + 1
            while q < n && children[order[q]].priority == children[order[p]].priority { q += 1 }
            return q
        }
        let firstEnd = groupEnd(0)
        var lowerMinimums = 0.0
        for p in firstEnd..<n { lowerMinimums = lowerMinimums + children[order[p]].minimum }
        var remaining = start - lowerMinimums
        var groupCount = 0
        if subviews.isTracing {
            var p = 0
            while p < n {
                p = groupEnd(p)
                groupCount += 1
            }
            subviews.note("\(name): \(Format.number(available)) − spacing \(Format.number(totalSpacing)) − minimums of lower groups \(Format.number(lowerMinimums)) = \(Format.number(remaining)) to distribute")
        }
        var g = 0
        var p = 0
        while p < n {
            let end = g == 0 ? firstEnd : groupEnd(p)
            if g > 0 {
                var own = 0.0
                for q in p..<end { own = own + children[order[q]].minimum }
                remaining += own
            }
            var left = end - p
            for q in p..<end {
                let index = order[q]
                let offer = Swift.max(remaining / Double(left), 0)
                if subviews.isTracing {
                    subviews.note("\(name): priority group \(g + 1) of \(groupCount), proposing \(Format.number(offer)) = \(Format.number(remaining)) / \(left) to child \(index + 1) (\(subviews[index].name))")
                }
                let childProposal = ProposedViewSize(axis, major: offer, minor: minor)
                children[index].offer = offer
                let size = children[index].isFixed ? children[index].size : subviews[index].sizeThatFits(childProposal)
                children[index].size = size
                let next = remaining - size[axis]
                if !next.isNaN { remaining = next }
                left -= 1
            }
            g += 1
            p = end
        }
    }

    /// Step 5: sets each child's minor origin (in `guide`) and returns the minor size.
    func alignMinorAxis(_ subviews: LayoutSubviews, minor: Double?, _ children: UnsafeMutableBufferPointer<Child>) -> Double {
        var lower = 0.0, upper = 0.0
        let minorAxis = axis.other
        for i in 0..<subviews.count {
            let size = children[i].size
            let guide = subviews[i].alignmentValue(alignment, in: size, proposal: children[i].proposal(axis, minor: minor))
            children[i].guide = guide
            lower = Swift.min(lower, -guide)
            upper = Swift.max(upper, -guide + size[minorAxis])
        }
        for i in 0..<subviews.count { children[i].guide = -children[i].guide - lower }
        return upper - lower
    }

    /// Step 6: sets each child's major origin (in `gap`, which it replaces) and returns the major size.
    func majorOrigins(_ children: UnsafeMutableBufferPointer<Child>) -> Double {
        var position = 0.0
        for i in children.indices {
            if i > 0 { position += children[i].gap }
            children[i].gap = position
            position += children[i].size[axis]
        }
        return position
    }

    // MARK: Placement

    /// The second phase: the layout for the proposal with a nil minor component replaced by
    /// the stack's final minor size, kept from sizing when it was one of the stack's two latest
    /// (KeptStackLayouts.swift) and computed again otherwise; every child placed at its offset.
    func place(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, name: String) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        if let kept = subviews.keptStackLayout(for: p) {
            // The same proposals `withLayout` gave: the offer along the axis (none on the ideal
            // path), the stack's minor proposal across it.
            let minor = p[axis.other], isIdeal = p[axis] == nil
            for i in 0..<subviews.count {
                let childProposal = ProposedViewSize(axis, major: isIdeal ? nil : kept[i].offer, minor: minor)
                place(subviews[i], major: kept[i].major, minor: kept[i].minor, proposal: childProposal, in: bounds)
            }
            return
        }
        withLayout(p, subviews, name: name, keep: false) { _, children in
            let minor = p[axis.other]
            for i in 0..<subviews.count {
                place(subviews[i], major: children[i].gap, minor: children[i].guide, proposal: children[i].proposal(axis, minor: minor), in: bounds)
            }
        }
    }

    /// Places `subview` at `major` along the axis and `minor` across it, from `bounds`' origin.
    @inline(__always)
    private func place(_ subview: LayoutSubview, major: Double, minor: Double, proposal: ProposedViewSize, in bounds: Rect) {
        let offset = Point(x: axis == .horizontal ? major : minor, y: axis == .horizontal ? minor : major)
        subview.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal)
    }
}
