import Foundation
import Testing

/// Bounded evaluation (issue 14, class 5): views that use each other many times, or themselves,
/// end with a clear finding or error, never a crash or a runaway. The budget itself (100,000
/// views) and the memoisation are the front end's (Sources/SwiftUISource); these tests check
/// the whole command on the inputs (the scan of the exponential views runs in process:
/// Tests/SizingScanTests/BoundedEvaluationTests.swift).
@Suite struct BoundedEvaluationTests {
    /// 21 views in about 1.4 KB, each using the next twice: 2^20 leaves if expanded naively.
    static let exponential = (0..<20).map { "struct View\($0): View { var body: some View { VStack { View\($0 + 1)(); View\($0 + 1)() } } }" }
        .joined(separator: "\n") + "\nstruct View20: View { var body: some View { Text(\"x\") } }\n"

    @Test func exponentialViewAsTheProbedRootIsAClearError() throws {
        let sandbox = try CLISandbox()
        try Data(Self.exponential.utf8).write(to: sandbox.folder.appendingPathComponent("Exponential.swift"))
        let run = try SafetyRunner.run(["probe", "--file", "Exponential.swift", "--view", "View0"], in: sandbox)
        #expect(!run.signaled, "no crash: \(run.stderr)")
        #expect(run.status == 1)
        #expect(run.stderr.contains("too large: the view expands to more than 100000 views"), "\(run.stderr)")
    }

    @Test func recursiveViewsAreNamedAsRecursion() throws {
        let sandbox = try CLISandbox()
        let source = "struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { VStack { A() } } }\n"
        try Data(source.utf8).write(to: sandbox.folder.appendingPathComponent("Recursive.swift"))
        let probe = try SafetyRunner.run(["probe", "--file", "Recursive.swift", "--view", "A"], in: sandbox)
        #expect(!probe.signaled)
        #expect(probe.status == 1)
        #expect(probe.stderr.contains("cannot model 'A': it builds itself recursively (A → B → A"), "\(probe.stderr)")
        let scan = try SafetyRunner.run(["scan", "Recursive.swift"], in: sandbox)
        #expect(!scan.signaled)
        #expect(scan.stdout.contains("recursively"), "\(scan.stdout)")
    }
}
