import Foundation
import SizingScan

/// Runs the scan in this process the way `sizing scan` does (options → configuration → run →
/// report → exit status), so the scan's tests need no binary: the report goes to `stdout`, the
/// messages to `stderr`, each line ended as the command's `Output` ends it, and the status is the
/// command's (0, 1 on a failing finding or a refused fix, 64 for a bad configuration).
///
/// The scan works relative to the current folder, as the command does (paths in findings stay
/// as given). A scan runs in its folder on a thread with a current folder of its own, so the
/// suites (and the other targets' tests) may run in parallel.
enum ScanHarness {
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// Tests/SizingScanTests/<this file> → three levels up.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture project and its goldens, shared with the end-to-end tests by path.
    static let fixtures = packageRoot.appendingPathComponent("Tests/SizingCLITests/ScanFixtures")

    /// The scan cache of this test process (a temporary folder, not the user's): runs after the
    /// first read it, so the tests that compare output also check the cache gives the same.
    /// Removed when the test process exits, so that runs do not pile caches up in the temporary folder.
    static let cacheFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-scan-test-cache-\(ProcessInfo.processInfo.processIdentifier)")
        atexit { try? FileManager.default.removeItem(at: ScanHarness.cacheFolder) }
        return folder
    }()

    private static let lock = NSLock()

    /// The options of `sizing scan` the tests use, read from its arguments.
    struct Options {
        var paths: [String] = []
        var config: String?
        var printConfig = false
        var format = ScanFormat.text
        var requireDocs = false
        var strict = false
        var baseline: String?
        var writeBaseline: String?
        var fix = false
        var noCache = false
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var verbose = false
        var platform: String?
        var defines: [String] = []
        var allowUnknownModifiers = false
        var viewTimeLimit: Double?
        var stress = false

        init(_ arguments: [String]) throws {
            var rest = arguments[...]
            func value(_ option: String) throws -> String {
                guard let next = rest.popFirst() else { throw ScanError(message: "\(option): give a value", exitCode: 64) }
                return next
            }
            while let argument = rest.popFirst() {
                switch argument {
                case "--config": config = try value(argument)
                case "--print-config": printConfig = true
                case "--format":
                    let name = try value(argument)
                    guard let known = ScanFormat(rawValue: name) else { throw ScanError(message: "--format \(name): unknown", exitCode: 64) }
                    format = known
                case "--require-docs": requireDocs = true
                case "--strict": strict = true
                case "--baseline": baseline = try value(argument)
                case "--write-baseline": writeBaseline = try value(argument)
                case "--fix": fix = true
                case "--no-cache": noCache = true
                case "--jobs": jobs = Int(try value(argument)) ?? 0
                case "--verbose": verbose = true
                case "--platform": platform = try value(argument)
                case "--define": defines.append(try value(argument))
                case "--allow-unknown-modifiers": allowUnknownModifiers = true
                case "--view-time-limit": viewTimeLimit = Double(try value(argument))
                case "--stress": stress = true
                default:
                    guard !argument.hasPrefix("-") else { throw ScanError(message: "\(argument): not an option the harness knows", exitCode: 64) }
                    paths.append(argument)
                }
            }
        }
    }

    /// `sizing scan ARGUMENTS` in `directory`, in this process, with `cache` as the scan cache
    /// (``cacheFolder`` unless given).
    static func scan(_ arguments: [String], in directory: URL, cache: URL? = nil) -> Run {
        // The body does not throw.
        try! inFolder(directory) { scanHere(arguments, cache: cache) }
    }

    /// `body` with `directory` as its current folder: on a thread of its own that has its own
    /// current folder (Linux's `unshare(CLONE_FS)`), so that no other test, nor a process another
    /// test starts, sees the change; one at a time. The thread has the 8 MiB stack a main thread
    /// has (deep view trees).
    static func inFolder<T>(_ directory: URL, _ body: @escaping () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let work = FolderWork(directory: directory, body: body)
        let thread = Thread { work.run() }
        thread.stackSize = 8 << 20
        thread.start()
        work.done.wait()
        return try work.result!.get()
    }

    /// The body of ``inFolder(_:_:)`` and its result, shared with its thread.
    private final class FolderWork<T>: @unchecked Sendable {
        let directory: URL
        let body: () throws -> T
        var result: Result<T, Error>?
        let done = DispatchSemaphore(value: 0)

        init(directory: URL, body: @escaping () throws -> T) {
            self.directory = directory
            self.body = body
        }

        func run() {
            defer { done.signal() }
            guard cUnshare(0x0000_0200) == 0 else {  // CLONE_FS
                result = .failure(ScanError(message: "unshare(CLONE_FS): \(String(cString: strerror(errno)))"))
                return
            }
            guard chdir(directory.path) == 0 else {
                result = .failure(ScanError(message: "cannot change to \(directory.path)"))
                return
            }
            result = Result { try body() }
        }
    }

    static func scanHere(_ arguments: [String], cache: URL?) -> Run {
        let output = Output()
        let status: Int32
        do {
            status = try run(Options(arguments), cache: cache ?? cacheFolder, output)
        } catch let problems as ScanConfigurationFile.Problems {
            for line in problems.lines { output.message(line) }
            status = 64
        } catch let error as ScanError {
            output.message("error: \(error.message)")
            status = error.exitCode
        } catch {
            output.message("error: \(error)")
            status = 1
        }
        return Run(stdout: output.stdout, stderr: output.stderr, status: status)
    }

    /// The command's steps, each a call of the library.
    static func run(_ options: Options, cache: URL, _ output: Output) throws -> Int32 {
        // The configuration.
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let file = try options.config ?? ScanConfigurationFile.find(for: paths)
        if options.paths.isEmpty, file == nil, !options.printConfig {
            throw ScanError(message: "give at least one file or folder to scan (or put a \(ScanConfiguration.fileName) in this folder or above it)", exitCode: 64)
        }
        var configuration = try ScanConfigurationFile.configuration(file)
        try configuration.apply(platform: options.platform, defines: options.defines, requireDocs: options.requireDocs, strict: options.strict, allowUnknownModifiers: options.allowUnknownModifiers, viewTimeLimit: options.viewTimeLimit)
        if options.stress { configuration.applyStress() }
        if options.printConfig {
            output.data(configuration.printed)
            return 0
        }
        // The run.
        var request = ScanRequest(paths: paths, configuration: configuration)
        request.fix = options.fix
        request.useCache = !options.noCache
        request.jobs = options.jobs
        request.verbose = options.verbose
        request.tool = "sizing tests"
        request.environment = ["SIZING_CACHE_DIR": cache.path]
        var result = try request.run(messages: output.message)
        // The baseline, the report, the summary.
        if let writeBaseline = options.writeBaseline {
            try Data(result.baselineText.utf8).write(to: URL(fileURLWithPath: writeBaseline))
            output.message("wrote the baseline \(writeBaseline) (\(result.baselineCount) findings)")
        }
        if let baseline = options.baseline { try result.applyBaseline(at: baseline) }
        let report = result.report(options.format)
        if !report.isEmpty { output.data(report) }
        output.message(result.summary)
        return result.fails ? 1 : 0
    }

    /// What the command's `Output` would have written.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var stdout = ""
        private(set) var stderr = ""

        func data(_ text: String) {
            lock.lock()
            defer { lock.unlock() }
            stdout += text.hasSuffix("\n") ? text : text + "\n"
        }

        func message(_ text: String) {
            lock.lock()
            defer { lock.unlock() }
            stderr += text.hasSuffix("\n") ? text : text + "\n"
        }
    }

    /// A fresh temporary folder, removed when the value goes.
    final class Folder {
        let url: URL
        var path: String { url.path }

        init(_ prefix: String = "sizing-scan") throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }
    }

    /// A copy of the fixture project in a temporary folder; its `Project` is the fixture.
    static func projectCopy() throws -> Folder {
        let folder = try Folder()
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Project"), to: folder.appendingPathComponent("Project"))
        return folder
    }

    static func findings(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        guard let list = object?["findings"] as? [[String: Any]] else { throw ScanError(message: "no findings array in \(json.prefix(200))") }
        return list
    }

    /// Compares with ScanFixtures/Goldens/NAME (SIZING_RECORD_GOLDEN=1 records it); nil when
    /// equal, else where they first differ.
    static func goldenDifference(_ name: String, _ actual: String) throws -> String? {
        let url = fixtures.appendingPathComponent("Goldens/\(name)")
        if ProcessInfo.processInfo.environment["SIZING_RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard expected != actual else { return nil }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        return """
            \(name) differs from the golden at line \(first + 1) (SIZING_RECORD_GOLDEN=1 rewrites it after review):
            golden: \(first < e.count ? String(e[first]) : "<end>")
            actual: \(first < a.count ? String(a[first]) : "<end>")
            """
    }
}

// Glibc's module does not export unshare(2) (a GNU extension); declared by hand.
@_silgen_name("unshare")
private func cUnshare(_ flags: Int32) -> Int32
