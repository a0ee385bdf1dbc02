import Foundation
@testable import SizingScan
import SwiftUISource
import Testing

/// The scan's cache and its parallel evaluation: a second run over unchanged files evaluates
/// nothing and prints the same findings; an edit re-evaluates the edited file and the files that
/// depend on it, never fewer; every run equals a run without the cache, on one thread.
///
/// Expected behaviors are our model's, and each test compares with the uncached run rather than
/// with fixed text, so a stale entry is what fails.
@Suite(.serialized) struct ScanCacheTests {
    /// A temporary project of `files` and its own cache folder.
    final class Project {
        let folder: URL
        let cache: URL
        init(_ files: [String: String]) throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-cache-\(UUID().uuidString)")
            folder = base.appendingPathComponent("App")
            cache = base.appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files { try write(name, text) }
        }
        deinit { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

        func write(_ name: String, _ text: String) throws {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        /// `sizing scan . --format json --verbose ARGS` with this project's cache, in process.
        func scan(_ arguments: [String] = []) throws -> ScanHarness.Run {
            ScanHarness.scan([".", "--format", "json", "--verbose"] + arguments, in: folder, cache: cache)
        }

        /// The same scan without the cache, on one thread: the reference.
        func reference() throws -> ScanHarness.Run {
            try scan(["--no-cache", "--jobs", "1"])
        }
    }

    /// `2 of 3 files from the cache, 1 evaluated …`
    static func counts(_ run: ScanHarness.Run) -> (reused: Int, evaluated: Int)? {
        guard let match = run.stderr.firstMatch(of: /(\d+) of \d+ files? from the cache, (\d+) evaluated/) else { return nil }
        return (Int(match.1)!, Int(match.2)!)
    }

    static let pill = """
        import SwiftUI
        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Pill: View {
            var body: some View { Text("New").padding(4) }
        }
        """
    static let row = """
        import SwiftUI
        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Row: View {
            var body: some View { HStack { Pill(); Text("Title") } }
        }
        """
    static let card = """
        import SwiftUI
        extension View {
            /// Intrinsic sizing behavior: h-exp, v-neu
            func card() -> some View { frame(maxWidth: .infinity).padding() }
        }
        """
    static let tile = """
        import SwiftUI
        /// Intrinsic sizing behavior: h-exp, v-hug
        struct Tile: View {
            var body: some View { Text("Tile").card() }
        }
        """
    static let alone = """
        import SwiftUI
        /// Intrinsic sizing behavior: h-exp, v-exp
        struct Backdrop: View {
            var body: some View { Color.indigo }
        }
        """

    @Test func aSecondRunReadsEveryFileFromTheCache() throws {
        let project = try Project(["Pill.swift": Self.pill, "Row.swift": Self.row, "Backdrop.swift": Self.alone])
        let first = try project.scan()
        #expect(Self.counts(first)! == (0, 3), "\(first.stderr)")
        let second = try project.scan()
        #expect(Self.counts(second)! == (3, 0), "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(second.status == first.status)
        #expect(second.stdout == (try project.reference()).stdout)
    }

    @Test func anEditReevaluatesTheFileAndItsDependents() throws {
        let project = try Project(["Pill.swift": Self.pill, "Row.swift": Self.row, "Backdrop.swift": Self.alone])
        _ = try project.scan()
        // Pill now expands: Row, which uses it, must change too (its comment says h-hug).
        try project.write("Pill.swift", Self.pill.replacingOccurrences(of: "Text(\"New\").padding(4)", with: "Color.red"))
        let edited = try project.scan()
        #expect(Self.counts(edited)! == (1, 2), "Backdrop reused; Pill and Row evaluated: \(edited.stderr)")
        #expect(edited.stdout == (try project.reference()).stdout)
        #expect(edited.stdout.contains("\"name\" : \"Row\"") || edited.stdout.contains("\"name\": \"Row\""))
        #expect(edited.status == 1, "Row's h-hug now differs")
    }

    /// `only the 2 of 6 files they read parsed`
    static func parsed(_ run: ScanHarness.Run) -> (parsed: Int, total: Int)? {
        guard let match = run.stderr.firstMatch(of: /only the (\d+) of (\d+) files they read parsed/) else { return nil }
        return (Int(match.1)!, Int(match.2)!)
    }

    /// After an edit to a few files, only the files those read are parsed (issue 38): the
    /// edited file, the files it uses, the files using it, and a preview elsewhere that shows it.
    @Test func anEditParsesOnlyTheFilesItReads() throws {
        let preview = """
            import SwiftUI
            #Preview { Pill().frame(width: 40) }
            """
        let project = try Project([
            "Pill.swift": Self.pill, "Row.swift": Self.row, "Backdrop.swift": Self.alone,
            "Card.swift": Self.card, "Tile.swift": Self.tile, "PillPreview.swift": preview,
        ])
        _ = try project.scan()
        try project.write("Backdrop.swift", Self.alone.replacingOccurrences(of: "Color.indigo", with: "Text(\"Backdrop\")"))
        let alone = try project.scan()
        #expect(Self.counts(alone)! == (5, 1), "\(alone.stderr)")
        #expect(Self.parsed(alone).map { "\($0.parsed) of \($0.total)" } == "1 of 6", "\(alone.stderr)")
        #expect(alone.stdout == (try project.reference()).stdout)

        try project.write("Pill.swift", Self.pill.replacingOccurrences(of: "Text(\"New\").padding(4)", with: "Color.red"))
        let used = try project.scan()
        #expect(Self.counts(used)! == (3, 3), "Pill, Row and the preview's file evaluated: \(used.stderr)")
        #expect(Self.parsed(used).map { "\($0.parsed) of \($0.total)" } == "3 of 6", "\(used.stderr)")
        #expect(used.stdout == (try project.reference()).stdout)
    }

    @Test func anEditToAnExtensionFunctionReachesItsCallers() throws {
        let project = try Project(["Card.swift": Self.card, "Tile.swift": Self.tile, "Backdrop.swift": Self.alone])
        let first = try project.scan()
        #expect(first.status == 0, "\(first.stdout)")
        try project.write("Card.swift", Self.card.replacingOccurrences(of: "frame(maxWidth: .infinity).padding()", with: "padding()"))
        let edited = try project.scan()
        #expect(Self.counts(edited)! == (1, 2), "\(edited.stderr)")
        #expect(edited.stdout == (try project.reference()).stdout)
    }

    @Test func aNewDeclarationOfAUsedNameReevaluatesItsUsers() throws {
        // Row uses Pill, which no file declares at first (an opaque view from a package).
        let project = try Project(["Row.swift": Self.row, "Backdrop.swift": Self.alone])
        _ = try project.scan()
        try project.write("Pill.swift", Self.pill.replacingOccurrences(of: "Text(\"New\").padding(4)", with: "Color.red"))
        let added = try project.scan()
        #expect(Self.counts(added)! == (1, 2), "\(added.stderr)")
        #expect(added.stdout == (try project.reference()).stdout)
    }

    @Test func theConfigurationIsPartOfTheKey() throws {
        let project = try Project(["Row.swift": Self.row, "Backdrop.swift": Self.alone])
        _ = try project.scan()
        try project.write(".sizing.yml", "assumed_views:\n  Pill: h-exp, v-hug\n")
        let configured = try project.scan()
        #expect(Self.counts(configured)! == (0, 2), "\(configured.stderr)")
        #expect(configured.stdout == (try project.reference()).stdout)
        // fail_on is applied after the analysis: changing it reuses every entry.
        try project.write(".sizing.yml", "assumed_views:\n  Pill: h-exp, v-hug\nfail_on: []\n")
        let policy = try project.scan()
        #expect(Self.counts(policy)! == (2, 0), "\(policy.stderr)")
        #expect(policy.status == 0)
    }

    @Test func aDamagedEntryIsAMiss() throws {
        let project = try Project(["Pill.swift": Self.pill, "Row.swift": Self.row])
        let first = try project.scan()
        let entries = Self.entries(project)
        #expect(!entries.isEmpty)
        for entry in entries { try Data("2\nnot\ta\trecord\n".utf8).write(to: project.cache.appendingPathComponent(entry)) }
        let damaged = try project.scan()
        #expect(Self.counts(damaged)! == (0, 2), "\(damaged.stderr)")
        #expect(damaged.stdout == first.stdout)
    }

    /// The entries under the cache folder (`names/…`, `findings/…`), relative to it.
    static func entries(_ project: Project) -> [String] {
        FileManager.default.enumerator(atPath: project.cache.path)!.compactMap { $0 as? String }.filter { entry in
            guard entry.hasPrefix("names/") || entry.hasPrefix("findings/") else { return false }
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: project.cache.appendingPathComponent(entry).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// Entries are not synced to disk: one a crash leaves short must read as a miss.
    @Test func anEntryCutShortIsAMiss() throws {
        let project = try Project(["Pill.swift": Self.pill, "Row.swift": Self.row])
        let first = try project.scan()
        let entries = Self.entries(project)
        #expect(entries.count == 4, "names and findings of two files: \(entries)")
        for entry in entries {
            let url = project.cache.appendingPathComponent(entry)
            let bytes = try Data(contentsOf: url)
            try bytes.prefix(bytes.count / 2).write(to: url)
        }
        let short = try project.scan()
        #expect(Self.counts(short)! == (0, 2), "\(short.stderr)")
        #expect(short.stdout == first.stdout)
    }

    @Test func aScanLeavesNoTemporaryFileInTheCache() throws {
        let project = try Project(["Pill.swift": Self.pill, "Row.swift": Self.row])
        _ = try project.scan(["--jobs", "4"])
        try project.write("Pill.swift", Self.pill + "\n// edited\n")
        _ = try project.scan(["--jobs", "4"])
        let entries = Self.entries(project)
        // Four entries, then the edited file's names and new findings of both (Row reads Pill).
        #expect(entries.count == 7, "\(entries)")
        #expect(entries.allSatisfy { !$0.hasSuffix(".tmp") }, "\(entries)")
    }

    @Test func textWithTabsLineBreaksAndBackslashesComesBackAsItWas() throws {
        // A reason naming a path with a tab, a CR LF and a backslash (a file that does not
        // parse), and a view whose name needs no escape beside it.
        let project = try Project([
            "Odd\tfolder\\x/Broken\r\nname.swift": "struct Broken: View { var body: some View { Text(\"a\" }",
            "Row.swift": Self.row,
        ])
        let first = try project.scan()
        #expect(first.stdout.contains("does not parse"), "\(first.stdout)")
        let second = try project.scan()
        #expect(Self.counts(second)! == (2, 0), "\(second.stderr)")
        #expect(second.stdout == first.stdout)
    }

    /// A file's names come back from the cache as they were, each gated use with its platforms
    /// and idioms (nil: every one), the uses of the code outside any type (owner "") and the
    /// types whose content the system draws.
    @Test func namesWithGatedUsesComeBackAsTheyWere() throws {
        let text = """
            struct Home: View {
                var body: some View {
                    #if os(iOS)
                    if UIDevice.current.userInterfaceIdiom == .pad { Sidebar() } else { Compact() }
                    #elseif os(macOS)
                    Sidebar()
                    #endif
                    Everywhere()
                }
            }
            let shared = Legacy()
            struct Bar: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Refresh() } } }
            """
        let names = SourceNames(text: text)
        #expect(names.gatedUses["Home"]?["Sidebar"]?.count == 2)
        #expect(names.liveUses[""]?.contains("Legacy") == true)
        #expect(names.systemContentTypes == ["Bar"])
        #expect(CacheRecords.names(Array(CacheRecords.text(names).utf8)) == names)
    }

    @Test func aCacheThatCannotBeWrittenIsReportedOnce() throws {
        let project = try Project(["Pill.swift": Self.pill, "Row.swift": Self.row])
        // The cache folder's place is taken by a file: nothing can be created below it.
        try Data("a file".utf8).write(to: project.cache)
        let run = try project.scan()
        #expect(run.stderr.components(separatedBy: "cannot be written").count == 2, "\(run.stderr)")
        #expect(run.stdout == (try project.reference()).stdout)
        #expect(try String(contentsOf: project.cache, encoding: .utf8) == "a file", "the file in the way is left alone")
    }

    /// A thread takes a file's units together, a long file's in runs of at most `longest`.
    @Test func aFilesUnitsAreTakenTogether() {
        let paths = ["A", "A", "A", "B", "C", "C", "C", "C", "C"]
        #expect(ScanAnalysis.runsOfOneFile(paths, longest: 3) == [0..<3, 3..<4, 4..<7, 7..<9])
        #expect(ScanAnalysis.runsOfOneFile(paths, longest: 9) == [0..<3, 3..<4, 4..<9])
        #expect(ScanAnalysis.runsOfOneFile([], longest: 1).isEmpty)
    }

    @Test func allThreadsGiveWhatOneThreadGives() throws {
        // The fixture project (21 findings in 5 files), without the cache, on 1 and on 4 threads.
        let one = ScanHarness.scan(["Project", "--format", "json", "--no-cache", "--jobs", "1"], in: ScanHarness.fixtures)
        let four = ScanHarness.scan(["Project", "--format", "json", "--no-cache", "--jobs", "4"], in: ScanHarness.fixtures)
        #expect(one.stdout == four.stdout)
        #expect(one.status == four.status)
        #expect(try ScanHarness.findings(one.stdout).count == 21)
    }
}
