import Foundation
import PackagePlugin

/// The build command: `sizing scan --format xcode --no-progress --allow-empty FILE…` over one
/// target's Swift files, with the scan cache in the plugin's work directory unless
/// `$SIZING_CACHE_DIR` is set.
///
/// Its inputs are the files, the `.sizing.yml` files the scan reads for them and the tool, and
/// it declares no outputs: SwiftPM runs it again only when one of the inputs changed or when its
/// last run failed, and no file joins the target (a stamp file would be compiled into it as
/// Swift, or copied into a resource bundle). docs/scan-plugin.md has the measurements.
enum ScanBuildCommand {
    /// The configuration file's name (`ScanConfiguration.fileName` in SizingScan, which a plugin
    /// cannot import).
    static let configurationName = ".sizing.yml"

    static func command(
        scanning sources: [URL], of target: String, with tool: URL, workDirectory: URL, environment: [String: String]
    ) -> Command {
        // 1. The cache: $SIZING_CACHE_DIR, else the plugin's work directory, which a sandboxed
        //    build command may write.
        let cache = environment["SIZING_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? workDirectory.appendingPathComponent("scan-cache").path
        // 2. The command.
        return .buildCommand(
            displayName: "sizing scan \(target)",
            executable: tool,
            arguments: ["scan", "--format", "xcode", "--no-progress", "--allow-empty"] + sources.map(\.path),
            environment: ["SIZING_CACHE_DIR": cache],
            inputFiles: sources + configurationFiles(for: sources) + [tool],
            outputFiles: [])
    }

    /// The nearest `.sizing.yml` at or above each file's folder, as the scan finds it.
    ///
    /// - Complexity: one look-up per folder on the way up, each folder once.
    static func configurationFiles(for sources: [URL]) -> [URL] {
        var found = Set<URL>()
        var visited = Set<String>()
        for source in sources {
            var folder = source.deletingLastPathComponent().standardizedFileURL
            while visited.insert(folder.path).inserted {
                let file = folder.appendingPathComponent(configurationName)
                if FileManager.default.fileExists(atPath: file.path) {
                    found.insert(file)
                    break
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
