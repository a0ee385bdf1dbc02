import Foundation
import Testing

/// `scan --fix` edits the user's source files like a careful editor (issue 14, class 1): same
/// inode, links, mode, owner and extended attributes; read-only files refused; no lost update;
/// no temporary file left by an interrupt; the comment where the parser reads it; a second run
/// finds nothing. Each test checks the file's bytes and identity after the run. These need the
/// binary in a process of its own (another user, a file-size limit, a lock held while it waits,
/// two runs at once, a signal); the others are in Tests/SizingScanTests/SourceFileSafetyTests.swift.
///
/// Expected texts are our model: the line `--fix` writes (`/// Intrinsic sizing behavior: …`)
/// and seed 002's behaviors for `Color` (h-exp, v-exp) and `Text` (h-hug, v-hug).
@Suite struct SourceFileSafetyTests {
    static let text = "struct Card: View {\n    var body: some View { Text(\"x\") }\n}\n"
    static let fixed = "/// Intrinsic sizing behavior: h-hug, v-hug\n" + text

    func write(_ text: String, _ name: String, in sandbox: CLISandbox) throws -> String {
        let path = sandbox.folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A file this user may not write (owned by root, mode 0644, scanned as `nobody`).
    @Test func fileThisUserMayNotWriteIsRefused() throws {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            try Test.cancel("needs root and setpriv to run sizing as another user (as a plain user, the read-only test covers this)")
        }
        let sandbox = try CLISandbox()
        chmod(sandbox.folder.path, 0o755)
        let path = try write(Self.text, "Card.swift", in: sandbox)
        chmod(path, 0o644)
        let run = try SafetyRunner.run(["scan", "Card.swift", "--fix"], in: sandbox, asUser: 65534)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("Card.swift: not fixed: cannot open it for writing (Permission denied); make it writable, or run without --fix"), "\(run.stderr)")
        do {
            let same = SafetyRunner.bytes(path) == Array(Self.text.utf8)
            #expect(same)
        }
    }

    /// A full disk (here a file-size limit, which root cannot ignore) fails on the temporary
    /// copy, before the file is touched.
    @Test func fullDiskLeavesTheFileAsItWasAndNoTemporaryFile() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") else { try Test.cancel("needs prlimit for a file-size limit") }
        let sandbox = try CLISandbox()
        // Longer than the messages, which go to a file under the same limit.
        let text = "// " + String(repeating: "A long file. ", count: 200) + "\n" + Self.text
        let path = try write(text, "Card.swift", in: sandbox)
        let before = try #require(SafetyRunner.facts(path))
        let run = try SafetyRunner.run(["scan", "Card.swift", "--fix"], in: sandbox, fileSizeLimit: text.utf8.count + 10)
        #expect(!run.signaled, "SIGXFSZ is ignored: \(run.stderr)")
        #expect(run.status == 1)
        #expect(run.stderr.contains("Card.swift: not fixed: cannot write a temporary copy beside it (File too large); nothing was written"), "\(run.stderr)")
        do {
            let same = SafetyRunner.bytes(path) == Array(text.utf8)
            #expect(same)
        }
        #expect(SafetyRunner.facts(path) == before)
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["Card.swift"])
    }

    /// An edit saved while the scan runs is never overwritten. The test holds the file's lock,
    /// so `--fix` waits at step 2 (seen in /proc/locks); the test then saves an edit and lets go.
    @Test func fileChangedSinceItWasReadIsLeftAloneWithAMessage() throws {
        guard FileManager.default.fileExists(atPath: "/proc/locks") else { try Test.cancel("needs /proc/locks to see the waiting lock") }
        let sandbox = try CLISandbox()
        let path = try write(Self.text, "Card.swift", in: sandbox)
        let inode = try #require(SafetyRunner.facts(path)).inode
        let fd = open(path, O_RDWR)
        #expect(flock(fd, LOCK_EX) == 0)
        let process = try SafetyRunner.process(["scan", "Card.swift", "--fix"], in: sandbox)
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Wait until the scan is blocked on our lock: a "->" line for this inode.
        while process.isRunning {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            if locks.split(separator: "\n").contains(where: { $0.contains("->") && $0.contains(":\(inode) ") }) { break }
            usleep(10_000)
        }
        let edited = Self.text.replacingOccurrences(of: "\"x\"", with: "\"edited while the scan ran\"")
        _ = Array(edited.utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        ftruncate(fd, off_t(edited.utf8.count))
        flock(fd, LOCK_UN)
        close(fd)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(stderr)")
        #expect(stderr.contains("Card.swift: not fixed: the file changed since the scan read it; nothing was written; run the scan again"), "\(stderr)")
        do {
            let same = SafetyRunner.bytes(path) == Array(edited.utf8)
            #expect(same, "the user's edit is kept")
        }
    }

    /// Two `--fix` runs on one file at once: one fixes it, the other finds it changed or fixed;
    /// the file ends with exactly one comment, never two, never a mix.
    @Test func twoConcurrentFixRunsDoNotCorruptTheFile() throws {
        for round in 0..<4 {
            let sandbox = try CLISandbox()
            let path = try write(Self.text, "Card.swift", in: sandbox)
            let processes = try (0..<2).map { _ in try SafetyRunner.process(["scan", "Card.swift", "--fix"], in: sandbox) }
            for p in processes {
                p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
                p.standardError = FileHandle(forWritingAtPath: "/dev/null")
                try p.run()
            }
            for p in processes { p.waitUntilExit() }
            #expect(processes.allSatisfy { $0.terminationReason == .exit }, "round \(round)")
            do {
                let same = SafetyRunner.bytes(path) == Array(Self.fixed.utf8)
                #expect(same, "round \(round)")
            }
            #expect(SafetyRunner.listing(sandbox.folder.path) == ["Card.swift"], "round \(round)")
        }
    }

    /// SIGINT or SIGTERM while the temporary file exists: it is removed, the file is as it was.
    @Test(arguments: [SIGINT, SIGTERM])
    func interruptedFixLeavesNoTemporaryFileAndTheFileUnchanged(signal: Int32) throws {
        let sandbox = try CLISandbox()
        let path = try write(Self.text, "Card.swift", in: sandbox)
        let (process, temporary) = try SafetyRunner.startHolding(["scan", "Card.swift", "--fix"], in: sandbox)
        #expect(temporary.hasPrefix(sandbox.folder.path + "/.Card.swift.sizing-") || temporary.contains("/.Card.swift.sizing-"), "\(temporary)")
        #expect(FileManager.default.fileExists(atPath: temporary), "the temporary file is beside the source while held")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["Card.swift"], "no temporary file left")
        do {
            let same = SafetyRunner.bytes(path) == Array(Self.text.utf8)
            #expect(same)
        }
    }

    /// SIGKILL mid-write cannot be caught: the temporary file stays until a later run, which
    /// removes it (nobody holds its lock) and says so. Both a `--fix` of the same file and a
    /// plain scan of the folder do.
    @Test(arguments: [["scan", "Card.swift", "--fix"], ["scan", "."]])
    func aKilledFixsTemporaryFileIsRemovedByTheNextRun(next: [String]) throws {
        let sandbox = try CLISandbox()
        let path = try write(Self.text, "Card.swift", in: sandbox)
        let (process, temporary) = try SafetyRunner.startHolding(["scan", "Card.swift", "--fix"], in: sandbox)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        let name = (temporary as NSString).lastPathComponent
        #expect(SafetyRunner.listing(sandbox.folder.path) == [name, "Card.swift"], "killed mid-write: the temporary file is still there")
        do {
            let same = SafetyRunner.bytes(path) == Array(Self.text.utf8)
            #expect(same, "the file was not touched")
        }
        let run = try SafetyRunner.run(next, in: sandbox)
        #expect(!run.signaled)
        #expect(run.stderr.contains("\(name): removed, a temporary file that an interrupted sizing run left"), "\(run.stderr)")
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["Card.swift"], "only the user's files afterwards")
    }

    /// A scan never removes the temporary file of a `--fix` that is still running (it holds its
    /// lock); the file goes when that run ends.
    @Test func aRunningFixsTemporaryFileIsLeftAlone() throws {
        let sandbox = try CLISandbox()
        _ = try write(Self.text, "Card.swift", in: sandbox)
        let (process, temporary) = try SafetyRunner.startHolding(["scan", "Card.swift", "--fix"], in: sandbox)
        let name = (temporary as NSString).lastPathComponent
        let run = try SafetyRunner.run(["scan", "."], in: sandbox)
        #expect(!run.stderr.contains("removed"), "\(run.stderr)")
        #expect(SafetyRunner.listing(sandbox.folder.path) == [name, "Card.swift"])
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["Card.swift"])
    }
}
