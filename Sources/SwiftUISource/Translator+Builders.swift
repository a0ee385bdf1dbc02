import LayoutCore
import SwiftSyntax

/// Result-builder bodies: statements, `if`, `switch`, `for-in` and closures, each giving zero
/// or more views.
extension Translator {
    /// A result-builder body: each statement yields zero or more views.
    /// - Complexity: O(n) in the size of the body (ForEach multiplies by its element count).
    func builder(_ statements: CodeBlockItemListSyntax, _ scope: Scope) throws -> [ViewNode] {
        var returned = false
        let outer = inPlainBody
        inPlainBody = false
        defer { inPlainBody = outer }
        return try builder(statements, scope, returned: &returned)
    }

    /// A body's statements in order: declarations bind names, expressions yield views, `guard`
    /// and `return` end the body early (helper functions), `#if` takes the compiled branch.
    /// A block with an explicit `return` of a value is not a result builder's (Swift applies
    /// no builder to such a body): its other expression statements are run for their effects
    /// (`Resolver.reset()`, `registration?(root)`), not shown; so are those of the blocks nested
    /// in it (`if changed { DispatchQueue.main.async { … } }` in a `GeometryReader { proxy -> Color in
    /// … return .clear }`), up to the next closure, which is a body of its own.
    func builder(_ statements: CodeBlockItemListSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        let local = Scope(parent: scope)
        var nodes: [ViewNode] = []
        let active = activeStatements(statements)
        let plain = inPlainBody || active.contains { $0.item.as(ReturnStmtSyntax.self)?.expression != nil }
        let outer = inPlainBody
        inPlainBody = plain
        defer { inPlainBody = outer }
        for statement in active {
            if plain, Self.isEffect(statement.item) { continue }
            switch statement.item {
            case .decl(let decl):
                if let v = decl.as(VariableDeclSyntax.self) {
                    try declare(v, local)
                } else if decl.is(FunctionDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
                    continue  // local declarations: not views
                } else {
                    throw unsupported("declaration `\(decl.sourceText)` in a view body", at: decl)
                }
            case .expr(let expr):
                nodes += try statementViews(expr, local, returned: &returned)
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    nodes += try statementViews(e.expression, local, returned: &returned)
                } else if let r = stmt.as(ReturnStmtSyntax.self) {
                    if let e = r.expression { nodes += try statementViews(e, local, returned: &returned) }
                    returned = true
                } else if let g = stmt.as(GuardStmtSyntax.self) {
                    let bound = Scope(parent: local)
                    if try !conditionsHold(g.conditions, bound) {
                        nodes += try builder(g.body.statements, local, returned: &returned)
                        returned = true
                    } else {
                        local.values.merge(bound.values) { $1 }
                    }
                } else if let loop = stmt.as(ForStmtSyntax.self) {
                    nodes += try forInViews(loop, local, returned: &returned)
                } else if stmt.is(DeferStmtSyntax.self) || stmt.is(ThrowStmtSyntax.self) || stmt.is(DoStmtSyntax.self)
                            || stmt.is(FallThroughStmtSyntax.self) || stmt.is(BreakStmtSyntax.self) {
                    // `fallthrough` is followed by `switchViews`; `break` ends a case.
                    continue
                } else {
                    throw unsupported("statement `\(SourceIndex.collapsed(stmt.sourceText).prefix(60))` in a view body", at: stmt)
                }
            }
            if returned { break }
        }
        return nodes
    }

    /// An expression statement of a plain function body: not an `if` or `switch` (which may
    /// return a view).
    static func isEffect(_ item: CodeBlockItemSyntax.Item) -> Bool {
        let expr: ExprSyntax
        switch item {
        case .expr(let e): expr = e
        case .stmt(let stmt):
            guard let e = stmt.as(ExpressionStmtSyntax.self)?.expression else { return false }
            expr = e
        default: return false
        }
        return !expr.is(IfExprSyntax.self) && !expr.is(SwitchExprSyntax.self)
    }

    /// `let x = …`, `var y: T` in a body: bound in `scope` (a value with no initializer, or a
    /// pattern the model does not destructure, is symbolic).
    func declare(_ v: VariableDeclSyntax, _ scope: Scope) throws {
        for binding in v.bindings {
            let type = binding.typeAnnotation?.type.sourceText
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                let name = id.identifier.identifierName
                if let value = binding.initializer?.value, Self.looksLikeView(value) {
                    scope.values[name] = .views([try view(value, scope)])
                    continue
                }
                scope.values[name] = try binding.initializer.map { try evaluate($0.value, scope) } ?? symbolicValue(name, type: type)
            } else {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { scope.values[name] = symbolicValue(name, type: nil) }
                }
            }
        }
    }

    private func statementViews(_ expr: ExprSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        if let i = expr.as(IfExprSyntax.self) { return try ifViews(i, scope, returned: &returned) }
        if let s = expr.as(SwitchExprSyntax.self) { return try switchViews(s, scope, returned: &returned) }
        // `x = 1`, `print(…)`, `_ = …` in a helper: not views.
        if let seq = expr.as(SequenceExprSyntax.self), seq.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return [] }
        return [try view(expr, scope)]
    }

    func ifViews(_ node: IfExprSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        try nested(node) {
            let bound = Scope(parent: scope)
            if try conditionsHold(node.conditions, bound) { return try builder(node.body.statements, bound, returned: &returned) }
            switch node.elseBody {
            case .ifExpr(let next): return try ifViews(next, scope, returned: &returned)
            case .codeBlock(let block): return try builder(block.statements, scope, returned: &returned)
            case nil: return []
            }
        }
    }

    func switchViews(_ node: SwitchExprSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        try nested(node) {
            let cases = activeCases(node.cases)
            guard let (chosen, bound) = try chooseCase(cases, subject: node.subject, scope) else {
                throw locator.error("no case of the switch matches \(try evaluate(node.subject, scope).text)", at: node.subject)
            }
            // A case ending in `fallthrough` goes on with the next case's body.
            var nodes: [ViewNode] = []
            var index = cases.firstIndex { $0.id == chosen.id } ?? cases.count - 1
            var statements = chosen.statements
            while true {
                nodes += try builder(statements, bound, returned: &returned)
                guard !returned, statements.last?.item.as(FallThroughStmtSyntax.self) != nil, index + 1 < cases.count else { break }
                index += 1
                statements = cases[index].statements
            }
            return nodes
        }
    }

    /// `for element in sequence where condition { … }` in a builder body (a result builder with
    /// `buildArray`): the body's views for each element, as `ForEach` takes them.
    private func forInViews(_ loop: ForStmtSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        let data = try evaluate(loop.sequence, scope)
        var nodes: [ViewNode] = []
        for element in try elements(of: data, from: loop.sequence, for: "for-in") {
            let bound = Scope(parent: scope)
            if let id = loop.pattern.as(IdentifierPatternSyntax.self) {
                bound.values[id.identifier.identifierName] = element
            } else {
                for token in loop.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { bound.values[name] = symbolicValue(name, type: nil) }
                }
            }
            if let condition = loop.whereClause?.condition {
                switch try evaluate(condition, bound) {
                case .bool(false): continue
                case .symbolic(let s): if !decideBool(s) { continue }
                default: break
                }
            }
            nodes += try builder(loop.body.statements, bound, returned: &returned)
            if returned { break }
        }
        return nodes
    }

    /// The views of a builder closure, with its parameters bound to `arguments`.
    func closureViews(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value] = []) throws -> [ViewNode] {
        let local = Scope(parent: scope)
        let names = closureParameterNames(closure)
        if names.isEmpty {
            for (i, value) in arguments.enumerated() { local.values["$\(i)"] = value }
        } else {
            for (name, value) in zip(names, arguments) where name != "_" { local.values[name] = value }
        }
        return try nested(closure) { try builder(closure.statements, local) }
    }

    func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.identifierName)
        case .parameterClause(let p): return p.parameters.map { $0.secondName?.identifierName ?? $0.firstName.identifierName }
        }
    }

    /// Views from a closure-or-view argument (`content: { … }`, `label: Text("x")`).
    func viewsOfArgument(_ expr: ExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        if let closure = expr.as(ClosureExprSyntax.self) { return try closureViews(closure, scope) }
        return [try view(expr, scope)]
    }

    /// Several views as one node: itself, or a Group.
    func single(_ nodes: [ViewNode], at syntax: some SyntaxProtocol) -> ViewNode {
        nodes.count == 1 ? nodes[0] : make(GroupLayout(), nodes, at: syntax)
    }
}
