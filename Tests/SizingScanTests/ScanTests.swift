import CatalogStore
import Foundation
import SizingScan
import Testing

/// The scan of the fixture project in Tests/SizingCLITests/ScanFixtures/Project (issue 7), in
/// process.
///
/// Provenance of the expected values: "declared" values are the fixture's own doc comments;
/// "derived" values are `model` (our probe over the LayoutCore model, layout-rules §13), checked
/// here against seed 002's rules where the article states one (noted per assertion).
@Suite struct ScanTests {
    func scanJSON(_ extra: [String] = [], in dir: URL = ScanHarness.fixtures) throws -> (ScanHarness.Run, [String: [String: Any]]) {
        let run = ScanHarness.scan(["Project", "--format", "json"] + extra, in: dir)
        let list = try ScanHarness.findings(run.stdout)
        var byName: [String: [String: Any]] = [:]
        for f in list { byName[f["name"] as! String] = f }
        return (run, byName)
    }

    // MARK: Goldens

    @Test func textOutputMatchesGolden() throws {
        let run = ScanHarness.scan(["Project"], in: ScanHarness.fixtures)
        // Exit 1: SegmentedBar and ExpandingPanel document behaviors the model does not derive.
        #expect(run.status == 1, "\(run.stderr)")
        let difference = try ScanHarness.goldenDifference("scan.txt", run.stdout)
        #expect(difference == nil, "\(difference ?? "")")
        #expect(run.stderr.contains("21 findings in 5 files"), "\(run.stderr)")
    }

    @Test func jsonOutputMatchesGolden() throws {
        let run = ScanHarness.scan(["Project", "--format", "json"], in: ScanHarness.fixtures)
        #expect(run.status == 1, "\(run.stderr)")
        let difference = try ScanHarness.goldenDifference("scan.json", run.stdout)
        #expect(difference == nil, "\(difference ?? "")")
    }

    // MARK: Verdicts

