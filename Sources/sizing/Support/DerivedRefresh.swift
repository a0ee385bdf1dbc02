import CatalogStore
import Foundation
import LayoutCore
import SizingProbe

/// Keeps the catalog's derived rows in step with the probe: they are re-derived whenever the
/// probe's rules version differs from the one that produced them (or they are missing).
/// Refreshing never touches documented rows or custom views. Which entry each probe subject
/// derives is the subject's own `entry` (Sources/SizingProbe/Catalogue*.swift).
enum DerivedRefresh {
    /// The catalog entries the probe derives: those its subjects name.
    static let derivedEntries = Set(ProbeCatalogue.subjects.compactMap(\.entry))

    static func refreshIfStale(_ store: CatalogStore) throws {
        let versions = try store.derivedRulesVersions()
        let stale = versions.contains { id, version in
            derivedEntries.contains(id) && version != SizingProbe.rulesVersion
        }
        guard stale else { return }
        if store.isReadOnly {
            Output.message("warning: catalog database \(store.path): read-only, so its derived behaviors were not refreshed to the probe's rules \(SizingProbe.rulesVersion); make it writable to refresh them")
            return
        }
        try store.refreshDerivedBehaviors(derivedInputs(), rulesVersion: SizingProbe.rulesVersion, removingOthers: true)
    }

    /// Every mapped probe subject, classified.
    static func derivedInputs() -> [DerivedBehaviorInput] {
        ProbeCatalogue.subjects.compactMap { subject -> DerivedBehaviorInput? in
            guard let id = subject.entry else { return nil }
            let classification = subject.classify()
            return DerivedBehaviorInput(
                entryId: id, behaviors: classification.behaviors,
                evidence: classification.evidence.map { ProbeObservation(child: $0.subject, proposal: "\($0.proposal)", answer: "\($0.answer)") },
                notes: classification.notes.map(\.description).joined(separator: "; "))
        }
    }
}
