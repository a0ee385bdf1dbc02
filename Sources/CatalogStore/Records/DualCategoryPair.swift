import GRDB

/// A row of `dualCategory`: the simple and composed forms of one dual-category view.
public struct DualCategoryPair: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "dualCategory"

    public var simpleEntryId: String
    public var composedEntryId: String
}
