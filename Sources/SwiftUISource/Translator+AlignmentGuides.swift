import LayoutCore
import SwiftSyntax

/// Arithmetic over a `ViewDimensions`, compiled from an `alignmentGuide` closure
/// (`{ $0.width / 2 }`, `{ d in d[.bottom] - 10 }`, `{ $0[VerticalAlignment.center] }`).
indirect enum DimensionExpression: Sendable {
    case constant(Double)
    case width
    case height
    case guide(AlignmentKey)
    case negate(DimensionExpression)
    case binary(Character, DimensionExpression, DimensionExpression)
    case minimum(DimensionExpression, DimensionExpression)
    case maximum(DimensionExpression, DimensionExpression)

    /// The guides the expression reads.
    var guides: [AlignmentKey] {
        switch self {
        case .constant, .width, .height: return []
        case .guide(let key): return [key]
        case .negate(let e): return e.guides
        case .binary(_, let a, let b), .minimum(let a, let b), .maximum(let a, let b): return a.guides + b.guides
        }
    }

    func evaluate(_ d: ViewDimensions) -> Double {
        switch self {
        case .constant(let c): return c
        case .width: return d.width
        case .height: return d.height
        case .guide(let key): return d[key]
        case .negate(let e): return -e.evaluate(d)
        case .minimum(let a, let b): return Swift.min(a.evaluate(d), b.evaluate(d))
        case .maximum(let a, let b): return Swift.max(a.evaluate(d), b.evaluate(d))
        case .binary(let op, let a, let b):
            let l = a.evaluate(d), r = b.evaluate(d)
            switch op {
            case "+": return l + r
            case "-": return l - r
            case "*": return l * r
            default: return l / r
            }
        }
    }
}

extension ModifierCall {
    /// `.alignmentGuide(.leading) { d in … }` → an `AlignmentGuideLayout` with the compiled closure.
    mutating func alignmentGuide() throws -> ViewNode {
        let guideExpr = try unlabeled(needing: "a guide such as .leading")
        guard let closureExpr = args.takeClosure("computeValue"), let closure = closureExpr.as(ClosureExprSyntax.self) else {
            throw callError("alignmentGuide needs a computeValue closure")
        }
        try finish()
        let key: AlignmentKey
        do {
            key = try translator.guideKey(try translator.evaluate(guideExpr, scope), axis: nil, at: guideExpr)
        } catch let error as SourceError where translator.options.inputCompiles {
            // A custom guide whose AlignmentID the files read do not declare (another module's):
            // its value is unknown; the guide is left out, and the finding says so.
            translator.assume(.approximation, SourceIndex.collapsed(guideExpr.sourceText), "alignment guide `\(SourceIndex.collapsed(guideExpr.sourceText))` cannot be evaluated (\(error.primary?.message ?? "custom")); ignored", at: guideExpr)
            return receiver
        }
        let compiled = try translator.compileGuide(closure, axis: key.axis, scope)
        let text = SourceIndex.collapsed(closure.sourceText)
        return wrap(AlignmentGuideLayout(key, expression: text, computeValue: { compiled.evaluate($0) }))
    }
}

extension Translator {
    /// `.leading`, `HorizontalAlignment.center`, `.firstTextBaseline` → the guide's key. A bare
    /// `.center` takes the axis of the context.
    func guideKey(_ value: Value, axis: Axis?, at node: some SyntaxProtocol) throws -> AlignmentKey {
        var type: String?
        let name: String
        switch value {
        case .member(let t, let n):
            type = t
            name = n
        default:
            throw locator.error("expected an alignment guide such as .leading, found \(value.text)", at: node)
        }
        switch name {
        case "leading": return .leading
        case "trailing": return .trailing
        case "top": return .top
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        case "center":
            if type == "HorizontalAlignment" { return .horizontalCenter }
            if type == "VerticalAlignment" { return .verticalCenter }
            if let axis { return axis == .horizontal ? .horizontalCenter : .verticalCenter }
            throw locator.error("`.center` is ambiguous here; write HorizontalAlignment.center or VerticalAlignment.center", at: node)
        default:
            let declaredAxis: Axis? = type == "VerticalAlignment" ? .vertical : type == "HorizontalAlignment" ? .horizontal : nil
            if let key = try declaredGuide(name, axis: declaredAxis, at: node) { return key }
            let known = ["leading", "trailing", "top", "bottom", "center", "firstTextBaseline", "lastTextBaseline"]
            throw locator.error("unknown alignment guide '\(name)'\(Suggestions.didYouMean(name, in: known)) (a custom guide is read from the input's `extension VerticalAlignment` or `HorizontalAlignment` and its AlignmentID's defaultValue(in:))", at: node)
        }
    }

