import LayoutCore
import ArgumentParser
import CatalogStore

/// `sizing list`: the catalog's entries, filtered.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List catalog entries, filtered by section, category or behavior.")

    @Option(help: "Keep entries of this section (title or id, e.g. \"Stacks\").")
    var section: String?

    @Option(help: "Keep simple or composed entries.")
    var category: ViewCategory?

    @Option(help: "Keep entries with this horizontal behavior: exp, hug or neu.")
    var horizontal: Behavior?

    @Option(help: "Keep entries with this vertical behavior: exp, hug or neu.")
    var vertical: Behavior?

    @Option(help: "Match behaviors that are documented, derived, or either (the default).")
    var provenance: BehaviorProvenance?

    @Flag(help: "List the custom views recorded by `sizing scan --save` instead.")
    var custom = false

    @Option(name: .customLong("format"), help: "Print as text, json, csv or markdown.")
    var formatOption = FormatOption<TableFormats>(.text)
    var format: OutputFormat { formatOption.format }

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try formatOption.validate(for: "list")
    }

    func run() throws {
        let store = try Catalog.open(global)
        if custom {
            Output.data(ScanCatalog.table(try store.allCustomViews(), format: format))
            return
        }
        let filter = EntryFilter(section: section, category: category, horizontal: horizontal, vertical: vertical, provenance: provenance)
        let entries = try store.entries(matching: filter)
        if entries.isEmpty, let section, format == .text,
           case let rules = try store.ruleTables().filter({ $0.section.title.lowercased() == section.lowercased() || $0.section.id == section.lowercased() }),
           !rules.isEmpty {
            // Simple Frame, Advanced Frame and Fixed Size hold rules per argument, not entries.
            Output.data(rules.map { RuleDerivation.text($0, painter: Painter(global.color)) }.joined(separator: "\n\n"))
            return
        }
        if entries.isEmpty, let section, try !store.sections().contains(where: { $0.title.lowercased() == section.lowercased() || $0.id == section.lowercased() }) {
            let titles = try store.sections().map(\.title)
            throw CLIError(message: "no section `\(section)`; sections are: \(titles.joined(separator: ", "))", exitCode: 64)
        }
        Output.data(EntryOutput.table(entries, format: format, painter: Painter(global.color)))
    }
}

extension ViewCategory: CommandLineChoice {}
extension Behavior: CommandLineChoice {}
extension BehaviorProvenance: CommandLineChoice {}
