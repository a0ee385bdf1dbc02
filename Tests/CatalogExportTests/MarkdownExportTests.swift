@testable import CatalogExport
import CatalogStore
import CatalogTestSupport
import Foundation
import Testing

/// The Markdown export reproduces seed 002's View Taxonomy tables, row for row and cell for cell.
/// The article is read from ../shared/seeds (present on CI); its text is never copied here.
@Suite struct MarkdownExportTests {
    /// The tables under each `### ` heading of a Markdown text, from `## View Taxonomy` on:
    /// heading → rows of trimmed cells (header row first, alignment row dropped).
    static func taxonomyTables(_ markdown: String) -> [(heading: String, rows: [[String]])] {
        var result: [(heading: String, rows: [[String]])] = []
        var inTaxonomy = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") { inTaxonomy = line == "## View Taxonomy"; continue }
            guard inTaxonomy else { continue }
            if line.hasPrefix("### ") {
                result.append((String(line.dropFirst(4)), []))
            } else if line.hasPrefix("|"), !result.isEmpty {
                let cells = cells(of: line)
                if cells.allSatisfy({ $0.allSatisfy { ":-".contains($0) } }) { continue }  // alignment row
                result[result.count - 1].rows.append(cells)
            }
        }
        return result
    }

    /// The trimmed cells of a pipe-table line (escaped pipes `\|` stay inside their cell).
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line.dropFirst() {
            if character == "|" && previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        return cells
    }

    @Test(.enabled(
        if: FileManager.default.fileExists(atPath: PackagePaths.seed002.path),
        "seed 002 lives in ../shared/seeds beside the checkout, as on CI"),
        arguments: StoreKind.allCases)
    func markdownRowsEqualSeed002Tables(kind: StoreKind) throws {
        let article = Self.taxonomyTables(try String(contentsOf: PackagePaths.seed002, encoding: .utf8))
        // seed 002: 18 sections from "Dual-Category Views" to "Special Views", all but Dual-Category with a table.
        #expect(article.count == 18)
        #expect(article.filter { !$0.rows.isEmpty }.count == 17)
        let exported = Self.taxonomyTables(try kind.withStore { TaxonomyMarkdown.render(try $0.taxonomySnapshot()) })
        // Same sections, same order (the export then adds its own sections after the article's).
        #expect(exported.prefix(article.count).map(\.heading) == article.map(\.heading))
        for (section, exportedSection) in zip(article, exported) where !section.rows.isEmpty {
            #expect(exportedSection.rows.count == section.rows.count, "\(section.heading): row count")
            for (expected, actual) in zip(section.rows, exportedSection.rows) {
                #expect(actual == expected, "\(section.heading)")  // seed 002
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func markdownListsDualCategoryPairsAndBeyondTheArticle(kind: StoreKind) throws {
        let markdown = try kind.withStore { TaxonomyMarkdown.render(try $0.taxonomySnapshot()) }
        // seed 002: Label, Link, ProgressView (×2 styles), Slider, Stepper, Toggle.
        #expect(markdown.contains("- `Toggle` (simple) / `Toggle` with `Label: View` (composed)"))
        let beyond = Self.taxonomyTables(markdown).first { $0.heading == "Beyond the Article" }
        // A header and every seed entry beyond the article (Circle stays in Shapes), none derived yet.
        #expect(beyond?.rows.count == 1 + SeedCounts.beyondTheArticle)
        // Issue 15: at least 40 entries beyond the article.
        #expect(SeedCounts.beyondTheArticle >= 40)
        #expect(beyond?.rows[1] == ["`ScrollView` (vertical)", "Composed", "", "", "not derived yet"])
    }

    @Test(arguments: StoreKind.allCases)
    func aDerivedRowContradictingADocumentedOneIsListedUnderDisagreements(kind: StoreKind) throws {
        let markdown = try kind.withStore { store in
            // our model (invented for the test): a derived row contradicting seed 002's Divider (exp/hug).
            try store.refreshDerivedBehaviors([
                DerivedBehaviorInput(entryId: "divider", behaviors: .init(horizontal: .exp, vertical: .exp), evidence: []),
            ], rulesVersion: "test-1")
            return TaxonomyMarkdown.render(try store.taxonomySnapshot())
        }
        let disagreements = Self.taxonomyTables(markdown).last
        #expect(disagreements?.heading == "Disagreements")
        #expect(disagreements?.rows == [
            ["Type", "Documented", "Source", "Derived", "Rules"],
            ["`Divider`", "h-exp, v-hug", "Understanding SwiftUI Layout Behaviors", "h-exp, v-exp", "test-1"],
        ])
    }

    @Test func aPipeInACellIsEscapedAndColumnsArePadded() {
        // our model: GitHub Markdown's table syntax, a `\|` inside a cell; columns at least 3 wide.
        let table = MarkdownTable(header: ["a", "Behavior"], alignments: [.left, .center], rows: [["x | y", "exp"]])
        #expect(table.rendered == """
            | a      | Behavior |
            | :----- | :------: |
            | x \\| y |   exp    |
            """)
    }
}
