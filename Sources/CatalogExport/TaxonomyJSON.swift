import CatalogStore
import Foundation
import LayoutCore

/// The taxonomy as JSON: sections in order, each with its entries, rule table or dual-category
/// pairs. Keys are in alphabetical order; absent values are left out.
public enum TaxonomyJSON {
    /// The whole taxonomy, with the catalog's schema version, ending with a line break.
    public static func render(_ snapshot: TaxonomySnapshot) -> String {
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
        return object([("schemaVersion", .number(Double(CatalogStore.schemaVersion))), ("sections", .array(sections))]).rendered() + "\n"
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
