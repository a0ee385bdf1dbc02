import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// `Table` fills its proposal as a List does (p0deje/Maccy's pins pane is a Table over a
/// query). Expected behavior: our model (a Table is a List; the List's rule is in ListLayout).
@Suite struct TableTests {
    static func behavior(_ body: String, platform: String = "macOS") throws -> AxisBehaviors {
        let source = """
            struct Item: Identifiable { var id: Int; var name: String }
            struct Screen: View {
                let items: [Item]
                @State private var selection: Item.ID?
                var body: some View {
                    \(body)
                }
            }
            """
        var options = SourceOptions(inputCompiles: true)
        options.conditions.platform = platform
        let evaluation = try Fixtures.evaluate(source, options: options)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        return SizingProbe.classify(first.root).behaviors
    }

    @Test func aTableFillsItsProposal() throws {
        let table = try Self.behavior("""
            Table(items, selection: $selection) {
                TableColumn("Name") { item in Text(item.name) }
                TableColumn("ID") { item in Text("\\(item.id)") }.width(60)
            }
            """)
        #expect(table == AxisBehaviors(.exp, .exp))
        #expect(try Self.behavior("Table(of: Item.self) { TableColumn(\"Name\", value: \\.name) } rows: { }", platform: "iOS") == AxisBehaviors(.exp, .exp))
    }
}
