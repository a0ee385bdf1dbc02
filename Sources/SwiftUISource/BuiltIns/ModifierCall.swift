import LayoutCore
import SwiftSyntax

/// One call of a SwiftUI modifier being applied (`.frame(width: 100)`): the translator, the
/// view it modifies, the arguments read one by one and where it is. A ``BuiltInModifier``'s
/// `build` reads it.
struct ModifierCall {
    let translator: Translator
    /// The modifier's name.
    let name: String
    let call: FunctionCallExprSyntax
    /// The modifier's name in the source: where the node is placed and errors point.
    let at: Syntax
    /// The view being modified.
    let receiver: ViewNode
    let scope: Scope
    /// The arguments not read yet.
    var args: CallArguments
    /// The labels SwiftUI's overloads take (the descriptor's).
    let labels: [String]

    init(_ modifier: BuiltInModifier, translator: Translator, call: FunctionCallExprSyntax, at: some SyntaxProtocol, receiver: ViewNode, scope: Scope) {
        self.translator = translator
        self.name = modifier.name
        self.call = call
        self.at = Syntax(at)
        self.receiver = receiver
        self.scope = scope
        self.labels = modifier.labels
        self.args = translator.memo.arguments(call, callee: modifier.name)
    }

    /// The receiver wrapped in `layout` (with a secondary child for backgrounds and overlays).
    func wrap(_ layout: any Layout, _ secondary: ViewNode? = nil) -> ViewNode {
        translator.make(layout, secondary.map { [receiver, $0] } ?? [receiver], at: at)
    }

    /// A source error at the modifier's name.
    func error(_ message: String) -> SourceError { translator.locator.error(message, at: at) }

    /// A source error at the whole call.
    func callError(_ message: String) -> SourceError { translator.locator.error(message, at: call) }

    /// Throws for the first argument nobody read: the call is another overload than the
    /// model's, which passes through in code that compiles.
    func finish() throws {
        do { try args.finish(translator.locator, expected: labels) } catch let error as SourceError {
            throw Translator.UnmatchedModifier(error: error, kind: .otherForm)
        }
    }

    /// A number argument that may be nil; nil when absent.
    mutating func optionalNumber(_ label: String) throws -> Double? {
        try args.take(label).map { try translator.optionalNumber($0, scope, label) } ?? nil
    }

    /// The first unlabeled argument, or an error saying the modifier needs `what`.
    mutating func unlabeled(needing what: String) throws -> ExprSyntax {
        guard let e = args.takeUnlabeled() else { throw callError("\(name) needs \(what)") }
        return e
    }
}
