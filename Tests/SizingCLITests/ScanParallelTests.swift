import Foundation
import XCTest

/// Issue 9, "Parallel writers": several `sizing scan --save` processes on the same database at
/// once. None may report "database is locked" (the catalog waits up to 10 s), and every finding
/// must be saved exactly once.
final class ScanParallelTests: XCTestCase {
    func testParallelScanSaveProcessesShareOneDatabase() throws {
        let project = try ScanRunner.projectCopy(self)
        let db = project.appendingPathComponent("shared/catalog.sqlite")
        let folders = ["Project/Components", "Project/Screens", "Project/Modifiers", "Project"]
        // Four processes start together on a database that does not exist yet, so they also race
        // to create it. Each scans a different part of the fixture project; the last scans it all.
        let binary = try ScanRunner.binary()
        var processes: [(process: Process, stderr: URL)] = []
        for (i, folder) in folders.enumerated() {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["scan", folder, "--save"]
            process.currentDirectoryURL = project
            var environment = ProcessInfo.processInfo.environment
            environment["SIZING_DB"] = db.path
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let stderr = project.appendingPathComponent("stderr-\(i)")
            _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: stderr)
            process.standardOutput = FileHandle.nullDevice
            processes.append((process, stderr))
        }
        for entry in processes { try entry.process.run() }
        for (i, entry) in processes.enumerated() {
            entry.process.waitUntilExit()
            let stderr = try String(contentsOf: entry.stderr, encoding: .utf8)
            // The fixture project holds a mismatching doc comment, so a scan that sees it exits 1
            // (a finding, not a failure); any other code, or a lock message, is a failure.
            XCTAssertTrue([0, 1].contains(entry.process.terminationStatus), "scan \(folders[i]) exited \(entry.process.terminationStatus): \(stderr)")
            XCTAssertFalse(stderr.contains("locked"), "scan \(folders[i]): \(stderr)")
            XCTAssertTrue(stderr.contains("saved to"), "scan \(folders[i]) did not save: \(stderr)")
        }
        // Every finding of the project is stored once (21 findings in 5 files: the fixture).
        let listed = try ScanRunner.run(["list", "--custom", "--format", "json"], in: project, db: db)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.count, 21, "fixture: 21 findings")
        let keys = Set(rows.map { "\($0["name"] ?? "")|\($0["file"] ?? "")" })
        XCTAssertEqual(keys.count, rows.count, "each (name, file) stored once")
    }
}
