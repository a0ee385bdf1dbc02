import Foundation
import LayoutCore
import SizingProbe
import Testing

/// The rule tables of seed 002 (Simple Frame, Advanced Frame, Fixed Size), row by row, checked
/// on the probe subjects `RuleRowProbe` names; the expected behaviors are the seed's own rows
/// (`seed/ruleRow.tsv`, copied from seed 002's tables).
@Suite struct RuleRowProbeTests {
    /// `seed/ruleRow.tsv`: (rule table id, argument kind, documented behavior) per row.
    static func seedRuleRows() throws -> [(table: String, kind: String, behavior: String)] {
        let text = try String(contentsOfFile: packageRoot + "/seed/ruleRow.tsv", encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.first == "ruleTableId\trowOrder\targumentKind\targumentCell\tbehavior")
        return lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (fields[0], fields[2], fields[4])
        }
    }

    @Test func everySeedRuleRowIsDerivedAsSeed002DocumentsIt() throws {
        let rows = try Self.seedRuleRows()
        // seed 002: Simple Frame 2 rows, Advanced Frame 3, Fixed Size 2.
        #expect(rows.count == 7)
        for row in rows {
            let derived = RuleRowProbe.derive(ruleTable: row.table, argumentKind: row.kind)
            #expect(derived?.behavior.rawValue == row.behavior, "\(row.table) \(row.kind)")
        }
        // …and the probes name no row the seed lacks.
        let probed = RuleRowProbe.all.flatMap { table, kinds in kinds.keys.map { "\(table)|\($0)" } }
        #expect(Set(probed) == Set(rows.map { "\($0.table)|\($0.kind)" }))
    }

    @Test func everyProbeNamesASubjectOfTheCatalogue() {
        for (table, kinds) in RuleRowProbe.all {
            for (kind, probe) in kinds {
                #expect(ProbeCatalogue.subject(probe.subject, probe.variant) != nil, "\(table) \(kind): \(probe.subject) (\(probe.variant))")
            }
        }
    }

    @Test func aRowIsProbedOnTheAxisItsArgumentConstrains() {
        // seed 002, Simple Frame: a finite width hugs horizontally; the omitted height is neutral.
        #expect(RuleRowProbe.derive(ruleTable: "frame-simple", argumentKind: "finite")
            == RuleRowDerivation(behavior: .hug, probedOn: "frame(width:height:) (width: 100), horizontal axis"))
        #expect(RuleRowProbe.derive(ruleTable: "frame-simple", argumentKind: "omitted")
            == RuleRowDerivation(behavior: .neu, probedOn: "frame(width:height:) (width: 100), vertical axis"))
        // seed 002, Advanced Frame: `.infinity` expands.
        #expect(RuleRowProbe.derive(ruleTable: "frame-advanced", argumentKind: "infinity")
            == RuleRowDerivation(behavior: .exp, probedOn: "frame(min…max…) (maxWidth: .infinity), horizontal axis"))
    }

    @Test func anUnmodelledRowHasNoDerivation() {
        #expect(RuleRowProbe.probe(ruleTable: "frame-simple", argumentKind: "infinity") == nil)
        #expect(RuleRowProbe.derive(ruleTable: "padding", argumentKind: "finite") == nil)
        // A probe naming a subject the catalogue lacks derives nothing rather than trapping.
        #expect(RuleRowProbe(subject: "frame(width:height:)", variant: "width: 7", axis: .horizontal).derive() == nil)
    }
}
