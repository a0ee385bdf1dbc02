import XCTest

@testable import LayoutCore

/// The engine's compact per-node storage (issue 18: engine bytes per node): proposals kept as
/// bit patterns, locations packed in 8 bytes, ids only for the nodes that have one, arrays
/// reserved from the source tree's size and grown when controls add nodes. Every value must
/// come back exactly as it went in.
final class EngineStorageTests: XCTestCase {
    func testProposalBitsRoundTripEveryKindOfComponent() {
        let components: [Double?] = [nil, 0, 10.5, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity]
        for width in components {
            for height in components {
                let proposal = ProposedViewSize(width: width, height: height)
                XCTAssertEqual(ProposalBits(proposal).proposal, proposal, "\(proposal)")
            }
        }
        // nil and 0 differ, and so do nil and ∞ (SwiftUI's three probes).
        XCTAssertNotEqual(ProposalBits(.unspecified), ProposalBits(.zero))
        XCTAssertNotEqual(ProposalBits(.unspecified), ProposalBits(.infinity))
    }

    func testPackedLocationRoundTripsAndClampsOnlyImpossibleValues() {
        XCTAssertNil(PackedLocation(nil).location)
        for location in [SourceLocation(line: 1, column: 1), SourceLocation(line: 120_000, column: 300)] {
            XCTAssertEqual(PackedLocation(location).location, location)
        }
        let huge = PackedLocation(SourceLocation(line: Int.max, column: 7)).location
        XCTAssertEqual(huge, SourceLocation(line: Int(UInt32.max) - 1, column: 7), "clamped below the 'no location' mark")
    }

    func testTheEngineKeepsEachNodesIdLocationAndProposal() {
        var named = Color.red.node
        named.id = "swatch"
        named.location = SourceLocation(line: 3, column: 9)
        var plain = Color.blue.node
        plain.location = SourceLocation(line: 4, column: 9)
        let root = ViewNode(VStackLayout(), children: [named, plain], location: SourceLocation(line: 2, column: 5))
        let engine = LayoutEngine(root)
        _ = engine.place(in: ProposedViewSize(width: 200, height: nil))

        let top = Int(engine.root)
        let kids = engine.children(of: top)
        XCTAssertEqual(kids.count, 2)
        XCTAssertEqual(kids.map { engine.id(of: $0) }, ["swatch", nil])
        XCTAssertNil(engine.id(of: top))
        XCTAssertEqual(engine.location(of: top), SourceLocation(line: 2, column: 5))
        XCTAssertEqual(kids.map { engine.location(of: $0) }, [SourceLocation(line: 3, column: 9), SourceLocation(line: 4, column: 9)])
        // The host proposes the container to the root as given, nil height included (§1.9).
        XCTAssertEqual(engine.placedProposal(of: top), ProposedViewSize(width: 200, height: nil))
    }

    func testControlsThatAddNodesGrowTheReservedArrays() {
        // Each Toggle is one node in the source and several once expanded into its body, so the
        // engine outgrows the capacity it reserved from the source tree's size.
        let toggles = (0..<40).map { Toggle("Option \($0)").node }
        let root = ViewNode(VStackLayout(), children: toggles)
        let engine = LayoutEngine(root)
        XCTAssertGreaterThan(engine.nodeCount, DeepTrees.extent(of: root).nodes)
        let size = engine.place(in: ProposedViewSize(width: 300, height: nil)).root.frame.size
        // Model: every expanded toggle answers the height of a fresh engine's single toggle, so
        // the column holds 40 of them and the gaps between them.
        let one = LayoutEngine(Toggle("Option 0").node).sizeThatFits(ProposedViewSize(width: 300, height: nil))
        XCTAssertGreaterThan(one.height, 0)
        XCTAssertGreaterThanOrEqual(size.height, 40 * one.height)
        for node in engine.children(of: Int(engine.root)) {
            XCTAssertEqual(engine.frame(of: node).height, one.height, accuracy: 1e-9)
        }
    }

