#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deep trees (issue 9): a view nested thousands of levels deep lays out without overflowing
/// the stack, and a tree deeper than ``maximumDepth`` is cut there with a warning.
///
/// Sizing recurses once per level of nesting (a padding asks its content, which asks its
/// content…; views that forward their sizing are skipped), compiling once per level that has
/// several children (a chain of one-child views is walked without recursing). A thread's default
/// stack (8 MiB on the main thread, less elsewhere) holds a few thousand levels in a debug build.
/// So:
/// 1. ``height(of:)`` measures the tree's depth without recursing.
/// 2. A tree deeper than ``maximumDepth`` is cut: the views below that depth are replaced by
///    one empty `(0 × 0)` view, and the engine reports a ``LayoutWarning`` saying so.
/// 3. Work on a tree deeper than ``inlineDepth`` runs on a helper thread with a
///    ``largeStackSize`` stack (``onStack(forHeight:_:)``); shallower trees run on the
///    caller's thread, as before, at no extra cost.
public enum DeepTrees {
    /// The deepest nesting laid out as written: 100,000 levels. Deeper views are replaced by an
    /// empty `(0 × 0)` view, with a warning (layout never throws).
    public static let maximumDepth = 100_000

    /// Trees up to this depth run on the caller's stack.
    public static let inlineDepth = 256

    /// The stack of the helper thread: 1 GiB of address space (reserved, only the pages the
    /// recursion touches are used). Measured in a debug build: a chain of modifiers costs
    /// about 2 KiB of stack per level (ExtremeShapeTests measures it) while sizing, placing and compiling, so
    /// ``maximumDepth`` levels fit with room to spare.
    public static let largeStackSize = 1 << 30

    /// Step 1: the number of levels of `root` (1 for a leaf), without recursion.
    /// - Complexity: O(n) in the number of nodes.
    public static func height(of root: ViewNode) -> Int { extent(of: root).height }

    /// The number of levels of `root` and its number of nodes, in one walk without recursion
    /// (the engine reserves its arrays for that many nodes).
    /// - Complexity: O(n) in the number of nodes.
    static func extent(of root: ViewNode) -> (height: Int, nodes: Int) {
        var deepest = 0
        var nodes = 0
        var pending: [(children: [ViewNode], depth: Int)] = [([root], 1)]
        while let (children, depth) = pending.popLast() {
            deepest = Swift.max(deepest, depth)
            nodes += children.count
            for child in children where !child.children.isEmpty {
                pending.append((child.children, depth + 1))
            }
        }
        return (deepest, nodes)
    }

    /// Step 2: `root` with every node at depth `limit` replaced by an empty `(0 × 0)` view
    /// (a zero frame around nothing visible), and where the first cut was made.
    /// Call it on a large stack: it recurses `limit` levels.
    static func truncated(_ root: ViewNode, limit: Int) -> (tree: ViewNode, cutAt: SourceLocation?) {
        var cutAt: SourceLocation?
        func cut(_ node: ViewNode, _ depth: Int) -> ViewNode {
            if depth >= limit - 1 {
                if cutAt == nil { cutAt = node.location }
                return Color.clear.frame(width: 0, height: 0).node
            }
            var copy = node
            copy.children = node.children.map { cut($0, depth + 1) }
            return copy
        }
        return (cut(root, 1), cutAt)
    }

    /// Step 2 for the engine: `root` itself when it is at most ``maximumDepth`` deep, otherwise
    /// the tree cut there, with the location of the first cut in `cutAt`. Call it inside
    /// ``onStack(forHeight:_:)`` so that the cut tree is also released on the large stack.
    static func cutIfTooDeep(_ root: ViewNode, height: Int, cutAt: inout SourceLocation?) -> ViewNode {
        guard height > maximumDepth else { return root }
        let (tree, location) = truncated(root, limit: maximumDepth)
        cutAt = location
        return tree
    }

    /// The warning for a tree cut at ``maximumDepth``.
    static func truncationMessage(height: Int) -> String {
        "the view tree nests \(height) levels deep; the model lays out \(maximumDepth) levels and replaces the views below with an empty (0 × 0) view"
    }

    /// Step 3: runs `body` on the caller's thread when the tree is at most ``inlineDepth``
    /// levels deep or the caller's stack has room for it (``bytesPerLevel`` a level, with a
    /// margin), otherwise on a thread with a ``largeStackSize`` stack; waits for it and returns
    /// its result. Measuring the free stack keeps a 1,000-level chain on the main thread (a
    /// thread hop costs tens of microseconds, more than laying the chain out).
    public static func onStack<T>(forHeight height: Int, _ body: () -> T) -> T {
        if height <= inlineDepth { return body() }
        if let free = freeStackBytes(), free > height * bytesPerLevel + stackMargin { return body() }
        return withLargeStack(body)
    }

    /// A generous bound on the stack one level of nesting uses while compiling, sizing or
    /// placing (about 2 KiB measured in a debug build by ExtremeShapeTests; doubled).
    public static let bytesPerLevel = 4 << 10
    /// Stack kept free for whatever runs below the layout (1 MiB).
    static let stackMargin = 1 << 20

    /// The bytes of stack left below the current frame on this thread, if the system says.
    static func freeStackBytes() -> Int? {
        #if canImport(Glibc)
        guard let bounds = ThreadStack.bounds() else { return nil }
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        let free = here - bounds.base
        return free > 0 && free <= bounds.size ? free : nil
        #else
        return nil
        #endif
    }

    /// Runs `body` on a new thread with a ``largeStackSize`` stack and waits for it, or on the
    /// caller's thread when at least half that stack is free there (the caller already runs on
    /// such a thread: a scan's worker evaluating unit after unit). A new thread's stack is
    /// fresh memory, each page of it faulted in and zeroed again; the caller's is warm.
    /// If the thread cannot be created, `body` runs on the caller's thread.
    public static func withLargeStack<T>(_ body: () -> T) -> T {
        if let free = freeStackBytes(), free >= largeStackSize / 2 { return body() }
        var result: T?
        withoutActuallyEscaping(body) { escapable in
            let job = Job { result = escapable() }
            let context = Unmanaged.passUnretained(job).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, largeStackSize)
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let started = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context!).takeUnretainedValue().run()
                return nil
            }, context)
            guard started == 0 else { return job.run() }
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            pthread_join(thread!, nil)
            #endif
        }
        return result!
    }

    /// The work handed to the helper thread (the caller waits for the thread, so the two
    /// never touch its result at once).
    private final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}

#if canImport(Glibc)
/// The current thread's stack bounds, looked up once per thread (glibc finds the main thread's
/// stack by reading /proc/self/maps, which costs about 100 µs) and kept in thread-specific
/// data, so they die with the thread.
enum ThreadStack {
    struct Bounds {
        var base: Int
        var size: Int
    }

    static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            pointer?.assumingMemoryBound(to: Bounds.self).deallocate()
        }
        return created == 0 ? key : nil
    }()

    static func bounds() -> Bounds? {
        if let key, let stored = pthread_getspecific(key) {
            return stored.assumingMemoryBound(to: Bounds.self).pointee
        }
        // pthread_getattr_np is a GNU extension the Glibc module does not import: look it up.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
        let bounds = Bounds(base: Int(bitPattern: base), size: size)
        if let key {
            let stored = UnsafeMutablePointer<Bounds>.allocate(capacity: 1)
            stored.initialize(to: bounds)
            pthread_setspecific(key, stored)
        }
        return bounds
    }
}
#endif
