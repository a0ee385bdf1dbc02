import Foundation
import Testing

@testable import LayoutCore

/// A layout's large scratch blocks are kept by the thread for its next layout (`ScratchMemory`),
/// within a bound, and reusing them changes no layout. The store is the thread's: the tests that
/// count what it keeps run on a thread of their own, whose store starts empty, and assert here.
@Suite struct ScratchMemoryTests {
    /// A large block given back is kept, and is what the next request it fits gets; a small one
    /// is freed, not kept.
    @Test func aLargeBlockGivenBackIsTakenAgain() {
        let bytes = 3 * ScratchMemory.pooledBytes + 123
        let seen = onNewThread { () -> [Int] in
            let atStart = ScratchMemory.keptBytesOfThisThread
            let first = ScratchMemory.take(bytes: bytes)
            ScratchMemory.give(first)
            let afterGive = ScratchMemory.keptBytesOfThisThread
            let second = ScratchMemory.take(bytes: bytes)
            let afterTake = ScratchMemory.keptBytesOfThisThread
            ScratchMemory.give(ScratchMemory.take(bytes: ScratchMemory.pooledBytes - 1))
            let afterSmall = ScratchMemory.keptBytesOfThisThread
            ScratchMemory.give(second)
            return [atStart, first.bytes, afterGive, Int(bitPattern: first.base), Int(bitPattern: second.base), afterTake, afterSmall]
        }
        let (atStart, firstBytes, afterGive, firstBase, secondBase, afterTake, afterSmall) =
            (seen[0], seen[1], seen[2], seen[3], seen[4], seen[5], seen[6])
        #expect(atStart == 0)
        #expect(firstBytes >= bytes && firstBytes % 4096 == 0)
        #expect(afterGive == firstBytes)
        #expect(secondBase == firstBase)
        #expect(afterTake == 0)
        #expect(afterSmall == 0)
    }

    /// The store keeps at most its bound: a block that does not fit is freed unless it can
    /// replace smaller ones, a block larger than the bound is never kept, a small request does
    /// not take a large block, and past its slots a small block is freed rather than a larger
    /// one let go.
    @Test func theStoreKeepsAtMostItsBound() {
        let quarter = ScratchMemory.keptBytes / 4
        let seen = onNewThread { () -> [Int] in
            for block in (0..<6).map({ _ in ScratchMemory.take(bytes: quarter) }) { ScratchMemory.give(block) }
            let afterQuarters = ScratchMemory.keptBytesOfThisThread
            ScratchMemory.give(ScratchMemory.take(bytes: ScratchMemory.keptBytes + 1))
            let afterOversized = ScratchMemory.keptBytesOfThisThread
            ScratchMemory.give(ScratchMemory.take(bytes: quarter + quarter / 4))
            let afterLarger = ScratchMemory.keptBytesOfThisThread
            let small = (0..<(2 * ScratchMemory.slotCount)).map { _ in ScratchMemory.take(bytes: ScratchMemory.pooledBytes) }
            for block in small { ScratchMemory.give(block) }
            return [afterQuarters, afterOversized, afterLarger, ScratchMemory.keptBytesOfThisThread]
        }
        #expect(seen[0] == ScratchMemory.keptBytes, "four quarters fill the store; the fifth and sixth are freed")
        #expect(seen[1] == seen[0], "a block larger than the bound is freed")
        #expect(seen[2] == 2 * quarter + quarter + quarter / 4, "a larger block lets two quarters go to fit")
        // Three large blocks and, in the slots left, small ones.
        #expect(seen[3] == seen[2] + (ScratchMemory.slotCount - 3) * ScratchMemory.pooledBytes)
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

    /// A long row laid out by one engine after another on a thread (each reusing the blocks the
    /// one before gave back: its stack's records, its work lists, its per-node arrays) gets the
    /// same frames as the first, for two proposals in turn.
    @Test func engineAfterEngineLaysOutTheSame() {
        let seen = onNewThread { () -> (frames: [[Rect]], kept: Int) in
            let row = HStack(spacing: 2) {
                ForEach(0..<3_000) { i in Color.red.frame(width: Double(1 + i % 7), height: 10) }
            }
            func frames(_ proposal: ProposedViewSize) -> [Rect] {
                let engine = LayoutEngine(row)
                _ = engine.place(in: proposal)
                return (0..<engine.nodeCount).map { engine.frame(of: $0) }
            }
            let narrow = ProposedViewSize(width: 500, height: 100), ideal = ProposedViewSize(width: nil, height: nil)
            let first = frames(narrow)
            let kept = ScratchMemory.keptBytesOfThisThread
            return ([first, frames(ideal), frames(narrow), frames(narrow)], kept)
        }
        #expect(seen.kept >= 3_000 * MemoryLayout<StackAlgorithm.Child>.stride, "the row's records are kept")
        #expect(seen.frames[1] != seen.frames[0])
        #expect(seen.frames[2] == seen.frames[0])
        #expect(seen.frames[3] == seen.frames[0])
    }
}

/// Runs `body` on a new thread, whose scratch store starts empty, and returns its result.
private func onNewThread<T>(_ body: @escaping @Sendable () -> T) -> T {
    let result = ThreadResult<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.value = body()
        done.signal()
    }
    thread.start()
    done.wait()
    return result.value!
}

/// What the thread of `onNewThread` computed, read after it signalled.
private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
}