    func testChunkedListKeepsEveryValueAcrossChunksAndReleasesThem() {
        final class Tracked {
            nonisolated(unsafe) static var alive = 0
            let value: Int
            init(_ value: Int) { self.value = value; Tracked.alive += 1 }
            deinit { Tracked.alive -= 1 }
        }
        do {
            // expected 100: chunks of 32, so 1,000 values fill 31 chunks and part of a 32nd.
            var list = ChunkedList<Tracked>(expected: 100)
            for i in 0..<1_000 { XCTAssertEqual(list.append(Tracked(i)), Int32(i)) }
            XCTAssertEqual(list.count, 1_000)
            XCTAssertEqual((0..<1_000).filter { list[Int32($0)].value != $0 }, [])
            list.removeAll()
            XCTAssertEqual(list.count, 0)
            XCTAssertEqual(Tracked.alive, 0, "removeAll releases the values")
            for i in 0..<70 { _ = list.append(Tracked(-i)) }
            XCTAssertEqual(list[69].value, -69)
            XCTAssertEqual(Tracked.alive, 70)
        }
        XCTAssertEqual(Tracked.alive, 0, "the list releases its values when it goes")
    }

    func testTheSizingCacheAnswersEveryProposalItHolds() {
        // The padding of a resizable image answers each proposal itself (the image answers
        // directly, uncached): 300 distinct proposals fill several of the cache's chunks, and
        // asking them all again is answered from the cache, unchanged.
        let engine = LayoutEngine(Image("photo").resizable().padding(1))
        let proposals = (0..<300).map { ProposedViewSize(width: Double($0), height: Double(300 - $0)) }
        let first = proposals.map { engine.sizeThatFits($0) }
        let evaluations = engine.evaluations
        XCTAssertEqual(evaluations, 300)
        XCTAssertEqual(proposals.map { engine.sizeThatFits($0) }, first)
        XCTAssertEqual(engine.evaluations, evaluations, "every second answer came from the cache")
        XCTAssertEqual(first[7], Size(width: 7, height: 293), "model: a resizable image takes the proposal, the padding adds 1 a side")
    }

    func testLayoutsTheEnvironmentLeavesUnchangedAreSharedWithTheTree() {
        let environment = LayoutEnvironment()
        // Unchanged: nil, so the engine keeps the tree's value (and Text its measured model).
        XCTAssertNil(TextLayout("Hello").resolved(in: environment))
        XCTAssertNil(ImageLayout(source: .systemName("star"), naturalSize: nil, isResizable: false).resolved(in: environment))
        XCTAssertNil(SpacerLayout(minLength: nil).resolved(in: environment))
        XCTAssertNil(DividerLayout().resolved(in: environment))
        // Changed: a value that reads the environment.
        var large = environment
        large.fontSize = 34
        large.lineLimit = 1
        let text = TextLayout("Hello").resolved(in: large) as? TextLayout
        XCTAssertEqual(text?.fontSize, 34)
        XCTAssertEqual(text?.lineLimit, 1)
        XCTAssertEqual((ImageLayout(source: .systemName("star"), naturalSize: nil, isResizable: false).resolved(in: large) as? ImageLayout)?.fontSize, 34)
        var row = environment
        row.stackAxis = .horizontal
        XCTAssertEqual((SpacerLayout(minLength: nil).resolved(in: row) as? SpacerLayout)?.axis, .horizontal)
        XCTAssertEqual((DividerLayout().resolved(in: row) as? DividerLayout)?.isVertical, true)
        XCTAssertNil(DividerLayout(isVertical: true).resolved(in: row))
    }

    func testTheEngineSharesTheTreesLayoutBoxesAndBoxesOnlyWhatItResolves() {
        let tree = HStack { Color.blue; Text("Hi") }.node
        let engine = LayoutEngine(tree)
        func box(_ node: Int) -> LayoutBox { engine.layoutBoxes[node].takeUnretainedValue() }
        let root = Int(engine.root)
        let kids = engine.children(of: root)
        XCTAssert(box(root) === tree.box, "the stack's value is the tree's")
        XCTAssert(box(kids[0]) === tree.children[0].box)
        XCTAssert(box(kids[1]) === tree.children[1].box, "a Text in the environment it was built for")

        // A larger font: the Text is resolved into a box of the engine's own; the rest is shared.
        var large = LayoutEnvironment()
        large.fontSize = 34
        let resolved = LayoutEngine(tree, environment: large)
        let text = resolved.children(of: Int(resolved.root))[1]
        XCTAssert(resolved.layoutBoxes[text].takeUnretainedValue() !== tree.children[1].box)
        XCTAssertEqual((resolved.layout(of: text) as? TextLayout)?.fontSize, 34)
        XCTAssert(resolved.layoutBoxes[Int(resolved.root)].takeUnretainedValue() === tree.box)
    }

