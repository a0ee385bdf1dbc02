import CatalogStore
import LayoutCore

/// The taxonomy as Markdown, shaped like seed 002's View Taxonomy section: `### Section`
/// headings in the article's order, its column headers, its cells.
///
/// Article sections show the documented behaviors exactly as published; the "Beyond the Article"
/// section (no documented rows) shows derived behaviors with their provenance, and a final
/// "Disagreements" section lists where the probe contradicts a documented row.
public enum TaxonomyMarkdown {
    /// The whole taxonomy, ending with a line break.
    public static func render(_ snapshot: TaxonomySnapshot) -> String {
        var blocks: [String] = ["## View Taxonomy"]
        for section in snapshot.sections {
            blocks.append("### \(section.title)")
            switch section.kind {
            case .dualCategoryList:
                blocks.append(dualCategoryList(snapshot.dualCategoryPairs))
            case .rules:
                if let rules = snapshot.ruleTables.first(where: { $0.section.id == section.id }) {
                    blocks.append(ruleTable(rules))
                }
            case .entries:
                let entries = snapshot.entries(in: section)
                blocks.append(section.origin == .article
                    ? documentedTable(entries, remarks: section.hasRemarksColumn)
                    : derivedTable(entries))
            }
        }
        let disagreements = snapshot.entries.filter { !$0.disagreements.isEmpty }
        if !disagreements.isEmpty {
            blocks.append("### Disagreements")
            blocks.append(disagreementTable(disagreements))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    static func dualCategoryList(_ pairs: [(simple: CatalogEntry, composed: CatalogEntry)]) -> String {
        pairs.map { "- \($0.simple.title) (simple) / \($0.composed.title) (composed)" }.joined(separator: "\n")
    }

    static func documentedTable(_ entries: [EntryReport], remarks: Bool) -> String {
        var header = ["Type", "Category", "Horizontal", "Vertical"]
        var alignments: [MarkdownTable.Alignment] = [.left, .center, .center, .center]
        if remarks {
            header.append("Remarks")
            alignments.append(.left)
        }
        let rows = entries.map { report -> [String] in
            let documented = report.documented.first?.behavior
            var row = [
                report.entry.title, report.entry.category.tableCell,
                documented?.horizontal.rawValue ?? "", documented?.vertical.rawValue ?? "",
            ]
            if remarks { row.append(report.entry.remarks) }
            return row
        }
        return MarkdownTable(header: header, alignments: alignments, rows: rows).rendered
    }

    static func derivedTable(_ entries: [EntryReport]) -> String {
        let rows = entries.map { report -> [String] in
            guard let derived = report.derived else {
                return [report.entry.title, report.entry.category.tableCell, "", "", "not derived yet"]
            }
            return [
                report.entry.title, report.entry.category.tableCell, derived.horizontal.rawValue,
                derived.vertical.rawValue, "derived (rules \(derived.rulesVersion))",
            ]
        }
        return MarkdownTable(
            header: ["Type", "Category", "Horizontal", "Vertical", "Provenance"],
            alignments: [.left, .center, .center, .center, .left], rows: rows
        ).rendered
    }

    static func ruleTable(_ rules: RuleTableReport) -> String {
        MarkdownTable(
            header: [rules.table.argumentHeader, rules.table.behaviorHeader],
            alignments: [.left, .center],
            rows: rules.rows.map { [$0.argumentCell, $0.behavior.rawValue] }
        ).rendered
    }

    static func disagreementTable(_ entries: [EntryReport]) -> String {
        var rows: [[String]] = []
        for report in entries {
            guard let derived = report.derived else { continue }
            for documented in report.documented where !documented.behavior.behaviors.differingAxes(from: derived.behaviors).isEmpty {
                rows.append([
                    report.entry.title, documented.behavior.behaviors.description, documented.source.title,
                    derived.behaviors.description, derived.rulesVersion,
                ])
            }
        }
        return MarkdownTable(
            header: ["Type", "Documented", "Source", "Derived", "Rules"],
            alignments: [.left, .center, .left, .center, .left], rows: rows
        ).rendered
    }
}
