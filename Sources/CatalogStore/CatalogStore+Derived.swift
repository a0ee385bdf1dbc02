import LayoutCore
import Foundation
import GRDB

/// A behavior derived by the probe for one built-in entry, as the probe hands it to the store.
public struct DerivedBehaviorInput: Hashable, Sendable {
    /// The entry's id (``CatalogEntry/id``).
    public var entryId: String
    public var behaviors: AxisBehaviors
    /// The proposals asked and the answers, in order.
    public var evidence: [ProbeObservation]
    /// Probe notes, e.g. `bounded`, `overflow`, `ambiguous 10`.
    public var notes: String
    /// The behavior on each other platform where it differs from this one (iOS's).
    public var otherPlatforms: [OnPlatform]

    /// The behavior on one platform other than iOS.
    public struct OnPlatform: Hashable, Sendable {
        /// `macOS`, `watchOS`, `tvOS` or `visionOS`.
        public var platform: String
        public var behaviors: AxisBehaviors
        public var evidence: [ProbeObservation]
        public var notes: String

        public init(platform: String, behaviors: AxisBehaviors, evidence: [ProbeObservation], notes: String = "") {
            self.platform = platform
            self.behaviors = behaviors
            self.evidence = evidence
            self.notes = notes
        }
    }

    public init(entryId: String, behaviors: AxisBehaviors, evidence: [ProbeObservation], notes: String = "", otherPlatforms: [OnPlatform] = []) {
        self.entryId = entryId
        self.behaviors = behaviors
        self.evidence = evidence
        self.notes = notes
        self.otherPlatforms = otherPlatforms
    }
}

/// What ``CatalogStore/refreshDerivedBehaviors(_:rulesVersion:derivedAt:removingOthers:)`` changed.
public struct DerivedRefreshSummary: Hashable, Sendable {
    public var written: Int
    public var removed: Int
}

extension CatalogStore {
    /// Writes the probe's results, in one transaction: each input replaces the entry's derived row
    /// and its rows on other platforms.
    ///
    /// With `removingOthers`, derived rows of entries not in `inputs` are deleted (a full probe run).
    /// Documented rows, custom views and every other built-in row are never touched.
    /// An input naming an unknown entry fails the whole refresh and writes nothing.
    @discardableResult
    public func refreshDerivedBehaviors(
        _ inputs: [DerivedBehaviorInput], rulesVersion: String, derivedAt: Date = Date(), removingOthers: Bool = false
    ) throws(CatalogError) -> DerivedRefreshSummary {
        guard !rulesVersion.isEmpty else {
            throw .invalidInput(path: path, detail: "a derived refresh needs a rules version")
        }
        let records = try inputs.map { input throws(CatalogError) in
            DerivedBehavior(
                entryId: input.entryId, horizontal: input.behaviors.horizontal, vertical: input.behaviors.vertical,
                evidence: try encodeEvidence(input.evidence), notes: input.notes,
                rulesVersion: rulesVersion, derivedAt: derivedAt)
        }
        var onPlatforms: [PlatformBehavior] = []
        for input in inputs {
            for other in input.otherPlatforms {
                onPlatforms.append(PlatformBehavior(
                    entryId: input.entryId, platform: other.platform, horizontal: other.behaviors.horizontal,
                    vertical: other.behaviors.vertical, evidence: try encodeEvidence(other.evidence), notes: other.notes))
            }
        }
        if let unknown = onPlatforms.first(where: { !Self.otherPlatforms.contains($0.platform) }) {
            throw .invalidInput(path: path, detail: "derived behavior of \(unknown.entryId) on unknown platform \(unknown.platform) (expected one of \(Self.otherPlatforms.joined(separator: ", ")))")
        }
        let knownIds = try read("reading entries") { db in Set(try String.fetchAll(db, sql: "SELECT id FROM entry")) }
        if let unknown = records.first(where: { !knownIds.contains($0.entryId) }) {
            throw .invalidInput(path: path, detail: "derived behavior for unknown entry id \(unknown.entryId)")
        }
        return try write("refreshing derived behaviors") { db in
            var removed = 0
            if removingOthers {
                let keep = Set(records.map(\.entryId))
                for stale in try DerivedBehavior.fetchAll(db) where !keep.contains(stale.entryId) {
                    try stale.delete(db)
                    removed += 1
                }
            }
            for record in records {
                try record.save(db)
                try PlatformBehavior.filter(Column("entryId") == record.entryId).deleteAll(db)
            }
            if removingOthers { try PlatformBehavior.deleteAll(db) }
            for record in onPlatforms { try record.insert(db) }
            return DerivedRefreshSummary(written: records.count, removed: removed)
        }
    }

    /// The platforms a ``PlatformBehavior`` row may name (`schema.sql`'s check).
    static let otherPlatforms = ["macOS", "watchOS", "tvOS", "visionOS"]

    private func encodeEvidence(_ evidence: [ProbeObservation]) throws(CatalogError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(evidence), as: UTF8.self)
        } catch {
            throw .invalidInput(path: path, detail: "cannot encode probe evidence: \(error)")
        }
    }
}
