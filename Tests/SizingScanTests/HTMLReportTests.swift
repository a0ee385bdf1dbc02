import Foundation
import SizingScan
import Testing

/// `scan --format html` in process: what the page holds (the end-to-end test in
/// Tests/SizingCLITests/HTMLReportTests.swift checks the pictures `sizing render` draws, and the
/// browser tests that the page works).
@Suite struct HTMLReportTests {
    /// Every finding of the fixture project (21, as the scan's own goldens say) has a card with
    /// its verdict and a `file:line` link; a view struct gets a picture at each of the three
    /// sizes from the `picture` it is given, and a failed picture says why; the file loads
    /// nothing from outside.
    @Test func scanReportHasACardPerFinding() throws {
        let (result, html) = try ScanHarness.inFolder(ScanHarness.fixtures) {
            var request = ScanRequest(paths: ["Project"], configuration: ScanConfiguration(base: ScanHarness.fixtures.path))
            request.useCache = false
            let result = try request.run { _ in }
            let html = result.report(.html) { finding, frame in
                guard case .container(let width, let height) = frame else { return .failure(ScanError(message: "not a container")) }
                return finding.name == "Avatar" ? .failure(ScanError(message: "drawn <badly>")) : .success("<svg data-view=\"\(finding.name)\" width=\"\(width)\" height=\"\(height)\"></svg>")
            }
            return (result, html)
        }
        #expect(result.reported.count == 21)
        #expect(html.components(separatedBy: "<article class=\"finding\"").count - 1 == result.reported.count)
        for finding in result.reported {
            #expect(html.contains(">\(finding.file.path):\(finding.line)</a>"), "no file:line link for \(finding.name)")
        }
        // Badge: documented h-hug, v-hug and matching (the fixture's own comment); its pictures.
        let badge = try #require(html.components(separatedBy: "<article").first { $0.contains("<h2>Badge <span") })
        #expect(badge.contains("data-verdict=\"matches\""))
        #expect(badge.components(separatedBy: "<figure>").count - 1 == 3)
        #expect(badge.contains("<svg data-view=\"Badge\" width=\"390.0\" height=\"200.0\"></svg><figcaption>(390 × 200)</figcaption>"))
        // A picture that fails says why, escaped.
        let avatar = try #require(html.components(separatedBy: "<article").first { $0.contains("<h2>Avatar <span") })
        #expect(avatar.contains("<figure class=\"failed\"><p class=\"none\">drawn &lt;badly&gt;</p>"))
        // A modifier is drawn where it is applied.
        #expect(html.contains("no picture: a modifier is drawn on the views it is applied to"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    }

    /// Without a renderer, each view's card says it has no picture instead of drawing one.
    @Test func withoutARendererCardsSayThereIsNoPicture() throws {
        let html = try ScanHarness.inFolder(ScanHarness.fixtures) {
            var request = ScanRequest(paths: ["Project/Components/Badge.swift"], configuration: ScanConfiguration(base: ScanHarness.fixtures.path))
            request.useCache = false
            return try request.run { _ in }.report(.html)
        }
        #expect(!html.contains("<figure>"))
        #expect(html.contains("no picture: this report was written without a renderer"))
    }
}
