import LayoutCore
import SwiftSyntax

/// Converts syntax positions to the 1-based line:column the diagnostics and nodes carry, for
/// every file of the index: a node's file is found from the root of its tree.
final class Locator: @unchecked Sendable {
    private struct File {
        var name: String
        var converter: SourceLocationConverter
    }
    private var files: [SyntaxIdentifier: File] = [:]
    /// The file that diagnostics not anchored to a node name (the first file added).
    let fileName: String

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        add(fileName: fileName, tree: tree)
    }

    /// One locator for the files of `locators` (each file's line table is shared, not computed
    /// again); its `fileName` is the first's.
    init(combining locators: [Locator]) {
        fileName = locators[0].fileName
        for other in locators { files.merge(other.files) { mine, _ in mine } }
    }

    /// Adds another file's tree.
    func add(fileName: String, tree: SourceFileSyntax) {
        files[tree.id] = File(name: fileName, converter: SourceLocationConverter(fileName: fileName, tree: tree))
    }

    private func file(of node: some SyntaxProtocol) -> File? {
        files[node.root.id] ?? files.first?.value
    }

    /// The name of the file `node` is in.
    func fileName(of node: some SyntaxProtocol) -> String { file(of: node)?.name ?? fileName }

    /// Where `node` is, with its file's name.
    func location(_ node: some SyntaxProtocol) -> LayoutCore.SourceLocation {
        guard let file = file(of: node) else { return LayoutCore.SourceLocation(line: 1, column: 1) }
        let l = file.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return LayoutCore.SourceLocation(line: l.line, column: l.column, file: file.name)
    }

    /// `File.swift:12:8`
    func describe(_ node: some SyntaxProtocol) -> String { "\(fileName(of: node)):\(location(node))" }

    /// A position in the first file (syntax-error diagnostics of one file).
    func location(_ position: AbsolutePosition, in tree: SourceFileSyntax) -> LayoutCore.SourceLocation {
        guard let file = files[tree.id] else { return LayoutCore.SourceLocation(line: 1, column: 1) }
        let l = file.converter.location(for: position)
        return LayoutCore.SourceLocation(line: l.line, column: l.column)
    }

    /// A diagnostic anchored at `node`, underlining it up to the end of its first line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at node: some SyntaxProtocol) -> Diagnostic {
        let loc = location(node)
        let text = node.sourceText
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return Diagnostic(severity, message, fileName: fileName(of: node), line: loc.line, column: loc.column, length: firstLine.utf8.count)
    }

    func error(_ message: String, at node: some SyntaxProtocol) -> SourceError {
        SourceError(diagnostic(.error, message, at: node))
    }
}
