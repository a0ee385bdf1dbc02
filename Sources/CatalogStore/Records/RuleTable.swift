import GRDB

/// A row of `ruleTable`: the rules of a parameterised modifier, with the article's column headers.
public struct RuleTable: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "ruleTable"

    public var id: String
    public var sectionId: String
    /// The modifier's signature, e.g. `frame(width:height:alignment:)`.
    public var modifier: String
    /// The article's first column header, e.g. "`width` / `height` argument".
    public var argumentHeader: String
    /// The article's second column header.
    public var behaviorHeader: String
}
