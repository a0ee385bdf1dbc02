import Foundation
import Testing

/// What the plugin tests share (``ScanPluginTests``, ``BuildPluginTests``): a plugin of this
/// package as its manifest declares it, its sources copied into a sample package, and `swift`
/// run there with the binary under test.
struct PluginDeclaration {
    /// The plugin's target, its folder and its Swift files.
    var target: String
    var folder: URL
    var sources: [String]
    /// `pluginCapability` as `swift package dump-package` writes it: `{"buildTool": {}}`,
    /// `{"command": [{"custom": {"verb": …, "description": …}}, [permissions]]}`.
    var capability: [String: Any]
    /// The targets the plugin depends on: a declared tool is compiled for the host.
    var dependencies: [String]

    /// The plugin product `product` and its target, from `swift package dump-package` (the
    /// manifest alone), with a scratch path of its own: SwiftPM waits for the lock this test run
    /// holds on `.build`.
    static func read(_ product: String) throws -> PluginDeclaration {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-plugin-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dumped = try PluginSample.swift(["package", "--scratch-path", scratch.path, "dump-package"], in: ScanRunner.packageRoot)
        #expect(dumped.status == 0, "\(dumped.output)")
        let json = String(dumped.output.drop { $0 != "{" })
        let package = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let products = try #require(package["products"] as? [[String: Any]])
        let declared = try #require(products.first { $0["name"] as? String == product }, "no product \(product)")
        #expect((declared["type"] as? [String: Any])?.keys.contains("plugin") == true)
        let targetName = try #require((declared["targets"] as? [String])?.first)
        let targets = try #require(package["targets"] as? [[String: Any]])
        let target = try #require(targets.first { $0["name"] as? String == targetName })
        // "dependencies": [{"byName": ["sizing", null]}]
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { ($0["byName"] as? [Any])?.first as? String }
        let folder = ScanRunner.packageRoot.appendingPathComponent(target["path"] as? String ?? "Plugins/\(targetName)")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return PluginDeclaration(
            target: targetName, folder: folder, sources: sources,
            capability: target["pluginCapability"] as? [String: Any] ?? [:], dependencies: dependencies)
    }

    /// Copies the plugin's sources to `Plugins/<target>` in the package at `root`.
    func copy(into root: URL) throws {
        let destination = root.appendingPathComponent("Plugins/\(target)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for source in sources {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(source), to: destination.appendingPathComponent(source))
        }
    }
}

enum PluginSample {
    /// `swift arguments…` in `package`, standard output and error together. `SIZING_BINARY` is
    /// `binary` (unset without it), `PATH` starts with `path` when given, `SIZING_CACHE_DIR` is
    /// unset (the plugins choose their cache) and the catalog is one of the run's own.
    static func swift(_ arguments: [String], in package: URL, binary: URL? = nil, path: URL? = nil) throws -> (output: String, status: Int32) {
        var environment = ProcessInfo.processInfo.environment
        environment["SIZING_DB"] = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-plugin-\(UUID().uuidString).sqlite").path
        environment["NO_COLOR"] = "1"
        environment["SIZING_BINARY"] = binary?.path
        environment["SIZING_CACHE_DIR"] = nil
        if let path { environment["PATH"] = path.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        let run = try ProcessOutput.run(["swift"] + arguments, in: package, environment: environment)
        return (run.output, run.status)
    }
}
