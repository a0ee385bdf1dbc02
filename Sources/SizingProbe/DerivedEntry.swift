import LayoutCore

/// A catalog entry's behavior as the probe derives it: one ``ProbeSubject`` naming the entry
/// (its `entry`), classified, in the plain values the catalog stores.
public struct DerivedEntry: Hashable, Sendable {
    /// The id of the catalog entry (`seed/entry.tsv`).
    public var entryId: String
    /// The derived behavior per axis.
    public var behaviors: AxisBehaviors
    /// Every proposal asked, with its answer.
    public var evidence: [ProbeAnswer]
    /// The classification's notes, separated by "; " (empty when there are none).
    public var notes: String
    /// The subject classified on each platform other than iOS where its behavior differs
    /// (``ProbeSubject/on(_:)``), in `Platform` order.
    public var otherPlatforms: [OnPlatform] = []

    /// The subject's classification on one platform other than iOS.
    public struct OnPlatform: Hashable, Sendable {
        public var platform: Platform
        public var behaviors: AxisBehaviors
        public var evidence: [ProbeAnswer]
        public var notes: String
    }

    public init(entryId: String, behaviors: AxisBehaviors, evidence: [ProbeAnswer], notes: String, otherPlatforms: [OnPlatform] = []) {
        self.entryId = entryId
        self.behaviors = behaviors
        self.evidence = evidence
        self.notes = notes
        self.otherPlatforms = otherPlatforms
    }

    /// The subject's classification, if it names an entry: on iOS, then on each other platform
    /// (kept where it differs from iOS's).
    public init?(_ subject: ProbeSubject) {
        guard let entryId = subject.entry else { return nil }
        let classification = subject.classify()
        let others = Platform.allCases.filter { $0 != .iOS }.compactMap { platform -> OnPlatform? in
            let there = subject.on(platform).classify()
            guard there.behaviors != classification.behaviors else { return nil }
            return OnPlatform(platform: platform, behaviors: there.behaviors, evidence: there.evidence, notes: Self.notes(there))
        }
        self.init(entryId: entryId, behaviors: classification.behaviors, evidence: classification.evidence,
                  notes: Self.notes(classification), otherPlatforms: others)
    }

    static func notes(_ classification: Classification) -> String {
        classification.notes.map(\.description).joined(separator: "; ")
    }
}

extension ProbeCatalogue {
    /// The catalog entries the probe derives: those its subjects name. Any other entry's
    /// derived row is not the probe's.
    public static let derivedEntryIds = Set(subjects.compactMap(\.entry))

    /// Every subject that names an entry, classified, in the catalogue's order.
    ///
    /// - Complexity: one classification per subject (the probe's questions on its tree).
    public static func derivedEntries() -> [DerivedEntry] {
        subjects.compactMap(DerivedEntry.init)
    }
}
