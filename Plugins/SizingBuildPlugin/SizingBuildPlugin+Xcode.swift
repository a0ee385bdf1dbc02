#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The plugin on a target of an Xcode project (Build Phases → Run Build Tool Plug-ins): the same
/// command over the target's Swift source files.
extension SizingBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // 1. The target's Swift files.
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !sources.isEmpty else { return [] }
        // 2. The tool, then 3. the command.
        let environment = ProcessInfo.processInfo.environment
        let tool = try ScanTool.find(in: environment)
        return [ScanBuildCommand.command(
            scanning: sources, of: target.displayName, with: tool,
            workDirectory: context.pluginWorkDirectoryURL, environment: environment)]
    }
}
#endif
