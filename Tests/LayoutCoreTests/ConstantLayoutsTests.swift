import BenchmarkTrees
import Testing

@testable import LayoutCore

/// A view with one answer for every proposal, computed in constant time (a fixed frame), has that
/// answer, and where it puts its only child when that child is a leaf that answers directly,
/// worked out when the engine adds it (`ConstantLayout`, issue 38); untraced, sizing and placement
/// read the record instead of the layouts. A traced engine still asks the layouts, so comparing
/// the two checks every record against what the layouts answer.
struct ConstantLayoutsTests {
    /// Leaves that answer directly (constant time, an answer that depends on the proposal).
    static let leaves: [(name: String, view: ViewNode)] = [
        ("Color", Color.blue.node), ("Rectangle", Rectangle().node), ("Circle", Circle().node),
    ]

    /// The nine named alignments and a custom guide (its default, the centre).
    static let alignments: [Alignment] = Alignment.named.map(\.1) + [Alignment(horizontal: .custom("Marker"), vertical: .custom("Marker"))]

    /// Fixed frames of these sizes: empty, ordinary, fractional and very tall.
    static let sizes: [(width: Double, height: Double)] = [(0, 0), (40, 30), (7.5, 1e6)]

    /// Every node's answer to each proposal, and, placed in each, its frame and placed proposal,
    /// from an untraced and a traced engine of `view`: the pairs that differ, described.
    static func differences(_ view: ViewNode) -> [String] {
        let proposals: [ProposedViewSize] = [
            .zero, .infinity, .unspecified, ProposedViewSize(width: 100, height: 50),
            ProposedViewSize(width: 37.5, height: nil), ProposedViewSize(width: nil, height: 12),
        ]
        let untraced = LayoutEngine(view)
        let traced = LayoutEngine(view)
        traced.isTracing = true
        var found: [String] = []
        for proposal in proposals {
            // Placed first, so that the leaves are placed from the records before anything is sized.
            _ = untraced.place(in: proposal)
            _ = traced.place(in: proposal)
            for node in 0..<untraced.nodeCount {
                if untraced.frame(of: node) != traced.frame(of: node) || untraced.placedProposal(of: node) != traced.placedProposal(of: node) {
                    found.append("\(proposal): node \(node) placed at \(untraced.frame(of: node)), traced \(traced.frame(of: node))")
                }
                if untraced.sizeThatFits(node: node, proposal) != traced.sizeThatFits(node: node, proposal) {
                    found.append("\(proposal): node \(node) answers \(untraced.sizeThatFits(node: node, proposal))")
                }
            }
        }
        return found
    }

    /// The nodes of `engine` whose record places their leaf.
    static func nodesPlacingTheirLeaf(_ engine: LayoutEngine) -> [Int] {
        (0..<engine.nodeCount).filter { engine.constantLayout(of: $0)?.placesLeaf == true }
    }

    @Test func aFixedFrameOverALeafPlacesItAsItsLayoutWould() {
        for (leafName, leaf) in Self.leaves {
            for alignment in Self.alignments {
                let frames = Self.sizes.map { leaf.frame(width: $0.width, height: $0.height, alignment: alignment) }
                // In a row and in a column within it, so that frames are placed by stacks on both axes.
                let view = HStack { frames; VStack { frames } }.node
                let engine = LayoutEngine(view)
                #expect(Self.nodesPlacingTheirLeaf(engine).count == 2 * frames.count, "\(leafName), \(alignment)")
                #expect(Self.differences(view) == [], "\(leafName), \(alignment)")
            }
        }
    }

    @Test func aFixedFrameOverALeafThatDoesNotAnswerDirectlyKeepsOnlyItsAnswer() {
        // Text is measured and cached, and has baselines: its place is computed as before.
        let view = HStack { Text("Hello, world").frame(width: 40, height: 30, alignment: .bottomTrailing); Color.red }.node
        let engine = LayoutEngine(view)
        let frame = (0..<engine.nodeCount).first { engine.layout(of: $0).name == "frame" }!
        #expect(engine.constantLayout(of: frame)?.size == Size(width: 40, height: 30))
        #expect(engine.constantLayout(of: frame)?.placesLeaf == false)
        #expect(Self.differences(view) == [])
    }

    @Test func onlyAFrameWithBothLengthsHasAFixedAlignedPlacement() {
        let sizes = [Size(width: 0, height: 0), Size(width: 40, height: 30), Size(width: 500, height: 2)]
        let proposals: [ProposedViewSize] = [.zero, .infinity, .unspecified, ProposedViewSize(width: 37.5, height: nil)]
        for alignment in Self.alignments {
            let fixed = FrameLayout(width: 40, height: 30, alignment: alignment)
            let placement = fixed.fixedAlignedPlacement
            #expect(placement?.proposal == ProposedViewSize(width: 40, height: 30))
            for size in sizes {
                for proposal in proposals {
                    let asked = fixed.alignedPlacement(in: size, proposal: proposal)
                    #expect(asked?.proposal == placement?.proposal && asked?.alignment == placement?.alignment, "\(alignment), \(size), \(proposal)")
                }
            }
            #expect(FrameLayout(width: 40, alignment: alignment).fixedAlignedPlacement == nil)
            #expect(FrameLayout(height: 30, alignment: alignment).fixedAlignedPlacement == nil)
            #expect(FrameLayout(alignment: alignment).fixedAlignedPlacement == nil)
        }
    }

    @Test func alikeViewsShareOneRecord() {
        // Every leaf of the bushy trees is `Color.frame(width: 10, height: 10)`.
        let engine = LayoutEngine(BenchmarkTrees.tree(levels: 3, fanout: 4))
        #expect(engine.constantLayouts.count == 1)
        #expect(Self.nodesPlacingTheirLeaf(engine).count == 64)
    }

    @Test func pastTheTablesSizeTheLayoutsAreAsked() {
        // 300 frames of distinct widths: 255 records, and 45 frames placed by asking their layouts.
        let view = VStack { (0..<300).map { Color.blue.frame(width: Double($0), height: 2) } }.node
        let engine = LayoutEngine(view)
        #expect(engine.constantLayouts.count == 255)
        #expect(Self.nodesPlacingTheirLeaf(engine).count == 255)
        #expect(Self.differences(view) == [])
    }
}
