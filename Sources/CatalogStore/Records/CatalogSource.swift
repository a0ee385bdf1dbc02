import GRDB

/// A row of `source`: a published source of documented behaviors.
public struct CatalogSource: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "source"

    public var id: String
    public var title: String
    public var author: String
    public var url: String
}

extension CatalogSource {
    /// Reads the row column by column (faster on first use than `Decodable`).
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"), title: try row.decode(forColumn: "title"),
            author: try row.decode(forColumn: "author"), url: try row.decode(forColumn: "url"))
    }
}
