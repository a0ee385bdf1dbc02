import Foundation
import SizingScan
import Testing

/// The temporary files `--fix` and `-o` write beside the user's file, and what a later run does
/// with those a killed run left (`TemporaryFiles.removeAbandoned`). The processes are in
/// `Tests/SizingCLITests` (`SourceFileSafetyTests`, `OutputSafetyTests`); these check the rules on
/// files this test makes, in a folder of its own.
@Suite struct TemporaryFilesTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-temporary-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func make(_ name: String, _ text: String = "x") -> String {
        let path = folder + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func listing() throws -> Set<String> { Set(try FileManager.default.contentsOfDirectory(atPath: folder)) }

    @Test func onlyTheNamesCreateGivesAreTemporary() {
        let owners: [(String, String, Bool)] = [
            (".Card.swift.sizing-a1B2c3", "Card.swift", false), (".out.svg.sizing-XXXXXX", "out.svg", false),
            (".Card.swift.sizing-a1B2c3-new", "Card.swift", true), (".a.sizing-000000", "a", false),
        ]
        for (name, owner, writing) in owners {
            let found = TemporaryFiles.owner(ofTemporary: Array(name.utf8))
            #expect(found.map { String(decoding: $0.name, as: UTF8.self) } == owner && found?.writing == writing, "\(name)")
        }
        for name in ["Card.swift.sizing-a1B2c3", ".Card.swift.sizing-a1B2c", ".Card.swift.sizing-a1B2c3-kept",
                     ".Card.swift.sizing-a1B2-3", ".sizing-a1B2c3", ".Card.swift", ".Card.swift.sizing-a1B2c34", ".Card.swift.sizing-a1B2c3-new-new"] {
            #expect(TemporaryFiles.owner(ofTemporary: Array(name.utf8)) == nil, "\(name)")
        }
    }

    /// A file someone holds the lock of stays; once the lock is gone, it is removed. A file of
    /// another name, and a link named like one, are never touched.
    @Test func onlyAbandonedTemporaryFilesAreRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let held = make(".Card.swift.sizing-Held01"), left = make(".Card.swift.sizing-Left01"), user = make("Card.swift")
        let link = folder + "/.Other.swift.sizing-Link01"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: user)
        let fd = open(held, O_RDONLY)
        #expect(fd >= 0 && flock(fd, LOCK_EX) == 0)

        #expect(TemporaryFiles.removeAbandoned([held, left, user, link]) == [.removed(left)])
        #expect(try listing() == [".Card.swift.sizing-Held01", "Card.swift", ".Other.swift.sizing-Link01"])

        close(fd)
        #expect(TemporaryFiles.removeAbandoned([held]) == [.removed(held)])
        #expect(FileManager.default.fileExists(atPath: user))
    }

    /// A `-new` copy (a run killed while it wrote into the file) is removed when the file holds
    /// the same bytes, and kept, with a warning naming both, when it does not.
    @Test func aCopyOfAnUnfinishedWriteIsKeptUnlessTheFileHoldsIt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let done = make(".Done.swift.sizing-Done01-new", "new text"), doneFile = make("Done.swift", "new text")
        let cut = make(".Cut.swift.sizing-Cut001-new", "new text"), cutFile = make("Cut.swift", "new t")
        let leftovers = TemporaryFiles.removeAbandoned([done, cut])
        #expect(leftovers == [.removed(done), .unfinished(copy: cut, file: cutFile)])
        #expect(try listing() == ["Done.swift", "Cut.swift", ".Cut.swift.sizing-Cut001-new"])
        #expect(leftovers[1].message.hasPrefix("warning: \(cutFile): a sizing run ended while writing it; the complete new text is in \(cut)"))
        #expect(FileManager.default.contents(atPath: doneFile) == Data("new text".utf8))
    }

    /// `create(beside:)` handles what an ended run left beside the same file, and locks its own.
    @Test func createRemovesWhatAnEndedRunLeftAndLocksItsOwn() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let left = make(".out.svg.sizing-Left02"), other = make(".in.svg.sizing-Left03")
        var messages: [String] = []
        let created = try TemporaryFiles.create(beside: folder + "/out.svg", messages: { messages.append($0) }).get()
        defer {
            close(created.fd)
            TemporaryFiles.remove(created.path)
        }
        #expect(messages == ["note: \(left): removed, a temporary file that an interrupted sizing run left"])
        #expect(FileManager.default.fileExists(atPath: other), "another file's is left for its own run")
        #expect(TemporaryFiles.removeAbandoned([created.path]).isEmpty, "its own file is locked while it lives")
        let second = open(created.path, O_RDONLY)
        defer { close(second) }
        #expect(flock(second, LOCK_EX | LOCK_NB) != 0)
    }
}
