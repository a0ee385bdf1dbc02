import Foundation
import XCTest
@testable import CatalogStore

/// The Markdown export reproduces seed 002's View Taxonomy tables, row for row and cell for cell.
/// The article is read from ../shared/seeds (present on CI); its text is never copied here.
final class MarkdownExportTests: XCTestCase {
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

    func testMarkdownRowsEqualSeed002Tables() throws {
        guard FileManager.default.fileExists(atPath: PackagePaths.seed002.path) else {
            throw XCTSkip("seed 002 is absent at \(PackagePaths.seed002.path) (it lives in ../shared beside the checkout, as on CI); skipping the comparison with the article")
        }
        let article = Self.taxonomyTables(try String(contentsOf: PackagePaths.seed002, encoding: .utf8))
        // seed 002: 18 sections from "Dual-Category Views" to "Special Views", all but Dual-Category with a table.
        XCTAssertEqual(article.count, 18)
        XCTAssertEqual(article.filter { !$0.rows.isEmpty }.count, 17)
        try forEachStore { store, kind in
            let exported = Self.taxonomyTables(try store.export(.markdown))
            // Same sections, same order (the export then adds its own sections after the article's).
            XCTAssertEqual(exported.prefix(article.count).map(\.heading), article.map(\.heading), "[\(kind)]")
            for (section, exportedSection) in zip(article, exported) where !section.rows.isEmpty {
                XCTAssertEqual(exportedSection.rows.count, section.rows.count, "[\(kind)] \(section.heading): row count")
                for (expected, actual) in zip(section.rows, exportedSection.rows) {
                    XCTAssertEqual(actual, expected, "[\(kind)] \(section.heading)")  // seed 002
                }
            }
        }
    }

    func testMarkdownListsDualCategoryPairsAndBeyondTheArticle() throws {
        try forEachStore { store, kind in
            let markdown = try store.export(.markdown)
            // seed 002: Label, Link, ProgressView (×2 styles), Slider, Stepper, Toggle.
            XCTAssertTrue(markdown.contains("- `Toggle` (simple) / `Toggle` with `Label: View` (composed)"), "[\(kind)]")
            let beyond = Self.taxonomyTables(markdown).first { $0.heading == "Beyond the Article" }
            // A header and every seed entry beyond the article (Circle stays in Shapes), none derived yet.
            XCTAssertEqual(beyond?.rows.count, 1 + SeedCounts.beyondTheArticle, "[\(kind)]")
            // Issue 15: at least 40 entries beyond the article.
            XCTAssertGreaterThanOrEqual(SeedCounts.beyondTheArticle, 40, "[\(kind)]")
            XCTAssertEqual(beyond?.rows[1], ["`ScrollView` (vertical)", "Composed", "", "", "not derived yet"], "[\(kind)]")
        }
    }

    func testCSVAndJSONExports() throws {
        try forEachStore { store, kind in
            let csv = try store.export(.csv)
            let lines = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            // A header, then a line per seed entry and per rule row of seed 002's tables.
            XCTAssertEqual(lines.count, 1 + SeedCounts.entries + SeedCounts.ruleRows, "[\(kind)]")
            XCTAssertTrue(lines.contains { $0.hasPrefix("entry,Buttons,3,4,button-card-tvos,Button,\"card, tvOS only\"") }, "[\(kind)]")
            let json = try store.export(.json)
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let sections = object?["sections"] as? [[String: Any]]
            XCTAssertEqual(sections?.count, 19, "[\(kind)]")  // our model: 18 article sections + Beyond the Article
        }
    }
}
