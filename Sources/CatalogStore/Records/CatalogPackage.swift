import GRDB

/// A row of `package`: a Swift package whose public views the catalog describes, at the
/// version its rows were read from.
public struct CatalogPackage: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "package"

    /// Stable slug, e.g. `kingfisher`.
    public var id: String
    /// The package's name, e.g. `Kingfisher`.
    public var name: String
    /// The module a file imports to use its views, e.g. `Kingfisher`.
    public var module: String
    /// The tag the rows were read at, e.g. `8.11.0`.
    public var version: String
    /// The repository, e.g. `https://github.com/onevcat/Kingfisher`.
    public var url: String

    public init(id: String, name: String, module: String, version: String, url: String) {
        self.id = id
        self.name = name
        self.module = module
        self.version = version
        self.url = url
    }

    /// `Kingfisher 8.11.0`
    public var title: String { "\(name) \(version)" }
}

extension CatalogPackage {
    /// Reads the row column by column (faster on first use than `Decodable`).
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"),
            module: try row.decode(forColumn: "module"), version: try row.decode(forColumn: "version"),
            url: try row.decode(forColumn: "url"))
    }
}
