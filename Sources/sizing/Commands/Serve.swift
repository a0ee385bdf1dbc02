import ArgumentParser
import Foundation

/// `sizing serve`: the local playground, a web page that lays out, draws and steps through any
/// SwiftUI code (``PlaygroundPage``), and its JSON API (``PlaygroundAPI``, `docs/playground.md`).
///
/// Listens on 127.0.0.1 only unless `--host` says otherwise. The address is printed on standard
/// output as one line (`http://127.0.0.1:8017/`) once the server listens, so a script can read
/// it; messages go to standard error. SIGINT or SIGTERM stops it.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the local playground: a web page that lays out, draws and steps through SwiftUI code.",
        discussion: """
            Prints the address (http://127.0.0.1:PORT/) on standard output once it listens. \
            The JSON API (/api/layout, /api/trace, /api/probe) is described in docs/playground.md. \
            Limits: a request body of at most \(PlaygroundServer.Limits.bodyBytes / 1024) KiB (413 beyond), \
            each request cut at --time-limit seconds (503), \(PlaygroundServer.Limits.workers) requests computed at once.
            """)

    @Option(help: "Listen on this address (127.0.0.1: this machine only; 0.0.0.0 opens it to the network).")
    var host = "127.0.0.1"

    @Option(help: "Listen on this port (0 picks a free one).")
    var port = 8017

    @Option(help: "Cut a request that runs longer than this many seconds.")
    var timeLimit: Double = 5

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535") }
        guard timeLimit.isFinite, timeLimit > 0 else { throw ValidationError("--time-limit must be a number of seconds > 0") }
    }

    func run() throws {
        guard let executable = Bundle.main.executableURL else {
            throw CLIError(message: "cannot find the sizing executable to run the playground's workers")
        }
        if !PlaygroundServer.isLoopback(host) {
            Output.message("warning: serving on \(host): the playground is reachable from other machines")
        }
        let server = PlaygroundServer(host: host, port: port, limits: .init(seconds: timeLimit), executable: executable)
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { url in
                    Output.data(url)
                    Output.flush()
                    Output.message("sizing playground at \(url) (Ctrl-C stops it)")
                }
            } catch {
                failure.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = failure.error {
            throw CLIError(message: "cannot serve on \(host):\(port): \(error)")
        }
    }

    /// The server task's error, read once it has ended.
    final class FailureBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Error?
        var error: Error? { lock.lock(); defer { lock.unlock() }; return stored }
        func set(_ error: Error) { lock.lock(); stored = error; lock.unlock() }
    }
}
