import LayoutCore
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The front end: SwiftUI source text in, LayoutCore trees out.
///
/// Steps of `parse`:
/// 1. Parse with swift-syntax; any syntax error stops here with its location.
/// 2. Scan declarations (views, previews, enums, `extension View` functions, custom layouts).
/// 3. Choose the entry point (`--view`, a top-level expression, `#Preview`, `PreviewProvider`,
///    or the one view struct no other view uses).
/// 4. Translate the entry point's body into a tree, evaluating constants and conditions.
public enum SwiftUISource {
    /// The parser's nesting limit (the default in debug builds of swift-syntax is 20, too low
    /// for real views). Deeper input is a syntax error, not a stack overflow.
    static let parserNestingLimit = 256

    static func parseTree(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: parserNestingLimit)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// Parses `text` and builds the tree of its entry point.
    public static func parse(_ text: String, fileName: String, options: SourceOptions = SourceOptions()) throws(SourceError) -> ParsedSource {
        // A long modifier chain is as deep as it is long, and swift-syntax recurses over it
        // (10,000 `.padding(1)` overflowed an 8 MiB stack): parse on LayoutCore's large stack.
        let result: Result<ParsedSource, SourceError> = DeepTrees.withLargeStack {
            do {
                return .success(try parseUntyped(text, fileName: fileName, options: options))
            } catch let error as SourceError {
                return .failure(error)
            } catch {
                return .failure(SourceError(Diagnostic(.error, "internal error: \(error)", fileName: fileName, line: 1, column: 1)))
            }
        }
        return try result.get()
    }

    /// Every `struct X: View`, `PreviewProvider`, `#Preview` and `extension View` function in
    /// `text`, with doc comments and exact locations. Never throws: a file with syntax errors
    /// still yields the declarations swift-syntax recovered.
    public static func declarations(in text: String, fileName: String) -> [ViewDeclaration] {
        DeepTrees.withLargeStack {  // deep input recurses in swift-syntax (see parse)
            let tree = parseTree(text)
            let locator = Locator(fileName: fileName, tree: tree)
            return SourceIndex(files: [tree], locator: locator).declarations
        }
    }

    /// The syntax errors swift-syntax finds in `text` (empty when it parses cleanly).
    public static func syntaxDiagnostics(in text: String, fileName: String) -> [Diagnostic] {
        DeepTrees.withLargeStack {  // deep input recurses in swift-syntax (see parse)
            let tree = parseTree(text)
            return syntaxDiagnostics(tree, locator: Locator(fileName: fileName, tree: tree))
        }
    }

