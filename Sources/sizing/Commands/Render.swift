import ArgumentParser
import Foundation
import LayoutCore

/// `sizing render CODE --width W --height H --output FILE.svg`: a picture of the layout.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the layout as an SVG picture (or PNG when rsvg-convert is installed).",
        discussion: "Colors are filled, Text is drawn in a monospace font matching the text model, and each view has a tooltip with its proposal, size and behavior.")

    @OptionGroup var input: InputOptions
    @OptionGroup var container: ContainerOptions
    @OptionGroup var global: GlobalOptions

    @Option(name: .shortAndLong, help: "Write the picture to FILE (.svg, .png or .html); - writes to standard output.")
    var output: String

    @Option(name: .customLong("format"), help: "svg, or html: one self-contained page with the picture, each view's details and the trace step-through (default: from --output's extension, else svg).")
    var formatOption: FormatOption<PictureFormats>?
    var format: OutputFormat? { formatOption?.format }

    @Flag(help: "Let --output write through a symbolic link to the file it points to.")
    var force = false

    func validate() throws {
        try formatOption?.validate(for: "render")
    }

    /// html when asked for or when the output file ends in .html.
    var isHTML: Bool { format == .html || (format == nil && output.lowercased().hasSuffix(".html")) }

    func run() throws {
        if isHTML {
            let laidOut = try LaidOutInput(input, container, tracing: true)
            let text = laidOut.loaded.text
            let title = "sizing render: " + (text.fileName.hasPrefix("<") ? text.source.split(separator: "\n").first.map(String.init) ?? "" : text.fileName + (input.view.map { " (\($0))" } ?? ""))
            let html = PlaygroundPage.html(title: title, layout: PlaygroundAPI.layoutJSON(laidOut, container), trace: PlaygroundAPI.traceJSON(laidOut))
            if output == "-" {
                Output.data(html)
            } else {
                try OutputFile.write(Array(html.utf8), to: output, force: force, protecting: protected)
                Output.message("wrote \(output)")
            }
            return
        }
        let svg = try LaidOutInput(input, container).svg()
        if output == "-" {
            Output.data(svg)
        } else if output.lowercased().hasSuffix(".png") {
            try OutputFile.write(try PNGConverter.png(svg: svg), to: output, force: force, protecting: protected)
            Output.message("wrote \(output)")
        } else {
            try OutputFile.write(Array(svg.utf8), to: output, force: force, protecting: protected)
            Output.message("wrote \(output)")
        }
    }

    /// What `--output` must never overwrite: the catalog and the input file.
    var protected: [OutputFile.Protected] {
        [OutputFile.catalog(global)] + (input.file.map { [OutputFile.Protected(path: $0, what: "the input file")] } ?? [])
    }
}

/// PNG output through `rsvg-convert` (librsvg), when it is installed.
enum PNGConverter {
    /// The PNG bytes of `svg` (rsvg-convert reads the SVG from a file and writes PNG to a pipe,
    /// so the output file is written by ``OutputFile`` like every other).
    static func png(svg: String) throws -> [UInt8] {
        guard let tool = executable("rsvg-convert") else {
            throw CLIError(message: "PNG output needs rsvg-convert (Debian: apt-get install librsvg2-bin); write .svg instead")
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-render-\(getpid())-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "png", input.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let png = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError(message: "rsvg-convert failed to convert the picture (exit \(process.terminationStatus))")
        }
        return [UInt8](png)
    }

    static func executable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
