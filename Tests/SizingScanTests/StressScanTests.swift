import Foundation
@testable import SizingScan
import Testing

/// `sizing scan --stress` end to end, in process (``ScanHarness``): the breaks as findings in
/// each format, the configuration's `stress:` matrix, translations, suppressions, the baseline,
/// `fail_on` and the cache. Widths are our model's (docs/text-metrics.md); screens are the
/// device table's (the iPhone SE (3rd generation): 375 pt wide in portrait).
@Suite struct StressScanTests {
    /// A card whose title is one line about 480 pt long, cut on the SE in portrait, and a
    /// "Save" button 20.33 pt tall (one line of body text).
    static let card = """
        import SwiftUI

        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Card: View {
            var body: some View {
                VStack {
                    Text("The quick brown fox jumps over the lazy dog, twice over")
                        .lineLimit(1)
                    Button("Save") { }
                }
            }
        }
        """

    /// The SE in portrait at the default size only: one configuration.
    static let onePhone = "stress:\n  devices: [iphone-se]\n  orientations: [portrait]\n  text_sizes: [large]\n  languages: [source]\n"

    static func project(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-stress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func scan(_ arguments: [String], in folder: URL) -> ScanHarness.Run {
        ScanHarness.scan(["."] + arguments, in: folder)
    }

    @Test func withoutStressThereAreNoBreaks() throws {
        let folder = try Self.project(["Card.swift": Self.card])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan(["--format", "xcode"], in: folder)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("stress"))
    }

