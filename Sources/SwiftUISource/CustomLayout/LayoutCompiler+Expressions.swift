import LayoutCore
import SwiftSyntax

/// Expressions: literals, operators (folded by Swift's precedences), tuples, arrays, closures,
/// key paths, unwrapping, `if` and `switch` used as values, and the places assignments write.
/// Names, members and calls are in `LayoutCompiler+Names.swift`.
extension LayoutCompiler {
    /// Compiles `expr`; a form the interpreter does not run is an unsupported construct.
    func expression(_ expr: ExprSyntax) throws -> LExpr {
        try translator.nested(expr) { try expressionUnguarded(expr) }
    }

    /// Steps: a literal; a name, member, call or subscript; operators; grouping; closures and
    /// key paths; unwrapping and conversions; `if`/`switch` as values.
    private func expressionUnguarded(_ expr: ExprSyntax) throws -> LExpr {
        if let value = try literal(expr) { return .literal(value) }
        if let lit = expr.as(StringLiteralExprSyntax.self) { return try interpolation(lit) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return try reference(ref) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(member) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call) }
        if let sub = expr.as(SubscriptCallExprSyntax.self) {
            return .subscripted(try expression(sub.calledExpression), try arguments(sub.arguments, trailing: nil), site(sub))
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return try sequence(Array(seq.elements), anchor: seq) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return try combine(op.operator.text, try expression(infix.leftOperand), try expression(infix.rightOperand), at: op)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return try prefixOperator(prefix) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return .ternary(try expression(ternary.condition), try expression(ternary.thenExpression), try expression(ternary.elseExpression), site(ternary))
        }
        if let tuple = expr.as(TupleExprSyntax.self) { return try self.tuple(tuple) }
        if let array = expr.as(ArrayExprSyntax.self) { return .array(try array.elements.map { try expression($0.expression) }) }
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(try self.closure(closure)) }
        if let keyPath = expr.as(KeyPathExprSyntax.self) { return try self.keyPath(keyPath) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return .unwrap(try expression(unwrap.expression), site(unwrap)) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return try expression(optional.expression) }
        if let reference = expr.as(InOutExprSyntax.self) { return .inoutArgument(try place(reference.expression)) }
        if let cast = expr.as(AsExprSyntax.self) {
            return .converted(try expression(cast.expression), Self.declaredType(cast.type.trimmedDescription, model: translator.model) ?? .unknown)
        }
        if let t = expr.as(TryExprSyntax.self) { return try expression(t.expression) }
        if let i = expr.as(IfExprSyntax.self) { return .statements([Self.yielding(try ifStatement(i))], site(i)) }
        if let s = expr.as(SwitchExprSyntax.self) { return .statements([Self.yielding(try switchStatement(s))], site(s)) }
        throw unsupported(expr, "this expression is not run by the layout interpreter")
    }

    /// A number, Boolean, `nil` or plain string literal; nil for any other expression.
    private func literal(_ expr: ExprSyntax) throws -> RunValue? {
        if let lit = expr.as(IntegerLiteralExprSyntax.self) {
            let text = lit.literal.text.replacingOccurrences("_", "")
            let value: Int?
            if text.hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16) }
            else if text.hasPrefix("0b") { value = Int(text.dropFirst(2), radix: 2) }
            else if text.hasPrefix("0o") { value = Int(text.dropFirst(2), radix: 8) }
            else { value = Int(text) }
            guard let value else { throw translator.locator.error("integer literal '\(text)' is out of range", at: expr) }
            return .int(value)
        }
        if let lit = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(lit.literal.text.replacingOccurrences("_", "")) else { throw translator.locator.error("cannot read the number '\(lit.literal.text)'", at: expr) }
            return .number(value)
        }
        if let lit = expr.as(BooleanLiteralExprSyntax.self) { return .bool(lit.literal.text == "true") }
        if expr.is(NilLiteralExprSyntax.self) { return RunValue.null }
        if let lit = expr.as(StringLiteralExprSyntax.self), lit.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
            return .string(SourceIndex.plainString(lit) ?? lit.trimmedDescription)
        }
        return nil
    }

    /// `"row \(index): \(width)"`: the parts joined, each value as `String(value)` shows it.
    private func interpolation(_ lit: StringLiteralExprSyntax) throws -> LExpr {
        var parts: [LExpr] = []
        for segment in lit.segments {
            switch segment {
            case .stringSegment(let s):
                parts.append(.literal(.string(SourceIndex.unescape(s.content.text))))
            case .expressionSegment(let e):
                guard e.expressions.count == 1, let only = e.expressions.first, only.label == nil else {
                    throw unsupported(e, "only `\\(value)` interpolations are run by the layout interpreter")
                }
                parts.append(.call("String", [LArg(label: nil, value: try expression(only.expression))], site(e)))
            }
        }
        return parts.dropFirst().reduce(parts.first ?? .literal(.string(""))) { .binary("+", $0, $1, site(lit)) }
    }

    /// `-x`, `!x`, `+x` (a negative literal folds into its value).
    private func prefixOperator(_ prefix: PrefixOperatorExprSyntax) throws -> LExpr {
        let op = prefix.operator.text
        guard ["-", "!", "+"].contains(op) else { throw unsupported(prefix, "the operator '\(op)' is not run by the layout interpreter") }
        let operand = try expression(prefix.expression)
        switch (op, operand) {
        case ("-", .literal(.int(let i))) where i != Int.min: return .literal(.int(-i))
        case ("-", .literal(.number(let n))): return .literal(.number(-n))
        default: return .prefix(op, operand, site(prefix))
        }
    }

    /// `a + b * c`, `x ?? 0`, `c ? a : b`, `x as CGFloat`: the parser leaves sequences unfolded;
    /// they fold here by Swift's precedences (`Translator.precedence`).
    func sequence(_ elements: [ExprSyntax], anchor: some SyntaxProtocol) throws -> LExpr {
        var index = 0
        func climb(_ minimum: Int) throws -> LExpr {
            guard index < elements.count else { throw unsupported(anchor, "an operand is missing") }
            var lhs = try expression(elements[index])
            index += 1
            while index < elements.count {
                let element = elements[index]
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    let text = op.operator.text
                    guard let precedence = Translator.precedence(text) else { throw unsupported(op, "the operator '\(text)' is not run by the layout interpreter") }
                    guard precedence >= minimum else { break }
                    index += 1
                    lhs = try combine(text, lhs, try climb(precedence + 1), at: op)
                } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                    guard 100 >= minimum else { break }
                    index += 1
                    lhs = .ternary(lhs, try expression(ternary.thenExpression), try climb(100), site(ternary))
                } else if element.is(UnresolvedAsExprSyntax.self), index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self) {
                    guard 132 >= minimum else { break }
                    index += 2
                    lhs = .converted(lhs, Self.declaredType(type.type.trimmedDescription, model: translator.model) ?? .unknown)
                } else {
                    throw unsupported(element, "this operator is not run by the layout interpreter")
                }
            }
            return lhs
        }
        let result = try climb(0)
        guard index == elements.count else { throw unsupported(anchor, "this expression is not run by the layout interpreter") }
        return result
    }

    /// A binary operator's node: `&&`, `||` and `??` evaluate their right side only when needed.
    private func combine(_ op: String, _ lhs: LExpr, _ rhs: LExpr, at node: some SyntaxProtocol) throws -> LExpr {
        switch op {
        case "&&": return .logical(isAnd: true, lhs, rhs, site(node))
        case "||": return .logical(isAnd: false, lhs, rhs, site(node))
        case "??": return .coalesce(lhs, rhs)
        case "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "..<", "...": return .binary(op, lhs, rhs, site(node))
        default: throw unsupported(node, "the operator '\(op)' is not run by the layout interpreter")
        }
    }

    /// `(x)` is `x`; `(a, b)` and `(width: w, height: h)` are tuples.
    private func tuple(_ tuple: TupleExprSyntax) throws -> LExpr {
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { return try expression(only.expression) }
        let labels = tuple.elements.map { $0.label?.text }
        for label in labels { if let label { tupleLabels.insert(label) } }
        return .tuple(try tuple.elements.map { try expression($0.expression) }, labels: labels)
    }

    /// A closure: its parameters (`$0` when it names none) and its body.
    func closure(_ c: ClosureExprSyntax) throws -> LayoutClosure {
        let names = translator.closureParameterNames(c)
        return try scoped {
            if names.isEmpty {
                for i in 0..<4 { declare("$\(i)", .unknown) }
            } else {
                for name in names { declare(name, .unknown) }
            }
            return LayoutClosure(parameters: names, body: try block(c.statements, implicitReturn: true), site: site(c))
        }
    }

    /// `\.width`, `\.size.height`: a chain of properties.
    private func keyPath(_ k: KeyPathExprSyntax) throws -> LExpr {
        var names: [String] = []
        for component in k.components {
            switch component.component {
            case .property(let p):
                names.append(p.declName.baseName.identifierName)
                memberUses.append((p.declName.baseName.identifierName, Syntax(p), context.function))
            case .optional:
                continue
            default:
                throw unsupported(component, "only key paths of properties are run by the layout interpreter")
            }
        }
        return .keyPath(names)
    }

    /// The labeled arguments of a call or subscript, and its trailing closure.
    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?) throws -> [LArg] {
        var out = try list.map { LArg(label: $0.label?.text, value: try expression($0.expression)) }
        if let trailing { out.append(LArg(label: nil, value: .closure(try closure(trailing)))) }
        return out
    }

    /// The place an assignment or a mutating method writes: a variable, a field of `self` (in
    /// a `mutating` method), a member or an element of a place.
    func place(_ expr: ExprSyntax) throws -> LValue {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.identifierName
            if local(name) != nil { return .local(name) }
            if context.isMutating, translator.storedProperties(of: context.owner).contains(where: { $0.name == name }) { return .selfProperty(name) }
            throw unsupported(ref, "only local variables, `inout` parameters and the fields of a `mutating` method's `self` are assigned by the layout interpreter")
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.identifierName
            if base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == "self", local("self") == nil {
                return try place(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), anchor: m)
            }
            memberUses.append((name, Syntax(m.declName), context.function))
            return .member(try place(base), name)
        }
        if let s = expr.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, let index = s.arguments.first, index.label == nil {
            return .index(try place(s.calledExpression), try expression(index.expression))
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return try place(unwrap.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return try place(optional.expression) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return try place(only.expression) }
        throw unsupported(expr, "only variables, fields and elements are assigned by the layout interpreter")
    }

    /// `self.name` as a place, reported at `anchor` (the synthesised reference has no location).
    private func place(_ ref: ExprSyntax, anchor: MemberAccessExprSyntax) throws -> LValue {
        let name = anchor.declName.baseName.identifierName
        if context.isMutating, translator.storedProperties(of: context.owner).contains(where: { $0.name == name }) { return .selfProperty(name) }
        throw unsupported(anchor, "only the fields of a `mutating` method's `self` are assigned by the layout interpreter")
    }

    /// An `if` or `switch` statement whose branches end in a value, as an expression: each
    /// branch's last expression yields the value.
    static func yielding(_ statement: LStmt) -> LStmt {
        func branch(_ body: [LStmt]) -> [LStmt] {
            guard let last = body.last else { return body }
            var out = Array(body.dropLast())
            switch last {
            case .evaluate(let e), .returnValue(let e?): out.append(.yield(e))
            case .conditional, .switchOn: out.append(yielding(last))
            default: out.append(last)
            }
            return out
        }
        switch statement {
        case .conditional(let branches, let otherwise):
            return .conditional(branches.map { LBranch(conditions: $0.conditions, body: branch($0.body)) }, otherwise: otherwise.map(branch))
        case .switchOn(let subject, let cases, let site):
            return .switchOn(subject, cases.map { LCase(values: $0.values, isDefault: $0.isDefault, body: branch($0.body)) }, site)
        default:
            return statement
        }
    }
}
