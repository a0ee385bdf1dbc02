import LayoutCore
import SwiftUISource
import Testing

/// Navigation, list, form and grid containers in code that compiles (a view of a scanned file):
/// each is laid out by its own layout, with no approximation left to state. Expected sizes are
/// our own model's (docs/navigation-and-lists.md, docs/grids.md): a `List` or `NavigationStack`
/// fills what it is offered (as SwiftUI's do), a `LazyVGrid` of flexible columns fills the width
/// and hugs its rows' height, a `NavigationLink` hugs its label.
@Suite struct ContainersInRealCodeTests {
    static func laidOut(_ body: String, in proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 800)) throws -> (size: Size, assumptions: [String]) {
        let text = "struct Item: Identifiable { let id: Int; let title: String }\nstruct Screen: View {\n    let items: [Item]\n    var body: some View {\n\(body)\n    }\n}\n"
        let project = SourceProject(files: [.init(path: "Screen.swift", text: text)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let evaluation = project.evaluate(declaration, form: .view)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let result = LayoutEngine(first.root).place(in: proposal)
        return (result.root.frame.size, first.assumptions.map(\.message))
    }

    @Test func navigationStackAndListFillTheProposal() throws {
        let (size, assumptions) = try Self.laidOut("""
            NavigationStack {
                List(items) { item in NavigationLink(value: item.id) { Text(item.title) } }
            }
            """)
        #expect(size == Size(width: 390, height: 800))
        // NavigationStack and List have their own layouts now (LayoutCore/Navigation, Collections):
        // nothing about them is an approximation any more.
        #expect(!assumptions.contains { $0.contains("approximated") })
    }

    @Test func formWithSectionsFillsTheProposal() throws {
        let (size, _) = try Self.laidOut("""
            Form {
                Section("General") { Text("A"); LabeledContent("Version", value: "1.0") }
                Section { Text("B") } header: { Text("Header") } footer: { Text("Footer") }
            }
            """)
        #expect(size == Size(width: 390, height: 800))
    }

    @Test func lazyVGridFillsTheWidthAndHugsTheHeight() throws {
        let (size, _) = try Self.laidOut("""
            LazyVGrid(columns: [GridItem(.flexible())], spacing: 0) { Color.red.frame(height: 30); Color.blue.frame(height: 30) }
            """)
        #expect(size == Size(width: 390, height: 60))
        let (_, assumptions) = try Self.laidOut("LazyVGrid(columns: [GridItem(.flexible())]) { Text(\"a\") }")
        #expect(!assumptions.contains { $0.contains("approximated") })
    }

    @Test func navigationLinkHugsItsLabel() throws {
        let (link, _) = try Self.laidOut(#"NavigationLink("Open", destination: Text("A much longer destination"))"#)
        let (text, _) = try Self.laidOut(#"Text("Open")"#)
        #expect(link == text)
    }

    @Test func tabViewFillsTheProposal() throws {
        let (size, _) = try Self.laidOut("""
            TabView { Text("One").tabItem { Text("1") }; Text("Two").tabItem { Text("2") } }
            """)
        #expect(size == Size(width: 390, height: 800))
    }

    /// A menu shows its label, not its items.
    @Test func menuHugsItsLabel() throws {
        let (menu, _) = try Self.laidOut(#"Menu("Sort") { Color.red; Color.blue }"#)
        let (labelled, _) = try Self.laidOut(#"Menu { Color.red } label: { Text("Sort") }"#)
        let (text, _) = try Self.laidOut(#"Text("Sort")"#)
        #expect(menu == text)
        #expect(labelled == text)
    }

    /// Apple: "Until the image loads, the view displays a standard placeholder that fills the
    /// available space" (https://developer.apple.com/documentation/swiftui/asyncimage); with a
    /// placeholder, the placeholder is laid out.
    @Test func asyncImageWhileLoading() throws {
        let (plain, _) = try Self.laidOut(#"AsyncImage(url: URL(string: "https://example.com/a.png"))"#)
        #expect(plain == Size(width: 390, height: 800))
        let (withPlaceholder, _) = try Self.laidOut(#"AsyncImage(url: nil) { image in image.resizable() } placeholder: { Text("Loading") }"#)
        let (text, _) = try Self.laidOut(#"Text("Loading")"#)
        #expect(withPlaceholder == text)
    }
}
