import Foundation
import SizingScan
import Testing

/// The text report read on a real app (issue 44: kean/Pulse printed lines of 40,000 characters):
/// each field wraps at the terminal's width at word boundaries; the values held once the
/// exploration's budget is spent are counted, and named only with `--verbose`; a finding lists
/// its first assumptions and the number of the others. The fixture's numbers are our model's:
/// seven independent Bools give 2⁷ = 128 combinations, over the scan's budget of 64.
@Suite struct TextReportTests {
    static let source = """
        import SwiftUI
        struct Dashboard: View {
            let a: Bool, b: Bool, c: Bool, d: Bool, e: Bool, f: Bool, g: Bool
            var body: some View {
                VStack {
                    if a { ChartPanelFromAPackageWithALongName() }
                    if b { MapPanelFromAPackageWithALongName() }
                    if c { FeedPanelFromAPackageWithALongName() }
                    if d { StatsPanelFromAPackageWithALongName() }
                    if e { NewsPanelFromAPackageWithALongName() }
                    if f { WeatherPanelFromAPackageWithALongName() }
                    if g { ClockPanelFromAPackageWithALongName() }
                }
            }
        }
        """

    static func report(width: Int?, verbose: Bool) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Dashboard.swift"), atomically: true, encoding: .utf8)
        var request = ScanRequest(paths: [folder.path], configuration: ScanConfiguration(base: folder.path))
        request.useCache = false
        let result = try request.run(messages: { _ in })
        return result.report(.text, width: width, verbose: verbose)
    }

    @Test func linesWrapAtTheWidthBetweenWords() throws {
        let text = try Self.report(width: 60, verbose: true)
        let lines = text.split(separator: "\n")
        #expect(lines.count > 10)
        // Past its first line a field continues under its text, 12 columns in; a line is longer
        // than the width only when one word is.
        for line in lines where line.count > 60 {
            #expect(line.trimmingCharacters(in: .whitespaces).split(separator: " ").count == 1 || line.hasPrefix("/"), "\(line)")
        }
        #expect(lines.contains { $0.hasPrefix(String(repeating: " ", count: 12)) && $0.count > 12 })
    }

    @Test func withoutAWidthEachFieldIsOneLine() throws {
        let text = try Self.report(width: nil, verbose: true)
        #expect(text.split(separator: "\n").allSatisfy { !$0.hasPrefix(String(repeating: " ", count: 12)) })
    }

    @Test func heldValuesAreCountedAndNamedOnlyWhenVerbose() throws {
        let brief = try Self.report(width: nil, verbose: false)
        #expect(brief.contains("explored 64 combinations;"), "\(brief)")
        #expect(brief.contains("held at their first values"), "\(brief)")
        #expect(!brief.contains("  held "), "\(brief)")
        let verbose = try Self.report(width: nil, verbose: true)
        let held = try #require(verbose.split(separator: "\n").first { $0.hasPrefix("  held ") })
        #expect(held.contains("g") || held.contains("f"), "\(held)")
    }

    @Test func assumptionsBeyondTheFirstFewAreCountedUnlessVerbose() throws {
        let brief = try Self.report(width: nil, verbose: false)
        let assumed = brief.split(separator: "\n").filter { $0.hasPrefix("  assumed ") }
        #expect(assumed.count == 6, "\(assumed)")
        #expect(assumed.last?.contains("… and 2 more assumptions (--verbose lists them)") == true, "\(assumed)")
        let verbose = try Self.report(width: nil, verbose: true)
        #expect(verbose.split(separator: "\n").filter { $0.hasPrefix("  assumed ") }.count == 7)
    }
}
