import Foundation
import XCTest

// End-to-end golden tests: the BUILT `sizing` binary runs as a subprocess and its whole stdout,
// stderr and exit code are compared with files under Tests/SizingCLITests/Golden/.
//
// Case format: one folder per case, Golden/<group>/<case>/, holding
//   args     the command-line arguments, one per line, exactly as given (no shell quoting).
//            Lines starting with `#` are comments: say there where every expected number comes
//            from (`seed 000`…, `model`, `published SwiftUI observation (URL)`).
//            `<db>` is replaced by the case's temporary database path, `<tmp>` by its temporary
//            folder and `<case>` by the case folder (for `--file <case>/view.swift`).
//   stdin    optional: fed to standard input (otherwise standard input is empty, /dev/null).
//   env      optional: KEY=VALUE lines added to the child's environment (`<tmp>`/`<case>` expanded).
//   db       optional: bytes written to the temporary database path before the run; the test
//            then also checks that the run left them unchanged (the "not a database" cases).
//   exit     the expected exit code.
//   stdout   the expected standard output, whole.
//   stderr   the expected standard error, whole.
//   out.NAME optional: the expected contents of <tmp>/NAME after the run (files a command writes).
//
// In stdout/stderr/out.* the only normalisation is of what truly varies between runs: the
// temporary database path → `<db>`, the temporary folder → `<tmp>`, the case folder → `<case>`,
// and ISO 8601 timestamps (when the catalog derived its rows) → `<timestamp>`.
//
// A missing or different expected file fails. To (re)record, run
//   SIZING_RECORD_GOLDEN=1 swift test --filter SizingCLITests
// and review the diff before committing; recording never happens without that variable.

/// Where the package, the goldens and the built binary are.
enum CLIPaths {
    /// Tests/SizingCLITests/<this file> → three levels up.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let golden = packageRoot.appendingPathComponent("Tests/SizingCLITests/Golden", isDirectory: true)

    /// The `sizing` executable: `$SIZING_BINARY`, else next to the test bundle (SwiftPM puts
    /// products and the .xctest in the same folder; the test target depends on `sizing`, so it
    /// is built first), else `.build/debug/sizing` under the package root.
    static func binary() throws -> URL {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["SIZING_BINARY"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        for bundle in [Bundle.main.executableURL, Bundle(for: GoldenMarker.self).bundleURL] {
            guard var folder = bundle?.deletingLastPathComponent() else { continue }
            // On macOS the bundle is Foo.xctest/Contents/MacOS/Foo: climb out of the .xctest.
            while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
            candidates.append(folder.appendingPathComponent("sizing"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/sizing"))
        if let found = candidates.first(where: { fm.isExecutableFile(atPath: $0.path) }) { return found }
        throw GoldenError("the sizing binary was not found; looked at:\n  "
            + candidates.map(\.path).joined(separator: "\n  ")
            + "\nbuild it with `swift build --product sizing` or set SIZING_BINARY")
    }
}

private final class GoldenMarker {}

struct GoldenError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One run of the binary.
struct CLIRun {
    var exitCode: Int32
    var stdout: Data
    var stderr: Data
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// A temporary folder with a database path inside, removed at the end.
final class CLISandbox {
    let folder: URL
    var db: String { folder.appendingPathComponent("catalog.sqlite").path }
    var tmp: String { folder.path }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizing-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `sizing` with `arguments`, `stdin` (empty when nil) and a clean environment that
    /// points every catalog lookup at this sandbox.
    func run(_ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:], timeout: TimeInterval = 120) throws -> CLIRun {
        let process = Process()
        process.executableURL = try CLIPaths.binary()
        process.arguments = arguments
        var environment: [String: String] = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": folder.appendingPathComponent("home").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("xdg").path,
            "SIZING_DB": db,
            "COLUMNS": "100",
            "LANG": "C.UTF-8",
        ]
        environment.merge(extra) { $1 }
        process.environment = environment
        process.currentDirectoryURL = folder

        // Files, not pipes: no deadlock whatever the output size.
        let outURL = folder.appendingPathComponent(".stdout"), errURL = folder.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let inURL = folder.appendingPathComponent(".stdin")
            try stdin.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        }

        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw GoldenError("sizing \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw GoldenError("sizing \(arguments.joined(separator: " ")) was killed by signal \(process.terminationStatus)\nstderr:\n"
                + String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
        }
        return CLIRun(exitCode: process.terminationStatus, stdout: try Data(contentsOf: outURL), stderr: try Data(contentsOf: errURL))
    }

    /// Replaces what varies from run to run with placeholders.
    func normalise(_ text: String, caseFolder: URL? = nil) -> String {
        var text = text.replacingOccurrences(of: db, with: "<db>").replacingOccurrences(of: tmp, with: "<tmp>")
        // The temporary directory may be reached through a symlink (/tmp → /private/tmp).
        let resolved = folder.resolvingSymlinksInPath().path
        if resolved != tmp { text = text.replacingOccurrences(of: resolved, with: "<tmp>") }
        if let caseFolder { text = text.replacingOccurrences(of: caseFolder.path, with: "<case>") }
        // When the catalog derived its rows (export --format json's `derivedAt`): the clock.
        text = text.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"#, with: "<timestamp>", options: .regularExpression)
        return text
    }
}

/// A golden case folder, read.
struct GoldenCase {
    let name: String
    let folder: URL

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }
    func text(_ name: String) throws -> String { try String(contentsOf: file(name), encoding: .utf8) }

    func arguments(_ sandbox: CLISandbox) throws -> [String] {
        guard exists("args") else { throw GoldenError("\(folder.path): no `args` file") }
        return try text("args").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { expand($0, sandbox) }
    }

    func expand(_ s: String, _ sandbox: CLISandbox) -> String {
        s.replacingOccurrences(of: "<db>", with: sandbox.db).replacingOccurrences(of: "<tmp>", with: sandbox.tmp)
            .replacingOccurrences(of: "<case>", with: folder.path)
    }

    func environment(_ sandbox: CLISandbox) throws -> [String: String] {
        guard exists("env") else { return [:] }
        var result: [String: String] = [:]
        for line in try text("env").split(separator: "\n") where !line.hasPrefix("#") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            result[String(line[..<eq])] = expand(String(line[line.index(after: eq)...]), sandbox)
        }
        return result
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["SIZING_RECORD_GOLDEN"] == "1" }

