import LayoutCore
import SwiftUISource
import XCTest

/// Every SwiftUI example of seeds 000–004 (our own fixtures with the same views, arguments
/// and line breaks) parses to the intended tree and, where the seed gives numbers, lays out
/// to them.
final class SeedFixtureTests: XCTestCase {
    func width(_ label: String, in result: LayoutResult) -> Double? {
        result.root.views(labeled: label).first?.frame.width
    }

    /// seed 000 (and seed 004, which shows the same snippets): (620 − 20) / 3 = 200 is proposed
    /// to the modifier, which halves it: blue 100; the remaining 500 is split: green 250, yellow 250.
    func testSeed000BlueRelativeWidths() throws {
        let parsed = try Fixtures.parse("seed000-blue-relative.swift")
        XCTAssertEqual(parsed.root.treeDescription, """
            frame(height: 80)
              border(.primary)
                HStack(spacing: 10)
                  relativeProposed(width: 0.5)
                    Color.blue
                  Color.green
                  Color.yellow
            """)
        let result = LayoutEngine(parsed.root, environment: .modelFont).place(in: ProposedViewSize(width: 620, height: 400))
        XCTAssertEqual(width("Color.blue", in: result), 100)   // seed 000
        XCTAssertEqual(width("Color.green", in: result), 250)  // seed 000
        XCTAssertEqual(width("Color.yellow", in: result), 250) // seed 000
    }

    /// seed 000: blue 200, green 100 (half of 400 / 2), yellow the 300 left.
    func testSeed000GreenRelativeWidths() throws {
        let result = LayoutEngine(try Fixtures.parse("seed000-green-relative.swift").root, environment: .modelFont)
            .place(in: ProposedViewSize(width: 620, height: 100))
        XCTAssertEqual(width("Color.blue", in: result), 200)   // seed 000
        XCTAssertEqual(width("Color.green", in: result), 100)  // seed 000
        XCTAssertEqual(width("Color.yellow", in: result), 300) // seed 000
    }

    /// seed 000: blue and green 200, yellow 100; the stack is 520 wide.
    func testSeed000YellowRelativeWidths() throws {
        let engine = LayoutEngine(try Fixtures.parse("seed000-yellow-relative.swift").root, environment: .modelFont)
        let result = engine.place(in: ProposedViewSize(width: 620, height: 100))
        XCTAssertEqual(width("Color.blue", in: result), 200)   // seed 000
        XCTAssertEqual(width("Color.green", in: result), 200)  // seed 000
        XCTAssertEqual(width("Color.yellow", in: result), 100) // seed 000
        XCTAssertEqual(engine.sizeThatFits(ProposedViewSize(width: 620, height: 100)).width, 520) // seed 000
    }

    /// seed 000: the priority-1 yellow gets half of 600 (300); blue and green share 300.
    func testSeed000YellowPriorityWidths() throws {
        let parsed = try Fixtures.parse("seed000-yellow-priority.swift")
        XCTAssertEqual(parsed.root.treeDescription, """
            HStack(spacing: 10)
              Color.blue
              Color.green
              layoutPriority(1)
                relativeProposed(width: 0.5)
                  Color.yellow
            """)
        let result = LayoutEngine(parsed.root, environment: .modelFont).place(in: ProposedViewSize(width: 620, height: 100))
        XCTAssertEqual(width("Color.yellow", in: result), 300) // seed 000
        XCTAssertEqual(width("Color.blue", in: result), 150)   // seed 000
        XCTAssertEqual(width("Color.green", in: result), 150)  // seed 000
    }

    /// The modifier on its own line keeps the location of its name (seed 000's line breaks).
    func testSeed000LocationsFollowLineBreaks() throws {
        let parsed = try Fixtures.parse("seed000-blue-relative.swift")
        let relative = parsed.root.allNodes.first { $0.layout.name == "relativeProposed" }
        XCTAssertEqual(relative?.location, SourceLocation(line: 3, column: 2, file: "seed000-blue-relative.swift"))
        XCTAssertEqual(parsed.root.location, SourceLocation(line: 8, column: 2, file: "seed000-blue-relative.swift")) // `.frame` on line 8
        XCTAssertTrue(parsed.root.allNodes.allSatisfy { $0.location != nil })
    }

