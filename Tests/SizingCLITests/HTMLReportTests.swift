import Foundation
import Testing

/// `scan --format html` and `render --format html` without a browser: what the files hold (the
/// browser tests check that they work when opened).
@Suite struct HTMLReportTests {
    static let project = CLIPaths.packageRoot.appendingPathComponent("Tests/SizingCLITests/ScanFixtures/Project").path

    /// Every finding of the fixture project (21, as Scan's own goldens say) has a card with its
    /// verdict and a `file:line` link; view structs that lay out carry three pictures; the file
    /// loads nothing from outside.
    @Test func scanReportHasACardPerFinding() throws {
        let sandbox = try CLISandbox()
        let report = sandbox.folder.appendingPathComponent("report.html")
        let json = try sandbox.run(["scan", Self.project, "--format", "json"])
        let findings = try #require((try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])?["findings"] as? [[String: Any]])
        let run = try sandbox.run(["scan", Self.project, "--format", "html", "-o", report.path])
        #expect(run.exitCode == json.exitCode)
        #expect(run.stdoutText.isEmpty)
        #expect(run.stderrText.hasPrefix("wrote \(report.path)\n"))
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.components(separatedBy: "<article class=\"finding\"").count - 1 == findings.count)
        for finding in findings {
            let file = try #require(finding["file"] as? String)
            let line = try #require(finding["line"] as? Double)
            #expect(html.contains(">\(file):\(Int(line))</a>"), "no file:line link for \(finding["name"] ?? "?")")
        }
        // Badge: documented h-hug, v-hug and matching (the fixture's own comment); its pictures.
        let badge = try #require(html.components(separatedBy: "<article").first { $0.contains("<h2>Badge <span") })
        #expect(badge.contains("data-verdict=\"matches\""))
        #expect(badge.components(separatedBy: "<figure>").count - 1 == 3)
        #expect(badge.contains("<figcaption>(390 × 200)</figcaption>"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    }

    /// The rendered page carries the layout and the trace it steps through (seed 003's HStack in
    /// 250 × 100: the Text 48 × 40, colours 93; model numbers of Golden/seeds/003-hstack-text-250).
    @Test func renderedPageCarriesLayoutAndTrace() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(["render", "HStack { Color.purple; Text(\"Hello, world\"); Color.pink }", "--width", "250", "--height", "100", "--text-metrics", "model", "--format", "html", "-o", "-"])
        #expect(run.exitCode == 0)
        let html = run.stdoutText
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"sizing-config\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let config = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let page = try #require(config["static"] as? [String: Any])
        let children = try #require(((page["layout"] as? [String: Any])?["root"] as? [String: Any])?["children"] as? [[String: Any]])
        #expect(children.compactMap { ($0["frame"] as? [String: Any])?["width"] as? Double } == [93, 48, 93])
        let steps = try #require((page["trace"] as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(steps.first?["view"] as? String == "HStack")
        #expect(!html.contains("src=\"http"))
    }

    @Test func renderRefusesOtherFormats() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(["render", "Color.red", "--width", "10", "--height", "10", "--format", "json", "-o", "-"])
        #expect(run.exitCode == 64)
        #expect(run.stderrText.contains("--format must be svg or html for render"))
    }
}
