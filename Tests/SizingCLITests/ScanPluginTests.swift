import Foundation
import Testing

/// The SwiftPM command plugin, as another package uses it: a sample package runs
/// `swift package sizing-scan`, then `--fix` with write permission.
///
/// The sample is not built against this package by path (that compiled every dependency a second
/// time: 7–10 minutes and a gigabyte on a fresh clone):
/// 1. this package's manifest is read with `swift package dump-package`: the plugin product and
///    its target's verb and sources are checked and taken from there;
/// 2. the sample declares the same plugin over a copy of those sources;
/// 3. the plugin runs there with `SIZING_BINARY`, the binary under test, as a CI image would
///    give it; and, in a second sample, without it: the plugin asks SwiftPM to build the product
///    `sizing`, there a stand-in executable that prints its arguments, so that the build path is
///    checked in seconds.
@Suite(.serialized) struct ScanPluginTests {
    static let sample = """
        import SwiftUI

        /// A colour fills what it is offered (seed 002: Color is expanding on both axes).
        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Badge: View {
            var body: some View { Color.red }
        }
        """

    /// The `sizing-scan` plugin as this package's manifest declares it, with its command's verb
    /// and description.
    struct Declaration {
        var plugin: PluginDeclaration
        var verb: String
        var description: String
        var target: String { plugin.target }
        var sources: [String] { plugin.sources }
        /// The targets the plugin depends on (none: it builds the tool when it runs).
        var dependencies: [String] { plugin.dependencies }
    }

    /// 1. The `sizing-scan` plugin product and its target, from the manifest: a command plugin.
    static func declaration() throws -> Declaration {
        let plugin = try PluginDeclaration.read("sizing-scan")
        // "pluginCapability": {"command": [{"custom": {"verb": …, "description": …}}, [permissions]]}
        let command = try #require(plugin.capability["command"] as? [Any], "not a command plugin")
        let intent = try #require((command.first as? [String: Any])?["custom"] as? [String: Any])
        return Declaration(
            plugin: plugin,
            verb: try #require(intent["verb"] as? String),
            description: try #require(intent["description"] as? String))
    }

    /// 2. A new sample package: the plugin's sources and one target holding ``sample``; with
    /// `standIn`, also an executable `sizing` of that source.
    static func makeSample(_ plugin: Declaration, standIn: String? = nil) throws -> URL {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("sizing-plugin-sample-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/Sample")
        try files.createDirectory(at: sources, withIntermediateDirectories: true)
        try sample.write(to: sources.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        try plugin.plugin.copy(into: root)
        if let standIn {
            let tool = root.appendingPathComponent("Sources/sizing")
            try files.createDirectory(at: tool, withIntermediateDirectories: true)
            try standIn.write(to: tool.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        }
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "Sample",
                products: [\(standIn == nil ? "" : #".executable(name: "sizing", targets: ["sizing"])"#)],
                targets: [
                    .target(name: "Sample"),
                    \(standIn == nil ? "" : #".executableTarget(name: "sizing"),"#)
                    .plugin(
                        name: "\(plugin.target)",
                        capability: .command(intent: .custom(verb: "\(plugin.verb)", description: \(String(reflecting: plugin.description))))),
                ]
            )
            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return root
    }

    /// `swift package arguments…` in `package` (``PluginSample/swift(_:in:binary:path:)``).
    static func swiftPackage(_ arguments: [String], in package: URL, binary: URL? = nil) throws -> (output: String, status: Int32) {
        try PluginSample.swift(["package"] + arguments, in: package, binary: binary)
    }

    @Test func theManifestDeclaresTheCommandPluginWithoutATool() throws {
        let plugin = try Self.declaration()
        #expect(plugin.verb == "sizing-scan")
        // A declared tool would be compiled for the host by every build of this package.
        #expect(plugin.dependencies.isEmpty, "\(plugin.dependencies)")
        #expect(!plugin.sources.isEmpty)
    }

    @Test func thePluginScansAndFixesAnotherPackage() throws {
        let plugin = try Self.declaration()
        let package = try Self.makeSample(plugin)
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("Sources/Sample/Badge.swift")
        let binary = try ScanRunner.binary()

        // 3a. A documented behavior that differs fails the command and names the view.
        let check = try Self.swiftPackage([plugin.verb], in: package, binary: binary)
        #expect(check.status != 0, "\(check.output)")
        #expect(check.output.contains("Badge"), "\(check.output)")
        #expect(check.output.contains("h-exp, v-exp"), "\(check.output)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.sample)

        // 3b. `--fix`, with the permission to write: the comment now says what the probe derives.
        let fix = try Self.swiftPackage(["--allow-writing-to-package-directory", plugin.verb, "--fix"], in: package, binary: binary)
        #expect(fix.status == 0, "\(fix.output)")
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed == Self.sample.replacingOccurrences(of: "Intrinsic sizing behavior: h-hug, v-hug", with: "Intrinsic sizing behavior: h-exp, v-exp"))

        // 3c. A second check passes.
        let again = try Self.swiftPackage([plugin.verb], in: package, binary: binary)
        #expect(again.status == 0, "\(again.output)")
    }

    /// Without `SIZING_BINARY` the plugin builds the product `sizing` and runs it with `scan`,
    /// the target folders and the arguments it did not use; its exit status fails the command.
    @Test func withoutABinaryThePluginBuildsTheProduct() throws {
        let plugin = try Self.declaration()
        let standIn = """
            import Foundation
            print("stand-in sizing:", CommandLine.arguments.dropFirst().joined(separator: " "))
            exit(3)
            """
        let package = try Self.makeSample(plugin, standIn: standIn)
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try Self.swiftPackage([plugin.verb, "--target", "Sample", "--format", "json"], in: package)
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("stand-in sizing: scan \(package.appendingPathComponent("Sources/Sample").path)"), "\(run.output)")
        #expect(run.output.contains("--format json"), "\(run.output)")
        #expect(run.output.contains("sizing scan exited with status 3"), "\(run.output)")
    }

    /// A `SIZING_BINARY` that is not an executable is said, with its path.
    @Test func aBinaryThatIsNotExecutableIsSaid() throws {
        let plugin = try Self.declaration()
        let package = try Self.makeSample(plugin)
        defer { try? FileManager.default.removeItem(at: package) }
        let missing = package.appendingPathComponent("no-such-sizing")
        let run = try Self.swiftPackage([plugin.verb], in: package, binary: missing)
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("SIZING_BINARY is '\(missing.path)', which is not an executable file"), "\(run.output)")
    }
}
