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

    struct Result {
        var size: Size
        var proposals: [ProposedViewSize]
        var sizes: [Size]
        var majorOrigins: [Double]
        var minorOrigins: [Double]
    }

    struct Flexibility {
        var minimum: Double
        var maximum: Double
        var flexibility: Double { maximum - minimum }
    }

    // MARK: Spacing (§10.2)

    func gaps(_ subviews: LayoutSubviews) -> [Double] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing.isFinite ? spacing : 0, count: subviews.count - 1) }
        return (1..<subviews.count).map { subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: axis) }
    }

    /// The stack's own preferences: every child's minor-axis edges, the first child's leading
    /// (top) edge and the last child's trailing (bottom) edge; the larger value wins.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        let minorEdges: [Edge] = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
        let (leadingEdge, trailingEdge): (Edge, Edge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        var result = ViewSpacing()
        for subview in subviews {
            let spacing = subview.spacing
            for edge in minorEdges { result[edge] = result[edge].union(spacing[edge]) }
        }
        result[leadingEdge] = first.spacing[leadingEdge]
        result[trailingEdge] = subviews[subviews.count - 1].spacing[trailingEdge]
        return result
    }

    // MARK: Sizing

    func layout(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String) -> Result {
        let n = subviews.count
        let gaps = gaps(subviews)
        let totalSpacing = gaps.reduce(0, +)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var sizes = [Size](repeating: .zero, count: n)
        let minor = proposal[axis.other]
        if let available = proposal[axis] {
            let flexibilities = probeFlexibility(subviews, minor: minor, name: name)
            let order = sizingOrder(subviews, flexibilities)
            let groups = priorityGroups(order, subviews)
            if subviews.isTracing {
                subviews.note("\(name): sizing order (higher priority first, then least flexible first): " + order.map { "child \($0 + 1)" }.joined(separator: ", "))
            }
            distribute(
                available - totalSpacing, groups: groups, flexibilities: flexibilities, minor: minor,
                subviews: subviews, proposals: &proposals, sizes: &sizes, name: name, totalSpacing: totalSpacing, available: available)
        } else {
            subviews.note("\(name): ideal path, proposing \(ProposedViewSize(axis, major: nil, minor: minor)) to each child")
            for i in 0..<n {
                proposals[i] = ProposedViewSize(axis, major: nil, minor: minor)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
            }
        }
        let (minorSize, minorOrigins) = alignMinorAxis(subviews, sizes: sizes, proposals: proposals)
        let (majorSize, majorOrigins) = self.majorOrigins(sizes, gaps: gaps)
        return Result(
            size: Size(axis, major: majorSize, minor: minorSize), proposals: proposals, sizes: sizes,
            majorOrigins: majorOrigins, minorOrigins: minorOrigins)
    }

    /// Step 1.
    func probeFlexibility(_ subviews: LayoutSubviews, minor: Double?, name: String = "stack") -> [Flexibility] {
        subviews.indices.map { index in
            let subview = subviews[index]
            let flexibility = Flexibility(
                minimum: subview.lengthThatFits(axis, ProposedViewSize(axis, major: 0, minor: minor)),
                maximum: subview.lengthThatFits(axis, ProposedViewSize(axis, major: .infinity, minor: minor)))
            if subviews.isTracing {
                let length = axis == .horizontal ? "width" : "height"
                subviews.note("\(name): flexibility of child \(index + 1) (\(subview.name)) = max \(length) \(Format.number(flexibility.maximum)) − min \(length) \(Format.number(flexibility.minimum)) = \(Format.number(flexibility.flexibility))")
            }
            return flexibility
        }
    }

    /// Step 2.
    func sizingOrder(_ subviews: LayoutSubviews, _ flexibilities: [Flexibility]) -> [Int] {
        let priorities = subviews.map(\.priority)
        return Array(0..<subviews.count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            switch Self.compareFlexibility(flexibilities[a], flexibilities[b]) {
            case .some(true): return true
            case .some(false): return false
            case nil: return a < b
            }
        }
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

    /// Step 3.
    func priorityGroups(_ order: [Int], _ subviews: LayoutSubviews) -> [[Int]] {
        var groups: [[Int]] = []
        var lastPriority: Double?
        for index in order {
            let priority = subviews[index].priority
            if priority == lastPriority {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
                lastPriority = priority
            }
        }
        return groups
    }

    /// Step 4.
    func distribute(
        _ start: Double, groups: [[Int]], flexibilities: [Flexibility], minor: Double?, subviews: LayoutSubviews,
        proposals: inout [ProposedViewSize], sizes: inout [Size], name: String, totalSpacing: Double, available: Double
    ) {
        let lowerMinimums = groups.dropFirst().joined().reduce(0) { $0 + flexibilities[$1].minimum }
        var remaining = start - lowerMinimums
        if subviews.isTracing {
            subviews.note("\(name): \(Format.number(available)) − spacing \(Format.number(totalSpacing)) − minimums of lower groups \(Format.number(lowerMinimums)) = \(Format.number(remaining)) to distribute")
        }
        for (g, group) in groups.enumerated() {
            if g > 0 { remaining += group.reduce(0) { $0 + flexibilities[$1].minimum } }
            var left = group.count
            for index in group {
                let offer = Swift.max(remaining / Double(left), 0)
                if subviews.isTracing {
                    subviews.note("\(name): priority group \(g + 1) of \(groups.count), proposing \(Format.number(offer)) = \(Format.number(remaining)) / \(left) to child \(index + 1) (\(subviews[index].name))")
                }
                proposals[index] = ProposedViewSize(axis, major: offer, minor: minor)
                sizes[index] = subviews[index].sizeThatFits(proposals[index])
                let next = remaining - sizes[index][axis]
                if !next.isNaN { remaining = next }
                left -= 1
            }
        }
    }

    /// Step 5: returns the minor size and each child's minor origin.
    func alignMinorAxis(_ subviews: LayoutSubviews, sizes: [Size], proposals: [ProposedViewSize]) -> (Double, [Double]) {
        var lower = 0.0, upper = 0.0
        var guides = [Double](repeating: 0, count: subviews.count)
        for i in 0..<subviews.count {
            guides[i] = subviews[i].alignmentValue(alignment, in: sizes[i], proposal: proposals[i])
            lower = Swift.min(lower, -guides[i])
            upper = Swift.max(upper, -guides[i] + sizes[i][axis.other])
        }
        return (upper - lower, guides.map { -$0 - lower })
    }

    /// Step 6: returns the major size and each child's major origin.
    func majorOrigins(_ sizes: [Size], gaps: [Double]) -> (Double, [Double]) {
        var origins: [Double] = []
        origins.reserveCapacity(sizes.count)
        var position = 0.0
        for (i, size) in sizes.enumerated() {
            if i > 0 { position += gaps[i - 1] }
            origins.append(position)
            position += size[axis]
        }
        return (position, origins)
    }

    // MARK: Placement

    /// The second phase: re-run the sizing with a nil minor proposal replaced by the stack's
    /// final minor size, and place every child at its offset.
    func place(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, name: String) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let result = layout(p, subviews, name: name)
        for i in 0..<subviews.count {
            let offset = Point(
                x: axis == .horizontal ? result.majorOrigins[i] : result.minorOrigins[i],
                y: axis == .horizontal ? result.minorOrigins[i] : result.majorOrigins[i])
            subviews[i].place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: result.proposals[i])
        }
    }
}
