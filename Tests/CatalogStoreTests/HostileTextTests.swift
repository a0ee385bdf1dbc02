import CatalogTestSupport
import Foundation
import XCTest
@testable import CatalogStore

/// Every value is bound, never pasted into SQL: hostile text is stored and returned faithfully
/// and never changes a query.
final class HostileTextTests: XCTestCase {
    static let hostile = [
        "O'Brien\"View",
        "'; DROP TABLE customView; --",
        "\"); DELETE FROM entry; --",
        "Robert'); DROP TABLE entry;--",
        "🧩 Puzzle 👩‍👩‍👧‍👦",
        "\u{202E}weiVtfeL\u{202C} עברית ومرحبا",
        "%_*?[]\\",
        String(repeating: "Long", count: 10_000),
        "tab\there\nnewline",
    ]

    func testHostileNamesAreStoredAndReturnedFaithfully() throws {
        try forEachStore { store, kind in
            let views = Self.hostile.enumerated().map { customView($1, file: "Hostile/\($1.prefix(40))-\($0).swift") }
            _ = try store.saveScan(files: [], views: views)
            XCTAssertEqual(Set(try store.allCustomViews().map(\.name)), Set(Self.hostile), "[\(kind)]")
            for (index, name) in Self.hostile.enumerated() {
                let found = try store.lookup(name).customViews
                XCTAssertEqual(found.map(\.name), [name], "[\(kind)]")
                XCTAssertEqual(found.first?.file, views[index].file, "[\(kind)]")
            }
            XCTAssertEqual(try store.entries(matching: EntryFilter()).count, SeedCounts.entries, "[\(kind)] built-ins intact")  // every seed row
            XCTAssertEqual(try store.integrityCheck(), ["ok"], "[\(kind)]")
        }
    }

    func testHostileFiltersNeverChangeAQuery() throws {
        try forEachStore { store, kind in
            for text in Self.hostile {
                XCTAssertEqual(try store.entries(matching: EntryFilter(section: text)), [], "[\(kind)]")
                XCTAssertTrue(try store.lookup(text).entries.isEmpty, "[\(kind)]")
                XCTAssertEqual(try store.customViews(inFile: text), [], "[\(kind)]")
            }
            // A LIKE-style wildcard is a literal, not a pattern.
            XCTAssertEqual(try store.entries(matching: EntryFilter(section: "%")), [], "[\(kind)]")
            XCTAssertEqual(try store.allEntries().count, SeedCounts.entries, "[\(kind)]")  // every seed row
            XCTAssertEqual(try store.dump(table: "customView"), [], "[\(kind)]")
        }
    }
}
