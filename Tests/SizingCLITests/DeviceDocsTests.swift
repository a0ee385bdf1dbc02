import Foundation
import Testing

/// docs/devices.md shows the device table the program holds: the block between its markers is
/// `sizing devices --format markdown`, verbatim, so a number changed in devices.tsv cannot
/// leave the manual behind.
@Suite struct DeviceDocsTests {
    static let begin = "<!-- devices table: sizing devices --format markdown -->\n"
    static let end = "\n<!-- end devices table -->"

    @Test func theManualShowsTheProgramsTable() throws {
        let page = try String(contentsOf: CLIPaths.packageRoot.appendingPathComponent("docs/devices.md"), encoding: .utf8)
        let start = try #require(page.range(of: Self.begin), "docs/devices.md lacks its \(Self.begin)")
        let stop = try #require(page.range(of: Self.end, range: start.upperBound..<page.endIndex))
        let shown = String(page[start.upperBound..<stop.lowerBound])
        let run = try CLISandbox().run(["devices", "--format", "markdown"])
        #expect(run.exitCode == 0, "\(run.stderrText)")
        #expect(shown == run.stdoutText.trimmingCharacters(in: .newlines),
                "docs/devices.md is out of date: replace the block between its markers with `.build/debug/sizing devices --format markdown`")
        #expect(run.stdoutText.contains("| `iphone-13` | iPhone 13 | (390 × 844) at 3×"), "the table lists iPhone 13 (390 × 844 pt at 3×, apple-specs)")
    }
}
