import XCTest

@testable import LayoutCore

/// A frame over a leaf is placed by the engine itself (`Layout.alignedPlacement`,
/// `NodeFlags.placesLeafAligned`: issue 18's long row of `Color.frame(width:height:)`), untraced.
/// The traced engine still runs the frame's `placeSubviews`, so comparing the two checks that the
/// shortcut gives every leaf the frame and placed proposal its layout would: every kind of frame,
/// every named alignment, leaves with and without explicit guides, and every proposal of
/// `TracedComparison`.
final class AlignedPlacementTests: XCTestCase {
    /// Leaves of each kind: expanding, hugging with text baselines, fixed.
    static func leaves() -> [(name: String, view: ViewNode)] {
        [("Color", Color.blue.node), ("Text", Text("Hello, world").node), ("Image", Image(systemName: "star").node)]
    }

    /// Alignments: the nine named ones, the text baselines and a custom guide (its default, the centre).
    static let alignments: [Alignment] = Alignment.named.map(\.1) + [
        Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
        Alignment(horizontal: .custom("Marker"), vertical: .custom("Marker")),
    ]

    /// Frames of every kind that declares an aligned placement, over `leaf`, with `alignment`.
    static func frames(over leaf: ViewNode, alignment: Alignment) -> [(name: String, view: ViewNode)] {
        [
            ("fixed frame", leaf.frame(width: 40, height: 30, alignment: alignment)),
            ("frame of one length", leaf.frame(width: 25, alignment: alignment)),
            ("frame of no length", leaf.frame(alignment: alignment)),
            ("flexible frame", leaf.frame(minWidth: 10, maxWidth: .infinity, maxHeight: 20, alignment: alignment)),
            ("ideal frame", leaf.frame(minWidth: 5, idealWidth: 60, maxWidth: 200, alignment: alignment)),
            ("container-relative frame", ViewNode(ContainerRelativeFrameLayout(.horizontal, count: 3, span: 2, alignment: alignment), children: [leaf])),
        ]
    }

    func testAFrameOverALeafPlacesItAsItsLayoutWould() {
        var shortcut = Set<String>()
        for (leafName, leaf) in Self.leaves() {
            for alignment in Self.alignments {
                for (frameName, frame) in Self.frames(over: leaf, alignment: alignment) {
                    let name = "\(frameName) over \(leafName), \(alignment)"
                    // In a row and a column, so that the frame is placed by a parent (the root's
                    // children are placed by the general path only when the root is the frame).
                    // The column's first view is a frame over a leaf too.
                    let trees = [(HStack { frame; Text("Beside") }.node, 1), (VStack { Color.red.frame(height: 5); frame }.node, 2)]
                    for (view, expected) in trees {
                        let engine = LayoutEngine(view)
                        let frames = (0..<engine.nodeCount).filter { engine.flags[$0].contains(.placesLeafAligned) }
                        XCTAssertEqual(frames.count, expected, name)
                        for node in frames { shortcut.insert(engine.layout(of: node).name) }
                        TracedComparison.assertUntracedMatchesTraced(view, name)
                    }
                }
            }
        }
        XCTAssertEqual(shortcut, ["frame", "containerRelativeFrame"])
    }

    func testOnlyAFrameWhoseOnlyChildIsALeafIsPlacedByTheEngine() {
        // Model: the shortcut needs one child, a leaf, and a layout that declares its placement.
        let cases: [(name: String, view: ViewNode, expected: Bool)] = [
            ("frame over a colour", Color.blue.frame(width: 10, height: 10), true),
            ("frame over a stack", HStack { Color.blue }.frame(width: 10, height: 10), false),
            ("frame over a padded colour", Color.blue.padding(4).frame(width: 10, height: 10), false),
            ("frame with an overlay", Color.blue.frame(width: 10, height: 10).overlay { Text("Over") }, false),
            ("padding over a colour", Color.blue.padding(4), false),
            ("fixedSize over text", Text("Fixed").fixedSize(), false),
        ]
        for (name, view, expected) in cases {
            let engine = LayoutEngine(view)
            XCTAssertEqual(engine.flags[Int(engine.root)].contains(.placesLeafAligned), expected, name)
            TracedComparison.assertUntracedMatchesTraced(HStack { view; Color.green }.node, name)
        }
    }

    func testAnExplicitGuideOfTheLeafIsHonoured() {
        // Text defines its baselines: a frame aligned on the first baseline puts the baseline,
        // not the bottom, on the frame's bottom edge (§8.6). One line of the body font, 17 pt
        // high: model (TextModel), the baseline above the bottom by the font's descent.
        let text = Text("Baseline")
        let engine = LayoutEngine(HStack {
            text.frame(width: 100, height: 40, alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        })
        _ = engine.place(in: ProposedViewSize(width: 300, height: 100))
        let frameNode = engine.children(of: Int(engine.root))[0]
        let leaf = engine.children(of: frameNode)[0]
        XCTAssertTrue(engine.flags[frameNode].contains(.placesLeafAligned))
        let frame = engine.frame(of: frameNode), placed = engine.frame(of: leaf)
        let baseline = try! XCTUnwrap(engine.explicitAlignment(of: Int32(leaf), key: .firstTextBaseline, size: placed.size, proposal: engine.placedProposal(of: leaf)))
        XCTAssertLessThan(baseline, placed.height, "the baseline lies above the text's bottom")
        XCTAssertEqual(placed.minY + baseline, frame.minY + frame.height, accuracy: 1e-9, "the baseline meets the frame's bottom")
        XCTAssertEqual(placed.minX, frame.minX, "leading")
    }
}
