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
        let (root, entry) = try EntryPoint(model: model, translator: translator, locator: locator).build(named: options.viewName)
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
}
