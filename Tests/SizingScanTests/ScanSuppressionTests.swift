import Foundation
import SizingScan
import Testing

/// Inline suppressions and the baseline of `sizing scan`, on small projects written here, in
/// process. The
/// behaviors are our probe's (layout-rules §13): a Color expands on both axes (seed 002).
@Suite struct ScanSuppressionTests {
    static let differs = """
        import SwiftUI

        /// Intrinsic sizing behavior: h-hug, v-hug
        struct Fill: View {
            var body: some View { Color.red }
        }
        """

    /// A folder with `files` (name → text) and its catalog path.
    static func project(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-suppress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    static func scan(_ arguments: [String], in folder: URL) throws -> ScanHarness.Run {
        ScanHarness.scan(["."] + arguments, in: folder)
    }

    @Test func disableNextLineSilencesItsDeclaration() throws {
        let folder = try Self.project(["Fill.swift": Self.differs.replacingOccurrences(of: "/// Intrinsic", with: "// sizing:disable-next-line differs\n/// Intrinsic")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scan(["--format", "xcode"], in: folder)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("1 suppressed"))
    }

    @Test func aSuppressionOfAnotherKindDoesNotApply() throws {
        let folder = try Self.project(["Fill.swift": Self.differs.replacingOccurrences(of: "/// Intrinsic", with: "// sizing:disable-next-line undocumented\n/// Intrinsic")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scan(["--format", "xcode"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("Fill.swift:5:8: error: Fill (view)"))
        // And it is reported as suppressing nothing.
        #expect(run.stderr.contains("Fill.swift:3: warning: this sizing suppression suppresses nothing"))
    }

    @Test func disableAndEnableCoverARegion() throws {
        let text = "// sizing:disable\n" + Self.differs + "\n// sizing:enable\n" + Self.differs.replacingOccurrences(of: "Fill", with: "Other").replacingOccurrences(of: "import SwiftUI\n", with: "")
        let folder = try Self.project(["Two.swift": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scan(["--format", "xcode"], in: folder)
        #expect(run.status == 1)
        #expect(!run.stdout.contains("Fill (view)"))
        #expect(run.stdout.contains("Other (view)"))
    }

    @Test func anUnknownKindIsReportedWithASuggestion() throws {
        let folder = try Self.project(["Fill.swift": Self.differs.replacingOccurrences(of: "/// Intrinsic", with: "// sizing:disable-next-line difers\n/// Intrinsic")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scan([], in: folder)
        #expect(run.stderr.contains("Fill.swift:3: warning: sizing:disable-next-line names an unknown kind 'difers'; did you mean 'differs'?"), "\(run.stderr)")
    }

    @Test func theBaselineHidesKnownFindingsUntilTheyChange() throws {
        let folder = try Self.project(["Fill.swift": Self.differs])
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1. Record today's state: the differing view is in it.
        let write = try Self.scan(["--write-baseline", "baseline.json"], in: folder)
        #expect(write.status == 1)
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains(#""name": "Fill""#))
        // 2. With the baseline, the known finding is not reported and does not fail the run,
        //    even after an edit elsewhere in the file moves it down.
        try ("\n\n" + Self.differs).write(to: folder.appendingPathComponent("Fill.swift"), atomically: true, encoding: .utf8)
        let known = try Self.scan(["--baseline", "baseline.json", "--format", "xcode"], in: folder)
        #expect(known.status == 0, "\(known.stdout)\(known.stderr)")
        #expect(known.stdout.isEmpty)
        #expect(known.stderr.contains("1 in the baseline"))
        // 3. A changed finding (another documented behavior) is new again.
        try Self.differs.replacingOccurrences(of: "h-hug, v-hug", with: "h-hug, v-exp").write(to: folder.appendingPathComponent("Fill.swift"), atomically: true, encoding: .utf8)
        let changed = try Self.scan(["--baseline", "baseline.json", "--format", "xcode"], in: folder)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("Fill (view): documented h-hug, v-exp"))
    }

    @Test func aBadBaselineIsAnErrorNamingTheFile() throws {
        let folder = try Self.project(["Fill.swift": Self.differs, "baseline.json": "{\"findings\": 3}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scan(["--baseline", "baseline.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("baseline.json: not a sizing baseline"), "\(run.stderr)")
    }
}
