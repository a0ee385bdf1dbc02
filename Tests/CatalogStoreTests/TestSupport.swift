import Foundation
import XCTest
@testable import CatalogStore

/// The two kinds of database every test body runs on.
enum StoreKind: String, CaseIterable {
    case inMemory, file
}

/// A temporary folder removed at the end of the test.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizing-catalog-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit {
        // Restore permissions some tests remove, then delete.
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}

/// Paths of the package and of the shared seeds beside it, found from this file.
enum PackagePaths {
    /// The package root: Tests/CatalogStoreTests/<this file> → three levels up.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Seed 002 (the taxonomy article), in `../shared/seeds` beside the checkout (present on CI).
    static let seed002 = root.deletingLastPathComponent()
        .appendingPathComponent("shared/seeds/002_2348cbbf20e7ca07.txt")
}

/// Row counts of the seed files (`seed/*.tsv`), the source of truth for what a new catalog holds.
enum SeedCounts {
    /// The data rows of `seed/<file>` (comment and header lines skipped), optionally only those
    /// whose second column is `column2`.
    static func rows(_ file: String, column2: String? = nil) -> Int {
        let url = PackagePaths.root.appendingPathComponent("seed/\(file)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return -1 }
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return lines.filter { line in column2 == nil || line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst().first.map(String.init) == column2 }.count
    }
    /// Every built-in entry.
    static let entries = rows("entry.tsv")
    /// The entries of the "Beyond the Article" section.
    static let beyondTheArticle = rows("entry.tsv", column2: "beyond-the-article")
    /// The rows of seed 002's rule tables.
    static let ruleRows = rows("ruleRow.tsv")
}

extension XCTestCase {
    /// Runs `body` on a fresh in-memory catalog and on a fresh catalog in a temporary file.
    func forEachStore(
        file: StaticString = #filePath, line: UInt = #line,
        _ body: (CatalogStore, StoreKind) throws -> Void
    ) throws {
        for kind in StoreKind.allCases {
            let folder = try TemporaryFolder()
            let store: CatalogStore
            switch kind {
            case .inMemory: store = try CatalogStore.inMemory()
            case .file: store = try CatalogStore.open(path: folder.path("nested/dir/catalog.sqlite"))
            }
            do {
                try body(store, kind)
            } catch {
                XCTFail("[\(kind)] \(error)", file: file, line: line)
            }
        }
    }

    /// Opens a store of `kind` as an older build made it (up to `lastMigration`, no seed).
    func makeOldStore(_ kind: StoreKind, folder: TemporaryFolder, lastMigration: String) throws -> CatalogStore {
        switch kind {
        case .inMemory: return try CatalogStore.inMemory(migratingUpTo: lastMigration, seeding: false)
        case .file: return try CatalogStore.open(path: folder.path("old.sqlite"), migratingUpTo: lastMigration, seeding: false)
        }
    }
}

/// The bytes of a file, for "left untouched" checks.
func fileBytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// A custom-view scan result with the given name and file.
func customView(_ name: String, file: String, line: Int = 1, verdict: ScanVerdict = .undocumented) -> CustomViewInput {
    CustomViewInput(
        name: name, file: file, line: line, column: 1, kind: .view,
        derivedHorizontal: .exp, derivedVertical: .hug, verdict: verdict, reason: "",
        bodyFingerprint: "fp-\(name.count)")
}
