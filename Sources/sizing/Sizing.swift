import ArgumentParser
import Foundation
import SizingScan

/// The `sizing` command: query, probe, resolve, lay out, trace, draw and export SwiftUI sizing
/// behaviors.
@main
struct Sizing: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sizing",
        abstract: "Query, probe and explain SwiftUI sizing behaviors.",
        discussion: """
            Sizing behaviors are written `h-exp, v-hug`: expanding (exp), hugging (hug) or neutral (neu) \
            on each axis. Proposals are written `(200 × nil)`.

            The catalog is a SQLite database, created on first use, at \(CatalogHelp.describedDefault) here.
            Choose another with --db PATH or $SIZING_DB ($XDG_DATA_HOME/sizing/catalog.sqlite by default, else ~/.local/share/sizing/catalog.sqlite).
            """,
        version: SizingVersion.number,
        subcommands: [
            Show.self, List.self, Export.self, LayoutCommand.self, Trace.self, Probe.self, Resolve.self,
            Render.self, Check.self, Scan.self, Serve.self, LSPCommand.self, Devices.self, PlaygroundWorker.self,
        ])

    static func main() {
        // Closed standard descriptors are reopened on /dev/null before anything opens a file.
        Output.guardStandardDescriptors()
        // A closed stdout (`sizing … | head -1`) is an EPIPE that Output handles, not a SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        // A file-size limit (ulimit -f) makes a write fail with EFBIG, reported like a full disk.
        signal(SIGXFSZ, SIG_IGN)
        TemporaryFiles.installSignalHandlers()
        var code: Int32 = 0
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Output.flush()
            code = Diagnostics.report(error)
        }
        Output.flush()
        Foundation.exit(code == 0 ? Output.exitCode : code)
    }
}
