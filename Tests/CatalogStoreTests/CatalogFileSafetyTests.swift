import Foundation
import Testing
@testable import CatalogStore

/// The catalog file (issue 14, class 3): opening refuses what is not a regular file without
/// blocking or creating anything beside it; a read-only catalog serves reads and refuses writes
/// with a message naming it; a save stopped by a full disk leaves a catalog that reads whole.
/// Each test checks the file's bytes, the folder's listing or the rows afterwards.
@Suite struct CatalogFileSafetyTests {
    func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func refusal(_ path: String, access: CatalogStore.Access = .readWrite) -> CatalogError? {
        do {
            _ = try CatalogStore.open(path: path, access: access)
            return nil
        } catch {
            return error
        }
    }

    /// A FIFO would block `open` until a writer comes; the check runs before any open.
    @Test func aFIFOIsRefusedWithoutBlockingOrLeavingFiles() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        #expect(mkfifo(path, 0o644) == 0)
        for access in [CatalogStore.Access.readWrite, .readOnlyIfNotWritable] {
            let error = refusal(path, access: access)
            #expect(error == .notAFile(path: path, kind: "a FIFO (named pipe)"))
            #expect(error?.description == "catalog database \(path): it is a FIFO (named pipe), not a regular file; point --db or $SIZING_DB at a catalog file (or a new path); nothing was opened or created")
        }
        #expect(listing(folder.url.path) == ["catalog.sqlite"])
    }

    /// A character device (through a link in our folder, so that nothing is created in /dev).
    @Test func aDeviceIsRefusedWithoutAJournalBesideIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        #expect(refusal(path) == .notAFile(path: path, kind: "a character device"))
        #expect(listing(folder.url.path) == ["catalog.sqlite"])
        #expect(!FileManager.default.fileExists(atPath: "/dev/zero-journal") && !FileManager.default.fileExists(atPath: "/dev/zero-wal"))
    }

    @Test func aDirectoryIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(refusal(path) == .notAFile(path: path, kind: "a directory"))
        #expect(listing(path) == [])
    }

    /// Mode 0444: read-only for everyone, root included (sizing respects it even where the
    /// kernel would let root write).
    @Test func aReadOnlyCatalogServesReadsAndRefusesWritesUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        do {
            let store = try CatalogStore.open(path: path)
            _ = try store.saveScan(files: ["Card.swift"], views: [customView("Card", file: "Card.swift")])
            try store.close()
        }
        chmod(path, 0o444)
        let before = try fileBytes(path)
        let names = listing(folder.url.path)

        let reader = try CatalogStore.open(path: path, access: .readOnlyIfNotWritable)
        #expect(reader.isReadOnly)
        #expect(try reader.allCustomViews().map(\.name) == ["Card"])
        let freshFolder = try TemporaryFolder()
        let fresh = try CatalogStore.open(path: freshFolder.path("fresh.sqlite"))
        #expect(try reader.allEntries().count == fresh.allEntries().count)  // every seeded built-in
        #expect(try reader.lookup("Text").entries.isEmpty == false)
        do {
            _ = try reader.saveScan(files: [], views: [customView("After", file: "After.swift")])
            Issue.record("a read-only catalog was written")
        } catch {
            #expect(error.description.contains(path), "\(error)")
        }
        try reader.writer.close()

        let writing = refusal(path)
        #expect(writing?.description == "catalog database \(path): the location is not writable (the file is read-only (mode 444); make it writable (chmod u+w) if sizing may change it, or choose another catalog with --db)")
        #expect(try fileBytes(path) == before)
        #expect(listing(folder.url.path) == names, "no -wal or -shm file left beside a read-only catalog")
    }

    /// A read-only catalog that an older build made cannot be brought up to date: refused with
    /// what to do.
    @Test func aReadOnlyOlderCatalogIsRefusedWithWhatToDo() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("old.sqlite")
        do {
            let old = try CatalogStore.open(path: path, migratingUpTo: "v1", seeding: false)
            try old.writer.close()
        }
        chmod(path, 0o444)
        let before = try fileBytes(path)
        let error = refusal(path, access: .readOnlyIfNotWritable)
        #expect(error?.description.contains("made by an older sizing") == true, "\(String(describing: error))")
        #expect(error?.description.contains("chmod u+w \(path)") == true, "\(String(describing: error))")
        #expect(try fileBytes(path) == before)
    }

    /// The issue's "after a full disk during a save the catalog reads as truncated": the save
    /// reached the write-ahead log, the checkpoint could not grow the file. The catalog opens,
    /// has every row, and takes new saves once there is room again.
    @Test func aCheckpointStoppedByAFullDiskLeavesACatalogThatReadsWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        do {
            let store = try CatalogStore.open(path: path)
            _ = try store.saveScan(files: [], views: [customView("Before", file: "Before.swift")])
            try store.close()
        }
        let (process, output) = try startChild("checkpointFull", [path])
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "\(log.suffix(2000))")
        #expect(log.contains("SAVED"), "\(log.suffix(2000))")

        let store = try CatalogStore.open(path: path)
        #expect(try store.integrityCheck() == ["ok"])
        let names = Set(try store.allCustomViews().map(\.name))
        #expect(names.contains("Before"))
        #expect(names.filter { $0.hasPrefix("Logged") }.count == 100, "every row of the committed save")
        _ = try store.saveScan(files: ["After.swift"], views: [customView("After", file: "After.swift")])
        try store.close()
        let reopened = try CatalogStore.open(path: path)
        #expect(try reopened.allCustomViews().count == 102)
    }

    /// The header check alone: a file shorter than its header announces is corrupt, unless a
    /// write-ahead log beside it holds the rest.
    @Test func aShortFileIsTruncatedOnlyWithoutAWriteAheadLog() throws {
        var header = [UInt8](repeating: 0, count: 100)
        header.replaceSubrange(0..<16, with: DatabaseFileInspector.magic)
        header[16] = 0x10  // page size 4096
        header[31] = 10  // 10 pages
        let path = "/x/catalog.sqlite"
        #expect(throws: CatalogError.self) { try DatabaseFileInspector.checkHeader(header, fileSize: 4096, path: path) }
        #expect(try DatabaseFileInspector.checkHeader(header, fileSize: 4096, path: path, hasLog: true) == 0)
    }
}
