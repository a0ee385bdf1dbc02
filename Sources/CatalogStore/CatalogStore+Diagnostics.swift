import GRDB

extension CatalogStore {
    /// The tables `schema.sql` defines, in dependency order.
    static let tableNames = [
        "section", "source", "entry", "dualCategory", "documentedBehavior", "derivedBehavior",
        "ruleTable", "ruleRow", "customView", "meta", "package", "platformBehavior",
    ]

    /// The result lines of `PRAGMA integrity_check` (`["ok"]` when clean).
    public func integrityCheck() throws(CatalogError) -> [String] {
        try read("checking integrity") { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// The violations reported by `PRAGMA foreign_key_check` (empty when clean), as text.
    public func foreignKeyViolations() throws(CatalogError) -> [String] {
        try read("checking foreign keys") { db in
            try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { $0.description }
        }
    }

    /// The schema version recorded in the database (`PRAGMA user_version`).
    public func storedSchemaVersion() throws(CatalogError) -> Int {
        try read("reading the schema version") { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
    }

    /// Every row of a known table as text, in primary-key order (tests compare snapshots with it).
    func dump(table: String) throws(CatalogError) -> [String] {
        precondition(Self.tableNames.contains(table), "unknown table \(table)")
        return try read("reading \(table)") { db in
            try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1, 2").map { $0.description }
        }
    }

    /// Runs a fixed SQL text with bound arguments (tests use it to build old or odd databases).
    func executeForTesting(sql: String, arguments: [(any DatabaseValueConvertible)?] = []) throws(CatalogError) {
        try write("test statement") { db in
            try db.execute(sql: sql, arguments: StatementArguments(arguments))
        }
    }
}
