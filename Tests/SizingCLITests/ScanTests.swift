import Foundation
import XCTest

/// `sizing scan` against the fixture project in ScanFixtures/Project (issue 7), end to end: the
/// binary's exit codes, its stdout/stderr split, `--fix` on a copy, `--save` read back by `show`,
/// `list` and `resolve`. The scan's own tests (verdicts, locations, formats, configuration,
/// cache, suppressions) call the library in process: Tests/SizingScanTests.
///
/// Provenance of the expected values: "declared" values are the fixture's own doc comments;
/// "derived" values are `model` (our probe over the LayoutCore model, layout-rules §13), checked
/// here against seed 002's rules where the article states one (noted per assertion).
final class ScanTests: XCTestCase {
    var db: URL!

    override func setUpWithError() throws {
        db = try ScanRunner.temporaryDirectory(self).appendingPathComponent("catalog.sqlite")
    }

    func scanJSON(_ extra: [String] = [], in dir: URL = ScanRunner.fixtures) throws -> (ScanRunner.Run, [String: [String: Any]]) {
        let run = try ScanRunner.run(["scan", "Project", "--format", "json"] + extra, in: dir, db: db)
        let list = try ScanRunner.findings(run.stdout)
        var byName: [String: [String: Any]] = [:]
        for f in list { byName[f["name"] as! String] = f }
        return (run, byName)
    }

    // MARK: Goldens

    func checkGolden(_ name: String, _ actual: String) throws {
        let url = ScanRunner.fixtures.appendingPathComponent("Goldens/\(name)")
        if GoldenCase.recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if expected != actual {
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
            XCTFail("""
                \(name) differs from the golden at line \(first + 1) (SIZING_RECORD_GOLDEN=1 rewrites it after review):
                golden: \(first < e.count ? String(e[first]) : "<end>")
                actual: \(first < a.count ? String(a[first]) : "<end>")
                """)
        }
    }

    func testTextOutputMatchesGolden() throws {
        let run = try ScanRunner.run(["scan", "Project"], in: ScanRunner.fixtures, db: db)
        // Exit 1: SegmentedBar and ExpandingPanel document behaviors the model does not derive.
        XCTAssertEqual(run.status, 1, run.stderr)
        try checkGolden("scan.txt", run.stdout)
        XCTAssertTrue(run.stderr.contains("21 findings in 5 files"), run.stderr)
        // A usage error is exit 64 (the verdicts' exit codes, `--require-docs` among them, are
        // the library's: Tests/SizingScanTests/ScanTests.swift).
        let usage = try ScanRunner.run(["scan", "Project", "--format", "svg"], in: ScanRunner.fixtures, db: db)
        XCTAssertEqual(usage.status, 64, usage.stderr)
    }

