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

    /// The ledger (`size`) keeps the size the last reading measured and what scans wrote since:
    /// under the limit by its sum, no folder is read, so an entry it does not count (made here
    /// by hand) stays until the writes it counts pass the limit.
    @Test func theLedgerSparesReadingTheFoldersUnderTheLimit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let hidden = try entry("aa01", size: 3_000, age: 500)
        // No ledger yet: the folders are read (3,000 bytes, under the limit of 3,001) and the ledger made.
        #expect(cache.prune(limit: 3_001) == 0)
        let ledger = folder.appendingPathComponent("size").path
        #expect(try String(contentsOfFile: ledger, encoding: .utf8) == "3000\n")
        // An entry the ledger does not count puts the cache over the limit, unseen.
        try setAge(try entry("bb02", size: 2_000, age: 400), 400)
        #expect(cache.prune(limit: 3_001) == 0)
        #expect(FileManager.default.fileExists(atPath: hidden))
        // This scan's two bytes (`0\n`) pass the limit by the ledger: the folders are read (5,002
        // bytes), and the oldest go until three quarters of the limit (2,250).
        cache.store([], key: "cc03")
        #expect(cache.prune(limit: 3_001) == 1)
        #expect(!FileManager.default.fileExists(atPath: hidden))
        let left = try String(contentsOfFile: ledger, encoding: .utf8)
        #expect(left == "\(2_000 + 2)\n", "the entry by hand and the new one (\"0\\n\"): \(left)")
    }

    @Test func aDamagedLedgerIsRebuiltFromTheFolders() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try entry("aa01", size: 3_000, age: 500)
        _ = try entry("bb02", size: 2_000, age: 400)
        try Data("not a number\n".utf8).write(to: folder.appendingPathComponent("size"))
        #expect(cache.prune(limit: 4_000) == 1)
        #expect(try String(contentsOfFile: folder.appendingPathComponent("size").path, encoding: .utf8) == "2000\n")
    }
}
