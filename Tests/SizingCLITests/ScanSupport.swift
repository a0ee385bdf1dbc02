import Foundation
import XCTest

/// Runs the built `sizing` binary (``CLIPaths/binary()``: `$SIZING_BINARY`, else next to the
/// test bundle) as a subprocess for the scan tests.
enum ScanRunner {
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static let packageRoot = CLIPaths.packageRoot

    static let fixtures = packageRoot.appendingPathComponent("Tests/SizingCLITests/ScanFixtures")

    static func binary() throws -> URL { try CLIPaths.binary() }

    /// The scan cache of this test process (a temporary folder, not the user's): runs after the
    /// first read it, so the tests that compare output also check the cache gives the same.
    /// Removed when the test process exits, so that runs do not pile caches up in the temporary folder.
    static let cacheFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-test-cache-\(ProcessInfo.processInfo.processIdentifier)")
        atexit { try? FileManager.default.removeItem(at: ScanRunner.cacheFolder) }
        return folder
    }()

    /// Runs `sizing args…` in `directory` with `SIZING_DB=db`, colour off, and `environment`
    /// added (`SIZING_CACHE_DIR` is ``cacheFolder`` unless given).
    static func run(_ args: [String], in directory: URL, db: URL, environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = args
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SIZING_DB"] = db.path
        environment["NO_COLOR"] = "1"
        environment["SIZING_CACHE_DIR"] = cacheFolder.path
        environment.merge(extra) { _, given in given }
        process.environment = environment
        // stdout through a pipe, stderr into a file (two pipes would need a second reader).
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-scan-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let errHandle = try FileHandle(forWritingTo: errURL)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errHandle
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errHandle.close()
        let errData = try Data(contentsOf: errURL)
        return Run(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
    }

    /// A fresh temporary folder (removed by the caller's `addTeardownBlock`).
    static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A copy of the fixture project in a temporary folder; returns the folder holding `Project`.
    static func projectCopy(_ test: XCTestCase) throws -> URL {
        let dir = try temporaryDirectory(test)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Project"), to: dir.appendingPathComponent("Project"))
        return dir
    }

    static func findings(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try XCTUnwrap(object?["findings"] as? [[String: Any]], "no findings array in \(json.prefix(200))")
    }
}
