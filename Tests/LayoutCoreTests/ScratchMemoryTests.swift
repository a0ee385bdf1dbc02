import Testing

@testable import LayoutCore

/// A layout's large scratch blocks are kept by the thread for its next layout (`ScratchMemory`),
/// within a bound, and reusing them changes no layout. Each test runs synchronously, so on one
/// thread, whose store other tests on that thread may have filled before: the assertions hold
/// whatever the store held at the start.
@Suite struct ScratchMemoryTests {
    /// A large block given back is what the next request it fits gets; a small one is freed.
    @Test func aLargeBlockGivenBackIsTakenAgain() {
        let bytes = 3 * ScratchMemory.pooledBytes + 123
        let first = ScratchMemory.take(bytes: bytes)
        #expect(first.bytes >= bytes)
        ScratchMemory.give(first)
        let second = ScratchMemory.take(bytes: bytes)
        // The smallest kept block that fits is taken: this one, unless the store held one
        // between the two sizes already, which is then at least as small.
        #expect(second.base == first.base || second.bytes <= first.bytes)
        #expect(second.bytes >= bytes)
        ScratchMemory.give(second)

        let kept = ScratchMemory.keptBytesOfThisThread
        ScratchMemory.give(ScratchMemory.take(bytes: ScratchMemory.pooledBytes - 1))
        #expect(ScratchMemory.keptBytesOfThisThread == kept)
    }

    /// The store never keeps more than its bound, and keeps the larger blocks when full.
    @Test func theStoreKeepsAtMostItsBound() {
        let large = ScratchMemory.keptBytes / 4
        let blocks = (0..<6).map { _ in ScratchMemory.take(bytes: large) }
        for block in blocks { ScratchMemory.give(block) }
        #expect(ScratchMemory.keptBytesOfThisThread <= ScratchMemory.keptBytes)
        // A block larger than the bound is freed, not kept.
        let before = ScratchMemory.keptBytesOfThisThread
        ScratchMemory.give(ScratchMemory.take(bytes: ScratchMemory.keptBytes + 1))
        #expect(ScratchMemory.keptBytesOfThisThread == before)
        // Many small pooled blocks do not push out the large ones: each is freed or evicts a
        // smaller one, and the store stays within its slots.
        for _ in 0..<(2 * ScratchMemory.slotCount) {
            ScratchMemory.give(ScratchMemory.take(bytes: ScratchMemory.pooledBytes))
        }
        #expect(ScratchMemory.keptBytesOfThisThread >= before - ScratchMemory.slotCount * ScratchMemory.pooledBytes)
        #expect(ScratchMemory.keptBytesOfThisThread <= ScratchMemory.keptBytes)
    }

    /// Blocks taken one inside another (a long stack sized inside another) never share memory,
    /// and a block given back keeps no claim on what the other holds.
    @Test func nestedBlocksDoNotOverlap() {
        let bytes = ScratchMemory.pooledBytes + 10 * MemoryLayout<Double>.stride
        let outer = ScratchMemory.take(bytes: bytes)
        let outerValues = outer.base.initializeMemory(as: Double.self, repeating: 1, count: bytes / 8)
        let inner = ScratchMemory.take(bytes: bytes)
        #expect(inner.base + inner.bytes <= outer.base || outer.base + outer.bytes <= inner.base)
        inner.base.initializeMemory(as: Double.self, repeating: 2, count: bytes / 8)
        ScratchMemory.give(inner)
        #expect(UnsafeBufferPointer(start: outerValues, count: bytes / 8).allSatisfy { $0 == 1 })
        ScratchMemory.give(outer)
    }

    /// A long row laid out by one engine after another on the thread (the second reusing the
    /// first's scratch and per-node arrays) gets the same frames as the first, for two
    /// proposals in turn.
    @Test func engineAfterEngineLaysOutTheSame() {
        let row = HStack(spacing: 2) {
            ForEach(0..<3_000) { i in Color.red.frame(width: Double(1 + i % 7), height: 10) }
        }
        func frames(_ proposal: ProposedViewSize) -> [Rect] {
            let engine = LayoutEngine(row)
            _ = engine.place(in: proposal)
            return (0..<engine.nodeCount).map { engine.frame(of: $0) }
        }
        let narrow = ProposedViewSize(width: 500, height: 100), wide = ProposedViewSize(width: nil, height: nil)
        let first = frames(narrow)
        #expect(ScratchMemory.keptBytesOfThisThread >= 3_000 * MemoryLayout<StackAlgorithm.Child>.stride)
        #expect(frames(wide) != first)
        #expect(frames(narrow) == first)
        #expect(frames(narrow) == first)
    }
}
