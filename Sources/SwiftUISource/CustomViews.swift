import LayoutCore
import SwiftParser
import SwiftSyntax

/// Custom views declared in the input: `X()`, `X(title: "Hi")`, `X(selection: $selection)`.
extension Translator {
    struct StoredProperty {
        var name: String
        var wrapper: String?
        var type: String?
        var defaultValue: ExprSyntax?
        var isLet: Bool
        var node: Syntax
        /// Whether the property holds views or a closure (`content: Content`, `() -> Content`).
        var holdsViews: Bool {
            guard let type else { return wrapper == "ViewBuilder" }
            return wrapper == "ViewBuilder" || type.contains("->") || type == "Content" || type.contains("View") || type == "Label"
        }
    }

    func storedProperties(of decl: StructDeclSyntax) -> [StoredProperty] {
        var out: [StoredProperty] = []
        for member in decl.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in v.bindings {
                if let accessors = binding.accessorBlock?.accessors, case .getter = accessors { continue }
                if let accessors = binding.accessorBlock?.accessors, case .accessors(let list) = accessors,
                   list.contains(where: { $0.accessorSpecifier.text == "get" }) { continue }
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                out.append(StoredProperty(
                    name: id.identifier.text, wrapper: SourceModel.wrapper(of: v.attributes),
                    type: binding.typeAnnotation?.type.trimmedDescription, defaultValue: binding.initializer?.value,
                    isLet: v.bindingSpecifier.text == "let", node: Syntax(id)))
            }
        }
        return out
    }

    /// The value of `--state name=value`, evaluated as Swift source.
    func stateOverride(_ name: String) throws -> Value? {
        guard let text = options.state[name] else { return nil }
        let file = Parser.parse(source: text)
        guard file.statements.count == 1, let item = file.statements.first, case .expr(let expr) = item.item else {
            throw SourceError(Diagnostic(.error, "--state \(name)=\(text): the value must be one Swift expression such as .a, 120, true or \"Hi\"", fileName: "--state", line: 1, column: 1))
        }
        let overrideTranslator = Translator(locator: Locator(fileName: "--state \(name)", tree: file), model: model, options: SourceOptions())
        do {
            return try overrideTranslator.evaluate(expr, overrideTranslator.fileScope)
        } catch let error as SourceError {
            throw error
        }
    }

    /// Builds one instance of a custom view: binds arguments to stored properties (or runs a
    /// simple explicit `init`), fills in defaults and `--state` overrides, and builds `body`.
    func instantiate(
        _ name: String, decl: StructDeclSyntax, call: FunctionCallExprSyntax?, nameNode: some SyntaxProtocol, callerScope: Scope
    ) throws -> ViewNode {
        try nested(nameNode) {
            let instance = Instance(name: name, decl: decl)
            let scope = Scope(parent: fileScope, instance: instance)
            let properties = storedProperties(of: decl)
            var args = CallArguments(call, callee: name)
            var spelledArgs: [Argument] = args.items.map(spelled)
            var assigned: Set<String> = []

            let inits = decl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            if !inits.isEmpty {
                try runInitializer(inits, args: &args, name: name, call: call, nameNode: nameNode, callerScope: callerScope, scope: scope, assigned: &assigned)
            } else {
                for property in properties {
                    guard let expr = args.take(property.name) else { continue }
                    scope.values[property.name] = try argumentValue(expr, callerScope)
                    assigned.insert(property.name)
                }
                if let trailing = args.takeTrailing(),
                   let target = properties.last(where: { $0.holdsViews && !assigned.contains($0.name) }) {
                    scope.values[target.name] = .closure(trailing, callerScope)
                    assigned.insert(target.name)
                }
                try args.finish(locator, expected: properties.map(\.name))
            }
            for property in properties where !assigned.contains(property.name) {
                if let value = try stateOverride(property.name) {
                    scope.values[property.name] = value
                } else if let d = property.defaultValue {
                    scope.values[property.name] = try evaluate(d, scope)
                } else {
                    let kind = property.wrapper.map { "@\($0) " } ?? ""
                    scope.values[property.name] = .unknown("\(kind)'\(property.name)' of \(name) has no value in the input; pass --state \(property.name)=…")
                }
            }
            // `--state` also overrides values the caller passed (a @Binding follows its source,
            // which the override replaces too).
            for property in properties where assigned.contains(property.name) {
                if let value = try stateOverride(property.name) { scope.values[property.name] = value }
            }
            if spelledArgs.isEmpty { spelledArgs = [] }
            guard let binding = SourceModel.bodyBinding(of: decl), let statements = SourceModel.getterStatements(binding), !statements.isEmpty else {
                throw locator.error(
                    "cannot model '\(name)': its declaration at \(locator.location(decl.name)) has no body in the input (only `// ...`)",
                    at: nameNode)
            }
            let nodes = try builder(statements, scope)
            if nodes.count == 1 {
                return make(CustomViewLayout(name, arguments: spelledArgs), nodes, at: nameNode)
            }
            return make(GroupLayout(name: name, arguments: spelledArgs), nodes, at: nameNode)
        }
    }

    /// The value of an argument as the callee sees it: closures stay closures (evaluated where
    /// used, in the caller's scope), `$x` follows `x`.
    private func argumentValue(_ expr: ExprSyntax, _ callerScope: Scope) throws -> Value {
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(closure, callerScope) }
        if let value = try? evaluate(expr, callerScope) { return value }
        // A view passed as a value (`label: Text("x")`).
        return .views([try view(expr, callerScope)])
    }

    /// Runs the `init` whose labels match the call: binds parameters, then executes the
    /// assignments of its body (`self.x = x`, `_x = State(initialValue: x)`, `self.content = content()`).
    private func runInitializer(
        _ inits: [InitializerDeclSyntax], args: inout CallArguments, name: String, call: FunctionCallExprSyntax?,
        nameNode: some SyntaxProtocol, callerScope: Scope, scope: Scope, assigned: inout Set<String>
    ) throws {
        let callLabels = args.items.map { $0.isTrailing && $0.label == nil ? "{}" : ($0.label ?? "_") }
        func fits(_ i: InitializerDeclSyntax) -> Bool {
            let params = Array(i.signature.parameterClause.parameters)
            var remaining = callLabels
            for p in params {
                let label = p.firstName.text
                if let index = remaining.firstIndex(of: label) { remaining.remove(at: index); continue }
                if p.type.trimmedDescription.contains("->"), let index = remaining.firstIndex(of: "{}") { remaining.remove(at: index); continue }
                if p.defaultValue == nil { return false }
            }
            return remaining.isEmpty
        }
        guard let chosen = inits.first(where: fits) else {
            throw locator.error("no initializer of '\(name)' takes (\(callLabels.joined(separator: ", ")))", at: nameNode)
        }
        let local = Scope(parent: scope)
        for p in chosen.signature.parameterClause.parameters {
            let label = p.firstName.text
            let pname = p.secondName?.text ?? label
            var expr = label == "_" ? args.takeUnlabeled() : args.take(label)
            if expr == nil, p.type.trimmedDescription.contains("->") { expr = args.takeTrailing().map(ExprSyntax.init) }
            if let expr {
                local.values[pname] = try argumentValue(expr, callerScope)
            } else if let d = p.defaultValue?.value {
                local.values[pname] = try evaluate(d, local)
            }
        }
        try args.finish(locator, expected: chosen.signature.parameterClause.parameters.map(\.firstName.text))
        guard let body = chosen.body else { return }
        for statement in body.statements {
            guard case .expr(let expr) = statement.item, let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3,
                  Array(seq.elements)[1].is(AssignmentExprSyntax.self) else {
                throw unsupported("statement `\(statement.trimmedDescription)` in init of '\(name)' (only assignments are evaluated)", at: statement)
            }
            let elements = Array(seq.elements)
            var target = elements[0].trimmedDescription
            if target.hasPrefix("self.") { target.removeFirst(5) }
            if target.hasPrefix("_") { target.removeFirst() }
            let rhs = elements[2]
            // `self.content = content()`: the closure's views.
            if let call = rhs.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), case .closure(let c, let s)? = local.lookup(ref.baseName.text) {
                scope.values[target] = .views(try closureViews(c, s))
            } else if let call = rhs.as(FunctionCallExprSyntax.self), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
                      Self.viewNames.contains(ref.baseName.text) || model.viewStructs[ref.baseName.text] != nil {
                // `self.label = Text(titleKey)` (seed 002's Tag): a view, not a value.
                scope.values[target] = .views([try view(rhs, local)])
            } else {
                scope.values[target] = try evaluate(rhs, local)
            }
            assigned.insert(target)
        }
    }
}
