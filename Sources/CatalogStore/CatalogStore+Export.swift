import LayoutCore
import Foundation

/// The formats the whole taxonomy can be exported in.
public enum ExportFormat: String, Sendable, CaseIterable {
    case markdown, csv, json
}

extension CatalogStore {
    /// The whole taxonomy in `format`.
    public func export(_ format: ExportFormat) throws(CatalogError) -> String {
        let snapshot = try TaxonomySnapshot(store: self)
        switch format {
        case .markdown: return TaxonomyMarkdown.render(snapshot)
        case .csv: return TaxonomyCSV.render(snapshot)
        case .json: return try TaxonomyJSON.render(snapshot, path: path)
        }
    }
}

/// Everything an export needs, read once.
struct TaxonomySnapshot {
    var sections: [CatalogSection]
    var entries: [EntryReport]
    var ruleTables: [RuleTableReport]
    var dualCategoryPairs: [(simple: CatalogEntry, composed: CatalogEntry)]

    init(store: CatalogStore) throws(CatalogError) {
        sections = try store.sections()
        entries = try store.allEntries()
        ruleTables = try store.ruleTables()
        dualCategoryPairs = try store.dualCategoryPairs()
    }

    func entries(in section: CatalogSection) -> [EntryReport] {
        entries.filter { $0.section.id == section.id }
    }
}

