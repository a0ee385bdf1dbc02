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

/// The taxonomy as JSON: sections in order, each with its entries, rule table or dual-category pairs.
enum TaxonomyJSON {
    struct Document: Encodable {
        var schemaVersion: Int
        var sections: [Section]
    }

    struct Section: Encodable {
        var id: String
        var title: String
        var kind: String
        var origin: String
        var entries: [Entry]?
        var ruleTable: Rules?
        var dualCategory: [Pair]?
    }

    struct Entry: Encodable {
        var id: String
        var name: String
        var variant: String
        var title: String
        var category: String
        var remarks: String
        var documented: [Documented]
        var derived: Derived?
        var dualCategoryPartners: [String]
    }

    struct Documented: Encodable {
        var horizontal: String
        var vertical: String
        var source: String
        var sourceSection: String
        var url: String
    }

    struct Derived: Encodable {
        var horizontal: String
        var vertical: String
        var evidence: [ProbeObservation]?
        var notes: String
        var rulesVersion: String
        var derivedAt: String
    }

    struct Rules: Encodable {
        var modifier: String
        var argumentHeader: String
        var behaviorHeader: String
        var rows: [Row]
    }

    struct Row: Encodable {
        var argument: String
        var argumentCell: String
        var behavior: String
    }

    struct Pair: Encodable {
        var simple: String
        var composed: String
    }

    static func render(_ snapshot: TaxonomySnapshot, path: String) throws(CatalogError) -> String {
        let iso = ISO8601DateFormatter()
        let sections = snapshot.sections.map { section in
            Section(
                id: section.id, title: section.title, kind: section.kind.rawValue, origin: section.origin.rawValue,
                entries: section.kind == .entries ? snapshot.entries(in: section).map { entry($0, iso: iso) } : nil,
                ruleTable: snapshot.ruleTables.first { $0.section.id == section.id }.map { rules in
                    Rules(
                        modifier: rules.table.modifier, argumentHeader: rules.table.argumentHeader,
                        behaviorHeader: rules.table.behaviorHeader,
                        rows: rules.rows.map { Row(argument: $0.argumentKind.rawValue, argumentCell: $0.argumentCell, behavior: $0.behavior.rawValue) })
                },
                dualCategory: section.kind == .dualCategoryList
                    ? snapshot.dualCategoryPairs.map { Pair(simple: $0.simple.id, composed: $0.composed.id) } : nil)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(Document(schemaVersion: CatalogSchema.currentVersion, sections: sections))
            return Self.tightKeySeparators(String(decoding: data, as: UTF8.self)) + "\n"
        } catch {
            throw .invalidInput(path: path, detail: "cannot encode the taxonomy as JSON: \(error)")
        }
    }

    /// `"key": value` as every other JSON output of sizing writes it (Foundation's pretty printer
    /// on Linux writes `"key" : value`). Only the separator after a line's leading key changes;
    /// keys are our own identifiers, never user text.
    static func tightKeySeparators(_ json: String) -> String {
        json.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let body = line.drop(while: { $0 == " " })
            guard body.first == "\"", let close = body.dropFirst().firstIndex(of: "\""),
                  body[body.index(after: close)...].hasPrefix(" : ") else { return line }
            let key = line[..<line.index(after: close)]
            return key + ":" + body[body.index(close, offsetBy: 3)...]
        }.joined(separator: "\n")
    }

    static func entry(_ report: EntryReport, iso: ISO8601DateFormatter) -> Entry {
        Entry(
            id: report.entry.id, name: report.entry.name, variant: report.entry.variant, title: report.entry.title,
            category: report.entry.category.rawValue, remarks: report.entry.remarks,
            documented: report.documented.map {
                Documented(
                    horizontal: $0.behavior.horizontal.rawValue, vertical: $0.behavior.vertical.rawValue,
                    source: $0.source.title, sourceSection: $0.behavior.sourceSection, url: $0.source.url)
            },
            derived: report.derived.map {
                Derived(
                    horizontal: $0.horizontal.rawValue, vertical: $0.vertical.rawValue, evidence: $0.observations,
                    notes: $0.notes, rulesVersion: $0.rulesVersion, derivedAt: iso.string(from: $0.derivedAt))
            },
            dualCategoryPartners: report.dualCategoryPartners.map(\.id))
    }
}
