import Foundation

/// A document the client opened: its text as the editor holds it (saved or not), which the
/// scan reads instead of the file on disk.
struct OpenDocument {
    var uri: String
    /// The file's absolute, standardized path; nil for a document that is no file
    /// (`untitled:`), which is kept but never scanned.
    var path: String?
    var version: Int
    var text: DocumentText
    /// Whether the scan reads it: a `.swift` file, or a document the client says is Swift.
    var isSwift: Bool

    init(uri: String, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.path = Self.path(ofURI: uri)
        self.version = version
        self.text = DocumentText(text)
        self.isSwift = languageId == "swift" || (path?.hasSuffix(".swift") ?? false)
    }

    /// The absolute, standardized path of a `file:` URI (percent escapes decoded); nil for
    /// any other scheme.
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.scheme == "file", !url.path.isEmpty else { return nil }
        return url.standardizedFileURL.path
    }
}
