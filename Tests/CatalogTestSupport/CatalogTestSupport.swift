import Foundation

/// Paths of the package and of the shared seeds beside it, found from this file.
public enum PackagePaths {
    /// The package root: Tests/CatalogTestSupport/<this file> → three levels up.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Seed 002 (the taxonomy article), in `../shared/seeds` beside the checkout (present on CI).
    public static let seed002 = root.deletingLastPathComponent()
        .appendingPathComponent("shared/seeds/002_2348cbbf20e7ca07.txt")
}

/// Row counts of the seed files (`seed/*.tsv`), the source of truth for what a new catalog holds.
public enum SeedCounts {
    /// The data rows of `seed/<file>` (comment and header lines skipped), optionally only those
    /// whose second column is `column2`.
    public static func rows(_ file: String, column2: String? = nil) -> Int {
        let url = PackagePaths.root.appendingPathComponent("seed/\(file)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return -1 }
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return lines.filter { line in column2 == nil || line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst().first.map(String.init) == column2 }.count
    }
    /// Every built-in entry.
    public static let entries = rows("entry.tsv")
    /// The entries of the "Beyond the Article" section.
    public static let beyondTheArticle = rows("entry.tsv", column2: "beyond-the-article")
    /// The rows of seed 002's rule tables.
    public static let ruleRows = rows("ruleRow.tsv")
}
