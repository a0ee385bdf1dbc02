import Foundation
import SizingScan
import Testing

/// The per-view time budget of the scan (issue 43): a view whose exploration runs past
/// `view_time_limit` (or `--view-time-limit`) is reported "cannot model: exploration budget",
/// naming the values it was exploring, and the scan goes on with the other views. A limit of
/// zero makes the tests independent of the machine's speed: it is met at the first check after
/// a view's first combination (our model: SourceProject.evaluate checks between combinations,
/// and inside one only every 64 nestings, which a small view never reaches).
@Suite struct ScanTimeBudgetTests {
    /// `Screen` decides on three run-time values (8 combinations); `Plain` on none.
    static let source = """
        struct Screen: View {
            @State private var compact = false
            @State private var highlighted = false
            let subtitle: String?
            var body: some View {
                VStack {
                    if compact { Text("Compact") } else { Text("One"); Text("Two") }
                    if highlighted { Text("Three").padding() }
                    if let subtitle { Text(subtitle).padding() }
                }
            }
        }

        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Plain: View {
            var body: some View { Text("Plain") }
        }
        """

    static func folder(config: String? = nil) throws -> ScanHarness.Folder {
        let dir = try ScanHarness.Folder()
        try source.write(to: dir.url.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: dir.url.appendingPathComponent(".sizing.yml"), atomically: true, encoding: .utf8) }
        return dir
    }

    static func finding(_ name: String, _ run: ScanHarness.Run) throws -> [String: Any] {
        let findings = try ScanHarness.findings(run.stdout)
        return try #require(findings.first { $0["name"] as? String == name }, "\(run.stdout)")
    }

    @Test func aViewPastTheLimitIsReportedAndTheScanGoesOn() throws {
        let dir = try Self.folder(config: "view_time_limit: 0\n")
        let cache = try ScanHarness.Folder("sizing-scan-cache")
        let run = ScanHarness.scan(["Screen.swift", "--format", "json"], in: dir.url, cache: cache.url)
        #expect(run.status == 0, "\(run.stderr)")
        let screen = try Self.finding("Screen", run)
        #expect(screen["verdict"] as? String == "cannotModel")
        let reason = screen["reason"] as? String ?? ""
        #expect(reason.hasPrefix("exploration budget: the time limit of 0 s per view ran out after 1 combination, exploring "), "\(reason)")
        for value in ["compact", "highlighted", "subtitle"] { #expect(reason.contains(value), "\(reason)") }
        // The view without run-time values is built in one run and modelled: Text hugs (seed 002).
        let plain = try Self.finding("Plain", run)
        #expect(plain["verdict"] as? String == "matches", "\(plain)")

        // The text report says "cannot model: exploration budget".
        let text = ScanHarness.scan(["Screen.swift", "--no-cache"], in: dir.url)
        #expect(text.stdout.contains("cannot model: exploration budget"), "\(text.stdout)")
    }

    @Test func theOptionOverridesTheFileAndAViewCutShortIsNotCached() throws {
        let dir = try Self.folder(config: "view_time_limit: 10\n")
        let cache = try ScanHarness.Folder("sizing-scan-cache")
        let cut = ScanHarness.scan(["Screen.swift", "--format", "json", "--view-time-limit", "0"], in: dir.url, cache: cache.url)
        #expect(try Self.finding("Screen", cut)["verdict"] as? String == "cannotModel")
        // The same cache, the file's 10 s: the view is evaluated again, not read back as cut
        // short. VStack of Texts hugs on both axes (seed 002: stacks take their children's sizes).
        let whole = ScanHarness.scan(["Screen.swift", "--format", "json", "--verbose"], in: dir.url, cache: cache.url)
        let screen = try Self.finding("Screen", whole)
        #expect(screen["verdict"] as? String == "undocumented", "\(screen)")
        #expect(screen["derived"] as? String == "h-hug, v-hug", "\(screen)")
        #expect(whole.stderr.contains("0 of 1 files from the cache"), "\(whole.stderr)")
    }

    @Test func printConfigShowsTheLimitAndWhereItCameFrom() throws {
        let dir = try Self.folder(config: "view_time_limit: 2.5\n")
        let run = ScanHarness.scan(["--print-config"], in: dir.url)
        #expect(run.stdout.contains("view_time_limit: 2.5"), "\(run.stdout)")
        #expect(run.stdout.contains(".sizing.yml:1:1"), "\(run.stdout)")
        let bare = try Self.folder()
        let defaults = ScanHarness.scan(["Screen.swift", "--print-config"], in: bare.url)
        #expect(defaults.stdout.contains("view_time_limit: 10 "), "\(defaults.stdout)")
    }

    @Test(arguments: ["view_time_limit: -1\n", "view_time_limit: soon\n", "view_time_limit: [1]\n"])
    func aBadLimitIsAnErrorAtItsPlace(_ config: String) throws {
        let dir = try Self.folder(config: config)
        let run = ScanHarness.scan(["Screen.swift"], in: dir.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains(".sizing.yml:1:18: error: view_time_limit: expected seconds"), "\(run.stderr)")
    }

    @Test func aNegativeOptionIsAUsageError() throws {
        let dir = try Self.folder()
        let run = ScanHarness.scan(["Screen.swift", "--view-time-limit", "-2"], in: dir.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--view-time-limit -2.0: expected seconds from 0 to 86400"), "\(run.stderr)")
    }
}
