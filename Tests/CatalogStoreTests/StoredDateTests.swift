import Foundation
import GRDB
import Testing
@testable import CatalogStore
import LayoutCore

/// Dates read from the catalog and decoded on first use (issue 18): the date is exactly the one
/// GRDB decodes from the same text, a malformed value still fails when the row is read, and a
/// derived row written, read and written again keeps its text.
@Suite struct StoredDateTests {
    /// A catalog with one derived row, for `text`.
    func catalogWithDerivedText() throws -> CatalogStore {
        let store = try CatalogStore.inMemory()
        _ = try store.refreshDerivedBehaviors(
            [DerivedBehaviorInput(entryId: "text", behaviors: AxisBehaviors(horizontal: .hug, vertical: .hug), evidence: [])],
            rulesVersion: "test")
        return store
    }

    @Test func theFormGRDBWritesIsRecognisedAndNothingElse() {
        #expect(StoredDate.isWrittenByGRDB("2026-11-26 01:20:33.123"))
        #expect(StoredDate.isWrittenByGRDB("0100-01-01 00:00:00.000"))
        for text in [
            "2026-11-26 01:20:33", "2026-11-26T01:20:33.123", "2026-13-26 01:20:33.123", "2026-11-00 01:20:33.123",
            "2026-11-26 24:00:00.000", "2026-11-26 01:60:33.123", "2026-11-26 01:20:60.123", "2026-11-26 01:20:33.12x",
            "２０２６-11-26 01:20:33.123", "",
        ] {
            #expect(!StoredDate.isWrittenByGRDB(text), "\(text)")
        }
    }

    @Test func aDerivedRowsDateIsGRDBsDateOfTheSameText() throws {
        let store = try catalogWithDerivedText()
        let texts = ["2026-11-26 01:20:33.123", "1601-02-28 23:59:59.999", "0100-03-01 12:00:00.000", "2026-11-26T01:20:33.123Z"]
        for text in texts {
            try store.write("test") { db in
                try db.execute(sql: "UPDATE derivedBehavior SET derivedAt = ? WHERE entryId = 'text'", arguments: [text])
            }
            let derived = try store.read("test") { db in try DerivedBehavior.filter(Column("entryId") == "text").fetchOne(db) }
            let expected = Date.fromDatabaseValue(text.databaseValue)
            #expect(expected != nil)
            #expect(derived?.derivedAt == expected, "\(text)")
        }
    }

    @Test func aMalformedDateFailsWhenTheRowIsRead() throws {
        let store = try catalogWithDerivedText()
        try store.write("test") { db in
            try db.execute(sql: "UPDATE derivedBehavior SET derivedAt = 'yesterday' WHERE entryId = 'text'")
        }
        #expect(throws: (any Error).self) {
            try store.read("test") { db in try DerivedBehavior.filter(Column("entryId") == "text").fetchOne(db) }
        }
    }

    @Test func aRowWrittenBackKeepsItsTextAndEquality() throws {
        let store = try catalogWithDerivedText()
        let text = "2026-11-26 01:20:33.123"
        try store.write("test") { db in
            try db.execute(sql: "UPDATE derivedBehavior SET derivedAt = ? WHERE entryId = 'text'", arguments: [text])
        }
        var derived = try #require(try store.read("test") { db in try DerivedBehavior.filter(Column("entryId") == "text").fetchOne(db) })
        derived.notes = "changed"
        try store.write("test") { db in try derived.update(db) }
        let stored = try store.read("test") { db in try String.fetchOne(db, sql: "SELECT derivedAt FROM derivedBehavior WHERE entryId = 'text'") }
        #expect(stored == text)
        var decoded = derived
        decoded.derivedAt = derived.derivedAt
        #expect(decoded == derived, "a date held as text equals the same date held decoded")
        #expect(Set([decoded, derived]).count == 1)
    }
}
