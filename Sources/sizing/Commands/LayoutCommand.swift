import ArgumentParser
import LayoutCore

/// `sizing layout CODE --width W --height H`: the frame of every view in a container.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frame of every view for a container proposal.",
        discussion: "Frames are in container coordinates; the root is proposed the container and centred in it.")

    @OptionGroup var input: InputOptions
    @OptionGroup var container: ContainerOptions
    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("format"), help: "Print as text (an indented tree), json (the documented contract) or svg.")
    var formatOption = FormatOption<LayoutFormats>(.text)
    var format: OutputFormat { formatOption.format }

    @Flag(help: "Show the parts a control is modelled with (a Toggle's switch, …).")
    var internals = false

    func validate() throws {
        try formatOption.validate(for: "layout")
    }

    func run() throws {
        let laidOut = try LaidOutInput(input, container)
        switch format {
        case .json: Output.data(LayoutOutput.json(laidOut.root, container: laidOut.proposal, internals: internals).rendered())
        case .svg: Output.data(laidOut.svg())
        default: Output.data(LayoutOutput.text(laidOut.root, internals: internals))
        }
    }
}
