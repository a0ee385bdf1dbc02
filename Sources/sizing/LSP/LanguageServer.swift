import CatalogStore
import Dispatch
import Foundation
import SizingScan

/// `sizing lsp`: a language server over a byte stream (standard input and output), beside the
/// Swift language server. It publishes the scan's problems as diagnostics while the user types,
/// and answers hovers, inlay hints and quick fixes from the same findings.
///
/// The dispatcher, for each body the framing (``MessageFraming``) hands on:
/// 1. read the envelope (``JSONRPC/read(_:)``): bad JSON is answered with a parse error, a
///    body that is not a message with an invalid-request error, both with a null `id`;
/// 2. apply the lifecycle: before `initialize`, a request is answered "server not
///    initialized" and a notification dropped; after `shutdown`, a request is an invalid
///    request and a notification dropped; `exit` is always obeyed;
/// 3. route the method to its handler (one file each: `Handlers/`); an unknown request is
///    "method not found", an unknown notification (`$/cancelRequest` among them) is ignored;
/// 4. a handler's params that do not decode are "invalid params" naming the field (for a
///    notification: a line on standard error); a handler's failure is its error response.
///
/// Nothing a client sends stops the server but `exit`. All state lives on one serial queue
/// (``queue``); scans run on another (``scanQueue``) and hand their findings back to the first.
final class LanguageServer: @unchecked Sendable {
    /// What the command gives the server.
    struct Options: Sendable {
        /// How long after the last change a scan starts (150 ms: a pause between keystrokes).
        var debounce: DispatchTimeInterval = .milliseconds(150)
        /// The catalog database (`--db`), else the default one.
        var database: String?
        /// The tool and its version, part of the scan cache's keys.
        var tool = "sizing \(SizingVersion.number)"
        /// The environment the scan reads (`$SIZING_CACHE_DIR`…).
        var environment = ProcessInfo.processInfo.environment
    }

    /// Where the server is in the protocol's lifecycle.
    enum Lifecycle {
        case starting, running, shutDown
    }

    let options: Options
    /// Writes one framed message to the client (standard output).
    let write: @Sendable ([UInt8]) -> Void
    /// Writes one line to the log (standard error).
    let log: @Sendable (String) -> Void
    /// Ends the process with the code `exit` calls for.
    let exit: @Sendable (Int32) -> Void

    let queue = DispatchQueue(label: "sizing.lsp")
    let scanQueue = DispatchQueue(label: "sizing.lsp.scan")

    // The state below is read and written on `queue` only.
    var framing = MessageFraming()
    var lifecycle = Lifecycle.starting
    var encoding = LSP.PositionEncoding.utf16
    var markdown = false
    var inlayHintRefresh = false
    /// The workspace's folder (absolute, standardized); nil: only the open documents are scanned.
    var root: String?
    /// The open documents, by URI.
    var documents: [String: OpenDocument] = [:]
    /// The scans: scheduled, running, and the last one's findings.
    var scans = ScanState()
    /// Requests that wait for the first scan of their document.
    var waiting: [() -> Void] = []
    /// The catalog, opened at the first hover on a built-in name.
    var catalog: CatalogStore?
    var catalogFailed = false
    var nextOutgoingID = 0

    init(options: Options = Options(), write: @escaping @Sendable ([UInt8]) -> Void, log: @escaping @Sendable (String) -> Void, exit: @escaping @Sendable (Int32) -> Void) {
        self.options = options
        self.write = write
        self.log = log
        self.exit = exit
    }

    /// Takes bytes read from the client, from any thread; they are handled in order on ``queue``.
    func receive(_ bytes: [UInt8]) {
        queue.async { [self] in
            for event in framing.feed(bytes) {
                switch event {
                case .message(let body): dispatch(body)
                case .badHeader(let reason): log("sizing lsp: a message's header was skipped: \(reason)")
                }
            }
        }
    }

    /// The client's input ended: the process ends, with 0 only after a `shutdown`.
    func endOfInput() {
        queue.async { [self] in
            log("sizing lsp: the input ended\(lifecycle == .shutDown ? "" : " before shutdown and exit")")
            exit(lifecycle == .shutDown ? 0 : 1)
        }
    }

    // MARK: Steps 1–4

