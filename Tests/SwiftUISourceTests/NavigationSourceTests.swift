import LayoutCore
import SwiftUISource
import Testing

/// The front end builds SwiftUI's navigation and collection containers and the controls that
/// joined them (issue 15) from each of their initialisers, into LayoutCore's own layouts. Each
/// test parses a snippet, then checks the tree (which arguments became which children) or the
/// laid-out size. Expected sizes are our model's (docs/navigation-and-lists.md): they follow from
/// the layouts' documented numbers, worked out in the comments.
@Suite struct NavigationSourceTests {
    /// The tree of a snippet, as written (the first line is the root).
    static func tree(_ snippet: String) throws -> String {
        try SwiftUISource.parse(snippet, fileName: "snippet.swift").root.treeDescription
    }

    /// The root's size for `proposal`.
    static func size(_ snippet: String, _ proposal: ProposedViewSize) throws -> Size {
        LayoutEngine(try SwiftUISource.parse(snippet, fileName: "snippet.swift").root, environment: .modelFont).sizeThatFits(proposal)
    }

    /// The error message for a snippet that must not parse.
    static func error(_ snippet: String) -> String? {
        do {
            _ = try SwiftUISource.parse(snippet, fileName: "snippet.swift")
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let phone = ProposedViewSize(width: 393, height: 800)

    @Test func navigationStackReadsItsTitleFromTheRoot() throws {
        let tree = try Self.tree(#"NavigationStack { Text("Hi").navigationTitle("Inbox") }"#)
        #expect(tree.hasPrefix("NavigationStack\n  navigationTitle(\"Inbox\")\n    Text(\"Hi\")"))
        // The whole proposal, whatever the bar: navigation containers expand.
        #expect(try Self.size(#"NavigationView { Text("Hi") }"#, Self.phone) == Size(width: 393, height: 800))
    }

    @Test func navigationSplitViewHasAColumnPerClosure() throws {
        #expect(try Self.tree(#"NavigationSplitView { Text("S") } detail: { Text("D") }"#).hasPrefix("NavigationSplitView\n"))
        #expect(try Self.tree(#"NavigationSplitView { Text("S") } content: { Text("C") } detail: { Text("D") }"#)
            .hasPrefix("NavigationSplitView(columns: 3)"))
    }

    /// The destination is not on screen: it is never built, so an unknown view there is no error.
    @Test func navigationLinkLaysOutItsLabelOnly() throws {
        #expect(try Self.tree(#"NavigationLink("Open") { NotAView() }"#) == #"NavigationLink("Open")"#)
        #expect(try Self.tree(#"NavigationLink("Open", destination: NotAView())"#) == #"NavigationLink("Open")"#)
        #expect(try Self.tree(#"NavigationLink(destination: NotAView()) { Text("Label") }"#) == "NavigationLink\n  Text(\"Label\")")
        #expect(try Self.tree(#"NavigationLink { NotAView() } label: { Text("Label") }"#) == "NavigationLink\n  Text(\"Label\")")
        #expect(try Self.tree(#"NavigationLink(value: 3) { Text("Label") }"#) == "NavigationLink\n  Text(\"Label\")")
    }

    @Test func listOfDataBuildsARowPerElement() throws {
        let tree = try Self.tree(#"List(["a", "b", "c"], id: \.self) { name in Text(name) }"#)
        #expect(tree.components(separatedBy: "Text(").count - 1 == 3)
        #expect(tree.hasPrefix("List\n  ForEach(3 elements)"))
    }

    /// A Form row is proposed the width less 2 × 36 pt: a Text too long for it wraps.
    @Test func formRowsAreInsetOnBothSides() throws {
        // 50 graphemes = 400 pt of model text; the row offers 393 − 72 = 321 pt = 40 graphemes: two lines.
        let long = String(repeating: "x", count: 50)
        let size = try Self.size("Form { Text(\"\(long)\").fixedSize(horizontal: false, vertical: true) }", ProposedViewSize(width: 393, height: nil))
        // 35 pt gap + a row of 2 × 20 pt lines + 2 × 11 pt insets.
        #expect(size == Size(width: 393, height: 35 + 40 + 22))
    }

    @Test func sectionFormsKeepHeaderRowsAndFooterInOrder() throws {
        #expect(try Self.tree(#"Section("Head") { Text("Row") }"#) == "Section\n  Text(\"Head\")\n  Text(\"Row\")")
        #expect(try Self.tree(#"Section(header: Text("Head"), footer: Text("Foot")) { Text("Row") }"#)
            == "Section\n  Text(\"Head\")\n  Text(\"Row\")\n  Text(\"Foot\")")
        #expect(try Self.tree(#"Section { Text("Row") } header: { Text("Head") } footer: { Text("Foot") }"#)
            == "Section\n  Text(\"Head\")\n  Text(\"Row\")\n  Text(\"Foot\")")
    }

    @Test func listStyleComesFromTheModifier() throws {
        // Plain rows span the width: a 35 pt gap only in grouped styles.
        let plain = try Self.size(#"List { Text("Row") }.listStyle(.plain)"#, ProposedViewSize(width: 393, height: nil))
        let grouped = try Self.size(#"List { Text("Row") }.listStyle(InsetGroupedListStyle())"#, ProposedViewSize(width: 393, height: nil))
        #expect(plain == Size(width: 393, height: 44))
        #expect(grouped == Size(width: 393, height: 35 + 44))
    }

    /// A row's own insets replace the style's; the environment's minimum row height replaces 44.
    @Test func rowInsetsAndMinimumRowHeight() throws {
        let width = ProposedViewSize(width: 393, height: nil)
        // A 50 pt row: 50 + 2 × 11 pt with the style's insets, 50 with none.
        #expect(try Self.size(#"List { Color.red.frame(height: 50) }.listStyle(.plain)"#, width) == Size(width: 393, height: 72))
        #expect(try Self.size(#"List { Color.red.frame(height: 50).listRowInsets(EdgeInsets()) }.listStyle(.plain)"#, width) == Size(width: 393, height: 50))
        // A Text row (20 + 22 = 42 pt) is raised to the minimum: 44 by default, 60 when set.
        #expect(try Self.size(#"List { Text("Row") }.listStyle(.plain).environment(\.defaultMinListRowHeight, 60)"#, width) == Size(width: 393, height: 60))
    }

    /// A header's own `listRowInsets` replace the style's leading and trailing insets: with
    /// none, an inset-grouped header spans its section (the list's 393 pt less the 16 pt section
    /// margins: 361), else it sits 20 pt further in on each side (our model's iOS metrics,
    /// ListStyle).
    @Test func aHeadersRowInsetsReplaceTheStyles() throws {
        func headerWidth(_ modifier: String) throws -> Double? {
            let snippet = #"List { Section { Text("Row") } header: { Color.red.frame(height: 10)\#(modifier) } }.listStyle(.insetGrouped)"#
            let root = try SwiftUISource.parse(snippet, fileName: "snippet.swift").root
            let views = LayoutEngine(root).place(in: ProposedViewSize(width: 393, height: 800)).root.allViews
            return views.first { $0.label.hasPrefix("frame(height: 10)") }?.frame.width
        }
        #expect(try headerWidth(".listRowInsets(EdgeInsets())") == 361)
        #expect(try headerWidth("") == 321)
    }

    @Test func tabViewStyleChangesTheContentArea() throws {
        #expect(try Self.size(#"TabView { Text("A").tabItem { Label("A", systemImage: "a") } }"#, Self.phone) == Size(width: 393, height: 800))
        #expect(try Self.tree(#"TabView { Text("A") }.tabViewStyle(.page(indexDisplayMode: .never))"#).hasPrefix("tabViewStyle(.page)"))
    }

    @Test func labeledContentValueIsText() throws {
        #expect(try Self.tree(#"LabeledContent("Version", value: "1.0")"#) == "LabeledContent\n  Text(\"Version\")\n  Text(\"1.0\")")
        #expect(try Self.tree(#"LabeledContent { Text("1.0") } label: { Text("Version") }"#) == "LabeledContent\n  Text(\"Version\")\n  Text(\"1.0\")")
    }

    @Test func disclosureGroupIsExpandedOnlyWhenTheValueSaysSo() throws {
        #expect(try Self.tree(#"DisclosureGroup("More", isExpanded: .constant(true)) { Text("In") }"#).hasPrefix("DisclosureGroup(isExpanded: .constant(true))"))
        #expect(try Self.tree(#"DisclosureGroup("More") { Text("In") }"#).hasPrefix("DisclosureGroup\n"))
    }

    @Test func groupBoxAndControlGroupForms() throws {
        #expect(try Self.tree(#"GroupBox("Title") { Text("Body") }"#) == "GroupBox\n  Text(\"Title\")\n  Text(\"Body\")")
        #expect(try Self.tree(#"GroupBox { Text("Body") } label: { Text("Title") }"#) == "GroupBox\n  Text(\"Title\")\n  Text(\"Body\")")
        #expect(try Self.tree(#"GroupBox { Text("Body") }"#) == "GroupBox\n  EmptyView()\n  Text(\"Body\")")
        #expect(try Self.tree(#"ControlGroup { Button("A") {}; Button("B") {} } label: { Text("Edit") }"#)
            == "ControlGroup\n  Button(\"A\")\n  Button(\"B\")")
    }

    @Test func contentUnavailableViewForms() throws {
        #expect(try Self.tree(#"ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Empty"))"#)
            == "ContentUnavailableView(\"No Mail\", systemImage: \"tray\")\n  EmptyView()\n  Text(\"Empty\")\n  EmptyView()")
        #expect(try Self.tree(#"ContentUnavailableView { Label("No Mail", systemImage: "tray") } actions: { Button("Refresh") {} }"#)
            .hasPrefix("ContentUnavailableView\n  Label(\"No Mail\", systemImage: \"tray\")\n  EmptyView()\n  Button(\"Refresh\")"))
        #expect(try Self.size(#"ContentUnavailableView("No Mail", systemImage: "tray")"#, Self.phone) == Size(width: 393, height: 800))
    }

