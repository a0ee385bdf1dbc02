import XCTest

@testable import LayoutCore

/// What the engine learns once per node instead of once per question (issue 18): the layout
/// priority, generic spacing preferences, whether the layout has a one-axis shortcut and whether
/// its subtree defines guides other than the text baselines, read when the node is added; and the
/// one answer of a view that cannot depend on the proposal, which a stack asks once for all its
/// probes. None of it may change an answer, a guide, a frame or a placed proposal, traced or not.
final class NodeTraitsTests: XCTestCase {
    /// Every layout that declares generic spacing, with children whose own preferences are not
    /// generic (Text's), so that a layout that forwarded them would be caught.
    static var genericSpacingTrees: [(name: String, view: ViewNode)] {
        [
            ("a fixed frame over text", Text("Fixed").frame(width: 40, height: 20)),
            ("a colour, an image and shapes", HStack {
                Color.red
                Image(systemName: "star")
                Rectangle()
                Circle()
            }.node),
            ("a scroll view of text", ScrollView { Text("Scrolled") }.node),
            ("a geometry reader over text", GeometryReader { Text("Read") }.node),
            ("a grid of text", ViewNode(GridLayout(), children: [GridRow { Text("A"); Text("B") }.node])),
            ("a lazy grid of text", LazyVGrid(columns: [GridItem(.flexible())]) { Text("A"); Text("B") }.node),
            ("a positioned text", Text("Here").position(x: 10, y: 10)),
            ("a split view of text", NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }.node),
        ]
    }

    func testGenericSpacingIsNumberedWhenTheNodeIsAddedAndIsTheLayoutsOwn() {
        var declared = Set<String>()
        for (name, view) in Self.genericSpacingTrees {
            let engine = LayoutEngine(view)
            for node in 0..<engine.nodeCount where engine.layout(of: node).hasGenericSpacing {
                declared.insert(engine.layout(of: node).name)
                XCTAssertEqual(engine.spacingIndex[node], 0, "\(name): node \(node) numbered generic before any question")
                let own = engine.layout(of: node).spacing(subviews: LayoutSubviews(engine: engine, node: Int32(node)))
                XCTAssertEqual(own, .generic, "\(name): node \(node) (\(engine.layout(of: node).name)) answers generic itself")
            }
            TracedComparison.assertUntracedMatchesTraced(view, name)
        }
        // Each tree names one kind of layout that declares it (a safe-area root wraps the split view).
        XCTAssertTrue(declared.isSuperset(of: ["frame", "Color", "Image", "Rectangle", "Circle", "ScrollView", "GeometryReader", "Grid", "LazyVGrid", "position"]), "\(declared.sorted())")
        // A frame with a flexible length keeps its child's preferences on that axis: not generic.
        let flexible = LayoutEngine(Text("Wide").frame(width: 40))
        XCTAssertFalse(flexible.layout(of: Int(flexible.root)).hasGenericSpacing)
        XCTAssertNotEqual(flexible.spacing(of: flexible.root), .generic)
    }

    func testPrioritiesAreReadWhenTheNodeIsAddedThroughForwardingWrappers() {
        // Wrappers that forward their child's priority (a one-child stack, fixedSize, overlay's
        // content, ignoresSafeArea, a transparent font) over values of every kind.
        let row = HStack {
            HStack { Color.red.layoutPriority(3) }
            Color.blue.layoutPriority(2).fixedSize()
            Spacer().overlay { Color.green }
            ViewNode(IgnoresSafeAreaLayout(), children: [Color.gray.layoutPriority(-1)])
            Text("Label").layoutPriority(.nan).font(.caption)
            Color.yellow
            ViewNode(NaNPriority())
        }
        let engine = LayoutEngine(row)
        let kids = engine.children(of: Int(engine.root))
        // Model: forwarded values as given; Spacer reports −∞ (Spacer.swift); NaN counts as 0
        // (layout facts §9), whether the modifier normalised it or a custom layout reports it.
        XCTAssertEqual(kids.map { engine.layoutPriority(of: $0) }, [3, 2, -.infinity, -1, 0, 0, 0])
        // Every node's stored priority is what its layout reports when asked now.
        for node in 0..<engine.nodeCount {
            var direct = engine.layout(of: node).layoutPriority(subviews: LayoutSubviews(engine: engine, node: Int32(node)))
            if direct.isNaN { direct = 0 }
            XCTAssertEqual(engine.layoutPriority(of: node), direct, "node \(node) (\(engine.layout(of: node).name))")
        }
        TracedComparison.assertUntracedMatchesTraced(row.node, "priorities")
    }

    func testAStackAsksAChildThatCannotDependOnTheProposalOnce() {
        let row = HStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 5)
            Color.green.frame(width: 30, height: 15)
        }
        let engine = LayoutEngine(row)
        _ = engine.place(in: ProposedViewSize(width: 100, height: 50))
        // Model count: the row and each frame are computed once (4 evaluations); each frame is
        // asked once while the row is sized (its answer stands for the probes at 0 and ∞ and for
        // its offer), and not when placed (its one answer is known): no hit. Asking per probe
        // made 6 hits more, asking when placed 3.
        XCTAssertEqual(engine.evaluations, 4)
        XCTAssertEqual(engine.cacheHits, 0)
        XCTAssertEqual(engine.frame(of: Int(engine.root)).size, Size(width: 76, height: 15), "10 + 8 + 20 + 8 + 30 wide, the tallest 15 high")

        // Traced, every probe is asked and shown: three questions per frame while sizing, three
        // more when placement runs the row's algorithm again (a traced engine keeps no stack
        // layouts, so that the trace shows placement's questions), and one when it is placed.
        let traced = LayoutEngine(row)
        traced.isTracing = true
        _ = traced.place(in: ProposedViewSize(width: 100, height: 50))
        for frame in traced.children(of: Int(traced.root)) {
            let asked = traced.trace.filter { $0.node == frame && $0.kind == .size }.count
            XCTAssertEqual(asked, 7, "frame node \(frame): the two probes and the offer, twice, and its placement")
        }
        for (name, view) in ConstantTimeAnswersTests.trees + [("fixed row", row.node)] {
            TracedComparison.assertUntracedMatchesTraced(view, name)
        }
    }

    func testALayoutWithoutALengthShortcutAnswersNilToEveryOneAxisQuestion() throws {
        // Over every fixture's tree and the trees above: a node whose layout declares no
        // shortcut (`hasLengthShortcut`) is asked for its size instead; that is only faithful if
        // its `lengthThatFits` would have answered nil.
        var views = try FixturePaths.files("fixture").map { try Fixture.load($0).view() }
        views += Self.genericSpacingTrees.map(\.view) + ConstantTimeAnswersTests.trees.map(\.view)
        let lengths: [Double?] = [0, 50, .infinity, nil]
        var withShortcut = Set<String>(), without = Set<String>()
        for view in views {
            let engine = LayoutEngine(view)
            for node in 0..<engine.nodeCount {
                let layout = engine.layout(of: node), subviews = LayoutSubviews(engine: engine, node: Int32(node))
                guard !layout.hasLengthShortcut(subviews: subviews) else {
                    withShortcut.insert(layout.name)
                    XCTAssertTrue(engine.flags[node].contains(.answersLengths))
                    continue
                }
                without.insert(layout.name)
                for width in lengths {
                    for height in lengths {
                        for axis in [Axis.horizontal, .vertical] {
                            let shortcut = layout.lengthThatFits(axis, proposal: ProposedViewSize(width: width, height: height), subviews: subviews)
                            XCTAssertNil(shortcut, "\(layout.name): \(axis) length for (\(width.map { "\($0)" } ?? "nil") × \(height.map { "\($0)" } ?? "nil"))")
                        }
                    }
                }
            }
        }
        XCTAssertTrue(withShortcut.isSuperset(of: ["Text", "VStack", "ZStack", "overlay", "font"]), "\(withShortcut.sorted())")
        XCTAssertGreaterThan(without.count, 20, "\(without.sorted())")
    }

    func testEveryGuideIsTheOneATracedEngineAsksFor() throws {
        // Untraced, a subtree whose views define no guide but the text baselines is not asked
        // for any other (`NodeFlags.mayHaveOtherExplicit`); traced, every guide is asked. Both
        // must give the same value for every node, key and size: guides set by alignmentGuide
        // under frames, overlays, one-child and many-child stacks, and Text's baselines.
        var views = try FixturePaths.files("fixture").map { try Fixture.load($0).view() }
        views += [
            VStack(alignment: .leading) {
                HStack { Text("Name"); Color.green.frame(width: 40, height: 10) }.alignmentGuide(.leading) { d in d.width / 3 }
                Text("Centred").alignmentGuide(HorizontalAlignment.center) { d in d.width }.frame(width: 90).overlay { Text("Over") }
                HStack { Color.red.frame(width: 5, height: 5).alignmentGuide(VerticalAlignment.center) { _ in 1 } }
                ZStack { Text("Deep").alignmentGuide(.bottom) { d in d[VerticalAlignment.firstTextBaseline] }.padding(2) }
                HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle); Text("small").alignmentGuide(.firstTextBaseline) { d in d.height } }
            }.node,
        ]
        let keys: [AlignmentKey] = [
            .leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline,
            .custom("Mine", .horizontal),
        ]
        var defined = 0
        for view in views {
            let untraced = LayoutEngine(view), traced = LayoutEngine(view)
            traced.isTracing = true
            for node in 0..<untraced.nodeCount {
                for proposal in [ProposedViewSize(width: 120, height: 80), ProposedViewSize(width: nil, height: nil)] {
                    let size = untraced.sizeThatFits(node: node, proposal)
                    for key in keys {
                        let quick = untraced.explicitAlignment(of: Int32(node), key: key, size: size, proposal: proposal)
                        let asked = traced.explicitAlignment(of: Int32(node), key: key, size: size, proposal: proposal)
                        XCTAssertEqual(quick, asked, "node \(node) (\(untraced.layout(of: node).name)), \(key), \(proposal)")
                        if quick != nil, !key.isTextBaseline { defined += 1 }
                    }
                }
            }
        }
        XCTAssertGreaterThan(defined, 10, "guides other than the baselines were found, not only nils")
    }
}
/// A custom layout that reports a NaN priority (`layoutPriority(_:)` normalises its own).
private struct NaNPriority: Layout {
    var name: String { "NaNPriority" }
    var role: LayoutRole { .leaf }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size { Size(width: 5, height: 5) }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    func layoutPriority(subviews: LayoutSubviews) -> Double { .nan }
}
