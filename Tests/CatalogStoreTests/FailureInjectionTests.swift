// Failure injection on the catalog (issue 9, "Database"), beyond FailureTests, MultiProcessTests
// and HostileTextTests (which cover: not SQLite, truncated, damaged pages, newer schema, another
// app's database, an uncreatable folder under /proc, two writers, hostile names and filters).
// Added here:
// - several writer processes at once (8 × 200 saves), each save timed: none waits 5 s, none sees "locked";
// - a writer SIGKILLed in the middle of its saves, 10 times: integrity_check is "ok" and every
//   save it reported committed is there;
// - a full disk: a child process with RLIMIT_FSIZE (the file-size limit, which root cannot
//   ignore, unlike chmod) that makes every write past the current size fail with EFBIG;
// - a read-only database file as root: an immutable file (chattr +i) when the file system
//   allows it, else skipped with the reason;
// - hostile text in the free-text column (reason), NUL characters, and hostile file paths.
// Children are `sizing-catalog-child ROLE PATH …` processes (Tests/CatalogChild).
import CatalogTestSupport
import Foundation
import XCTest
@testable import CatalogStore

final class FailureInjectionTests: XCTestCase {
    static let writers = 8
    static let savesPerWriter = 200

    // MARK: - Children

    /// Starts `sizing-catalog-child` in `role` on the catalog at `path`.
    func child(_ role: String, path: String, prefix: String = "P") throws -> (Process, Pipe) {
        try startChild(role, [path, prefix, String(Self.savesPerWriter)])
    }

    // MARK: - Parallel writers

