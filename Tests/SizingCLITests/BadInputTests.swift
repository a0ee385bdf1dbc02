// The CLI against bad input (issue 9, "CLI"): every subcommand with bad flag values, missing
// files, unreadable files (a directory, invalid UTF-8), empty input and a closed stdout.
// The law: a clear message on stderr and a documented exit code (0 ok, 1 failure, 64 usage:
// Sources/sizing/Support/Diagnostics.swift), never a crash or a Swift runtime trap (an exit
// code ≥ 128, a signal, or "Fatal error" on stderr are failures).
// The tests run the built `sizing` binary beside the test bundle (.build/debug/sizing).
import Foundation
import XCTest

/// One run of the `sizing` binary.
struct BadInputRun: CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var signalled: Bool
    var stdout: String
    var stderr: String
    var description: String {
        "sizing \(arguments.map { $0.count > 60 ? String($0.prefix(60)) + "…" : $0 }.joined(separator: " ")) → \(signalled ? "signal" : "exit") \(status)\nstderr: \(stderr.prefix(600))"
    }
}

final class BadInputTests: XCTestCase {
    nonisolated(unsafe) static var folder: URL!
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sizing")
    }

    override class func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-badinput-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(bytes))
        }
        write("ok.swift", Array("HStack { Text(\"a\"); Color.red }".utf8))
        write("empty.swift", [])
        write("blank.swift", Array("  \n\t\n".utf8))
        write("latin1.swift", Array("Text(\"caf".utf8) + [0xE9] + Array("\")".utf8))  // invalid UTF-8
        write("garbage.swift", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
        write("nul.swift", Array("Text(\"a\u{0}b\")".utf8))
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("a-directory.swift"), withIntermediateDirectories: true)
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func path(_ name: String) -> String { Self.folder.appendingPathComponent(name).path }

    /// Runs sizing with a private catalog; `closedStdout` makes stdout a pipe whose reader is
    /// already gone (as in `sizing … | head -0`).
    func run(_ arguments: [String], stdin: Data? = nil, closedStdout: Bool = false) throws -> BadInputRun {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SIZING_DB"] = path("catalog.sqlite")
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if closedStdout { try out.fileHandleForReading.close() }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently: a full stderr pipe must not block the child.
        nonisolated(unsafe) var errData = Data()
        let errDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errDone.signal()
        }
        let outData = closedStdout ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        errDone.wait()
        process.waitUntilExit()
        return BadInputRun(
            arguments: arguments, status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs and checks the law; `expected` is the exit code the documentation promises.
    @discardableResult
    func expect(
        _ arguments: [String], _ expected: Int32, mentions: String? = nil, stdin: Data? = nil,
        closedStdout: Bool = false, quiet: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws -> BadInputRun {
        let result = try run(arguments, stdin: stdin, closedStdout: closedStdout)
        XCTAssertFalse(result.signalled, "killed by a signal: \(result)", file: file, line: line)
        XCTAssertTrue([0, 1, 64].contains(result.status), "undocumented exit code: \(result)", file: file, line: line)
        XCTAssertFalse(result.stderr.contains("Fatal error") || result.stderr.contains("Swift runtime failure"), "a trap: \(result)", file: file, line: line)
        XCTAssertEqual(result.status, expected, "\(result)", file: file, line: line)
        if quiet {
            // Quiet: the command's own notes (check's summary, trace's counts) may be there; no error.
            XCTAssertFalse(result.stderr.contains("error"), "a closed pipe ends quietly: \(result)", file: file, line: line)
        } else if expected != 0 {
            XCTAssertFalse(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "no message: \(result)", file: file, line: line)
        }
        if let mentions {
            XCTAssertTrue(result.stderr.contains(mentions), "the message mentions \(mentions): \(result)", file: file, line: line)
        }
        return result
    }

    static let layoutCommands = ["layout", "trace", "render", "probe", "resolve"]

    /// The container options for the commands that take them.
    func container(_ command: String) -> [String] {
        ["layout", "trace", "render"].contains(command) ? ["--width", "300", "--height", "200"] : []
    }
    func extra(_ command: String) -> [String] { command == "render" ? ["-o", "-"] : [] }

    func testBinaryExists() {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the CLI first: \(Self.binary.path)")
    }

    func testBadFlagValues() throws {
        for command in ["show", "list", "export", "check"] + Self.layoutCommands {
            let base = command == "show" ? ["show", "Text"] : [command]
            let code = Self.layoutCommands.contains(command) ? ["Text(\"a\")"] + container(command) + extra(command) : []
            try expect(base + code + ["--format", "bogus"], 64, mentions: "format")
            try expect(base + code + ["--color", "purple"], 64, mentions: "color")
            try expect(base + code + ["--no-such-flag"], 64, mentions: "no-such-flag")
            try expect(base + code + ["--db"], 64, mentions: "db")
        }
        for command in ["layout", "trace", "render"] {
            for value in ["abc", "-5", "nan", "1e999", ""] {
                try expect([command, "Text(\"a\")", "--width", value, "--height", "10"] + extra(command), 64, mentions: "width")
            }
            try expect([command, "Text(\"a\")", "--width", "10"] + extra(command), 64, mentions: "height")
        }
        for command in Self.layoutCommands {
            let args = [command, "Image(\"x\")"] + container(command) + extra(command)
            try expect(args + ["--image-size", "x=abc"], 64, mentions: "image-size")
            try expect(args + ["--image-size", "x=-1x2"], 64, mentions: "image-size")
            try expect(args + ["--state", "novalue"], 64, mentions: "state")
            try expect(args + ["--state", "=1"], 64, mentions: "state")
        }
        try expect(["list", "--horizontal", "sideways"], 64, mentions: "horizontal")
        try expect(["list", "--category", "weird"], 64, mentions: "category")
        try expect(["list", "--provenance", "rumour"], 64, mentions: "provenance")
        try expect(["render", "Text(\"a\")", "--width", "1", "--height", "1"], 64, mentions: "output")
        try expect(["no-such-command"], 64)
        try expect([], 0)  // help on stdout
    }

    func testABadChoiceNamesEveryValue() throws {
        // Our model: the raw values of the enums behind each choice (Options.swift, List.swift,
        // ScanReporter.swift, CatalogStore's Behavior.swift), listed by CommandLineChoice; a
        // command's formats are those it prints (FormatOption.swift).
        let choices: [([String], [String])] = [
            (["show", "Text", "--color", "purple"], ["auto", "always", "never"]),
            (["show", "Text", "--format", "bogus"], ["text", "json"]),
            (["export", "--format", "bogus"], ["markdown", "csv", "json"]),
            (["list", "--category", "weird"], ["simple", "composed"]),
            (["list", "--horizontal", "sideways"], ["exp", "hug", "neu"]),
            (["scan", ".", "--format", "bogus"], ["text", "json", "xcode", "github", "sarif", "junit", "html"]),
        ]
        for (arguments, values) in choices {
            let result = try expect(arguments, 64, mentions: arguments[arguments.count - 2].replacingOccurrences(of: "--", with: ""))
            // ArgumentParser quotes up to three values in its sentence and lists more, one a line.
            let offered = values.filter { result.stderr.contains("'\($0)'") || result.stderr.contains("  - \($0)\n") }
            XCTAssertEqual(offered, values, "\(result)")
        }
    }

    func testMissingUnreadableAndEmptyFiles() throws {
        for command in Self.layoutCommands {
            let tail = container(command) + extra(command)
            // A path that does not exist, or a folder without Swift files, is a usage error, as in `scan`.
            try expect([command, "--file", path("missing.swift")] + tail, 64, mentions: "\(path("missing.swift")): no such file or folder")
            try expect([command, path("missing.swift")] + tail, 64, mentions: "\(path("missing.swift")): no such file or folder")
            try expect([command, "--file", path("a-directory.swift")] + tail, 64, mentions: "\(path("a-directory.swift")): no Swift file in the folder")
            try expect([command, "--file", path("latin1.swift")] + tail, 1, mentions: "UTF-8")
            try expect([command, "--file", path("garbage.swift")] + tail, 1, mentions: "garbage.swift")
            try expect([command, "--file", path("empty.swift")] + tail, 1, mentions: "empty")
            try expect([command, "--file", path("blank.swift")] + tail, 1, mentions: "empty")
            try expect([command, "-"] + tail, 1, mentions: "empty", stdin: Data())
            try expect([command, "-"] + tail, 1, mentions: "UTF-8", stdin: Data([0xFF, 0xFE, 0x41]))
            try expect([command, "  "] + tail, 1, mentions: "<argument>")
            try expect([command] + tail, 64, mentions: "no SwiftUI code")
            try expect([command, "Text(\"a\")", "--file", path("ok.swift")] + tail, 64, mentions: "not both")
            let nul = try expect([command, "--file", path("nul.swift")] + tail, command == "probe" || command == "resolve" ? 0 : 0)
            _ = nul
        }
        // Output files that cannot be written name the path.
        try expect(["render", "Text(\"a\")", "--width", "10", "--height", "10", "-o", "/proc/sizing-no/x.svg"], 1, mentions: "/proc/sizing-no/x.svg")
        try expect(["render", "Text(\"a\")", "--width", "10", "--height", "10", "-o", path("a-directory.swift")], 1, mentions: "a-directory.swift")
        try expect(["export", "-o", "/proc/sizing-no/x.md"], 1, mentions: "/proc/sizing-no/x.md")
        // A catalog that cannot be opened names its path.
        for command in [["show", "Text"], ["list"], ["export"], ["check"]] {
            try expect(command + ["--db", path("a-directory.swift")], 1, mentions: path("a-directory.swift"))
            try expect(command + ["--db", path("garbage.swift")], 1, mentions: path("garbage.swift"))
            try expect(command + ["--db", "/proc/sizing-no/catalog.sqlite"], 1, mentions: "/proc/sizing-no/catalog.sqlite")
        }
        try expect(["show", ""], 1)
        try expect(["show", String(repeating: "x", count: 100_000)], 1)
        try expect(["show", "'; DROP TABLE entry; --"], 1)
    }

    /// Issue 14: the output was lost, so the exit code is 1, never success; the reader has gone,
    /// so there is nothing to say (as Unix tools end on SIGPIPE), unless the command failed anyway.
    func testClosedStdoutIsNeverACrash() throws {
        let commands: [[String]] = [
            ["list"], ["list", "--format", "json"], ["show", "Text"], ["export"], ["export", "--format", "csv"], ["check"],
            ["layout", "--file", path("ok.swift"), "--width", "300", "--height", "200"],
            ["layout", "--file", path("ok.swift"), "--width", "300", "--height", "200", "--format", "json"],
            ["trace", "--file", path("ok.swift"), "--width", "300", "--height", "200"],
            ["render", "--file", path("ok.swift"), "--width", "300", "--height", "200", "-o", "-"],
            ["probe", "--file", path("ok.swift")], ["resolve", "--file", path("ok.swift")], ["--help"],
            // A failing command with stdout closed still reports on stderr.
            ["layout", "--file", path("missing.swift"), "--width", "1", "--height", "1"],
        ]
        for arguments in commands {
            // A missing file is a usage error (64), as in `scan`; the others lost their output (1).
            let failing = arguments.contains(path("missing.swift"))
            try expect(arguments, failing ? 64 : 1, closedStdout: true, quiet: !failing)
        }
        // A big output (more than a pipe buffer) into a closed pipe.
        let wide = "VStack { " + String(repeating: "Text(\"row\"); ", count: 3_000) + "}"
        try expect(["layout", wide, "--width", "300", "--height", "nil"], 1, closedStdout: true, quiet: true)
    }

    /// Input nested beyond the limits: a clear located error (exit 1), never a stack overflow.
    /// (A 10,000-link modifier chain crashed sizing with SIGSEGV before SwiftUISource parsed on a
    /// large stack.)
    func testDeepAndHugeInputIsAnErrorNotACrash() throws {
        let chain = "Color.red" + String(repeating: ".padding(1)", count: 10_000)
        let nested = String(repeating: "VStack { ", count: 600) + "Text(\"x\")" + String(repeating: " }", count: 600)
        for command in Self.layoutCommands {
            let tail = container(command) + extra(command)
            try expect([command, "-"] + tail, 1, mentions: "<stdin>:1:", stdin: Data(chain.utf8))
            try expect([command, "-"] + tail, 1, mentions: "nest", stdin: Data(nested.utf8))
        }
        // 1 MB on one line through standard input.
        let megabyte = "Text(\"" + String(repeating: "a", count: 1 << 20) + "\")"
        try expect(["layout", "-", "--width", "300", "--height", "nil"], 0, stdin: Data(megabyte.utf8))
    }
}
