import GRDB

/// A row of `entry`: one variant of a built-in view or modifier.
public struct CatalogEntry: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "entry"

    /// Stable slug, e.g. `link-label-view`.
    public var id: String
    /// The `section` whose table holds the row.
    public var sectionId: String
    /// Position of the row in its section's table.
    public var rowOrder: Int
    /// Lookup name, e.g. `Link`, `offset`.
    public var name: String
    /// What distinguishes the row from others of the same name; empty for the plain form.
    public var variant: String
    /// The table's Type cell (Markdown), e.g. "`Link` with `Label: View`".
    public var title: String
    /// Simple (takes no view parameter) or composed (takes a view or a view builder).
    public var category: ViewCategory
    /// The table's Remarks cell; empty when none.
    public var remarks: String
    /// The `package` the view comes from; nil for SwiftUI's own.
    public var packageId: String?

    /// The number of columns of `entry` (what `SELECT e.*` gives, for row adapters).
    static let columnCount = 9
}

extension CatalogEntry {
    /// Reads the row column by column (faster on first use than `Decodable`).
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"), sectionId: try row.decode(forColumn: "sectionId"),
            rowOrder: try row.decode(forColumn: "rowOrder"), name: try row.decode(forColumn: "name"),
            variant: try row.decode(forColumn: "variant"), title: try row.decode(forColumn: "title"),
            category: try RowDecoding.value(row, "category"), remarks: try row.decode(forColumn: "remarks"),
            packageId: try row.decode(String?.self, forColumn: "packageId"))
    }
}
