import Foundation

/// A child process run to its end, its standard output and error together: what the LSP client
/// and plugin tests run (`python3 -m pytest`, `swift build`).
enum ProcessOutput {
    /// Runs `/usr/bin/env arguments…` in `folder` with `environment`, standard input closed; the
    /// output goes through a file (a pipe nobody reads while the child runs could fill and stop it).
    static func run(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-test-output-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}
