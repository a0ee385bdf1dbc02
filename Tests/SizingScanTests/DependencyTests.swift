import Foundation
import SizingScan
import Testing

/// The sources of a project's dependencies (`.build/checkouts/*`, Xcode's
/// `SourcePackages/checkouts/*`, `.sizing.yml`'s `dependencies:`) are parsed with the project:
/// its views use their real layout, but they are never findings and never written. In process.
///
/// The package view `Banner` is `Text(title).frame(maxWidth: .infinity)`: h-exp, v-hug by seed
/// 002's rows (Text hugs; a `.infinity` maximum width expands); an opaque view hugs on both axes
/// (our model, docs/scanning-real-code.md), so the two answers tell which was used.
@Suite struct DependencyTests {
    static let banner = """
        import SwiftUI

        public struct Banner: View {
            let title: String
            public init(_ title: String) { self.title = title }
            public var body: some View {
                Text(title).frame(maxWidth: .infinity)
            }
        }

        """
    static let screen = """
        import SwiftUI
        import Pkg

        /// Intrinsic sizing behavior: h-exp, v-hug
        struct Screen: View {
            var body: some View {
                Banner("Hello")
            }
        }

        """

    /// A project with `Banner` at `dependency` (relative to the project) and `Screen` using it.
    static func project(dependency: String) throws -> (ScanHarness.Folder, URL) {
        let sandbox = try ScanHarness.Folder()
        let project = sandbox.appendingPathComponent("Project")
        let package = project.appendingPathComponent(dependency)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Pkg"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(banner.utf8).write(to: package.appendingPathComponent("Sources/Pkg/Banner.swift"))
        try Data(screen.utf8).write(to: project.appendingPathComponent("App/Screen.swift"))
        return (sandbox, project)
    }

    static func findings(_ run: ScanHarness.Run) throws -> [[String: Any]] {
        try ScanHarness.findings(run.stdout)
    }

    /// `.build/checkouts/Pkg`: `Screen` uses `Banner`'s layout (h-exp), `Banner` itself is no
    /// finding, and the summary counts the project's one file.
    @Test(arguments: [".build/checkouts/Pkg", "SourcePackages/checkouts/Pkg", "DerivedData/App-abc/SourcePackages/checkouts/Pkg"])
    func checkoutsAreReadNotReported(dependency: String) throws {
        let (sandbox, project) = try Self.project(dependency: dependency)
        _ = sandbox
        let run = ScanHarness.scan(["--format", "json", "--no-cache", "."], in: project)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let found = try Self.findings(run)
        #expect(found.map { $0["name"] as? String } == ["Screen"], "\(found.map { $0["name"] ?? "" })")
        #expect(found.first?["derived"] as? String == "h-exp, v-hug")
        #expect(found.first?["verdict"] as? String == "matches")
        #expect((found.first?["assumptions"] as? [String])?.isEmpty == true, "\(found)")
        #expect(run.stderr.contains("in 1 file:"), "\(run.stderr)")
    }

    /// Without the checkout the same view is opaque (hugging), so the comment differs: the
    /// checkout above is what gave the real layout.
    @Test func withoutTheCheckoutTheViewIsOpaque() throws {
        let (sandbox, project) = try Self.project(dependency: ".build/checkouts/Pkg")
        _ = sandbox
        try FileManager.default.removeItem(at: project.appendingPathComponent(".build"))
        let run = ScanHarness.scan(["--format", "json", "--no-cache", "."], in: project)
        let found = try Self.findings(run)
        #expect(found.first?["derived"] as? String == "h-hug, v-hug")
        let assumed = found.first?["assumptions"] as? [String] ?? []
        #expect(assumed.contains { $0.hasPrefix("Banner is not declared in the scanned files; it may come from Pkg") }, "\(assumed)")
    }

    /// `--fix` writes the project's comments and never a dependency's file, even when a
    /// dependency's view has no comment.
    @Test func fixNeverTouchesADependency() throws {
        let (sandbox, project) = try Self.project(dependency: ".build/checkouts/Pkg")
        _ = sandbox
        let screen = project.appendingPathComponent("App/Screen.swift")
        try Data(Self.screen.replacingOccurrences(of: "h-exp, v-hug", with: "h-hug, v-hug").utf8).write(to: screen)
        let banner = project.appendingPathComponent(".build/checkouts/Pkg/Sources/Pkg/Banner.swift")
        let before = try Data(contentsOf: banner)
        let run = ScanHarness.scan(["--fix", "--no-cache", "."], in: project)
        #expect(run.stderr.contains("1 finding in 1 file"), "\(run.stderr)")
        #expect(try String(contentsOf: screen, encoding: .utf8).contains("/// Intrinsic sizing behavior: h-exp, v-hug"))
        #expect(try Data(contentsOf: banner) == before, "a dependency's file was written")
    }

    /// A dependency's tests and demos are not read: a view of the same name there does not
    /// replace the package's.
    @Test func testsAndDemosOfADependencyAreNotRead() throws {
        let (sandbox, project) = try Self.project(dependency: ".build/checkouts/Pkg")
        _ = sandbox
        for folder in ["Tests/PkgTests", "Demo"] {
            let url = project.appendingPathComponent(".build/checkouts/Pkg/\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("import SwiftUI\nstruct Banner: View {\n    init(_ t: String) {}\n    var body: some View { Color.red.frame(width: 1, height: 1) }\n}\n".utf8)
                .write(to: url.appendingPathComponent("Other.swift"))
        }
        let run = ScanHarness.scan(["--format", "json", "--no-cache", "--verbose", "."], in: project)
        #expect(try Self.findings(run).first?["derived"] as? String == "h-exp, v-hug")
        #expect(run.stderr.contains("1 file of dependencies read"), "\(run.stderr)")
    }

    /// `dependencies: [Vendor/Pkg]` in `.sizing.yml`: a folder inside the project is read as a
    /// dependency, not scanned as the project's.
    @Test func aListedFolderIsADependency() throws {
        let (sandbox, project) = try Self.project(dependency: "Vendor/Pkg")
        _ = sandbox
        let unlisted = ScanHarness.scan(["--format", "json", "--no-cache", "."], in: project)
        #expect(try Self.findings(unlisted).compactMap { $0["name"] as? String }.sorted() == ["Banner", "Screen"])
        try Data("dependencies: [Vendor/Pkg]\n".utf8).write(to: project.appendingPathComponent(".sizing.yml"))
        let listed = ScanHarness.scan(["--format", "json", "--no-cache"], in: project)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(try Self.findings(listed).compactMap { $0["name"] as? String } == ["Screen"])
    }

    /// With the cache, a changed dependency changes the key of the files using it: the second
    /// scan sees the new layout.
    @Test func aChangedDependencyIsSeenThroughTheCache() throws {
        let (sandbox, project) = try Self.project(dependency: ".build/checkouts/Pkg")
        let cache = sandbox.appendingPathComponent("cache")
        let first = ScanHarness.scan(["--format", "json", "."], in: project, cache: cache)
        #expect(try Self.findings(first).first?["derived"] as? String == "h-exp, v-hug")
        let banner = project.appendingPathComponent(".build/checkouts/Pkg/Sources/Pkg/Banner.swift")
        try Data(Self.banner.replacingOccurrences(of: ".frame(maxWidth: .infinity)", with: "").utf8).write(to: banner)
        let second = ScanHarness.scan(["--format", "json", "."], in: project, cache: cache)
        #expect(try Self.findings(second).first?["derived"] as? String == "h-hug, v-hug")  // seed 002: Text hugs
    }
}
