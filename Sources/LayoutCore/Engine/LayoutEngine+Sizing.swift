/// Sizing: the answer of a node to a proposal (`sizeThatFits`), memoised per node and proposal,
/// its one-axis lengths and its priority, as the layouts ask them of their subviews
/// (LayoutSubviews.swift) and as placement reads them back.
///
/// A node whose answer cannot depend on the proposal keeps one answer (`fixedAnswer`); the others
/// keep a short list of cached answers (`cacheHead`, `cacheEntries`), proposals and sizes numbered
/// once each (`proposals`, `answers`). Forwarding nodes and leaves that answer in constant time
/// keep none (untraced).
extension LayoutEngine {
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
            if known.contains(.measuredDirectly) { return measureOnce(node, proposal: rawProposal) }
        }
        return sizeComputed(of: node, proposal: rawProposal)
    }

    /// The first question to a node measured directly (`NodeFlags.measuredDirectly`), untraced:
    /// its answer, worked out when the node was added unless the table of those was full
    /// (ConstantLayouts.swift), kept as its one answer and counted as an evaluation. Not inlined
    /// into `size(of:proposal:)`, whose every call would save and restore its registers.
    @inline(never)
    private func measureOnce(_ node: Int32, proposal rawProposal: ProposedViewSize) -> Size {
        let n = Int(node)
        evaluations += 1
        let measured = constantLayout(of: n)?.size ?? answer(of: node, to: Self.normalised(rawProposal))
        fixedAnswer[n] = measured
        return measured
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
    /// Internal only for the split: placement (LayoutEngine+Placement.swift) asks it too.
    @inline(__always)
    func answer(of node: Int32, to proposal: ProposedViewSize) -> Size {
        let raw = layoutBoxes[Int(node)]._withUnsafeGuaranteedRef {
            $0.layout.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(engine: self, node: node))
        }
        return Size(width: Self.sanitised(raw.width), height: Self.sanitised(raw.height))
    }

    /// The view that answers for `node` when it forwards its sizing (`Layout.forwardsSizing`) and
    /// no trace is recorded; nil when `node` answers for itself (while tracing, every level does,
    /// so that the trace shows it, and its answers are cached).
    /// Internal only for the split: placement (LayoutEngine+Placement.swift) asks it too.
    @inline(__always)
    func forwardedTarget(of node: Int32) -> Int32? {
        flags[Int(node)].contains(.forwardsSizing) && !isTracing ? forwardTarget[Int(node)] : nil
    }

    /// The answer node `n` keeps for `key`: its one answer when it cannot depend on the proposal
    /// (`fixedAnswer`), else its cached answer to `key`; nil when it keeps none. `key` is only
    /// made for a node whose answer depends on the proposal.
    /// Internal only for the split: placement (LayoutEngine+Placement.swift) asks it too.
    @inline(__always)
    func keptAnswer(of n: Int, for key: @autoclosure () -> ProposalBits) -> Size? {
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
}
