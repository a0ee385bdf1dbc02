import Foundation
import SizingScan
import Testing

/// What the scan tells its caller about its progress (``ScanProgress``, issue 43): the library
/// never prints it; `sizing scan` draws it (Tests/SizingCLITests/ScanProgressLineTests.swift).
/// And what `--verbose` says about the slowest views and files.
@Suite struct ScanProgressTests {
    /// Seven views in two files; none decides on a run-time value.
    static func folder() throws -> ScanHarness.Folder {
        let dir = try ScanHarness.Folder()
        let first = (1...4).map { "struct A\($0): View { var body: some View { Text(\"a\").padding(\($0)) } }" }.joined(separator: "\n")
        let second = (1...3).map { "struct B\($0): View { var body: some View { Color.red.frame(height: \($0)) } }" }.joined(separator: "\n")
        try first.write(to: dir.url.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try second.write(to: dir.url.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var list: [ScanProgress] = []
        func add(_ e: ScanProgress) {
            lock.lock()
            list.append(e)
            lock.unlock()
        }
    }

    @Test(arguments: [1, 2]) func eventsCountFilesThenViewsThenFinish(jobs: Int) throws {
        let dir = try Self.folder()
        let events = Events()
        _ = try ScanHarness.inFolder(dir.url) {
            var request = ScanRequest(paths: ["."], configuration: ScanConfiguration(base: dir.path))
            request.useCache = false
            request.jobs = jobs
            request.progress = { events.add($0) }
            return try request.run { _ in }
        }
        let list = events.list
        let indexing = list.compactMap { e -> (Int, Int)? in if case let .indexing(d, t) = e { return (d, t) } else { return nil } }
        let evaluating = list.compactMap { e -> (Int, Int)? in if case let .evaluating(d, t) = e { return (d, t) } else { return nil } }
        // Two files parsed, one event each, in order.
        #expect(indexing.map(\.0) == [1, 2])
        #expect(indexing.allSatisfy { $0.1 == 2 })
        // Seven views: the total first (0 of 7), then one event per view (in any order of
        // threads, each count once).
        #expect(evaluating.first.map { [$0.0, $0.1] } == [0, 7])
        #expect(evaluating.map(\.0).sorted() == Array(0...7))
        #expect(evaluating.allSatisfy { $0.1 == 7 })
        #expect(list.last == .finished)
        #expect(list.filter { $0 == .finished }.count == 1)
        // Every indexing event comes before every evaluating one.
        let lastIndexing = try #require(list.lastIndex { if case .indexing = $0 { return true } else { return false } })
        let firstEvaluating = try #require(list.firstIndex { if case .evaluating = $0 { return true } else { return false } })
        #expect(lastIndexing < firstEvaluating)
    }

    @Test func verboseNamesTheFiveSlowestViewsAndTheSlowestFiles() throws {
        let dir = try Self.folder()
        let run = ScanHarness.scan([".", "--verbose", "--no-cache"], in: dir.url)
        let views = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("slowest views: ") }, "\(run.stderr)")
        // Five of the seven, each with its place and seconds.
        let named = views.dropFirst("slowest views: ".count).split(separator: ", ")
        #expect(named.count == 5, "\(views)")
        #expect(named.allSatisfy { $0.range(of: #"^[AB]\d \((\./)?[AB]\.swift:\d+:\d+\) \d+\.\d\d s$"#, options: .regularExpression) != nil }, "\(views)")
        let files = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("slowest files: ") }, "\(run.stderr)")
        #expect(files.contains("A.swift") && files.contains("B.swift"), "\(files)")
        // Without --verbose, neither line.
        let quiet = ScanHarness.scan([".", "--no-cache"], in: dir.url)
        #expect(!quiet.stderr.contains("slowest"), "\(quiet.stderr)")
    }
}
