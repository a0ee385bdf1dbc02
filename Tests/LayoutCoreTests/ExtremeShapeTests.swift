// Extreme shapes (issue 9): a stack with 100,000 children and trees nested 10,000 and more
// levels deep either lay out correctly or are cut at DeepTrees.maximumDepth with a warning.
// Never a stack overflow: every test here runs in-process, on the test's own thread.
import XCTest
@testable import LayoutCore

/// A leaf that records how deep in the stack it was asked (to measure the cost of a level):
/// sized in `sizeThatFits`, compiled in `resolved(in:)`.
struct StackProbe: Layout {
    nonisolated(unsafe) static var deepestAddress = UInt.max
    nonisolated(unsafe) static var deepestCompileAddress = UInt.max
    func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        var marker = 0
        withUnsafeMutablePointer(to: &marker) { Self.deepestCompileAddress = Swift.min(Self.deepestCompileAddress, UInt(bitPattern: $0)) }
        return nil
    }
    var name: String { "StackProbe" }
    var role: LayoutRole { .leaf }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        var marker = 0
        withUnsafeMutablePointer(to: &marker) { Self.deepestAddress = Swift.min(Self.deepestAddress, UInt(bitPattern: $0)) }
        return Size(width: 10, height: 10)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    func dependsOnProposal(subviews: LayoutSubviews) -> Bool { false }
}

final class ExtremeShapeTests: XCTestCase {
    /// A chain of `levels` nodes: a 10 × 10 leaf, wrapped alternately in `padding(1)` and a
    /// one-child VStack, then in anything that passes sizes through (frame(alignment:), fixedSize).
    /// Returns the tree and the number of padding levels.
    func chain(levels: Int, leaf: ViewNode = Rectangle().frame(width: 10, height: 10).node) -> (ViewNode, paddings: Int) {
        var node = leaf
        var paddings = 0
        var level = leaf.nodeCount  // the leaf's own levels
        while level < levels {
            switch level % 4 {
            case 0: node = node.padding(1).node; paddings += 1
            case 1: node = VStack { node }.node
            case 2: node = node.fixedSize().node
            default: node = HStack(spacing: 0) { node }.node
            }
            level += 1
        }
        return (node, paddings)
    }

    /// 100,000 children in a VStack: every child placed, one below the other.
    func testStackWithOneHundredThousandChildren() {
        let count = 100_000
        let start = ContinuousClock.now
        let stack = VStack(spacing: 0) { ForEach(0..<count) { _ in Rectangle().frame(width: 3, height: 2) } }
        let engine = LayoutEngine(stack)
        // model: 100,000 frames of (3 × 2) stacked with spacing 0 → (3 × 200000).
        XCTAssertEqual(engine.sizeThatFits(.unspecified), Size(width: 3, height: 2 * Double(count)))
        let result = engine.place(in: ProposedViewSize(width: 400, height: nil))
        let children = engine.children(of: Int(engine.root))
        XCTAssertEqual(children.count, count)
        // model: the root is centred horizontally in 400 → x = 198.5; child i at y = 2i.
        for (i, child) in children.enumerated() where i % 997 == 0 || i == count - 1 {
            XCTAssertEqual(result.engine.frame(of: child), Rect(x: 198.5, y: 2 * Double(i), width: 3, height: 2), "child \(i)")
        }
        XCTAssertEqual(engine.warnings, [])
        print("extreme: VStack of \(count) children sized and placed in \(ContinuousClock.now - start)")
    }

    /// The same in an HStack whose children share a finite width (priority groups, §3.2).
    func testHStackWithOneHundredThousandFlexibleChildren() {
        let count = 100_000
        let stack = HStack(spacing: 0) { ForEach(0..<count) { _ in Color.red } }
        let engine = LayoutEngine(stack)
        // model: colours take their share: 100,000 pt offered, 1 pt each.
        let result = engine.place(in: ProposedViewSize(width: Double(count), height: 10))
        let children = engine.children(of: Int(engine.root))
        XCTAssertEqual(children.count, count)
        for i in [0, 1, 50_000, count - 1] {
            XCTAssertEqual(result.engine.frame(of: children[i]), Rect(x: Double(i), y: 0, width: 1, height: 10), "child \(i)")
        }
    }

