import Foundation

/// Runs the built `sizing` for the tests of what the user owns (source files, outputs, streams,
/// folders), in a ``CLISandbox``, with the standard streams each test needs: files by default,
/// a shell redirection (`>&-`, `2>&-`, `<&-`, `> /dev/full`) applied by `/bin/sh`, or a pipe
/// whose reading end is closed before the start (so every write to stdout is an EPIPE); as
/// another user (setpriv) or with a file-size limit (prlimit), where the machine has them.
enum SafetyRunner {
    /// One finished run.
    struct Run {
        var status: Int32
        /// Whether a signal ended the process (then `status` is the signal).
        var signaled: Bool
        var stdout: String
        var stderr: String
    }

    static func environment(_ sandbox: CLISandbox, _ extra: [String: String]) -> [String: String] {
        var environment: [String: String] = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": sandbox.folder.appendingPathComponent("home").path,
            "XDG_DATA_HOME": sandbox.folder.appendingPathComponent("xdg").path,
            "SIZING_DB": sandbox.db, "NO_COLOR": "1", "LANG": "C.UTF-8",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// The process, not started: `sizing arguments…` in the sandbox, under `/bin/sh` when
    /// `redirection` is given, as user `asUser` (a uid, through setpriv) when given.
    static func process(_ arguments: [String], in sandbox: CLISandbox, redirection: String? = nil, asUser: Int? = nil, fileSizeLimit: Int? = nil, environment extra: [String: String] = [:]) throws -> Process {
        let process = Process()
        let binary = try CLIPaths.binary().path
        var command = [binary] + arguments
        if let fileSizeLimit {
            command = ["/usr/bin/prlimit", "--fsize=\(fileSizeLimit)"] + command
        }
        if let asUser {
            command = ["/usr/bin/setpriv", "--reuid=\(asUser)", "--regid=\(asUser)", "--clear-groups"] + command
        }
        if let redirection {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$@\" \(redirection)", "sh"] + command
        } else {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        }
        process.environment = environment(sandbox, extra)
        process.currentDirectoryURL = sandbox.folder
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        return process
    }

    /// Runs to the end; stdout and stderr into files (or stdout into a pipe nobody reads when
    /// `brokenPipe`).
    static func run(_ arguments: [String], in sandbox: CLISandbox, redirection: String? = nil, brokenPipe: Bool = false, asUser: Int? = nil, fileSizeLimit: Int? = nil, environment extra: [String: String] = [:]) throws -> Run {
        let process = try process(arguments, in: sandbox, redirection: redirection, asUser: asUser, fileSizeLimit: fileSizeLimit, environment: extra)
        let id = UUID().uuidString
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-safety-out-\(id)")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-safety-err-\(id)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardError = err
        if brokenPipe {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe.fileHandleForWriting
            try process.run()
            try pipe.fileHandleForWriting.close()
        } else {
            process.standardOutput = out
            try process.run()
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Starts `sizing` with `SIZING_TEST_HOLD_TEMPORARY_FILE` set and waits until it says it
    /// holds its temporary file; returns the process and that file's path.
    static func startHolding(_ arguments: [String], in sandbox: CLISandbox) throws -> (process: Process, temporary: String) {
        let process = try process(arguments, in: sandbox, environment: ["SIZING_TEST_HOLD_TEMPORARY_FILE": "1"])
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        var text = ""
        let marker = "holding temporary file "
        // Until the marker's whole line has arrived (or stderr ends: the command finished).
        while !(text.range(of: marker).map { text[$0.upperBound...].contains("\n") } ?? false) {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: marker), let end = text[range.upperBound...].firstIndex(of: "\n") else {
            process.waitUntilExit()
            throw GoldenError("sizing \(arguments) never held its temporary file; stderr:\n\(text)")
        }
        return (process, String(text[range.upperBound..<end]))
    }

    /// File facts the tests compare before and after.
    struct Facts: Equatable, CustomStringConvertible {
        var inode: UInt64
        var links: UInt64
        var mode: UInt32
        var uid: UInt32
        var kind: UInt32
        var description: String { "inode \(inode), \(links) links, mode \(String(mode, radix: 8)), uid \(uid), kind \(String(kind, radix: 8))" }
    }

    static func facts(_ path: String, followLinks: Bool = true) -> Facts? {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        return Facts(inode: UInt64(info.st_ino), links: UInt64(info.st_nlink), mode: UInt32(info.st_mode & 0o7777), uid: info.st_uid, kind: UInt32(info.st_mode & S_IFMT))
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The names in a folder, sorted (temporary files included: they start with a dot).
    /// The entries of `folder`, without the sandbox's own `home` and `xdg` (where the tool keeps
    /// its catalog and scan cache, not the user's files).
    static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != "home" && $0 != "xdg" }.sorted()
    }
}
