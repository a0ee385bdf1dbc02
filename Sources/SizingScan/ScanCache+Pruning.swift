import Foundation

/// The cache kept under a size: after a scan that wrote entries, when the entries take more than
/// ``limit``, those used longest ago are removed until they take three quarters of it. An entry
/// is used when a scan writes or reads it (a read marks it at most once every ``touchAge``).
///
/// The limit is `$SIZING_CACHE_LIMIT_MB` megabytes, else 256 MB: a 2,000-view project takes a few
/// megabytes, so the default keeps the entries of many projects and many edits. Pruning never
/// fails a scan; an entry another scan is reading stays readable (the reader holds it open) or
/// is a miss.
extension ScanCache {
    /// Seconds between two marks of one entry's use by reads.
    static let touchAge: Double = 3600

    /// The limit in bytes, from `environment`.
    static func limit(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["SIZING_CACHE_LIMIT_MB"], let megabytes = Double(text), megabytes >= 0 {
            return Int(megabytes * 1_000_000)
        }
        return 256_000_000
    }

    /// Removes the entries used longest ago while the entries take more than `limit` bytes, down
    /// to three quarters of it; returns how many were removed.
    @discardableResult
    func prune(limit: Int = ScanCache.limit()) -> Int {
        // 1. Every entry, with its size and when it was used.
        var entries: [(path: String, size: Int, used: Double)] = []
        var total = 0
        for kind in ["names", "findings"] {
            let kindFolder = folder.appendingPathComponent(kind).path
            for shard in (try? FileManager.default.contentsOfDirectory(atPath: kindFolder)) ?? [] {
                let shardFolder = kindFolder + "/" + shard
                for name in (try? FileManager.default.contentsOfDirectory(atPath: shardFolder)) ?? [] {
                    var info = stat()
                    let path = shardFolder + "/" + name
                    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                    entries.append((path, Int(info.st_size), Self.seconds(Self.modified(info))))
                    total += Int(info.st_size)
                }
            }
        }
        guard total > limit else { return 0 }
        // 2. The oldest first, until three quarters of the limit.
        var removed = 0
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > limit / 4 * 3 {
            if unlink(entry.path) == 0 {
                total -= entry.size
                removed += 1
            }
        }
        return removed
    }

    static func modified(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    static func seconds(_ time: timespec) -> Double { Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 }
}
