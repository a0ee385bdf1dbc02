import CatalogStore
import LayoutCore

/// Inline suppressions in the scanned files, read from their comments:
///
/// - `// sizing:disable-next-line [kinds]`: the findings of the next declaration (the first line
///   below that is not blank, a comment or an attribute);
/// - `// sizing:disable [kinds]` … `// sizing:enable [kinds]`: the findings declared in between
///   (to the end of the file without an `enable`).
///
/// Kinds are `differs`, `undocumented` and `cannot-model`; none means all three. A suppression
/// that suppresses nothing is reported, so stale ones do not pile up.
struct ScanSuppressions {
    struct Suppression {
        var file: String
        /// The comment's line.
        var line: Int
        /// The lines it covers.
        var lines: ClosedRange<Int>
        /// The rule ids it covers (`sizing/differs`), empty for all.
        var rules: Set<String>
        var used = false

        func covers(_ finding: ScanFinding) -> Bool {
            finding.file.path == file && lines.contains(finding.line) && (rules.isEmpty || rules.contains(finding.ruleId))
        }
    }

    /// A comment the scan cannot read: `file:line: what`.
    struct Problem: Error {
        var file: String
        var line: Int
        var message: String
        var description: String { "\(file):\(line): warning: \(message)" }
    }

    var suppressions: [Suppression] = []
    var problems: [Problem] = []

    /// Kind names (`differs`) to rule ids (`sizing/differs`).
    static let kinds = Dictionary(uniqueKeysWithValues: ScanVerdict.problems.map { ($0.kindName, $0.ruleId) })

    /// 1. Reads every `sizing:` comment of `files`.
    init(_ files: [ScanFile]) {
        for file in files where file.holds("sizing:") {
            read(file)
        }
    }

    private mutating func read(_ file: ScanFile) {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var open: [(line: Int, rules: Set<String>)] = []
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            guard let range = raw.range(of: "// sizing:") else { continue }
            let words = raw[range.upperBound...].split(separator: " ").map(String.init)
            guard let command = words.first else { continue }
            var rules: Set<String> = []
            for word in words.dropFirst() {
                guard let rule = Self.kinds[word] else {
                    problems.append(Problem(file: file.path, line: number, message: "sizing:\(command) names an unknown kind '\(word)'\(Suggestions.didYouMean(word, in: Self.kinds.keys)); kinds are \(ScanVerdict.problems.map(\.kindName).joined(separator: ", "))"))
                    continue
                }
                rules.insert(rule)
            }
            switch command {
            case "disable-next-line":
                let target = Self.nextDeclarationLine(after: index, in: lines)
                suppressions.append(Suppression(file: file.path, line: number, lines: target...target, rules: rules))
            case "disable":
                open.append((number, rules))
            case "enable":
                guard let start = open.popLast() else {
                    problems.append(Problem(file: file.path, line: number, message: "sizing:enable without a sizing:disable above it"))
                    continue
                }
                suppressions.append(Suppression(file: file.path, line: start.line, lines: start.line...number, rules: start.rules))
            default:
                problems.append(Problem(file: file.path, line: number, message: "unknown command sizing:\(command)\(Suggestions.didYouMean(command, in: ["disable-next-line", "disable", "enable"]))"))
            }
        }
        for start in open {
            suppressions.append(Suppression(file: file.path, line: start.line, lines: start.line...max(start.line, lines.count), rules: start.rules))
        }
    }

    /// The first line after `index` (0-based) that holds code: not blank, a comment or an attribute.
    static func nextDeclarationLine(after index: Int, in lines: [String]) -> Int {
        var i = index + 1
        while i < lines.count {
            let line = lines[i].drop { $0 == " " || $0 == "\t" }
            if !(line.isEmpty || line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*") || line.hasPrefix("@")) { return i + 1 }
            i += 1
        }
        return lines.count
    }

    /// 2. The findings no suppression covers; each suppression that covered one is marked used.
    mutating func apply(to findings: [ScanFinding]) -> (kept: [ScanFinding], suppressed: Int) {
        var kept: [ScanFinding] = []
        var suppressed = 0
        for finding in findings {
            guard finding.verdict != .matches, !finding.fixed,
                  let i = suppressions.firstIndex(where: { $0.covers(finding) }) else {
                kept.append(finding)
                continue
            }
            suppressions[i].used = true
            suppressed += 1
        }
        return (kept, suppressed)
    }

    /// 3. What to warn about: unreadable comments and suppressions that covered nothing.
    var warnings: [String] {
        problems.map(\.description)
            + suppressions.filter { !$0.used }.map { "\($0.file):\($0.line): warning: this sizing suppression suppresses nothing; remove it" }
    }
}
