import LayoutCore
import Foundation
import GRDB

/// A row of `customView`: a user's own view found by `sizing scan`.
public struct CustomView: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "customView"

    public var id: Int64?
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
    public var kind: CustomViewKind
    /// From the doc comment; nil when undocumented.
    public var declaredHorizontal: Behavior?
    public var declaredVertical: Behavior?
    /// From the probe; nil when the view cannot be modelled.
    public var derivedHorizontal: Behavior?
    public var derivedVertical: Behavior?
    public var verdict: ScanVerdict
    /// Why it differs, or the construct that cannot be modelled.
    public var reason: String
    /// Hash of the declaration's body text.
    public var bodyFingerprint: String
    public var lastScannedAt: Date

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
