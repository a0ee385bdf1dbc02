import Foundation

/// `textDocument/didOpen`, `didChange`, `didSave`, `didClose` and
/// `workspace/didChangeWatchedFiles`: the open documents' text kept as the editor holds it,
/// and a scan scheduled after each change.
///
/// - didOpen: the document is kept; a Swift one is scanned at once;
/// - didChange: each change applied in order (a range replaced, or the whole text without a
///   range); the scan waits for the debounce interval after the last change;
/// - didSave: a scan at once (a saved `.sizing.yml` is read by it);
/// - didClose: the document is dropped (the file on disk is what the next scan reads) and its
///   diagnostics cleared;
/// - didChangeWatchedFiles: a scan at once.
///
/// A change to a document that is not open, or a version older than the one held, is told on
/// standard error and ignored.
extension LanguageServer {
    func didOpen(_ params: LSP.DidOpenTextDocumentParams) {
        let item = params.textDocument
        let document = OpenDocument(uri: item.uri, languageId: item.languageId, version: item.version, text: item.text)
        documents[item.uri] = document
        if document.isSwift { scheduleScan(after: .milliseconds(0)) }
    }

    func didChange(_ params: LSP.DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        guard var document = documents[uri] else {
            log("sizing lsp: didChange of \(uri), which is not open; ignored")
            return
        }
        guard params.textDocument.version >= document.version else {
            log("sizing lsp: didChange of \(uri) to version \(params.textDocument.version), older than \(document.version); ignored")
            return
        }
        for change in params.contentChanges {
            if let range = change.range {
                document.text.replace(range, with: change.text, encoding: encoding)
            } else {
                document.text = DocumentText(change.text)
            }
        }
        document.version = params.textDocument.version
        documents[uri] = document
        if document.isSwift { scheduleScan(after: options.debounce) }
    }

    func didSave(_ params: LSP.DidSaveTextDocumentParams) {
        scheduleScan(after: .milliseconds(0))
    }

    func didClose(_ params: LSP.DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        guard documents.removeValue(forKey: uri) != nil else { return }
        send(JSONRPC.message(method: "textDocument/publishDiagnostics", params: LSP.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
    }

    func didChangeWatchedFiles(_ params: LSP.DidChangeWatchedFilesParams) {
        scheduleScan(after: .milliseconds(0))
    }
}
