import Foundation
import SizingScan
import Testing

/// `scan --fix` edits the user's source files like a careful editor (issue 14, class 1): same
/// inode, links, mode, owner and extended attributes; read-only files refused; no lost update;
/// no temporary file left by an interrupt; the comment where the parser reads it; a second run
/// finds nothing. Each test checks the file's bytes and identity after the run. In process;
/// what needs a process of its own (another user, a file-size limit, a lock held while the scan
/// waits, two runs at once, a signal) is in Tests/SizingCLITests/SourceFileSafetyTests.swift.
///
/// Expected texts are our model: the line `--fix` writes (`/// Intrinsic sizing behavior: …`)
/// and seed 002's behaviors for `Color` (h-exp, v-exp) and `Text` (h-hug, v-hug).
@Suite struct SourceFileSafetyTests {
    static let text = "struct Card: View {\n    var body: some View { Text(\"x\") }\n}\n"
    static let fixed = "/// Intrinsic sizing behavior: h-hug, v-hug\n" + text

    func write(_ text: String, _ name: String, in sandbox: ScanHarness.Folder) throws -> String {
        let path = sandbox.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func fixKeepsInodeHardLinksModeOwnerAndExtendedAttributes() throws {
        let sandbox = try ScanHarness.Folder()
        let path = try write(Self.text, "Card.swift", in: sandbox)
        chmod(path, 0o600)
        let link = sandbox.appendingPathComponent("Other name.swift").path
        #expect(Foundation.link(path, link) == 0)
        let xattr = cSetxattr(path, "user.sizing-test", "kept", 4, 0) == 0
        let before = try #require(FileFacts.facts(path))

        let run = ScanHarness.scan(["Card.swift", "--fix"], in: sandbox.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("fixed 1 doc comment"), "\(run.stderr)")
        do {
            let same = FileFacts.bytes(path) == Array(Self.fixed.utf8)
            #expect(same)
        }
        #expect(FileFacts.facts(path) == before, "inode, links, mode and owner are kept")
        do {
            let same = FileFacts.bytes(link) == Array(Self.fixed.utf8)
            #expect(same, "the hard link sees the edit")
        }
        if xattr {
            var value = [UInt8](repeating: 0, count: 16)
            let count = cGetxattr(path, "user.sizing-test", &value, 16)
            #expect(count == 4 && Array(value.prefix(4)) == Array("kept".utf8), "the extended attribute is kept")
        }
        #expect(FileFacts.listing(sandbox.path) == ["Card.swift", "Other name.swift"], "no temporary file left")
    }

    @Test func fixThroughASymbolicLinkEditsTheTargetAndKeepsTheLink() throws {
        let sandbox = try ScanHarness.Folder()
        try FileManager.default.createDirectory(at: sandbox.appendingPathComponent("real"), withIntermediateDirectories: true)
        let target = try write(Self.text, "real/Card.swift", in: sandbox)
        let link = sandbox.appendingPathComponent("Card.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/Card.swift")
        let before = try #require(FileFacts.facts(target))

        let run = ScanHarness.scan(["Card.swift", "--fix"], in: sandbox.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileFacts.facts(link, followLinks: false)?.kind == UInt32(S_IFLNK), "the link is still a link")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "real/Card.swift")
        do {
            let same = FileFacts.bytes(target) == Array(Self.fixed.utf8)
            #expect(same)
        }
        #expect(FileFacts.facts(target) == before)
        #expect(FileFacts.listing(sandbox.appendingPathComponent("real").path) == ["Card.swift"])
    }

    /// A file without write permission is refused, even for root (a careful tool respects a file
    /// its owner made read-only).
    @Test func readOnlyFileIsRefusedWithAMessageAndLeftUntouched() throws {
        let sandbox = try ScanHarness.Folder()
        let path = try write(Self.text, "Card.swift", in: sandbox)
        chmod(path, 0o444)
        let before = try #require(FileFacts.facts(path))
        let run = ScanHarness.scan(["Card.swift", "--fix"], in: sandbox.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Card.swift: not fixed: the file is read-only (mode 444)"), "\(run.stderr)")
        #expect(run.stderr.contains("chmod u+w"), "says what to do: \(run.stderr)")
        do {
            let same = FileFacts.bytes(path) == Array(Self.text.utf8)
            #expect(same)
        }
        #expect(FileFacts.facts(path) == before)
    }

    /// Where the comment goes: after a byte-order mark, above the attributes, never into a
    /// multi-line string literal that looks like comments and attributes, never onto the
    /// neighbouring declaration's comment; CRLF kept; a second run changes nothing.
    @Test func commentGoesWhereTheParserReadsItAndASecondRunFindsNothing() throws {
        let sandbox = try ScanHarness.Folder()
        let bom = "\u{FEFF}"
        let original = bom + """
            @MainActor
            struct Banner: View {
                var body: some View { Color.red }
            }
            let sample = \"\"\"
            /// Intrinsic sizing behavior: h-hug, v-hug
            @MainActor
            \"\"\"
            /// The neighbour's own comment.
            struct Neighbour: View {
                var body: some View { Text("n") }
            }
            @available(iOS 15, *) public struct Tagged: View { var body: some View { Color.blue } }
            """.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
        let expected = bom + """
            /// Intrinsic sizing behavior: h-exp, v-exp
            @MainActor
            struct Banner: View {
                var body: some View { Color.red }
            }
            let sample = \"\"\"
            /// Intrinsic sizing behavior: h-hug, v-hug
            @MainActor
            \"\"\"
            /// The neighbour's own comment.
            /// Intrinsic sizing behavior: h-hug, v-hug
            struct Neighbour: View {
                var body: some View { Text("n") }
            }
            /// Intrinsic sizing behavior: h-exp, v-exp
            @available(iOS 15, *) public struct Tagged: View { var body: some View { Color.blue } }
            """.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
        let path = try write(original, "Views.swift", in: sandbox)

        let first = ScanHarness.scan(["Views.swift", "--fix"], in: sandbox.url)
        #expect(first.stderr.contains("fixed 3 doc comments"), "\(first.stderr)")
        let after = try #require(FileFacts.bytes(path))
        #expect(String(decoding: after, as: UTF8.self) == expected)
        #expect(Array(after.prefix(3)) == [0xEF, 0xBB, 0xBF], "the byte-order mark stays first")

        let second = ScanHarness.scan(["Views.swift", "--fix", "--format", "json"], in: sandbox.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("fixed"), "\(second.stderr)")
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["verdict"] as? String } == ["matches", "matches", "matches"], "\(second.stdout)")
        do {
            let same = FileFacts.bytes(path) == after
            #expect(same, "a second --fix changes nothing")
        }
    }
}

/// File facts the tests compare before and after (as the end-to-end tests' `SafetyRunner`).
enum FileFacts {
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
    static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}

// Glibc's module does not export <sys/xattr.h>; the two C functions, declared by hand.
@_silgen_name("setxattr")
private func cSetxattr(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer, _ size: Int, _ flags: Int32) -> Int32
@_silgen_name("getxattr")
private func cGetxattr(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeMutableRawPointer, _ size: Int) -> Int
