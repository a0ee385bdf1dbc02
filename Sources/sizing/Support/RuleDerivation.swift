import LayoutCore
import CatalogStore
import SizingProbe

/// Derives the article's rule-table rows (Simple Frame, Advanced Frame, Fixed Size) with the
/// probe: each row is checked on a probe subject, on the axis the argument constrains, or on
/// the other axis for "omitted".
enum RuleDerivation {
    static let probes: [String: (subject: String, variant: String, horizontal: Bool)] = [
        "frame-simple|omitted": ("frame(width:height:)", "width: 100", false),
        "frame-simple|finite": ("frame(width:height:)", "width: 100", true),
        "frame-advanced|omitted": ("frame(min…max…)", "maxWidth: 200", false),
        "frame-advanced|finite": ("frame(min…max…)", "maxWidth: 200", true),
        "frame-advanced|infinity": ("frame(min…max…)", "maxWidth: .infinity", true),
        "fixed-size|true": ("fixedSize", "horizontal: true, vertical: false", true),
        "fixed-size|false": ("fixedSize", "horizontal: true, vertical: false", false),
    ]

    /// The derived behavior of a rule row and the subject it was derived on, if modelled.
    static func derive(_ rule: RuleRow) -> (behavior: Behavior, subject: String)? {
        guard let probe = probes["\(rule.ruleTableId)|\(rule.argumentKind.rawValue)"],
              let subject = ProbeCatalogue.subject(probe.subject, probe.variant) else { return nil }
        let classification = subject.classify()
        let behavior = probe.horizontal ? classification.horizontal : classification.vertical
        return (behavior, "\(subject.title), \(probe.horizontal ? "horizontal" : "vertical") axis")
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
                    derived.map { painter.behavior($0.behavior.rawValue) } ?? "—", verdict, derived?.subject ?? ""]
        }
        lines.append(TextTable.render(rows, header: ["  " + report.table.argumentHeader.replacingOccurrences(of: "`", with: ""), "documented", "derived", "verdict", "probed on"]))
        return lines.joined(separator: "\n")
    }
}
