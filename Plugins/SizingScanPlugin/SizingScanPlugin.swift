import Foundation
import PackagePlugin

/// `swift package sizing-scan [--target NAME …] [scan options]`: runs `sizing scan` over the
/// package's source targets (all of them, or the ones named with `--target`). Every other
/// argument goes to `sizing scan` as it is (`--format github`, `--require-docs`, `--fix`).
///
/// The tool is `$SIZING_BINARY` when it is set (a release build a CI image installs), else the
/// `sizing` product, which the plugin asks SwiftPM to build when it runs. The plugin declares no
/// dependency on it: a declared tool is built for the host with every `swift build` of this
/// package, a second copy of every module.
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
        // 2. The tool, its output passed through.
        guard let tool = try tool() else { return }
        let process = Process()
        process.executableURL = tool
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

    /// Step 2: `$SIZING_BINARY`, else the `sizing` product built by SwiftPM; nil (said) when
    /// the build fails.
    private func tool() throws -> URL? {
        if let path = ProcessInfo.processInfo.environment["SIZING_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                Diagnostics.error("sizing-scan: SIZING_BINARY is '\(path)', which is not an executable file")
                return nil
            }
            return URL(fileURLWithPath: path)
        }
        let built = try packageManager.build(.product("sizing"), parameters: .init(configuration: .debug, logging: .concise))
        guard built.succeeded, let executable = built.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("sizing-scan: building the sizing tool failed:\n\(built.logText)")
            return nil
        }
        return executable.url
    }
}
