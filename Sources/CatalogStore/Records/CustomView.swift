import LayoutCore
import Foundation
import GRDB

/// A row of `customView`: a user's own view found by `sizing scan`.
public struct CustomView: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "customView"

    /// The row id; nil until the row is inserted.
    public var id: Int64?
    /// The struct or function name (`Tag.init(label:)` for an initializer).
    public var name: String
    /// The source file's path, as given to the scan.
    public var file: String
    /// Where the declaration starts (1-based).
    public var line: Int
    public var column: Int
    /// A view struct, a dual-category initializer or an `extension View` modifier.
    public var kind: CustomViewKind
    /// From the doc comment; nil when undocumented.
    public var declaredHorizontal: Behavior?
    public var declaredVertical: Behavior?
    /// From the probe; nil when the view cannot be modelled.
    public var derivedHorizontal: Behavior?
    public var derivedVertical: Behavior?
    /// Matches, differs, undocumented or cannot be modelled.
    public var verdict: ScanVerdict
    /// Why it differs, or the construct that cannot be modelled.
    public var reason: String
    /// Hash of the declaration's body text.
    public var bodyFingerprint: String
    /// When the scan that wrote the row ran.
    public var lastScannedAt: Date

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
