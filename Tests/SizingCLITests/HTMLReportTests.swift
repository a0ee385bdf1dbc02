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

    /// A break under `--stress` (docs/examples/CheckoutBar.swift, the iPhone SE in portrait only:
    /// its "Place order" button is one 20.33 pt line tall) is drawn on the screen where it breaks,
    /// the button outlined, beside the first configuration where it does not break: at
    /// accessibility1 the button's line is taller than 44 pt (our model's metrics). A preview's
    /// break is drawn from the preview.
    @Test func aBreakIsDrawnWhereItBreaksBesideWhereItFits() throws {
        let sandbox = try CLISandbox()
        let source = CLIPaths.packageRoot.appendingPathComponent("docs/examples/CheckoutBar.swift")
        let folder = sandbox.folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("CheckoutBar.swift"))
        try "stress:\n  devices: [iphone-se]\n  orientations: [portrait]\n  text_sizes: [large, accessibility1]\n  languages: [source]\n"
            .write(to: folder.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8)
        let run = try sandbox.run(["scan", folder.path, "--format", "html", "-o", "-"])
        let html = run.stdoutText
        let card = try #require(html.components(separatedBy: "<article").first { $0.contains("data-verdict=\"stress\"") && $0.contains("tap target") }, "\(run.stderrText)")
        #expect(card.contains("<figure class=\"breaks\">"))
        #expect(card.contains("<figcaption>iPhone SE (3rd generation) portrait: breaks</figcaption>"))
        #expect(card.contains("<figcaption>iPhone SE (3rd generation) portrait, accessibility1: fits</figcaption>"))
        // The button, outlined in both pictures; the screen is the SE's, 375 × 667.
        #expect(card.components(separatedBy: "class=\"outlined\"").count - 1 == 2)
        #expect(card.contains("viewBox=\"0 0 375 667\""))
    }

    /// Each picture of the report is its container: width, height and viewBox of the SVG have
    /// the container's proportions even where the view is larger (ScanFixtures/Pictures: a
    /// 300 × 20 strip, wider than the 200 × 120 and 120 × 60 containers; a 20 × 520 column,
    /// taller than all three), the overflowing edges are marked and the caption says so; the
    /// style sizes the SVG by its width only (`height: auto`), so the browser keeps the ratio.
    @Test func picturesHaveTheirContainersProportions() throws {
        let sandbox = try CLISandbox()
        let run = try sandbox.run(["scan", Self.pictures, "--format", "html", "-o", "-"])
        let html = run.stdoutText
        let sizes: [(Double, Double)] = [(390, 200), (200, 120), (120, 60)]
        for view in ["WideStrip", "TallColumn"] {
            let card = try #require(html.components(separatedBy: "<article").first { $0.contains("<h2>\(view) <span") })
            let figures = card.components(separatedBy: "<figure>").dropFirst()
            try #require(figures.count == 3, "\(view): \(figures.count) pictures")
            for (figure, (width, height)) in zip(figures, sizes) {
                let svg = try #require(Self.attributes(of: "svg", in: figure))
                let box = (svg["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
                #expect(Double(svg["width"] ?? "") == width && Double(svg["height"] ?? "") == height, "\(view) in (\(width) × \(height)): the SVG is \(svg["width"] ?? "?") × \(svg["height"] ?? "?")")
                #expect(box == [0, 0, width, height], "\(view) in (\(width) × \(height)): viewBox \(svg["viewBox"] ?? "none")")
            }
        }
        // The strip fits the 390 × 200 container only (300 ≤ 390); the column fits none (520).
        let strip = try #require(html.components(separatedBy: "<article").first { $0.contains("<h2>WideStrip <span") }).components(separatedBy: "<figure>").dropFirst().map { $0.contains("class=\"overflow\"") }
        #expect(strip == [false, true, true])
        let column = try #require(html.components(separatedBy: "<article").first { $0.contains("<h2>TallColumn <span") })
        #expect(column.components(separatedBy: "overflows: cut at the red edge").count - 1 == 3)
        #expect(column.contains("the content overflows the container's top edge by 230, cut there (the view is 20 × 520)"), "(520 − 60) / 2 = 230 above the 120 × 60 container: the frame centres its content (our model, §1.9)")
        let style = try #require(html.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first)
        let rule = try #require(style.split(separator: "\n").first { $0.hasPrefix("figure svg {") })
        #expect(rule.contains("height: auto") && rule.contains("max-width: 100%") && !rule.contains("px"), "the SVG is sized by its width, never to a fixed box: \(rule)")
        #expect(!style.contains("break-all"), "words are never broken anywhere")
        #expect(style.contains("overflow-wrap: anywhere"), "a word wider than its line (a path, an identifier) may break")
    }

    static let pictures = CLIPaths.packageRoot.appendingPathComponent("Tests/SizingCLITests/ScanFixtures/Pictures").path

    /// The attributes of the first `<tag …>` in `html` (double-quoted values).
    static func attributes(of tag: String, in html: String) -> [String: String]? {
        guard let start = html.range(of: "<\(tag) "), let end = html.range(of: ">", range: start.upperBound..<html.endIndex) else { return nil }
        let text = String(html[start.upperBound..<end.lowerBound])
        var result: [String: String] = [:]
        for part in text.components(separatedBy: "\" ") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { result[pair[0].trimmingCharacters(in: .whitespaces)] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        return result
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
