import ArgumentParser

/// The formats one command prints: its `--format` help lists only these.
protocol FormatSet {
    static var formats: [OutputFormat] { get }
}

enum TextOrJSON: FormatSet { static let formats: [OutputFormat] = [.text, .json] }
enum TableFormats: FormatSet { static let formats: [OutputFormat] = [.text, .json, .csv, .markdown] }
enum ExportFormats: FormatSet { static let formats: [OutputFormat] = [.markdown, .csv, .json] }
enum LayoutFormats: FormatSet { static let formats: [OutputFormat] = [.text, .json, .svg] }
enum PictureFormats: FormatSet { static let formats: [OutputFormat] = [.svg, .html] }

/// A command's `--format`. Every format's name parses, so that a format the command does not
/// print gets the command's own message (`--format must be text or json for probe`); the help
/// and the shell completion list only the command's formats.
struct FormatOption<Formats: FormatSet>: ExpressibleByArgument {
    var format: OutputFormat

    init(_ format: OutputFormat) { self.format = format }

    init?(argument: String) {
        guard let format = OutputFormat(rawValue: argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { Formats.formats.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var defaultValueDescription: String { format.rawValue }

    /// Throws when `command` does not print this format.
    func validate(for command: String) throws {
        guard Formats.formats.contains(format) else {
            let names = Formats.formats.map(\.rawValue)
            let spelled = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
            throw ValidationError("--format must be \(spelled) for \(command)")
        }
    }
}
