import LayoutCore
import SizingProbe
import Testing

/// The entries the probe derives for the catalog: one per subject that names an entry.
@Suite struct DerivedEntryTests {
    @Test func theDerivedEntriesAreThoseTheSubjectsName() {
        let named = ProbeCatalogue.subjects.compactMap(\.entry)
        let entries = ProbeCatalogue.derivedEntries()
        #expect(entries.map(\.entryId) == named, "one per naming subject, in the catalogue's order")
        #expect(ProbeCatalogue.derivedEntryIds == Set(named))
        // Each entry is derived once: two subjects naming one entry would overwrite each other.
        #expect(Set(named).count == named.count)
        // The subjects the rule rows are probed on name no entry (RuleRowProbe derives their rows).
        for probe in RuleRowProbe.all.values.flatMap(\.values) {
            #expect(ProbeCatalogue.subject(probe.subject, probe.variant)?.entry == nil, "\(probe.subject) (\(probe.variant))")
        }
    }

    @Test func anEntryCarriesItsSubjectsClassification() throws {
        let entries = ProbeCatalogue.derivedEntries()
        // seed 002, Simple Building Blocks: Text hugs on both axes, Color expands on both.
        let text = try #require(entries.first { $0.entryId == "text" })
        #expect(text.behaviors == AxisBehaviors(.hug, .hug))
        #expect(try #require(entries.first { $0.entryId == "color" }).behaviors == AxisBehaviors(.exp, .exp))
        // The evidence is every proposal the probe asked (layout-rules §13.2: at least 0, ∞, nil
        // and the two large offers on each axis).
        let subject = try #require(ProbeCatalogue.subjects.first { $0.entry == "text" })
        let classification = subject.classify()
        #expect(text.evidence == classification.evidence)
        #expect(text.evidence.count >= 5)
        #expect(text.notes == classification.notes.map(\.description).joined(separator: "; "))
    }

    @Test func aSubjectWithoutAnEntryDerivesNone() throws {
        let frame = try #require(ProbeCatalogue.subject("frame(width:height:)", "width: 100"))
        #expect(frame.entry == nil)
        #expect(DerivedEntry(frame) == nil)
    }
}
