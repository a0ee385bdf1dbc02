import LayoutCore
import ArgumentParser
import CatalogExport
import CatalogStore
import Foundation

/// `sizing export --format markdown|csv|json [--output FILE]`: the whole taxonomy.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the whole taxonomy as Markdown (like the original article), CSV or JSON.")

    @Option(name: .customLong("format"), help: "Write markdown, csv or json.")
    var formatOption = FormatOption<ExportFormats>(.markdown)
    var format: OutputFormat { formatOption.format }

    @Option(name: .shortAndLong, help: "Write to FILE instead of standard output (a regular file, replaced atomically).")
    var output: String?

    @Flag(help: "Let --output write through a symbolic link to the file it points to.")
    var force = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try formatOption.validate(for: "export")
    }

    func run() throws {
        let store = try Catalog.open(global)
        let exportFormat: ExportFormat = format == .csv ? .csv : format == .json ? .json : .markdown
        let text = exportFormat.render(try store.taxonomySnapshot())
        if let output {
            try OutputFile.write(Array(text.utf8), to: output, force: force, protecting: [OutputFile.catalog(global)])
            Output.message("wrote \(output)")
        } else {
            Output.data(text)
        }
    }
}
