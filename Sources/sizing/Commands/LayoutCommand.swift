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

    @Option(help: "Print as text (an indented tree), json (the documented contract) or svg.")
    var format: OutputFormat = .text

    @Flag(help: "Show the parts a control is modelled with (a Toggle's switch, …).")
    var internals = false

    func validate() throws {
        guard [.text, .json, .svg].contains(format) else {
            throw ValidationError("--format must be text, json or svg for layout")
        }
    }

    func run() throws {
        let loaded = try InputLoader.load(input)
        let proposal = try loaded.container(container)
        let engine = LayoutEngine(loaded.root)
        let result = engine.place(in: proposal)
        loaded.reportNotes(engine)
        switch format {
        case .json: Output.data(LayoutOutput.json(result.root, container: proposal, internals: internals).rendered())
        case .svg: Output.data(SVGRenderer(engine: engine, container: proposal, behaviors: Behaviors.intrinsic(loaded.root)).render(result.root))
        default: Output.data(LayoutOutput.text(result.root, internals: internals))
        }
    }
}
