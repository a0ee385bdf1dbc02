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
        // A resizable image answers each proposal itself: 300 distinct proposals fill several of
        // the cache's chunks, and asking them all again is answered from the cache, unchanged.
        let engine = LayoutEngine(Image("photo").resizable())
        let proposals = (0..<300).map { ProposedViewSize(width: Double($0), height: Double(300 - $0)) }
        let first = proposals.map { engine.sizeThatFits($0) }
        let evaluations = engine.evaluations
        XCTAssertEqual(evaluations, 300)
        XCTAssertEqual(proposals.map { engine.sizeThatFits($0) }, first)
        XCTAssertEqual(engine.evaluations, evaluations, "every second answer came from the cache")
        XCTAssertEqual(first[7], Size(width: 7, height: 293), "model: a resizable image takes the proposal")
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
}
