import ArgumentParser
import Foundation

/// `sizing lsp`: a language server on standard input and output (JSON-RPC 2.0 with LSP's
/// `Content-Length` framing), meant to run beside sourcekit-lsp for Swift files
/// (docs/editors.md). Standard output carries the protocol only; the log goes to standard error.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a language server on standard input and output for editors (beside sourcekit-lsp).",
        discussion: """
            Speaks the Language Server Protocol 3.17 on standard input and output; an editor starts it \
            (docs/editors.md). It publishes the scan's problems of each open Swift file while you type (the \
            unsaved text is scanned, through the scan cache), shows a view's or modifier's sizing behavior on \
            hover, the derived behavior after each view's declaration as an inlay hint, and offers a quick fix \
            that writes the doc comment as `sizing scan --fix` does. The workspace's .sizing.yml is read as \
            `sizing scan` reads it. Messages go to standard error.
            """)

    @Option(help: ArgumentHelp("Start a scan MILLISECONDS after the last change to a document.", valueName: "milliseconds"))
    var debounce = 150

    /// `--db` alone of the global options: the server prints no colour.
    @Option(help: "Use the catalog database at PATH instead of the default (for hovers on SwiftUI's views).")
    var db: String?

    func validate() throws {
        guard (0...10_000).contains(debounce) else { throw ValidationError("--debounce \(debounce): give 0 to 10000 milliseconds") }
    }

    func run() throws {
        var options = LanguageServer.Options()
        options.debounce = .milliseconds(debounce)
        options.database = db
        let server = LanguageServer(
            options: options,
            write: { bytes in
                if let error = Output.writeAll(bytes, to: STDOUT_FILENO) {
                    Output.message("sizing lsp: cannot write to standard output (\(String(cString: strerror(error)))); stopping")
                    Foundation.exit(1)
                }
            },
            log: { Output.message($0) },
            exit: { code in Foundation.exit(code) })
        Output.message("sizing lsp \(SizingVersion.number): reading the protocol on standard input")
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            server.receive(Array(chunk[0..<count]))
        }
        server.endOfInput()
        // The server ends the process (`exit`) once it has handled what came before the end.
        while true { sleep(60) }
    }
}
