import LayoutCore
import SwiftSyntax

/// Which view of a snippet or file becomes the root: the one `--view` names, else the one
/// top-level expression, else the first `#Preview`, else the first `PreviewProvider`, else the
/// one view struct no other view uses.
///
/// With many files (a folder, or a file with `--project`), `file` is the one whose entry point
/// is taken (nil: a folder, where `--view` names the view); every file's views can be named.
struct EntryPoint {
    let model: SourceIndex
    let translator: Translator
    let locator: Locator
    /// The file the entry point is looked for in; nil: every file of the index.
    var file: String? = nil
    /// Where "no view named …" says it looked: the file (`Views.swift`, `<stdin>`), or the
    /// folder and how many files it holds (`Sources/App (3 files)`).
    var scope: String? = nil
    /// The file a diagnostic about no file in particular names (the folder); nil: the entry file.
    var scopeFile: String? = nil

    /// Whether `node` is in the file the entry point is looked for in.
    private func inEntryFile(_ node: some SyntaxProtocol) -> Bool {
        file.map { locator.fileName(of: node) == $0 } ?? true
    }

    /// The root and the name of the entry point it came from (`SwitchDemo`, `Preview`, `expression`).
    func build(named wanted: String?) throws -> (ViewNode, String) {
        // 1. The view the caller names.
        if let wanted { return try named(wanted) }
        // 2. A view expression.
        let expressions = model.topLevelExpressions.filter { inEntryFile($0) }
        if expressions.count > 1 {
            let listed = expressions.map { "`\(SourceIndex.collapsed($0.sourceText).prefix(30))` at \(locator.location($0))" }
            throw locator.error(
                "the input has \(expressions.count) top-level views (\(listed.joined(separator: ", "))); a view has one root: wrap them in a container such as VStack { … }",
                at: expressions[1])
        }
        if let only = expressions.first { return (try translator.view(only, translator.fileScope), "expression") }
        // 3. Previews.
        let previewMacros = model.previewMacros.filter { inEntryFile($0.node) }
        if let first = previewMacros.first {
            if previewMacros.count > 1 {
                translator.note("the input has \(previewMacros.count) #Preview blocks; built the first (choose another with --view)", at: first.node)
            }
            return (try preview(first), first.name ?? "Preview")
        }
        let previewProviders = model.previewProviders.filter { inEntryFile($0.nameNode) }
        if let first = previewProviders.first {
            if previewProviders.count > 1 {
                translator.note("the input has \(previewProviders.count) PreviewProviders; built the first (choose another with --view)", at: first.nameNode)
            }
            return (try provider(first), first.name)
        }
        // 4. The view struct at the root of the others.
        return try rootViewStruct()
    }

    private func named(_ wanted: String) throws -> (ViewNode, String) {
        if let s = model.viewStructs[wanted] { return (try view(wanted, s), wanted) }
        if let s = model.previewProviders.first(where: { $0.name == wanted }) { return (try provider(s), wanted) }
        if let p = model.previewMacros.first(where: { ($0.name ?? "Preview") == wanted }) { return (try preview(p), wanted) }
        let names = model.viewStructOrder + model.previewProviders.map(\.name) + model.previewMacros.map { $0.name ?? "Preview" }
        // A folder may declare hundreds: the first few are listed.
        let listed = names.count > Self.listedNames ? names.prefix(Self.listedNames).joined(separator: ", ") + ", and \(names.count - Self.listedNames) more" : names.joined(separator: ", ")
        throw SourceError(Diagnostic(
            .error, "no view named '\(wanted)' in \(scope ?? locator.fileName)\(Suggestions.didYouMean(wanted, in: names))" + (names.isEmpty ? "" : " (it declares \(listed))"),
            fileName: file ?? scopeFile ?? locator.fileName, line: 1, column: 1))
    }

    /// The view structs with a body that no other view struct uses are the candidates; one
    /// candidate is the root, several are an error that lists them.
    private func rootViewStruct() throws -> (ViewNode, String) {
        let structs = model.viewStructOrder.compactMap { name in model.viewStructs[name].map { (name, $0) } }.filter { inEntryFile($0.1.nameNode) }
        guard !structs.isEmpty else {
            throw SourceError(Diagnostic(
                .error, "no view found: expected a view expression, a `struct …: View`, a #Preview or a PreviewProvider",
                fileName: file ?? scopeFile ?? locator.fileName, line: 1, column: 1))
        }
        let stubs = structs.filter { SourceIndex.bodyBinding(of: $0.1).flatMap(SourceIndex.getterStatements)?.isEmpty ?? true }
        if stubs.count == structs.count {
            throw SourceError(stubs.map { name, s in
                locator.diagnostic(.error, "cannot model '\(name)': its declaration has no body in the input (only `// ...`); give its body or its sizing with a doc comment", at: s.nameNode)
            })
        }
        let withBodies = structs.filter { pair in !stubs.contains { $0.0 == pair.0 } }
        // A view naming itself (`Self.make…`, `ProfileView.make…`) is not used by another.
        let names = withBodies.map { name, s in
            (name, Set(s.members.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            }))
        }
        let roots = withBodies.filter { name, _ in !names.contains { $0.0 != name && $0.1.contains(name) } }
        if roots.count == 1, let root = roots.first { return (try view(root.0, root.1), root.0) }
        let candidates = roots.isEmpty ? withBodies : roots
        let listed = candidates.map { "\($0.0) at \(locator.location($0.1.nameNode))" }.joined(separator: ", ")
        throw locator.error("the input declares several views that could be the root (\(listed)); choose one with --view", at: candidates[candidates.count > 1 ? 1 : 0].1.nameNode)
    }

    /// How many names "no view named …" lists.
    static let listedNames = 12

    private func preview(_ p: (name: String?, closure: ClosureExprSyntax?, node: Syntax)) throws -> ViewNode {
        guard let closure = p.closure else { throw locator.error("#Preview has no body", at: p.node) }
        return translator.single(try translator.closureViews(closure, translator.fileScope), at: p.node)
    }

    private func provider(_ s: TypeInfo) throws -> ViewNode {
        guard let binding = SourceIndex.bodyBinding(of: s, named: "previews"), let statements = SourceIndex.getterStatements(binding),
              !statements.isEmpty else {
            throw locator.error("cannot model '\(s.name)': it has no `static var previews` body in the input", at: s.nameNode)
        }
        return translator.single(try translator.builder(statements, translator.fileScope), at: statements)
    }

    private func view(_ name: String, _ s: TypeInfo) throws -> ViewNode {
        try translator.instantiate(name, decl: s, call: nil, nameNode: s.nameNode, callerScope: translator.fileScope)
    }
}