    /// The SARIF log's driver carries the version `sizing --version` prints (code-scanning
    /// dashboards show which version found a result).
    func testSARIFNamesTheToolsVersion() throws {
        let run = try ScanRunner.run(["scan", "Project", "--format", "sarif"], in: ScanRunner.fixtures, db: db)
        let version = try ScanRunner.run(["--version"], in: ScanRunner.fixtures, db: db).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let driver = ((log?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertFalse(version.isEmpty)
        XCTAssertEqual(driver?["name"] as? String, "sizing")
        XCTAssertEqual(driver?["version"] as? String, version)
    }

    func testFixWritesCommentsAndASecondRunIsByteIdentical() throws {
        let dir = try ScanRunner.projectCopy(self)
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

        let first = try ScanRunner.run(["scan", "Project", "--fix"], in: dir, db: db)
        // 0: every finding is fixed or matches (ExpandingPanel's comment now states its default answer).
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("fixed 5 doc comments"), first.stderr)
        let afterFirst = try snapshot()

        // Only lines were inserted, or behavior words replaced; every other line is kept.
        for file in files {
            let old = Self.lines(before[file]!)
            let new = Self.lines(afterFirst[file]!)
            let added = new.filter { !old.contains($0) }
            let removed = old.filter { !new.contains($0) }
            for line in added {
                XCTAssertTrue(line.contains("Intrinsic sizing behavior"), "\(file): unexpected new line \(line)")
            }
            XCTAssertLessThanOrEqual(removed.count, added.count, "\(file): lines removed \(removed)")
        }
        // SegmentedBar's comment is corrected in place (model: h-exp, v-hug).
        let containers = String(decoding: afterFirst["Components/Containers.swift"]!, as: UTF8.self)
        XCTAssertTrue(containers.contains("/// Intrinsic sizing behavior: h-exp, v-hug\r\nstruct SegmentedBar"), containers)
        // CRLF kept on every line: every LF byte follows a CR, and no line was added (corrected in place).
        let bytes = [UInt8](afterFirst["Components/Containers.swift"]!)
        let lineFeeds = bytes.indices.filter { bytes[$0] == 10 }
        XCTAssertEqual(lineFeeds.count, Self.lines(before["Components/Containers.swift"]!).count - 1)
        XCTAssertTrue(lineFeeds.allSatisfy { $0 > 0 && bytes[$0 - 1] == 13 })
        // Banner gets a new line between its plain comment and the struct.
        let badge = String(decoding: afterFirst["Components/Badge.swift"]!, as: UTF8.self)
        XCTAssertTrue(badge.contains("(no doc comment on purpose: undocumented).\n/// Intrinsic sizing behavior: h-exp, v-hug\nstruct Banner"), badge)
        // The modifier in an extension is indented like its declaration.
        let decorations = String(decoding: afterFirst["Modifiers/Decorations.swift"]!, as: UTF8.self)
        XCTAssertTrue(decorations.contains("\n    /// Intrinsic sizing behavior: h-hug, v-hug\n    func thumbnail"), decorations)

        let second = try ScanRunner.run(["scan", "Project", "--fix", "--format", "json"], in: dir, db: db)
        XCTAssertFalse(second.stderr.contains("fixed"), second.stderr)
        XCTAssertEqual(try snapshot(), afterFirst, "a second --fix changed bytes")
        let findings = try ScanRunner.findings(second.stdout)
        XCTAssertTrue(findings.allSatisfy { ($0["fixed"] as? Bool) == false })
        let remaining = findings.filter { ["differs", "undocumented"].contains($0["verdict"] as? String) }.map { $0["name"] as? String }
        XCTAssertEqual(remaining, [])
    }

    /// The lines of a file, split on LF bytes, a CR before the LF dropped.
    static func lines(_ data: Data) -> [String] {
        [UInt8](data).split(separator: 10, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 13 ? line.dropLast() : line[...], as: UTF8.self)
        }
    }

    // MARK: --save

    func testSaveThenShowListResolveAndRescanAfterDeletingAView() throws {
        let dir = try ScanRunner.projectCopy(self)
        let before = try ScanRunner.run(["export", "--format", "csv"], in: dir, db: db)
        XCTAssertEqual(before.status, 0, before.stderr)

        let save = try ScanRunner.run(["scan", "Project", "--save"], in: dir, db: db)
        XCTAssertEqual(save.status, 1, save.stderr)  // the mismatches still fail; the rows are saved
        XCTAssertTrue(save.stderr.contains("21 added, 0 updated, 0 removed"), save.stderr)

        let show = try ScanRunner.run(["show", "Banner"], in: dir, db: db)
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("custom view"), show.stdout)
        XCTAssertTrue(show.stdout.contains("h-exp, v-hug"), show.stdout)  // model, as in the scan
        XCTAssertTrue(show.stdout.contains("Project/Components/Badge.swift:"), show.stdout)

        let list = try ScanRunner.run(["list", "--custom"], in: dir, db: db)
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("Tag.init(label:)"), list.stdout)

        let resolve = try ScanRunner.run(["resolve", "Dashboard"], in: dir, db: db)
        XCTAssertEqual(resolve.status, 0, resolve.stderr)
        XCTAssertTrue(resolve.stdout.contains("ProfileHeader"), resolve.stdout)

        // A second scan updates in place.
        let again = try ScanRunner.run(["scan", "Project", "--save"], in: dir, db: db)
        XCTAssertTrue(again.stderr.contains("0 added, 21 updated, 0 removed"), again.stderr)

        // Delete Banner from its file: its row goes.
        let badgeURL = dir.appendingPathComponent("Project/Components/Badge.swift")
        let text = try String(contentsOf: badgeURL, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "// A coloured strip"))
        let end = try XCTUnwrap(text.range(of: "/** A price"))
        try text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "").write(to: badgeURL, atomically: true, encoding: .utf8)
        let rescan = try ScanRunner.run(["scan", "Project", "--save"], in: dir, db: db)
        XCTAssertTrue(rescan.stderr.contains("0 added, 20 updated, 1 removed"), rescan.stderr)
        let gone = try ScanRunner.run(["show", "Banner"], in: dir, db: db)
        XCTAssertEqual(gone.status, 1, gone.stdout)
        XCTAssertEqual(try ScanRunner.run(["show", "Badge"], in: dir, db: db).status, 0)

        // Built-in rows never change.
        let after = try ScanRunner.run(["export", "--format", "csv"], in: dir, db: db)
        XCTAssertEqual(after.stdout, before.stdout)
        XCTAssertFalse(before.stdout.isEmpty)
    }
}
