import Foundation
@testable import sizing

/// A `sizing lsp` server in this process, fed framed messages as a client writes them, its
/// answers collected as JSON objects in order. Its scans use a cache and catalog of this test
/// process, in temporary folders (not the user's).
final class LSPHarness: @unchecked Sendable {
    private let lock = NSCondition()
    private var received: [[String: Any]] = []
    private var exitCode: Int32?
    private var unread: [UInt8] = []
    private var framing = MessageFraming()
    let server: LanguageServer
    /// The fixture project's copy this server's workspace is (nil: none given).
    let root: URL?

    static let fixtures = CLIPaths.packageRoot.appendingPathComponent("Tests/SizingCLITests/LSPFixtures")
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-lsp-test-cache-\(ProcessInfo.processInfo.processIdentifier)")
    static let database = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-lsp-test-\(ProcessInfo.processInfo.processIdentifier).sqlite")

    /// A copy of `LSPFixtures/Project` in a temporary folder, with `files` (name → text) added
    /// or replaced.
    static func project(_ files: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizing-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let project = folder.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Project"), to: project)
        for (name, text) in files { try text.write(to: project.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return project.standardizedFileURL
    }

    init(root: URL? = nil, debounce: Int = 20) {
        self.root = root
        var options = LanguageServer.Options()
        options.debounce = .milliseconds(debounce)
        options.database = Self.database.path
        options.environment["SIZING_CACHE_DIR"] = Self.cache.path
        var server: LanguageServer!
        let sink = Sink()
        server = LanguageServer(
            options: options,
            write: { sink.harness?.collect($0) },
            log: { _ in },
            exit: { code in sink.harness?.exited(code) })
        self.server = server
        sink.harness = self
    }

    /// Hands the harness to the server's closures once it exists.
    final class Sink: @unchecked Sendable {
        weak var harness: LSPHarness?
    }

    deinit {
        if let root { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    }

    private func collect(_ bytes: [UInt8]) {
        lock.lock()
        for event in framing.feed(bytes) {
            if case .message(let body) = event, let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] {
                received.append(object)
            }
        }
        lock.broadcast()
        lock.unlock()
    }

    private func exited(_ code: Int32) {
        lock.lock()
        exitCode = code
        lock.broadcast()
        lock.unlock()
    }

    // MARK: Sending

    /// Sends bytes as they are (a header of one's own, a part of a message).
    func sendRaw(_ bytes: [UInt8]) { server.receive(bytes) }

    /// Sends one body, framed.
    func sendBody(_ body: String) { server.receive(MessageFraming.frame(Array(body.utf8))) }

    /// Sends a request or a notification (`id` nil) with `params` (a JSON-serialisable value).
    func send(_ method: String, id: Int? = nil, params: Any? = nil) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let id { message["id"] = id }
        if let params { message["params"] = params }
        let data = try! JSONSerialization.data(withJSONObject: message)
        server.receive(MessageFraming.frame(Array(data)))
    }

    /// `initialize` (positions in UTF-16, Markdown hovers) and `initialized`; returns the answer.
    @discardableResult
    func initialize(markdown: Bool = true, encodings: [String] = ["utf-16"]) -> [String: Any]? {
        var params: [String: Any] = [
            "processId": NSNull(),
            "capabilities": ["general": ["positionEncodings": encodings], "textDocument": ["hover": ["contentFormat": markdown ? ["markdown", "plaintext"] : ["plaintext"]]]],
        ]
        if let root { params["rootUri"] = root.absoluteString }
        send("initialize", id: 1, params: params)
        let answer = response(1)
        send("initialized", params: [String: Any]())
        return answer
    }

    func uri(_ name: String) -> String { root!.appendingPathComponent(name).absoluteString }

    func text(_ name: String) throws -> String { try String(contentsOf: root!.appendingPathComponent(name), encoding: .utf8) }

    /// Opens `name` of the project with its text on disk (or `text`).
    func open(_ name: String, text: String? = nil) throws {
        let item: [String: Any] = ["uri": uri(name), "languageId": "swift", "version": 1, "text": try text ?? self.text(name)]
        send("textDocument/didOpen", params: ["textDocument": item])
    }

    /// The whole text of `name` replaced by `text`, as version `version`.
    func change(_ name: String, to text: String, version: Int) {
        send("textDocument/didChange", params: ["textDocument": ["uri": uri(name), "version": version], "contentChanges": [["text": text]]])
    }

    // MARK: Receiving

    /// The first message received that `matches`, waiting for it up to `seconds` (a guard
    /// against a hang, not a timing assertion); nil if none came.
    func wait(seconds: Double = 120, for matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            guard lock.wait(until: deadline) else { return nil }
        }
    }

    /// The response to request `id`.
    func response(_ id: Int) -> [String: Any]? {
        wait { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The error response with a null `id`.
    func nullIDError() -> [String: Any]? {
        wait { $0["id"] is NSNull && $0["error"] != nil }
    }

    /// The next diagnostics published for `name` (at `version`, when given).
    func diagnostics(_ name: String, version: Int? = nil) -> [[String: Any]]? {
        let uri = uri(name)
        let message = wait { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any] else { return false }
            return params["uri"] as? String == uri && (version == nil || params["version"] as? Int == version)
        }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// Every message received and not yet taken.
    var pending: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// The code `exit` ended the server with, waiting for it.
    func exitStatus(seconds: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while exitCode == nil { guard lock.wait(until: deadline) else { break } }
        return exitCode
    }

    // MARK: Requests

    static func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

    func hover(_ name: String, line: Int, character: Int, id: Int) -> [String: Any]? {
        send("textDocument/hover", id: id, params: ["textDocument": ["uri": uri(name)], "position": Self.position(line, character)])
        return response(id)
    }

    /// The hover's text (nil for a null result).
    func hoverText(_ name: String, line: Int, character: Int, id: Int) -> String? {
        ((hover(name, line: line, character: character, id: id)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }

    /// The position (line, character) of the first `needle` in `name`'s text on disk, plus `offset` characters.
    func position(of needle: String, in name: String, offset: Int = 0) throws -> (line: Int, character: Int) {
        let lines = try text(name).components(separatedBy: "\n")
        for (i, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return (i, line.utf16.distance(from: line.startIndex, to: range.lowerBound) + offset)
            }
        }
        throw LSPTestError("`\(needle)` is not in \(name)")
    }
}

struct LSPTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Applies LSP text edits (UTF-16 positions) to `text`, the last first.
func applying(_ edits: [[String: Any]], to text: String) -> String {
    var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
    func offset(_ position: [String: Any]) -> (Int, Int) { (position["line"] as! Int, position["character"] as! Int) }
    let sorted = edits.sorted { a, b in
        let x = offset((a["range"] as! [String: Any])["start"] as! [String: Any]), y = offset((b["range"] as! [String: Any])["start"] as! [String: Any])
        return x > y
    }
    for edit in sorted {
        let range = edit["range"] as! [String: Any]
        let (sl, sc) = offset(range["start"] as! [String: Any]), (el, ec) = offset(range["end"] as! [String: Any])
        let head = Array(lines[sl][..<sc]), tail = Array(lines[el][ec...])
        let inserted = (edit["newText"] as! String).components(separatedBy: "\n").map { Array($0.utf16) }
        var replacement = inserted
        replacement[0] = head + replacement[0]
        replacement[replacement.count - 1] += tail
        lines.replaceSubrange(sl...el, with: replacement)
    }
    return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
}