    func testSeed001HStackDemoView() throws {
        let parsed = try Fixtures.parse("seed001-HStackDemoView.swift")
        XCTAssertEqual(parsed.entryPoint, "HStackDemoView")
        XCTAssertEqual(parsed.root.treeDescription, """
            HStackDemoView()
              frame(height: 50)
                HStack(spacing: 0)
                  border(.red, width: 2)
                    layoutPriority(0)
                      font(.largeTitle)
                        Text("Leading String, Leading String")
                  border(.orange, width: 2)
                    layoutPriority(1)
                      font(.largeTitle)
                        Text("Trailing String 123456")
            """)
    }

    func testSeed001VStackDemos() throws {
        let parsed = try Fixtures.parse("seed001-VStackDemo.swift")
        XCTAssertEqual(parsed.root.treeDescription, """
            VStackDemo()
              frame(height: 300)
                VStack(spacing: 0)
                  foregroundStyle(.green)
                    Rectangle()
                  Text("Hello World")
                  layoutPriority(1)
                    foregroundStyle(.pink)
                      Rectangle()
            """)
        let extreme = try Fixtures.parse("seed001-VStackDemo-extreme.swift")
        XCTAssertTrue(extreme.root.treeDescription.contains("layoutPriority(-100)\n        Text(\"Hello World\")"))
        XCTAssertTrue(extreme.root.treeDescription.contains("frame(height: 20)"))
        let text = try Fixtures.parse("seed001-text-priority.swift")
        XCTAssertEqual(text.root.treeDescription, "layoutPriority(-100)\n  Text(\"Hello World\")")
    }

