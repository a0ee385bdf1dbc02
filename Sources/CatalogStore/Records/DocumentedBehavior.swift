import LayoutCore
import GRDB

/// A row of `documentedBehavior`: an entry's behavior per axis as published by a source.
public struct DocumentedBehavior: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "documentedBehavior"

    public var entryId: String
    public var sourceId: String
    /// Where in the source the row is, e.g. `View Taxonomy › Buttons`.
    public var sourceSection: String
    public var horizontal: Behavior
    public var vertical: Behavior

    /// Both axes together.
    public var behaviors: AxisBehaviors { AxisBehaviors(horizontal: horizontal, vertical: vertical) }
}
