import LayoutCore
import Testing
import SwiftUISource

/// SwiftUI's static members that make a view (`ContentUnavailableView.search`,
/// `.search(text:)`) are that view, not "not declared in the scanned files". Expected: the
/// same frames as the initializer spelling the strings Apple's `search` view shows (our model of
/// `ContentUnavailableView`).
@Suite struct BuiltInStaticMemberTests {
    static func root(_ body: String) throws -> ViewNode {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                let query: String
                var body: some View { \(body) }
            }
            """)
        return try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })").root
    }

    /// Each placed view below the root's own node, as `label frame`.
    static func frames(_ root: ViewNode) -> [String] {
        var out: [String] = []
        func walk(_ v: PlacedView) {
            out.append("\(v.label) \(v.frame)")
            v.children.forEach(walk)
        }
        walk(LayoutEngine(root).place(in: ProposedViewSize(width: 390, height: 600)).root)
        return out
    }

    @Test func searchIsTheSearchUnavailableView() throws {
        let member = try Self.root("ContentUnavailableView.search")
        let spelled = try Self.root(#"ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))"#)
        #expect(member.treeDescription.contains("No Results"))
        #expect(Self.frames(member).dropFirst() == Self.frames(spelled).dropFirst())
    }

    @Test func searchWithTextNamesTheQuery() throws {
        let member = try Self.root("ContentUnavailableView.search(text: query)")
        // The query is a run-time text: its placeholder (our model, Symbol.swift).
        #expect(member.treeDescription.contains("No Results for “Placeholder”"))
    }
}
