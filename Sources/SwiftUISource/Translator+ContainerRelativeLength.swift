import LayoutCore
import SwiftSyntax

/// The closure of `containerRelativeFrame(_:alignment:_:)` (`{ length, axis in length / 2 }`),
/// read into a ``ContainerRelativeLength`` per axis.
///
/// SwiftUI runs the closure during layout with the container's length on each axis. The
/// container's length is known only then, so the closure is read once per axis with the axis
/// known (an `if axis == .vertical`, a `switch axis`, a ternary on the axis take their branch
/// here) and the length kept as an expression: arithmetic (`+ - * /`), `min`, `max`,
/// `CGFloat(…)`, comparisons of lengths in a ternary or an `if`, and `let` constants. Anything
/// that does not involve the length is evaluated as any other value (a property of the view,
/// a constant, a run-time value's representative).
extension Translator {
    /// The lengths of `closure` on the axes of `axes` (an axis outside the set takes the other's).
    /// - Complexity: O(n) in the size of the closure, per axis.
    func containerRelativeLengths(_ closure: ClosureExprSyntax, axes: Axis.Set, _ scope: Scope) throws -> ContainerRelativeLength.Closure {
        let names = closureParameterNames(closure)
        let lengthName = names.isEmpty ? "$0" : names[0]
        let axisName = names.isEmpty ? "$1" : names.count > 1 ? names[1] : "_"
        func read(_ axis: Axis) throws -> ContainerRelativeLength {
            let local = Scope(parent: scope)
            if axisName != "_" { local.values[axisName] = .member(type: "Axis", name: axis.rawValue) }
            var reading = LengthReading(names: lengthName == "_" ? [:] : [lengthName: .container])
            guard let length = try nested(closure, { try lengthReturned(by: closure.statements, local, &reading) }) else {
                throw locator.error("containerRelativeFrame's closure returns no length for the \(axis.rawValue) axis", at: closure)
            }
            return length
        }
        let horizontal = axes.contains(.horizontal) ? try read(.horizontal) : nil
        let vertical = axes.contains(.vertical) ? try read(.vertical) : nil
        return ContainerRelativeLength.Closure(horizontal: horizontal ?? vertical ?? .container, vertical: vertical ?? horizontal ?? .container)
    }

    /// The names that stand for lengths while a closure is read: its length parameter and the
    /// `let` constants computed from it.
    struct LengthReading {
        var names: [String: ContainerRelativeLength]

        /// Whether `node` reads one of the names.
        func mentions(_ node: some SyntaxProtocol) -> Bool {
            guard !names.isEmpty else { return false }
            return node.tokens(viewMode: .sourceAccurate).contains { token in
                switch token.tokenKind {
                case .identifier, .dollarIdentifier: return names[token.identifierName] != nil
                default: return false
                }
            }
        }
    }

