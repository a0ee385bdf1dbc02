import LayoutCore
import SwiftUISource
import Testing

/// The grids in SwiftUI source: `GridItem` arrays written as literals, as
/// `Array(repeating:count:)`, through a stored property, or made at run time (an assumption),
/// and the Grid cell modifiers. Sizes are LayoutCore's (docs/grids.md); the 200 pt case is
/// objc.io's observed quiz #1 (https://www.objc.io/blog/2020/11/23/grid-layout/).
@Suite struct GridSourceTests {
    struct Evaluated {
        var root: ViewNode
        var assumptions: [String]
    }

    static func evaluate(_ members: String, body: String) throws -> Evaluated {
        let text = "struct Screen: View {\n\(members)\n    var body: some View {\n\(body)\n    }\n}\n"
        let project = SourceProject(files: [.init(path: "Screen.swift", text: text)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let evaluation = project.evaluate(declaration, form: .view)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        return Evaluated(root: first.root, assumptions: first.assumptions.map(\.message))
    }

    /// The items of the first lazy grid in the tree.
    static func items(_ node: ViewNode) -> [GridItem]? {
        if let grid = node.layout as? LazyGridLayout { return grid.items }
        for child in node.children { if let found = items(child) { return found } }
        return nil
    }

    @Test func literalArray() throws {
        let e = try Self.evaluate("", body: "LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { Text(\"a\") }")
        #expect(Self.items(e.root) == [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))])
    }

    @Test func repeatedItems() throws {
        let e = try Self.evaluate("", body: "LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 3)) { Text(\"a\") }")
        #expect(Self.items(e.root) == Array(repeating: GridItem(.flexible(), spacing: 4), count: 3))
    }

    @Test func storedProperty() throws {
        let e = try Self.evaluate("    let columns = [GridItem(.adaptive(minimum: 80, maximum: 120))]", body: "LazyVGrid(columns: columns) { Text(\"a\") }")
        #expect(Self.items(e.root) == [GridItem(.adaptive(minimum: 80, maximum: 120))])
        let rows = try Self.evaluate("    private let rows: [GridItem] = Array(repeating: .init(.fixed(40)), count: 2)", body: "LazyHGrid(rows: rows) { Text(\"a\") }")
        #expect(Self.items(rows.root) == [GridItem(.fixed(40)), GridItem(.fixed(40))])
    }

    @Test func itemsMadeAtRunTimeAreAnAssumption() throws {
        let e = try Self.evaluate("    func makeColumns() -> [GridItem] { [] }", body: "LazyVGrid(columns: makeColumns()) { Text(\"a\") }")
        #expect(Self.items(e.root) == [GridItem()])
        #expect(e.assumptions.contains { $0.contains("grid items") })
    }

    @Test func objcQuizOneLaysOutAsObserved() throws {
        // 70 + 8 + 57 + 8 + 57 = 200: the fixed column and two adaptive ones fill the 200 pt frame.
        let e = try Self.evaluate("", body: """
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                Color.red.frame(height: 30); Color.blue.frame(height: 30); Color.green.frame(height: 30)
            }
            .frame(width: 200)
            """)
        let result = LayoutEngine(e.root).place(in: ProposedViewSize(width: 390, height: 800))
        let cells = result.root.allViews.filter { $0.name.hasPrefix("Color") }.map(\.frame.width)
        #expect(cells == [70, 57, 57])
    }

    @Test func gridWithCellModifiers() throws {
        // Our model, model font (GridLayoutTests.aSpanningCellWidensItsColumns): the 48 pt spanning cell makes
        // two 20 pt columns, 8 apart; rows 20 + 8 + 20.
        let e = try Self.evaluate("", body: """
            Grid {
                GridRow { Text("a").gridColumnAlignment(.leading); Text("b") }
                GridRow { Text("wide!!").gridCellColumns(2) }
                Divider().gridCellUnsizedAxes(.horizontal)
            }
            """)
        let size = LayoutEngine(e.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 390, height: 800))
        // Three rows: 20, 20 and the divider's 1, 8 apart.
        #expect(size == Size(width: 48, height: 20 + 8 + 20 + 8 + 1))
        #expect(!e.assumptions.contains { $0.contains("approximated") })
    }
}
