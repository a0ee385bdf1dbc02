import Foundation
import PackagePlugin

/// `swift package sizing-scan [--target NAME …] [scan options]`: runs `sizing scan` over the
/// package's source targets (all of them, or the ones named with `--target`). Every other
/// argument goes to `sizing scan` as it is (`--format github`, `--require-docs`, `--fix`).
///
/// `--fix` edits the package's files: run it as
/// `swift package --allow-writing-to-package-directory sizing-scan --fix` (SwiftPM sandboxes
/// plugins on macOS). The exit status is `sizing scan`'s.
@main
struct SizingScanPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // 1. Which targets: the named ones, else every source target of the package.
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path() }
        guard !folders.isEmpty else {
            Diagnostics.error("sizing-scan: the package has no source targets to scan")
            return
        }
        // 2. Run the tool built from this package, its output passed through.
        let tool = try context.tool(named: "sizing")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["scan"] + folders + extractor.remainingArguments
        // The scan cache in the plugin's own folder, which the sandbox lets it write.
        var environment = ProcessInfo.processInfo.environment
        if environment["SIZING_CACHE_DIR"] == nil {
            environment["SIZING_CACHE_DIR"] = context.pluginWorkDirectoryURL.appendingPathComponent("scan-cache").path()
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        // 3. Its exit status: findings that fail the run fail the command.
        guard process.terminationStatus == 0 else {
            Diagnostics.error("sizing scan exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
