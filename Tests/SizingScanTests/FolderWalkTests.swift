import Foundation
import SizingScan
import Testing

/// Walking folders (issue 14, class 4): each file scanned once, symbolic-link loops cut, hostile
/// entries skipped with a warning each, names that are not UTF-8 reported, big trees finished;
/// in process (the folder this user cannot list is an end-to-end test: as root it runs the
/// binary as another user).
@Suite struct FolderWalkTests {
    static let card = "struct Card: View {\n    var body: some View { Text(\"x\") }\n}\n"

    func findings(_ run: ScanHarness.Run) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(object?["findings"] as? [[String: Any]], "\(run.stdout.prefix(300)) \(run.stderr)")
    }

    func files(_ run: ScanHarness.Run) -> Int? {
        ((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any])?["files"] as? Int
    }

    /// A link to the parent folder, a link to itself, two links to each other, a hard link and a
    /// symbolic link to the one file: the file is scanned once, and the scan ends.
    @Test func eachFileIsScannedOnceThroughLinksAndLoops() throws {
        let sandbox = try ScanHarness.Folder()
        let project = sandbox.appendingPathComponent("Project")
        let inner = project.appendingPathComponent("Inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data(Self.card.utf8).write(to: inner.appendingPathComponent("Card.swift"))
        #expect(link(inner.appendingPathComponent("Card.swift").path, inner.appendingPathComponent("Hard.swift").path) == 0)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: inner.appendingPathComponent("Soft.swift").path, withDestinationPath: "Card.swift")
        try fm.createSymbolicLink(atPath: inner.appendingPathComponent("up").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: inner.appendingPathComponent("self").path, withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: project.appendingPathComponent("a").path, withDestinationPath: "b")
        try fm.createSymbolicLink(atPath: project.appendingPathComponent("b").path, withDestinationPath: "Inner")
        try fm.createSymbolicLink(atPath: inner.appendingPathComponent("back").path, withDestinationPath: "../a")

        let run = ScanHarness.scan(["Project", "--format", "json"], in: sandbox.url)
        #expect(run.status == 0, "\(run.stderr)")
        let found = try findings(run)
        #expect(found.map { $0["name"] as? String } == ["Card"], "scanned once: \(found.map { $0["file"] ?? "" })")
        #expect(files(run) == 1)
        #expect(run.stderr.contains("a link to a folder already scanned; skipped"), "\(run.stderr)")
    }

    /// A FIFO, a device, a broken link, binary garbage, a name that is not UTF-8 and a huge file,
    /// each named `*.swift`: a warning each, the good file still scanned, and nothing blocks.
    @Test func hostileEntriesAreSkippedWithAWarningEach() throws {
        let sandbox = try ScanHarness.Folder()
        let project = sandbox.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let fm = FileManager.default
        try Data(Self.card.utf8).write(to: project.appendingPathComponent("Card.swift"))
        #expect(mkfifo(project.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        try fm.createSymbolicLink(atPath: project.appendingPathComponent("Device.swift").path, withDestinationPath: "/dev/zero")
        try fm.createSymbolicLink(atPath: project.appendingPathComponent("Broken.swift").path, withDestinationPath: "nowhere.swift")
        try Data([0xFF, 0xFE, 0x00, 0x80, 0xC3]).write(to: project.appendingPathComponent("Garbage.swift"))
        let huge = open(project.appendingPathComponent("Huge.swift").path, O_CREAT | O_WRONLY, 0o644)
        ftruncate(huge, off_t(9 << 20))
        close(huge)
        let badName = project.path + "/Bad\u{1}.swift"
        var rawName = Array(badName.utf8)
        rawName[rawName.firstIndex(of: 1)!] = 0xFF
        let fd = (rawName + [0]).withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(fd >= 0)
        close(fd)

        let run = ScanHarness.scan(["Project", "--format", "json"], in: sandbox.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try findings(run).map { $0["name"] as? String } == ["Card"])
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.map(String.init)
        #expect(warnings.sorted() == [
            "warning: Project/Bad\\xFF.swift: the file's name is not valid UTF-8; rename it to scan it; skipped",
            "warning: Project/Broken.swift: cannot be read (No such file or directory; a broken link?); skipped",
            "warning: Project/Device.swift: it is a character device, not a file; skipped",
            "warning: Project/Garbage.swift: not valid UTF-8 text (a binary file?); skipped",
            "warning: Project/Huge.swift: larger than 8 MiB (9437184 bytes), not a hand-written view file; skipped",
            "warning: Project/Pipe.swift: it is a FIFO (named pipe), not a file; skipped",
        ], "\(run.stderr)")
    }

    /// 20,000 empty files in one folder: the scan finishes and counts them all.
    @Test func twentyThousandEmptyFilesFinish() throws {
        let sandbox = try ScanHarness.Folder()
        let project = sandbox.appendingPathComponent("Many")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        for index in 0..<20_000 {
            let fd = open(project.path + "/Empty\(index).swift", O_CREAT | O_WRONLY, 0o644)
            close(fd)
        }
        try Data(Self.card.utf8).write(to: project.appendingPathComponent("Card.swift"))
        let run = ScanHarness.scan(["Many", "--format", "json"], in: sandbox.url)
        #expect(run.status == 0, "\(run.stderr.prefix(500))")
        #expect(files(run) == 20_001)
        #expect(try findings(run).map { $0["name"] as? String } == ["Card"])
    }
}
