import LayoutCore
import SwiftSyntax

/// Statements: `let`/`var` (tuples too), assignment and compound assignment, `if`/`else`,
/// `guard`, `for … in`, `while`, `repeat`, `switch` on simple values, `return`, `break`,
/// `continue`, `do`, and expressions. Anything else is an unsupported construct.
extension LayoutCompiler {
    /// A body's statements (the compiled `#if` branches). With `implicitReturn`, a body of one
    /// expression returns its value, as a Swift function, getter or closure of one
    /// expression does.
    func block(_ items: CodeBlockItemListSyntax, implicitReturn: Bool) throws -> [LStmt] {
        let active = translator.activeStatements(items)
        return try scoped {
            if implicitReturn, active.count == 1, let only = active.first, let expr = Self.singleExpression(only.item) {
                return [.returnValue(try expression(expr))]
            }
            // Swift lets a block call its local functions before they are declared: their names
            // are known from the start, and they are bound before the other statements run
            // (each looks the variables it uses up when called, in the block's frame).
            let functions = active.compactMap { item -> FunctionDeclSyntax? in
                if case .decl(let d) = item.item { return d.as(FunctionDeclSyntax.self) }
                return nil
            }
            for f in functions { declare(f.name.identifierName, .unknown) }
            var bound: [LStmt] = []
            var out: [LStmt] = []
            for item in active {
                let compiled = try statement(item.item)
                if case .decl(let d) = item.item, d.is(FunctionDeclSyntax.self) { bound += compiled } else { out += compiled }
            }
            return bound + out
        }
    }

    /// The expression of an item that is one expression and no assignment.
    private static func singleExpression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        var expr: ExprSyntax?
        switch item {
        case .expr(let e): expr = e
        case .stmt(let s): expr = s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        guard let expr else { return nil }
        if let seq = expr.as(SequenceExprSyntax.self), seq.elements.contains(where: isAssignment) { return nil }
        return expr
    }