    /// Runs the case and returns every mismatch (empty when it passes). Records missing or
    /// different expectations instead when SIZING_RECORD_GOLDEN=1.
    func check() -> [String] {
        do {
            let sandbox = try CLISandbox()
            let arguments = try arguments(sandbox)
            let stdin = exists("stdin") ? try Data(contentsOf: file("stdin")) : nil
            var dbBytes: Data?
            if exists("db") {
                dbBytes = try Data(contentsOf: file("db"))
                try dbBytes!.write(to: URL(fileURLWithPath: sandbox.db))
            }
            let run = try sandbox.run(arguments, stdin: stdin, environment: try environment(sandbox))
            var actual: [(String, String)] = [
                ("exit", "\(run.exitCode)\n"),
                ("stdout", sandbox.normalise(run.stdoutText, caseFolder: folder)),
                ("stderr", sandbox.normalise(run.stderrText, caseFolder: folder)),
            ]
            let expectedFiles = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in expectedFiles.sorted() where name.hasPrefix("out.") {
                let written = sandbox.folder.appendingPathComponent(String(name.dropFirst(4)))
                let contents = (try? String(contentsOf: written, encoding: .utf8)) ?? "<missing: the command wrote no \(written.lastPathComponent)>\n"
                actual.append((name, sandbox.normalise(contents, caseFolder: folder)))
            }
            var failures: [String] = []
            if let dbBytes {
                let after = try? Data(contentsOf: URL(fileURLWithPath: sandbox.db))
                if after != dbBytes { failures.append("the run changed the bytes of the file given as the database (\(dbBytes.count) bytes before, \(after?.count ?? -1) after)") }
            }
            for (name, value) in actual {
                let expected = try? String(contentsOf: file(name), encoding: .utf8)
                if expected == value { continue }
                if Self.recording {
                    try value.write(to: file(name), atomically: true, encoding: .utf8)
                    print("recorded \(folder.lastPathComponent)/\(name)")
                    continue
                }
                if let expected {
                    failures.append("\(name) differs:\n" + Self.diff(expected: expected, actual: value))
                } else {
                    failures.append("missing golden file \(file(name).path); the run gave:\n\(value)\n"
                        + "record it with `SIZING_RECORD_GOLDEN=1 swift test --filter SizingCLITests` and review it before committing")
                }
            }
            return failures
        } catch {
            return ["\(error)"]
        }
    }

    /// A line diff small enough to read in a test log: the first differing line with context.
    static func diff(expected: String, actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        var first = 0
        while first < min(e.count, a.count), e[first] == a[first] { first += 1 }
        let from = max(0, first - 2)
        var out = ["first difference at line \(first + 1) (expected \(e.count) lines, got \(a.count))"]
        for i in from..<min(max(e.count, a.count), first + 6) {
            let el = i < e.count ? e[i] : "<end>", al = i < a.count ? a[i] : "<end>"
            if el == al { out.append("    \(el)") } else { out.append("  - \(el)"); out.append("  + \(al)") }
        }
        return out.joined(separator: "\n")
    }
}

extension XCTestCase {
    /// Every case folder of Golden/<group>/, sorted.
    func goldenCases(_ group: String) throws -> [GoldenCase] {
        let folder = CLIPaths.golden.appendingPathComponent(group, isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        return names.map { GoldenCase(name: "\(group)/\($0)", folder: folder.appendingPathComponent($0, isDirectory: true)) }
    }

    /// Runs every case of a group; each mismatch is its own failure naming the case.
    func runGoldenGroup(_ group: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let cases = try goldenCases(group)
        XCTAssertFalse(cases.isEmpty, "no golden cases in Golden/\(group)", file: file, line: line)
        for goldenCase in cases {
            for failure in goldenCase.check() {
                XCTFail("[\(goldenCase.name)] \(failure)", file: file, line: line)
            }
        }
    }
}