    /// The parts of a control that depend on none of its arguments are one value for every
    /// control and every engine: 30 Toggles in two engines hold one switch and one frame around
    /// it.
    func testControlsShareThePartsTheirArgumentsDoNotChange() {
        let list = VStack { (0..<30).map { Toggle("Option \($0)").node } }.node
        var switches = Set<ObjectIdentifier>()
        for _ in 0..<2 {
            let engine = LayoutEngine(list)
            for node in 0..<engine.nodeCount where engine.isSynthetic(node) {
                let box = ObjectIdentifier(engine.layoutBoxes[node].takeUnretainedValue())
                if engine.layout(of: node) is ShapeLayout || engine.layout(of: node) is FrameLayout { switches.insert(box) }
            }
        }
        XCTAssertEqual(switches.count, 2, "one capsule and its frame")
    }

    func testPrioritiesComeBackAsTheLayoutsGaveThem() {
        // 0 and −∞ are kept in the node's flags, other values beside them.
        let row = HStack {
            Color.red
            Spacer()
            Color.blue.layoutPriority(2)
            Color.green.layoutPriority(-1)
            Color.gray.layoutPriority(.nan)
        }
        let engine = LayoutEngine(row)
        let kids = engine.children(of: Int(engine.root))
        // Model: Spacer reports −∞ (Spacer.swift); a NaN priority counts as 0 (layout facts §9).
        let expected: [Double] = [0, -.infinity, 2, -1, 0]
        XCTAssertEqual(kids.map { engine.layoutPriority(of: $0) }, expected)
        XCTAssertEqual(kids.map { engine.layoutPriority(of: $0) }, expected, "asked again, from the flags")
    }

    func testSpacingPreferencesBeyondTheSharedTableAreAnsweredToo() {
        // Text's vertical spacing follows its font size: 300 sizes are 300 distinct preferences,
        // more than the 255 the one-byte index can name; the rest are asked of the layout each time.
        let column = ViewNode(VStackLayout(), children: (0..<300).map { Text("Line").font(.system(size: Double(10 + $0))) })
        let engine = LayoutEngine(column)
        let kids = engine.children(of: Int(engine.root))
        let direct = kids.map { engine.layout(of: $0).spacing(subviews: LayoutSubviews(engine: engine, node: Int32($0))) }
        XCTAssertEqual(Set(direct).count, 300)
        XCTAssertEqual(kids.map { engine.spacing(of: Int32($0)) }, direct)
        XCTAssertEqual(kids.map { engine.spacing(of: Int32($0)) }, direct, "asked again")
        XCTAssertLessThanOrEqual(engine.spacingTable.count, 255)
    }

    func testSpacingPreferencesAreFoundByValue() {
        let engine = LayoutEngine(Color.blue.node)
        let text = ViewSpacing.EdgeValue(text: 17)
        var textEdges = ViewSpacing()
        textEdges.top = text
        textEdges.bottom = text
        var sameText = ViewSpacing()
        sameText.bottom = text
        sameText.top = ViewSpacing.EdgeValue(text: 17)
        let negativeZero = ViewSpacing(all: .init(fixed: -0.0))
        let leadingOnly = { (value: ViewSpacing.EdgeValue) -> ViewSpacing in
            var spacing = ViewSpacing()
            spacing.leading = value
            return spacing
        }
        XCTAssertEqual(engine.interned(.generic), 0)
        let zero = engine.interned(.zero)
        XCTAssertNotNil(zero)
        XCTAssertNotEqual(zero, 0)
        XCTAssertEqual(engine.interned(negativeZero), zero, "−0 equals 0, so it is the same preference")
        XCTAssertEqual(negativeZero.fingerprint, ViewSpacing.zero.fingerprint)
        let first = engine.interned(textEdges)
        XCTAssertEqual(engine.interned(sameText), first)
        // The same number as text or as a fixed value, or on another edge, is another preference.
        let others = [leadingOnly(.init(text: 17)), leadingOnly(.init(fixed: 17)), leadingOnly(.init(text: 17, fixed: 17))]
        let indices = others.map { engine.interned($0) }
        XCTAssertEqual(Set(indices + [first, zero, 0]).count, 6, "\(indices)")
        XCTAssertEqual(others.map { engine.interned($0) }, indices, "found again")
        XCTAssertEqual(engine.spacingTable.count, 6)
    }

