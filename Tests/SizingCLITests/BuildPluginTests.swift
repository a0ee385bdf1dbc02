import Foundation
import Testing

/// The SwiftPM build-tool plugin, as another package uses it: `swift build` of a sample package
/// whose target names the plugin shows the scan's findings at their lines.
///
/// As in ``ScanPluginTests``, the sample is not built against this package by path (that
/// compiled every dependency a second time):
/// 1. this package's manifest is read with `swift package dump-package`: the `sizing-build`
///    plugin product, its build-tool capability and its sources are checked and taken from there;
/// 2. the sample declares the same plugin over a copy of those sources, and its target uses it;
///    its view compiles on Linux through stand-ins of `View` and `Color` that only a build
///    without SwiftUI reads (the scan reads SwiftUI's);
/// 3. `swift build` runs there with `SIZING_BINARY`, the binary under test, as a CI image would
///    give it; and, in another sample, with a stand-in `sizing` in a folder of `PATH`.
@Suite(.serialized) struct BuildPluginTests {
    /// A view whose documented behavior differs (seed 002: Color is expanding on both axes).
    static let badge = """
        #if canImport(SwiftUI)
        import SwiftUI
        #endif

        /// A colour fills what it is offered.
        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Badge: View {
            var body: some View { Color.red }
        }
        """

    /// What `Badge` needs of SwiftUI, where there is none: never read by the scan, whose
    /// platform (iOS) can import SwiftUI.
    static let standIns = """
        #if !canImport(SwiftUI)
        protocol View {
            associatedtype Body: View
            var body: Body { get }
        }
        extension Never: View {
            var body: Never { fatalError() }
        }
        struct Color: View {
            static let red = Color()
            var body: Never { fatalError() }
        }
        #endif
        """

