import Foundation
import Testing
@testable import sizing

/// `sizing lsp`'s base protocol (`Content-Length` framing: the Language Server Protocol 3.17,
/// "Base Protocol") and the document text's positions, in process.
@Suite struct LSPFramingTests {
    static let first = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
    static let second = #"{"jsonrpc":"2.0","method":"exit"}"#

    static func framed(_ body: String) -> [UInt8] { MessageFraming.frame(Array(body.utf8)) }

    @Test func aMessageSplitIntoSingleBytesComesOutOnceWhole() {
        var framing = MessageFraming()
        var events: [MessageFraming.Event] = []
        let bytes = Self.framed(Self.first)
        for (i, byte) in bytes.enumerated() {
            let out = framing.feed([byte])
            if i < bytes.count - 1 { #expect(out.isEmpty, "a message came out after \(i + 1) of \(bytes.count) bytes") }
            events += out
        }
        #expect(events == [.message(Array(Self.first.utf8))])
    }

    @Test func messagesJoinedInOneReadComeOutInOrder() {
        var framing = MessageFraming()
        let events = framing.feed(Self.framed(Self.first) + Self.framed(Self.second) + Array("Content-Len".utf8))
        #expect(events == [.message(Array(Self.first.utf8)), .message(Array(Self.second.utf8))])
        // The start of a third header waits for its end.
        #expect(framing.feed(Array("gth: 2\r\n\r\n{}".utf8)) == [.message(Array("{}".utf8))])
    }

    @Test func otherHeaderFieldsAndUTF8ContentTypesAreRead() {
        var framing = MessageFraming()
        let header = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Other: 1\r\ncontent-length: 2\r\n\r\n{}"
        #expect(framing.feed(Array(header.utf8)) == [.message(Array("{}".utf8))])
    }

    @Test(arguments: [
        ("Content-Length: abc\r\n\r\n{}", "Content-Length `abc`"),
        ("Content-Length: -1\r\n\r\n{}", "Content-Length `-1`"),
        ("Content-Type: text/plain\r\n\r\n{}", "no Content-Length"),
        ("Content-Length 2\r\n\r\n{}", "is not `Name: value`"),
        ("Content-Length: 2\r\nContent-Type: application/json; charset=latin1\r\n\r\n{}", "charset `latin1`"),
    ])
    func aBadHeaderIsSkippedWithWhatFollowsAndTheNextMessageIsRead(bad: String, reason: String) {
        var framing = MessageFraming()
        let events = framing.feed(Array(bad.utf8) + Self.framed(Self.first))
        #expect(events.count == 2)
        guard case .badHeader(let why) = events.first else {
            Issue.record("expected a bad header first, got \(events)")
            return
        }
        #expect(why.contains(reason), "\(why)")
        #expect(events.last == .message(Array(Self.first.utf8)))
    }

    @Test func aBadHeaderFollowedByPartOfTheNextHeaderWaitsForTheRest() {
        var framing = MessageFraming()
        let next = Self.framed(Self.first)
        let events = framing.feed(Array("Content-Length: x\r\n\r\n{}".utf8) + next.prefix(10))
        #expect(events.count == 1)
        #expect(framing.feed(next.dropFirst(10)) == [.message(Array(Self.first.utf8))])
    }

    @Test func aHeaderWithoutItsEmptyLineIsBadOnceTooLong() {
        var framing = MessageFraming()
        let events = framing.feed(Array(String(repeating: "x", count: MessageFraming.headerLimit + 1).utf8))
        #expect(events.count == 1)
        if case .badHeader(let why) = events.first { #expect(why.contains("no empty line")) } else { Issue.record("\(events)") }
        #expect(framing.feed(Self.framed(Self.second)) == [.message(Array(Self.second.utf8))])
    }

    // MARK: Positions

    /// "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units (a surrogate pair).
    static let text = "let a = \"é😀\"\r\nstruct Card: View {\n}"

    @Test func positionsCountTheNegotiatedUnits() {
        let document = DocumentText(Self.text)
        // After the emoji on line 0: 9 ASCII + é + 😀 characters.
        let afterEmoji = Array("let a = \"é😀".utf8).count
        #expect(document.position(ofOffset: afterEmoji, encoding: .utf16) == LSP.Position(line: 0, character: 12))
        #expect(document.position(ofOffset: afterEmoji, encoding: .utf8) == LSP.Position(line: 0, character: afterEmoji))
        #expect(document.position(ofOffset: afterEmoji, encoding: .utf32) == LSP.Position(line: 0, character: 11))
        #expect(document.offset(of: LSP.Position(line: 0, character: 12), encoding: .utf16) == afterEmoji)
        // `\r\n` ends line 0; a character past a line's end is its end; a line past the last is the end.
        #expect(document.offset(of: LSP.Position(line: 1, character: 0), encoding: .utf16) == afterEmoji + 3)
        #expect(document.offset(of: LSP.Position(line: 0, character: 99), encoding: .utf16) == afterEmoji + 1)
        #expect(document.offset(of: LSP.Position(line: 9, character: 0), encoding: .utf16) == document.bytes.count)
        // The scan's one-based line and UTF-8 column of `Card`.
        #expect(document.identifier(at: document.offset(line: 2, column: 8))?.name == "Card")
    }

    @Test func anIncrementalChangeReplacesItsRange() {
        var document = DocumentText(Self.text)
        // Replace the emoji (UTF-16 characters 10–12 of line 0) and `Card` on line 1.
        document.replace(LSP.Range(start: .init(line: 1, character: 7), end: .init(line: 1, character: 11)), with: "Tile", encoding: .utf16)
        document.replace(LSP.Range(start: .init(line: 0, character: 10), end: .init(line: 0, character: 12)), with: "!", encoding: .utf16)
        #expect(document.text == "let a = \"é!\"\r\nstruct Tile: View {\n}")
        #expect(document.lineStarts.count == 3)
    }

    @Test func theEditBetweenTwoTextsNeverSplitsACharacter() throws {
        let document = DocumentText("a é b")
        let edit = try #require(document.edit(to: Array("a è b".utf8), encoding: .utf16))
        #expect(edit == LSP.TextEdit(range: LSP.Range(start: .init(line: 0, character: 2), end: .init(line: 0, character: 3)), newText: "è"))
        #expect(document.edit(to: document.bytes, encoding: .utf16) == nil)
    }
}