    @Test func verdictsOfTheFixtureProject() throws {
        let (_, f) = try scanJSON()
        // The fixture declares 19 view structs (Tag with 2 forms) and 3 modifiers; ≥ 15 required.
        #expect(f.count == 21)
        func check(_ name: String, _ verdict: String, declared: String?, derived: String?, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let finding = f[name] else {
                Issue.record("no finding \(name)", sourceLocation: sourceLocation)
                return
            }
            #expect(finding["verdict"] as? String == verdict, "\(name): \(finding)", sourceLocation: sourceLocation)
            #expect(finding["declared"] as? String == declared, "\(name) declared", sourceLocation: sourceLocation)
            #expect(finding["derived"] as? String == derived, "\(name) derived", sourceLocation: sourceLocation)
        }
        // Comment styles: `Intrinsic sizing behavior: h-hug, v-hug` after a blank doc line.
        check("Badge", "matches", declared: "h-hug, v-hug", derived: "h-hug, v-hug")  // model; Text hugs (seed 002)
        // `h:hug v:hug`; a fixed frame hugs (seed 002, Simple Frame table).
        check("Avatar", "matches", declared: "h-hug, v-hug", derived: "h-hug, v-hug")
        // `/** … H-HUG, V-HUG */`, upper case, in a block comment; explicit non-builder init.
        check("PriceTag", "matches", declared: "h-hug, v-hug", derived: "h-hug, v-hug")  // model
        // `**H-EXP**, **v-neu**`: bold Markdown, mixed case. HStack + Spacer expands (model).
        check("FullWidthRow", "matches", declared: "h-exp, v-neu", derived: "h-exp, v-neu")
        // Memberwise @ViewBuilder content: a decorator is neutral (seed 002, Common Decorators).
        check("Card", "matches", declared: "h-neu, v-neu", derived: "h-neu, v-neu")
        // Dual category (seed 002's Tag): builder form neutral, title form hugs.
        check("Tag.init(label:)", "matches", declared: "h-neu, v-neu", derived: "h-neu, v-neu")
        check("Tag.init(_:)", "matches", declared: "h-hug, v-hug", derived: "h-hug, v-hug")
        #expect(f["Tag.init(label:)"]?["kind"] as? String == "initializer")
        #expect(f["Tag.init(label:)"]?["method"] as? String == "substitution")
        // Modifiers (seed 002's ornatePictureFrame; frame(maxWidth: .infinity) is h-exp, v-neu per seed 002).
        check("ornatePictureFrame", "matches", declared: "h-neu, v-neu", derived: "h-neu, v-neu")
        check("fullWidth", "matches", declared: "h-exp, v-neu", derived: "h-exp, v-neu")
        check("thumbnail", "undocumented", declared: nil, derived: "h-hug, v-hug")  // model: finite frame hugs
        #expect(f["fullWidth"]?["kind"] as? String == "modifier")
        // Undocumented: Color expands, a fixed height hugs (seed 002).
        check("Banner", "undocumented", declared: nil, derived: "h-exp, v-hug")
        // Mismatch: a Spacer between two Texts makes the HStack expand (model).
        check("SegmentedBar", "differs", declared: "h-hug, v-hug", derived: "h-exp, v-hug")
        let segmentedReason = f["SegmentedBar"]?["reason"] as? String ?? ""
        #expect(segmentedReason.contains("h-exp"), "\(f["SegmentedBar"] ?? [:])")
        // Nested use across 3 files: Dashboard (Charts.swift) → ProfileHeader (Profile.swift) →
        // Avatar, Badge (Badge.swift), plus FullWidthRow (Containers.swift) and ornatePictureFrame.
        check("ProfileHeader", "matches", declared: "h-hug, v-hug", derived: "h-hug, v-hug")
        check("Dashboard", "matches", declared: "h-exp, v-hug", derived: "h-exp, v-hug")  // model
        check("ProfileScreen", "matches", declared: "h-exp, v-exp", derived: "h-exp, v-exp")  // model
        // State-dependent branches: probed with the Bool both ways; both agree, so no exception.
        check("DisclosureRow", "matches", declared: "h-hug, v-hug", derived: "h-hug, v-hug")
        #expect((f["DisclosureRow"]?["exceptions"] as? [Any])?.isEmpty == true)
        // An enum state is probed with each of its cases, its default first; they agree.
        check("DensityLabel", "matches", declared: "h-hug, v-hug", derived: "h-hug, v-hug")  // model; Text hugs (seed 002)
        #expect((f["DensityLabel"]?["exceptions"] as? [Any])?.isEmpty == true)
        // A Bool that decides: the answer is the default's (`false`, the author's: Text hugs,
        // seed 002), which the full-screen comment contradicts; full screen, Color expands
        // (seed 002): the exception names the value.
        check("ExpandingPanel", "differs", declared: "h-exp, v-exp", derived: "h-hug, v-hug")
        let panelExceptions = f["ExpandingPanel"]?["exceptions"] as? [[String: Any]] ?? []
        #expect(panelExceptions.map { $0["derived"] as? String } == ["h-exp, v-exp"], "\(panelExceptions)")
        let panelWhen = (panelExceptions.first?["when"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? "") = \($0["outcome"] ?? "")" }
        #expect(panelWhen == ["isFullScreen = true"])
        // Cannot model, naming the construct.
        check("BarChart", "cannotModel", declared: "h-exp, v-exp", derived: nil)
        let barReason = f["BarChart"]?["reason"] as? String ?? ""
        #expect(barReason.contains("custom Layout type 'BarLayout'"), "\(barReason)")
        #expect(barReason.hasPrefix("Project/Screens/Charts.swift:"), "\(barReason)")
        check("CalendarView", "cannotModel", declared: "h-exp, v-exp", derived: nil)
        let calendarReason = f["CalendarView"]?["reason"] as? String ?? ""
        #expect(calendarReason.contains("no body"))
        // A required parameter is a run-time value: the view is probed with it symbolic.
        check("Gauge", "undocumented", declared: nil, derived: "h-hug, v-hug")  // model; Text hugs (seed 002)
    }

    @Test func locationsPointAtTheDeclarations() throws {
        let (_, f) = try scanJSON()
        // Project/Components/Badge.swift line 6: `struct Badge: View {`, the name at column 8.
        #expect(f["Badge"]?["file"] as? String == "Project/Components/Badge.swift")
        #expect(f["Badge"]?["line"] as? Int == 6)
        #expect(f["Badge"]?["column"] as? Int == 8)
        // `init(@ViewBuilder label:` at Containers.swift line 35, column 5.
        #expect(f["Tag.init(label:)"]?["line"] as? Int == 35)
        #expect(f["Tag.init(label:)"]?["column"] as? Int == 5)
    }

    // MARK: Exit status

    @Test func requireDocsFailsOnUndocumentedViews() throws {
        let dir = try ScanHarness.Folder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Project"), withIntermediateDirectories: true)
        let source = """
            /// Intrinsic sizing behavior: h-hug, v-hug
            struct Documented: View {
                var body: some View { Text("Hi") }
            }

            struct Undocumented: View {
                var body: some View { Color.red }
            }

            """
        try source.write(to: dir.appendingPathComponent("Project/Views.swift"), atomically: true, encoding: .utf8)
        let plain = ScanHarness.scan(["Project"], in: dir.url)
        #expect(plain.status == 0, "\(plain.stdout + plain.stderr)")
        let strict = ScanHarness.scan(["Project", "--require-docs"], in: dir.url)
        #expect(strict.status == 1, "\(strict.stdout + strict.stderr)")
    }

    @Test func skipsBuildAndHiddenFolders() throws {
        let dir = try ScanHarness.projectCopy()
        let fm = FileManager.default
        for folder in [".build/checkouts", ".hidden"] {
            try fm.createDirectory(at: dir.appendingPathComponent("Project/\(folder)"), withIntermediateDirectories: true)
            try "struct Skipped: View { var body: some View { Color.red } }\n"
                .write(to: dir.appendingPathComponent("Project/\(folder)/Skipped.swift"), atomically: true, encoding: .utf8)
        }
        try "not swift\n".write(to: dir.appendingPathComponent("Project/notes.txt"), atomically: true, encoding: .utf8)
        let (_, f) = try scanJSON(in: dir.url)
        #expect(f["Skipped"] == nil)
        #expect(f.count == 21)
    }

    // MARK: --fix

    @Test func fixWritesCommentsAndASecondRunIsByteIdentical() throws {
        let dir = try ScanHarness.projectCopy()
        let fm = FileManager.default
        let project = dir.appendingPathComponent("Project")
        // One file with CRLF line endings.
        let crlfURL = project.appendingPathComponent("Components/Containers.swift")
        let lf = try String(contentsOf: crlfURL, encoding: .utf8)
        try Data(lf.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: crlfURL)
        let files = try fm.subpathsOfDirectory(atPath: project.path).filter { $0.hasSuffix(".swift") }.sorted()
        func snapshot() throws -> [String: Data] {
            Dictionary(uniqueKeysWithValues: try files.map { ($0, try Data(contentsOf: project.appendingPathComponent($0))) })
        }
        let before = try snapshot()

        let first = ScanHarness.scan(["Project", "--fix"], in: dir.url)
        // 0: every finding is fixed or matches (ExpandingPanel's comment now states its default answer).
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("fixed 5 doc comments"), "\(first.stderr)")
        let afterFirst = try snapshot()

        // Only lines were inserted, or behavior words replaced; every other line is kept.
        for file in files {
            let old = Self.lines(before[file]!)
            let new = Self.lines(afterFirst[file]!)
            let added = new.filter { !old.contains($0) }
            let removed = old.filter { !new.contains($0) }
            for line in added {
                #expect(line.contains("Intrinsic sizing behavior"), "\(file): unexpected new line \(line)")
            }
            #expect(removed.count <= added.count, "\(file): lines removed \(removed)")
        }
        // SegmentedBar's comment is corrected in place (model: h-exp, v-hug).
        let containers = String(decoding: afterFirst["Components/Containers.swift"]!, as: UTF8.self)
        #expect(containers.contains("/// Intrinsic sizing behavior: h-exp, v-hug\r\nstruct SegmentedBar"), "\(containers)")
        // CRLF kept on every line: every LF byte follows a CR, and no line was added (corrected in place).
        let bytes = [UInt8](afterFirst["Components/Containers.swift"]!)
        let lineFeeds = bytes.indices.filter { bytes[$0] == 10 }
        #expect(lineFeeds.count == Self.lines(before["Components/Containers.swift"]!).count - 1)
        #expect(lineFeeds.allSatisfy { $0 > 0 && bytes[$0 - 1] == 13 })
        // Banner gets a new line between its plain comment and the struct.
        let badge = String(decoding: afterFirst["Components/Badge.swift"]!, as: UTF8.self)
        #expect(badge.contains("(no doc comment on purpose: undocumented).\n/// Intrinsic sizing behavior: h-exp, v-hug\nstruct Banner"), "\(badge)")
        // The modifier in an extension is indented like its declaration.
        let decorations = String(decoding: afterFirst["Modifiers/Decorations.swift"]!, as: UTF8.self)
        #expect(decorations.contains("\n    /// Intrinsic sizing behavior: h-hug, v-hug\n    func thumbnail"), "\(decorations)")

        let second = ScanHarness.scan(["Project", "--fix", "--format", "json"], in: dir.url)
        #expect(!second.stderr.contains("fixed"), "\(second.stderr)")
        #expect(try snapshot() == afterFirst, "a second --fix changed bytes")
        let findings = try ScanHarness.findings(second.stdout)
        #expect(findings.allSatisfy { ($0["fixed"] as? Bool) == false })
        let remaining = findings.filter { ["differs", "undocumented"].contains($0["verdict"] as? String) }.map { $0["name"] as? String }
        #expect(remaining == [])
    }

