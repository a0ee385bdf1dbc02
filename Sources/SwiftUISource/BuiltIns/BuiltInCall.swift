import LayoutCore
import SwiftSyntax

/// One call of a SwiftUI view being built (`HStack(spacing: 8) { … }`): the translator that
/// evaluates its arguments, the arguments read one by one (so that leftovers are reported), and
/// where it is. A ``BuiltInView``'s `build` reads it.
struct BuiltInCall {
    let translator: Translator
    /// The view's name as written.
    let name: String
    /// The call, nil for a bare name (`Text` as a type, `EmptyView`).
    let call: FunctionCallExprSyntax?
    /// The name's syntax: where the node is placed and errors point.
    let at: DeclReferenceExprSyntax
    let scope: Scope
    /// The arguments not read yet.
    var args: CallArguments
    /// The labels SwiftUI's initialisers take (the descriptor's).
    let labels: [String]
    private var taken: Set<String> = []
    /// Whether the title ``title()`` read is translated: written as a literal (SwiftUI's
    /// `LocalizedStringKey` initializers); a `String` value is shown as it is (the
    /// `StringProtocol` ones). A control built from it is told so (``LayoutCore/TitledControl``).
    private(set) var titleIsLocalized = true
    /// Whether the title ``title()`` read is a run-time string laid out as a placeholder: the
    /// control built from it is marked `ViewNode.isRunTimeText`.
    private(set) var titleIsRunTime = false

    /// `arguments`, when given, stand for the call's (a view built from a function reference,
    /// `optional.map(Image.init(systemName:))`).
    init(_ view: BuiltInView, translator: Translator, call: FunctionCallExprSyntax?, arguments: CallArguments? = nil, at: DeclReferenceExprSyntax, scope: Scope) {
        self.translator = translator
        self.name = view.name
        self.call = call
        self.at = at
        self.scope = scope
        self.labels = view.labels
        self.args = arguments ?? translator.memo.arguments(call, callee: view.name)
        self.args.leavesUnreadArguments = translator.options.inputCompiles
    }

    /// A node of `layout` at the call.
    func make(_ layout: any Layout, _ children: [ViewNode] = []) -> ViewNode {
        translator.make(layout, children, at: at)
    }

    /// Several views as one node: itself, or a Group.
    func single(_ nodes: [ViewNode]) -> ViewNode { translator.single(nodes, at: at) }

    /// A source error at the call's name.
    func error(_ message: String) -> SourceError { translator.locator.error(message, at: at) }

    /// Throws for the first argument nobody read (in a snippet; code that compiles keeps them
    /// for the caller to note).
    func finish() throws { try args.finish(translator.locator, expected: labels) }

    // MARK: Arguments

    /// A labelled argument's expression.
    mutating func take(_ label: String) -> ExprSyntax? {
        guard let expr = args.take(label) else { return nil }
        taken.insert(label)
        return expr
    }

    /// Whether `label` was present (after it was read).
    func had(_ label: String) -> Bool { taken.contains(label) }

    /// The title: the first unlabeled argument inside the parentheses, when it is not a closure.
    mutating func title() throws -> String? {
        guard let i = args.items.firstIndex(where: { $0.label == nil && !$0.isTrailing }),
              !args.items[i].expression.is(ClosureExprSyntax.self) else { return nil }
        let expr = args.items.remove(at: i).expression
        let value = try translator.evaluate(expr, scope)
        if case .views = value { return nil }
        titleIsLocalized = isTranslated(expr)
        let pending = translator.textAssumed
        let title = try translator.text(expr, scope, in: name)
        if translator.textAssumed && !pending {
            // The control is the node showing it, not the next one the translator makes.
            titleIsRunTime = true
            translator.textAssumed = false
        }
        return title
    }

