import Foundation
import Testing

/// The catalog's derived rows follow the probe: a row derived by other rules (an older build's)
/// is derived again on the next command, and an up-to-date catalog is left as it is.
@Suite(.serialized) struct DerivedRefreshTests {
    /// Runs SQL on the catalog with python3's sqlite3 module (the tests link no SQLite of their
    /// own); nil when python3 is not there.
    static func sql(_ database: URL, _ statement: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            rows = db.execute(sys.argv[2]).fetchall()
            db.commit()
            print("\\n".join("|".join(str(v) for v in r) for r in rows))
            """, database.path, statement]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func rowsOfOtherRulesAreDerivedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-refresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("catalog.sqlite")
        #expect(try ScanRunner.run(["show", "Text"], in: folder, db: db).status == 0)
        guard let current = try Self.sql(db, "SELECT rulesVersion FROM derivedBehavior WHERE entryId = 'text'") else {
            print("DerivedRefreshTests: skipped, python3 with sqlite3 is needed to edit the catalog")
            return
        }
        #expect(!current.isEmpty)
        // An older build's rows: another version, another behavior.
        _ = try Self.sql(db, "UPDATE derivedBehavior SET rulesVersion = 'older-rules/0', horizontal = 'exp' WHERE entryId = 'text'")
        #expect(try Self.sql(db, "SELECT rulesVersion, horizontal FROM derivedBehavior WHERE entryId = 'text'") == "older-rules/0|exp")
        let show = try ScanRunner.run(["show", "Text"], in: folder, db: db)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("derived     h-hug, v-hug"), "\(show.stdout)")
        #expect(try Self.sql(db, "SELECT rulesVersion, horizontal FROM derivedBehavior WHERE entryId = 'text'") == "\(current)|hug")
    }
}