    /// The lines of a file, split on LF bytes, a CR before the LF dropped.
    static func lines(_ data: Data) -> [String] {
        [UInt8](data).split(separator: 10, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 13 ? line.dropLast() : line[...], as: UTF8.self)
        }
    }

    // MARK: --save

    /// The rows `--save` records: one per finding, each fixed one recorded as it now stands.
    @Test func catalogRowsAreOnePerFindingWithTheFixedOnesAsTheyNowStand() throws {
        let dir = try ScanHarness.projectCopy()
        let previous = FileManager.default.currentDirectoryPath
        // The harness scans in the copy on a thread with its own current folder.
        _ = ScanHarness.scan(["Project", "--fix"], in: dir.url)
        let rescan = ScanHarness.scan(["Project", "--format", "json"], in: dir.url)
        #expect(FileManager.default.currentDirectoryPath == previous, "the harness leaves this process's current folder alone")
        let findings = try ScanHarness.findings(rescan.stdout)
        #expect(findings.count == 21)
        let configuration = ScanConfiguration(base: dir.path)
        var request = ScanRequest(paths: [dir.appendingPathComponent("Project").path], configuration: configuration)
        request.useCache = false
        let result = try request.run { _ in }
        #expect(result.catalogRows.count == 21)
        #expect(result.catalogRows.allSatisfy { $0.file.hasPrefix(dir.url.standardizedFileURL.path + "/Project/") }, "absolute paths: the catalog's key")
        let banner = try #require(result.catalogRows.first { $0.name == "Banner" })
        #expect(banner.declaredHorizontal == .exp && banner.derivedHorizontal == .exp)  // the fixed comment (seed 002: Color expands)
    }
}
