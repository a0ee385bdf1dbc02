import ArgumentParser
import CatalogStore
import Foundation

/// `sizing export --format markdown|csv|json [--output FILE]`: the whole taxonomy.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export the whole taxonomy as Markdown (like the original article), CSV or JSON.")

    @Option(help: "Write markdown, csv or json.")
    var format: OutputFormat = .markdown

    @Option(name: .shortAndLong, help: "Write to FILE instead of standard output.")
    var output: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard [.markdown, .csv, .json].contains(format) else {
            throw ValidationError("--format must be markdown, csv or json for export")
        }
    }

    func run() throws {
        let store = try Catalog.open(global)
        let exportFormat: ExportFormat = format == .csv ? .csv : format == .json ? .json : .markdown
        let text = try store.export(exportFormat)
        if let output {
            do {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CLIError(message: "cannot write \(output): \(error.localizedDescription)")
            }
            Output.message("wrote \(output)")
        } else {
            Output.data(text)
        }
    }
}
