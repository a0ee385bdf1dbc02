/// The last layouts of each stack, kept while a placement runs so that placing a stack does not
/// run its algorithm again.
///
/// Placement asks a stack to place its children for the proposal its parent last gave it, and
/// the stack algorithm would compute a layout it computed while sizing a second time: every
/// child asked its flexibility, priority and size again, each answered from the cache (a fifth
/// of placing one long row). A SwiftUI `Layout` can keep such a result in its cache
/// (`makeCache`); here the engine keeps, per stack, its two latest layouts: the proposal and
/// where it put each child. Two, because a parent stack probes a child at 0 and at ∞ before its
/// final offer, and that offer is often one of the two (0 in an overflowing stack). A stack
/// whose answer cannot depend on the proposal is laid out once, for its parent's first probe,
/// so only the root of such stacks is kept. A stack placed for another proposal, or while
/// tracing (the trace shows the questions placement asks), runs the algorithm as before.
///
/// The kept layouts are scratch of one placement, like its work lists: `placeOnThisStack` drops
/// them when it ends, so an engine keeps no memory for them between placements.
///
/// - Complexity: while a placement runs, two `StackPlacement`s (48 bytes) per child of a
///   stack laid out, one `KeptStackLayout` per stack and 4 bytes per node.
struct StackPlacement {
    /// The child's origin along the stack's axis and across it, in the stack's coordinates.
    var major: Double
    var minor: Double
    /// The length proposed along the stack's axis (NaN on the ideal path, which proposes nil).
    var offer: Double
}

/// A stack's two latest layouts: their proposals, newer first (`ProposalBits.unplaced` for
/// none), and their records, `2 × count` of them: the first layout's, then the second's.
struct KeptStackLayout {
    var newer: ProposalBits
    var older: ProposalBits
    var records: UnsafeMutablePointer<StackPlacement>
    /// Whether the newer layout's records are the first half.
    var newerIsFirst: Bool

    /// The newer layout's records (or the older one's) for a stack of `count` children.
    func records(ofNewer newer: Bool, count: Int) -> UnsafeMutablePointer<StackPlacement> {
        newer == newerIsFirst ? records : records + count
    }
}

/// Memory for the kept layouts' records, handed out in runs from large blocks and given back
/// all at once.
/// The blocks come from the thread's `ScratchMemory`, which keeps them for the next placement.
struct StackPlacementArena: ~Copyable {
    private var blocks: [ScratchMemory.Block] = []
    private var next: UnsafeMutablePointer<StackPlacement>?
    private var left = 0
    /// Records a block, unless one run needs more.
    private let blockSize: Int

    /// Blocks of about `expected` records, between 64 and 8,192.
    init(expected: Int) { blockSize = Swift.min(Swift.max(expected, 64), 8_192) }

    deinit { for block in blocks { ScratchMemory.give(block) } }

    /// `count` contiguous uninitialised records (`StackPlacement` is trivial: no deinitialising).
    mutating func allocate(_ count: Int) -> UnsafeMutablePointer<StackPlacement> {
        if count > left || next == nil {
            let block = ScratchMemory.take(bytes: Swift.max(count, blockSize) * MemoryLayout<StackPlacement>.stride)
            blocks.append(block)
            next = block.base.bindMemory(to: StackPlacement.self, capacity: block.bytes / MemoryLayout<StackPlacement>.stride)
            left = block.bytes / MemoryLayout<StackPlacement>.stride
        }
        let run = next!
        next = run + count
        left -= count
        return run
    }
}

extension LayoutEngine {
    /// Keeps where the stack `node` put its children for `proposal` (`StackAlgorithm.withLayout`
    /// after its last step): `gap` holds each child's major origin, `guide` its minor origin.
    func keepStackLayout(
        of node: Int32, for proposal: ProposedViewSize, _ children: UnsafeMutableBufferPointer<StackAlgorithm.Child>
    ) {
        let n = Int(node)
        // A stack whose answer cannot depend on the proposal is sized once, for the first
        // proposal its parent asks (a probe), and placed for its parent's final offer: only the
        // root, placed for the proposal it was sized for, is worth keeping then.
        guard flags[n].contains(.dependsOnProposal) || node == root else { return }
        let key = ProposalBits(proposal)
        if keptLayoutOf.isEmpty {
            keptLayoutOf.reset(count: storedCount, to: -1)
            stackPlacementArena = StackPlacementArena(expected: 2 * storedCount)
        }
        var slot = keptLayoutOf[n]
        if slot < 0 {
            slot = Int32(keptLayouts.count)
            keptLayouts.append(KeptStackLayout(
                newer: .unplaced, older: .unplaced, records: stackPlacementArena.allocate(2 * children.count), newerIsFirst: false))
            keptLayoutOf[n] = slot
        }
        var kept = keptLayouts[Int(slot)]
        // Sizing is pure: a layout kept for this proposal already has these records.
        if kept.newer == key || kept.older == key { return }
        // 1. The older layout's half takes the new one, which becomes the newer.
        kept.older = kept.newer
        kept.newer = key
        kept.newerIsFirst.toggle()
        keptLayouts[Int(slot)] = kept
        // 2. Where each child goes.
        let records = kept.records(ofNewer: true, count: children.count)
        for i in children.indices {
            let child = children[i]
            records[i] = StackPlacement(major: child.gap, minor: child.guide, offer: child.offer)
        }
    }

    /// The records of the stack `node`'s layout for `proposal`, one per child, when that layout
    /// is kept and no trace is recorded; else nil (`StackAlgorithm.place` computes it again).
    func keptStackLayout(of node: Int32, for proposal: ProposedViewSize) -> UnsafeMutablePointer<StackPlacement>? {
        guard !isTracing, !keptLayoutOf.isEmpty else { return nil }
        let slot = keptLayoutOf[Int(node)]
        guard slot >= 0 else { return nil }
        let kept = keptLayouts[Int(slot)], key = ProposalBits(proposal)
        let count = Int(childStart[Int(node) + 1] - childStart[Int(node)])
        if kept.newer == key { return kept.records(ofNewer: true, count: count) }
        if kept.older == key { return kept.records(ofNewer: false, count: count) }
        return nil
    }

    /// Drops the layouts kept for `node`, keeping its slot (a layout in progress may hold
    /// records of the arena, so nothing is freed here).
    func forgetStackLayout(of node: Int32) {
        guard !keptLayoutOf.isEmpty else { return }
        let slot = keptLayoutOf[Int(node)]
        guard slot >= 0 else { return }
        var kept = keptLayouts[Int(slot)]
        kept.newer = .unplaced
        kept.older = .unplaced
        keptLayouts[Int(slot)] = kept
    }

    /// Drops every kept stack layout (at the end of a placement, and in `resetCaches`).
    func forgetStackLayouts() {
        guard !keptLayoutOf.isEmpty else { return }
        keptLayoutOf.release()
        keptLayouts.release()
        stackPlacementArena = StackPlacementArena(expected: 0)
    }
}
