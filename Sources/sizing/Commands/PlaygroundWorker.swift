import ArgumentParser
import Foundation

/// `sizing playground-worker ENDPOINT` (hidden): answers one playground API request read from
/// standard input, writing the JSON body to standard output. `sizing serve` runs one per request,
/// so that a request that runs too long is cut by ending the process, and nothing a request does
/// can take the server down.
///
/// Exit status: 0 for an answer (HTTP 200), 3 for a bad request (HTTP 400, the body is the error).
struct PlaygroundWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground-worker",
        abstract: "Answer one playground API request from standard input (used by sizing serve).",
        shouldDisplay: false)

    /// The exit status of a bad request.
    static let badRequestStatus: Int32 = 3

    @ArgumentParser.Argument(help: "layout, trace or probe.")
    var endpoint: String

    func run() throws {
        guard let endpoint = PlaygroundAPI.Endpoint(rawValue: endpoint) else {
            throw CLIError(message: "unknown endpoint \(endpoint): expected layout, trace or probe", exitCode: 64)
        }
        switch PlaygroundAPI.answer(endpoint, body: Output.readStandardInput()) {
        case .success(let body):
            Output.data(body.rendered(pretty: false))
        case .failure(let failure):
            Output.data(failure.body.rendered(pretty: false))
            throw ExitCode(Self.badRequestStatus)
        }
    }
}