    static func syntaxDiagnostics(_ tree: SourceFileSyntax, locator: Locator) -> [Diagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree).map { d in
            let loc = locator.location(d.position, in: tree)
            let severity: Diagnostic.Severity
            switch d.diagMessage.severity {
            case .error: severity = .error
            case .warning: severity = .warning
            default: severity = .note
            }
            let length = d.node.sourceText.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first?.utf8.count ?? 1
            return Diagnostic(severity, d.message, fileName: locator.fileName, line: loc.line, column: loc.column, length: length)
        }
    }

    private static func parseUntyped(_ text: String, fileName: String, options: SourceOptions) throws -> ParsedSource {
        // 1. Syntax.
        let tree = parseTree(text)
        let locator = Locator(fileName: fileName, tree: tree)
        let syntaxErrors = syntaxDiagnostics(tree, locator: locator).filter { $0.severity == .error }
        if !syntaxErrors.isEmpty { throw SourceError(syntaxErrors) }

        // 2. Declarations.
        let model = SourceIndex(files: [tree], locator: locator, conditions: options.conditions)
        let translator = Translator(locator: locator, model: model, options: options)

        // 3–4. Entry point and tree (the first value of every symbolic value it depends on).
        let (root, entry) = try buildEntryPoint(tree, model: model, translator: translator, locator: locator, options: options)
        var notes = translator.notes
        let chosen = translator.exploration.decisions.map(\.choice)
        if !chosen.isEmpty {
            notes.append(Diagnostic(.note, "values the input does not give were chosen: " + chosen.map(\.description).joined(separator: "; "), fileName: fileName, line: 1, column: 1))
        }
        return ParsedSource(
            root: root, container: translator.container, notes: notes, views: model.declarations, entryPoint: entry,
            choices: chosen, assumptions: translator.assumptions,
            readsGeometry: translator.readsGeometry)
    }

    private static func buildEntryPoint(
        _ tree: SourceFileSyntax, model: SourceIndex, translator: Translator, locator: Locator, options: SourceOptions
    ) throws -> (ViewNode, String) {
        let scope = translator.fileScope
        func preview(_ p: (name: String?, closure: ClosureExprSyntax?, node: Syntax)) throws -> ViewNode {
            guard let closure = p.closure else { throw locator.error("#Preview has no body", at: p.node) }
            return translator.single(try translator.closureViews(closure, scope), at: p.node)
        }
        func provider(_ s: TypeInfo) throws -> ViewNode {
            guard let binding = SourceIndex.bodyBinding(of: s, named: "previews"), let statements = SourceIndex.getterStatements(binding),
                  !statements.isEmpty else {
                throw locator.error("cannot model '\(s.name)': it has no `static var previews` body in the input", at: s.nameNode)
            }
            return translator.single(try translator.builder(statements, scope), at: statements)
        }
        func view(_ name: String, _ s: TypeInfo) throws -> ViewNode {
            try translator.instantiate(name, decl: s, call: nil, nameNode: s.nameNode, callerScope: scope)
        }

        if let wanted = options.viewName {
            if let s = model.viewStructs[wanted] { return (try view(wanted, s), wanted) }
            if let s = model.previewProviders.first(where: { $0.name == wanted }) { return (try provider(s), wanted) }
            if let p = model.previewMacros.first(where: { ($0.name ?? "Preview") == wanted }) { return (try preview(p), wanted) }
            let names = model.viewStructOrder + model.previewProviders.map(\.name) + model.previewMacros.map { $0.name ?? "Preview" }
            throw SourceError(Diagnostic(
                .error, "no view named '\(wanted)' in the input\(Suggestions.didYouMean(wanted, in: names))" + (names.isEmpty ? "" : " (it declares \(names.joined(separator: ", ")))"),
                fileName: locator.fileName, line: 1, column: 1))
        }

        let expressions = model.topLevelExpressions
        if expressions.count > 1 {
            let listed = expressions.map { "`\(SourceIndex.collapsed($0.sourceText).prefix(30))` at \(locator.location($0))" }
            throw locator.error(
                "the input has \(expressions.count) top-level views (\(listed.joined(separator: ", "))); a view has one root: wrap them in a container such as VStack { … }",
                at: expressions[1])
        }
        if let only = expressions.first { return (try translator.view(only, scope), "expression") }

        if let first = model.previewMacros.first {
            if model.previewMacros.count > 1 {
                translator.note("the input has \(model.previewMacros.count) #Preview blocks; built the first (choose another with --view)", at: first.node)
            }
            return (try preview(first), first.name ?? "Preview")
        }
        if let first = model.previewProviders.first {
            if model.previewProviders.count > 1 {
                translator.note("the input has \(model.previewProviders.count) PreviewProviders; built the first (choose another with --view)", at: first.nameNode)
            }
            return (try provider(first), first.name)
        }

        // The view structs that no other view struct uses are the candidates for the root.
        let structs = model.viewStructOrder.compactMap { name in model.viewStructs[name].map { (name, $0) } }
        guard !structs.isEmpty else {
            throw SourceError(Diagnostic(
                .error, "no view found: expected a view expression, a `struct …: View`, a #Preview or a PreviewProvider",
                fileName: locator.fileName, line: 1, column: 1))
        }
        let stubs = structs.filter { SourceIndex.bodyBinding(of: $0.1).flatMap(SourceIndex.getterStatements)?.isEmpty ?? true }
        if stubs.count == structs.count {
            throw SourceError(stubs.map { name, s in
                locator.diagnostic(.error, "cannot model '\(name)': its declaration has no body in the input (only `// ...`); give its body or its sizing with a doc comment", at: s.nameNode)
            })
        }
        let withBodies = structs.filter { pair in !stubs.contains { $0.0 == pair.0 } }
        let used = Set(withBodies.flatMap { _, s in
            s.members.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            }
        })
        let roots = withBodies.filter { !used.contains($0.0) }
        if roots.count == 1, let root = roots.first { return (try view(root.0, root.1), root.0) }
        let candidates = roots.isEmpty ? withBodies : roots
        let listed = candidates.map { "\($0.0) at \(locator.location($0.1.nameNode))" }.joined(separator: ", ")
        throw locator.error("the input declares several views that could be the root (\(listed)); choose one with --view", at: candidates[candidates.count > 1 ? 1 : 0].1.nameNode)
    }
}
