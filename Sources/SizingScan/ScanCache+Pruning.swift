import Foundation

/// The cache kept under a size: after a scan that wrote entries, when the entries take more than
/// ``limit``, those used longest ago are removed until they take three quarters of it. An entry
/// is used when a scan writes or reads it (a read marks it at most once every ``touchAge``).
///
/// Finding what the entries take means reading every folder of the cache, which a large cache
/// makes costly after every edit; a ledger (`size`, at the cache's top) keeps the size the last
/// such reading measured and, one line each, the bytes every scan wrote since. While their sum
/// is under the limit nothing more is read. The sum only overstates the size (an entry written
/// again under its key counts twice, one removed by hand still counts), so the limit is never
/// passed unseen, except by the writes of a scan that ran while another rewrote the ledger; a
/// missing or damaged ledger is rebuilt from a full reading.
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

    /// Steps: 1. this scan's writes go to the ledger, and while its sum is under `limit` nothing
    /// more is done; 2. every entry, with its size and when it was used; 3. the oldest removed
    /// while the entries take more than `limit` bytes, down to three quarters of it; 4. the
    /// ledger starts again from what is left. Returns how many entries were removed.
    @discardableResult
    func prune(limit: Int = ScanCache.limit()) -> Int {
        // 1.
        if let recorded = recordWrites(), recorded <= limit { return 0 }
        // 2.
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
        // 3.
        var removed = 0
        if total > limit {
            for entry in entries.sorted(by: { $0.used < $1.used }) where total > limit / 4 * 3 {
                if unlink(entry.path) == 0 {
                    total -= entry.size
                    removed += 1
                }
            }
        }
        // 4.
        resetLedger(total)
        return removed
    }

    private var ledger: String { folder.appendingPathComponent("size").path }

    /// Step 1: appends this scan's written bytes to the ledger (one short append, whole even
    /// when scans append at once) and returns the ledger's sum; nil when there is no ledger or
    /// it does not read.
    private func recordWrites() -> Int? {
        let bytes = written.take()
        let fd = open(ledger, O_RDWR | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        if bytes > 0, FileDescriptorIO.writeAll(Array("\(bytes)\n".utf8), to: fd) != nil { return nil }
        guard lseek(fd, 0, SEEK_SET) == 0, case .success(let text) = FileDescriptorIO.readAll(fd) else { return nil }
        var sum = 0
        for line in text.split(separator: 0x0A) {
            guard let value = Int(String(decoding: line, as: UTF8.self)), value >= 0 else { return nil }
            sum += value
        }
        return sum
    }

    /// Step 4: the ledger holding `total` alone, replaced whole (a temporary file renamed).
    private func resetLedger(_ total: Int) {
        let temporary = ledger + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let failed = FileDescriptorIO.writeAll(Array("\(total)\n".utf8), to: fd) != nil
        close(fd)
        if failed || rename(temporary, ledger) != 0 { unlink(temporary) }
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
