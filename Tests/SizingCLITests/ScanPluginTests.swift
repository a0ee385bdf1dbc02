import Foundation
import Testing

/// The SwiftPM command plugin, as another package uses it: a sample package that depends on
/// this one by path runs `swift package sizing-scan`, then `--fix` with write permission.
///
/// The sample's build folder is `.build-plugin-test` under this package (ignored by git), so a
/// second local run is incremental; a fresh clone builds the tool once (a few minutes).
@Suite(.serialized) struct ScanPluginTests {
    static let sample = """
        import SwiftUI

        /// A colour fills what it is offered (seed 002: Color is expanding on both axes).
        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Badge: View {
            var body: some View { Color.red }
        }
        """

    /// Writes the sample package into a new folder and returns it.
    static func makeSample() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-plugin-sample-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/Sample")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "Sample",
                dependencies: [.package(name: "sizing", path: "\(ScanRunner.packageRoot.path)")],
                targets: [.target(name: "Sample")]
            )
            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try sample.write(to: sources.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        return root
    }

    /// `swift package [options] sizing-scan [arguments]` in `package`.
    static func swiftPackage(_ options: [String], _ arguments: [String], in package: URL) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let scratch = ScanRunner.packageRoot.appendingPathComponent(".build-plugin-test").path
        process.arguments = ["swift", "package", "--scratch-path", scratch] + options + ["sizing-scan"] + arguments
        process.currentDirectoryURL = package
        var environment = ProcessInfo.processInfo.environment
        environment["SIZING_DB"] = package.appendingPathComponent("catalog.sqlite").path
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let log = package.appendingPathComponent("plugin-output.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (try String(contentsOf: log, encoding: .utf8), process.terminationStatus)
    }

    @Test func thePluginScansAndFixesAnotherPackage() throws {
        let package = try Self.makeSample()
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("Sources/Sample/Badge.swift")

        // 1. A documented behavior that differs fails the command and names the view.
        let check = try Self.swiftPackage([], [], in: package)
        #expect(check.status != 0, "\(check.output)")
        #expect(check.output.contains("Badge"), "\(check.output)")
        #expect(check.output.contains("h-exp, v-exp"), "\(check.output)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.sample)

        // 2. `--fix`, with the permission to write: the comment now says what the probe derives.
        let fix = try Self.swiftPackage(["--allow-writing-to-package-directory"], ["--fix"], in: package)
        #expect(fix.status == 0, "\(fix.output)")
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed == Self.sample.replacingOccurrences(of: "Intrinsic sizing behavior: h-hug, v-hug", with: "Intrinsic sizing behavior: h-exp, v-exp"))

        // 3. A second check passes.
        let again = try Self.swiftPackage([], [], in: package)
        #expect(again.status == 0, "\(again.output)")
    }
}
