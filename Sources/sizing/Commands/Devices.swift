import ArgumentParser
import LayoutCore

/// `sizing devices [NAME]`: the device screens `--device` takes, from the device table
/// (`devices.tsv`), or one of them with the source of each number.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device screens --device takes: points, scale and safe-area insets in portrait and landscape.",
        discussion: "Insets are in points, in SwiftUI's order (top, leading, bottom, trailing); — marks an orientation the device never shows. Give a NAME for one device with the source of every number.")

    @ArgumentParser.Argument(help: "Show this device (a name or alias, e.g. iphone-13) with its sources.")
    var name: String?

    @Option(name: .customLong("format"), help: "Print as text, json, csv or markdown.")
    var formatOption = FormatOption<TableFormats>(.text)
    var format: OutputFormat { formatOption.format }

    func validate() throws {
        try formatOption.validate(for: "devices")
    }

    func run() throws {
        guard let name else {
            Output.data(DeviceOutput.table(DevicePreset.all, format: format))
            return
        }
        guard let preset = DevicePreset.named(name) else {
            let suggestion = Suggestions.didYouMean(name.lowercased(), in: DevicePreset.names)
            throw CLIError(message: "no device named `\(name)`\(suggestion) (`sizing devices` lists them)", exitCode: 64)
        }
        switch format {
        case .text: Output.data(DeviceOutput.text(preset))
        case .json: Output.data(DeviceOutput.json(preset, citations: true).rendered())
        default: Output.data(DeviceOutput.table([preset], format: format))
        }
    }
}
