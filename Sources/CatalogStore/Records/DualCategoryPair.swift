import GRDB

/// A row of `dualCategory`: the simple and composed forms of one dual-category view.
public struct DualCategoryPair: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "dualCategory"

    public var simpleEntryId: String
    public var composedEntryId: String
}

extension DualCategoryPair {
    /// Reads the row column by column (faster on first use than `Decodable`).
    public init(row: Row) throws {
        self.init(simpleEntryId: try row.decode(forColumn: "simpleEntryId"), composedEntryId: try row.decode(forColumn: "composedEntryId"))
    }
}
