import SwiftSyntax

/// The modules each file imports: a package's views are known only where their module is
/// imported (``PackageRegistry``), as in Swift.
extension SourceIndex {
    /// `import Kingfisher`, `@testable import App`, `import struct Nuke.ImageRequest` (the
    /// module is the path's first component), `@_exported import X` (imported by every file).
    mutating func addImport(_ decl: ImportDeclSyntax, locator: Locator) {
        guard let module = decl.path.first?.name.identifierName else { return }
        importsByFile[locator.fileName(of: decl), default: []].insert(module)
        if decl.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" }) {
            exportedImports.insert(module)
        }
    }

    /// The modules the file holding `node` imports, with those some file re-exports.
    func imports(at node: some SyntaxProtocol, locator: Locator) -> Set<String> {
        importsByFile[locator.fileName(of: node), default: []].union(exportedImports)
    }
}