    func testTheLastTwoPreferencesAreFoundBitForBitAndTheRestByValue() {
        // A list's rows alternate between a Text's and a Spacer's preferences: the two numbered
        // last are compared bit for bit before the table is searched. Every answer must be the
        // number the search by value gives.
        let engine = LayoutEngine(Color.blue.node)
        func edges(top: ViewSpacing.EdgeValue, leading: ViewSpacing.EdgeValue = .init()) -> ViewSpacing {
            var spacing = ViewSpacing()
            spacing.top = top
            spacing.leading = leading
            return spacing
        }
        let text = edges(top: .init(text: 17)), spacer = edges(top: .init(), leading: .init(fixed: 0))
        let negativeSpacer = edges(top: .init(), leading: .init(fixed: -0.0)), other = edges(top: .init(text: 11))
        let sequence = [text, spacer, text, spacer, other, text, negativeSpacer, spacer, other, .generic, text]
        let numbers = sequence.map { engine.interned($0) }
        XCTAssertEqual(engine.spacingTable.count, 4, "generic, text, spacer, other")
        for (spacing, number) in zip(sequence, numbers) {
            XCTAssertEqual(number.map { engine.spacingTable[Int($0)] }, spacing, "\(spacing)")
        }
        XCTAssertEqual(numbers[6], numbers[1], "−0 is found by value as the spacer's 0")
        // A NaN entry equals nothing, but the same bits are the same preferences: numbered once.
        let notANumber = edges(top: .init(fixed: .nan))
        let first = engine.interned(notANumber)
        XCTAssertEqual(engine.interned(notANumber), first)
        XCTAssertEqual(engine.spacingTable.count, 5)
    }

