import GRDB

/// A row of `source`: a published source of documented behaviors.
public struct CatalogSource: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "source"

    public var id: String
    public var title: String
    public var author: String
    public var url: String
}
