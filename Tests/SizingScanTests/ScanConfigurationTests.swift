import Foundation
import SizingScan
import Testing

/// `.sizing.yml`: found from the scanned path upwards, each setting applied, every mistake
/// reported at its `file:line:column`, in process (goldens in
/// Tests/SizingCLITests/ScanFixtures/Configurations: NAME.yml is put at
/// the fixture project's root as `.sizing.yml`, NAME.stderr is what the scan must print).
///
/// Expected counts are the fixture project's findings by our own model (ScanTests gives each
/// one's source): 21 findings in 5 files, 14 match, 2 differ, 3 undocumented, 2 cannot model.
@Suite(.serialized) struct ScanConfigurationTests {
    /// A copy of the fixture project with `configuration` as its `.sizing.yml`; returns the
    /// project folder and a database path in the same temporary folder (the catalog is not used
    /// in process; the tuple keeps the end-to-end tests' shape).
    static func project(_ configuration: String?) throws -> (folder: URL, db: URL, remove: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let folder = base.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: ScanHarness.fixtures.appendingPathComponent("Project"), to: folder)
        if let configuration {
            try configuration.write(to: folder.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8)
        }
        return (folder, base.appendingPathComponent("catalog.sqlite"), { try? FileManager.default.removeItem(at: base) })
    }

    static func scan(_ arguments: [String], configuration: String?, in subfolder: String? = nil) throws -> ScanHarness.Run {
        let (folder, _, remove) = try project(configuration)
        defer { remove() }
        return ScanHarness.scan(arguments, in: subfolder.map { folder.appendingPathComponent($0) } ?? folder)
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: ScanHarness.fixtures.appendingPathComponent("Configurations/\(name)"), encoding: .utf8)
    }

    /// The summary line: `21 findings in 5 files: …`.
    static func summary(_ run: ScanHarness.Run) -> String {
        run.stderr.split(separator: "\n").last.map(String.init) ?? ""
    }

    // MARK: Mistakes

    @Test(arguments: ["unknown-key", "bad-values", "assumed-views", "dependencies", "doc-comment", "doc-comment-not-a-doc-comment", "not-yaml", "not-a-mapping", "set-twice"])
    func eachMistakeIsReportedWhereItIs(name: String) throws {
        let run = try Self.scan([], configuration: try Self.fixture("\(name).yml"))
        #expect(run.status == 64, "a bad configuration is a usage error: \(run.stderr)")
        #expect(run.stdout.isEmpty, "nothing is scanned with a bad configuration")
        try ScanReporterTests.checkGolden("../Configurations/\(name).stderr", run.stderr)
        for line in run.stderr.split(separator: "\n") {
            #expect(line.wholeMatch(of: /\.sizing\.yml:\d+:\d+: error: .+/) != nil, "not a file:line:column error: \(line)")
        }
    }

    @Test func aMisspeltKeyGetsADidYouMean() throws {
        let run = try Self.scan([], configuration: "exclude: [Screens]\n")
        #expect(run.stderr == ".sizing.yml:1:1: error: unknown key 'exclude'; did you mean 'excluded'?\n")
    }

    // MARK: Finding the file

    @Test func theNearestFileAboveTheScannedFolderIsUsed() throws {
        // Run in Screens with no path: the project root's file is found above it and applies.
        let run = try Self.scan([], configuration: "excluded: [Charts.swift]\n", in: "Screens")
        #expect(run.status == 1, "\(run.stderr)")  // Profile.swift has two differing views
        #expect(Self.summary(run).hasPrefix("5 findings in 1 file:"), "\(Self.summary(run))")
    }

    @Test func withoutPathsOrAFileTheScanAsksForAPath() throws {
        let (folder, _, remove) = try Self.project(nil)
        defer { remove() }
        let empty = folder.appendingPathComponent("Components")  // no .sizing.yml at or above it
        let run = ScanHarness.scan([], in: empty)
        #expect(run.status == 64)
        #expect(run.stderr.contains("give at least one file or folder to scan"))
    }

    @Test func anExplicitFileWinsAndPathsWithDifferentFilesAreRefused() throws {
        let (folder, _, remove) = try Self.project("excluded: [Screens]\n")
        defer { remove() }
        try "excluded: [Components]\n".write(to: folder.appendingPathComponent("Screens/.sizing.yml"), atomically: true, encoding: .utf8)
        let mixed = ScanHarness.scan(["Components", "Screens"], in: folder)
        #expect(mixed.status == 64)
        #expect(mixed.stderr.contains("different configuration files"), "\(mixed.stderr)")
        // --config names one file for both.
        let chosen = ScanHarness.scan(["Components", "Screens", "--config", ".sizing.yml"], in: folder)
        #expect(Self.summary(chosen).hasPrefix("9 findings in 2 files:"), "\(Self.summary(chosen))")
    }

    // MARK: Settings

    @Test func includedAndExcludedChooseTheFiles() throws {
        // Components holds 2 files (9 findings); the glob removes Containers.swift (5 of them).
        let included = try Self.scan([], configuration: "included: [Components]\n")
        #expect(Self.summary(included).hasPrefix("9 findings in 2 files:"), "\(Self.summary(included))")
        let globbed = try Self.scan([], configuration: "included: [Components]\nexcluded: [\"**/Contain*.swift\"]\n")
        #expect(Self.summary(globbed).hasPrefix("4 findings in 1 file:"), "\(Self.summary(globbed))")
        // A path given on the command line is filtered too (a pre-commit hook passes files).
        let named = try Self.scan(["Screens/Charts.swift"], configuration: "excluded: [Screens]\n")
        #expect(Self.summary(named).hasPrefix("0 findings in 0 files"), "\(Self.summary(named))")
    }

    @Test func failOnDecidesTheExitStatus() throws {
        // The project has 2 differing views: they fail by default, not with fail_on: [].
        #expect(try Self.scan([], configuration: "fail_on: []\n").status == 0)
        #expect(try Self.scan([], configuration: "platform: iOS\n").status == 1)
        // Without the differing files, cannot-model alone fails when listed.
        let screensOut = "excluded: [Screens, Containers.swift]\n"
        #expect(try Self.scan([], configuration: screensOut).status == 0)
        #expect(try Self.scan([], configuration: screensOut + "fail_on: [undocumented]\n").status == 1)
        // --strict adds to the file's list.
        #expect(try Self.scan(["--strict"], configuration: screensOut + "fail_on: []\n").status == 1)
    }

    @Test func undocumentedViewsCanBeLeftOut() throws {
        let run = try Self.scan(["--format", "xcode"], configuration: "report_undocumented: false\n")
        #expect(!run.stdout.contains("undocumented"), "\(run.stdout)")
        #expect(Self.summary(run).contains("0 undocumented"), "\(Self.summary(run))")
    }

    @Test func assumedViewsSizeTheViewsTheScanCannotSee() throws {
        let (folder, _, remove) = try Self.project(nil)
        defer { remove() }
        try """
            import SwiftUI
            import NukeUI

            /// Intrinsic sizing behavior: h-exp, v-exp
            struct Poster: View {
                var body: some View {
                    LazyImage(url: nil)
                }
            }
            """.write(to: folder.appendingPathComponent("Poster.swift"), atomically: true, encoding: .utf8)
        // LazyImage is from a package: by default a hugging leaf, so the comment differs.
        let unset = ScanHarness.scan(["Poster.swift"], in: folder)
        #expect(unset.status == 1)
        #expect(unset.stdout.contains("derived   h-hug, v-hug"), "\(unset.stdout)")
        try "assumed_views:\n  LazyImage: h-exp, v-exp\n".write(to: folder.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8)
        let configured = ScanHarness.scan(["Poster.swift"], in: folder)
        #expect(configured.status == 0, "\(configured.stdout)")
        #expect(configured.stdout.contains("LazyImage is not declared in the scanned files: assumed h-exp, v-exp (as configured)"), "\(configured.stdout)")
        // One axis of each.
        try "assumed_views:\n  LazyImage: h-exp, v-hug\n".write(to: folder.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8)
        #expect(ScanHarness.scan(["Poster.swift"], in: folder).stdout.contains("derived   h-exp, v-hug"))
    }

    /// `dependencies:` names folders read as the dependencies' sources: relative to the
    /// file's folder, a list or one folder; the fixture's `Modifiers` folder then holds no
    /// finding (its three modifiers, ScanTests' expectations, are no longer counted).
    @Test func dependenciesAreReadNotScanned() throws {
        let all = try Self.scan(["--format", "json"], configuration: "report_undocumented: true\n")
        let listed = try Self.scan(["--format", "json"], configuration: "dependencies: Modifiers\n")
        #expect(listed.status == all.status, "\(listed.stderr)")
        let files = { (run: ScanHarness.Run) in Set(try ScanHarness.findings(run.stdout).compactMap { ($0["file"] as? String)?.split(separator: "/").first.map(String.init) }) }
        #expect(try files(all).contains("Modifiers"))
        #expect(try !files(listed).contains("Modifiers"))
        #expect(try files(listed) == files(all).subtracting(["Modifiers"]))
    }

    @Test func fixWritesTheConfiguredDocComment() throws {
        let (folder, _, remove) = try Self.project("doc_comment: \"/// Layout: {behavior}.\"\n")
        defer { remove() }
        let run = ScanHarness.scan(["--fix"], in: folder)
        #expect(run.stderr.contains("fixed"), "\(run.stderr)")
        let badge = try String(contentsOf: folder.appendingPathComponent("Components/Badge.swift"), encoding: .utf8)
        #expect(badge.contains("/// Layout: h-exp, v-hug.\nstruct Banner: View {"), "\(badge)")
        // The written comments are read back: a second run finds nothing to fix or report undocumented.
        let again = ScanHarness.scan(["--format", "xcode"], in: folder)
        #expect(!again.stdout.contains("sizing/undocumented"), "\(again.stdout)")
    }

    @Test func printConfigShowsEachValueAndItsOrigin() throws {
        let run = try Self.scan(["--print-config", "--define", "DEBUG", "--require-docs"], configuration: try Self.fixture("print-config.yml"))
        #expect(run.status == 0, "\(run.stderr)")
        try ScanReporterTests.checkGolden("../Configurations/print-config.stdout", run.stdout)
        // The printed configuration is itself a valid configuration giving the same values.
        let again = try Self.scan(["--print-config"], configuration: run.stdout)
        #expect(again.status == 0, "\(again.stderr)")
        let values = { (text: String) in text.split(separator: "\n").dropFirst().map { $0.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } }
        #expect(values(again.stdout) == values(run.stdout))
    }
}
