import GRDB

/// A row of `section`: a table group of the taxonomy, in the article's order.
public struct CatalogSection: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "section"

    /// What a section holds.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A table of views and modifiers.
        case entries
        /// A rule table for a parameterised modifier.
        case rules
        /// The list of dual-category views.
        case dualCategoryList
    }

    /// Whether the section comes from seed 002 or was added by this project.
    public enum Origin: String, Codable, Sendable, Hashable {
        case article, beyondArticle
    }

    public var id: String
    public var title: String
    public var sectionOrder: Int
    public var kind: Kind
    public var hasRemarksColumn: Bool
    public var origin: Origin
}

extension CatalogSection {
    /// Reads the row column by column (faster on first use than `Decodable`).
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"), title: try row.decode(forColumn: "title"),
            sectionOrder: try row.decode(forColumn: "sectionOrder"), kind: try RowDecoding.value(row, "kind"),
            hasRemarksColumn: try row.decode(forColumn: "hasRemarksColumn"), origin: try RowDecoding.value(row, "origin"))
    }
}
