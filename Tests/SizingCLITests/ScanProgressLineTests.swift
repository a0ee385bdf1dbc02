import Foundation
import Testing

/// `sizing scan`'s progress line (issue 43): drawn on standard error when it is a terminal (a
/// pseudo-terminal here), cleared at the end; never on a pipe, with `--no-progress`, or when
/// `CI` is set; `--progress` draws it anywhere. The scan uses `--no-cache` so that its files are
/// indexed (a scan wholly from the cache has nothing to show).
@Suite struct ScanProgressLineTests {
    /// What one run wrote: standard output (a pipe) and standard error (a terminal or a file).
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static let clearing = "\r\u{1B}[K"

    static func project() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for i in 1...3 {
            try "struct Row\(i): View { var body: some View { HStack { Text(\"\(i)\"); Spacer() } } }\n"
                .write(to: dir.appendingPathComponent("Row\(i).swift"), atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// Runs `sizing ARGUMENTS` in `directory`, standard error on a new pseudo-terminal when
    /// `terminal`, else in a file (as a pipe would take it); `CI` unset unless given.
    static func run(_ arguments: [String], in directory: URL, terminal: Bool, environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try CLIPaths.binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        environment["SIZING_DB"] = directory.appendingPathComponent("catalog.sqlite").path
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out

        var slave: FileHandle?
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-progress-err-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errURL) }
        let master = terminal ? try PseudoTerminal.open() : (master: Int32(-1), slave: Int32(-1))
        if terminal {
            slave = FileHandle(fileDescriptor: master.slave, closeOnDealloc: true)
            process.standardError = slave
        } else {
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errURL)
        }
        // The terminal is read while the scan runs (its buffer is small).
        let collected = Collected()
        let masterFD = master.master
        let reader = terminal ? Thread { collected.readAll(masterFD) } : nil
        reader?.start()
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var stderr: String
        if terminal {
            try slave?.close()  // the reader sees the end (EIO) once no one holds the terminal open
            collected.finished.wait()
            close(masterFD)
            stderr = String(decoding: collected.bytes, as: UTF8.self)
        } else {
            stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        }
        return Run(stdout: String(decoding: outData, as: UTF8.self), stderr: stderr, status: process.terminationStatus)
    }

    /// A new pseudo-terminal: the C library's `posix_openpt`, `grantpt`, `unlockpt` and
    /// `ptsname`, looked up at run time (Glibc's module map leaves them out).
    enum PseudoTerminal {
        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        static func function<T>(_ name: String, as type: T.Type) throws -> T {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { throw Failure(description: "\(name) not found") }
            return unsafeBitCast(symbol, to: type)
        }

        static func open() throws -> (master: Int32, slave: Int32) {
            let openpt = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
            let grant = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
            let unlock = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
            let name = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
            let master = openpt(O_RDWR | O_NOCTTY)
            guard master >= 0, grant(master) == 0, unlock(master) == 0, let path = name(master) else {
                throw Failure(description: "no pseudo-terminal: errno \(errno)")
            }
            let slave = Glibc.open(path, O_RDWR | O_NOCTTY)
            guard slave >= 0 else { throw Failure(description: "\(String(cString: path)): errno \(errno)") }
            return (master, slave)
        }
    }

    final class Collected: @unchecked Sendable {
        var bytes: [UInt8] = []
        let finished = DispatchSemaphore(value: 0)
        func readAll(_ fd: Int32) {
            defer { finished.signal() }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(fd, &buffer, buffer.count)
                if n > 0 { bytes += buffer[0..<n]; continue }
                if n < 0 && errno == EINTR { continue }
                return
            }
        }
    }

    @Test func onATerminalTheLineIsDrawnAndClearedBeforeTheSummary() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Self.run(["scan", ".", "--no-cache", "--format", "json"], in: dir, terminal: true)
        #expect(run.status == 0, "\(run.stderr)")
        // Three files, drawn at once on the first event.
        #expect(run.stderr.contains(Self.clearing + "sizing scan: 1 of 3 files indexed"), "\(run.stderr.debugDescription)")
        // Cleared before the summary (the terminal turns \n into \r\n).
        let summary = try #require(run.stderr.range(of: "3 findings in 3 files"), "\(run.stderr.debugDescription)")
        let before = run.stderr[..<summary.lowerBound]
        #expect(before.hasSuffix(Self.clearing), "\(run.stderr.debugDescription)")
        // The data is untouched: JSON on standard output, nothing of the line in it.
        #expect(!run.stdout.contains("sizing scan:") && !run.stdout.contains("\u{1B}"))
        #expect(run.stdout.hasPrefix("{"))
    }

    @Test func onAPipeNothingIsDrawn() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Self.run(["scan", ".", "--no-cache"], in: dir, terminal: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("sizing scan:") && !run.stderr.contains("\r"), "\(run.stderr.debugDescription)")
        #expect(run.stderr.contains("3 findings in 3 files"))
    }

    @Test(arguments: [(["--no-progress"], [String: String]()), ([], ["CI": "true"])])
    func onATerminalNoProgressOrCIDrawsNothing(_ options: [String], _ environment: [String: String]) throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Self.run(["scan", ".", "--no-cache"] + options, in: dir, terminal: true, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("sizing scan:") && !run.stderr.contains("\u{1B}"), "\(run.stderr.debugDescription)")
        #expect(run.stderr.contains("3 findings in 3 files"))
    }

    @Test func progressDrawsItOnAPipeToo() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Self.run(["scan", ".", "--no-cache", "--progress"], in: dir, terminal: false, environment: ["CI": "1"])
        #expect(run.stderr.contains(Self.clearing + "sizing scan: 1 of 3 files indexed"), "\(run.stderr.debugDescription)")
        #expect(run.stderr.contains(Self.clearing + "3 findings in 3 files"), "\(run.stderr.debugDescription)")
    }
}
