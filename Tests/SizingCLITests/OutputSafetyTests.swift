import Foundation
import Testing

/// `-o PATH` and the standard streams (issue 14, classes 2 and 6): `-o` writes a regular file
/// atomically and refuses a device, a FIFO, a directory, the catalog in use, the input file and
/// (unless `--force`) a symbolic link; stdout errors are clear errors with exit 1; closed
/// streams never trap. Each test checks what is on disk afterwards, not only the exit code.
@Suite struct OutputSafetyTests {
    /// A sandbox whose catalog holds one custom view (a row the user owns).
    func sandboxWithSavedRow() throws -> CLISandbox {
        let sandbox = try CLISandbox()
        try Data("struct Card: View {\n    var body: some View { Text(\"x\") }\n}\n".utf8).write(to: sandbox.folder.appendingPathComponent("Card.swift"))
        let save = try SafetyRunner.run(["scan", "Card.swift", "--save"], in: sandbox)
        #expect(save.status == 0, "\(save.stderr)")
        return sandbox
    }

    func customRows(_ sandbox: CLISandbox) throws -> String {
        try SafetyRunner.run(["list", "--custom", "--format", "json"], in: sandbox).stdout
    }

    /// Whether the catalog is still an SQLite file (its first 16 bytes are SQLite's magic).
    /// (Opening a writable catalog rewrites counters in its header, so after a command that opens
    /// it the comparison is by rows, not by bytes.)
    func isSQLite(_ path: String) -> Bool {
        SafetyRunner.bytes(path).map { Array($0.prefix(16)) == Array("SQLite format 3\u{0}".utf8) } ?? false
    }

    @Test func outputOntoADeviceIsRefusedAndTheDeviceStaysADevice() throws {
        let sandbox = try CLISandbox()
        let before = try #require(SafetyRunner.facts("/dev/null"))
        let run = try SafetyRunner.run(["export", "-o", "/dev/null"], in: sandbox)
        #expect(run.status == 1)
        #expect(run.stderr == "error: /dev/null: is a character device; -o writes regular files only (use > /dev/null to send the output there)\n")
        #expect(SafetyRunner.facts("/dev/null") == before)
        #expect(before.kind == UInt32(S_IFCHR))
    }

    @Test func outputOntoAFIFOIsRefusedWithoutBlocking() throws {
        let sandbox = try CLISandbox()
        let fifo = sandbox.folder.appendingPathComponent("out.md").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try SafetyRunner.run(["export", "-o", "out.md"], in: sandbox)
        #expect(run.status == 1)
        #expect(run.stderr.contains("out.md: is a FIFO (named pipe); -o writes regular files only"), "\(run.stderr)")
        #expect(SafetyRunner.facts(fifo)?.kind == UInt32(S_IFIFO))
    }

