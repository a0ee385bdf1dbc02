import LayoutCore
import GRDB

/// A row of `ruleRow`: an argument value of a parameterised modifier and the behavior it
/// gives on that argument's axis.
public struct RuleRow: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "ruleRow"

    /// Machine-readable argument values.
    public enum ArgumentKind: String, Codable, Sendable, Hashable, CaseIterable {
        case omitted, finite, infinity
        case `true`, `false`
    }

    public var ruleTableId: String
    public var rowOrder: Int
    public var argumentKind: ArgumentKind
    /// The article's cell, e.g. `Finite value`, "`.infinity`".
    public var argumentCell: String
    public var behavior: Behavior
}