    /// Steps, for each statement in turn:
    /// 1. a `let` or `var`: a length when its value reads one, else a value in `scope`;
    /// 2. a `return`, or a body of one expression: its length;
    /// 3. an `if` or a `switch`: the length its branch returns, if it returns one;
    /// anything else is not read. Nil when the statements end without returning.
    private func lengthReturned(by statements: CodeBlockItemListSyntax, _ scope: Scope, _ reading: inout LengthReading) throws -> ContainerRelativeLength? {
        for item in statements {
            switch item.item {
            case .decl(let decl):
                // 1.
                guard let variable = decl.as(VariableDeclSyntax.self) else { throw unsupported("a declaration in containerRelativeFrame's closure", at: decl) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
                          let value = binding.initializer?.value else {
                        throw unsupported("`\(binding.sourceText)` in containerRelativeFrame's closure", at: binding)
                    }
                    if reading.mentions(value) {
                        reading.names[name] = try length(of: value, scope, reading)
                    } else {
                        reading.names[name] = nil
                        scope.values[name] = try evaluate(value, scope)
                    }
                }
            case .stmt(let stmt):
                // 2.
                if let ret = stmt.as(ReturnStmtSyntax.self) {
                    guard let value = ret.expression else { throw unsupported("`return` without a length", at: ret) }
                    return try length(of: value, scope, reading)
                }
                if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression, let found = try branchLength(expr, scope, &reading) {
                    return found
                }
                throw unsupported("`\(SourceIndex.collapsed(stmt.sourceText))` in containerRelativeFrame's closure", at: stmt)
            case .expr(let expr):
                // 3.
                if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
                    if let found = try branchLength(expr, scope, &reading) { return found }
                    continue
                }
                // 2.
                guard statements.count == 1 else { throw unsupported("`\(SourceIndex.collapsed(expr.sourceText))` in containerRelativeFrame's closure", at: expr) }
                return try length(of: expr, scope, reading)
            }
        }
        return nil
    }

    /// The length an `if` or `switch` returns: its branch's, taken now when the condition does
    /// not read a length (`axis == .vertical`), else both kept with the comparison. Nil when
    /// the branch taken does not return.
    private func branchLength(_ expr: ExprSyntax, _ scope: Scope, _ reading: inout LengthReading) throws -> ContainerRelativeLength? {
        if let node = expr.as(IfExprSyntax.self) {
            if reading.mentions(node.conditions) {
                guard node.conditions.count == 1, case .expression(let condition) = node.conditions.first?.condition else {
                    throw unsupported("the condition `\(node.conditions.sourceText)` in containerRelativeFrame's closure", at: node.conditions)
                }
                var thenReading = reading, elseReading = reading
                guard let then = try lengthReturned(by: node.body.statements, Scope(parent: scope), &thenReading),
                      let otherwise = try elseLength(node.elseBody, scope, &elseReading) else {
                    throw unsupported("an `if` on the length without a length on both branches", at: node)
                }
                return .choice(try comparison(condition, scope, reading), then, otherwise)
            }
            let bound = Scope(parent: scope)
            if try conditionsHold(node.conditions, bound) { return try lengthReturned(by: node.body.statements, bound, &reading) }
            return try elseLength(node.elseBody, scope, &reading)
        }
        if let node = expr.as(SwitchExprSyntax.self) {
            if reading.mentions(node.subject) { throw unsupported("a `switch` on the length", at: node.subject) }
            guard let (chosen, bound) = try chooseCase(activeCases(node.cases), subject: node.subject, scope) else { return nil }
            return try lengthReturned(by: chosen.statements, bound, &reading)
        }
        return nil
    }

    private func elseLength(_ body: IfExprSyntax.ElseBody?, _ scope: Scope, _ reading: inout LengthReading) throws -> ContainerRelativeLength? {
        switch body {
        case .ifExpr(let next): return try branchLength(ExprSyntax(next), scope, &reading)
        case .codeBlock(let block): return try lengthReturned(by: block.statements, Scope(parent: scope), &reading)
        case nil: return nil
        }
    }

    /// An expression as a length: a constant where it reads no length, else its operators.
    private func length(of expr: ExprSyntax, _ scope: Scope, _ reading: LengthReading) throws -> ContainerRelativeLength {
        guard reading.mentions(expr) else { return .constant(try number(expr, scope, "length")) }
        if let ref = expr.as(DeclReferenceExprSyntax.self), let named = reading.names[ref.baseName.identifierName] { return named }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try length(of: only.expression, scope, reading)
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return try length(of: try fold(seq), in: seq, scope, reading) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return try combined(op.operator.text, try length(of: infix.leftOperand, scope, reading), try length(of: infix.rightOperand, scope, reading), at: op)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return .difference(.constant(0), try length(of: prefix.expression, scope, reading))
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return try choice(ternary.condition, then: ternary.thenExpression, else: ternary.elseExpression, scope, reading)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierName
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.sourceText == "Swift" ? $0.declName.baseName.identifierName : nil }) {
            let arguments = try call.arguments.map { try length(of: $0.expression, scope, reading) }
            switch (name, arguments.count) {
            case ("min", 2...): return arguments.dropFirst().reduce(arguments[0]) { .minimum($0, $1) }
            case ("max", 2...): return arguments.dropFirst().reduce(arguments[0]) { .maximum($0, $1) }
            case ("CGFloat", 1), ("Double", 1), ("Float", 1): return arguments[0]
            default: break
            }
        }
        if let found = try functionLength(expr, scope, reading) { return found }
        throw unsupported("`\(SourceIndex.collapsed(expr.sourceText))` as a length in containerRelativeFrame's closure", at: expr)
    }

    /// A call of the input's function with a length (`cardWidth(for: length)`): its body read
    /// with the parameters bound to the arguments. Nil for any other expression.
    private func functionLength(_ expr: ExprSyntax, _ scope: Scope, _ reading: LengthReading) throws -> ContainerRelativeLength? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let name: String
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.identifierName
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.sourceText == "self" {
            name = member.declName.baseName.identifierName
        } else {
            return nil
        }
        let candidates = (scope.instance?.type.functions(named: name) ?? []) + (model.globalFunctions[name].map { [$0] } ?? [])
        guard let function = candidates.first(where: { $0.signature.parameterClause.parameters.count >= call.arguments.count }),
              let body = function.body else { return nil }
        let local = Scope(parent: scope)
        var inner = LengthReading(names: [:])
        let arguments = Array(call.arguments)
        for (i, parameter) in function.signature.parameterClause.parameters.enumerated() {
            let parameterName = (parameter.secondName ?? parameter.firstName).identifierName
            if i < arguments.count {
                let argument = arguments[i].expression
                if reading.mentions(argument) {
                    inner.names[parameterName] = try length(of: argument, scope, reading)
                } else {
                    local.values[parameterName] = try evaluate(argument, scope)
                }
            } else if let value = parameter.defaultValue?.value {
                local.values[parameterName] = try evaluate(value, scope)
            }
        }
        guard !inner.names.isEmpty else { return nil }
        return try nested(call, { try lengthReturned(by: body.statements, local, &inner) })
    }

    /// A folded sequence (`length / 2 - 8`) as a length; a part that reads no length is
    /// evaluated as a number.
    private func length(of tree: OpTree, in seq: SequenceExprSyntax, _ scope: Scope, _ reading: LengthReading) throws -> ContainerRelativeLength {
        switch tree {
        case .leaf(let e): return try length(of: e, scope, reading)
        case .cast(let inner): return try length(of: inner, in: seq, scope, reading)
        case .binary(let op, let l, let r, let node):
            if !mentions(l, reading), !mentions(r, reading), case .number(let n) = try evaluate(tree, in: seq, scope) { return .constant(n) }
            return try combined(op, try length(of: l, in: seq, scope, reading), try length(of: r, in: seq, scope, reading), at: node)
        case .ternary(let condition, let thenExpr, let elseTree, let node):
            guard mentions(condition, reading) else {
                return try choose(try evaluate(condition, in: seq, scope), conditionText: conditionText(condition, seq), at: node,
                                  then: { try length(of: thenExpr, scope, reading) }, else: { try length(of: elseTree, in: seq, scope, reading) })
            }
            guard case .binary(let op, let l, let r, _) = condition, let comparison = ContainerRelativeLength.Comparison.Operator(rawValue: op) else {
                throw unsupported("the condition `\(conditionText(condition, seq))` in containerRelativeFrame's closure", at: node)
            }
            return .choice(ContainerRelativeLength.Comparison(try length(of: l, in: seq, scope, reading), comparison, try length(of: r, in: seq, scope, reading)),
                           try length(of: thenExpr, scope, reading), try length(of: elseTree, in: seq, scope, reading))
        }
    }

    private func mentions(_ tree: OpTree, _ reading: LengthReading) -> Bool {
        switch tree {
        case .leaf(let e): return reading.mentions(e)
        case .cast(let inner): return mentions(inner, reading)
        case .binary(_, let l, let r, _): return mentions(l, reading) || mentions(r, reading)
        case .ternary(let c, let t, let e, _): return mentions(c, reading) || reading.mentions(t) || mentions(e, reading)
        }
    }

    /// `condition ? a : b` where the condition may read a length.
    private func choice(_ condition: ExprSyntax, then: ExprSyntax, else otherwise: ExprSyntax, _ scope: Scope, _ reading: LengthReading) throws -> ContainerRelativeLength {
        guard reading.mentions(condition) else {
            return try chooseBranch(condition, scope, then: { try length(of: then, scope, reading) }, else: { try length(of: otherwise, scope, reading) })
        }
        return .choice(try comparison(condition, scope, reading), try length(of: then, scope, reading), try length(of: otherwise, scope, reading))
    }

    /// `length > 600` as a comparison of two lengths.
    private func comparison(_ condition: ExprSyntax, _ scope: Scope, _ reading: LengthReading) throws -> ContainerRelativeLength.Comparison {
        if let seq = condition.as(SequenceExprSyntax.self), case .binary(let op, let l, let r, _) = try fold(seq),
           let comparison = ContainerRelativeLength.Comparison.Operator(rawValue: op) {
            return ContainerRelativeLength.Comparison(try length(of: l, in: seq, scope, reading), comparison, try length(of: r, in: seq, scope, reading))
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try comparison(only.expression, scope, reading)
        }
        throw unsupported("the condition `\(SourceIndex.collapsed(condition.sourceText))` in containerRelativeFrame's closure", at: condition)
    }

    private func combined(_ op: String, _ l: ContainerRelativeLength, _ r: ContainerRelativeLength, at node: some SyntaxProtocol) throws -> ContainerRelativeLength {
        switch op {
        case "+": return .sum(l, r)
        case "-": return .difference(l, r)
        case "*": return .product(l, r)
        case "/": return .quotient(l, r)
        default: throw unsupported("operator '\(op)' on a length in containerRelativeFrame's closure", at: node)
        }
    }
}
