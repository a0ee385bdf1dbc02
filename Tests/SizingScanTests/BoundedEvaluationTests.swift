import Foundation
import Testing

/// Bounded evaluation in the scan (issue 14, class 5), in process: views that use each other
/// many times end with a clear finding, never a crash or a runaway. The budget itself (100,000
/// views) and the memoisation are the front end's (Sources/SwiftUISource); the end-to-end tests
/// in Tests/SizingCLITests/BoundedEvaluationTests.swift run `probe` and a recursive scan.
@Suite struct BoundedEvaluationTests {
    /// 21 views in about 1.4 KB, each using the next twice: 2^20 leaves if expanded naively.
    static let exponential = (0..<20).map { "struct View\($0): View { var body: some View { VStack { View\($0 + 1)(); View\($0 + 1)() } } }" }
        .joined(separator: "\n") + "\nstruct View20: View { var body: some View { Text(\"x\") } }\n"

    @Test func exponentialViewsGiveATooLargeFindingNotACrash() throws {
        let dir = try ScanHarness.Folder()
        try Self.exponential.write(to: dir.appendingPathComponent("Exponential.swift"), atomically: true, encoding: .utf8)
        let run = ScanHarness.scan(["Exponential.swift", "--format", "json"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let findings = try ScanHarness.findings(run.stdout)
        #expect(findings.count == 21)
        let view0 = try #require(findings.first { $0["name"] as? String == "View0" })
        #expect(view0["verdict"] as? String == "cannotModel")
        #expect((view0["reason"] as? String ?? "").contains("too large"), "\(view0)")
        // The small end of the chain is still modelled: Text hugs (seed 002).
        let view20 = try #require(findings.first { $0["name"] as? String == "View20" })
        #expect(view20["derived"] as? String == "h-hug, v-hug")
    }
}