/// The taxonomy as Markdown, shaped like seed 002's View Taxonomy section: `### Section`
/// headings in the article's order, its column headers, its cells.
///
/// Article sections show the documented behaviors exactly as published; the "Beyond the Article"
/// section (no documented rows) shows derived behaviors with their provenance, and a final
/// "Disagreements" section lists where the probe contradicts a documented row.
enum TaxonomyMarkdown {
    static func render(_ snapshot: TaxonomySnapshot) -> String {
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

/// A Markdown pipe table with padded columns.
struct MarkdownTable {
    enum Alignment { case left, center }

    var header: [String]
    var alignments: [Alignment]
    var rows: [[String]]

    var rendered: String {
        let cells = ([header] + rows).map { $0.map(Self.escaped) }
        let widths = header.indices.map { column in max(3, cells.map { $0[column].count }.max() ?? 0) }
        func line(_ row: [String]) -> String {
            "| " + row.enumerated().map { pad($1, to: widths[$0], alignment: alignments[$0]) }.joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.enumerated().map { column, width in
            alignments[column] == .left
                ? ":" + String(repeating: "-", count: width - 1)
                : ":" + String(repeating: "-", count: width - 2) + ":"
        }.joined(separator: " | ") + " |"
        return ([line(cells[0]), rule] + cells.dropFirst().map(line)).joined(separator: "\n")
    }

    /// A pipe inside a cell would end it: escape it as Markdown does.
    static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }

    private func pad(_ text: String, to width: Int, alignment: Alignment) -> String {
        let missing = width - text.count
        guard missing > 0 else { return text }
        switch alignment {
        case .left:
            return text + String(repeating: " ", count: missing)
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text + String(repeating: " ", count: missing - before)
        }
    }
}

/// The taxonomy as CSV (RFC 4180): one line per entry and per rule row, in taxonomy order.
///
/// Rule rows (`kind` = `rule`) put the modifier in `name`, the argument kind in `variant`, the
/// article's cell in `title`, and the behavior the argument gives on its own axis in both
/// documented columns.
enum TaxonomyCSV {
    static let header = [
        "kind", "section", "sectionOrder", "rowOrder", "id", "name", "variant", "title", "category",
        "documentedHorizontal", "documentedVertical", "documentedSource",
        "derivedHorizontal", "derivedVertical", "rulesVersion", "remarks",
    ]

    static func render(_ snapshot: TaxonomySnapshot) -> String {
        var lines = [header]
        for section in snapshot.sections {
            for report in snapshot.entries(in: section) {
                let documented = report.documented.first
                lines.append([
                    "entry", section.title, String(section.sectionOrder), String(report.entry.rowOrder), report.entry.id,
                    report.entry.name, report.entry.variant, report.entry.title, report.entry.category.rawValue,
                    documented?.behavior.horizontal.rawValue ?? "", documented?.behavior.vertical.rawValue ?? "",
                    documented?.source.url ?? "",
                    report.derived?.horizontal.rawValue ?? "", report.derived?.vertical.rawValue ?? "",
                    report.derived?.rulesVersion ?? "", report.entry.remarks,
                ])
            }
            for rules in snapshot.ruleTables where rules.section.id == section.id {
                for row in rules.rows {
                    lines.append([
                        "rule", section.title, String(section.sectionOrder), String(row.rowOrder), rules.table.id,
                        rules.table.modifier, row.argumentKind.rawValue, row.argumentCell, "composed",
                        row.behavior.rawValue, row.behavior.rawValue, "", "", "", "", "",
                    ])
                }
            }
        }
        return lines.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// Quotes a field when it holds a comma, quote, or line break; doubles inner quotes.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// The taxonomy as JSON: sections in order, each with its entries, rule table or dual-category
/// pairs. Keys are in alphabetical order; absent values are left out.
enum TaxonomyJSON {
    static func render(_ snapshot: TaxonomySnapshot, path: String) throws(CatalogError) -> String {
        let iso = ISO8601DateFormatter()
        let sections = snapshot.sections.map { section -> JSON in
            let rules = snapshot.ruleTables.first { $0.section.id == section.id }
            return object([
                ("dualCategory", section.kind == .dualCategoryList
                    ? .array(snapshot.dualCategoryPairs.map { object([("composed", .string($0.composed.id)), ("simple", .string($0.simple.id))]) }) : nil),
                ("entries", section.kind == .entries ? .array(snapshot.entries(in: section).map { entry($0, iso: iso) }) : nil),
                ("id", .string(section.id)),
                ("kind", .string(section.kind.rawValue)),
                ("origin", .string(section.origin.rawValue)),
                ("ruleTable", rules.map { rules in
                    object([
                        ("argumentHeader", .string(rules.table.argumentHeader)),
                        ("behaviorHeader", .string(rules.table.behaviorHeader)),
                        ("modifier", .string(rules.table.modifier)),
                        ("rows", .array(rules.rows.map {
                            object([("argument", .string($0.argumentKind.rawValue)), ("argumentCell", .string($0.argumentCell)), ("behavior", .string($0.behavior.rawValue))])
                        })),
                    ])
                }),
                ("title", .string(section.title)),
            ])
        }
        return object([("schemaVersion", .number(Double(CatalogSchema.currentVersion))), ("sections", .array(sections))]).rendered() + "\n"
    }

    /// An object of the pairs whose value is present.
    static func object(_ pairs: [(String, JSON?)]) -> JSON {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    static func entry(_ report: EntryReport, iso: ISO8601DateFormatter) -> JSON {
        object([
            ("category", .string(report.entry.category.rawValue)),
            ("derived", report.derived.map {
                object([
                    ("derivedAt", .string(iso.string(from: $0.derivedAt))),
                    ("evidence", $0.observations.map { .array($0.map(observation)) }),
                    ("horizontal", .string($0.horizontal.rawValue)),
                    ("notes", .string($0.notes)),
                    ("rulesVersion", .string($0.rulesVersion)),
                    ("vertical", .string($0.vertical.rawValue)),
                ])
            }),
            ("documented", .array(report.documented.map {
                object([
                    ("horizontal", .string($0.behavior.horizontal.rawValue)),
                    ("source", .string($0.source.title)),
                    ("sourceSection", .string($0.behavior.sourceSection)),
                    ("url", .string($0.source.url)),
                    ("vertical", .string($0.behavior.vertical.rawValue)),
                ])
            })),
            ("dualCategoryPartners", .array(report.dualCategoryPartners.map { .string($0.id) })),
            ("id", .string(report.entry.id)),
            ("name", .string(report.entry.name)),
            ("remarks", .string(report.entry.remarks)),
            ("title", .string(report.entry.title)),
            ("variant", .string(report.entry.variant)),
        ])
    }

    static func observation(_ o: ProbeObservation) -> JSON {
        object([("answer", .string(o.answer)), ("child", o.child.map(JSON.string)), ("proposal", .string(o.proposal))])
    }
}
