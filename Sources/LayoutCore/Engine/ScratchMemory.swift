#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Large blocks of memory a layout borrows and gives back, kept per thread for the next layout
/// (issue 38: wall time).
///
/// A layout's large buffers (a long stack's scratch records, the kept stack layouts, the
/// placement's work lists, the engine's per-node arrays) were fresh memory each time: glibc
/// gives a block over 128 KB back to the kernel when it is freed, or trims the heap's top, so
/// the next layout had the kernel fault in and zero the same number of pages again (perf: 28 %
/// of a cold placement of a 10,000-child row was in the kernel). Blocks of at least
/// `pooledBytes` are taken from, and given back to, a store of the current thread instead,
/// which keeps up to `keptBytes` of them: the next engine on the thread writes pages that are
/// already resident. Smaller blocks go to the allocator as before (glibc keeps those itself).
///
/// The store is the thread's, so it takes no lock. A block may be given back on another thread
/// than the one that took it (an engine freed elsewhere): it is raw memory, and joins that
/// thread's store. A thread's store is freed when the thread ends.
///
/// - Complexity: `take` and `give` scan at most `slotCount` blocks; the memory a thread keeps
///   between layouts is at most `keptBytes`.
enum ScratchMemory {
    /// One block: its start and its length in bytes (at least the length asked).
    struct Block {
        var base: UnsafeMutableRawPointer
        var bytes: Int
    }

    /// Blocks smaller than this are allocated and freed directly.
    static var pooledBytes: Int { 64 * 1024 }
    /// The most memory a thread's store keeps between layouts.
    static var keptBytes: Int { 16 * 1024 * 1024 }
    /// The most blocks a thread's store keeps.
    static var slotCount: Int { 32 }
    /// Every block is aligned for the engine's largest element (a `Double`, a 16-byte pair).
    static var alignment: Int { 16 }

    /// A block of at least `bytes` bytes, uninitialised: the smallest kept block that is large
    /// enough and at most twice as large (a small request does not hold a large block for the
    /// life of its engine), else a new one (rounded up to whole pages).
    static func take(bytes: Int) -> Block {
        guard bytes >= pooledBytes else { return Block(base: .allocate(byteCount: bytes, alignment: alignment), bytes: bytes) }
        if let store = Store.current(), let block = store.pointee.takeSmallest(atLeast: bytes, atMost: 2 * bytes + 4095) {
            return block
        }
        let rounded = (bytes + 4095) & ~4095
        return Block(base: .allocate(byteCount: rounded, alignment: alignment), bytes: rounded)
    }

    /// Gives back a block `take` returned (with the length it gave): kept for the next layout on
    /// this thread, or freed when it is small or the store is full.
    static func give(_ block: Block) {
        guard block.bytes >= pooledBytes, let store = Store.current() else { return block.base.deallocate() }
        store.pointee.keep(block)
    }

    /// The bytes this thread's store keeps now (`sizing-bench` reports them apart from the engine's).
    static var keptBytesOfThisThread: Int { Store.current()?.pointee.bytes ?? 0 }

    /// A thread's kept blocks.
    struct Store {
        var blocks: UnsafeMutablePointer<Block>
        var count = 0
        var bytes = 0

        #if canImport(Glibc)
        static let key: pthread_key_t? = {
            var key = pthread_key_t()
            let created = pthread_key_create(&key) { pointer in
                guard let store = pointer?.assumingMemoryBound(to: Store.self) else { return }
                for i in 0..<store.pointee.count { store.pointee.blocks[i].base.deallocate() }
                store.pointee.blocks.deallocate()
                store.deallocate()
            }
            return created == 0 ? key : nil
        }()

        /// This thread's store, created on first use (nil if thread-specific data is not available).
        static func current() -> UnsafeMutablePointer<Store>? {
            guard let key else { return nil }
            if let stored = pthread_getspecific(key) { return stored.assumingMemoryBound(to: Store.self) }
            let store = UnsafeMutablePointer<Store>.allocate(capacity: 1)
            store.initialize(to: Store(blocks: .allocate(capacity: slotCount)))
            guard pthread_setspecific(key, store) == 0 else {
                store.pointee.blocks.deallocate()
                store.deallocate()
                return nil
            }
            return store
        }
        #else
        static func current() -> UnsafeMutablePointer<Store>? { nil }
        #endif

        /// Removes and returns the smallest kept block of at least `bytes` bytes, if it has at
        /// most `limit`.
        mutating func takeSmallest(atLeast bytes: Int, atMost limit: Int) -> Block? {
            var best = -1
            for i in 0..<count where blocks[i].bytes >= bytes && (best < 0 || blocks[i].bytes < blocks[best].bytes) { best = i }
            guard best >= 0, blocks[best].bytes <= limit else { return nil }
            return remove(at: best)
        }

        /// Keeps `block`, making room by freeing smaller kept blocks; frees `block` instead when
        /// the room cannot be made with blocks smaller than it.
        mutating func keep(_ block: Block) {
            guard block.bytes <= keptBytes else { return block.base.deallocate() }
            while count == slotCount || bytes + block.bytes > keptBytes {
                var smallest = 0
                for i in 1..<Swift.max(count, 1) where blocks[i].bytes < blocks[smallest].bytes { smallest = i }
                guard count > 0, blocks[smallest].bytes < block.bytes else { return block.base.deallocate() }
                remove(at: smallest).base.deallocate()
            }
            (blocks + count).initialize(to: block)
            count += 1
            bytes += block.bytes
        }

        private mutating func remove(at index: Int) -> Block {
            let block = blocks[index]
            count -= 1
            blocks[index] = blocks[count]
            bytes -= block.bytes
            return block
        }
    }
}
