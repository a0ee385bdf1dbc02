import XCTest
@testable import CatalogStore

/// `schema.sql` read as its ordered migration blocks.
final class CatalogSchemaTests: XCTestCase {
    func testSchemaSplitsIntoOrderedMigrations() {
        // our model: schema.sql holds v1 (all tables), v2 (customView.kind), v3 (package, entry.packageId), then v4 (platformBehavior).
        XCTAssertEqual(CatalogSchema.migrations.map(\.identifier), ["v1", "v2", "v3", "v4"])
        XCTAssertEqual(CatalogStore.schemaVersion, 4)
        XCTAssertTrue(CatalogSchema.migrations[2].sql.contains("CREATE TABLE package"))
        XCTAssertTrue(CatalogSchema.migrations[0].sql.contains("CREATE TABLE customView"))
    }

    func testMigrationMarkersAreReadWithoutTheirSpacesAndTabs() {
        // Spaces and tabs around an identifier are not part of it (as CharacterSet.whitespaces
        // trims: tab and the space separators, U+00A0 among them); a CRLF line ends as LF does.
        let text = "-- header\n-- migration:  v1\t\nCREATE TABLE a (x);\n-- migration: \u{00A0}v2 \r\nSELECT 1;\n"
        let migrations = CatalogSchema.splitMigrations(text)
        XCTAssertEqual(migrations.map(\.identifier), ["v1", "v2"])
        XCTAssertEqual(migrations.map(\.sql), ["CREATE TABLE a (x);\n", "SELECT 1;\n\n"])
    }

    func testLinesSplitWhereCharacterIsNewlineSplits() {
        // The byte-level split must agree with Swift's own: every kind of line break, and
        // characters whose UTF-8 starts like NEL (U+00A0: C2 A0) or like LS and PS (… U+2026:
        // E2 80 A6, € U+20AC: E2 82 AC), which are not breaks.
        let pieces = ["a", "\n", "\r\n", "\r", "\r\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
                      "\u{A0}", "…", "€", "é", "👩‍👩‍👧", "-- migration: v1", " ", ""]
        // Every sequence of up to three pieces (6,175 texts), so every pair of neighbours is met.
        var texts = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { prefix in pieces.map { prefix + $0 } }
            texts += last
        }
        for text in texts {
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            XCTAssertEqual(CatalogSchema.lines(of: text), expected, "\(text.debugDescription)")
        }
    }
}
