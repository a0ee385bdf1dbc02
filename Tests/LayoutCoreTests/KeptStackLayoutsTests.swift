import XCTest

import BenchmarkTrees
@testable import LayoutCore

/// Placing a stack from its kept layout (KeptStackLayouts.swift) must give exactly the frames and
/// proposals the stack algorithm gives when it runs again. A traced engine never uses kept
/// layouts (the trace shows placement's questions), so it is the reference here.
final class KeptStackLayoutsTests: XCTestCase {
    /// Stacks placed for their last layout (the root, rows in a column that fits), for the
    /// older of their two (rows of an overflowing column, offered 0 after the probes at 0 and
    /// ∞), and for neither (fixed stacks sized once, nil proposals); with priorities, spacers,
    /// text, explicit alignment guides (whose trial placements use kept layouts too) and a lazy
    /// stack.
    static let trees: [(String, ViewNode)] = [
        ("wide", BenchmarkTrees.wide(40)),
        ("simple list", BenchmarkTrees.simpleList(60)),
        ("list", BenchmarkTrees.list(12)),
        ("bushy", BenchmarkTrees.tree(levels: 3, fanout: 4)),
        ("flexible binary", BenchmarkTrees.tree(levels: 5, fanout: 2, flexible: true)),
        ("priorities", HStack {
            Text("A title that wraps when it is short of room")
            Spacer(minLength: 12)
            Color.blue.frame(minWidth: 20, maxWidth: 90).layoutPriority(1)
            VStack(spacing: 3) {
                Text("one")
                Color.red.frame(width: 30, height: 30)
            }
        }.node),
        ("guides", VStack(alignment: .leading) {
            HStack { Text("Name"); Color.green.frame(width: 40, height: 10) }
                .alignmentGuide(.leading) { d in d.width / 3 }
            HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle); Text("small").font(.caption) }
            Text("Last")
        }.node),
        ("lazy", LazyVStack { (0..<8).map { i in HStack { Text("Row \(i)"); Spacer() }.node } }.node),
    ]

    static let proposals = [
        ProposedViewSize(width: 320, height: 480), ProposedViewSize(width: 5000, height: 5000),
        ProposedViewSize(width: 40, height: 30), ProposedViewSize(width: nil, height: nil),
        ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: .infinity, height: .infinity),
        ProposedViewSize(width: 200, height: nil),
    ]

    /// Every node's frame and placed proposal, bit for bit (a NaN proposal component compares by its bits).
    func frames(_ engine: LayoutEngine) -> [String] {
        (0..<engine.nodeCount).map { node in
            let frame = engine.frame(of: node), proposal = engine.placedProposal(of: node)
            let bits = [frame.minX, frame.minY, frame.width, frame.height].map(\.bitPattern)
            return "\(node) \(bits) \(proposal.width?.bitPattern as Any) \(proposal.height?.bitPattern as Any)"
        }
    }

    /// Names the first node placed differently and how many are.
    func assertSameFrames(_ engine: LayoutEngine, _ reference: LayoutEngine, _ message: String, line: UInt = #line) {
        let got = frames(engine), expected = frames(reference)
        let differing = zip(got, expected).filter { $0 != $1 }
        XCTAssertEqual(got.count, expected.count, message, line: line)
        if let (a, b) = differing.first {
            XCTFail("\(message): \(differing.count) of \(got.count) nodes differ, first \(a), expected \(b)", line: line)
        }
    }

    func testKeptLayoutsPlaceEveryViewWhereTheAlgorithmDoes() {
        for (name, tree) in Self.trees {
            for proposal in Self.proposals {
                let traced = LayoutEngine(tree)
                traced.isTracing = true
                _ = traced.place(in: proposal)
                let quiet = LayoutEngine(tree)
                _ = quiet.place(in: proposal)
                assertSameFrames(quiet, traced, "\(name) in \(proposal)")
                // A second placement for another proposal, then the first again, on the same engine.
                _ = quiet.place(in: ProposedViewSize(width: 123, height: 77))
                _ = quiet.place(in: proposal)
                assertSameFrames(quiet, traced, "\(name) in \(proposal), placed again")
            }
        }
    }

    /// Model: placing a long row after sizing it for the same proposal asks its children nothing
    /// (each frame's one answer is known, and it is placed from the kept layout); running the
    /// algorithm again would ask each child its size (n questions, answered from the cache).
    func testPlacingARowSizedForTheSameProposalAsksEachChildOnce() {
        let n = 50
        let engine = LayoutEngine(BenchmarkTrees.wide(n))
        let proposal = ProposedViewSize(width: 5000, height: 5000)
        _ = engine.sizeThatFits(proposal)
        let hits = engine.cacheHits, direct = engine.directAnswers, evaluations = engine.evaluations
        _ = engine.place(in: proposal)
        // The root's answer (1), from the cache; each frame's colour once, answering directly,
        // when its frame centres it (placing it asks nothing: it keeps no answer).
        XCTAssertEqual(engine.cacheHits - hits, 1)
        XCTAssertEqual(engine.directAnswers - direct, n)
        XCTAssertEqual(engine.evaluations - evaluations, 0)
    }

    func testKeptLayoutsLastOnePlacement() {
        let engine = LayoutEngine(BenchmarkTrees.simpleList(20))
        _ = engine.sizeThatFits(ProposedViewSize(width: 300, height: 400))
        XCTAssertFalse(engine.keptLayoutOf.isEmpty, "sizing keeps the stacks' layouts")
        _ = engine.place(in: ProposedViewSize(width: 300, height: 400))
        XCTAssertTrue(engine.keptLayoutOf.isEmpty, "placement drops them when it ends")
    }
}
