import LayoutCore
import CatalogStore
import Foundation

/// Catalog entries as text blocks, tables and JSON.
enum EntryOutput {
    static func text(_ report: EntryReport, painter: Painter) -> String {
        var lines = [painter.bold(report.entry.title.filter { $0 != "`" }) + "  (\(report.entry.category.rawValue), \(report.section.title))"]
        if let package = report.package {
            lines.append("  package     \(package.title), `import \(package.module)` <\(package.url)>")
        }
        for documented in report.documented {
            lines.append("  documented  \(painter.behavior(documented.behavior.behaviors.description))   \(documented.source.title), \(documented.behavior.sourceSection)\(documented.source.url.isEmpty ? "" : " <\(documented.source.url)>")")
        }
        if report.documented.isEmpty { lines.append("  documented  —   no published source") }
        if let derived = report.derived {
            lines.append("  derived     \(painter.behavior(derived.behaviors.description))   probe, rules \(derived.rulesVersion)\(derived.notes.isEmpty ? "" : "; \(derived.notes)")")
            if let observations = derived.observations, !observations.isEmpty {
                lines.append("  evidence")
                let rows = observations.map { ["    " + ($0.child.map { "with \($0)" } ?? ""), $0.proposal, "→", $0.answer] }
                lines.append(TextTable.render(rows))
            }
        } else {
            lines.append("  derived     —   not modelled by the layout core")
        }
        for other in report.otherPlatforms {
            let label = "on \(other.platform)".padding(toLength: 10, withPad: " ", startingAt: 0)
            lines.append("  \(label)  \(painter.behavior(other.behaviors.description))   probe, \(other.platform)'s layout\(other.notes.isEmpty ? "" : "; \(other.notes)")")
        }
        for disagreement in report.disagreements {
            lines.append(painter.yellow("  disagreement on \(disagreement.axes.map(\.rawValue).joined(separator: " and ")): \(disagreement.source.title) says \(report.documented.first { $0.source == disagreement.source }?.behavior.behaviors.description ?? "?"), the probe derives \(report.derived?.behaviors.description ?? "?")"))
        }
        if !report.dualCategoryPartners.isEmpty {
            lines.append("  variants    " + report.dualCategoryPartners.map { $0.title.filter { $0 != "`" } }.joined(separator: "; "))
        }
        if !report.entry.remarks.isEmpty { lines.append("  remarks     \(report.entry.remarks)") }
        return lines.joined(separator: "\n")
    }

    static func text(_ view: CustomView, painter: Painter) -> String {
        var lines = [painter.bold(view.name) + "  (custom \(view.kind.rawValue), \(view.file):\(view.line):\(view.column))"]
        lines.append("  declared    \(behaviors(view.declaredHorizontal, view.declaredVertical).map(painter.behavior) ?? "—")")
        lines.append("  derived     \(behaviors(view.derivedHorizontal, view.derivedVertical).map(painter.behavior) ?? "—")")
        lines.append("  verdict     \(view.verdict.rawValue)\(view.reason.isEmpty ? "" : ": \(view.reason)")")
        return lines.joined(separator: "\n")
    }

    static func behaviors(_ h: Behavior?, _ v: Behavior?) -> String? {
        guard let h, let v else { return nil }
        return AxisBehaviors(horizontal: h, vertical: v).description
    }

    static func json(_ report: EntryReport) -> JSON {
        // `package` only for a package's view, so that SwiftUI's entries read as before.
        let package: [(String, JSON)] = report.package.map { p in
            [("package", .object([("name", .string(p.name)), ("module", .string(p.module)), ("version", .string(p.version)), ("url", .string(p.url))]))]
        } ?? []
        return .object([
            ("name", .string(report.entry.name)),
            ("variant", .string(report.entry.variant)),
            ("title", .string(report.entry.title)),
            ("category", .string(report.entry.category.rawValue)),
            ("section", .string(report.section.title)),
        ] + package + [
            ("documented", .array(report.documented.map { documented in
                .object([
                    ("horizontal", .string(documented.behavior.horizontal.rawValue)),
                    ("vertical", .string(documented.behavior.vertical.rawValue)),
                    ("source", .string(documented.source.title)),
                    ("section", .string(documented.behavior.sourceSection)),
                    ("url", .string(documented.source.url)),
                ])
            })),
            ("derived", report.derived.map { derived in
                .object([
                    ("horizontal", .string(derived.horizontal.rawValue)),
                    ("vertical", .string(derived.vertical.rawValue)),
                    ("notes", .string(derived.notes)),
                    ("rulesVersion", .string(derived.rulesVersion)),
                    ("evidence", .array((derived.observations ?? []).map(json))),
                ])
            } ?? .null),
            // Each other platform where the derived behavior differs from `derived` (iOS's).
            ("platforms", .array(report.otherPlatforms.map { other in
                .object([
                    ("platform", .string(other.platform)),
                    ("horizontal", .string(other.horizontal.rawValue)),
                    ("vertical", .string(other.vertical.rawValue)),
                    ("notes", .string(other.notes)),
                    ("evidence", .array((other.observations ?? []).map(json))),
                ])
            })),
            ("variants", .array(report.dualCategoryPartners.map { .string($0.title) })),
            ("remarks", .string(report.entry.remarks)),
            ("disagreements", .array(report.disagreements.map { d in
                .object([("source", .string(d.source.title)), ("axes", .array(d.axes.map { .string($0.rawValue) }))])
            })),
        ])
    }

    static func json(_ o: ProbeObservation) -> JSON {
        .object([("child", o.child.map(JSON.string) ?? .null), ("proposal", .string(o.proposal)), ("answer", .string(o.answer))])
    }

    static func json(_ view: CustomView) -> JSON {
        .object([
            ("name", .string(view.name)),
            ("custom", .bool(true)),
            ("kind", .string(view.kind.rawValue)),
            ("file", .string(view.file)),
            ("line", .number(Double(view.line))),
            ("column", .number(Double(view.column))),
            ("declared", behaviors(view.declaredHorizontal, view.declaredVertical).map(JSON.string) ?? .null),
            ("derived", behaviors(view.derivedHorizontal, view.derivedVertical).map(JSON.string) ?? .null),
            ("verdict", .string(view.verdict.rawValue)),
            ("reason", .string(view.reason)),
        ])
    }

    /// `sizing list` output.
    static func table(_ entries: [EntryReport], format: OutputFormat, painter: Painter) -> String {
        func cells(_ r: EntryReport) -> [String] {
            let documented = r.documented.first?.behavior.behaviors.description ?? "—"
            let derived = r.derived?.behaviors.description ?? "—"
            return [r.entry.title.replacingOccurrences(of: "`", with: ""), r.entry.category.rawValue, r.section.title, documented, derived]
        }
        let header = ["view", "category", "section", "documented", "derived"]
        switch format {
        case .json: return JSON.array(entries.map(json)).rendered()
        case .csv:
            return ([header] + entries.map(cells)).map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n")
        case .markdown:
            let rows = entries.map(cells).map { "| " + $0.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |" }
            return (["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: header.count)] + rows).joined(separator: "\n")
        default:
            return TextTable.render(entries.map(cells).map { row in row.enumerated().map { $0 >= 3 ? painter.behavior($1) : $1 } }, header: header)
        }
    }

    static func csvField(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
}
