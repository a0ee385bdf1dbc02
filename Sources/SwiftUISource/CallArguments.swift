import LayoutCore
import SwiftSyntax

/// The arguments of one call, consumed one by one so that leftovers can be reported:
/// nothing the user wrote is dropped without a word.
struct CallArguments {
    struct Item {
        var label: String?
        var expression: ExprSyntax
        /// A trailing closure (`{ … }` after the parentheses), labeled if it is an additional one.
        var isTrailing: Bool
        var node: Syntax
    }

    var items: [Item] = []
    let callee: String
    /// Input that compiles: arguments the model does not read are left for the caller to note
    /// (`TextField(formatter:)`), not an error.
    var leavesUnreadArguments = false

    /// Arguments read before (``EvaluationMemo/arguments(_:callee:)``).
    init(items: [Item], callee: String) {
        self.items = items
        self.callee = callee
    }

    init(_ call: FunctionCallExprSyntax?, callee: String) {
        self.callee = callee
        guard let call else { return }
        for arg in call.arguments {
            items.append(Item(label: arg.label?.text, expression: arg.expression, isTrailing: false, node: Syntax(arg)))
        }
        if let trailing = call.trailingClosure {
            items.append(Item(label: nil, expression: ExprSyntax(trailing), isTrailing: true, node: Syntax(trailing)))
        }
        for extra in call.additionalTrailingClosures {
            items.append(Item(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailing: true, node: Syntax(extra)))
        }
    }

    var isEmpty: Bool { items.isEmpty }

    /// The arguments' labels as `parameters(_:fit:)` reads them: `_` for an unlabeled one, `{}`
    /// for an unlabeled trailing closure.
    var labels: [String] { items.map { $0.isTrailing && $0.label == nil ? "{}" : ($0.label ?? "_") } }

    /// The argument labeled `label` (not a trailing closure without label).
    mutating func take(_ label: String) -> ExprSyntax? {
        guard let i = items.firstIndex(where: { $0.label == label }) else { return nil }
        return items.remove(at: i).expression
    }

    /// The first unlabeled argument inside the parentheses.
    mutating func takeUnlabeled() -> ExprSyntax? {
        guard let i = items.firstIndex(where: { $0.label == nil && !$0.isTrailing }) else { return nil }
        return items.remove(at: i).expression
    }

    /// The first unlabeled trailing closure.
    mutating func takeTrailing() -> ClosureExprSyntax? {
        guard let i = items.firstIndex(where: { $0.label == nil && $0.isTrailing }) else { return nil }
        return items.remove(at: i).expression.as(ClosureExprSyntax.self)
    }

    /// A closure parameter: `label: { … }` or the trailing closure.
    mutating func takeClosure(_ label: String) -> ExprSyntax? {
        if let labeled = take(label) { return labeled }
        guard let i = items.firstIndex(where: { $0.label == nil && $0.isTrailing }) else { return nil }
        return items.remove(at: i).expression
    }

    /// Whether an argument with this label is present.
    func has(_ label: String) -> Bool { items.contains { $0.label == label } }

    /// Throws for the first argument nobody consumed.
    func finish(_ locator: Locator, expected: [String]) throws {
        guard let first = items.first, !leavesUnreadArguments else { return }
        let what = first.isTrailing && first.label == nil ? "trailing closure" : first.label.map { "argument '\($0):'" } ?? "unlabeled argument `\(first.expression.sourceText)`"
        let hint = first.label.map { Suggestions.didYouMean($0, in: expected) } ?? ""
        let accepted = expected.isEmpty ? "no arguments" : expected.map { $0 == "_" ? "_" : "\($0):" }.joined(separator: ", ")
        throw locator.error("\(callee) does not take the \(what) (it takes \(accepted))\(hint)", at: first.node)
    }
}