    /// Whether SwiftUI translates the string `expr` gives a `Text` or a control's title: a
    /// literal (a `LocalizedStringKey`), a string made translated (``isLocalizedString(_:)``), a
    /// generated string-catalog symbol (`.congratulationsTitle`), a
    /// `LocalizedStringKey` parameter (``Scope/isLocalizedKey(_:)``) or property of the view; a
    /// `String` value is shown as it is.
    func isTranslated(_ expr: ExprSyntax) -> Bool {
        if expr.is(StringLiteralExprSyntax.self) || Self.isLocalizedString(expr) { return true }
        // `.congratulationsTitle`: a `LocalizedStringResource` symbol Xcode 26 generates from the
        // string catalog's key, when no value of the code stands for it.
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil,
           case .member(nil, _)? = try? translator.evaluate(expr, scope) { return true }
        let local = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let local, scope.isLocalizedKey(local) { return true }
        let property = local
            ?? expr.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName.baseName.text : nil }
        guard let property, let type = scope.instance?.type else { return false }
        return translator.storedProperties(of: type).first { $0.name == property }?.type.map(TypeText.wrapped) == "LocalizedStringKey"
    }

    /// The key literal of a string made translated (``isLocalizedString(_:)``) with no default
    /// value given: `"\(count) followers"` of `String(localized: "\(count) followers")`.
    static func localizedKey(_ expr: ExprSyntax) -> StringLiteralExprSyntax? {
        guard isLocalizedString(expr), let call = expr.as(FunctionCallExprSyntax.self),
              !call.arguments.contains(where: { ["defaultValue", "value"].contains($0.label?.text) }) else { return nil }
        return call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
    }

    /// Whether `expr` makes a translated string at run time: `String(localized:)`,
    /// `NSLocalizedString(_:comment:)`, `LocalizedStringKey(_:)`, `LocalizedStringResource(_:)`
    /// (a `String` value made any other way is shown as it is).
    static func isLocalizedString(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil && $0.declName.baseName.text == "init" ? "init" : nil }
        switch callee {
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource": return true
        case "String", "init": return call.arguments.first?.label?.text == "localized"
        default: return false
        }
    }

    /// A string argument (`systemImage: "tray"`).
    mutating func string(_ label: String) throws -> String? {
        guard let expr = take(label) else { return nil }
        return try translator.text(expr, scope, in: name)
    }

    /// A number argument that may be nil (`spacing: nil`); nil when absent.
    mutating func optionalNumber(_ label: String) throws -> Double? {
        try take(label).map { try translator.optionalNumber($0, scope, label) } ?? nil
    }

    /// Data, bindings and actions: read, so that a bad expression is still an error in a snippet.
    mutating func data(_ labels: [String]) throws {
        for label in labels {
            while let expr = take(label) {
                if expr.is(ClosureExprSyntax.self) { continue }
                if translator.options.inputCompiles { _ = try? translator.evaluate(expr, scope) } else { _ = try translator.evaluate(expr, scope) }
            }
        }
    }

    /// Arguments that take no part in layout (bindings, actions, ranges, URLs): read, so that
    /// typos surface, whatever the input, and set aside.
    mutating func ignore(_ labels: [String]) {
        for label in labels {
            while let e = take(label) {
                if e.is(ClosureExprSyntax.self) { continue }
                _ = try? translator.evaluate(e, scope)
            }
        }
    }

    /// Arguments that are views or closures not on screen (destinations, menu items).
    mutating func skip(_ labels: [String]) {
        for label in labels {
            while take(label) != nil {}
        }
    }

    /// Drops the unlabeled trailing closure (a destination, an action).
    mutating func skipTrailing() { _ = args.takeTrailing() }

    /// The views of `label:` (a closure or a view).
    mutating func views(_ label: String) throws -> [ViewNode] {
        guard let expr = take(label) else { return [] }
        return try translator.viewsOfArgument(expr, scope)
    }

    /// The views of `label:` or, without it, of the unlabeled trailing closure.
    mutating func closure(_ label: String) throws -> [ViewNode] {
        if args.has(label) { return try views(label) }
        return try trailing()
    }

    /// The views of the unlabeled trailing closure.
    mutating func trailing() throws -> [ViewNode] {
        guard let closure = args.takeTrailing() else { return [] }
        return try translator.closureViews(closure, scope)
    }

    /// `isExpanded: .constant(true)` or a known true value: true; anything else false.
    mutating func flag(_ label: String) throws -> Bool {
        guard let expr = take(label) else { return false }
        switch try? translator.evaluate(expr, scope) {
        case .bool(let b)?: return b
        case .memberCall(_, "constant", let fields)?:
            if case .bool(let b)? = fields.first?.value { return b }
            return false
        default: return false
        }
    }
}
