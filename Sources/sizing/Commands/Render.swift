import ArgumentParser
import Foundation
import LayoutCore

/// `sizing render CODE --width W --height H --output FILE.svg`: a picture of the layout.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the layout as an SVG picture (or PNG when rsvg-convert is installed).",
        discussion: "Colors are filled, Text is drawn in a monospace font matching the text model, and each view has a tooltip with its proposal, size and behavior.")

    @OptionGroup var input: InputOptions
    @OptionGroup var container: ContainerOptions
    @OptionGroup var global: GlobalOptions

    @Option(name: .shortAndLong, help: "Write the picture to FILE (.svg or .png); - writes SVG to standard output.")
    var output: String

    func run() throws {
        let svg = try LaidOutInput(input, container).svg()
        if output == "-" {
            Output.data(svg)
        } else if output.lowercased().hasSuffix(".png") {
            try PNGConverter.write(svg: svg, to: output)
            Output.message("wrote \(output)")
        } else {
            do {
                try svg.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CLIError(message: "cannot write \(output): \(error.localizedDescription)")
            }
            Output.message("wrote \(output)")
        }
    }
}

/// PNG output through `rsvg-convert` (librsvg), when it is installed.
enum PNGConverter {
    static func write(svg: String, to path: String) throws {
        guard let tool = executable("rsvg-convert") else {
            throw CLIError(message: "PNG output needs rsvg-convert (Debian: apt-get install librsvg2-bin); write .svg instead")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "png", "-o", path]
        let pipe = Pipe()
        process.standardInput = pipe
        try process.run()
        pipe.fileHandleForWriting.write(Data(svg.utf8))
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError(message: "rsvg-convert failed to write \(path) (exit \(process.terminationStatus))")
        }
    }

    static func executable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