    @Test func eachBreakIsAFindingAtTheViewThatBreaks() throws {
        let folder = try Self.project(["Card.swift": Self.card, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan(["--format", "xcode"], in: folder)
        // Breaks are warnings unless fail_on names them.
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"Card.swift:7:13: warning: Card (view): Text("The quick brown fox jumps over the lazy dog, twice over") is truncated: its one line (lineLimit(1)) lacks"#), "\(run.stdout)")
        #expect(run.stdout.contains(#"Card.swift:9:13: warning: Card (view): Button("Save") is a tap target smaller than 44 × 44 pt: 38.333 × 20.333 pt, on iPhone SE (3rd generation) portrait (1 of 1 configurations)"#), "\(run.stdout)")
        #expect(run.stderr.contains("2 breaks under stress"))
    }

    @Test func failOnStressFailsTheRun() throws {
        let folder = try Self.project(["Card.swift": Self.card, ".sizing.yml": Self.onePhone + "fail_on: [differs, stress]\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan(["--format", "xcode"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("Card.swift:9:13: error: Card (view): Button(\"Save\")"))
    }

    @Test func aSuppressionAboveTheBreakingViewSilencesIt() throws {
        let text = Self.card.replacingOccurrences(of: "            Button(\"Save\")", with: "            // sizing:disable-next-line stress\n            Button(\"Save\")")
        let folder = try Self.project(["Card.swift": text, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan(["--format", "xcode"], in: folder)
        #expect(!run.stdout.contains("Button(\"Save\")"), "\(run.stdout)")
        #expect(run.stdout.contains("is truncated"))
        #expect(run.stderr.contains("1 suppressed"))
    }

    @Test func theBaselineKeepsAKnownBreakWhenItsMarginMoves() throws {
        let folder = try Self.project(["Card.swift": Self.card, ".sizing.yml": Self.onePhone + "fail_on: [stress]\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.scan(["--write-baseline", "baseline.json"], in: folder).status == 1)
        // A larger font and two lines above: the same break, by more points, further down.
        try ("\n\n" + Self.card.replacingOccurrences(of: ".lineLimit(1)", with: ".lineLimit(1).font(.title3)")).write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let known = Self.scan(["--baseline", "baseline.json", "--format", "xcode"], in: folder)
        #expect(known.status == 0, "\(known.stdout)\(known.stderr)")
        #expect(known.stdout.isEmpty)
    }

    @Test func jsonAndSarifCarryTheBreak() throws {
        let folder = try Self.project(["Card.swift": Self.card, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = Self.scan(["--format", "json"], in: folder).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let target = try #require(findings.compactMap { $0["stress"] as? [String: Any] }.first { $0["kind"] as? String == "small-target" })
        #expect(target["view"] as? String == #"Button("Save")"#)
        #expect(target["viewLine"] as? Double == 9)
        #expect(abs((target["margin"] as? Double ?? 0) - (44 - 20.333)) < 0.01)
        #expect(target["borderline"] as? Bool == false)
        let sarif = Self.scan(["--format", "sarif"], in: folder).stdout
        #expect(sarif.contains(#""ruleId" : "sizing/stress""#) || sarif.contains(#""ruleId": "sizing/stress""#), "\(sarif.prefix(400))")
    }

    @Test func theCacheKeepsTheBreaks() throws {
        let folder = try Self.project(["Card.swift": Self.card, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-stress-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = ScanHarness.scan([".", "--format", "json"], in: folder, cache: cache)
        let second = ScanHarness.scan([".", "--format", "json", "--verbose"], in: folder, cache: cache)
        #expect(second.stderr.contains("1 of 1 files from the cache"), "\(second.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("small-target"))
        // Without stress the cache's entry is another one: no breaks.
        try "".write(to: folder.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8)
        #expect(!ScanHarness.scan([".", "--format", "json"], in: folder, cache: cache).stdout.contains("small-target"))
    }

    @Test func aProjectsTranslationsAreLaidOut() throws {
        // German "Speichern und schließen" is far longer than "Save" (our metrics): the button's
        // title gets cut where the English one fits.
        let text = """
            import SwiftUI

            struct Bar: View {
                var body: some View {
                    HStack {
                        Color.red.frame(width: 280)
                        Text("Save").lineLimit(1)
                    }
                }
            }
            """
        let catalog = #"{"sourceLanguage": "en", "strings": {"Save": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Speichern und schließen"}}}}}, "version": "1.0"}"#
        let config = "stress:\n  devices: [iphone-se]\n  orientations: [portrait]\n  text_sizes: [large]\n  languages: [source, de]\n"
        let folder = try Self.project(["Bar.swift": text, "Localizable.xcstrings": catalog, ".sizing.yml": config])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan(["--format", "xcode"], in: folder)
        #expect(run.stdout.contains(#"Text("Save") is truncated"#), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("on iPhone SE (3rd generation) portrait, de (1 of 2 configurations)"), "\(run.stdout)")
    }

    /// A key (`"account.joined.since.long.key"`) shows its development-language value: the
    /// catalog's `sourceLanguage` (`en`), "Joined", which fits where the key would not.
    @Test func aKeyIsLaidOutAsItsDevelopmentLanguageValue() throws {
        let text = """
            import SwiftUI

            struct Joined: View {
                var body: some View {
                    Text("account.joined.since.a.very.long.localization.key.name").lineLimit(1).frame(width: 120)
                }
            }
            """
        let catalog = #"{"sourceLanguage": "en", "strings": {"account.joined.since.a.very.long.localization.key.name": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Joined"}}}}}, "version": "1.0"}"#
        let withCatalog = try Self.project(["Joined.swift": text, "Localizable.xcstrings": catalog, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: withCatalog) }
        #expect(!Self.scan(["--format", "xcode"], in: withCatalog).stdout.contains("truncated"))
        let without = try Self.project(["Joined.swift": text, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: without) }
        #expect(Self.scan(["--format", "xcode"], in: without).stdout.contains("is truncated"))
    }

    @Test func aStringsFileIsReadToo() {
        let pairs = StressLocalizations.pairs(#"/* A comment */ "Save" = "Sichern"; // note"# + "\n" + #""Quote \"x\"" = "Zitat \"x\"";"#)
        #expect(pairs.map(\.0) == ["Save", #"Quote "x""#])
        #expect(pairs.map(\.1) == ["Sichern", #"Zitat "x""#])
    }

    @Test func aMissingLanguageIsReported() throws {
        let config = "stress:\n  devices: [iphone-se]\n  orientations: [portrait]\n  languages: [fr]\n"
        let folder = try Self.project(["Card.swift": Self.card, ".sizing.yml": config])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan([], in: folder)
        #expect(run.stderr.contains("warning: --stress: no translations into `fr`"), "\(run.stderr)")
    }

    @Test func aBadMatrixIsAnErrorAtItsPlace() throws {
        let config = "stress:\n  devices: [iphone-1]\n  orientations: [upside-down]\n  colours: [red]\n"
        let folder = try Self.project(["Card.swift": Self.card, ".sizing.yml": config])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan([], in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains(".sizing.yml:2:12: error: stress.devices: no device `iphone-1`"), "\(run.stderr)")
        #expect(run.stderr.contains(".sizing.yml:3:17: error: stress.orientations: `upside-down` is not portrait or landscape"), "\(run.stderr)")
        #expect(run.stderr.contains(".sizing.yml:4:3: error: stress: unknown key `colours`"), "\(run.stderr)")
    }

    @Test func aPreviewIsLaidOutAndEachBreakIsReportedOnce() throws {
        let row = """
            import SwiftUI

            struct Row: View {
                var title: String
                var body: some View {
                    HStack {
                        Text(title).lineLimit(1)
                        Spacer()
                    }
                }
            }

            #Preview("Long") {
                Row(title: "The quick brown fox jumps over the lazy dog, twice over")
            }

            #Preview {
                Color.red.frame(width: 420)
            }
            """
        let screen = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    VStack { Row(title: "The quick brown fox jumps over the lazy dog, twice over") }
                }
            }
            """
        let folder = try Self.project(["Row.swift": row, "Screen.swift": screen, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan(["--format", "xcode"], in: folder)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("[sizing/stress]") }
        // The row's title, cut in the row's preview and in the screen, is one finding, the row's own.
        #expect(lines.filter { $0.contains("is truncated") }.count == 1, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("Row.swift:7:13: warning: Row (view): Text(") })
        // What only the second preview shows is reported with it; a preview is no finding itself.
        #expect(lines.contains { $0.hasPrefix("Row.swift:18:15: warning: #Preview (view): frame(width: 420) overflows its parent: 420 pt wide in the 375 pt offered") }, "\(run.stdout)")
        #expect(!run.stdout.contains("#Preview(\"Long\")"))
    }

    @Test func theFlagTurnsOnTheDefaultMatrix() throws {
        let folder = try Self.project(["Card.swift": Self.card])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Self.scan(["--stress", "--format", "xcode"], in: folder)
        #expect(run.stdout.contains("of 36 configurations"), "\(run.stdout)")
    }
}
