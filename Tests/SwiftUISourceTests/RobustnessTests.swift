import LayoutCore
import SwiftUISource
import XCTest

/// Options, notes and inputs that must not crash.
final class RobustnessTests: XCTestCase {
    func parse(_ text: String, _ options: SourceOptions = SourceOptions()) throws(SourceError) -> ParsedSource {
        try SwiftUISource.parse(text, fileName: "input.swift", options: options)
    }

    func error(_ text: String, _ options: SourceOptions = SourceOptions()) -> SourceError? {
        do {
            _ = try parse(text, options)
            return nil
        } catch {
            return error
        }
    }

    func testUnknownModifierPassesThroughWithWarningWhenAsked() throws {
        let parsed = try parse("Text(\"a\").sparkle(3)", SourceOptions(unknownModifiersPassThrough: true))
        XCTAssertEqual(parsed.root.treeDescription, "sparkle(3)\n  Text(\"a\")")
        XCTAssertEqual(parsed.notes.map(\.description), ["input.swift:1:11: warning: unknown modifier 'sparkle'; passed through without changing layout"])
    }

    func testStringPropertyWithoutValueBecomesPlaceholderWithNote() throws {
        let source = """
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """
        let parsed = try parse(source)
        // A placeholder of a typical length, not the property's name (issue 44; our model).
        XCTAssertEqual(parsed.root.treeDescription, "Row()\n  Text(\"Placeholder\")")
        XCTAssertEqual(parsed.notes.first?.line, 3)
        XCTAssertTrue(parsed.notes.first?.message.contains("placeholder") ?? false)
    }

    func testImageSizeOption() throws {
        let parsed = try parse("Image(\"logo\")", SourceOptions(imageSizes: ["logo": Size(width: 101, height: 92)]))
        XCTAssertEqual(LayoutEngine(parsed.root).sizeThatFits(.unspecified), Size(width: 101, height: 92)) // model: the given size
        XCTAssertTrue(parsed.notes.isEmpty)
        let defaulted = try parse("Image(\"logo\")")
        XCTAssertEqual(defaulted.notes.count, 1) // the default size is said, not silent
    }

    func testRenderedDiagnosticHasCaretUnderTheName() {
        let d = Diagnostic(.error, "unknown modifier 'fram'", fileName: "f.swift", line: 2, column: 6, length: 4)
        XCTAssertEqual(d.rendered(source: "Color.red\n    .fram(width: 1)"), """
            f.swift:2:6: error: unknown modifier 'fram'
                .fram(width: 1)
                 ^~~~
            """)
    }

    func testEmptyAndGarbageInputsGiveErrorsNotCrashes() {
        for input in ["", "   \n", "}}}", "let x = ", "HStack {", "Text(", "#Preview {", "struct A: View { var body: some View { B() } }",
                      "Color.red.frame(width: \"wide\")", "ForEach(0..<100000000) { _ in Text(\"x\") }", "Text(\"a\" + 1)",
                      "VStack { Text(\"a\") }.frame(width: .infinity / 0)", "Text(1 / 0 == 2 ? \"a\" : \"b\")"] {
            // Either a located error that renders, or a tree that lays out to a finite size.
            if let error = error(input) {
                XCTAssertFalse(error.diagnostics.isEmpty, input)
                XCTAssertTrue(error.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 }, input)
                XCTAssertTrue(error.rendered(source: input).contains("error:"), input)
            } else {
                let parsed = try? parse(input)
                XCTAssertNotNil(parsed, input)
                if let parsed {
                    let size = LayoutEngine(parsed.root).sizeThatFits(ProposedViewSize(width: 300, height: 300))
                    XCTAssertTrue(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "\(input): \(size)")
                }
            }
        }
    }

    /// Deep nesting is an error (or a tree), never a stack overflow.
    func testDeepNestingIsGuarded() {
        let depth = 300
        let nested = String(repeating: "VStack { ", count: depth) + "Text(\"x\")" + String(repeating: " }", count: depth)
        XCTAssertNotNil(error(nested))
        let chain = "Text(\"x\")" + String(repeating: ".padding(1)", count: 600)
        XCTAssertEqual(error(chain)?.diagnostics.first?.message, "the input nests deeper than 500 levels here; the model stops at 500")
        let shallow = String(repeating: "VStack { ", count: 10) + "Text(\"x\")" + String(repeating: " }", count: 10)
        XCTAssertNoThrow(try parse(shallow))
    }

    func testSelfRecursiveViewIsAnError() {
        let source = "struct Loop: View { var body: some View { VStack { Loop() } } }\nstruct Top: View { var body: some View { Loop() } }"
        XCTAssertNotNil(error(source, SourceOptions(viewName: "Top")))
    }

    func testStateOverrideOfAPlainProperty() throws {
        let source = """
            struct Box: View {
                var wide = false
                var body: some View {
                    if wide { Color.red.frame(width: 300) } else { Color.red.frame(width: 100) }
                }
            }
            """
        XCTAssertEqual(try parse(source).root.children.first?.layout.label, "frame(width: 100)")
        XCTAssertEqual(try parse(source, SourceOptions(state: ["wide": "true"])).root.children.first?.layout.label, "frame(width: 300)")
    }

    func testControlsParseTheirLabels() throws {
        let parsed = try parse("""
            VStack {
                Button(action: {}) { Text("Tap") }
                Button { } label: { Image(systemName: "plus") }
                Label { Text("Title") } icon: { Color.red.frame(width: 10, height: 10) }
                Picker("Pick", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }
            }
            """)
        let names = parsed.root.children.map(\.layout.name)
        XCTAssertEqual(names, ["Button", "Button", "Label", "Picker"])
        XCTAssertTrue(parsed.root.children[0].allNodes.contains { $0.layout.label == "Text(\"Tap\")" && !$0.isSynthetic })
        XCTAssertTrue(parsed.root.children[1].allNodes.contains { $0.layout.label == "Image(systemName: \"plus\")" })
        XCTAssertTrue(parsed.root.children[2].allNodes.contains { $0.layout.label == "Text(\"Title\")" })
        XCTAssertEqual(parsed.root.children[3].allNodes.compactMap(\.id), ["1", "2"])
    }

    func testDeclarationsExposeLocationsAndBodies() {
        let source = """
            /// Intrinsic sizing behavior: h-exp, v-hug
            struct Bar: View {
                @State private var on = true
                var body: some View {
                    HStack { Text("x") }
                }
            }
            #Preview("Wide") { Bar() }
            """
        let decls = SwiftUISource.declarations(in: source, fileName: "bar.swift")
        XCTAssertEqual(decls.map(\.description), ["view Bar at bar.swift:2:8", "previewMacro Wide at bar.swift:8:1"])
        XCTAssertEqual(decls[0].docComment, "Intrinsic sizing behavior: h-exp, v-hug")
        XCTAssertEqual(decls[0].bodyRootName, "HStack")
        XCTAssertEqual(decls[0].properties.first?.wrapper, "State")
        XCTAssertEqual(decls[0].properties.first?.defaultValue, "true")
    }
}