    @Test func outputOntoADirectoryIsRefused() throws {
        let sandbox = try CLISandbox()
        let folder = sandbox.folder.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let run = try SafetyRunner.run(["render", "Color.red", "--width", "10", "--height", "10", "-o", "out"], in: sandbox)
        #expect(run.status == 1)
        #expect(run.stderr.contains("out: is a directory; -o writes regular files only"), "\(run.stderr)")
        #expect(SafetyRunner.listing(folder) == [])
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["out"], "no temporary file left")
    }

    /// Under any spelling: the path itself, `./`, and a hard link to it.
    @Test func outputOntoTheCatalogInUseIsRefusedAndTheRowsSurvive() throws {
        let sandbox = try sandboxWithSavedRow()
        let rows = try customRows(sandbox)
        #expect(rows.contains("\"Card\""), "\(rows)")
        let hardLink = sandbox.folder.appendingPathComponent("alias.md").path
        #expect(link(sandbox.db, hardLink) == 0)
        for spelling in [sandbox.db, "./catalog.sqlite", "alias.md"] {
            for command in [["export", "--format", "csv"], ["render", "Color.red", "--width", "10", "--height", "10"]] {
                let bytes = SafetyRunner.bytes(sandbox.db)
                let run = try SafetyRunner.run(command + ["-o", spelling], in: sandbox)
                #expect(run.status == 1, "\(command) -o \(spelling)")
                #expect(run.stderr.contains("is the catalog in use"), "\(run.stderr)")
                #expect(isSQLite(sandbox.db), "\(command) -o \(spelling): the catalog is still a database")
                if command[0] == "render" {
                    // render does not open the catalog: its bytes are exactly as they were.
                    let same = SafetyRunner.bytes(sandbox.db) == bytes
                    #expect(same, "\(command) -o \(spelling): the catalog's bytes are unchanged")
                }
            }
        }
        #expect(try customRows(sandbox) == rows, "the user's rows are still there")
    }

    @Test func outputOntoTheInputFileIsRefused() throws {
        let sandbox = try CLISandbox()
        let source = "struct Card: View {\n    var body: some View { Text(\"x\") }\n}\n"
        let path = sandbox.folder.appendingPathComponent("Card.swift").path
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let run = try SafetyRunner.run(["render", "--file", "Card.swift", "--width", "100", "--height", "100", "-o", "Card.swift"], in: sandbox)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Card.swift: is the input file"), "\(run.stderr)")
        do {
            let same = SafetyRunner.bytes(path) == Array(source.utf8)
            #expect(same)
        }
    }

    @Test func outputOntoASymbolicLinkNeedsForceAndThenKeepsTheLink() throws {
        let sandbox = try CLISandbox()
        let target = sandbox.folder.appendingPathComponent("real.md").path
        try Data("the user's notes\n".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o640)
        let link = sandbox.folder.appendingPathComponent("link.md").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.md")

        let refused = try SafetyRunner.run(["export", "-o", "link.md"], in: sandbox)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("link.md: is a symbolic link; not replaced (pass --force"), "\(refused.stderr)")
        do {
            let same = SafetyRunner.bytes(target) == Array("the user's notes\n".utf8)
            #expect(same)
        }

        let forced = try SafetyRunner.run(["export", "-o", "link.md", "--force"], in: sandbox)
        #expect(forced.status == 0, "\(forced.stderr)")
        let exported = try SafetyRunner.run(["export"], in: sandbox).stdout
        #expect(SafetyRunner.facts(link, followLinks: false)?.kind == UInt32(S_IFLNK), "the link is still a link")
        do {
            let written = SafetyRunner.bytes(target) ?? []
            let same = written.count > 1000 && (written == Array(exported.utf8) || written + [10] == Array(exported.utf8))
            #expect(same, "the file it points to holds the export")
        }
        #expect(SafetyRunner.facts(target)?.mode == 0o640, "the replaced file keeps its mode")
        #expect(SafetyRunner.listing(sandbox.folder.path).filter { $0.hasPrefix(".real") } == [], "no temporary file left")
    }

    @Test func outputReplacesARegularFileAtomicallyKeepingItsMode() throws {
        let sandbox = try CLISandbox()
        let path = sandbox.folder.appendingPathComponent("taxonomy.csv").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        let run = try SafetyRunner.run(["export", "--format", "csv", "-o", "taxonomy.csv"], in: sandbox)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "wrote taxonomy.csv\n")
        // stdout ends every output with a newline; the file holds the export as it is.
        let expected = try SafetyRunner.run(["export", "--format", "csv"], in: sandbox).stdout
        do {
            let written = SafetyRunner.bytes(path) ?? []
            let same = written == Array(expected.utf8) || written + [10] == Array(expected.utf8)
            #expect(same && written.count > 1000)
        }
        #expect(SafetyRunner.facts(path)?.mode == 0o600)
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["catalog.sqlite", "taxonomy.csv"], "no temporary file left")
    }

    /// A full disk (a file-size limit) while writing the temporary file: the old output stays.
    /// (`render` does not open the catalog, which is larger than the limit.)
    @Test func fullDiskKeepsTheOldOutputAndLeavesNoTemporaryFile() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") else { try Test.cancel("needs prlimit for a file-size limit") }
        let sandbox = try CLISandbox()
        let path = sandbox.folder.appendingPathComponent("picture.svg").path
        try Data("the previous picture\n".utf8).write(to: URL(fileURLWithPath: path))
        let rows = "VStack { " + String(repeating: "Text(\"row\"); ", count: 200) + "}"
        let run = try SafetyRunner.run(["render", rows, "--width", "100", "--height", "nil", "-o", "picture.svg"], in: sandbox, fileSizeLimit: 4096)
        #expect(!run.signaled)
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot write picture.svg: File too large; the file was left as it was"), "\(run.stderr)")
        do {
            let same = SafetyRunner.bytes(path) == Array("the previous picture\n".utf8)
            #expect(same)
        }
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["picture.svg"])
    }

    @Test func interruptedOutputLeavesNoTemporaryFileAndTheOldFile() throws {
        let sandbox = try CLISandbox()
        let path = sandbox.folder.appendingPathComponent("out.svg").path
        try Data("old picture\n".utf8).write(to: URL(fileURLWithPath: path))
        let (process, temporary) = try SafetyRunner.startHolding(["render", "Color.red", "--width", "10", "--height", "10", "-o", "out.svg"], in: sandbox)
        #expect(FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent(temporary).path), "\(temporary)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["out.svg"])
        do {
            let same = SafetyRunner.bytes(path) == Array("old picture\n".utf8)
            #expect(same)
        }
    }

    /// An output killed mid-write (SIGKILL) leaves its temporary file; the next `-o` to that
    /// file removes it, and says so.
    @Test func aKilledOutputsTemporaryFileIsRemovedByTheNextOutput() throws {
        let sandbox = try CLISandbox()
        let (process, temporary) = try SafetyRunner.startHolding(["render", "Color.red", "--width", "10", "--height", "10", "-o", "out.svg"], in: sandbox)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let name = (temporary as NSString).lastPathComponent
        #expect(SafetyRunner.listing(sandbox.folder.path) == [name])
        let run = try SafetyRunner.run(["render", "Color.red", "--width", "10", "--height", "10", "-o", "out.svg"], in: sandbox)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(name): removed, a temporary file that an interrupted sizing run left"), "\(run.stderr)")
        #expect(SafetyRunner.listing(sandbox.folder.path) == ["out.svg"])
    }

    // MARK: Standard streams

    @Test func fullDiskOnStdoutIsAClearErrorWithExit1() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { try Test.cancel("no /dev/full here") }
        let sandbox = try CLISandbox()
        let run = try SafetyRunner.run(["export"], in: sandbox, redirection: "> /dev/full")
        #expect(!run.signaled)
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot write to standard output: No space left on device; the output is incomplete\n")
    }

    /// A reader that has gone (EPIPE; SIGPIPE ignored): exit 1, no message, no signal.
    @Test func closedPipeOnStdoutEndsQuietly() throws {
        let sandbox = try CLISandbox()
        let run = try SafetyRunner.run(["export", "--format", "json"], in: sandbox, brokenPipe: true)
        #expect(!run.signaled, "not killed by SIGPIPE")
        #expect(run.status == 1)
        #expect(run.stderr == "")
    }

    /// With stdout closed, the catalog must not take fd 1 and receive the output.
    @Test func closedStdoutIsAnErrorAndTheCatalogIsUntouched() throws {
        let sandbox = try sandboxWithSavedRow()
        let rows = try customRows(sandbox)
        let run = try SafetyRunner.run(["list", "--custom"], in: sandbox, redirection: ">&-")
        #expect(!run.signaled)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: standard output is closed; nothing was written"), "\(run.stderr)")
        #expect(isSQLite(sandbox.db), "the catalog did not receive the output")
        #expect(try customRows(sandbox) == rows)
    }

    @Test func closedStderrNeverTraps() throws {
        let sandbox = try CLISandbox()
        let failing = try SafetyRunner.run(["show", "Toogle"], in: sandbox, redirection: "2>&-")
        #expect(!failing.signaled)
        #expect(failing.status == 1)
        let working = try SafetyRunner.run(["show", "Text"], in: sandbox, redirection: "2>&-")
        #expect(!working.signaled)
        #expect(working.status == 0)
        #expect(working.stdout.hasPrefix("Text  (simple, Simple Building Blocks)\n"))
    }

    @Test func closedStdinReadsAsEmptyInput() throws {
        let sandbox = try CLISandbox()
        let run = try SafetyRunner.run(["layout", "-", "--width", "10", "--height", "10"], in: sandbox, redirection: "<&-")
        #expect(!run.signaled)
        #expect(run.status == 1)
        #expect(run.stderr == "error: <stdin>: empty input, expected SwiftUI code\n")
    }

    /// The trap: `scan --fix --save` with stderr closed fixed the files and then died
    /// before saving. Now both happen.
    @Test func scanFixSaveWithClosedStderrFixesAndSaves() throws {
        let sandbox = try CLISandbox()
        let path = sandbox.folder.appendingPathComponent("Card.swift").path
        try Data("struct Card: View {\n    var body: some View { Text(\"x\") }\n}\n".utf8).write(to: URL(fileURLWithPath: path))
        let run = try SafetyRunner.run(["scan", "Card.swift", "--fix", "--save"], in: sandbox, redirection: "2>&-")
        #expect(!run.signaled)
        #expect(run.status == 0)
        #expect(SafetyRunner.bytes(path) == Array("/// Intrinsic sizing behavior: h-hug, v-hug\nstruct Card: View {\n    var body: some View { Text(\"x\") }\n}\n".utf8))
        let rows = try customRows(sandbox)
        #expect(rows.contains("\"Card\"") && rows.contains("matches"), "\(rows)")
    }
}
