/// "Did you mean" suggestions: the known names closest to a misspelled one. The one edit
/// distance of the project: the front end's names, the catalog's lookups and the CLI's options.
public enum Suggestions {
    /// Levenshtein distance, case-insensitive.
    /// - Complexity: O(a·b) in the lengths of the two names.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest names: those at the smallest edit distance (within a third of the name's
    /// length, at least 2), or else those sharing a prefix of four or more characters
    /// (`topLeft` → `topLeading`). At most three, in alphabetical order.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> [String] {
        let unique = Set(candidates).filter { $0 != name }
        let limit = max(2, name.count / 3)
        // The distance is at least the difference in length: skip those out of reach before the
        // O(a·b) computation (a 1 MB identifier took 15 s against every known name).
        let length = name.count
        let scored = unique.filter { abs($0.count - length) <= limit }.map { (distance(name, $0), $0) }.filter { $0.0 <= limit }
        if let best = scored.map(\.0).min() {
            return scored.filter { $0.0 == best }.map(\.1).sorted().prefix(3).map { $0 }
        }
        func prefix(_ a: String, _ b: String) -> Int {
            zip(a.lowercased(), b.lowercased()).prefix { $0 == $1 }.count
        }
        let prefixed = unique.map { (prefix(name, $0), $0) }.filter { $0.0 >= 4 }
        guard let longest = prefixed.map(\.0).max() else { return [] }
        return prefixed.filter { $0.0 == longest }.map(\.1).sorted().prefix(3).map { $0 }
    }

    /// `; did you mean 'frame'?` or `; did you mean 'frame' or 'fixedSize'?`, or empty.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        let found = closest(to: name, in: candidates)
        guard !found.isEmpty else { return "" }
        let quoted = found.map { "'\($0)'" }
        if quoted.count == 1 { return "; did you mean \(quoted[0])?" }
        return "; did you mean " + quoted.dropLast().joined(separator: ", ") + " or \(quoted.last!)?"
    }
}
