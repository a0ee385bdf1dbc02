import ArgumentParser
import LayoutCore

/// `sizing trace CODE --width W --height H`: every sizing question in order.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print every sizing question in order: who asked whom, the proposal, the answer and the rule.",
        discussion: "Indentation shows nesting; answers served from the memoisation cache are marked.")

    @OptionGroup var input: InputOptions
    @OptionGroup var container: ContainerOptions
    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("format"), help: "Print as text or json.")
    var formatOption = FormatOption<TextOrJSON>(.text)
    var format: OutputFormat { formatOption.format }

    func validate() throws {
        try formatOption.validate(for: "trace")
    }

    func run() throws {
        let engine = try LaidOutInput(input, container, tracing: true).engine
        switch format {
        case .json: Output.data(TraceOutput.json(engine).rendered())
        default:
            Output.data(TraceOutput.text(engine))
            Output.message(TraceOutput.summary(engine))
        }
    }
}
