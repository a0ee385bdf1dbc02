import LayoutCore
import Foundation
import GRDB

/// A row of `derivedBehavior`: an entry's behavior per axis as derived by the probe.
public struct DerivedBehavior: ProbedBehavior, Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "derivedBehavior"

    /// The `entry` the behavior is derived for.
    public var entryId: String
    /// The derived behavior on each axis.
    public var horizontal: Behavior
    public var vertical: Behavior
    /// JSON text: an array of ``ProbeObservation`` (the proposals asked and the answers).
    public var evidence: String
    /// Probe notes, e.g. `bounded`, `overflow`, `ambiguous 10`.
    public var notes: String
    /// Version of the layout rules that produced the row.
    public var rulesVersion: String
    /// When the probe ran (stored as ISO 8601 UTC).
    public var derivedAt: Date {
        get { storedDerivedAt.date }
        set { storedDerivedAt = StoredDate(newValue) }
    }
    /// `derivedAt` as read from the catalog, decoded on first use (``StoredDate``).
    var storedDerivedAt: StoredDate

    enum CodingKeys: String, CodingKey {
        case entryId, horizontal, vertical, evidence, notes, rulesVersion
        case storedDerivedAt = "derivedAt"
    }

    public init(
        entryId: String, horizontal: Behavior, vertical: Behavior, evidence: String, notes: String,
        rulesVersion: String, derivedAt: Date
    ) {
        self.init(
            entryId: entryId, horizontal: horizontal, vertical: vertical, evidence: evidence, notes: notes,
            rulesVersion: rulesVersion, storedDerivedAt: StoredDate(derivedAt))
    }

    init(
        entryId: String, horizontal: Behavior, vertical: Behavior, evidence: String, notes: String,
        rulesVersion: String, storedDerivedAt: StoredDate
    ) {
        self.entryId = entryId
        self.horizontal = horizontal
        self.vertical = vertical
        self.evidence = evidence
        self.notes = notes
        self.rulesVersion = rulesVersion
        self.storedDerivedAt = storedDerivedAt
    }

}

/// A behavior per axis as the probe derives it, with its evidence: a row of `derivedBehavior`
/// (iOS) or of `platformBehavior` (another platform).
public protocol ProbedBehavior {
    var horizontal: Behavior { get }
    var vertical: Behavior { get }
    /// JSON text: an array of ``ProbeObservation``.
    var evidence: String { get }
}

extension ProbedBehavior {
    /// Both axes together.
    public var behaviors: AxisBehaviors { AxisBehaviors(horizontal: horizontal, vertical: vertical) }

    /// The decoded evidence, or nil if the stored JSON does not have the expected shape.
    public var observations: [ProbeObservation]? {
        try? JSONDecoder().decode([ProbeObservation].self, from: Data(evidence.utf8))
    }
}

/// One question the probe asked and the answer it got, in the house text form,
/// e.g. proposal `(1000 × ∞)`, answer `(1000 × 20)`.
public struct ProbeObservation: Codable, Hashable, Sendable {
    /// The child substituted into a composed view for this question (`Color`, `Text`), if any.
    public var child: String?
    public var proposal: String
    public var answer: String

    public init(child: String? = nil, proposal: String, answer: String) {
        self.child = child
        self.proposal = proposal
        self.answer = answer
    }
}

extension DerivedBehavior {
    /// Reads the row column by column (faster on first use than `Decodable`).
    public init(row: Row) throws {
        self.init(
            entryId: try row.decode(forColumn: "entryId"),
            horizontal: try RowDecoding.value(row, "horizontal"), vertical: try RowDecoding.value(row, "vertical"),
            evidence: try row.decode(forColumn: "evidence"), notes: try row.decode(forColumn: "notes"),
            rulesVersion: try row.decode(forColumn: "rulesVersion"), storedDerivedAt: try StoredDate(row, "derivedAt"))
    }
}
