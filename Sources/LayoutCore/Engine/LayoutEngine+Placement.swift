/// Placement: the root proposed its container and centred in it (`place(in:)`), then, from the
/// top down, each container's layout placing its children (`placeSubviews`) and each child given
/// its origin and the proposal it was placed with; its size is its cached answer to that proposal
/// (`placedSize(of:)`). A work list replaces recursion, so placement needs no deep stack of its own.
extension LayoutEngine {
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
    ///    leaf, aligned places it now instead (`placeOnlyLeaf`, untraced); a hidden child's
    ///    views are all marked hidden (`hideDescendants`).
    ///
    /// Each step is a function of its own (`markUnplaced`, `runPlaceSubviews`, `takePlaced`,
    /// `centreUnplaced`, `queueChildren`), always inlined here: this runs once per container.
    private func placeChildren(of node: Int32, size nodeSize: Size) {
        let n = Int(node)
        let first = Int(childStart[n]), end = Int(childStart[n + 1])
        guard end > first else { return }
        markUnplaced(first..<end)
        let bounds = Rect(origin: origins[n], size: nodeSize), nodeProposal = placedProposals[n].proposal
        let mark = runPlaceSubviews(of: node, in: bounds, proposal: nodeProposal, childCount: end - first)
        let placedCount = takePlaced(from: mark, in: bounds)
        if placedCount < end - first { centreUnplaced(first..<end, of: node, in: bounds, proposal: nodeProposal) }
        queueChildren(first..<end)
    }

    /// Step 1: marks the children `childIndex[children]` unplaced.
    @inline(__always)
    private func markUnplaced(_ children: Range<Int>) {
        for i in children { placedProposals[Int(childIndex[i])] = .unplaced }
    }

    /// Step 2: runs `node`'s `placeSubviews` in `bounds` (recording the placement when tracing)
    /// and returns where the entries it added to `sink` start.
    @inline(__always)
    private func runPlaceSubviews(of node: Int32, in bounds: Rect, proposal nodeProposal: ProposedViewSize, childCount: Int) -> Int {
        let mark = sink.count
        // Room for every child at once: a long row grew the list by doubling, copying it each time.
        sink.reserve(mark + childCount)
        if isTracing { record(.placement, node, nodeProposal, answer: bounds.size, hit: false) }
        layoutBoxes[Int(node)]._withUnsafeGuaranteedRef { $0.layout.placeSubviews(in: bounds, proposal: nodeProposal, subviews: LayoutSubviews(engine: self, node: node)) }
        return mark
    }

    /// Step 3: gives each child in `sink[mark...]` its origin in `bounds` and its proposal, then
    /// drops those entries. Returns how many distinct children the layout placed.
    @inline(__always)
    private func takePlaced(from mark: Int, in bounds: Rect) -> Int {
        var placedCount = 0
        var i = mark
        while i < sink.count {
            let entry = sink[i]
            let c = Int(entry.child)
            if entry.proposal == .hidden {
                // Not shown (`LayoutSubview.hide()`): no frame; its subtree is marked in step 5.
                if placedProposals[c] == .unplaced { placedCount += 1 }
                placedProposals[c] = .hidden
                i += 1
                continue
            }
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
        return placedCount
    }

    /// Step 4: centres the children `childIndex[children]` of `node` that are still unplaced.
    @inline(__always)
    private func centreUnplaced(_ children: Range<Int>, of node: Int32, in bounds: Rect, proposal nodeProposal: ProposedViewSize) {
        // A child the layout forgot to place is centred in the parent and proposed its
        // proposal, as SwiftUI does for custom layouts (§12.9).
        for i in children where placedProposals[Int(childIndex[i])] == .unplaced {
            let child = childIndex[i]
            let childSize = size(of: child, proposal: nodeProposal)
            origins[Int(child)] = Self.lawfulOrigin(
                Point(x: bounds.minX + (bounds.width - childSize.width) / 2, y: bounds.minY + (bounds.height - childSize.height) / 2),
                in: bounds)
            placedProposals[Int(child)] = placedProposals[Int(node)]
        }
    }

    /// Step 5: queues the children `childIndex[children]` that have children of their own, the
    /// last first so that they are taken in order.
    @inline(__always)
    private func queueChildren(_ children: Range<Int>) {
        // Room for every child at once, as for `sink`. A child that places its only child, a
        // leaf, aligned is done here: nothing is queued for it.
        placementWork.reserve(placementWork.count + children.count)
        var k = children.upperBound - 1
        while k >= children.lowerBound {
            let child = childIndex[k]
            if placedProposals[Int(child)] == .hidden {
                hideDescendants(of: child)
            } else if childStart[Int(child) + 1] > childStart[Int(child)] {
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

    /// Marks every view below `node`, a hidden one, hidden too: nothing under a view that is not
    /// shown is placed.
    /// - Complexity: O(the views below `node`).
    @inline(never)
    private func hideDescendants(of node: Int32) {
        var pending = [node]
        while let n = pending.popLast() {
            for i in Int(childStart[Int(n)])..<Int(childStart[Int(n) + 1]) {
                let child = childIndex[i]
                placedProposals[Int(child)] = .hidden
                pending.append(child)
            }
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
        // Where the leaf goes, worked out when the node was added: its layout and the leaf's are
        // not read (ConstantLayouts.swift). The leaf is counted as asked, as it is below.
        if let constant = constantLayout(of: n), constant.placesLeaf {
            directAnswers += 1
            let bounds = Rect(origin: origins[n], size: nodeSize)
            let offset = constant.leafOrigin
            origins[Int(leaf)] = Self.lawfulOrigin(Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), in: bounds)  // FrameLaws.swift
            placedProposals[Int(leaf)] = constant.leafProposal
            return
        }
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
}