    /// Apple: until the image loads, "a standard placeholder that fills the available space"
    /// (https://developer.apple.com/documentation/swiftui/asyncimage).
    @Test func asyncImageLaysOutItsLoadingPhase() throws {
        #expect(try Self.size(#"AsyncImage(url: URL(string: "https://example.com/a.png"))"#, Self.phone) == Size(width: 393, height: 800))
        #expect(try Self.tree(#"AsyncImage(url: nil) { image in image.resizable() } placeholder: { ProgressView() }"#)
            == "AsyncImage\n  ProgressView")
    }

    @Test func datePickerComponentsAndStyle() throws {
        #expect(try Self.tree(#"DatePicker("Day", selection: .constant(0), displayedComponents: .date)"#)
            == #"DatePicker("Day", displayedComponents: .date)"#)
        // Wheel: the 20 pt label above the 216 pt wheel, 10 pt apart (the model's default spacing
        // from body text to a view below it, line spacing 22 − cap height 12).
        let wheel = try Self.size(#"DatePicker("Day", selection: .constant(0)).datePickerStyle(.wheel)"#, ProposedViewSize(width: 393, height: nil))
        #expect(wheel == Size(width: 393, height: 20 + 10 + 216))
    }

    @Test func pickersGaugeMenuShareLinkCanvasTimeline() throws {
        #expect(try Self.tree(#"ColorPicker("Tint", selection: .constant(0))"#) == #"ColorPicker("Tint")"#)
        #expect(try Self.tree(#"Gauge(value: 0.5) { Text("Level") } currentValueLabel: { Text("50") }"#)
            == "Gauge\n  Text(\"Level\")\n  Text(\"50\")\n  EmptyView()\n  EmptyView()")
        #expect(try Self.tree(#"Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }"#)
            == #"Menu("Sort", systemImage: "arrow.up.arrow.down")"#)
        #expect(try Self.tree(#"Menu { Button("Name") {} } label: { Text("Sort") }"#) == "Menu\n  Text(\"Sort\")")
        #expect(try Self.tree(#"ShareLink(item: "https://example.com")"#) == "ShareLink")
        #expect(try Self.tree(#"ShareLink("Send", item: "https://example.com")"#) == #"ShareLink("Send")"#)
        #expect(try Self.tree(#"Canvas { context, size in }"#) == "Canvas")
        #expect(try Self.tree(#"TimelineView(.everyMinute) { context in Text("Now") }"#) == "TimelineView\n  Text(\"Now\")")
    }

    @Test func aMisspelledArgumentIsAnErrorWithASuggestion() {
        let message = Self.error(#"Section(headr: Text("H")) { Text("Row") }"#)
        #expect(message?.contains("snippet.swift:1:9") == true)
        #expect(message?.contains("did you mean 'header'") == true)
    }
}
