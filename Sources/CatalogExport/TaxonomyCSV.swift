import CatalogStore
import Foundation

/// The taxonomy as CSV (RFC 4180): one line per entry and per rule row, in taxonomy order.
///
/// Rule rows (`kind` = `rule`) put the modifier in `name`, the argument kind in `variant`, the
/// article's cell in `title`, and the behavior the argument gives on its own axis in both
/// documented columns.
public enum TaxonomyCSV {
    /// The column names, the first line of the export.
    public static let header = [
        "kind", "section", "sectionOrder", "rowOrder", "id", "name", "variant", "title", "category",
        "documentedHorizontal", "documentedVertical", "documentedSource",
        "derivedHorizontal", "derivedVertical", "rulesVersion", "remarks",
    ]

    /// The whole taxonomy, each line ending with CRLF.
    public static func render(_ snapshot: TaxonomySnapshot) -> String {
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
