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
