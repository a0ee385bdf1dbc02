import LayoutCore
import GRDB

/// A row of `platformBehavior`: an entry's behavior per axis as the probe derives it on a
/// platform other than iOS, where it differs from iOS's (``DerivedBehavior``); written and
/// versioned with the entry's derived row.
public struct PlatformBehavior: ProbedBehavior, Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "platformBehavior"

    public var entryId: String
    /// `macOS`, `watchOS`, `tvOS` or `visionOS`.
    public var platform: String
    public var horizontal: Behavior
    public var vertical: Behavior
    /// JSON text: an array of ``ProbeObservation``.
    public var evidence: String
    public var notes: String

    public init(entryId: String, platform: String, horizontal: Behavior, vertical: Behavior, evidence: String, notes: String) {
        self.entryId = entryId
        self.platform = platform
        self.horizontal = horizontal
        self.vertical = vertical
        self.evidence = evidence
        self.notes = notes
    }
}
