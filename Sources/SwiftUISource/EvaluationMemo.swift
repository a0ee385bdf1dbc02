import LayoutCore
import SwiftSyntax

/// What the runs of one evaluation read from the same syntax again and again, read once: an
/// evaluation builds a view once per combination of run-time values (up to 64 times), and each
/// run reads the same calls' arguments, binds the same functions' parameters, reads the same
/// types' stored properties and spells the same arguments. Everything here is a function of the
/// syntax alone (a custom layout's program too), or of a tree it is asked about (a layout's
/// trial, a node's label), never of a run's values, so sharing it cannot change a tree; except
/// the views kept for later runs, which are a function of the outcomes taken before them and
/// dropped when a run changes one (``Translator/reusingEarlierRuns(_:_:)``). One evaluation
/// runs on one thread; the memo is not shared between evaluations, except its instance bodies
/// (``instances``).
final class EvaluationMemo {
    /// ``ParameterSpec/list(_:)`` of each parameter clause read.
    private var parameters: [SyntaxIdentifier: [ParameterSpec]] = [:]
    /// The stored properties of each type instantiated (`Translator.storedProperties(of:)`).
    var storedProperties: [ObjectIdentifier: [Translator.StoredProperty]] = [:]
    /// The source text of each node spelled (``SyntaxProtocol/sourceText``).
    private var texts: [SyntaxIdentifier: String] = [:]
    /// The arguments of each call read (``CallArguments``).
    private var arguments: [SyntaxIdentifier: [CallArguments.Item]] = [:]
    /// Each custom layout compiled by a run (`Translator.compiledLayout`), by its type, with the
    /// stack orientation its `layoutProperties` declare.
    var compiledLayouts: [ObjectIdentifier: (program: LayoutProgram, orientation: Axis?)] = [:]
    /// The labels of the nodes keyed so far (``VariantKey/init(_:labels:)``).
    let labels = VariantKey.Labels()
    /// The trial of each custom layout's node tried (``trialFault(of:)``), by the node's tree.
    private var trialFaults: [VariantKey: LayoutFault?] = [:]
    /// ``extendedTypeName(of:)`` of each function asked about.
    private var extendedTypes: [SyntaxIdentifier: String?] = [:]

    /// The instance bodies the runs built, to be taken again (``InstanceMemo``); shared with
    /// the evaluations run before this one on the same thread when given
    /// (``InstanceBodyPool``).
    let instances: InstanceMemo

    /// A view one run built, with the run's state after it (``Translator/reusingEarlierRuns(_:_:)``).
    struct BuiltView {
        let expression: SyntaxIdentifier
        let node: ViewNode
        let after: Translator.RunState
    }

    /// The views the next run builds in the same state as an earlier one, by ordinal.
    private var views: [Int: BuiltView] = [:]
    /// The ordinals of ``views`` by how many decisions their runs had taken after them, so that
    /// ``nextRun(changing:)`` drops them without reading the others.
    private var ordinalsByDecisionsTaken: [[Int]] = []
    /// Whether views are kept for later runs (always, but in the tests that compare both ways).
    let reusesViews: Bool
    /// Views taken from earlier runs so far.
    private(set) var viewsReused = 0

    init(reusesViews: Bool = true, instances: InstanceMemo = InstanceMemo()) {
        self.reusesViews = reusesViews
        self.instances = instances
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
        let taken = view.after.taken.count
        while ordinalsByDecisionsTaken.count <= taken { ordinalsByDecisionsTaken.append([]) }
        ordinalsByDecisionsTaken[taken].append(ordinal)
    }

    /// The next run changes the outcome of the decision at `position` (counted in the order
    /// the runs take them): it repeats the earlier runs only until that decision, so the views
    /// finished after it are dropped.
    /// - Complexity: O(d) in the views dropped (each view kept is dropped at most once).
    func nextRun(changing position: Int) {
        guard ordinalsByDecisionsTaken.count > position + 1 else { return }
        for taken in (position + 1)..<ordinalsByDecisionsTaken.count {
            // A view kept again at an ordinal after this list was made is another view.
            for ordinal in ordinalsByDecisionsTaken[taken] where views[ordinal]?.after.taken.count == taken {
                views[ordinal] = nil
            }
        }
        ordinalsByDecisionsTaken.removeSubrange((position + 1)...)
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

    /// The simple name of the type a function's extension extends (`Rectangle` for a function
    /// of `extension SwiftUI.Rectangle`); nil for a function outside an extension.
    func extendedTypeName(of f: FunctionDeclSyntax) -> String? {
        if let known = extendedTypes[f.id] { return known }
        var node = f.parent
        while let n = node, !n.is(ExtensionDeclSyntax.self) { node = n.parent }
        let name = node?.as(ExtensionDeclSyntax.self).map { ext in
            let written = ext.extendedType.trimmedDescription
            return String(written.prefix { $0 != "<" }.split(separator: ".").last ?? "")
        }
        extendedTypes[f.id] = .some(name)
        return name
    }

    /// ``InterpretedLayout/trialFault(of:)`` of a custom layout's node, tried once for each
    /// distinct tree: runs that change nothing under the layout (its fields and its subviews,
    /// all in the node's ``VariantKey``) lay it out the same way.
    func trialFault(of node: ViewNode) -> LayoutFault? {
        let key = VariantKey(node, labels: labels)
        if let known = trialFaults[key] { return known }
        let fault = InterpretedLayout.trialFault(of: node)
        trialFaults[key] = .some(fault)
        return fault
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