    func testGapsAreTheDistanceBetweenTheNeighboursPreferencesOnBothAxes() {
        // Twenty Text sizes, generic views and a fixed-size frame: more distinct preferences than
        // the gap memo's 16 classes, each pair met several times and in both orders, so the gaps
        // come from the memo, from its fallback, and from the memo again.
        let kinds: [ViewNode] = (0..<20).map { Text("Line").font(.system(size: Double(8 + 3 * $0))).node }
            + [Color.blue.node, Color.red.frame(width: 10, height: 10), Spacer().node, Image(systemName: "star").node]
        let children = (0..<120).map { kinds[($0 * 7 + $0 / kinds.count) % kinds.count] }
        let engine = LayoutEngine(ViewNode(VStackLayout(), children: children))
        let subviews = LayoutSubviews(engine: engine, node: engine.root)
        for axis in [Axis.horizontal, .vertical] {
            let direct = (1..<subviews.count).map { subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: axis) }
            XCTAssertEqual((1..<subviews.count).map { subviews.gap(before: $0, along: axis) }, direct, "\(axis)")
            XCTAssertEqual((1..<subviews.count).map { subviews.gap(before: $0, along: axis) }, direct, "\(axis), asked again")
            XCTAssertEqual(gapsInOneSweep(subviews, axis), direct, "\(axis), in one sweep")
        }
        // Runs of the same pair, and pairs that change at every child, in one sweep: a reused gap
        // is the one of the same two classes, whatever came between.
        let runs = (0..<60).map { i in i < 20 ? kinds[i % 2] : i < 40 ? kinds[20] : kinds[(i * 5) % kinds.count] }
        let runEngine = LayoutEngine(ViewNode(HStackLayout(), children: runs))
        let runViews = LayoutSubviews(engine: runEngine, node: runEngine.root)
        for axis in [Axis.horizontal, .vertical] {
            let direct = (1..<runViews.count).map { runViews[$0 - 1].spacing.distance(to: runViews[$0].spacing, along: axis) }
            XCTAssertEqual(gapsInOneSweep(runViews, axis), direct, "runs, \(axis)")
        }
        XCTAssertGreaterThan(engine.spacingTable.count, LayoutEngine.gapClasses, "the fallback was exercised")
        // Model: text above text is 0 when both are Text (ViewSpacing.distance), so some gaps are 0
        // and others are not: the comparison above is not between constants.
        XCTAssertGreaterThan(Set((1..<subviews.count).map { subviews.gap(before: $0, along: .vertical) }).count, 2)
    }

    /// `LayoutSubviews.forEachGap`'s gaps, in order (a stack's sweep).
    private func gapsInOneSweep(_ subviews: LayoutSubviews, _ axis: Axis) -> [Double] {
        var gaps: [Double] = []
        subviews.forEachGap(along: axis) { position, gap in
            XCTAssertEqual(position, gaps.count + 1)
            gaps.append(gap)
        }
        return gaps
    }

    func testStacksWithTheSameChildrenPreferencesShareTheirs() {
        // Rows and columns of two to sixteen children drawn from kinds of views with different
        // preferences (text in three sizes, a spacer, generic views, a fixed frame), in
        // different orders: each stack's preferences must be the union of its children's
        // (StackAlgorithm.union), whether computed or shared (LayoutEngine.stackSpacing).
        let kinds: [ViewNode] = [
            Text("a").node, Text("b").font(.largeTitle), Text("c").font(.caption), Spacer().node,
            Color.blue.node, Image(systemName: "star").node, Color.red.frame(width: 4, height: 4),
        ]
        var stacks: [ViewNode] = []
        for n in 2...16 {
            for shift in 0..<3 {
                let children = (0..<n).map { kinds[($0 * (shift + 1) + shift) % kinds.count] }
                stacks.append(ViewNode(HStackLayout(), children: children))
                stacks.append(ViewNode(VStackLayout(), children: children))
                stacks.append(ViewNode(HStackLayout(), children: children))  // the same again: shared
            }
        }
        let engine = LayoutEngine(ViewNode(ZStackLayout(), children: stacks))
        let all = engine.children(of: Int(engine.root))
        for _ in 0..<2 {
            for stack in all {
                let algorithm = (engine.layout(of: stack) as? HStackLayout)?.algorithm ?? (engine.layout(of: stack) as! VStackLayout).algorithm
                let union = algorithm.union(LayoutSubviews(engine: engine, node: Int32(stack)))
                XCTAssertEqual(engine.spacing(of: Int32(stack)), union, "stack \(stack) of \(engine.children(of: stack).count)")
            }
        }
        // Keys: up to 14 children (15 and 16 compute theirs), and the repeated rows share.
        XCTAssertEqual(engine.stackSpacingClasses.count, 13 * 3 * 2, "one per distinct stack of 2…14 children")
        // Model: rows of a leading text and a trailing spacer, and the other way round, differ
        // on their leading and trailing edges, so the comparisons above are not between equals.
        XCTAssertGreaterThan(Set(all.map { engine.spacing(of: Int32($0)) }).count, 8, "16 when written")
    }

    func testAFrameIsItsOriginAndTheCachedAnswerToItsPlacedProposal() {
        let tree = VStack { Text("Title"); Color.blue.frame(height: 40); Spacer() }
        let engine = LayoutEngine(tree)
        XCTAssertEqual(engine.frame(of: Int(engine.root)), Rect(x: 0, y: 0, width: 0, height: 0), "before any placement")
        _ = engine.place(in: ProposedViewSize(width: 300, height: 500))
        let frames = (0..<engine.nodeCount).map { engine.frame(of: $0) }
        XCTAssertEqual(frames[Int(engine.root)].size, Size(width: 300, height: 500), "model: the Spacer takes the rest")
        for node in 0..<engine.nodeCount {
            XCTAssertEqual(frames[node].size, engine.sizeThatFits(node: node, engine.placedProposal(of: node)))
        }
        // Without its caches, the engine answers the same frames again, without tracing them.
        engine.resetCaches()
        engine.isTracing = true
        XCTAssertEqual((0..<engine.nodeCount).map { engine.frame(of: $0) }, frames)
        XCTAssertTrue(engine.trace.isEmpty)
        XCTAssertTrue(engine.isTracing)
    }

    func testAChildTheLayoutForgetsIsCentredWithTheParentsProposal() {
        // Places its first child at the origin, twice, and never the others (layout facts §12.9).
        struct FirstOnly: Layout {
            var name: String { "FirstOnly" }
            var role: LayoutRole { .container }
            func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
                proposal.replacingUnspecifiedDimensions(by: Size(width: 100, height: 100))
            }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
                subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 10, height: 10))
                subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
        let tree = ViewNode(FirstOnly(), children: [Color.red.node, Color.blue.frame(width: 30, height: 10).node, Color.green.node])
        let engine = LayoutEngine(tree)
        _ = engine.place(in: ProposedViewSize(width: 200, height: 100))
        let kids = engine.children(of: Int(engine.root))
        // The last placement wins.
        XCTAssertEqual(engine.frame(of: kids[0]), Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(engine.placedProposal(of: kids[0]), ProposedViewSize(width: 20, height: 20))
        // Forgotten: centred in (0, 0, 200, 100) and proposed 200 × 100.
        XCTAssertEqual(engine.frame(of: kids[1]), Rect(x: 85, y: 45, width: 30, height: 10))
        XCTAssertEqual(engine.frame(of: kids[2]), Rect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(engine.placedProposal(of: kids[2]), ProposedViewSize(width: 200, height: 100))
        // Placed again, the same: the marks of the first placement do not carry over.
        _ = engine.place(in: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(engine.frame(of: kids[1]), Rect(x: 35, y: 45, width: 30, height: 10))
    }
}
