import LayoutCore
import GRDB

/// A row of `documentedBehavior`: an entry's behavior per axis as published by a source.
public struct DocumentedBehavior: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "documentedBehavior"

    /// The `entry` the behavior is published for.
    public var entryId: String
    /// The `source` that publishes it.
    public var sourceId: String
    /// Where in the source the row is, e.g. `View Taxonomy › Buttons`.
    public var sourceSection: String
    /// The published behavior on each axis.
    public var horizontal: Behavior
    public var vertical: Behavior

    /// Both axes together.
    public var behaviors: AxisBehaviors { AxisBehaviors(horizontal: horizontal, vertical: vertical) }
}

extension DocumentedBehavior {
    /// Reads the row column by column (faster on first use than `Decodable`).
    public init(row: Row) throws {
        self.init(
            entryId: try row.decode(forColumn: "entryId"), sourceId: try row.decode(forColumn: "sourceId"),
            sourceSection: try row.decode(forColumn: "sourceSection"),
            horizontal: try RowDecoding.value(row, "horizontal"), vertical: try RowDecoding.value(row, "vertical"))
    }
}