    /// Compiles a single-expression closure; anything with logic is an unsupported construct.
    func compileGuide(_ closure: ClosureExprSyntax, axis: Axis, _ scope: Scope) throws -> DimensionExpression {
        let names = closureParameterNames(closure)
        let parameter = names.first ?? "$0"
        guard closure.statements.count == 1, let only = closure.statements.first else {
            throw unsupported("closure with logic in alignmentGuide (only one arithmetic expression over the ViewDimensions is evaluated)", at: closure)
        }
        var single: ExprSyntax?
        switch only.item {
        case .expr(let e): single = e
        case .stmt(let s): single = s.as(ReturnStmtSyntax.self)?.expression
        default: single = nil
        }
        guard let expr = single else {
            throw unsupported("closure with logic in alignmentGuide (only one arithmetic expression over the ViewDimensions is evaluated)", at: closure)
        }
        return try compileDimension(expr, parameter: parameter, axis: axis, scope)
    }

    private func mentions(_ expr: some SyntaxProtocol, _ parameter: String) -> Bool {
        expr.tokens(viewMode: .sourceAccurate).contains { $0.text == parameter }
    }

    func compileDimension(_ expr: ExprSyntax, parameter: String, axis: Axis, _ scope: Scope) throws -> DimensionExpression {
        try nested(expr) {
            // Constant parts fold with the ordinary evaluator.
            if !mentions(expr, parameter) {
                return .constant(try number(expr, scope, "alignmentGuide"))
            }
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
               base.baseName.identifierName == parameter {
                switch member.declName.baseName.identifierName {
                case "width": return .width
                case "height": return .height
                default: break
                }
            }
            if let sub = expr.as(SubscriptCallExprSyntax.self), let base = sub.calledExpression.as(DeclReferenceExprSyntax.self),
               base.baseName.identifierName == parameter, sub.arguments.count == 1, let arg = sub.arguments.first {
                if arg.label?.text == "explicit" {
                    throw unsupported("`\(sub.sourceText)` (an optional explicit guide) in alignmentGuide", at: sub)
                }
                return .guide(try guideKey(try evaluate(arg.expression, scope), axis: axis, at: arg.expression))
            }
            if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                return .negate(try compileDimension(prefix.expression, parameter: parameter, axis: axis, scope))
            }
            if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return try compileDimension(only.expression, parameter: parameter, axis: axis, scope)
            }
            if let call = expr.as(FunctionCallExprSyntax.self), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
               ["min", "max"].contains(ref.baseName.identifierName), call.arguments.count == 2 {
                let parts = try call.arguments.map { try compileDimension($0.expression, parameter: parameter, axis: axis, scope) }
                return ref.baseName.identifierName == "min" ? .minimum(parts[0], parts[1]) : .maximum(parts[0], parts[1])
            }
            if let seq = expr.as(SequenceExprSyntax.self) {
                return try compileSequence(Array(seq.elements), parameter: parameter, axis: axis, scope, anchor: seq)
            }
            throw unsupported("`\(expr.sourceText)` in alignmentGuide (only + - * / over width, height, guides and constants is evaluated)", at: expr)
        }
    }

    private func compileSequence(_ elements: [ExprSyntax], parameter: String, axis: Axis, _ scope: Scope, anchor: SequenceExprSyntax) throws -> DimensionExpression {
        var operands: [DimensionExpression] = []
        var operators: [Character] = []
        for (i, element) in elements.enumerated() {
            if i % 2 == 0 {
                operands.append(try compileDimension(element, parameter: parameter, axis: axis, scope))
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self), ["+", "-", "*", "/"].contains(op.operator.text),
                      let c = op.operator.text.first else {
                    throw unsupported("closure with logic in alignmentGuide (`\(element.sourceText)`; only + - * / are evaluated)", at: element)
                }
                operators.append(c)
            }
        }
        // Two precedence levels: fold * and / first, then + and -, left to right.
        var terms: [DimensionExpression] = [operands[0]]
        var additive: [Character] = []
        for (op, rhs) in zip(operators, operands.dropFirst()) {
            if op == "*" || op == "/" {
                let lhs = terms.removeLast()
                terms.append(.binary(op, lhs, rhs))
            } else {
                additive.append(op)
                terms.append(rhs)
            }
        }
        var result = terms[0]
        for (op, rhs) in zip(additive, terms.dropFirst()) { result = .binary(op, result, rhs) }
        return result
    }
}
