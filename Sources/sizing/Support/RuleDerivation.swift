import LayoutCore
import CatalogStore
import SizingProbe

/// The article's rule-table rows (Simple Frame, Advanced Frame, Fixed Size) with the probe's
/// derivation beside them: `RuleRowProbe` (SizingProbe) says which subject and axis checks each
/// row; this is the glue from the catalog's rows and the text `show` and `list` print.
enum RuleDerivation {
    /// The derived behavior of a rule row and the subject it was derived on, if modelled.
    static func derive(_ rule: RuleRow) -> RuleRowDerivation? {
        RuleRowProbe.derive(ruleTable: rule.ruleTableId, argumentKind: rule.argumentKind.rawValue)
    }

    /// Rule tables whose modifier a user may name: `frame`, `frame(maxWidth:)`, `fixedSize()`.
    static func tables(named name: String, in tables: [RuleTableReport]) -> [RuleTableReport] {
        func key(_ s: String) -> String {
            String(s.lowercased().prefix { $0 != "(" }.filter { $0.isLetter })
        }
        let wanted = key(name)
        guard !wanted.isEmpty else { return [] }
        return tables.filter { key($0.table.modifier) == wanted || key($0.section.title) == wanted }
    }

    static func text(_ report: RuleTableReport, painter: Painter) -> String {
        var lines = [painter.bold(report.section.title) + "  (rules for `\(report.table.modifier)`)"]
        let rows = report.rows.map { rule -> [String] in
            let derived = derive(rule)
            let verdict = derived.map { $0.behavior == rule.behavior ? "agrees" : painter.red("DISAGREES") } ?? "not modelled"
            return ["  " + rule.argumentCell.replacingOccurrences(of: "`", with: ""), painter.behavior(rule.behavior.rawValue),
                    derived.map { painter.behavior($0.behavior.rawValue) } ?? "—", verdict, derived?.probedOn ?? ""]
        }
        lines.append(TextTable.render(rows, header: ["  " + report.table.argumentHeader.replacingOccurrences(of: "`", with: ""), "documented", "derived", "verdict", "probed on"]))
        return lines.joined(separator: "\n")
    }
}
