import Foundation
import XCTest

/// One test per folder of Golden/: each runs every case in it (see GoldenHarness.swift for the
/// case format and how to record).
final class GoldenTests: XCTestCase {
    /// The groups these tests run. Groups whose names start with `scan` or `bad-input` belong to
    /// the Scan…/BadInput… test files, which run them with `runGoldenGroup` themselves.
    static let groups = [
        "show", "list", "export", "layout", "seeds", "trace", "probe", "resolve", "render", "check", "errors", "input", "help", "devices",
    ]

    /// `sizing --help` names the catalog this process would open, with `~` for `$HOME` (with or
    /// without a trailing slash) and the full path elsewhere. (The goldens set `$SIZING_DB`.)
    func testHelpNamesTheDefaultCatalog() throws {
        let sandbox = try CLISandbox()
        for home in [sandbox.tmp + "/h", sandbox.tmp + "/h/"] {
            let run = try sandbox.run(["--help"], environment: ["SIZING_DB": "", "XDG_DATA_HOME": "", "HOME": home])
            XCTAssertEqual(run.exitCode, 0, run.stderrText)
            XCTAssertTrue(Self.unwrapped(run.stdoutText).contains("at ~/.local/share/sizing/catalog.sqlite here."), "HOME=\(home):\n\(run.stdoutText)")
        }
        let run = try sandbox.run(["--help"], environment: ["SIZING_DB": "", "XDG_DATA_HOME": sandbox.tmp + "/x", "HOME": sandbox.tmp + "/h"])
        XCTAssertTrue(Self.unwrapped(run.stdoutText).contains("at \(sandbox.tmp)/x/sizing/catalog.sqlite here."), run.stdoutText)
    }

    /// Help text with its lines joined (where it wraps depends on the path's length).
    static func unwrapped(_ text: String) -> String { text.split(separator: "\n").joined(separator: " ") }

    func testShow() throws { try runGoldenGroup("show") }
    func testList() throws { try runGoldenGroup("list") }
    func testExport() throws { try runGoldenGroup("export") }
    func testLayout() throws { try runGoldenGroup("layout") }
    /// The seed articles' examples, their numbers exact (each case's `args` says which seed).
    func testSeeds() throws { try runGoldenGroup("seeds") }
    func testTrace() throws { try runGoldenGroup("trace") }
    func testProbe() throws { try runGoldenGroup("probe") }
    func testResolve() throws { try runGoldenGroup("resolve") }
    func testRender() throws { try runGoldenGroup("render") }
    func testCheck() throws { try runGoldenGroup("check") }
    func testErrors() throws { try runGoldenGroup("errors") }
    /// Where the code comes from: argument, --file, standard input.
    func testInput() throws { try runGoldenGroup("input") }
    func testHelp() throws { try runGoldenGroup("help") }
    /// The device table: the list, one device with its sources, JSON and CSV.
    func testDevices() throws { try runGoldenGroup("devices") }

    /// The SVG the README and docs/commands/render.md show is what `render` draws today (regenerate it with the command in
    /// Golden/render/docs-seed000-hstack/args, `-o docs/seed000-hstack.svg`).
    func testCommittedPictureIsCurrent() throws {
        let committed = try String(contentsOf: CLIPaths.packageRoot.appendingPathComponent("docs/seed000-hstack.svg"), encoding: .utf8)
        let golden = try String(contentsOf: CLIPaths.golden.appendingPathComponent("render/docs-seed000-hstack/stdout"), encoding: .utf8)
        XCTAssertEqual(committed, golden, "docs/seed000-hstack.svg is out of date: re-render it")
    }

    /// No golden folder is left unrun: every group is listed above or owned by another file.
    func testEveryGoldenGroupIsRun() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: CLIPaths.golden.path).filter { !$0.hasPrefix(".") }
        for folder in folders where !Self.groups.contains(folder) {
            let lower = folder.lowercased()
            XCTAssertTrue(lower.hasPrefix("scan") || lower.hasPrefix("bad-input") || lower.hasPrefix("badinput"),
                          "Golden/\(folder) is run by no test: add it to GoldenTests.groups")
        }
    }

    /// Every case folder is complete: a missing expectation fails here too, not only when run.
    func testEveryCaseHasItsExpectations() throws {
        for group in Self.groups {
            for goldenCase in try goldenCases(group) {
                for name in ["args", "exit", "stdout", "stderr"] where !goldenCase.exists(name) {
                    XCTFail("[\(goldenCase.name)] missing golden file `\(name)`: record it with "
                        + "`SIZING_RECORD_GOLDEN=1 swift test --filter SizingCLITests` and review it before committing")
                }
            }
        }
    }
}
