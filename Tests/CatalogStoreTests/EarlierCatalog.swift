import GRDB
@testable import CatalogStore
import CatalogTestSupport

/// A catalog file as an earlier build left it: `schema.sql`'s migrations up to `migration`,
/// then `rows` (SQL), closed; opening it with ``CatalogStore/open(path:)`` migrates the rest.
enum EarlierCatalog {
    /// The path of the catalog made in `folder`.
    static func make(in folder: TemporaryFolder, upTo migration: String, rows: String) throws -> String {
        let path = folder.path("old.sqlite")
        let queue = try DatabaseQueue(path: path)
        try CatalogSchema.migrator(upTo: migration).migrate(queue)
        try queue.write { db in try db.execute(sql: rows) }
        try queue.close()
        return path
    }

    /// A scanned view, the user's row every migration keeps.
    static let scannedCard = """
        INSERT INTO customView (name, file, line, "column", verdict, bodyFingerprint, lastScannedAt, kind)
        VALUES ('Card', '/A.swift', 1, 1, 'undocumented', 'x', '2026-01-01T00:00:00Z', 'view');
        """
}