    /// 10,000 levels deep, sized and placed on this thread: the right answer, no warning.
    func testTenThousandLevelsLayOutCorrectly() {
        let levels = 10_000
        let start = ContinuousClock.now
        let (tree, paddings) = chain(levels: levels)
        XCTAssertEqual(DeepTrees.height(of: tree), levels)
        let engine = LayoutEngine(tree)
        XCTAssertEqual(engine.warnings, [])
        // model: padding(1) adds 2 pt per padding level to the (10 × 10) leaf; stacks of one
        // child and fixedSize add nothing.
        let side = 10 + 2 * Double(paddings)
        XCTAssertEqual(engine.sizeThatFits(.unspecified), Size(width: side, height: side))
        XCTAssertEqual(engine.sizeThatFits(ProposedViewSize(width: 5, height: 5)), Size(width: side, height: side))
        let result = engine.place(in: .unspecified)
        // Walk down to the leaf without recursion: it sits `paddings` points in on each axis.
        var node = Int(engine.root)
        var depth = 1
        while let child = engine.children(of: node).first {
            node = child
            depth += 1
        }
        XCTAssertEqual(result.engine.frame(of: node), Rect(x: Double(paddings), y: Double(paddings), width: 10, height: 10))
        XCTAssertGreaterThanOrEqual(depth, levels - 1)
        // The placed tree as a value (recursive) is built on the large stack too.
        XCTAssertEqual(result.root.frame.size, Size(width: side, height: side))
        print("extreme: \(levels) levels (\(paddings) paddings) compiled, sized and placed in \(ContinuousClock.now - start)")
    }

    /// How much stack a level costs (debug build): measured, printed, and bounded so that
    /// DeepTrees.maximumDepth levels fit in DeepTrees.largeStackSize.
    func testStackCostPerLevelFitsTheLargeStack() {
        let levels = 2_000
        let (tree, _) = chain(levels: levels, leaf: ViewNode(StackProbe()))
        let engine = LayoutEngine(ZStack { tree })
        _ = DeepTrees.withLargeStack {
            var top = 0
            let topAddress = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
            StackProbe.deepestAddress = .max
            engine.resetCaches()
            // placeOnThisStack: no second hop, so that both addresses are on this thread's stack.
            _ = engine.placeOnThisStack(in: ProposedViewSize(width: 100, height: 100))
            let perLevel = Double(topAddress - StackProbe.deepestAddress) / Double(levels)
            print("extreme: \(Format.number(perLevel)) bytes of stack per level while sizing (debug)")
            // model: maximumDepth levels must fit the large stack with a factor 2 to spare.
            XCTAssertLessThan(perLevel * Double(DeepTrees.maximumDepth) * 2, Double(DeepTrees.largeStackSize))
            return 0
        }
    }

    /// `levels` nested stacks of two views, alternately an HStack and a VStack, over `leaf`: each
    /// level branches, so compiling recurses at each.
    func branchingChain(levels: Int, leaf: ViewNode) -> ViewNode {
        var node = leaf
        for level in 0..<levels {
            let other = Color.red.frame(width: 1, height: 1).node
            node = level % 2 == 0 ? HStack { node; other }.node : VStack { node; other }.node
        }
        return node
    }

    /// Compiling recurses once per branching level (a stack of several views): its cost per
    /// level (debug build) stays within DeepTrees.bytesPerLevel, the bound `onStack` uses to decide
    /// whether the caller's stack has room. (Each role compiles in its own function: with them
    /// inlined into one, a level cost 2.2 KiB in a release build.)
    func testCompilingCostsNoMoreStackPerLevelThanTheBound() {
        let levels = 2_000
        let tree = branchingChain(levels: levels, leaf: ViewNode(StackProbe()))
        let perLevel = DeepTrees.withLargeStack {
            Double(compileStack { LayoutEngine(ZStack { tree }) }) / Double(levels)
        }
        print("extreme: \(Format.number(perLevel)) bytes of stack per branching level while compiling (debug)")
        XCTAssertLessThan(perLevel, Double(DeepTrees.bytesPerLevel))
    }

    /// A chain of one-child views (modifiers, one-child stacks) compiles without recursing: the
    /// engine walks down it and adds its views from the bottom up. 2,000 levels cost no more
    /// stack than 20 (one level cost 2.4 KiB in a debug build when compiling recursed).
    func testAChainOfOneChildViewsCompilesInConstantStack() {
        let (deep, _) = chain(levels: 2_000, leaf: ViewNode(StackProbe()))
        let (shallow, _) = chain(levels: 20, leaf: ViewNode(StackProbe()))
        let (deepStack, shallowStack) = DeepTrees.withLargeStack {
            (compileStack { LayoutEngine(ZStack { deep }) }, compileStack { LayoutEngine(ZStack { shallow }) })
        }
        print("extreme: \(deepStack) bytes of stack compiling 2,000 one-child levels, \(shallowStack) for 20 (debug)")
        XCTAssertEqual(deepStack, shallowStack)
    }

