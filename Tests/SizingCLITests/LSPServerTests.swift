import Foundation
import Testing
@testable import sizing

/// `sizing lsp`'s dispatcher and handlers, in process, on copies of `LSPFixtures/Project`:
/// `Cards.swift` (`Card`, documented h-hug, v-hug, derived h-exp, v-hug: an `HStack` with a
/// `Spacer` expands horizontally and a fixed-height `frame` hugs vertically, layout-rules §13
/// and seed 002; `Swatch`, a fixed frame that matches its h-hug, v-hug), `Rows.swift` (`Row`,
/// undocumented, a `VStack` of a `Card` and a `Swatch`: h-exp, v-hug by the same rules) and
/// `Broken.swift` (does not parse). The expected behaviors are our probe's, as `sizing scan`
/// reports them for the same files.
@Suite struct LSPServerTests {
    // MARK: The dispatcher

    @Test func badJSONIsAParseErrorAndTheServerGoesOn() throws {
        let lsp = LSPHarness()
        lsp.initialize()
        lsp.sendBody("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": ")
        let error = try #require(lsp.nullIDError())
        #expect((error["error"] as? [String: Any])?["code"] as? Int == -32700)
        lsp.send("shutdown", id: 6)
        let answer = try #require(lsp.response(6))
        #expect(answer.keys.contains("result") && answer["result"] is NSNull)
    }

    @Test(arguments: [
        ("[1, 2]", -32600, true),
        (#"{"jsonrpc": "2.0", "id": {"a": 1}, "method": "shutdown"}"#, -32600, true),
        (#"{"jsonrpc": "1.0", "id": 3, "method": "shutdown"}"#, -32600, false),
        (#"{"jsonrpc": "2.0", "id": 3, "method": 7}"#, -32600, false),
        (#"{"jsonrpc": "2.0", "id": 3, "method": "textDocument/definition", "params": {}}"#, -32601, false),
        (#"{"jsonrpc": "2.0", "id": 3, "method": "$/unknown"}"#, -32601, false),
        (#"{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///a.swift"}, "position": "x"}}"#, -32602, false),
        (#"{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"position": {"line": 0, "character": 0}}}"#, -32602, false),
    ])
    func aMalformedRequestGetsItsErrorAndTheServerGoesOn(body: String, code: Int, nullID: Bool) throws {
        let lsp = LSPHarness()
        lsp.initialize()
        lsp.sendBody(body)
        let answer = try #require(nullID ? lsp.nullIDError() : lsp.response(3))
        let error = try #require(answer["error"] as? [String: Any])
        #expect(error["code"] as? Int == code, "\(error)")
        if code == -32602 { #expect((error["message"] as? String)?.contains(body.contains("\"x\"") ? "position" : "textDocument") == true, "\(error)") }
        lsp.send("shutdown", id: 9)
        #expect(lsp.response(9)?["result"] is NSNull)
    }

    @Test func aBadHeaderIsSkippedAndTheServerGoesOn() throws {
        let lsp = LSPHarness()
        lsp.initialize()
        // A garbled header, then a request split across two reads.
        let request = MessageFraming.frame(Array(#"{"jsonrpc": "2.0", "id": 7, "method": "shutdown"}"#.utf8))
        lsp.sendRaw(Array("Content-Length: twelve\r\n\r\n{\"jsonrpc\": \"2.0\"}".utf8) + request.prefix(10))
        lsp.sendRaw(Array(request.dropFirst(10)))
        #expect(lsp.response(7)?["result"] is NSNull)
        #expect(lsp.pending.isEmpty, "\(lsp.pending)")
    }

    @Test func anUnknownNotificationIsIgnored() throws {
        let lsp = LSPHarness()
        lsp.initialize()
        lsp.send("$/cancelRequest", params: ["id": 1])
        lsp.send("workspace/somethingNew", params: ["a": 1])
        lsp.send("textDocument/didOpen", params: ["textDocument": 3])  // wrong params: told on stderr only
        lsp.send("shutdown", id: 2)
        #expect(lsp.response(2) != nil)
        #expect(lsp.pending.isEmpty, "\(lsp.pending)")
    }

    @Test func beforeInitializeARequestIsRefusedAndAfterShutdownToo() throws {
        let lsp = LSPHarness()
        lsp.send("textDocument/hover", id: 1, params: ["textDocument": ["uri": "file:///a.swift"], "position": LSPHarness.position(0, 0)])
        #expect((lsp.response(1)?["error"] as? [String: Any])?["code"] as? Int == -32002)
        lsp.send("initialize", id: 2, params: ["capabilities": [String: Any]()])
        #expect((lsp.response(2)?["result"] as? [String: Any])?["capabilities"] != nil)
        lsp.send("initialize", id: 3, params: ["capabilities": [String: Any]()])
        #expect((lsp.response(3)?["error"] as? [String: Any])?["code"] as? Int == -32600)
        lsp.send("shutdown", id: 4)
        #expect(lsp.response(4)?["result"] is NSNull)
        lsp.send("textDocument/hover", id: 5, params: ["textDocument": ["uri": "file:///a.swift"], "position": LSPHarness.position(0, 0)])
        #expect((lsp.response(5)?["error"] as? [String: Any])?["code"] as? Int == -32600)
        lsp.send("exit")
        #expect(lsp.exitStatus() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() {
        let lsp = LSPHarness()
        lsp.initialize()
        lsp.send("exit")
        #expect(lsp.exitStatus() == 1)
    }

    @Test func theCapabilitiesAndTheNegotiatedEncoding() throws {
        let lsp = LSPHarness()
        let answer = try #require(lsp.initialize(encodings: ["utf-8", "utf-16"]))
        let capabilities = try #require((answer["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-8")
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect(capabilities["inlayHintProvider"] as? Bool == true)
        #expect((capabilities["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String] == ["quickfix"])
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
    }

    // MARK: Diagnostics

    @Test func diagnosticsOfEachOpenFileAfterDidOpen() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize()
        try lsp.open("Cards.swift")
        let cards = try #require(lsp.diagnostics("Cards.swift"))
        #expect(cards.count == 1)
        let card = try #require(cards.first)
        #expect(card["code"] as? String == "sizing/differs")
        #expect(card["severity"] as? Int == 1)
        #expect((card["message"] as? String)?.hasPrefix("Card (view): documented h-hug, v-hug, derived h-exp, v-hug") == true, "\(card)")
        #expect(card["range"] as? NSDictionary == ["start": ["line": 5, "character": 7], "end": ["line": 5, "character": 11]] as NSDictionary)

        try lsp.open("Rows.swift")
        let row = try #require(lsp.diagnostics("Rows.swift")?.first)
        #expect(row["code"] as? String == "sizing/undocumented")
        #expect(row["severity"] as? Int == 2)
        #expect((row["message"] as? String)?.contains("Row (view): undocumented, derived h-exp, v-hug") == true, "\(row)")

        // A file that does not parse is information, and the server answers on.
        try lsp.open("Broken.swift")
        let broken = try #require(lsp.diagnostics("Broken.swift")?.first)
        #expect(broken["code"] as? String == "sizing/cannot-model")
        #expect(broken["severity"] as? Int == 3)
        #expect((broken["message"] as? String)?.contains("does not parse") == true, "\(broken)")
        #expect(lsp.hoverText("Cards.swift", line: 5, character: 8, id: 40) != nil)
    }

    @Test func anUnsavedEditIsScannedAndTheDiskIsLeftAlone() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize()
        try lsp.open("Cards.swift")
        #expect(lsp.diagnostics("Cards.swift")?.count == 1)
        let original = try lsp.text("Cards.swift")
        let corrected = original.replacingOccurrences(of: "/// Intrinsic sizing behavior: h-hug, v-hug\nstruct Card", with: "/// Intrinsic sizing behavior: h-exp, v-hug\nstruct Card")
        #expect(corrected != original)
        lsp.change("Cards.swift", to: corrected, version: 2)
        #expect(lsp.diagnostics("Cards.swift", version: 2)?.isEmpty == true)
        #expect(try lsp.text("Cards.swift") == original)
        // An incremental change that breaks the comment again: the diagnostic is back.
        // Line 4 is Card's comment; characters 33–36 its horizontal word.
        lsp.send("textDocument/didChange", params: [
            "textDocument": ["uri": lsp.uri("Cards.swift"), "version": 3],
            "contentChanges": [["range": ["start": LSPHarness.position(4, 33), "end": LSPHarness.position(4, 36)], "text": "hug"]],
        ])
        let back = try #require(lsp.diagnostics("Cards.swift", version: 3))
        #expect(back.map { $0["code"] as? String } == ["sizing/differs"])
    }

    @Test func saveScansAgainAndCloseClearsTheDiagnostics() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize()
        try lsp.open("Cards.swift")
        #expect(lsp.diagnostics("Cards.swift")?.count == 1)
        // The scans go through the scan cache (keyed by content), which now holds findings.
        let entries = FileManager.default.enumerator(atPath: LSPHarness.cache.appendingPathComponent("findings").path)?.allObjects ?? []
        #expect(!entries.isEmpty)
        lsp.send("textDocument/didSave", params: ["textDocument": ["uri": lsp.uri("Cards.swift")]])
        #expect(lsp.diagnostics("Cards.swift")?.count == 1)
        lsp.send("textDocument/didClose", params: ["textDocument": ["uri": lsp.uri("Cards.swift")]])
        #expect(lsp.diagnostics("Cards.swift")?.isEmpty == true)
    }

    @Test func theWorkspacesConfigurationIsHonoured() throws {
        let quiet = LSPHarness(root: try LSPHarness.project([".sizing.yml": "report_undocumented: false\n"]))
        quiet.initialize()
        try quiet.open("Rows.swift")
        #expect(quiet.diagnostics("Rows.swift")?.isEmpty == true)

        let strict = LSPHarness(root: try LSPHarness.project([".sizing.yml": "fail_on: [differs, undocumented]\n"]))
        strict.initialize()
        try strict.open("Rows.swift")
        #expect(strict.diagnostics("Rows.swift")?.first?["severity"] as? Int == 1)

        let excluded = LSPHarness(root: try LSPHarness.project([".sizing.yml": "excluded: [Rows.swift]\n"]))
        excluded.initialize()
        try excluded.open("Rows.swift")
        try excluded.open("Cards.swift")
        #expect(excluded.diagnostics("Cards.swift")?.count == 1)
        #expect(!excluded.pending.contains { ($0["params"] as? [String: Any])?["uri"] as? String == excluded.uri("Rows.swift") })
    }

    // MARK: Hover

    @Test func hoverOnACustomViewAtItsDeclarationAndAtAUse() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize()
        try lsp.open("Cards.swift")
        try lsp.open("Rows.swift")
        let declaration = try #require(lsp.hoverText("Cards.swift", line: 5, character: 9, id: 10))
        for part in ["**Card** (view), `Cards.swift:6`", "**horizontal**: expanding (documented hugging)", "**vertical**: hugging",
                     "**verdict**: differs: h-exp: its width grows", "**method**: from its own answers"] {
            #expect(declaration.contains(part), "\(part) is not in \(declaration)")
        }
        let use = try lsp.position(of: "Card(title:", in: "Rows.swift", offset: 2)
        let atUse = try #require(lsp.hoverText("Rows.swift", line: use.line, character: use.character, id: 11))
        #expect(atUse == declaration)
    }

    @Test func hoverOnANestedViewFindsItByItsSimpleName() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize()
        try lsp.open("Panels.swift")
        let name = try lsp.position(of: "Header: View", in: "Panels.swift", offset: 2)
        let declaration = try #require(lsp.hoverText("Panels.swift", line: name.line, character: name.character, id: 12))
        // Our model: a Text in `.frame(maxWidth: .infinity)` takes the width offered, hugs its height.
        #expect(declaration.contains("**Panel.Header** (view)"), "\(declaration)")
        #expect(declaration.contains("**horizontal**: expanding"), "\(declaration)")
        #expect(!declaration.contains("**Panel** (view)"), "the outer view is not the one under the cursor: \(declaration)")
        let use = try lsp.position(of: "Header()", in: "Panels.swift", offset: 2)
        #expect(try lsp.hoverText("Panels.swift", line: use.line, character: use.character, id: 13) == declaration)
    }

    @Test func hoverOnABuiltInShowsItsCatalogEntry() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize(markdown: false)
        try lsp.open("Cards.swift")
        let text = try lsp.position(of: "Text(title)", in: "Cards.swift", offset: 1)
        let shown = try #require(lsp.hoverText("Cards.swift", line: text.line, character: text.character, id: 20))
        #expect(shown.hasPrefix("Text  (simple, Simple Building Blocks)"), "\(shown)")
        #expect(shown.contains("documented  h-hug, v-hug   Understanding SwiftUI Layout Behaviors"))
        let spacer = try lsp.position(of: "Spacer()", in: "Cards.swift")
        #expect(try #require(lsp.hoverText("Cards.swift", line: spacer.line, character: spacer.character, id: 21)).hasPrefix("Spacer  ("))
        let frame = try lsp.position(of: ".frame(height", in: "Cards.swift", offset: 3)
        #expect(try #require(lsp.hoverText("Cards.swift", line: frame.line, character: frame.character, id: 22)).contains("(rules for `frame(width:height:alignment:)`)"))
        // `title` is no view (and not `Title`); a keyword is nothing.
        let title = try lsp.position(of: "let title", in: "Cards.swift", offset: 5)
        #expect(lsp.hover("Cards.swift", line: title.line, character: title.character, id: 23)?["result"] is NSNull)
        #expect(lsp.hover("Cards.swift", line: 5, character: 2, id: 24)?["result"] is NSNull)
    }

    // MARK: Inlay hints

    @Test func inlayHintsAfterEachDeclaration() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize()
        try lsp.open("Cards.swift")
        _ = lsp.diagnostics("Cards.swift")
        lsp.send("textDocument/inlayHint", id: 30, params: ["textDocument": ["uri": lsp.uri("Cards.swift")], "range": ["start": LSPHarness.position(0, 0), "end": LSPHarness.position(99, 0)]])
        let hints = try #require(lsp.response(30)?["result"] as? [[String: Any]])
        // After `struct Card: View` (line 5, 17 characters) and `struct Swatch: View` (line 20, 19).
        #expect(hints.map { $0["label"] as? String } == ["h-exp, v-hug", "h-hug, v-hug"])
        #expect(hints.map { $0["position"] as? NSDictionary } == [["line": 5, "character": 17], ["line": 20, "character": 19]] as [NSDictionary])
        // A range without a declaration has none.
        lsp.send("textDocument/inlayHint", id: 31, params: ["textDocument": ["uri": lsp.uri("Cards.swift")], "range": ["start": LSPHarness.position(8, 0), "end": LSPHarness.position(15, 0)]])
        #expect((lsp.response(31)?["result"] as? [Any])?.isEmpty == true)
    }

    // MARK: Code actions

    /// The quick fixes offered on `line` of `name`, with their edits of that file.
    static func quickFixes(_ lsp: LSPHarness, _ name: String, line: Int, id: Int, only: [String]? = nil) throws -> [(title: String, edits: [[String: Any]])] {
        var context: [String: Any] = ["diagnostics": [Any]()]
        if let only { context["only"] = only }
        lsp.send("textDocument/codeAction", id: id, params: ["textDocument": ["uri": lsp.uri(name)], "range": ["start": LSPHarness.position(line, 0), "end": LSPHarness.position(line, 0)], "context": context])
        let actions = try #require(lsp.response(id)?["result"] as? [[String: Any]])
        return try actions.map { action in
            #expect(action["kind"] as? String == "quickfix")
            let changes = try #require((action["edit"] as? [String: Any])?["changes"] as? [String: Any])
            return (try #require(action["title"] as? String), try #require(changes[lsp.uri(name)] as? [[String: Any]]))
        }
    }

    @Test func theQuickFixWritesWhatScanFixWrites() throws {
        let lsp = LSPHarness(root: try LSPHarness.project())
        lsp.initialize()
        try lsp.open("Cards.swift")
        try lsp.open("Rows.swift")
        _ = lsp.diagnostics("Cards.swift")
        _ = lsp.diagnostics("Rows.swift")
        let cards = try Self.quickFixes(lsp, "Cards.swift", line: 5, id: 50)
        #expect(cards.map(\.title) == ["Correct Card's doc comment to h-exp, v-hug"])
        let rows = try Self.quickFixes(lsp, "Rows.swift", line: 2, id: 51)
        #expect(rows.map(\.title) == ["Add `/// Intrinsic sizing behavior: h-exp, v-hug` to Row"])
        #expect(try Self.quickFixes(lsp, "Cards.swift", line: 5, id: 52, only: ["refactor"]).isEmpty)
        #expect(try Self.quickFixes(lsp, "Cards.swift", line: 12, id: 53).isEmpty)

        // The edits give the bytes `sizing scan --fix` writes to a copy of the same project.
        let fixedCopy = try LSPHarness.project()
        defer { try? FileManager.default.removeItem(at: fixedCopy.deletingLastPathComponent()) }
        let run = try ScanRunner.run(["scan", fixedCopy.path, "--fix"], in: fixedCopy, db: LSPHarness.database)
        #expect(run.status == 0, "\(run.stderr)")
        for (name, fixes) in [("Cards.swift", cards), ("Rows.swift", rows)] {
            let expected = try String(contentsOf: fixedCopy.appendingPathComponent(name), encoding: .utf8)
            #expect(applying(fixes[0].edits, to: try lsp.text(name)) == expected, "\(name)")
        }
    }

    @Test func theQuickFixWritesTheConfiguredLine() throws {
        let lsp = LSPHarness(root: try LSPHarness.project([".sizing.yml": "doc_comment: \"/// Layout: {behavior}\"\n"]))
        lsp.initialize()
        try lsp.open("Rows.swift")
        _ = lsp.diagnostics("Rows.swift")
        let fixes = try Self.quickFixes(lsp, "Rows.swift", line: 2, id: 60)
        #expect(fixes.map(\.title) == ["Add `/// Layout: h-exp, v-hug` to Row"])
        #expect(applying(fixes[0].edits, to: try lsp.text("Rows.swift")).contains("/// Layout: h-exp, v-hug\nstruct Row: View {"))
    }
}
