// A child process for the catalog's multi-process tests: several of these write one catalog at
// once, are killed mid-save, or run out of disk, while the test process checks the catalog.
//
// Usage: sizing-catalog-child ROLE PATH [PREFIX [COUNT]]
//   writer PATH PREFIX COUNT   COUNT saves of one view each; prints the slowest save and DONE
//   endless PATH               saves until killed; prints COMMITTED n after each save returns
//   fullDisk PATH              one large save under a file-size limit 64 KiB past the file
//   checkpointFull PATH        a save that fits the write-ahead log, then a close whose checkpoint
//                              cannot grow the file (its size is the limit)
import CatalogStore
import Foundation

func view(_ name: String, file: String, line: Int = 1) -> CustomViewInput {
    CustomViewInput(
        name: name, file: file, line: line, column: 1, kind: .view,
        derivedHorizontal: .exp, derivedVertical: .hug, verdict: .undocumented, reason: "",
        bodyFingerprint: "fp-\(name.count)")
}

func fileSize(_ path: String) -> UInt64 {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.uint64Value ?? 0
}

/// Every write past `bytes` fails with EFBIG instead of raising SIGXFSZ.
func limitFileSize(to bytes: UInt64) {
    signal(SIGXFSZ, SIG_IGN)
    var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
    _ = setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
}

func run(_ arguments: [String]) throws -> Int32 {
    guard arguments.count >= 2 else {
        FileHandle.standardError.write(Data("usage: sizing-catalog-child ROLE PATH [PREFIX [COUNT]]\n".utf8))
        return 64
    }
    let role = arguments[0], path = arguments[1]
    let prefix = arguments.count > 2 ? arguments[2] : "P"
    let count = arguments.count > 3 ? Int(arguments[3]) ?? 0 : 0
    switch role {
    case "writer":
        let store = try CatalogStore.open(path: path)
        var slowest: Duration = .zero
        for index in 0..<count {
            let file = "\(prefix)/View\(index).swift"
            let start = ContinuousClock.now
            _ = try store.saveScan(files: [file], views: [view("\(prefix)View\(index)", file: file)])
            slowest = max(slowest, ContinuousClock.now - start)
        }
        print("SLOWEST-SAVE-MS \(slowest.components.seconds * 1000 + slowest.components.attoseconds / 1_000_000_000_000_000)")
        print("DONE \(count)")
    case "endless":
        let store = try CatalogStore.open(path: path)
        var index = 0
        while true {
            let file = "K/View\(index).swift"
            _ = try store.saveScan(files: [file], views: (0..<20).map { view("K\(index)x\($0)", file: file, line: $0 + 1) })
            print("COMMITTED \(index)")
            fflush(nil)
            index += 1
        }
    case "fullDisk":
        let store = try CatalogStore.open(path: path)
        limitFileSize(to: fileSize(path) + 65_536)
        let long = String(repeating: "overflowing-the-disk-", count: 200)
        do {
            _ = try store.saveScan(files: ["Full.swift"], views: (0..<400).map { view("Full\($0)\(long)", file: "Full.swift", line: $0 + 1) })
            print("SAVED")
        } catch {
            print("ERROR \(error)")
        }
    case "checkpointFull":
        let store = try CatalogStore.open(path: path)
        limitFileSize(to: fileSize(path))
        let long = String(repeating: "log-", count: 40)
        _ = try store.saveScan(files: ["Logged.swift"], views: (0..<100).map { view("Logged\($0)\(long)", file: "Logged.swift", line: $0 + 1) })
        print("SAVED")
        try store.close()
        print("CLOSED")
    default:
        FileHandle.standardError.write(Data("sizing-catalog-child: unknown role \(role)\n".utf8))
        return 64
    }
    return 0
}

do {
    exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
    print("ERROR \(error)")
    exit(1)
}
