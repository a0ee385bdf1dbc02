import Foundation
import XCTest
@testable import CatalogStore

/// Files the store must refuse, naming the path, without changing a byte.
/// These are about files on disk, so they run on temporary files only (an in-memory database
/// has no file to refuse).
final class FailureTests: XCTestCase {
    /// Opens `path`, expecting a refusal; returns the error.
    func refusal(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> CatalogError? {
        do {
            _ = try CatalogStore.open(path: path)
            XCTFail("\(path) was accepted", file: file, line: line)
            return nil
        } catch {
            XCTAssertTrue(error.description.contains(path), "the message names the path: \(error)", file: file, line: line)
            return error
        }
    }

    /// A seeded catalog file, closed.
    func makeCatalogFile(_ folder: TemporaryFolder) throws -> String {
        let path = folder.path("catalog.sqlite")
        _ = try CatalogStore.open(path: path).saveScan(files: [], views: [customView("Card", file: "A.swift")])
        return path
    }

    func testNotSQLiteFileIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.sqlite")
        try Data("just some notes, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        let before = try fileBytes(path)
        guard case .notSQLite? = refusal(path) else { return XCTFail("expected notSQLite") }
        XCTAssertEqual(try fileBytes(path), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func testTruncatedDatabaseIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = try makeCatalogFile(folder)
        let whole = try fileBytes(path)
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
        let before = try fileBytes(path)
        guard case .corrupt? = refusal(path) else { return XCTFail("expected corrupt") }
        XCTAssertEqual(try fileBytes(path), before)
    }

    func testDamagedPagesAreRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = try makeCatalogFile(folder)
        var bytes = try fileBytes(path)
        let pageSize = DatabaseFileInspector.bigEndian(Array(bytes.prefix(100)), at: 16, count: 2)
        // Overwrite everything after the first page (sqlite_master) with garbage, keeping the size.
        for index in pageSize..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ 7) }
        try bytes.write(to: URL(fileURLWithPath: path))
        guard case .corrupt? = refusal(path) else { return XCTFail("expected corrupt") }
        XCTAssertEqual(try fileBytes(path), bytes)
    }

    func testNewerSchemaIsRefusedUntouchedWithItsMessage() throws {
        let folder = try TemporaryFolder()
        let path = try makeCatalogFile(folder)
        try CatalogStore.open(path: path).executeForTesting(sql: "PRAGMA user_version = 99")
        let before = try fileBytes(path)
        let error = refusal(path)
        XCTAssertEqual(error, .newerSchema(path: path, found: 99, supported: CatalogStore.schemaVersion))
        XCTAssertTrue(error?.description.contains("newer than this build") ?? false, "\(String(describing: error))")
        XCTAssertEqual(try fileBytes(path), before)
    }

    func testUnknownLaterMigrationIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = try makeCatalogFile(folder)
        // A migration a newer build applied without (yet) bumping user_version.
        try CatalogStore.open(path: path).executeForTesting(sql: "INSERT INTO grdb_migrations VALUES ('v\(CatalogStore.schemaVersion + 1)')")
        let before = try fileBytes(path)
        guard case .newerSchema? = refusal(path) else { return XCTFail("expected newerSchema") }
        XCTAssertEqual(try fileBytes(path), before)
    }

    func testOtherSQLiteDatabaseIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = try makeCatalogFile(folder)
        // Without GRDB's migration table, the tables are someone else's: never migrate them.
        try CatalogStore.open(path: path).executeForTesting(sql: "DROP TABLE grdb_migrations")
        let before = try fileBytes(path)
        guard case .notACatalog? = refusal(path) else { return XCTFail("expected notACatalog") }
        XCTAssertEqual(try fileBytes(path), before)
    }

    func testReadOnlyLocationNamesThePath() throws {
        // /proc cannot hold new folders, even for root (tests may run as root, which ignores chmod).
        let path = "/proc/sizing-catalog-test/catalog.sqlite"
        guard case .unwritableLocation? = refusal(path) else { return XCTFail("expected unwritableLocation") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testReadOnlyFolderNamesThePath() throws {
        guard getuid() != 0 else { throw XCTSkip("running as root, which can write to read-only folders") }
        let folder = try TemporaryFolder()
        let path = try makeCatalogFile(folder)
        let before = try fileBytes(path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        guard case .unwritableLocation? = refusal(path) else { return XCTFail("expected unwritableLocation") }
        XCTAssertEqual(try fileBytes(path), before)
    }
}