    func dispatch(_ body: [UInt8]) {
        // 1.
        let incoming: JSONRPC.Incoming
        switch JSONRPC.read(body) {
        case .failure(let failure):
            log("sizing lsp: \(failure.error.message); answered with error \(failure.error.code)")
            send(JSONRPC.errorResponse(id: failure.id, failure.error))
            return
        case .success(let read):
            incoming = read
        }
        switch incoming {
        case .response:
            return  // the client's answer to a refresh request: nothing to do
        case .notification(let method):
            // 2.
            if method == "exit" {
                exit(lifecycle == .shutDown ? 0 : 1)
                return
            }
            guard lifecycle == .running else { return }
            // 3., 4.
            do throws(JSONRPC.ResponseError) {
                try notification(method, body)
            } catch {
                log("sizing lsp: \(method): \(error.message); ignored")
            }
        case .request(let id, let method):
            // 2.
            switch (lifecycle, method) {
            case (.starting, "initialize"), (.running, _): break
            case (.starting, _):
                send(JSONRPC.errorResponse(id: id, .init(.serverNotInitialized, "`\(method)` before `initialize`")))
                return
            case (.shutDown, _):
                send(JSONRPC.errorResponse(id: id, .init(.invalidRequest, "`\(method)` after `shutdown`")))
                return
            }
            // 3., 4.
            request(method, id: id, body)
        }
    }

    /// Step 3 for a notification.
    func notification(_ method: String, _ body: [UInt8]) throws(JSONRPC.ResponseError) {
        switch method {
        case "initialized": return
        case "textDocument/didOpen": didOpen(try JSONRPC.params(LSP.DidOpenTextDocumentParams.self, from: body))
        case "textDocument/didChange": didChange(try JSONRPC.params(LSP.DidChangeTextDocumentParams.self, from: body))
        case "textDocument/didSave": didSave(try JSONRPC.params(LSP.DidSaveTextDocumentParams.self, from: body))
        case "textDocument/didClose": didClose(try JSONRPC.params(LSP.DidCloseTextDocumentParams.self, from: body))
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(try JSONRPC.params(LSP.DidChangeWatchedFilesParams.self, from: body))
        default: return  // `$/cancelRequest`, `$/setTrace`, and any other: ignored, as the specification allows
        }
    }

    /// Step 3 for a request; the answer is sent now, or once the document's first scan is in.
    func request(_ method: String, id: JSONRPC.ID, _ body: [UInt8]) {
        do throws(JSONRPC.ResponseError) {
            switch method {
            case "initialize":
                send(JSONRPC.response(id: id, result: try initialize(try JSONRPC.params(LSP.InitializeParams.self, from: body))))
            case "shutdown":
                lifecycle = .shutDown
                send(JSONRPC.response(id: id, result: Optional<Int>.none))
            case "textDocument/hover":
                let params = try JSONRPC.params(LSP.TextDocumentPositionParams.self, from: body)
                answerWhenScanned(params.textDocument.uri) { $0.send(JSONRPC.response(id: id, result: $0.hover(params))) }
            case "textDocument/inlayHint":
                let params = try JSONRPC.params(LSP.InlayHintParams.self, from: body)
                answerWhenScanned(params.textDocument.uri) { $0.send(JSONRPC.response(id: id, result: $0.inlayHints(params))) }
            case "textDocument/codeAction":
                let params = try JSONRPC.params(LSP.CodeActionParams.self, from: body)
                answerWhenScanned(params.textDocument.uri) { $0.send(JSONRPC.response(id: id, result: $0.codeActions(params))) }
            default:
                throw JSONRPC.ResponseError(.methodNotFound, "`\(method)` is not a method sizing lsp answers")
            }
        } catch {
            send(JSONRPC.errorResponse(id: id, error))
        }
    }

    /// Runs `answer` now, or after the first scan of the open document `uri` when one is
    /// scheduled or running (a hover right after opening a file waits for its findings).
    func answerWhenScanned(_ uri: String, _ answer: @escaping (LanguageServer) -> Void) {
        if let path = documents[uri]?.path, scans.latest?.texts[path] == nil, scans.isBusy {
            waiting.append { [self] in answer(self) }
        } else {
            answer(self)
        }
    }

    /// Writes one message, framed.
    func send(_ body: [UInt8]) {
        write(MessageFraming.frame(body))
    }

    /// Sends a request of the server's (`workspace/inlayHint/refresh`); its answer is ignored.
    func sendRequest(_ method: String) {
        nextOutgoingID += 1
        send(JSONRPC.message(method: method, id: .string("sizing-\(nextOutgoingID)"), params: Optional<Int>.none))
    }
}
