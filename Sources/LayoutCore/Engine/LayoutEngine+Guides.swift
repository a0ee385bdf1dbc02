/// Alignment guides: the value of a guide for a node (explicit when its layout defines one, else
/// the guide's default), as stacks and frames ask it while sizing and placing, and the trial
/// placement that explicit guides of containers are computed from.
extension LayoutEngine {
    // MARK: - Alignment guides

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
}