    /// The bytes of stack between here and the deepest point the StackProbe saw while `build`
    /// compiled it.
    private func compileStack(_ build: () -> LayoutEngine) -> Int {
        var top = 0
        let topAddress = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
        StackProbe.deepestCompileAddress = .max
        let engine = build()
        XCTAssertNotEqual(StackProbe.deepestCompileAddress, .max, "the probe was compiled")
        withExtendedLifetime(engine) {}
        return Int(topAddress - StackProbe.deepestCompileAddress)
    }

    /// Deeper than DeepTrees.maximumDepth: cut there with a warning naming the depth, laid out
    /// without a crash. (The test builds and releases its own tree on a large stack: releasing a
    /// 120,000-level value tree recurses in the Swift runtime, which is the caller's business.)
    /// A large stack asked for on a thread that already has one runs there (a scan's worker
    /// evaluates thousands of units, each asking for one: a thread each made its stack's pages
    /// fault in again); asked for on a small stack, it runs on a thread of its own.
    func testALargeStackInsideALargeStackRunsWhereItIs() {
        let (outer, nested) = DeepTrees.withLargeStack { (pthread_self(), DeepTrees.withLargeStack { pthread_self() }) }
        XCTAssertNotEqual(pthread_equal(outer, nested), 0, "the nested body runs on the thread that has the large stack")
        var small = pthread_attr_t()
        pthread_attr_init(&small)
        defer { pthread_attr_destroy(&small) }
        pthread_attr_setstacksize(&small, 1 << 20)
        final class Box: @unchecked Sendable { var caller = pthread_self(); var body = pthread_self() }
        let box = Box()
        var thread = pthread_t()
        XCTAssertEqual(pthread_create(&thread, &small, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
            box.caller = pthread_self()
            box.body = DeepTrees.withLargeStack { pthread_self() }
            return nil
        }, Unmanaged.passUnretained(box).toOpaque()), 0)
        pthread_join(thread, nil)
        XCTAssertEqual(pthread_equal(box.caller, box.body), 0, "from a 1 MiB stack, the body gets a thread of its own")
    }

    /// `concurrentMap` gives each index's result in order, on one thread and on several, tells
    /// each finished count once, and runs every item on a large stack.
    func testConcurrentMapKeepsTheOrderAndRunsOnLargeStacks() {
        for jobs in [1, 3] {
            var counts: [Int] = []
            let results = DeepTrees.concurrentMap(50, jobs: jobs, done: { counts.append($0) }) { index -> (Int, Bool) in
                (index * index, (DeepTrees.freeStackBytes() ?? 0) >= DeepTrees.largeStackSize / 2)
            }
            XCTAssertEqual(results.map(\.0), (0..<50).map { $0 * $0 }, "jobs \(jobs)")
            XCTAssertTrue(results.allSatisfy(\.1), "jobs \(jobs): every item on a large stack")
            XCTAssertEqual(counts, Array(1...50), "jobs \(jobs)")
        }
        XCTAssertEqual(DeepTrees.concurrentMap(0, jobs: 2) { $0 }, [])
    }

    func testDeeperThanTheLimitIsCutWithAWarning() {
        let levels = DeepTrees.maximumDepth + 20_000
        DeepTrees.withLargeStack {
            var (tree, _) = chain(levels: levels)
            tree.location = SourceLocation(line: 1, column: 1)
            let engine = LayoutEngine(tree)
            tree = ViewNode(EmptyViewLayout())
            XCTAssertEqual(engine.warnings.count, 1)
            let message = engine.warnings.first?.message ?? ""
            XCTAssertTrue(message.contains("nests \(levels) levels deep"), message)
            XCTAssertTrue(message.contains("lays out \(DeepTrees.maximumDepth) levels"), message)
            let size = engine.sizeThatFits(.unspecified)
            XCTAssertTrue(size.width.isFinite && size.height.isFinite && size.width > 0, "\(size)")
            _ = engine.place(in: ProposedViewSize(width: 100, height: 100))
        }
    }

    /// The cut itself: the cut tree is exactly `limit` levels deep.
    func testTruncationStopsAtTheLimit() {
        let (tree, _) = chain(levels: 40)
        XCTAssertEqual(DeepTrees.height(of: DeepTrees.truncated(tree, limit: 40).tree), 40)
        XCTAssertEqual(DeepTrees.height(of: DeepTrees.truncated(tree, limit: 30).tree), 30)
        XCTAssertEqual(DeepTrees.height(of: Rectangle().node), 1)
    }
}
