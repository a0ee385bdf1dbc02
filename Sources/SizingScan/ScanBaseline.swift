import LayoutCore
import Foundation

/// `--write-baseline FILE` records today's problems; `--baseline FILE` reports only the problems
/// that are new or changed since. A problem is matched by its file and view (name and kind), not
/// by line, so edits elsewhere in the file do not reopen it; it counts as changed when its
/// verdict, documented or derived behavior differs from the recorded one.
struct ScanBaseline {
    struct Entry: Hashable {
        var file: String
        var name: String
        var kind: String
        var verdict: String
        var declared: String?
        var derived: String?
    }

    var entries: Set<Entry>

    static let version = 1

    init(_ findings: [ScanFinding]) {
        entries = Set(ScanPolicy.problems(findings).map(Self.entry))
    }

    static func entry(_ f: ScanFinding) -> Entry {
        // A break is the same break while its kind and view are (its margin may move).
        Entry(file: f.file.path, name: f.name, kind: f.kind.rawValue, verdict: f.verdict.rawValue,
              declared: f.declared?.description, derived: f.stress.map { "\($0.kind.rawValue) \($0.view)" } ?? f.derived?.description)
    }

    /// The findings that are not in the baseline as they are.
    func new(_ findings: [ScanFinding]) -> [ScanFinding] {
        findings.filter { $0.verdict == .matches || $0.fixed || !entries.contains(Self.entry($0)) }
    }

    /// The file's text: one entry per problem, sorted, as JSON.
    var json: String {
        let sorted = entries.sorted { ($0.file, $0.name, $0.kind) < ($1.file, $1.name, $1.kind) }
        return JSON.object([
            ("version", .number(Double(Self.version))),
            ("findings", .array(sorted.map { e in
                .object([
                    ("file", .string(e.file)), ("name", .string(e.name)), ("kind", .string(e.kind)),
                    ("verdict", .string(e.verdict)),
                    ("declared", e.declared.map(JSON.string) ?? .null), ("derived", e.derived.map(JSON.string) ?? .null),
                ])
            })),
        ]).rendered() + "\n"
    }

    /// Reads a baseline file; a file that is not one is an error naming it and what is wrong.
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScanError(message: "\(path): cannot read the baseline (no such file, or permission denied)")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw ScanError(message: "\(path): not a sizing baseline: not valid JSON (\(error.localizedDescription))")
        }
        guard let root = object as? [String: Any], let version = root["version"] as? Int, let list = root["findings"] as? [[String: Any]] else {
            throw ScanError(message: "\(path): not a sizing baseline: expected {\"version\": 1, \"findings\": [...]}, as --write-baseline writes")
        }
        guard version == Self.version else {
            throw ScanError(message: "\(path): baseline version \(version) is not supported (this sizing writes version \(Self.version))")
        }
        var entries: Set<Entry> = []
        for (i, item) in list.enumerated() {
            guard let file = item["file"] as? String, let name = item["name"] as? String, let kind = item["kind"] as? String,
                  let verdict = item["verdict"] as? String else {
                throw ScanError(message: "\(path): finding \(i + 1) of the baseline lacks file, name, kind or verdict")
            }
            entries.insert(Entry(file: file, name: name, kind: kind, verdict: verdict, declared: item["declared"] as? String, derived: item["derived"] as? String))
        }
        self.entries = entries
    }
}
