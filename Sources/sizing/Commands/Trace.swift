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

    @Option(help: "Print as text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard [.text, .json].contains(format) else { throw ValidationError("--format must be text or json for trace") }
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
