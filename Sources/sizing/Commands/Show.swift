import LayoutCore
import ArgumentParser
import CatalogStore

/// `sizing show NAME`: one catalog entry, documented and derived.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show what the catalog knows about a view or modifier.",
        discussion: "Prints the documented and derived behavior per axis with sources and evidence, the dual-category variants, remarks and disagreements. Names are case-insensitive.")

    @ArgumentParser.Argument(help: "Show this view or modifier, e.g. Text, Toggle, frame, padding, or a scanned custom view.")
    var name: String

    @Option(name: .customLong("format"), help: "Print as text or json.")
    var formatOption = FormatOption<TextOrJSON>(.text)
    var format: OutputFormat { formatOption.format }

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try formatOption.validate(for: "show")
    }

    func run() throws {
        let store = try Catalog.open(global)
        let lookup = try store.lookup(name)
        let rules = lookup.isEmpty ? RuleDerivation.tables(named: name, in: try store.ruleTables()) : []
        if !rules.isEmpty {
            // `frame` and `fixedSize` are documented as rules per argument, not as one entry.
            let painter = Painter(global.color)
            switch format {
            case .json: Output.data(JSON.array(rules.map(Self.json)).rendered())
            default: Output.data(rules.map { RuleDerivation.text($0, painter: painter) }.joined(separator: "\n\n"))
            }
            return
        }
        guard !lookup.isEmpty else {
            let hint = lookup.suggestions.isEmpty ? "" : "; did you mean \(lookup.suggestions.prefix(3).map { "`\($0)`" }.joined(separator: ", "))?"
            throw CLIError(message: "no view or modifier named `\(name)` in the catalog at \(store.path)\(hint)")
        }
        let painter = Painter(global.color)
        switch format {
        case .json:
            Output.data(JSON.array(lookup.entries.map(EntryOutput.json) + lookup.customViews.map(EntryOutput.json)).rendered())
        default:
            Output.data(Self.text(lookup.entries, lookup.customViews, painter: painter))
        }
    }

    /// The text blocks of entries and custom views, as `sizing show` prints them.
    static func text(_ entries: [EntryReport], _ customViews: [CustomView], painter: Painter) -> String {
        (entries.map { EntryOutput.text($0, painter: painter) } + customViews.map { EntryOutput.text($0, painter: painter) })
            .joined(separator: "\n\n")
    }

    /// What `sizing show NAME` prints as text for a built-in view or modifier spelled exactly
    /// `name` (`Text`, not `text`): its entries, else its rule tables (`frame`); nil when the
    /// catalog has neither (`sizing lsp`'s hover).
    static func builtInText(_ name: String, in store: CatalogStore, painter: Painter) throws -> String? {
        let entries = try store.lookup(name).entries.filter { $0.entry.name == name }
        if !entries.isEmpty { return text(entries, [], painter: painter) }
        let rules = RuleDerivation.tables(named: name, in: try store.ruleTables()).filter { $0.table.modifier.prefix { $0 != "(" } == name }
        return rules.isEmpty ? nil : rules.map { RuleDerivation.text($0, painter: painter) }.joined(separator: "\n\n")
    }

    static func json(_ report: RuleTableReport) -> JSON {
        .object([
            ("section", .string(report.section.title)),
            ("modifier", .string(report.table.modifier)),
            ("rules", .array(report.rows.map { rule in
                let derived = RuleDerivation.derive(rule)
                return .object([
                    ("argument", .string(rule.argumentCell)),
                    ("documented", .string(rule.behavior.rawValue)),
                    ("derived", derived.map { .string($0.behavior.rawValue) } ?? .null),
                    ("probedOn", derived.map { .string($0.probedOn) } ?? .null),
                ])
            })),
        ])
    }
}
