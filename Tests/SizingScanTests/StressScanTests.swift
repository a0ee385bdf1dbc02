import Foundation
import LayoutCore
@testable import SizingScan
import SwiftUISource
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

    /// The xcode report of a project of `files` scanned on the SE in portrait (``onePhone``).
    static func onePhoneReport(_ files: [String: String]) throws -> String {
        let folder = try project(files.merging([".sizing.yml": onePhone]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        return scan(["--format", "xcode"], in: folder).stdout
    }

    static func scan(_ arguments: [String], in folder: URL) -> ScanHarness.Run {
        ScanHarness.scan(["."] + arguments, in: folder)
    }

    /// End to end, in a whole program: a view a modifier names only under `#if os(visionOS)`
    /// is not laid out on the iPhone (sample 6: Unwatched's visionOS ornament, which its
    /// modifier names); named outside the clause, it is laid out on a screen of its own (a
    /// modifier's view), and its 600 pt panel overflows the phone.
    @Test func aViewOnlyAnotherPlatformShowsIsNotLaidOut() throws {
        func report(clause: Bool) throws -> String {
            let body = clause
                ? "#if os(visionOS)\n        content.overlay { Ornament() }\n        #else\n        content\n        #endif"
                : "content.overlay { Ornament() }"
            let app = """
                import SwiftUI

                @main
                struct Player: App {
                    var body: some Scene { WindowGroup { Text("Now playing").modifier(OrnamentModifier()) } }
                }

                struct OrnamentModifier: ViewModifier {
                    func body(content: Content) -> some View {
                        \(body)
                    }
                }

                struct Ornament: View {
                    var body: some View { Color.blue.frame(width: 600, height: 60) }
                }
                """
            return try Self.onePhoneReport(["Player.swift": app])
        }
        let everywhere = try report(clause: false)
        #expect(everywhere.contains("overflows"), "\(everywhere)")
        let visionOnly = try report(clause: true)
        #expect(!visionOnly.contains("overflows"), "\(visionOnly)")
    }

    /// An app that limits its window's Dynamic Type sizes (SotkaApp's `WindowGroup { … }
    /// .dynamicTypeSize(...DynamicTypeSize.accessibility2)`) is laid out at the limit where the
    /// matrix asks for more (sample 6: its texts were measured at accessibility 5, which the app
    /// never shows).
    @Test func anAppsDynamicTypeLimitCapsTheMatrix() throws {
        func report(limit: String) throws -> String {
            let app = """
                import SwiftUI

                @main
                struct Limited: App {
                    var body: some Scene {
                        WindowGroup {
                            Screen()\(limit)
                                .tint(.orange)
                        }
                    }
                }

                struct Screen: View {
                    var body: some View {
                        Text("Subscriptions").frame(width: 200).lineLimit(1)
                    }
                }
                """
            let matrix = "stress:\n  devices: [iphone-se]\n  orientations: [portrait]\n  text_sizes: [large, accessibility5]\n  languages: [source]\n"
            let folder = try Self.project(["Limited.swift": app, ".sizing.yml": matrix])
            defer { try? FileManager.default.removeItem(at: folder) }
            return Self.scan(["--format", "xcode"], in: folder).stdout
        }
        // "Subscriptions" in 200 pt: cut at accessibility 5 (our metrics: about 380 pt on one line), whole at large.
        let unlimited = try report(limit: "")
        #expect(unlimited.contains("is truncated") && unlimited.contains("accessibility5"), "\(unlimited)")
        #expect(!(try report(limit: ".dynamicTypeSize(...DynamicTypeSize.large)")).contains("is truncated"))
        #expect(!(try report(limit: ".dynamicTypeSize(.large)")).contains("is truncated"))
        #expect(SceneDynamicTypeSize.range(in: "WindowGroup { A().dynamicTypeSize(...DynamicTypeSize.accessibility2).dynamicTypeSize(.large...) }") == DynamicTypeSize.large ... DynamicTypeSize.accessibility2)
        #expect(SceneDynamicTypeSize.range(in: "WindowGroup { A() }; B().dynamicTypeSize(.large)") == nil)
    }

    /// The xcode report of an iOS app whose one view is a 500 pt tall column (it overflows the
    /// SE only on its side, 375 pt tall), its target built with `settings` (build settings
    /// written into its `project.pbxproj`) beside `files`, laid out on the SE both ways.
    static func tallAppReport(settings: String, files: [String: String] = [:]) throws -> String {
        let pbxproj = """
            // !$*UTF8*$!
            {
                objects = {
                    P1 = { isa = PBXProject; mainGroup = G0; targets = (T1); };
                    G0 = { isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
                    S1 = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    T1 = { isa = PBXNativeTarget; name = "Tall"; fileSystemSynchronizedGroups = (S1); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                    L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; \(settings)}; name = Debug; };
                };
                rootObject = P1;
            }
            """
        let view = """
            import SwiftUI

            @main
            struct TallApp: App {
                var body: some Scene { WindowGroup { Column() } }
            }

            struct Column: View {
                var body: some View { Color.blue.frame(width: 100, height: 500) }
            }
            """
        let matrix = "stress:\n  devices: [iphone-se]\n  orientations: [portrait, landscape]\n  text_sizes: [large]\n  languages: [source]\n"
        let folder = try Self.project(files.merging(["Tall.xcodeproj/project.pbxproj": pbxproj, "App/Column.swift": view, ".sizing.yml": matrix]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        return Self.scan(["--format", "xcode"], in: folder).stdout
    }

    /// An app whose Xcode target lists portrait orientations only is not laid out in landscape
    /// (sample 7: ChordCombiner's `INFOPLIST_KEY_UISupportedInterfaceOrientations`); one that
    /// lists a landscape orientation, or none, is.
    @Test func aPortraitOnlyAppIsNotLaidOutOnItsSide() throws {
        func report(orientations: String?) throws -> String {
            try Self.tallAppReport(settings: orientations.map { "INFOPLIST_KEY_UISupportedInterfaceOrientations = \"\($0)\"; " } ?? "")
        }
        #expect(!(try report(orientations: "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown")).contains("overflows"))
        let turning = try report(orientations: "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft")
        #expect(turning.contains("overflows") && turning.contains("landscape"), "\(turning)")
        #expect(try report(orientations: nil).contains("overflows"))
    }

    /// The same from the app's own Info.plist file (`INFOPLIST_FILE`), per idiom
    /// (`UISupportedInterfaceOrientations~iphone` over the plain key): portrait-only on the
    /// iPhone, the SE is not laid out on its side; an iPad key does not speak for the iPhone.
    @Test func anInfoPlistFilesOrientationsAreRead() throws {
        func report(_ keys: [String: [String]]) throws -> String {
            let entries = keys.map { key, values in
                "<key>\(key)</key><array>" + values.map { "<string>\($0)</string>" }.joined() + "</array>"
            }.joined()
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict>\(entries)</dict></plist>
                """
            return try Self.tallAppReport(settings: "INFOPLIST_FILE = \"$(SRCROOT)/Support/Info.plist\"; ", files: ["Support/Info.plist": plist])
        }
        let portrait = ["UIInterfaceOrientationPortrait"]
        let both = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]
        #expect(!(try report(["UISupportedInterfaceOrientations": portrait])).contains("overflows"))
        #expect(!(try report(["UISupportedInterfaceOrientations~iphone": portrait, "UISupportedInterfaceOrientations": both])).contains("overflows"))
        #expect(try report(["UISupportedInterfaceOrientations": both]).contains("overflows"))
        #expect(try report(["UISupportedInterfaceOrientations~ipad": portrait]).contains("overflows"))
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
        #expect(!(try Self.onePhoneReport(["Joined.swift": text, "Localizable.xcstrings": catalog])).contains("truncated"))
        #expect(try Self.onePhoneReport(["Joined.swift": text]).contains("is truncated"))
    }

    /// Xcode's catalog keys an interpolated literal by its format: `%lld` for an Int. The same
    /// key given through `String(localized:)` is looked up alike (Foundation keys it by its
    /// format too; sample 5: such a key was laid out as its evaluated text, which the catalog
    /// lacks).
    @Test(arguments: [
        #"Text("account.label.followers.a.very.long.localization.key \(count)")"#,
        #"Text(String(localized: "account.label.followers.a.very.long.localization.key \(count)"))"#,
    ])
    func anInterpolatedKeyIsLaidOutAsItsValueWithItsValues(text expression: String) throws {
        let text = """
            import SwiftUI

            struct Followers: View {
                let count = 12
                var body: some View {
                    \(expression).lineLimit(1).frame(width: 120)
                }
            }
            """
        let catalog = #"{"sourceLanguage": "en", "strings": {"account.label.followers.a.very.long.localization.key %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lld followers"}}}}}, "version": "1.0"}"#
        #expect(!(try Self.onePhoneReport(["Followers.swift": text, "Localizable.xcstrings": catalog])).contains("truncated"))
        #expect(try Self.onePhoneReport(["Followers.swift": text]).contains("is truncated"))
    }

    /// A symbol Xcode 26 generates from a catalog's key (`.congratulationsBody` for
    /// "Congratulations.Body", as SotkaApp writes it) is laid out as the key's value, translated;
    /// it was laid out as its own name, one 542 pt word at accessibility 5.
    @Test func aGeneratedStringSymbolIsLaidOutAsItsKeysValue() throws {
        let text = """
            import SwiftUI

            struct Done: View {
                var body: some View {
                    Text(.congratulationsBodyOfTheWholeProgramme).lineLimit(1).frame(width: 120)
                }
            }
            """
        let catalog = #"{"sourceLanguage": "en", "strings": {"Congratulations.Body.OfTheWhole.Programme": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Done!"}}}}}, "version": "1.1"}"#
        #expect(!(try Self.onePhoneReport(["Done.swift": text, "Localizable.xcstrings": catalog])).contains("truncated"))
        #expect(try Self.onePhoneReport(["Done.swift": text]).contains("is truncated"))
        #expect(StressLocalizations.generatedSymbol("cart.checkout.title") == "cartCheckoutTitle")
        #expect(StressLocalizations.generatedSymbol("About app") == "aboutApp")
        #expect(StressLocalizations.generatedSymbol("%lld items") == nil)
    }

    /// The catalog's shapes, as Xcode writes them (Apple's "Localizing and varying text with a
    /// string catalog"): a plural in a substitution, and a plural variation.
    @Test func aPluralTakesItsOtherCase() throws {
        let substitution = try #require(JSONSerialization.jsonObject(with: Data(#"""
            {"stringUnit": {"state": "translated", "value": "%#@followers@"},
             "substitutions": {"followers": {"argNum": 1, "formatSpecifier": "lld",
               "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%2$@ follower"}},
                                         "other": {"stringUnit": {"state": "translated", "value": "%2$@ followers"}}}}}}}
            """#.utf8)) as? [String: Any])
        #expect(StressLocalizations.value(of: substitution) == "%2$@ followers")
        let variation = try #require(JSONSerialization.jsonObject(with: Data(#"""
            {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                       "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}
            """#.utf8)) as? [String: Any])
        #expect(StressLocalizations.value(of: variation) == "%lld items")
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

    /// A row whose one-line title (about 480 pt at the default size, our metrics) is cut on the
    /// SE's 375 pt, and a screen that places it in `container`.
    static func rowAndScreen(_ container: String) -> [String: String] {
        let row = """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    Text("The quick brown fox jumps over the lazy dog, twice over").lineLimit(1)
                }
            }
            """
        let screen = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    \(container) { Row() }
                }
            }
            """
        return ["Row.swift": row, "Screen.swift": screen, ".sizing.yml": onePhone]
    }

    @Test func aViewAnotherPlacesIsCheckedWhereItIsPlaced() throws {
        // In a horizontal scroll view the title has its whole line: the row laid out on its own
        // screen is cut, but that is not where the app shows it.
        let scrolled = try Self.project(Self.rowAndScreen("ScrollView(.horizontal)"))
        defer { try? FileManager.default.removeItem(at: scrolled) }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-stress-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = ScanHarness.scan([".", "--format", "xcode"], in: scrolled, cache: cache)
        #expect(!first.stdout.contains("is truncated"), "\(first.stdout)")
        // The cache keeps what each view places.
        let second = ScanHarness.scan([".", "--format", "xcode", "--verbose"], in: scrolled, cache: cache)
        #expect(second.stderr.contains("2 of 2 files from the cache"), "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        // In a VStack it is cut there too: reported at the text, with the row.
        let stacked = try Self.project(Self.rowAndScreen("VStack"))
        defer { try? FileManager.default.removeItem(at: stacked) }
        let run = Self.scan(["--format", "xcode"], in: stacked)
        #expect(run.stdout.contains(#"Row.swift:5:9: warning: Row (view): Text("The quick brown fox jumps over the lazy dog, twice over") is truncated"#), "\(run.stdout)")
    }

    @Test func aBreakThatDependsOnAnAssumedValueIsNotReported() throws {
        // 400 pt of colour overflow the SE's 375 pt whatever is beside them; but beside a run-time
        // width (laid out as 100), the excess is the model's guess.
        func bar(_ width: String) -> String {
            """
            import SwiftUI

            struct Bar: View {
                var width: CGFloat
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: \(width))
                        Color.blue.frame(width: 300)
                    }
                }
            }
            """
        }
        let known = try Self.project(["Bar.swift": bar("100"), ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: known) }
        #expect(Self.scan(["--format", "xcode"], in: known).stdout.contains("around it 400 pt wide in the 375 pt offered"))
        let assumed = try Self.project(["Bar.swift": bar("width"), ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: assumed) }
        let run = Self.scan(["--format", "xcode"], in: assumed)
        #expect(!run.stdout.contains("overflows"), "\(run.stdout)")
    }

    @Test func aViewNothingNamesIsNotCheckedInAWholeProgram() throws {
        let app = "import SwiftUI\n\n@main\nstruct CardApp: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
        // A snippet: every view is checked.
        let snippet = try Self.project(["Card.swift": Self.card, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: snippet) }
        #expect(Self.scan(["--format", "xcode"], in: snippet).stdout.contains("is truncated"))
        // An app that never names the card never shows it.
        let unused = try Self.project(["Card.swift": Self.card, "App.swift": app, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: unused) }
        let run = Self.scan(["--format", "xcode"], in: unused)
        #expect(!run.stdout.contains("[sizing/stress]"), "\(run.stdout)")
        // Shown by the app, or public (another module may show it): checked.
        let shown = try Self.project(["Card.swift": Self.card, "App.swift": app.replacingOccurrences(of: #"Text("Hi")"#, with: "Card()"), ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: shown) }
        #expect(Self.scan(["--format", "xcode"], in: shown).stdout.contains("is truncated"))
        let published = try Self.project(["Card.swift": Self.card.replacingOccurrences(of: "struct Card", with: "public struct Card").replacingOccurrences(of: "var body", with: "public var body"), "App.swift": app, ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: published) }
        #expect(Self.scan(["--format", "xcode"], in: published).stdout.contains("is truncated"))
    }

    @Test func aViewOnlyInCommentsPreviewsOrDebugCodeIsNotCheckedInAWholeProgram() throws {
        func app(_ content: String) -> String {
            "import SwiftUI\n\n@main\nstruct CardApp: App {\n    var body: some Scene {\n        WindowGroup {\n            \(content)\n        }\n    }\n}\n"
        }
        let screen = "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        Card()\n    }\n}\n"
        let preview = "\n#Preview {\n    Card()\n}\n"
        // Each way the card is named but never shown: its break (and the break of the screen
        // that holds it, in its own preview) is not reported.
        for hidden in [app("// Card()\n            Text(\"Hi\")"), app("#if DEBUG\n            Card()\n            #else\n            Text(\"Hi\")\n            #endif")] {
            let report = try Self.onePhoneReport(["Card.swift": Self.card + preview, "App.swift": hidden])
            #expect(!report.contains("[sizing/stress]"), "\(report)")
        }
        let onlyADeadScreen = try Self.onePhoneReport(["Card.swift": Self.card, "Screen.swift": screen + preview.replacingOccurrences(of: "Card", with: "Screen"), "App.swift": app("Text(\"Hi\")")])
        #expect(!onlyADeadScreen.contains("[sizing/stress]"), "\(onlyADeadScreen)")
        // Without the app, the screen its preview shows is laid out, the card in it.
        let snippet = try Self.onePhoneReport(["Card.swift": Self.card, "Screen.swift": screen + preview.replacingOccurrences(of: "Card", with: "Screen")])
        #expect(snippet.contains("is truncated"), "\(snippet)")
        // Shown in the release build (the #else of a DEBUG condition): checked.
        let shown = try Self.onePhoneReport(["Card.swift": Self.card + preview, "App.swift": app("#if DEBUG\n            Text(\"Hi\")\n            #else\n            Card()\n            #endif")])
        #expect(shown.contains("is truncated"), "\(shown)")
    }

    @Test func aViewOnlyAnotherPlatformShowsIsNotCheckedOnAPhone() throws {
        // ScanPlatformsTests' project: Watch/Face.swift is built for watchOS only, the App folder
        // for iOS and macOS. The card is declared in the App folder; each app shows it on its own
        // (no view places it).
        func files(watch: String, home: String) -> [String: String] {
            [
                "Demo.xcodeproj/project.pbxproj": ScanPlatformsTests.pbxproj,
                "App/Card.swift": Self.card,
                "App/Home.swift": "import SwiftUI\n\n@main\nstruct Demo: App {\n    var body: some Scene {\n        WindowGroup {\n            \(home)\n        }\n    }\n}\n",
                "Watch/Face.swift": "import SwiftUI\n\n@main\nstruct Face: App {\n    var body: some Scene {\n        WindowGroup {\n            \(watch)\n        }\n    }\n}\n",
            ]
        }
        let watchOnly = try Self.onePhoneReport(files(watch: "Card()", home: #"Text("Hi")"#))
        #expect(!watchOnly.contains("is truncated"), "\(watchOnly)")
        let phone = try Self.onePhoneReport(files(watch: #"Text("Hi")"#, home: "Card()"))
        #expect(phone.contains("is truncated"), "\(phone)")
    }

    @Test func aViewOnlyAViewTheModelCannotBuildPlacesIsNotLaidOutOnAScreen() throws {
        func files(_ screen: String) -> [String: String] {
            [
                "Card.swift": Self.card,
                "Screen.swift": "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        \(screen)\n    }\n}\n",
                "App.swift": "import SwiftUI\n\n@main\nstruct CardApp: App {\n    var body: some Scene {\n        WindowGroup {\n            Screen()\n        }\n    }\n}\n",
            ]
        }
        // Inside a container the model does not know: the card's context is unknown, and a bare
        // screen is not it.
        let unknown = try Self.onePhoneReport(files("Mystery {\n            Card()\n        }"))
        #expect(!unknown.contains("[sizing/stress]"), "\(unknown)")
        // Nor is the card's preview its context: the app shows it in the screen.
        var previewed = files("Mystery {\n            Card()\n        }")
        previewed["Card.swift"]! += "\n#Preview {\n    Card()\n}\n"
        let preview = try Self.onePhoneReport(previewed)
        #expect(!preview.contains("[sizing/stress]"), "\(preview)")
        // The same, after a scan that laid the card out in a sheet and cached that layout: the
        // card's file and what it reads are the same, and its cached layout decides nothing.
        let folder = try Self.project(files(#"Text("Hi").sheet(isPresented: .constant(true)) { Card() }"#).merging([".sizing.yml": Self.onePhone]) { $1 })
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-stress-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(ScanHarness.scan([".", "--format", "xcode"], in: folder, cache: cache).stdout.contains("is truncated"))
        try files("Mystery {\n            Card()\n        }")["Screen.swift"]!.write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        let cached = ScanHarness.scan([".", "--format", "xcode", "--verbose"], in: folder, cache: cache)
        #expect(cached.stderr.contains("1 of 3 files from the cache"), "the card's: \(cached.stderr)")
        #expect(!cached.stdout.contains("[sizing/stress]"), "\(cached.stdout)")
        // Presented, or named by a router (code that is not a view's), it is a screen of its own.
        let sheet = try Self.onePhoneReport(files(#"Text("Hi").sheet(isPresented: .constant(true)) { Card() }"#))
        #expect(sheet.contains("is truncated"), "\(sheet)")
        var routed = files(#"Text("Hi")"#)
        routed["Router.swift"] = "import SwiftUI\n\nenum Route {\n    case card\n\n    @ViewBuilder var destination: some View {\n        switch self {\n        case .card: Card()\n        }\n    }\n}\n"
        #expect(try Self.onePhoneReport(routed).contains("is truncated"))
    }

    @Test func aPreviewsOwnCodeIsNotCheckedInAWholeProgram() throws {
        // The preview wraps the badge in a scaffold whose caption is cut; the app shows the badge
        // alone, and never the scaffold.
        let badge = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("New")
                }
            }

            #Preview {
                VStack {
                    Text("A caption far too long for one line of a small phone, cut at its end")
                        .lineLimit(1)
                    Badge()
                }
            }
            """
        let app = "import SwiftUI\n\n@main\nstruct BadgeApp: App {\n    var body: some Scene {\n        WindowGroup {\n            Badge()\n        }\n    }\n}\n"
        let shipped = try Self.onePhoneReport(["Badge.swift": badge, "App.swift": app])
        #expect(!shipped.contains("is truncated"), "\(shipped)")
        // A snippet: the preview is what is shown.
        let snippet = try Self.onePhoneReport(["Badge.swift": badge])
        #expect(snippet.contains("Badge.swift:11:9: warning: #Preview (view): Text("), "\(snippet)")
    }

    @Test func aPreviewGroupShowsEachViewOnItsOwnScreen() throws {
        // Two 400 pt tiles: one above the other they overflow the SE's 647 pt safe area; a
        // preview's Group shows each as its own variant, where each fits.
        func tile(_ container: String) -> String {
            """
            import SwiftUI

            struct Tile: View {
                var title: String
                var body: some View {
                    Text(title).frame(minHeight: 400)
                }
            }

            struct Tile_Previews: PreviewProvider {
                static var previews: some View {
                    \(container) {
                        Tile(title: "One")
                        Tile(title: "Two")
                    }
                }
            }
            """
        }
        let group = try Self.onePhoneReport(["Tile.swift": tile("Group")])
        #expect(!group.contains("overflows"), "\(group)")
        let stacked = try Self.onePhoneReport(["Tile.swift": tile("VStack")])
        #expect(stacked.contains("overflows its parent"), "\(stacked)")
    }

    @Test func aPreviewDoesNotDecideForAViewTheAppPlaces() throws {
        // The row's preview shows it bare, where its title is cut; the app only shows it in a
        // horizontal scroll view, where it has its whole line.
        var files = Self.rowAndScreen("ScrollView(.horizontal)")
        files["Row.swift"]! += "\n\n#Preview {\n    Row()\n}\n"
        let folder = try Self.project(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!Self.scan(["--format", "xcode"], in: folder).stdout.contains("is truncated"))
        // Without the screen, the preview is where the row is shown.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Screen.swift"))
        #expect(Self.scan(["--format", "xcode"], in: folder).stdout.contains("Row.swift:5:9: warning: Row (view): Text("))
    }

    @Test func aPreviewOfViewsTheAppShowsLeavesTheirModifiersToTheApp() throws {
        // The caption's modifier keeps it on one line; the card's preview shows it bare on the
        // phone, where that line overflows; the app shows the card in a horizontal scroll view,
        // where it has its whole line (sample 7 #19: a Section previewed outside its Form).
        let modifier = "import SwiftUI\n\nstruct OneLine: ViewModifier {\n    func body(content: Content) -> some View {\n        content.fixedSize()\n    }\n}\n"
        let card = """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    Text("The quick brown fox jumps over the lazy dog, and then over the fence").modifier(OneLine())
                }
            }

            #Preview {
                Card()
            }
            """
        let screen = "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        ScrollView(.horizontal) { Card() }\n    }\n}\n"
        let app = "import SwiftUI\n\n@main\nstruct CardApp: App {\n    var body: some Scene {\n        WindowGroup {\n            Screen()\n        }\n    }\n}\n"
        let shipped = try Self.onePhoneReport(["OneLine.swift": modifier, "Card.swift": card, "Screen.swift": screen, "App.swift": app])
        #expect(!shipped.contains("overflows"), "\(shipped)")
        // Shown by the app on a screen of its own, the card's line overflows there.
        let bare = screen.replacingOccurrences(of: "ScrollView(.horizontal) { Card() }", with: "Card()")
        let shown = try Self.onePhoneReport(["OneLine.swift": modifier, "Card.swift": card, "Screen.swift": bare, "App.swift": app])
        #expect(shown.contains("overflows"), "\(shown)")
    }

    @Test func aViewOnlyInAMenuIsNotLaidOut() throws {
        let items = """
            import SwiftUI

            struct Items: View {
                var body: some View {
                    Button("Save") { }
                }
            }
            """
        // The system draws a menu's items as its own rows: the 20 pt "Save" is no tap target of its own.
        func screen(_ content: String) -> String {
            "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        \(content)\n    }\n}\n"
        }
        let menu = try Self.project(["Items.swift": items, "Screen.swift": screen(#"Menu("More") { Items() }.frame(minWidth: 44, minHeight: 44)"#), ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: menu) }
        let run = Self.scan(["--format", "xcode"], in: menu)
        #expect(!run.stdout.contains("Items.swift:5:9"), "\(run.stdout)")
        // Shown in a sheet too, it is laid out on its own screen there.
        let sheet = try Self.project(["Items.swift": items, "Screen.swift": screen(#"Menu("More") { Items() }.sheet(isPresented: .constant(true)) { Items() }"#), ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: sheet) }
        #expect(Self.scan(["--format", "xcode"], in: sheet).stdout.contains("Items.swift:5:9: warning: Items (view): Button(\"Save\") is a tap target smaller than 44 × 44 pt"))
    }

    @Test func aNamedImageOfUnknownSizeDecidesNothing() throws {
        // A symbol's size follows its font (60 pt: larger than its 44 pt frame); an asset's size is
        // not in the source (laid out at a default 100 × 100 pt).
        func icon(_ image: String) -> String {
            "import SwiftUI\n\nstruct Icon: View {\n    var body: some View {\n        \(image).frame(width: 44, height: 44)\n    }\n}\n"
        }
        let symbol = try Self.project(["Icon.swift": icon(#"Image(systemName: "star").font(.system(size: 60))"#), ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: symbol) }
        #expect(Self.scan(["--format", "xcode"], in: symbol).stdout.contains("overflows its parent"))
        let asset = try Self.project(["Icon.swift": icon(#"Image("logo")"#), ".sizing.yml": Self.onePhone])
        defer { try? FileManager.default.removeItem(at: asset) }
        #expect(!Self.scan(["--format", "xcode"], in: asset).stdout.contains("overflows"))
    }
}