    /// seed 001: the ZStack sizes to its highest-priority children (150 × 150), not to the 200 one.
    func testSeed001ZStackDemo() throws {
        let parsed = try Fixtures.parse("seed001-ZStackDemo.swift")
        XCTAssertTrue(parsed.root.treeDescription.contains("foregroundStyle(.red.opacity(0.8))"))
        let size = LayoutEngine(parsed.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 500, height: 500))
        XCTAssertEqual(size, Size(width: 150, height: 150)) // seed 001
    }

    /// seed 001's alignment-guide snippet: `{ $0.width / 2 }` is evaluated on the view's dimensions.
    func testSeed001AlignmentGuideClosureIsEvaluated() throws {
        let parsed = try Fixtures.parse("seed001-alignmentGuide.swift")
        XCTAssertEqual(parsed.root.layout.label, "alignmentGuide(.trailing) { $0.width / 2 }")
        let guide = try XCTUnwrap(parsed.root.layout as? AlignmentGuideLayout)
        XCTAssertEqual(guide.computeValue(ViewDimensions(size: Size(width: 100, height: 100))), 50) // model: 100 / 2
    }

    /// seed 001: DynamicSizeZStack is 200, 150 or 100 square for .a, .b, .c.
    func testSeed001DynamicSizeZStackFollowsState() throws {
        for (selection, side) in [(".a", 200.0), (".b", 150.0), (".c", 100.0)] {  // seed 001
            // The view on its own: its @Binding has no source, so --state gives it.
            let alone = try Fixtures.parse("seed001-SwitchDemo.swift", options: SourceOptions(state: ["selection": selection], viewName: "DynamicSizeZStack"))
            XCTAssertEqual(LayoutEngine(alone.root, environment: .modelFont).sizeThatFits(.unspecified), Size(width: side, height: side), selection)
            // Inside SwitchDemo: the @State's value (overridden) flows through the binding.
            let whole = try Fixtures.parse("seed001-SwitchDemo.swift", options: SourceOptions(state: ["selection": selection]))
            XCTAssertEqual(whole.entryPoint, "SwitchDemo")
            let engine = LayoutEngine(whole.root, environment: .modelFont)
            let result = engine.place(in: ProposedViewSize(width: 400, height: 600))
            let dynamic = try XCTUnwrap(result.root.allViews.first { $0.name == "DynamicSizeZStack" })
            XCTAssertEqual(dynamic.frame.size, Size(width: side, height: side), selection)
        }
    }

    /// Without --state, SwitchDemo's `@State … = .a` is used: 200 (seed 001's initial state).
    func testSeed001SwitchDemoUsesStateInitialValue() throws {
        let parsed = try Fixtures.parse("seed001-SwitchDemo.swift")
        let result = LayoutEngine(parsed.root, environment: .modelFont).place(in: ProposedViewSize(width: 400, height: 600))
        let dynamic = try XCTUnwrap(result.root.allViews.first { $0.name == "DynamicSizeZStack" })
        XCTAssertEqual(dynamic.frame.size, Size(width: 200, height: 200)) // seed 001
        // The picker has one tagged option per case, in a segmented style.
        let picker = try XCTUnwrap(parsed.root.allNodes.first { $0.layout.name == "Picker" })
        XCTAssertEqual(picker.allNodes.compactMap(\.id), ["a", "b", "c"])
        XCTAssertTrue(parsed.root.allNodes.contains { ($0.layout as? StyleModifier)?.style == "segmented" })
    }

    /// Without --state, the binding alone is a run-time value of type `Selection`: the tree is
    /// built with its first case, and a note says which value was chosen.
    func testUnknownBindingTakesFirstCaseAndSaysSo() throws {
        let parsed = try Fixtures.parse("seed001-SwitchDemo.swift", options: SourceOptions(viewName: "DynamicSizeZStack"))
        XCTAssertEqual(parsed.choices, [Choice(value: "selection", outcome: ".a")])
        let note = try XCTUnwrap(parsed.notes.first { $0.message.contains("were chosen") })
        XCTAssertEqual(note.severity, .note)
        XCTAssertTrue(note.message.hasSuffix("selection = .a"), note.message)
        // `.layoutPriority(selection == .a ? 1 : 0)` gives the first rectangle priority 1 (seed 001).
        let result = LayoutEngine(parsed.root, environment: .modelFont).place(in: ProposedViewSize(width: 400, height: 600))
        XCTAssertEqual(result.root.allViews.first { $0.name == "DynamicSizeZStack" }?.frame.size, Size(width: 200, height: 200))
    }

    func testSeed003Examples() throws {
        XCTAssertEqual(try Fixtures.parse("seed003-simple.swift").root.treeDescription, """
            HStack
              Color.purple
              Text("Hello, world")
              Color.pink
            """)
        XCTAssertEqual(try Fixtures.parse("seed003-layout-priority.swift").root.treeDescription, """
            HStack
              fill(.blue)
                RoundedRectangle(cornerRadius: 8)
              layoutPriority(1)
                Text("Hello, world")
              fill(.green)
                RoundedRectangle(cornerRadius: 8)
            """)
    }

    /// seed 002: the PreviewProvider with two Toggles; previewLayout sets a 1000 × 1000 container.
    func testSeed002TogglePreviews() throws {
        let parsed = try Fixtures.parse("seed002-Toggle-previews.swift")
        XCTAssertEqual(parsed.container, Size(width: 1000, height: 1000)) // seed 002
        let toggles = parsed.root.allNodes.filter { $0.layout.name == "Toggle" }
        XCTAssertEqual(toggles.count, 2)
        XCTAssertTrue(toggles[0].allNodes.contains { $0.layout.label == "Color.red" && !$0.isSynthetic })
        XCTAssertTrue(toggles[1].allNodes.contains { $0.layout.label == "Text(\"Option\")" && !$0.isSynthetic })
        XCTAssertEqual(parsed.root.layout.name, "previewLayout")
    }

    /// seed 002: `Color.red.fixedSize()` answers 10 × 10 (the ambiguous-size fallback).
    func testSeed002FixedSizeColor() throws {
        let parsed = try Fixtures.parse("seed002-fixedSize-previews.swift")
        XCTAssertEqual(parsed.root.treeDescription, "fixedSize()\n  Color.red")
        XCTAssertEqual(LayoutEngine(parsed.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 1000, height: 1000)), Size(width: 10, height: 10)) // seed 002
    }

    /// seed 002's documented stubs: a *cannot model* error for each view, never a crash; the
    /// declarations keep their doc comments.
    func testSeed002StubsCannotBeModelled() throws {
        let source = try Fixtures.text("seed002-stubs.swift")
        XCTAssertThrowsError(try SwiftUISource.parse(source, fileName: "stubs.swift")) { error in
            guard let error = error as? SourceError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.diagnostics.map(\.description), [
                "stubs.swift:2:8: error: cannot model 'CalendarView': its declaration has no body in the input (only `// ...`); give its body or its sizing with a doc comment",
                "stubs.swift:7:8: error: cannot model 'SegmentedControl': its declaration has no body in the input (only `// ...`); give its body or its sizing with a doc comment",
                "stubs.swift:12:8: error: cannot model 'Tag': its declaration has no body in the input (only `// ...`); give its body or its sizing with a doc comment",
            ])
        }
        let declarations = SwiftUISource.declarations(in: source, fileName: "stubs.swift")
        XCTAssertEqual(declarations.map(\.name), ["CalendarView", "SegmentedControl", "Tag", "ornatePictureFrame"])
        XCTAssertEqual(declarations.map(\.docComment), [
            "Intrinsic sizing behavior: h-exp, v-exp", "Intrinsic sizing behavior: h-exp, v-hug", nil,
            "Intrinsic sizing behavior: h-neu, v-neu",
        ])
        XCTAssertEqual(declarations[2].initializers.map(\.docComment), [
            "Intrinsic sizing behavior: h-neu, v-neu", "Intrinsic sizing behavior: h-hug, v-hug",
        ])
        XCTAssertEqual(declarations[2].initializers[0].parameters.first?.isViewBuilder, true)
        XCTAssertEqual(declarations[3].kind, .viewExtensionFunction)
        XCTAssertFalse(declarations[0].hasBody)
    }

    /// Each fixture's code appears in its seed once whitespace and `//` comments are removed:
    /// the fixtures have the seeds' views and arguments (line breaks are checked by locations).
    func testFixturesMatchTheSeeds() throws {
        let pairs: [(String, [String])] = [
            ("000", ["seed000-blue-relative.swift", "seed000-green-relative.swift", "seed000-yellow-relative.swift", "seed000-yellow-priority.swift"]),
            ("004", ["seed000-blue-relative.swift", "seed000-green-relative.swift", "seed000-yellow-relative.swift", "seed000-yellow-priority.swift"]),
            ("001", ["seed001-HStackDemoView.swift", "seed001-VStackDemo.swift", "seed001-VStackDemo-extreme.swift", "seed001-text-priority.swift",
                     "seed001-ZStackDemo.swift", "seed001-alignmentGuide.swift", "seed001-SwitchDemo.swift"]),
            ("002", ["seed002-Toggle-previews.swift", "seed002-fixedSize-previews.swift"]),
            ("003", ["seed003-simple.swift", "seed003-layout-priority.swift"]),
        ]
        func squeezed(_ text: String) -> String {
            text.components(separatedBy: "\n").map { line -> String in
                guard let r = line.range(of: "//") else { return line }
                return String(line[..<r.lowerBound])
            }.joined().filter { !$0.isWhitespace }
        }
        for (seed, fixtures) in pairs {
            guard let article = Fixtures.seed(seed) else {
                print("skipped: seed \(seed) is absent from \(Fixtures.seeds.path)")
                continue
            }
            let squeezedArticle = squeezed(article)
            for fixture in fixtures {
                XCTAssertTrue(squeezedArticle.contains(squeezed(try Fixtures.text(fixture))), "\(fixture) differs from seed \(seed)")
            }
        }
    }
}
