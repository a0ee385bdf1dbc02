import CatalogStore
import Foundation
import LayoutCore
import SizingProbe
import SwiftUISource

/// The scan's cache: a file's findings are kept under a key of everything they depend on, so a
/// second scan of unchanged files evaluates nothing (and, when every file is unchanged, parses
/// nothing).
///
/// A file's findings depend on its own text, on the files whose declarations its views can
/// reach (``SourceNames/dependencies(_:)``: the files declaring the names it uses, the previews
/// using its views, transitively), on the analysis settings of the configuration, and on the
/// tool itself. The key hashes all of these: the tool's version (the caller's `tool`) and the executable's size and
/// modification time, the settings, the file's path, and each dependency's path and content
/// hash. The names of a file are cached too, keyed by its content and the same salt.
///
/// Where: `$SIZING_CACHE_DIR`, else `$XDG_CACHE_HOME/sizing/scan`, else `~/.cache/sizing/scan`.
/// Entries are written atomically (a temporary file renamed), so scans running at once never
/// read half an entry; an entry that cannot be read is a miss, and a cache that cannot be
/// written is reported once (to the caller's `warn`) and otherwise ignored: the cache never changes a result or fails a
/// scan. It is kept under a size (``prune()``), the entries used longest ago removed first.
struct ScanCache {
    let folder: URL
    /// The tool and the analysis settings: the part of every key that is not about files.
    let salt: String
    /// Says once that the cache cannot be written.
    let warning: ScanCacheWarning
    /// The bytes this scan's entries took, told to the size ledger when pruning.
    let written = ScanCacheWritten()

    /// Bumped when the entries' format changes.
    static let format = 2

    /// The cache folder for `environment`, or nil when no home is known.
    static func folder(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["SIZING_CACHE_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: cacheHome).appendingPathComponent("sizing/scan")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/sizing/scan")
    }

    /// The cache for the analysis `settings` of a scan by `tool` (`sizing 0.9.0`), in the folder
    /// `environment` names; nil when it names none. `warn` is told once if it cannot be written.
    init?(settings: String, tool: String, environment: [String: String] = ProcessInfo.processInfo.environment, warn: @escaping (String) -> Void) {
        guard let folder = Self.folder(environment) else { return nil }
        self.folder = folder
        self.salt = "\(tool) format \(Self.format) \(Self.executableIdentity())\n\(settings)"
        self.warning = ScanCacheWarning(warn)
    }

