import LayoutCore
import SwiftUISource

/// A finding's answer on one platform, where the platforms its file is built for answer
/// differently (`iOS: h-exp, v-hug; macOS: h-hug, v-hug`).
public struct PlatformAnswer: Hashable, Sendable, CustomStringConvertible {
    public var platform: String
    /// Nil where the platform could not build the view.
    public var derived: AxisBehaviors?
    public var exceptions: [ScanException]

    /// `macOS: h-hug, v-hug (h-hug, v-exp when items = empty)`
    public var description: String {
        "\(platform): \(derived.map(\.description) ?? "—")" + (exceptions.isEmpty ? "" : " (" + exceptions.map(\.description).joined(separator: "; ") + ")")
    }
}

/// One finding per unit out of its findings on each platform of its file.
///
/// Steps of ``merge(_:)``:
/// 1. the findings of one unit (same file, position and name), in the file's platform order;
/// 2. one finding: the first platform's, its answer compared with the doc comment;
/// 3. where another platform answers otherwise, every platform's answer beside it.
enum PlatformMerge {
    /// `findings` by platform, each platform's in any order; the result in no particular order.
    static func merge(_ findings: [(platform: String, findings: [ScanFinding])]) -> [ScanFinding] {
        // 1.
        var order: [String] = []
        var byUnit: [String: [(platform: String, finding: ScanFinding)]] = [:]
        for (platform, list) in findings {
            for f in list {
                let key = ScanEvaluation.key(f)
                if byUnit[key] == nil { order.append(key) }
                byUnit[key, default: []].append((platform, f))
            }
        }
        return order.map { key in
            let answers = byUnit[key]!
            // 2.
            var merged = answers[0].finding
            // Each platform lays out on its own devices; a finding taken from another platform
            // (alike trees) brings that platform's breaks again.
            var seen = Set<String>()
            merged.breaks = answers.flatMap(\.finding.breaks).filter { seen.insert($0.identity + "\u{1F}" + $0.configuration.description).inserted }
            // 3.
            let distinct = Set(answers.map { PlatformAnswer(platform: "", derived: $0.finding.derived, exceptions: $0.finding.exceptions) })
            if distinct.count > 1 {
                merged.platformAnswers = answers.map { PlatformAnswer(platform: $0.platform, derived: $0.finding.derived, exceptions: $0.finding.exceptions) }
                merged.assumptions = Array(Set(answers.flatMap(\.finding.assumptions))).sorted()
            }
            return merged
        }
    }
}