    func testEightWritersAtOnceNeverSeeLockedAndNeverWaitFiveSeconds() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("parallel/catalog.sqlite")
        let start = ContinuousClock.now
        let children = try (0..<Self.writers).map { try child("writer", path: path, prefix: "W\($0)") }
        var slowest = 0
        for (process, output) in children {
            let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "writer failed:\n\(log.suffix(3000))")
            XCTAssertFalse(log.lowercased().contains("locked"), log.suffix(2000).description)
            if let line = log.split(separator: "\n").first(where: { $0.hasPrefix("SLOWEST-SAVE-MS ") }),
               let ms = Int(line.split(separator: " ")[1]) {
                slowest = max(slowest, ms)
            } else {
                XCTFail("no timing from the writer:\n\(log.suffix(2000))")
            }
        }
        // The requirement: no writer waits 5 s for the lock.
        XCTAssertLessThan(slowest, 5_000)
        let store = try CatalogStore.open(path: path)
        // model: writers × saves, one view each.
        XCTAssertEqual(try store.allCustomViews().count, Self.writers * Self.savesPerWriter)
        XCTAssertEqual(try store.integrityCheck(), ["ok"])
        XCTAssertEqual(try store.allEntries().count, SeedCounts.entries)  // every seed row, seeded once
        print("failure: \(Self.writers) writers × \(Self.savesPerWriter) saves in \(ContinuousClock.now - start), slowest save \(slowest) ms")
    }

    // MARK: - Crash safety

    func testKilledWriterLeavesAValidDatabaseWithEveryCommit() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("killed/catalog.sqlite")
        _ = try CatalogStore.open(path: path)  // created and seeded before the first kill
        var generator = SystemRandomNumberGenerator()
        var committedTotal = 0
        for round in 0..<10 {
            let (process, output) = try child("endless", path: path)
            // Let it commit a random number of saves, then kill it mid-save.
            let target = Int.random(in: 3...40, using: &generator)
            var text = ""
            var committed = Set<Int>()
            let handle = output.fileHandleForReading
            while committed.count < target {
                let data = handle.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
                committed = Set(text.split(separator: "\n").compactMap { line in
                    line.hasPrefix("COMMITTED ") ? Int(line.dropFirst(10)) : nil
                })
            }
            usleep(UInt32.random(in: 0...3_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "round \(round): the writer was killed:\n\(text.suffix(500))")
            committedTotal += committed.count
            XCTAssertGreaterThanOrEqual(committed.count, target, "round \(round):\n\(text.suffix(1000))")

            let store = try CatalogStore.open(path: path)
            XCTAssertEqual(try store.integrityCheck(), ["ok"], "round \(round)")
            let names = Set(try store.allCustomViews().map(\.name))
            // Each endless child restarts at index 0 and replaces the same files; every commit it
            // reported is there with all its 20 views.
            for index in committed {
                for part in 0..<20 where !names.contains("K\(index)x\(part)") {
                    XCTFail("round \(round): save \(index) was reported committed but K\(index)x\(part) is missing")
                }
            }
            XCTAssertEqual(try store.allEntries().count, SeedCounts.entries, "round \(round)")  // built-ins intact: every seed row
        }
        print("failure: 10 writers SIGKILLed mid-save after \(committedTotal) reported commits in all; every one intact")
    }

    // MARK: - Full disk

    func testFullDiskGivesAClearErrorAndLosesNothing() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("full/catalog.sqlite")
        let store = try CatalogStore.open(path: path)
        _ = try store.saveScan(files: [], views: [customView("Before", file: "Before.swift")])
        let (process, output) = try child("fullDisk", path: path)
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "no signal (SIGXFSZ is ignored in the child):\n\(log.suffix(2000))")
        XCTAssertEqual(process.terminationStatus, 0, log.suffix(2000).description)
        guard let line = log.split(separator: "\n").first(where: { $0.hasPrefix("ERROR ") || $0 == "SAVED" }) else {
            return XCTFail("the child said nothing:\n\(log.suffix(2000))")
        }
        XCTAssertTrue(line.hasPrefix("ERROR "), "the save must fail on a full disk: \(line)")
        XCTAssertTrue(line.contains(path), "the message names the database: \(line)")
        XCTAssertTrue(line.contains("saving custom views"), "the message says what failed: \(line)")
        let reopened = try CatalogStore.open(path: path)
        XCTAssertEqual(try reopened.integrityCheck(), ["ok"])
        XCTAssertEqual(try reopened.allCustomViews().map(\.name), ["Before"])
        XCTAssertEqual(try reopened.allEntries().count, SeedCounts.entries)  // every seed row
    }

    // MARK: - Read-only file, as root

    /// chmod does not stop root; an immutable file does. Skipped where chattr is refused.
    func testImmutableDatabaseFileIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        _ = try CatalogStore.open(path: path).saveScan(files: [], views: [customView("Card", file: "A.swift")])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let chattr = Process()
        chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        chattr.arguments = ["+i", path]
        chattr.standardError = Pipe()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr"), (try? chattr.run()) != nil else {
            throw XCTSkip("no chattr here")
        }
        chattr.waitUntilExit()
        guard chattr.terminationStatus == 0 else {
            throw XCTSkip("chattr +i refused on this file system (needs CAP_LINUX_IMMUTABLE and ext4-like storage)")
        }
        defer {
            let undo = Process()
            undo.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
            undo.arguments = ["-i", path]
            try? undo.run()
            undo.waitUntilExit()
        }
        let before = try fileBytes(path)
        do {
            let store = try CatalogStore.open(path: path)
            _ = try store.saveScan(files: [], views: [customView("After", file: "B.swift")])
            XCTFail("an immutable file was written")
        } catch {
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
        XCTAssertEqual(try fileBytes(path), before)
    }

    // MARK: - Mounts (root only): a really full disk and a read-only folder

    /// Runs a command; returns whether it succeeded.
    @discardableResult
    func shell(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// A 2 MiB tmpfs, filled up after the catalog is made: the next save fails with "full".
    func testTinyFileSystemFullGivesAClearErrorAndLosesNothing() throws {
        let folder = try TemporaryFolder()
        let mountPoint = folder.path("tiny")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        guard shell(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", mountPoint]) else {
            throw XCTSkip("mounting a tmpfs is not permitted here (needs root and CAP_SYS_ADMIN)")
        }
        defer { shell(["umount", "-l", mountPoint]) }
        let path = mountPoint + "/catalog.sqlite"
        do {
            let store = try CatalogStore.open(path: path)
            _ = try store.saveScan(files: [], views: [customView("Before", file: "Before.swift")])
        }
        // Fill the rest of the file system.
        let filler = FileHandle(forWritingAtPath: mountPoint + "/filler") ?? {
            _ = FileManager.default.createFile(atPath: mountPoint + "/filler", contents: nil)
            return FileHandle(forWritingAtPath: mountPoint + "/filler")!
        }()
        let chunk = Data(repeating: 0x5A, count: 4096)
        while (try? filler.write(contentsOf: chunk)) != nil {}
        try? filler.close()
        let before = try fileBytes(path)
        let long = String(repeating: "no-space-left-", count: 100)
        do {
            // Opening may already fail (the -shm file cannot be created), or the save does.
            let store = try CatalogStore.open(path: path)
            _ = try store.saveScan(files: ["Full.swift"], views: (0..<2_000).map { customView("Full\($0)\(long)", file: "Full.swift", line: $0 + 1) })
            XCTFail("a save succeeded on a full file system")
        } catch {
            XCTAssertTrue("\(error)".contains(path), "names the database: \(error)")
            XCTAssertTrue("\(error)".lowercased().contains("full") || "\(error)".contains("disk"), "says the disk is full: \(error)")
        }
        XCTAssertEqual(try fileBytes(path), before, "the database file is unchanged")
        try FileManager.default.removeItem(atPath: mountPoint + "/filler")
        let reopened = try CatalogStore.open(path: path)
        XCTAssertEqual(try reopened.integrityCheck(), ["ok"])
        XCTAssertEqual(try reopened.allCustomViews().map(\.name), ["Before"])
    }

    /// A read-only bind mount of the catalog's folder: root cannot write there either.
    func testReadOnlyMountedFolderIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let directory = folder.path("ro")
        let path = directory + "/catalog.sqlite"
        _ = try CatalogStore.open(path: path).saveScan(files: [], views: [customView("Card", file: "A.swift")])
        guard shell(["mount", "--bind", directory, directory]) else { throw XCTSkip("bind mounts are not permitted here") }
        defer { shell(["umount", "-l", directory]) }
        guard shell(["mount", "-o", "remount,ro,bind", directory]) else { throw XCTSkip("read-only remounts are not permitted here") }
        let before = try fileBytes(path)
        do {
            let store = try CatalogStore.open(path: path)
            _ = try store.saveScan(files: [], views: [customView("After", file: "B.swift")])
            XCTFail("a read-only folder was written")
        } catch {
            XCTAssertTrue("\(error)".contains(path), "\(error)")
            XCTAssertTrue("\(error)".contains("read-only") || "\(error)".contains("not writable"), "\(error)")
        }
        XCTAssertEqual(try fileBytes(path), before)
    }

    // MARK: - Hostile text, beyond HostileTextTests

    func testHostileReasonsAndPathsAreStoredFaithfully() throws {
        try forEachStore { store, kind in
            var views: [CustomViewInput] = []
            for (index, text) in HostileTextTests.hostile.enumerated() {
                var view = customView("Hostile\(index)", file: "dir/\(text.prefix(200))/\(index).swift")
                view.reason = text
                views.append(view)
            }
            _ = try store.saveScan(files: [], views: views)
            for view in views {
                let found = try store.customViews(named: view.name)
                XCTAssertEqual(found.map(\.file), [view.file], "[\(kind)]")
                XCTAssertEqual(found.first?.reason, view.reason, "[\(kind)]")
                XCTAssertEqual(try store.customViews(inFile: view.file).map(\.name), [view.name], "[\(kind)]")
            }
            let snapshot = try store.taxonomySnapshot()  // what `sizing export` reads
            XCTAssertEqual(snapshot.entries.count, SeedCounts.entries, "[\(kind)]")
            XCTAssertEqual(try store.allEntries().count, SeedCounts.entries, "[\(kind)]")  // every seed row
            XCTAssertEqual(try store.integrityCheck(), ["ok"], "[\(kind)]")
        }
    }

    /// NUL cannot round-trip through SQLite's C strings: refused with a message naming the view,
    /// never stored cut short. As a filter it matches nothing and changes no query.
    func testNULIsRefusedInStoredTextAndHarmlessInFilters() throws {
        try forEachStore { store, kind in
            for view in [
                customView("Bad\u{0}Name", file: "A.swift"),
                customView("Good", file: "dir\u{0}/A.swift"),
                { var v = customView("Good", file: "A.swift"); v.reason = "because\u{0}secret"; return v }(),
            ] {
                do {
                    _ = try store.saveScan(files: [], views: [view])
                    XCTFail("[\(kind)] NUL accepted in \(view)")
                } catch {
                    XCTAssertTrue("\(error)".contains("NUL"), "[\(kind)] \(error)")
                    XCTAssertTrue("\(error)".contains(store.path), "[\(kind)] \(error)")
                }
            }
            XCTAssertEqual(try store.allCustomViews(), [], "[\(kind)] nothing stored")
            XCTAssertTrue(try store.lookup("Text\u{0}' OR 1=1 --").entries.isEmpty, "[\(kind)]")
            XCTAssertEqual(try store.customViews(named: "\u{0}"), [], "[\(kind)]")
            XCTAssertEqual(try store.allEntries().count, SeedCounts.entries, "[\(kind)]")  // every seed row
        }
    }
}
