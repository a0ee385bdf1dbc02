import Foundation
import PackagePlugin

/// `plugins: [.plugin(name: "sizing-build", package: "sizing")]` on a target: a build that
/// changed one of the target's Swift files runs `sizing scan --format xcode` over them, so that
/// `swift build` and Xcode show each view whose documented sizing behavior differs at its line.
///
/// The scan decides warning or error: what fails it (`.sizing.yml`'s `fail_on`; by default a
/// documented behavior that differs) is an `error:` line and exit status 1, which fails the
/// build; every other finding is a `warning:` line, and the build goes on.
///
/// The plugin declares no dependency on the `sizing` executable: SwiftPM would compile it, and
/// every module under it, for the host in every build of a package that declares the plugin,
/// this one included. The tool is `$SIZING_BINARY`, else a `sizing` on the path (`ScanTool`).
@main
struct SizingBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // 1. The target's Swift files: a target without any has nothing to scan.
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        // 2. The tool.
        let environment = ProcessInfo.processInfo.environment
        let tool = try ScanTool.find(in: environment)
        // 3. The scan, as a build command.
        return [ScanBuildCommand.command(
            scanning: sources, of: target.name, with: tool,
            workDirectory: context.pluginWorkDirectoryURL, environment: environment)]
    }
}
