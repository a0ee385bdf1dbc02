import GRDB

/// A row of `meta`: a key/value fact about the database itself.
struct MetaValue: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "meta"

    /// The keys `schema.sql` allows.
    enum Key: String, Codable, Sendable {
        /// Hash of the seed last applied, so an unchanged seed is not re-applied.
        case seedFingerprint
    }

    var key: Key
    var value: String
}

extension MetaValue {
    /// Reads the row column by column (faster on first use than `Decodable`).
    init(row: Row) throws {
        self.init(key: try RowDecoding.value(row, "key"), value: try row.decode(forColumn: "value"))
    }
}

extension MetaValue {
    /// The value stored for `key`, read with plain SQL (a `meta` table is assumed): opening the
    /// catalog to read asks this before anything else, and the query interface's first use costs
    /// a command's first answer about half a millisecond more.
    static func value(_ db: Database, _ key: Key) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key.rawValue])
    }
}
