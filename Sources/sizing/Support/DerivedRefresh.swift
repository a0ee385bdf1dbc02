import CatalogStore
import Foundation
import LayoutCore
import SizingProbe

/// Keeps the catalog's derived rows in step with the probe: they are re-derived whenever the
/// probe's rules version differs from the one that produced them (or they are missing).
/// Refreshing never touches documented rows or custom views. Which entries the probe derives,
/// and how, is SizingProbe's (`ProbeCatalogue.derivedEntries()`, from each subject's `entry`);
/// this is the glue to the store.
enum DerivedRefresh {
    static func refreshIfStale(_ store: CatalogStore) throws {
        let versions = try store.derivedRulesVersions()
        let stale = versions.contains { id, version in
            ProbeCatalogue.derivedEntryIds.contains(id) && version != SizingProbe.rulesVersion
        }
        guard stale else { return }
        if store.isReadOnly {
            Output.message("warning: catalog database \(store.path): read-only, so its derived behaviors were not refreshed to the probe's rules \(SizingProbe.rulesVersion); make it writable to refresh them")
            return
        }
        try store.refreshDerivedBehaviors(derivedInputs(), rulesVersion: SizingProbe.rulesVersion, removingOthers: true)
    }

    /// The probe's derived entries as the store's rows.
    static func derivedInputs() -> [DerivedBehaviorInput] {
        ProbeCatalogue.derivedEntries().map { derived in
            DerivedBehaviorInput(
                entryId: derived.entryId, behaviors: derived.behaviors,
                evidence: derived.evidence.map { ProbeObservation(child: $0.subject, proposal: "\($0.proposal)", answer: "\($0.answer)") },
                notes: derived.notes)
        }
    }
}
