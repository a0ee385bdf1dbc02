/// The structures of the Language Server Protocol 3.17 that `sizing lsp` reads and writes, by
/// the specification's names, and only the fields it uses (a decoder ignores the others).
enum LSP {
    // MARK: Basic structures

    /// A zero-based line and a character offset in the negotiated ``PositionEncoding``.
    struct Position: Codable, Equatable, Sendable {
        var line: Int
        var character: Int
    }

    struct Range: Codable, Equatable, Sendable {
        var start: Position
        var end: Position
    }

    struct TextDocumentIdentifier: Codable, Sendable {
        var uri: String
    }

    struct TextDocumentItem: Decodable, Sendable {
        var uri: String
        var languageId: String
        var version: Int
        var text: String
    }

    struct VersionedTextDocumentIdentifier: Decodable, Sendable {
        var uri: String
        var version: Int
    }

    /// How positions count characters (`general.positionEncodings`): UTF-16 code units unless
    /// the client offers another.
    enum PositionEncoding: String, Codable, Sendable {
        case utf8 = "utf-8"
        case utf16 = "utf-16"
        case utf32 = "utf-32"
    }

    // MARK: Lifecycle

    struct InitializeParams: Decodable {
        var rootUri: String?
        var rootPath: String?
        var workspaceFolders: [WorkspaceFolder]?
        var capabilities: ClientCapabilities
    }

    struct WorkspaceFolder: Decodable {
        var uri: String
        var name: String?
    }

    /// The client's capabilities the server reads.
    struct ClientCapabilities: Decodable {
        struct General: Decodable {
            var positionEncodings: [String]?
        }
        struct Hover: Decodable {
            var contentFormat: [String]?
        }
        struct TextDocument: Decodable {
            var hover: Hover?
        }
        struct InlayHintWorkspace: Decodable {
            var refreshSupport: Bool?
        }
        struct Workspace: Decodable {
            var inlayHint: InlayHintWorkspace?
        }
        var general: General?
        var textDocument: TextDocument?
        var workspace: Workspace?
    }

    struct InitializeResult: Encodable {
        var capabilities: ServerCapabilities
        var serverInfo: ServerInfo
    }

    struct ServerInfo: Encodable {
        var name: String
        var version: String
    }

    struct ServerCapabilities: Encodable {
        var positionEncoding: PositionEncoding
        var textDocumentSync: TextDocumentSyncOptions
        var hoverProvider = true
        var inlayHintProvider = true
        var codeActionProvider = CodeActionOptions(codeActionKinds: [CodeActionKind.quickFix])
    }

    struct TextDocumentSyncOptions: Encodable {
        var openClose = true
        /// 2: incremental (`TextDocumentSyncKind.Incremental`).
        var change = 2
        var save = SaveOptions(includeText: false)
    }

    struct SaveOptions: Encodable {
        var includeText: Bool
    }

    struct CodeActionOptions: Encodable {
        var codeActionKinds: [String]
    }

    // MARK: Document synchronization

    struct DidOpenTextDocumentParams: Decodable {
        var textDocument: TextDocumentItem
    }

    struct DidChangeTextDocumentParams: Decodable {
        var textDocument: VersionedTextDocumentIdentifier
        var contentChanges: [TextDocumentContentChangeEvent]
    }

    /// A change: the text of `range` replaced, or the whole text when there is no range.
    struct TextDocumentContentChangeEvent: Decodable {
        var range: Range?
        var text: String
    }

    struct DidSaveTextDocumentParams: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct DidCloseTextDocumentParams: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct DidChangeWatchedFilesParams: Decodable {
        struct FileEvent: Decodable {
            var uri: String
        }
        var changes: [FileEvent]
    }

    // MARK: Diagnostics

    enum DiagnosticSeverity: Int, Codable, Sendable {
        case error = 1, warning, information, hint
    }

    struct Diagnostic: Encodable, Equatable, Sendable {
        var range: Range
        var severity: DiagnosticSeverity
        /// The rule id (`sizing/differs`).
        var code: String
        var source = "sizing"
        var message: String
    }

    struct PublishDiagnosticsParams: Encodable {
        var uri: String
        var version: Int?
        var diagnostics: [Diagnostic]
    }

    // MARK: Language features

    struct TextDocumentPositionParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var position: Position
    }

    struct MarkupContent: Encodable {
        /// `markdown` or `plaintext`.
        var kind: String
        var value: String
    }

    struct Hover: Encodable {
        var contents: MarkupContent
        var range: Range?
    }

    struct InlayHintParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var range: Range
    }

    struct InlayHint: Encodable {
        var position: Position
        var label: String
        var paddingLeft = true
        var tooltip: String?
    }

    struct CodeActionParams: Decodable {
        struct Context: Decodable {
            var only: [String]?
        }
        var textDocument: TextDocumentIdentifier
        var range: Range
        var context: Context
    }

    enum CodeActionKind {
        static let quickFix = "quickfix"
    }

    struct CodeAction: Encodable {
        var title: String
        var kind: String
        var diagnostics: [Diagnostic]
        var isPreferred: Bool
        var edit: WorkspaceEdit
    }

    struct WorkspaceEdit: Encodable {
        var changes: [String: [TextEdit]]
    }

    struct TextEdit: Encodable, Equatable {
        var range: Range
        var newText: String
    }

    struct ShowMessageParams: Encodable {
        /// 1 error, 2 warning, 3 info, 4 log.
        var type: Int
        var message: String
    }
}
