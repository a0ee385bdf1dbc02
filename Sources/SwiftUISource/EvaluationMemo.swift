import LayoutCore
import SwiftSyntax

/// What the runs of one evaluation read from the same syntax again and again, read once: an
/// evaluation builds a view once per combination of run-time values (up to 64 times), and each
/// run reads the same calls' arguments, binds the same functions' parameters, reads the same
/// types' stored properties and spells the same arguments. Everything here is a function of the
/// syntax alone, never of a run's values, so sharing it cannot change a tree; except the views
/// kept for later runs, which are a function of the outcomes taken before them and dropped when
/// a run changes one (``Translator/reusingEarlierRuns(_:_:)``). One evaluation runs on one
/// thread; the memo is not shared between evaluations.
final class EvaluationMemo {
    /// ``ParameterSpec/list(_:)`` of each parameter clause read.
    private var parameters: [SyntaxIdentifier: [ParameterSpec]] = [:]
    /// The stored properties of each type instantiated (`Translator.storedProperties(of:)`).
    var storedProperties: [ObjectIdentifier: [Translator.StoredProperty]] = [:]
    /// The source text of each node spelled (``SyntaxProtocol/sourceText``).
    private var texts: [SyntaxIdentifier: String] = [:]
    /// The arguments of each call read (``CallArguments``).
    private var arguments: [SyntaxIdentifier: [CallArguments.Item]] = [:]

    /// A view one run built, with the run's state after it (``Translator/reusingEarlierRuns(_:_:)``).
    struct BuiltView {
        let expression: SyntaxIdentifier
        let node: ViewNode
        let after: Translator.RunState
    }

    /// The views the next run builds in the same state as an earlier one, by ordinal.
    private var views: [Int: BuiltView] = [:]
    /// Whether views are kept for later runs (always, but in the tests that compare both ways).
    let reusesViews: Bool
    /// Views taken from earlier runs so far.
    private(set) var viewsReused = 0

    init(reusesViews: Bool = true) {
        self.reusesViews = reusesViews
    }

    /// The view built at `ordinal` by an earlier run in the state this run is in, if kept.
    func view(at ordinal: Int, of expression: SyntaxIdentifier) -> BuiltView? {
        guard reusesViews, let built = views[ordinal] else { return nil }
        guard built.expression == expression else {
            // Runs that agree so far enter the same expressions in the same order: this one
            // did not, so nothing kept is trusted.
            assertionFailure("run entered another expression at view \(ordinal)")
            views = [:]
            return nil
        }
        viewsReused += 1
        return built
    }

    func keep(_ view: BuiltView, at ordinal: Int) {
        guard reusesViews else { return }
        views[ordinal] = view
    }

    /// The next run changes the outcome of the decision at `position` (counted in the order
    /// the runs take them): it repeats the earlier runs only until that decision, so the views
    /// finished after it are dropped.
    func nextRun(changing position: Int) {
        views = views.filter { $0.value.after.taken.count <= position }
    }

    /// A call's arguments, to be consumed by the caller (each call of this gives them all).
    func arguments(_ call: FunctionCallExprSyntax?, callee: String) -> CallArguments {
        guard let call else { return CallArguments(nil, callee: callee) }
        if let known = arguments[call.id] { return CallArguments(items: known, callee: callee) }
        let read = CallArguments(call, callee: callee)
        arguments[call.id] = read.items
        return read
    }

    func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterSpec] {
        if let known = parameters[clause.id] { return known }
        let specs = ParameterSpec.list(clause)
        parameters[clause.id] = specs
        return specs
    }

    func text(_ node: some SyntaxProtocol) -> String {
        if let known = texts[node.id] { return known }
        let text = node.sourceText
        texts[node.id] = text
        return text
    }
}

/// One parameter of a function or initializer, as a call binds it.
struct ParameterSpec {
    /// The argument label (`_` for none).
    let label: String
    /// The name the body knows it by.
    let name: String
    /// The type as written.
    let type: String
    let isVariadic: Bool
    let defaultValue: ExprSyntax?
    /// Whether an unlabeled trailing closure goes here (``Translator/takesTrailingClosure(_:in:)``).
    let takesTrailingClosure: Bool
    let isViewBuilder: Bool

    /// The parameters of `clause`, in order.
    /// - Complexity: O(p²) in the parameters (the forward scan looks past each closure).
    static func list(_ clause: FunctionParameterClauseSyntax) -> [ParameterSpec] {
        clause.parameters.map { p in
            let label = p.firstName.identifierName
            return ParameterSpec(
                label: label, name: p.secondName?.identifierName ?? label, type: p.type.sourceText,
                isVariadic: p.ellipsis != nil, defaultValue: p.defaultValue?.value,
                takesTrailingClosure: Translator.takesTrailingClosure(p, in: clause),
                isViewBuilder: p.attributes.contains(where: { $0.sourceText == "@ViewBuilder" }))
        }
    }
}
