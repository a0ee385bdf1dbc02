import CatalogStore
import Foundation
import LayoutCore
import SwiftUISource

/// The scan's cache: a file's findings are kept under a key of everything they depend on, so a
/// second scan of unchanged files evaluates nothing (and, when every file is unchanged, parses
/// nothing).
///
/// A file's findings depend on its own text, on the files whose declarations its views can
/// reach (``SourceNames/dependencies(_:)``: the files declaring the names it uses, the previews
/// using its views, transitively), on the analysis settings of the configuration, and on the
/// tool itself. The key hashes all of these: the tool's version and the executable's size and
/// modification time, the settings, the file's path, and each dependency's path and content
/// hash. The names of a file are cached too, keyed by its content alone.
///
/// Where: `$SIZING_CACHE_DIR`, else `$XDG_CACHE_HOME/sizing/scan`, else `~/.cache/sizing/scan`.
/// Entries are written atomically (a temporary file renamed), so scans running at once never
/// read half an entry; an entry that cannot be read is a miss, and a cache that cannot be
/// written is reported once and otherwise ignored: the cache never changes a result or fails a
/// scan.
struct ScanCache {
    let folder: URL
    /// The tool and the analysis settings: the part of every key that is not about files.
    let salt: String

    /// Bumped when the entries' format changes.
    static let format = 1

    /// The cache folder for `environment`, or nil when no home is known.
    static func folder(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["SIZING_CACHE_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: cacheHome).appendingPathComponent("sizing/scan")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/sizing/scan")
    }

    init?(settings: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let folder = Self.folder(environment) else { return nil }
        self.folder = folder
        self.salt = "sizing \(SizingVersion.number) format \(Self.format) \(Self.executableIdentity())\n\(settings)"
    }

    /// The executable's size and modification time: a rebuilt tool never reads its
    /// predecessor's entries, even at the same version number.
    static func executableIdentity() -> String {
        var info = stat()
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard stat("/proc/self/exe", &info) == 0 || stat(path, &info) == 0 else { return "unknown" }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(info.st_size)-\(modified.tv_sec).\(modified.tv_nsec)"
    }

    // MARK: Keys

    /// FNV-1a with 128 bits, as 32 hex digits.
    static func hash(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
        let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
        for byte in bytes {
            hash ^= UInt128(byte)
            hash = hash &* prime
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 32 - hex.count) + hex
    }

    /// The key of one file's findings: the salt, the file, and each file it depends on.
    func findingsKey(file: String, dependencies: [(path: String, contentHash: String)]) -> String {
        var text = salt + "\n" + file
        for d in dependencies { text += "\n\(d.path)\t\(d.contentHash)" }
        return Self.hash(text.utf8)
    }

    // MARK: Entries

    func names(contentHash: String) -> SourceNames? {
        read(SourceNames.self, "names", contentHash)
    }

    func store(_ names: SourceNames, contentHash: String) {
        write(names, "names", contentHash)
    }

    func findings(key: String) -> [CachedFinding]? {
        read([CachedFinding].self, "findings", key)
    }

    func store(_ findings: [CachedFinding], key: String) {
        write(findings, "findings", key)
    }

    private func url(_ kind: String, _ key: String) -> URL {
        folder.appendingPathComponent(kind).appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key + ".json")
    }

    private func read<T: Decodable>(_ type: T.Type, _ kind: String, _ key: String) -> T? {
        guard let data = FileManager.default.contents(atPath: url(kind, key).path) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }

    private func write<T: Encodable>(_ value: T, _ kind: String, _ key: String) {
        let target = url(kind, key)
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(value).write(to: target, options: .atomic)
        } catch {
            ScanCacheWarning.once("warning: the scan cache \(folder.path) cannot be written (\(error.localizedDescription)); scanning without it")
        }
    }
}

/// One warning per run about a cache that cannot be written.
enum ScanCacheWarning {
    nonisolated(unsafe) private static var warned = false
    private static let lock = NSLock()

    static func once(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !warned else { return }
        warned = true
        Output.message(message)
    }
}

/// A finding as the cache keeps it: everything but the file, which is the entry's.
struct CachedFinding: Codable {
    var name: String
    var kind: CustomViewKind
    var line: Int
    var column: Int
    var docLine: Int
    var docColumn: Int
    var declared: String?
    var derived: String?
    var method: String
    var states: [[String]]
    var assumptions: [String]
    var verdict: ScanVerdict
    var reason: String
    var fingerprint: String

    init(_ f: ScanFinding) {
        name = f.name
        kind = f.kind
        line = f.line
        column = f.column
        docLine = f.docLocation.line
        docColumn = f.docLocation.column
        declared = f.declared?.description
        derived = f.derived?.description
        method = f.method
        states = f.states.map { [$0.assignment, $0.behaviors.description] }
        assumptions = f.assumptions
        verdict = f.verdict
        reason = f.reason
        fingerprint = f.fingerprint
    }

    /// The finding again, in `file`; nil when the entry does not read back (a miss).
    func finding(in file: ScanFile) -> ScanFinding? {
        var states: [(assignment: String, behaviors: AxisBehaviors)] = []
        for state in self.states {
            guard state.count == 2, let behaviors = AxisBehaviors(parsing: state[1]) else { return nil }
            states.append((state[0], behaviors))
        }
        var f = ScanFinding(name: name, kind: kind, file: file, line: line, column: column,
                            docLocation: SourceLocation(line: docLine, column: docColumn),
                            declared: declared.flatMap(AxisBehaviors.init(parsing:)),
                            fingerprint: fingerprint)
        guard (declared == nil) == (f.declared == nil) else { return nil }
        f.derived = derived.flatMap(AxisBehaviors.init(parsing:))
        guard (derived == nil) == (f.derived == nil) else { return nil }
        f.method = method
        f.states = states
        f.assumptions = assumptions
        f.verdict = verdict
        f.reason = reason
        return f
    }
}
