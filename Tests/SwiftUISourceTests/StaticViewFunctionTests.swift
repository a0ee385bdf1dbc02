import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// A static function of a view type (`NetworkInspectorView.makeHeaderView(…)`, `Self.make…`)
/// builds a view from its own body: it is not the type building itself. Found in kean/Pulse,
/// where four views were refused as recursive. Expected behaviors: seed 001 (a Color takes what
/// it is offered, so a VStack holding one expands; Text hugs).
@Suite struct StaticViewFunctionTests {
    static let source = """
        struct Screen: View {
            let title: String
            var body: some View {
                VStack {
                    Screen.makeHeader(title)
                    Self.makeHeader("Details")
                    Color.red
                }
            }
            static func makeHeader(_ title: String) -> some View {
                Text(title).font(.headline)
            }
        }
        """

    @Test func aStaticFunctionCalledByTheTypesNameIsBuiltNotRefused() throws {
        let evaluation = try Fixtures.evaluate(Self.source)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(evaluation.failures.isEmpty)
        #expect(first.root.treeDescription.components(separatedBy: "font(.headline)").count - 1 == 2)
        #expect(SizingProbe.classify(first.root).behaviors == AxisBehaviors(.exp, .exp))
    }

    @Test func aHeaderAloneHugs() throws {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View { Screen.makeHeader("Title") }
                static func makeHeader(_ title: String) -> some View { Text(title).padding() }
            }
            """)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(SizingProbe.classify(first.root).behaviors == AxisBehaviors(.hug, .hug))
    }

    @Test func aViewNamingItselfIsStillTheOnlyRoot() throws {
        // The file's one view names itself in its body: it is the root, not one of "several".
        let parsed = try SwiftUISource.parse(Self.source, fileName: "Screen.swift", options: SourceOptions(inputCompiles: true))
        #expect(parsed.entryPoint == "Screen")
    }
}
