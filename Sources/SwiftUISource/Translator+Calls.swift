import LayoutCore
import SwiftSyntax

/// Calls of the input's own code where a view is expected: helper functions and methods,
/// properties of the instance being built, `extension View` functions and `ViewModifier`s.
extension Translator {
    /// `self.row(item)`, `Self.card()`, `Theme.makeBadge()`, `viewModel.makeView()`: a call on
    /// something that is not a view; nil when the base is a view (then the call is a modifier).
    func helperCall(_ name: String, base: ExprSyntax, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            let baseName = ref.baseName.identifierName
            if baseName == "self" || baseName == "Self", let instance = scope.instance {
                if case .views? = scope.lookup("self") { return nil }
                if let inner = model.nestedView(name, in: instance.type) {
                    return try instantiate(inner.qualifiedName, decl: inner, call: call, nameNode: nameNode, callerScope: scope)
                }
                if let node = try instanceView(name, of: instance, call: call, nameNode: nameNode, scope) { return node }
                // `self.content()`: a stored closure or view property.
                if scope.lookup(name) != nil, let ref = Syntax(nameNode).as(DeclReferenceExprSyntax.self) {
                    return try construct(name, call: call, nameNode: ref, scope)
                }
                throw locator.error("'\(instance.name)' has no view function '\(name)'\(Suggestions.didYouMean(name, in: instance.type.members.compactMap { $0.as(FunctionDeclSyntax.self)?.name.identifierName }))", at: nameNode)
            }
            // A type the input declares, named as the base (not a value of that name).
            let declared = scope.lookup(baseName) == nil ? typeInfo(named: baseName, from: scope.instance?.type) : nil
            // `Settings.Row()`: a view declared inside another type.
            if let outer = declared, let inner = model.nestedView(name, in: outer) {
                return try instantiate(inner.qualifiedName, decl: inner, call: call, nameNode: nameNode, callerScope: scope)
            }
            // `ProfileView.makeHeader(…)`: a static function of a view type builds a view; it is
            // not the type building itself.
            if let t = declared, t.role == .view,
               let f = t.functions(named: name).first(where: { SourceIndex.returnsView($0, of: t.name) && SourceIndex.isStatic($0.modifiers) }) {
                return try callFunction(f, call: call, nameNode: nameNode, self: nil, scope)
            }
            if let t = declared, t.role != .view {
                if let f = t.functions(named: name).first(where: SourceIndex.returnsAnyView) {
                    return try callFunction(f, call: call, nameNode: nameNode, self: nil, scope)
                }
                // `Color.brand(…)` from the input's `extension Color`, `Theme.background(for: scheme)`:
                // a colour (colours fill their proposal whichever colour it is).
                if let f = t.functions(named: name).first,
                   SourceIndex.returnsColor(f) || (t.name == "Color" && f.signature.returnClause?.type.sourceText == "Self") {
                    return place(Color.gray.node, at: nameNode)
                }
                if name == "init" { return nil }
                if t.role == .viewModifier { return nil }
                return try opaqueView("\(baseName).\(name)", at: nameNode, because: "is a function whose view the model does not evaluate")
            }
            if baseName == "Color" || baseName == "Image" || baseName == "Text" { return nil }
            if scope.lookup(baseName) == nil, typeInfo(named: baseName) == nil, let ref = Syntax(nameNode).as(DeclReferenceExprSyntax.self) {
                // `Kingfisher.KFImage(url)`: a view named with its module, which the file imports.
                if model.imports(at: base, locator: locator).contains(baseName) { return try construct(name, call: call, nameNode: ref, scope) }
                // `KFImage.url(url)`: a package view made by a static function.
                if let node = try packageConstructor(name, baseName: baseName, base: ref, call: call, scope) { return node }
            }
            if options.inputCompiles, scope.lookup(baseName) == nil, model.view(named: baseName) == nil, BuiltInRegistry.view(named: baseName) == nil,
               baseName.first?.isUppercase == true, typeInfo(named: baseName) == nil, !Self.knownTypes.contains(baseName) {
                // A static function of a type from another module.
                return try opaqueView("\(baseName).\(name)", at: nameNode, because: undeclaredReason(baseName, at: nameNode))
            }
            if let value = scope.lookup(baseName), case .symbolic(let s) = value {
                // `image.resizable()` on a run-time image, text or colour: a modifier of its view.
                if let type = s.type.map(TypeText.wrapped), ["Image", "Text", "Color"].contains(type) { return nil }
                if let container = try modelLayout(name, of: s, call: call, nameNode: nameNode, scope) { return container }
                return try viewValue(.symbolic(s.member(name + "()", type: nil)), at: nameNode)
            }
        }
        return nil
    }

    /// A computed view property or view function of the current custom view (with its
    /// parameters bound to the call's arguments).
    func instanceView(_ name: String, of instance: Instance, call: FunctionCallExprSyntax?, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        if call == nil, let binding = SourceIndex.bodyBinding(of: instance.type, named: name), binding.accessorBlock != nil,
           let statements = SourceIndex.getterStatements(binding) {
            return single(try nested(binding) { try builder(statements, scope) }, at: binding)
        }
        guard let call else { return nil }
        let candidates = instance.type.functions(named: name)
        guard !candidates.isEmpty else { return nil }
        let labels = memo.arguments(call, callee: name).labels
        let f = candidates.first { parameters($0.signature.parameterClause, fit: labels) } ?? candidates[0]
        return try callFunction(f, call: call, nameNode: nameNode, self: nil, scope)
    }

    /// Whether a parameter list takes a call with these labels (`_` unlabeled, `{}` trailing).
    static func parameters(_ clause: FunctionParameterClauseSyntax, fit callLabels: [String]) -> Bool {
        parameters(ParameterSpec.list(clause), fit: callLabels)
    }

    /// ``parameters(_:fit:)`` with the clause read once per evaluation.
    func parameters(_ clause: FunctionParameterClauseSyntax, fit callLabels: [String]) -> Bool {
        Self.parameters(memo.parameters(clause), fit: callLabels)
    }

    static func parameters(_ specs: [ParameterSpec], fit callLabels: [String]) -> Bool {
        var remaining = callLabels
        for p in specs {
            let label = p.label
            if p.isVariadic {
                // A variadic parameter takes its label's first argument and the unlabeled ones after it.
                guard let index = remaining.firstIndex(of: label) else { continue }
                var end = index + 1
                while end < remaining.count, remaining[end] == "_" { end += 1 }
                remaining.removeSubrange(index..<end)
                continue
            }
            if let index = remaining.firstIndex(of: label) { remaining.remove(at: index); continue }
            if p.takesTrailingClosure, let index = remaining.firstIndex(of: "{}") { remaining.remove(at: index); continue }
            if p.defaultValue == nil { return false }
        }
        return remaining.isEmpty
    }

    /// Whether an unlabeled trailing closure goes to `p`, by Swift's forward scan (SE-0286): a
    /// parameter of function type, unless it has a default and a later parameter of function
    /// type needs an argument (`init(contentOffset: (CGPoint) -> Void = { _ in }, content: () -> C)`
    /// takes `{ … }` as `content`).
    static func takesTrailingClosure(_ p: FunctionParameterSyntax, in clause: FunctionParameterClauseSyntax) -> Bool {
        guard p.type.hasArrow else { return false }
        guard p.defaultValue != nil, let position = clause.parameters.firstIndex(where: { $0.id == p.id }) else { return true }
        return !clause.parameters[clause.parameters.index(after: position)...].contains { $0.type.hasArrow && $0.defaultValue == nil }
    }

    /// Calls a function that returns views: binds its parameters to the call's arguments (a
    /// parameter the call does not give takes its default, else a symbolic value) and builds
    /// its body. `receiver` is `self` for an `extension View` function.
    func callFunction(_ f: FunctionDeclSyntax, call: FunctionCallExprSyntax?, nameNode: some SyntaxProtocol, self receiver: ViewNode?, _ scope: Scope) throws -> ViewNode {
        guard let body = f.body else { throw locator.error("'\(f.name.identifierName)' has no body in the input", at: nameNode) }
        noteReading(f)
        return try nested(nameNode) {
            let local = Scope(receiver.map { ["self": .views([$0])] } ?? [:], parent: scope.instance.map { _ in scope } ?? fileScope, instance: scope.instance)
            var args = memo.arguments(call, callee: f.name.identifierName)
            try bindParameters(f.signature.parameterClause, &args, into: local, callerScope: scope, owner: f.name.identifierName)
            return single(try builder(body.statements, local), at: nameNode)
        }
    }

    /// Binds each parameter to its argument, its default, or a symbolic value of its type. While
    /// the probed view's own initializer runs (`probing`), a parameter taking content is the
    /// probe's placeholder even where it has a default: the probe asks what the view does with
    /// content a caller gives.
    func bindParameters(_ clause: FunctionParameterClauseSyntax, _ args: inout CallArguments, into local: Scope, callerScope: Scope, owner: String, probing: Bool = false) throws {
        let specs = memo.parameters(clause)
        for p in specs {
            let label = p.label
            let pname = p.name
            if p.isVariadic {
                // `_ items: T...`: the run of arguments from the first one with this label (for `_`,
                // the first unlabeled one) to the next labeled one, as an array.
                var values: [Value] = []
                if let start = args.items.firstIndex(where: { $0.label == (label == "_" ? nil : label) && !$0.isTrailing }) {
                    var end = start + 1
                    while end < args.items.count, args.items[end].label == nil, !args.items[end].isTrailing { end += 1 }
                    for item in args.items[start..<end] { values.append(try argumentValue(item.expression, callerScope, type: p.type)) }
                    args.items.removeSubrange(start..<end)
                }
                local.values[pname] = .array(values)
                continue
            }
            var expr = label == "_" ? args.takeUnlabeled() : args.take(label)
            let type = p.type
            if expr == nil, p.takesTrailingClosure { expr = args.takeTrailing().map(ExprSyntax.init) }
            if let expr {
                local.values[pname] = try argumentValue(expr, callerScope, type: type)
            } else if let placeholder, probing || p.defaultValue == nil, Self.isViewClosureType(type) || p.isViewBuilder {
                // The probed view's own content (`content: (Image) -> Content = { $0 }` too).
                local.values[pname] = .views([placeholder])
            } else if let d = p.defaultValue {
                local.values[pname] = try evaluate(d, local)
            } else {
                local.values[pname] = symbolicValue(pname, type: type)
            }
            if TypeText.wrapped(type) == "LocalizedStringKey" { local.localizedKeys.insert(pname) }
        }
        try args.finish(locator, expected: specs.map(\.label))
    }

    /// `() -> Content`, `@escaping () -> some View`: a closure that returns views.
    static func isViewClosureType(_ type: String) -> Bool {
        guard type.contains("->") else { return false }
        let result = type.split(separator: "->").last.map { $0.trimmingSpaces } ?? ""
        return !(result == "Void" || result == "()" || result == "Bool" || result.hasPrefix("String"))
    }

    /// The name a function's body knows its first parameter by (`body(content:)`,
    /// `makeBody(configuration config:)` → `config`), or `fallback` when it takes none.
    static func firstParameterName(of f: FunctionDeclSyntax, or fallback: String) -> String {
        f.signature.parameterClause.parameters.first.map { $0.secondName?.identifierName ?? $0.firstName.identifierName } ?? fallback
    }

    /// `.modifier(M(…))`, `ModifiedContent(content:modifier:)`: a `ViewModifier` declared in the
    /// input has its `body(content:)` built with `content` as the receiver.
    func applyViewModifier(_ modifierExpr: ExprSyntax, to receiver: ViewNode, at nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode {
        var typeName: String?
        var call: FunctionCallExprSyntax?
        if let c = modifierExpr.as(FunctionCallExprSyntax.self) {
            call = c
            if let ref = c.calledExpression.as(DeclReferenceExprSyntax.self) { typeName = ref.baseName.identifierName }
            if let member = c.calledExpression.as(MemberAccessExprSyntax.self) { typeName = member.base?.sourceText ?? member.declName.baseName.identifierName }
        } else if let ref = modifierExpr.as(DeclReferenceExprSyntax.self) {
            typeName = ref.baseName.identifierName
        }
        guard let typeName, let t = typeInfo(named: typeName, from: scope.instance?.type), t.role == .viewModifier,
              let body = t.functions(named: "body").first(where: { $0.body != nil }) else {
            assume(.passedThrough, SourceIndex.collapsed(modifierExpr.sourceText), "modifier `\(SourceIndex.collapsed(modifierExpr.sourceText).prefix(40))` is not declared in the scanned files: passed through", at: modifierExpr)
            // What it does to the content (a font, a padding) is unknown: `--stress` claims no
            // break inside it.
            var passed = make(PassThroughModifier("modifier", arguments: [Argument(nil, SourceIndex.collapsed(modifierExpr.sourceText))]), [receiver], at: nameNode)
            passed.isAssumed = true
            return passed
        }
        noteReading(t)
        return try nested(nameNode) {
            let instance = Instance(name: t.qualifiedName, type: t)
            let instanceScope = try instanceScope(of: t, instance: instance, call: call, nameNode: nameNode, callerScope: scope)
            let local = Scope(parent: instanceScope)
            local.values[Self.firstParameterName(of: body, or: "content")] = .views([receiver])
            return single(try builder(body.body!.statements, local), at: nameNode)
        }
    }
}