    /// Whether a sequence element is `=` or a compound assignment (`+=`, `-=`, `*=`, `/=`, `%=`).
    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return ["+=", "-=", "*=", "/=", "%="].contains(op)
    }

    /// One item of a body.
    private func statement(_ item: CodeBlockItemSyntax.Item) throws -> [LStmt] {
        switch item {
        case .decl(let decl):
            if let f = decl.as(FunctionDeclSyntax.self) { return [try localFunction(f)] }
            guard let v = decl.as(VariableDeclSyntax.self) else {
                throw unsupported(decl, "declarations other than `let`, `var` and `func` are not run by the layout interpreter")
            }
            return try declaration(v)
        case .expr(let e):
            return [try expressionStatement(e)]
        case .stmt(let s):
            return [try statement(s, label: nil)]
        }
    }

    /// Steps: `return`, `guard`, loops, `break`/`continue`, `do`, an expression; else unsupported.
    private func statement(_ s: StmtSyntax, label: String?) throws -> LStmt {
        if let e = s.as(ExpressionStmtSyntax.self) { return try expressionStatement(e.expression) }
        if let r = s.as(ReturnStmtSyntax.self) { return .returnValue(try r.expression.map { try expression($0) }) }
        if let g = s.as(GuardStmtSyntax.self) {
            let otherwise = try block(g.body.statements, implicitReturn: false)
            return .guardElse(try conditions(g.conditions), otherwise: otherwise, site(g))
        }
        if let labeled = s.as(LabeledStmtSyntax.self) { return try statement(labeled.statement, label: labeled.label.text) }
        if let loop = s.as(ForStmtSyntax.self) { return try forIn(loop, label: label) }
        if let loop = s.as(WhileStmtSyntax.self) {
            return try scoped {
                let conditions = try self.conditions(loop.conditions)
                return .whileLoop(conditions, body: try block(loop.body.statements, implicitReturn: false), label: label, site(loop))
            }
        }
        if let loop = s.as(RepeatStmtSyntax.self) {
            let body = try block(loop.body.statements, implicitReturn: false)
            return .repeatWhile(body: body, try expression(loop.condition), label: label, site(loop))
        }
        if let b = s.as(BreakStmtSyntax.self) { return .breakLoop(b.label?.text) }
        if let c = s.as(ContinueStmtSyntax.self) { return .continueLoop(c.label?.text) }
        if let d = s.as(DoStmtSyntax.self), d.catchClauses.isEmpty { return .block(try block(d.body.statements, implicitReturn: false)) }
        throw unsupported(s, "this statement is not run by the layout interpreter")
    }

    /// An expression used as a statement: an assignment, `if`, `switch`, or a value (a call).
    private func expressionStatement(_ e: ExprSyntax) throws -> LStmt {
        if let i = e.as(IfExprSyntax.self) { return try ifStatement(i) }
        if let s = e.as(SwitchExprSyntax.self) { return try switchStatement(s) }
        if let seq = e.as(SequenceExprSyntax.self), let position = Array(seq.elements).firstIndex(where: Self.isAssignment) {
            return try assignment(seq, at: position)
        }
        return .evaluate(try expression(e))
    }

    /// `target = value`, `target += value`, `_ = value`.
    private func assignment(_ seq: SequenceExprSyntax, at position: Int) throws -> LStmt {
        let elements = Array(seq.elements)
        let rhs = Array(elements[(position + 1)...])
        let value = try sequence(rhs, anchor: seq)
        guard position == 1 else { throw unsupported(seq, "only a variable, a property or an element is assigned by the layout interpreter") }
        let target = elements[0]
        if target.is(DiscardAssignmentExprSyntax.self) { return .evaluate(value) }
        let op = elements[position].as(BinaryOperatorExprSyntax.self).map { String($0.operator.text.dropLast()) }
        return .assign(try place(target), op: op, value, site(seq))
    }

    /// `func size(at width: CGFloat) -> CGSize { … }` inside a body: a closure bound to its name,
    /// declared first so that it may call itself; calls pass their arguments in order.
    private func localFunction(_ f: FunctionDeclSyntax) throws -> LStmt {
        guard let body = f.body else { throw unsupported(f, "a local function without a body is not run by the layout interpreter") }
        let parameters = Array(f.signature.parameterClause.parameters)
        if let p = parameters.first(where: { $0.defaultValue != nil || $0.ellipsis != nil || $0.type.trimmedDescription.hasPrefix("inout") }) {
            throw unsupported(p, "default, variadic and inout parameters of local functions are not run by the layout interpreter")
        }
        declare(f.name.identifierName, .unknown)
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let types = parameters.map { Self.declaredType($0.type.trimmedDescription, model: translator.model) ?? .unknown }
        let result = f.signature.returnClause?.type.trimmedDescription
        let hasResult = result.map { !["Void", "()"].contains($0) } ?? false
        let closure = try scoped { () throws -> LayoutClosure in
            for (name, type) in zip(names, types) { declare(name, type) }
            let statements = try block(body.statements, implicitReturn: hasResult)
            return LayoutClosure(parameters: names, body: statements, site: site(f), parameterTypes: types,
                                 returns: Self.declaredType(result, model: translator.model) ?? .unknown)
        }
        return .declare(.name(f.name.identifierName), .closure(closure), .unknown, site(f))
    }

    /// `let x = …`, `var y: CGFloat = 0`, `let (a, b) = …`.
    private func declaration(_ v: VariableDeclSyntax) throws -> [LStmt] {
        var out: [LStmt] = []
        for binding in v.bindings {
            if binding.accessorBlock != nil { throw unsupported(binding, "computed local variables are not run by the layout interpreter") }
            let annotated = Self.declaredType(binding.typeAnnotation?.type.trimmedDescription, model: translator.model)
            let type = annotated ?? Self.inferredType(binding.initializer?.value)
            let value = try binding.initializer.map { try expression($0.value) }
            let pattern = try self.pattern(binding.pattern)
            bind(pattern, type)
            if case .tuple = pattern, let annotation = binding.typeAnnotation { noteTupleLabels(annotation.type) }
            out.append(.declare(pattern, value, type, site(binding)))
        }
        return out
    }

    /// `x`, `_`, `(a, b)`, `let x` (in a `for` or `case`).
    func pattern(_ p: PatternSyntax) throws -> LPattern {
        if let id = p.as(IdentifierPatternSyntax.self) { return .name(id.identifier.identifierName) }
        if p.is(WildcardPatternSyntax.self) { return .ignore }
        if let tuple = p.as(TuplePatternSyntax.self) { return .tuple(try tuple.elements.map { try pattern($0.pattern) }) }
        if let binding = p.as(ValueBindingPatternSyntax.self) { return try pattern(binding.pattern) }
        throw unsupported(p, "this pattern is not bound by the layout interpreter")
    }

    /// Declares the names of a pattern.
    func bind(_ pattern: LPattern, _ type: DeclaredType) {
        switch pattern {
        case .name(let name): declare(name, type)
        case .ignore: break
        case .tuple(let parts): for part in parts { bind(part, .unknown) }
        }
    }

    /// `(width: CGFloat, rows: [[Int]])` declares labels that `.width` then reads.
    func noteTupleLabels(_ type: TypeSyntax) {
        guard let tuple = type.as(TupleTypeSyntax.self) else { return }
        for element in tuple.elements { if let name = element.firstName?.text { tupleLabels.insert(name) } }
    }

    /// The conditions of an `if`, `guard` or `while` (`a > b`, `let x = optional`, `let x`),
    /// declaring the names they bind in the current scope.
    func conditions(_ list: ConditionElementListSyntax) throws -> [LCondition] {
        var out: [LCondition] = []
        for element in list {
            switch element.condition {
            case .expression(let e):
                out.append(.expression(try expression(e)))
            case .optionalBinding(let b):
                guard let id = b.pattern.as(IdentifierPatternSyntax.self) else { throw unsupported(b, "only `let name = value` is bound by the layout interpreter") }
                let value = try b.initializer.map { try expression($0.value) } ?? (try resolve(id.identifier.identifierName, at: id))
                let type = Self.declaredType(b.typeAnnotation?.type.trimmedDescription, model: translator.model) ?? .unknown
                declare(id.identifier.identifierName, type)
                out.append(.binding(id.identifier.identifierName, value))
            case .availability:
                continue
            case .matchingPattern(let m):
                throw unsupported(m, "`case` patterns in conditions are not run by the layout interpreter")
            }
        }
        return out
    }

    /// `if … else if … else …`.
    func ifStatement(_ node: IfExprSyntax) throws -> LStmt {
        var branches: [LBranch] = []
        var current: IfExprSyntax? = node
        var otherwise: [LStmt]?
        while let i = current {
            let branch = try scoped { LBranch(conditions: try conditions(i.conditions), body: try block(i.body.statements, implicitReturn: false)) }
            branches.append(branch)
            switch i.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let b): otherwise = try block(b.statements, implicitReturn: false); current = nil
            case nil: current = nil
            }
        }
        return .conditional(branches, otherwise: otherwise)
    }

    /// `switch value { case .a, .b: … default: … }`: cases compare the subject with values
    /// (or ranges, or tuples of them with `_`); `where` clauses and binding patterns are unsupported.
    func switchStatement(_ node: SwitchExprSyntax) throws -> LStmt {
        let subject = try expression(node.subject)
        var cases: [LCase] = []
        for c in translator.activeCases(node.cases) {
            var values: [LExpr] = []
            var isDefault = false
            switch c.label {
            case .default:
                isDefault = true
            case .case(let label):
                for item in label.caseItems {
                    if let w = item.whereClause { throw unsupported(w, "`where` in a case is not run by the layout interpreter") }
                    guard let p = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw unsupported(item.pattern, "only cases that compare with values are run by the layout interpreter")
                    }
                    values.append(try casePattern(p.expression))
                }
            }
            if c.statements.last?.item.as(FallThroughStmtSyntax.self) != nil {
                throw unsupported(c, "`fallthrough` is not run by the layout interpreter")
            }
            cases.append(LCase(values: values, isDefault: isDefault, body: try block(c.statements, implicitReturn: false)))
        }
        return .switchOn(subject, cases, site(node))
    }

    /// A case's value: an expression, or a tuple of them in which `_` matches anything
    /// (`case (_, 1):`).
    private func casePattern(_ expr: ExprSyntax) throws -> LExpr {
        if expr.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return try expression(expr) }
        return .tuple(try tuple.elements.map { try casePattern($0.expression) }, labels: tuple.elements.map { $0.label?.text })
    }

    /// `for pattern in sequence where filter { … }`.
    private func forIn(_ loop: ForStmtSyntax, label: String?) throws -> LStmt {
        if loop.caseKeyword != nil || loop.awaitKeyword != nil || loop.tryKeyword != nil {
            throw unsupported(loop, "only `for name in sequence` is run by the layout interpreter")
        }
        let sequence = try expression(loop.sequence)
        return try scoped {
            let pattern = try self.pattern(loop.pattern)
            bind(pattern, .unknown)
            let filter = try loop.whereClause.map { try expression($0.condition) }
            let body = try block(loop.body.statements, implicitReturn: false)
            return .forIn(pattern, sequence, filter: filter, body: body, label: label, site(loop))
        }
    }
}
