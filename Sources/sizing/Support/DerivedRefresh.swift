import CatalogStore
import Foundation
import LayoutCore
import SizingProbe
import SwiftUISource

/// Keeps the catalog's derived rows in step with the probe: they are re-derived whenever the
/// probe's rules version differs from the one that produced them (or they are missing).
/// Refreshing never touches documented rows or custom views. Which entries the probe derives,
/// and how, is SizingProbe's (`ProbeCatalogue.derivedEntries()`, from each subject's `entry`)
/// and, for the views of Swift packages, SwiftUISource's (`PackageCatalog.samples`: each row's
/// call built through its package's descriptor, then probed); this is the glue to the store.
enum DerivedRefresh {
    /// Every entry the refresh derives.
    static let derivedIds = ProbeCatalogue.derivedEntryIds.union(PackageCatalog.samples.map(\.entryId))

    static func refreshIfStale(_ store: CatalogStore) throws {
        let versions = try store.derivedRulesVersions()
        let stale = versions.contains { id, version in
            derivedIds.contains(id) && version != SizingProbe.rulesVersion
        }
        guard stale else { return }
        if store.isReadOnly {
            Output.message("warning: catalog database \(store.path): read-only, so its derived behaviors were not refreshed to the probe's rules \(SizingProbe.rulesVersion); make it writable to refresh them")
            return
        }
        try store.refreshDerivedBehaviors(derivedInputs(), rulesVersion: SizingProbe.rulesVersion, removingOthers: true)
    }

    /// The probe's derived entries as the store's rows, the package views' after SwiftUI's.
    static func derivedInputs() -> [DerivedBehaviorInput] {
        (ProbeCatalogue.derivedEntries() + packageEntries()).map { derived in
            DerivedBehaviorInput(
                entryId: derived.entryId, behaviors: derived.behaviors, evidence: observations(derived.evidence), notes: derived.notes,
                otherPlatforms: derived.otherPlatforms.map { other in
                    .init(platform: other.platform.rawValue, behaviors: other.behaviors, evidence: observations(other.evidence), notes: other.notes)
                })
        }
    }

    static func observations(_ evidence: [ProbeAnswer]) -> [ProbeObservation] {
        evidence.map { ProbeObservation(child: $0.subject, proposal: "\($0.proposal)", answer: "\($0.answer)") }
    }

    /// Each package row's call built through its descriptor and probed: alone, or for a
    /// container form with the probe's children in place of its content. A call the front end
    /// cannot build (a descriptor's bug) derives nothing, so its row says "not modelled".
    static func packageEntries() -> [DerivedEntry] {
        PackageCatalog.samples.compactMap { sample in
            let classification: Classification
            if sample.isContainer {
                guard (try? sample.tree()) != nil else { return nil }
                classification = SizingProbe.classify(container: { children in (try? sample.tree(children: children)) ?? ViewNode(EmptyViewLayout()) })
            } else {
                guard let tree = try? sample.tree() else { return nil }
                classification = SizingProbe.classify(tree)
            }
            let notes = ["through the descriptor of \(sample.package): \(sample.call)"] + classification.notes.map(\.description)
            return DerivedEntry(entryId: sample.entryId, behaviors: classification.behaviors, evidence: classification.evidence, notes: notes.joined(separator: "; "))
        }
    }
}