    /// The executable's size and modification time: a rebuilt tool never reads its
    /// predecessor's entries, even at the same version number.
    static func executableIdentity() -> String {
        // Not `Bundle.main`: Foundation traps building it when this user cannot read the
        // executable's folder (a scan run as another user).
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 || stat(CommandLine.arguments.first ?? "", &info) == 0 else { return "unknown" }
        let modified = Self.modified(info)
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

    /// A file's names, kept under its content hash and the salt (another build may read
    /// names differently).
    func names(contentHash: String) -> SourceNames? {
        read("names", namesKey(contentHash)).flatMap { CacheRecords.names($0) }
    }

    func store(_ names: SourceNames, contentHash: String) {
        write(CacheRecords.text(names), "names", namesKey(contentHash))
    }

    private func namesKey(_ contentHash: String) -> String {
        Self.hash((salt + "\n" + contentHash).utf8)
    }

    /// The findings of `file` kept under `key`, or nil (a miss, or an entry that does not read).
    func findings(key: String, in file: ScanFile) -> [ScanFinding]? {
        read("findings", key).flatMap { CacheRecords.findings($0, in: file) }
    }

    func store(_ findings: [ScanFinding], key: String) {
        write(CacheRecords.text(findings), "findings", key)
    }

    /// `count` files' findings, each given with its key by `entry`, written on `jobs` threads.
    func store(_ count: Int, jobs: Int, _ entry: (Int) -> (findings: [ScanFinding], key: String)) {
        _ = DeepTrees.concurrentMap(count, jobs: jobs) { i in
            let (findings, key) = entry(i)
            store(findings, key: key)
        }
    }

    private func url(_ kind: String, _ key: String) -> URL {
        folder.appendingPathComponent(kind).appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
    }

    /// The entry's bytes; an entry last used more than ``ScanCache/touchAge`` ago is marked as
    /// used now (its modification time), so that pruning keeps what scans still read.
    private func read(_ kind: String, _ key: String) -> [UInt8]? {
        let fd = open(url(kind, key).path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard case .success(let bytes) = FileDescriptorIO.readAll(fd) else { return nil }
        var info = stat()
        if fstat(fd, &info) == 0, Self.seconds(Self.modified(info)) < Date().timeIntervalSince1970 - Self.touchAge {
            _ = futimens(fd, nil)
        }
        return bytes
    }

    /// 1. The entry's bytes go to a temporary file beside it (its folder made on the first
    ///    write there); 2. the file is renamed over the entry. Not synced to disk: an entry a
    ///    crash leaves short does not read (its line count is checked) and is a miss. A
    ///    temporary file a killed scan leaves is counted with the entries when ``prune(limit:)``
    ///    reads the folders, and removed with the oldest of them.
    private func write(_ text: String, _ kind: String, _ key: String) {
        let entry = url(kind, key)
        let target = entry.path
        let temporary = target + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        // 1.
        var fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 && errno == ENOENT {
            try? FileManager.default.createDirectory(at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard fd >= 0 else { return failed(FileDescriptorIO.Errno(errno)) }
        let bytes = Array(text.utf8)
        let error = FileDescriptorIO.writeAll(bytes, to: fd)
        close(fd)
        // 2.
        if let error = error ?? (rename(temporary, target) == 0 ? nil : FileDescriptorIO.Errno(errno)) {
            unlink(temporary)
            failed(error)
        } else {
            written.add(bytes.count)
        }
    }

    private func failed(_ error: FileDescriptorIO.Errno) {
        warning.once("warning: the scan cache \(folder.path) cannot be written (\(error)); scanning without it")
    }
}

/// The text of the cache's entries: one record per line, fields separated by tabs, list items
/// by U+001E; a backslash escapes itself, tabs, line breaks and U+001E inside a field. (A
/// format of our own rather than JSON: reading it is most of a fully cached scan's time.)
enum CacheRecords {
    static let itemSeparator: Character = "\u{1E}"

    /// Byte by byte (a `\r\n` is one Character but two bytes to escape).
    static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x1E }) else { return s }
        var out: [UInt8] = []
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\\"): out += [b, b]
            case 0x09: out += Array("\\t".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x1E: out += Array("\\e".utf8)
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// nil for an escape that `escape` does not write, or text that is not UTF-8 (a damaged
    /// entry). Works on bytes: parsing is most of a fully cached scan.
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String? {
        let backslash = UInt8(ascii: "\\")
        guard bytes.contains(backslash) else { return String(validating: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaped = false
        for b in bytes {
            if escaped {
                switch b {
                case backslash: out.append(backslash)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "e"): out.append(0x1E)
                default: return nil
                }
                escaped = false
            } else if b == backslash {
                escaped = true
            } else {
                out.append(b)
            }
        }
        return escaped ? nil : String(validating: out, as: UTF8.self)
    }

    static func list(_ items: [String]) -> String {
        items.map(escape).joined(separator: String(itemSeparator))
    }

    static func items(_ field: ArraySlice<UInt8>) -> [String]? {
        if field.isEmpty { return [] }
        var out: [String] = []
        for item in field.split(separator: 0x1E, omittingEmptySubsequences: false) {
            guard let text = unescape(item) else { return nil }
            out.append(text)
        }
        return out
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }

    static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Names: one line each for declared, extended, used, views, then "previews" or "-",
    // then the types called in system content, elsewhere and in presented content, then the
    // types whose content the system draws, then the live uses (an item per
    // owner: the owner, then its names, separated by spaces; the owner of code outside any
    // type is empty), then the gated uses (an item per owner: the owner, then `name:gate;gate`
    // words, a gate `platforms/idioms`, each a comma list or `*` for every one)

    static func text(_ names: SourceNames) -> String {
        [names.declared, names.extended, names.used, names.views].map { list($0.sorted()) }.joined(separator: "\n")
            + "\n" + (names.hasPreviews ? "previews" : "-") + "\n"
            + [names.calledInSystemContent, names.calledElsewhere, names.calledInPresentedContent, names.systemContentTypes].map { list($0.sorted()) }.joined(separator: "\n") + "\n"
            + list(names.liveUses.sorted { $0.key < $1.key }.map { ([$0.key] + $0.value.sorted()).joined(separator: " ") }) + "\n"
            + gatedList(names.gatedUses) + "\n"
    }

    /// Each owner's gated names as an item: the owner, then `name:gate;gate` words.
    static func gatedList(_ uses: [String: [String: Set<SourceNames.UseGate>]]) -> String {
        func text(_ set: Set<String>?) -> String { set.map { $0.sorted().joined(separator: ",") } ?? "*" }
        return list(uses.sorted { $0.key < $1.key }.map { owner, names in
            ([owner] + names.sorted { $0.key < $1.key }.map { name, gates in
                "\(name):" + gates.map { "\(text($0.platforms))/\(text($0.idioms))" }.sorted().joined(separator: ";")
            }).joined(separator: " ")
        })
    }

    /// ``gatedList(_:)`` read back; nil when it does not read.
    static func gatedUses(_ line: ArraySlice<UInt8>) -> [String: [String: Set<SourceNames.UseGate>]]? {
        func set(_ text: Substring) -> Set<String>? { text == "*" ? nil : Set(text.split(separator: ",").map(String.init)) }
        guard let items = items(line) else { return nil }
        var out: [String: [String: Set<SourceNames.UseGate>]] = [:]
        for item in items {
            let words = item.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            var uses: [String: Set<SourceNames.UseGate>] = [:]
            for word in words.dropFirst() {
                let parts = word.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                var gates = Set<SourceNames.UseGate>()
                for gate in parts[1].split(separator: ";") {
                    let sides = gate.split(separator: "/", omittingEmptySubsequences: false)
                    guard sides.count == 2 else { return nil }
                    gates.insert(SourceNames.UseGate(platforms: set(sides[0]), idioms: set(sides[1])))
                }
                uses[String(parts[0])] = gates
            }
            out[words[0]] = uses
        }
        return out
    }

    static func names(_ bytes: [UInt8]) -> SourceNames? {
        let lines = lines(bytes)
        guard lines.count == 12, lines[11].isEmpty, string(lines[4]) == "previews" || string(lines[4]) == "-" else { return nil }
        var sets: [Set<String>] = []
        for line in lines[0..<4] + lines[5..<9] {
            guard let items = items(line) else { return nil }
            sets.append(Set(items))
        }
        var names = SourceNames(declared: sets[0], extended: sets[1], used: sets[2], hasPreviews: string(lines[4]) == "previews", views: sets[3])
        names.calledInSystemContent = sets[4]
        names.calledElsewhere = sets[5]
        names.calledInPresentedContent = sets[6]
        names.systemContentTypes = sets[7]
        guard let owners = items(lines[9]) else { return nil }
        for item in owners {
            let words = item.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            names.liveUses[words[0]] = Set(words.dropFirst())
        }
        guard let gatedUses = gatedUses(lines[10]) else { return nil }
        names.gatedUses = gatedUses
        return names
    }

    // MARK: Findings: a first line with the count, then one line per finding

    static let findingFields = 18

    /// Everything of each finding but its file (the entry's) and `fixed` (never cached: the
    /// cache holds what the analysis found).
    static func text(_ findings: [ScanFinding]) -> String {
        var out = "\(findings.count)\n"
        for f in findings {
            let fields = [
                escape(f.name), f.kind.rawValue, "\(f.line)", "\(f.column)", "\(f.docLocation.line)", "\(f.docLocation.column)",
                f.declared?.description ?? "-", f.derived?.description ?? "-", escape(f.isPreview ? "preview" : f.method?.rawValue ?? ""),
                list(exceptionFields(f.exceptions)),
                list(f.assumptions.flatMap { [$0.kind.rawValue, $0.subject, $0.message] }), f.verdict.rawValue, escape(f.reason), f.fingerprint,
                list(f.platformAnswers.flatMap { p in [p.platform, p.derived?.description ?? "-", "\(p.exceptions.count)"] + exceptionFields(p.exceptions) }),
                list(f.breaks.flatMap(breakFields)), list(f.places.sorted()), list((f.isPublic ? ["public"] : []) + (f.stressDeferred ? ["deferred"] : [])),
            ]
            out += fields.joined(separator: "\t") + "\n"
        }
        return out
    }

    /// A `--stress` break as ``breakFieldCount`` fields (`-` for a location it has none of).
    static func breakFields(_ b: StressBreak) -> [String] {
        [b.kind.rawValue, b.view, b.location.map { "\($0.line)" } ?? "-", b.location.map { "\($0.column)" } ?? "-", b.location?.file ?? "",
         b.configuration.device, b.configuration.orientation.rawValue, b.configuration.textSize.rawValue, b.configuration.language ?? "",
         "\(b.margin)", "\((b.borderline ? 1 : 0) + (b.runTimeText ? 2 : 0))", b.detail, "\(b.count)", "\(b.of)",
         b.fits?.device ?? "", b.fits?.orientation.rawValue ?? "", b.fits?.textSize.rawValue ?? "", b.fits?.language ?? "", b.idiom ?? ""]
    }

    static let breakFieldCount = 19

    /// A setting from its four fields (device, orientation, text size, language); nil when they
    /// do not read.
    static func setting(_ f: ArraySlice<String>) -> StressSetting? {
        let f = Array(f)
        guard let orientation = DeviceOrientation(rawValue: f[1]), let size = DynamicTypeSize(rawValue: f[2]) else { return nil }
        return StressSetting(device: f[0], orientation: orientation, textSize: size, language: f[3].isEmpty ? nil : f[3])
    }

    /// Breaks again from ``breakFields(_:)``; nil when they do not read back.
    static func breaks(_ fields: [String]) -> [StressBreak]? {
        guard fields.count % breakFieldCount == 0 else { return nil }
        return try? stride(from: 0, to: fields.count, by: breakFieldCount).map { i throws(CacheRecordError) in
            let f = fields[i..<i + breakFieldCount].map { $0 }
            guard let kind = StressBreak.Kind(rawValue: f[0]), let configuration = setting(f[5..<9]), let margin = Double(f[9]),
                  let count = Int(f[12]), let of = Int(f[13]), let flags = Int(f[10]) else { throw CacheRecordError() }
            let location = Int(f[2]).flatMap { line in Int(f[3]).map { SourceLocation(line: line, column: $0, file: f[4].isEmpty ? nil : f[4]) } }
            var b = StressBreak(kind: kind, view: f[1], location: location, configuration: configuration, margin: margin, borderline: flags & 1 != 0, detail: f[11])
            b.runTimeText = flags & 2 != 0
            b.count = count
            b.of = of
            b.fits = f[14].isEmpty ? nil : setting(f[14..<18])
            b.idiom = f[18].isEmpty ? nil : f[18]
            return b
        }
    }

    struct CacheRecordError: Error {}

    /// Each exception as its behaviors, the count of its conditions, then each condition's
    /// value and outcome.
    static func exceptionFields(_ exceptions: [ScanException]) -> [String] {
        exceptions.flatMap { [$0.behaviors.description, "\($0.conditions.count)"] + $0.conditions.flatMap { [$0.value, $0.outcome] } }
    }

    /// Exceptions again from ``exceptionFields(_:)``; nil when they do not read back.
    static func exceptions(_ fields: [String]) -> [ScanException]? {
        var i = 0
        return exceptions(fields, from: &i, count: nil)
    }

    /// `count` exceptions (all to the end when nil) from `fields[i...]`, moving `i` past them.
    static func exceptions(_ fields: [String], from i: inout Int, count: Int?) -> [ScanException]? {
        var out: [ScanException] = []
        while count.map({ out.count < $0 }) ?? (i < fields.count) {
            guard i + 1 < fields.count, let behaviors = AxisBehaviors(parsing: fields[i]), let n = Int(fields[i + 1]),
                  n >= 0, i + 2 + 2 * n <= fields.count else { return nil }
            let conditions = stride(from: i + 2, to: i + 2 + 2 * n, by: 2).map { Choice(value: fields[$0], outcome: fields[$0 + 1]) }
            out.append(ScanException(conditions: conditions, behaviors: behaviors))
            i += 2 + 2 * n
        }
        return out
    }

    /// Per-platform answers again: each as its platform, behaviors or `-`, the count of its
    /// exceptions, then their fields; nil when they do not read back.
    static func platformAnswers(_ fields: [String]) -> [PlatformAnswer]? {
        var out: [PlatformAnswer] = []
        var i = 0
        while i < fields.count {
            guard i + 2 < fields.count, let n = Int(fields[i + 2]) else { return nil }
            let derived: AxisBehaviors?
            if fields[i + 1] == "-" { derived = nil } else {
                guard let parsed = AxisBehaviors(parsing: fields[i + 1]) else { return nil }
                derived = parsed
            }
            let platform = fields[i]
            i += 3
            guard let exceptions = exceptions(fields, from: &i, count: n) else { return nil }
            out.append(PlatformAnswer(platform: platform, derived: derived, exceptions: exceptions))
        }
        return out
    }

    /// The findings again, in `file`; nil when any field does not read back (a damaged entry).
    static func findings(_ bytes: [UInt8], in file: ScanFile) -> [ScanFinding]? {
        var lines = lines(bytes)
        guard lines.last?.isEmpty == true, let count = Int(string(lines[0])), lines.count == count + 2 else { return nil }
        lines.removeLast()
        /// `-` for none, else a behavior that must read back.
        func behaviors(_ field: ArraySlice<UInt8>) -> AxisBehaviors?? {
            let text = string(field)
            return text == "-" ? .some(nil) : AxisBehaviors(parsing: text).map { .some($0) }
        }
        var out: [ScanFinding] = []
        for line in lines.dropFirst() {
            let f = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard f.count == findingFields,
                  let name = unescape(f[0]), let kind = CustomViewKind(rawValue: string(f[1])),
                  let line = Int(string(f[2])), let column = Int(string(f[3])),
                  let docLine = Int(string(f[4])), let docColumn = Int(string(f[5])),
                  let declared = behaviors(f[6]), let derived = behaviors(f[7]),
                  let methodText = unescape(f[8]), let exceptionFields = items(f[9]), let exceptions = Self.exceptions(exceptionFields),
                  let assumptionFields = items(f[10]), assumptionFields.count % 3 == 0, let verdict = ScanVerdict(rawValue: string(f[11])),
                  let reason = unescape(f[12]), let platformFields = items(f[14]), let platformAnswers = Self.platformAnswers(platformFields),
                  let breakFields = items(f[15]), let breaks = Self.breaks(breakFields), let places = items(f[16]), let flags = items(f[17])
            else { return nil }
            var assumptions: [Assumption] = []
            for i in stride(from: 0, to: assumptionFields.count, by: 3) {
                guard let kind = Assumption.Kind(rawValue: assumptionFields[i]) else { return nil }
                assumptions.append(Assumption(kind, assumptionFields[i + 1], assumptionFields[i + 2]))
            }
            var finding = ScanFinding(
                name: name, kind: kind, file: file, line: line, column: column,
                docLocation: SourceLocation(line: docLine, column: docColumn), declared: declared, fingerprint: string(f[13]))
            finding.derived = derived
            finding.method = Classification.Method(rawValue: methodText)
            finding.isPreview = methodText == "preview"
            finding.exceptions = exceptions
            finding.platformAnswers = platformAnswers
            finding.assumptions = assumptions
            finding.verdict = verdict
            finding.reason = reason
            finding.breaks = breaks
            finding.places = Set(places)
            finding.isPublic = flags.contains("public")
            finding.stressDeferred = flags.contains("deferred")
            out.append(finding)
        }
        return out
    }
}

/// The bytes one scan's cache entries took, from every thread.
final class ScanCacheWritten: @unchecked Sendable {
    private var bytes = 0
    private let lock = NSLock()

    func add(_ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        bytes += count
    }

    /// The bytes added since the last call.
    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        defer { bytes = 0 }
        return bytes
    }
}

/// One warning per scan about a cache that cannot be written.
final class ScanCacheWarning: @unchecked Sendable {
    private var warned = false
    private let lock = NSLock()
    private let warn: (String) -> Void

    init(_ warn: @escaping (String) -> Void) {
        self.warn = warn
    }

    func once(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !warned else { return }
        warned = true
        warn(message)
    }
}