    /// Where the scan reports `Badge`: the line of `struct Badge` and the column of its name.
    static let badgePosition: (line: Int, column: Int) = {
        let lines = badge.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.hasPrefix("struct Badge") }!
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "Badge")!.lowerBound)
        return (line + 1, column + 1)
    }()

    /// 1. The `sizing-build` plugin product and its target, from the manifest: a build-tool
    /// plugin.
    static func declaration() throws -> PluginDeclaration {
        let plugin = try PluginDeclaration.read("sizing-build")
        #expect(plugin.capability.keys.contains("buildTool"), "not a build-tool plugin: \(plugin.capability)")
        return plugin
    }

    /// 2. A new sample package: the plugin's sources and a target `Sample` that uses it, holding
    /// ``badge`` and ``standIns``; with `configuration`, a `.sizing.yml` of that text.
    static func makeSample(_ plugin: PluginDeclaration, configuration: String? = nil) throws -> URL {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("sizing-build-plugin-sample-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/Sample")
        try files.createDirectory(at: sources, withIntermediateDirectories: true)
        try badge.write(to: sources.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        try standIns.write(to: sources.appendingPathComponent("StandIns.swift"), atomically: true, encoding: .utf8)
        try plugin.copy(into: root)
        if let configuration {
            try configuration.write(to: root.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8)
        }
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "Sample",
                targets: [
                    .target(name: "Sample", plugins: ["\(plugin.target)"]),
                    .plugin(name: "\(plugin.target)", capability: .buildTool()),
                ]
            )
            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return root
    }

    /// `Sources/Sample/Badge.swift:LINE:COLUMN: severity:` with the sample's absolute path, as
    /// the plugin gives the scan the files SwiftPM lists.
    static func diagnostic(_ severity: String, in package: URL) -> String {
        "\(package.appendingPathComponent("Sources/Sample/Badge.swift").path):\(badgePosition.line):\(badgePosition.column): \(severity):"
    }

    @Test func theManifestDeclaresTheBuildToolPluginWithoutATool() throws {
        let plugin = try Self.declaration()
        // A declared tool would be compiled for the host by every build of this package.
        #expect(plugin.dependencies.isEmpty, "\(plugin.dependencies)")
        #expect(!plugin.sources.isEmpty)
        #expect(Self.badgePosition.line == 7 && Self.badgePosition.column == 8)
    }

    /// With `fail_on: []`, the differing comment is a warning at its line and the build
    /// succeeds; an unchanged build does not scan again; the comment fixed, the build scans
    /// again and says nothing.
    @Test func aWarningShowsAtItsLineAndAFixedCommentBuildsClean() throws {
        let plugin = try Self.declaration()
        let package = try Self.makeSample(plugin, configuration: "fail_on: []\n")
        defer { try? FileManager.default.removeItem(at: package) }
        let binary = try ScanRunner.binary()

        let first = try PluginSample.swift(["build"], in: package, binary: binary)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains(Self.diagnostic("warning", in: package)), "\(first.output)")
        #expect(first.output.contains("documented h-hug, v-hug, derived h-exp, v-exp"), "\(first.output)")

        // Unchanged: the build command is not run again.
        let unchanged = try PluginSample.swift(["build"], in: package, binary: binary)
        #expect(unchanged.status == 0, "\(unchanged.output)")
        #expect(!unchanged.output.contains("sizing scan Sample"), "\(unchanged.output)")
        #expect(!unchanged.output.contains("Badge.swift:"), "\(unchanged.output)")

        // The comment fixed: scanned again (its one finding matches), no diagnostic.
        let file = package.appendingPathComponent("Sources/Sample/Badge.swift")
        let fixed = Self.badge.replacingOccurrences(of: "Intrinsic sizing behavior: h-hug, v-hug", with: "Intrinsic sizing behavior: h-exp, v-exp")
        #expect(fixed != Self.badge)
        try fixed.write(to: file, atomically: true, encoding: .utf8)
        let clean = try PluginSample.swift(["build"], in: package, binary: binary)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("1 finding in 2 files: 1 match"), "\(clean.output)")
        #expect(!clean.output.contains("Badge.swift:"), "\(clean.output)")
    }

    /// Without a `.sizing.yml`, a documented behavior that differs fails the scan: an error at
    /// its line, a failed build, and again on the next build, which runs the failed command again.
    @Test func aFailingFindingIsAnErrorThatFailsTheBuild() throws {
        let plugin = try Self.declaration()
        let package = try Self.makeSample(plugin)
        defer { try? FileManager.default.removeItem(at: package) }
        let binary = try ScanRunner.binary()

        let first = try PluginSample.swift(["build"], in: package, binary: binary)
        #expect(first.status != 0, "\(first.output)")
        #expect(first.output.contains(Self.diagnostic("error", in: package)), "\(first.output)")
        #expect(!first.output.contains(Self.diagnostic("warning", in: package)), "\(first.output)")

        let again = try PluginSample.swift(["build"], in: package, binary: binary)
        #expect(again.status != 0, "\(again.output)")
        #expect(again.output.contains(Self.diagnostic("error", in: package)), "\(again.output)")
    }

    /// Without `SIZING_BINARY`, the plugin runs the `sizing` it finds in `PATH` with `scan`, the
    /// xcode format, no progress line, the target's files, and the scan cache in its work
    /// directory; a stand-in that prints what it was given shows it.
    @Test func withoutABinaryThePluginRunsTheSizingInPath() throws {
        let plugin = try Self.declaration()
        let package = try Self.makeSample(plugin)
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let standIn = folder.appendingPathComponent("sizing")
        try """
            #!/bin/sh
            echo "stand-in sizing: $*"
            echo "stand-in cache: $SIZING_CACHE_DIR"
            """.write(to: standIn, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: standIn.path)

        let build = try PluginSample.swift(["build"], in: package, path: folder)
        #expect(build.status == 0, "\(build.output)")
        let sources = package.appendingPathComponent("Sources/Sample")
        let files = ["Badge.swift", "StandIns.swift"].map { sources.appendingPathComponent($0).path }.joined(separator: " ")
        #expect(build.output.contains("stand-in sizing: scan --format xcode --no-progress --allow-empty \(files)"), "\(build.output)")
        #expect(build.output.contains("stand-in cache: \(package.path)/.build/plugins/outputs/"), "\(build.output)")
    }

    /// A `SIZING_BINARY` that is not an executable fails the build, saying so with its path.
    @Test func aBinaryThatIsNotExecutableIsSaid() throws {
        let plugin = try Self.declaration()
        let package = try Self.makeSample(plugin)
        defer { try? FileManager.default.removeItem(at: package) }
        let missing = package.appendingPathComponent("no-such-sizing")
        let build = try PluginSample.swift(["build"], in: package, binary: missing)
        #expect(build.status != 0, "\(build.output)")
        #expect(build.output.contains("SIZING_BINARY is '\(missing.path)', which is not an executable file"), "\(build.output)")
    }
}
