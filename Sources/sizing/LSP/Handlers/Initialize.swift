import Foundation

/// `initialize`: the client's capabilities read, the workspace's folder chosen, the server's
/// capabilities answered.
///
/// Steps:
/// 1. a second `initialize` is an invalid request;
/// 2. positions count UTF-8 bytes when the client offers it (`general.positionEncodings`),
///    else UTF-16 code units, the protocol's default;
/// 3. hovers are Markdown when the client reads it, else plain text;
/// 4. the workspace is the first workspace folder, else `rootUri`, else `rootPath`; without
///    one, only the open documents are scanned;
/// 5. the answer: incremental text sync with open, close and save, hover, inlay hints and quick
///    fixes.
extension LanguageServer {
    func initialize(_ params: LSP.InitializeParams) throws(JSONRPC.ResponseError) -> LSP.InitializeResult {
        // 1.
        guard lifecycle == .starting else { throw JSONRPC.ResponseError(.invalidRequest, "`initialize` was already received") }
        // 2.
        encoding = (params.capabilities.general?.positionEncodings ?? []).contains(LSP.PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        // 3.
        markdown = params.capabilities.textDocument?.hover?.contentFormat?.contains("markdown") ?? false
        inlayHintRefresh = params.capabilities.workspace?.inlayHint?.refreshSupport ?? false
        // 4.
        let uris = (params.workspaceFolders ?? []).map(\.uri) + (params.rootUri.map { [$0] } ?? [])
        root = uris.lazy.compactMap(OpenDocument.path(ofURI:)).first
            ?? params.rootPath.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).standardizedFileURL.path }
        lifecycle = .running
        log("sizing lsp: \(root.map { "workspace \($0)" } ?? "no workspace folder: only the open documents are scanned"); positions in \(encoding.rawValue)")
        // 5.
        return LSP.InitializeResult(
            capabilities: LSP.ServerCapabilities(positionEncoding: encoding, textDocumentSync: LSP.TextDocumentSyncOptions()),
            serverInfo: LSP.ServerInfo(name: "sizing", version: SizingVersion.number))
    }
}
