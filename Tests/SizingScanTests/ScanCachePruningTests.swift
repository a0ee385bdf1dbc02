import Foundation
@testable import SizingScan
import SwiftUISource
import Testing

/// The cache kept under its size (issue 38): the entries used longest ago go first, down to
/// three quarters of the limit, and reading an entry marks it as used. The sizes are this test's
/// own files'.
@Suite struct ScanCachePruningTests {
    let folder: URL
    let cache: ScanCache

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-prune-\(UUID().uuidString)")
        cache = try #require(ScanCache(settings: "test", tool: "sizing test", environment: ["SIZING_CACHE_DIR": folder.path], warn: { _ in }))
    }

    /// An entry of `size` bytes at `findings/<key's first two>/<key>`, last used `age` seconds ago.
    func entry(_ key: String, size: Int, age: Double) throws -> String {
        let shard = folder.appendingPathComponent("findings").appendingPathComponent(String(key.prefix(2)))
        try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
        let path = shard.appendingPathComponent(key).path
        try Data(repeating: 0x41, count: size).write(to: URL(fileURLWithPath: path))
        try setAge(path, age)
        return path
    }

    func setAge(_ path: String, _ age: Double) throws {
        let when = Date().timeIntervalSince1970 - age
        let time = timespec(tv_sec: Int(when), tv_nsec: 0)
        #expect(utimensat(AT_FDCWD, path, [time, time], 0) == 0)
    }

    @Test func theEntriesUsedLongestAgoGoFirst() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let oldest = try entry("aa01", size: 400, age: 400)
        let older = try entry("aa02", size: 400, age: 300)
        let recent = try entry("bb03", size: 400, age: 200)
        let newest = try entry("cc04", size: 400, age: 100)
        // Under the limit: nothing goes.
        #expect(cache.prune(limit: 1_600) == 0)
        // 1,600 bytes over a limit of 1,200: down to 900, the two oldest removed.
        #expect(cache.prune(limit: 1_200) == 2)
        for path in [oldest, older] { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
        for path in [recent, newest] { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
    }

    @Test func readingAnOldEntryMarksItAsUsed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = SourceNames(declared: ["Row"], used: ["Text"])
        cache.store(names, contentHash: "0123")
        let stored = try #require(FileManager.default.enumerator(atPath: folder.appendingPathComponent("names").path)?
            .compactMap { $0 as? String }.first { $0.contains("/") })
        let path = folder.appendingPathComponent("names").appendingPathComponent(stored).path
        try setAge(path, 2 * ScanCache.touchAge)
        _ = try entry("ff01", size: 4_000, age: ScanCache.touchAge)
        #expect(cache.names(contentHash: "0123")?.declared == ["Row"])
        // Read just now: the other entry, used an hour ago, is the older one.
        let total = 4_000 + (try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int)
        #expect(cache.prune(limit: total - 1) == 1)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
