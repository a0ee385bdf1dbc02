import LayoutCore
import SwiftSyntax

/// Constant evaluation: literals, unary minus, arithmetic, comparisons, ternaries, enum
/// shorthands, colours, and properties whose value the input gives.
extension Translator {
    /// Types whose static members and initialisers the evaluator knows.
    static let knownTypes: Set<String> = [
        "Color", "CGFloat", "Double", "Float", "Int", "CGSize", "CGPoint", "EdgeInsets", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "Font", "Edge", "Axis", "ContentMode", "URL", "Text",
        "UnitPoint", "Image", "Binding", "State", "LocalizedStringKey", "String", "Bool",
    ]

    /// Evaluates `expr` in `scope`.
    /// - Complexity: O(n) in the size of the expression.
    func evaluate(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        try nested(expr) { try evaluateUnguarded(expr, scope) }
    }

    private func evaluateUnguarded(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        if let lit = expr.as(IntegerLiteralExprSyntax.self) {
            let text = lit.literal.text.replacingOccurrences("_", "")
            let value: Int?
            if text.hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16) }
            else if text.hasPrefix("0b") { value = Int(text.dropFirst(2), radix: 2) }
            else if text.hasPrefix("0o") { value = Int(text.dropFirst(2), radix: 8) }
            else { value = Int(text) }
            guard let value else { throw locator.error("integer literal '\(text)' is out of range", at: expr) }
            return .number(Double(value))
        }
        if let lit = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(lit.literal.text.replacingOccurrences("_", "")) else {
                throw locator.error("cannot read the number '\(lit.literal.text)'", at: expr)
            }
            return .number(value)
        }
        if let lit = expr.as(BooleanLiteralExprSyntax.self) { return .bool(lit.literal.text == "true") }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let lit = expr.as(StringLiteralExprSyntax.self) { return try string(lit, scope) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(prefix.expression, scope)
            switch (prefix.operator.text, operand) {
            case ("-", .number(let n)): return .number(-n)
            case ("+", .number(let n)): return .number(n)
            case ("!", .bool(let b)): return .bool(!b)
            case (_, .unknown): return operand
            default:
                throw locator.error("cannot apply '\(prefix.operator.text)' to \(operand.text)", at: expr)
            }
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return try evaluateSequence(seq, scope) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return try chooseBranch(ternary.condition, scope, then: { try self.evaluate(ternary.thenExpression, scope) },
                                    else: { try self.evaluate(ternary.elseExpression, scope) })
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else {
                throw unsupported("operator '\(infix.operator.trimmedDescription)'", at: infix.operator)
            }
            return try binary(op.operator.text, try evaluate(infix.leftOperand, scope), try evaluate(infix.rightOperand, scope), at: expr)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, scope)
            }
            throw unsupported("tuple", at: expr)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try evaluate($0.expression, scope) })
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return try reference(ref, scope) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(member, scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try functionCall(call, scope) }
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(closure, scope) }
        if let keyPath = expr.as(KeyPathExprSyntax.self) { return .string(keyPath.trimmedDescription) }
        if let paren = expr.as(ForceUnwrapExprSyntax.self) { return try evaluate(paren.expression, scope) }
        if expr.is(SubscriptCallExprSyntax.self) {
            throw unsupported("subscript `\(expr.trimmedDescription)`", at: expr)
        }
        throw unsupported("expression `\(expr.trimmedDescription)`", at: expr)
    }

    /// The error for a construct the model cannot evaluate.
    func unsupported(_ what: String, at node: some SyntaxProtocol) -> SourceError {
        locator.error("unsupported construct: \(what) (only constant values and the views and modifiers LayoutCore models can be evaluated)", at: node)
    }

    private func string(_ lit: StringLiteralExprSyntax, _ scope: Scope) throws -> Value {
        var out = ""
        for segment in lit.segments {
            switch segment {
            case .stringSegment(let s):
                out += SourceModel.unescape(s.content.text)
            case .expressionSegment(let e):
                guard e.expressions.count == 1, let only = e.expressions.first else {
                    throw unsupported("string interpolation `\(e.trimmedDescription)`", at: e)
                }
                let value = try evaluate(only.expression, scope)
                if case .unknown = value { return value }
                guard let shown = value.displayString else {
                    throw unsupported("string interpolation of \(value.text)", at: e)
                }
                out += shown
            }
        }
        return .string(out)
    }

    private func reference(_ ref: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        var name = ref.baseName.text
        if name.hasPrefix("$"), name.count > 1, !(name.dropFirst().first?.isNumber ?? false) {
            // `$selection`: a binding follows its source.
            name.removeFirst()
        }
        if let value = scope.lookup(name) { return value }
        if model.enums[name] != nil || Self.knownTypes.contains(name) { return .typeName(name) }
        if let global = model.globals[name] { return try evaluate(global, fileScope) }
        if let instance = scope.instance, let value = try computedProperty(name, of: instance, scope) { return value }
        let candidates = scope.allNames + Array(model.globals.keys)
        throw locator.error(
            "cannot evaluate '\(name)': no constant, property or parameter of that name\(Suggestions.didYouMean(name, in: candidates))",
            at: ref)
    }

    /// A computed property of the current custom view that yields a value (not a view).
    func computedProperty(_ name: String, of instance: Instance, _ scope: Scope) throws -> Value? {
        guard let binding = SourceModel.bodyBinding(of: instance.decl, named: name),
              let statements = SourceModel.getterStatements(binding) else { return nil }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if type.contains("View") { return .views(try builder(statements, scope)) }
        guard statements.count == 1, let only = statements.first else {
            throw unsupported("computed property '\(name)' with statements", at: binding)
        }
        switch only.item {
        case .expr(let e): return try evaluate(e, scope)
        case .stmt(let s):
            if let r = s.as(ReturnStmtSyntax.self), let e = r.expression { return try evaluate(e, scope) }
        default: break
        }
        throw unsupported("computed property '\(name)'", at: binding)
    }

    private func memberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else { return .member(type: nil, name: name) }
        let base = try evaluate(baseExpr, scope)
        switch base {
        case .unknown:
            return base
        case .typeName(let type):
            if type == "Color", let color = Color.named(name) { return .color(color) }
            if ["CGFloat", "Double", "Float"].contains(type) {
                switch name {
                case "infinity": return .number(.infinity)
                case "pi": return .number(Double.pi)
                case "zero": return .number(0)
                case "greatestFiniteMagnitude": return .number(Double.greatestFiniteMagnitude)
                default: break
                }
            }
            if let info = model.enums[type] {
                if name == "allCases" {
                    return .array(info.cases.map { .enumCase(type: type, name: $0.name, rawValue: $0.rawValue ?? (info.hasStringRawValue ? $0.name : nil)) })
                }
                if let c = info.cases.first(where: { $0.name == name }) {
                    return .enumCase(type: type, name: c.name, rawValue: c.rawValue ?? (info.hasStringRawValue ? c.name : nil))
                }
                throw locator.error("enum '\(type)' has no case '\(name)'\(Suggestions.didYouMean(name, in: info.cases.map(\.name)))", at: member.declName)
            }
            return .member(type: type, name: name)
        case .enumCase(_, let caseName, let raw):
            if name == "rawValue" { return .string(raw ?? caseName) }
            if name == "id" || name == "self" { return base }
        case .record(_, let fields):
            if let field = fields.first(where: { $0.label == name }) { return field.value }
        case .member(let type, let baseName):
            return .member(type: (type.map { $0 + "." } ?? "") + baseName, name: name)
        case .string(let s):
            if name == "count" { return .number(Double(s.count)) }
        case .array(let values):
            if name == "count" { return .number(Double(values.count)) }
            if name == "indices" { return .range(lower: 0, upper: Double(values.count), closed: false) }
        default:
            break
        }
        if name == "self" { return base }
        throw locator.error("cannot evaluate '.\(name)' of \(base.text)", at: member.declName)
    }

    /// Labeled arguments of a call, evaluated.
    func evaluatedArguments(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [(label: String?, value: Value)] {
        var out = try call.arguments.map { (label: $0.label?.text, value: try evaluate($0.expression, scope)) }
        if let trailing = call.trailingClosure { out.append((nil, .closure(trailing, scope))) }
        for extra in call.additionalTrailingClosures { out.append((extra.label.text, .closure(extra.closure, scope))) }
        return out
    }

    private func functionCall(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try evaluatedArguments(call, scope)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpr = member.base else { return .memberCall(type: nil, name: name, arguments: args) }
            let base = try evaluate(baseExpr, scope)
            if case .unknown = base { return base }
            // `.red.opacity(0.8)`, `Color.red.opacity(0.8)`
            if name == "opacity", let color = colorIfColor(base), let first = args.first, case .number(let o) = first.value {
                return .color(color.withOpacity(o))
            }
            // `$selection.animation()`: a binding with a transaction is the same binding.
            if name == "animation" || name == "transaction" { return base }
            if case .typeName(let type) = base { return .memberCall(type: type, name: name, arguments: args) }
            if case .member(let type, let baseName) = base {
                return .memberCall(type: (type.map { $0 + "." } ?? "") + baseName, name: name, arguments: args)
            }
            if case .number(let n) = base, args.isEmpty {
                switch name {
                case "rounded": return .number(n.rounded())
                default: break
                }
            }
            throw unsupported("call `\(call.calledExpression.trimmedDescription)(…)`", at: call)
        }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            func number(_ label: String?) -> Double? {
                for arg in args where arg.label == label { if case .number(let n) = arg.value { return n } }
                return nil
            }
            if args.contains(where: { $0.value.isUnknown }), let unknown = args.first(where: { $0.value.isUnknown }) {
                return unknown.value
            }
            switch name {
            case "Color":
                if let r = number("red"), let g = number("green"), let b = number("blue") {
                    return .color(Color(red: r, green: g, blue: b, opacity: number("opacity") ?? 1))
                }
                if let w = number("white") { return .color(Color(red: w, green: w, blue: w, opacity: number("opacity") ?? 1)) }
                if let first = args.first, first.label == nil, case .string(let asset) = first.value {
                    if let named = Color.named(asset) { return .color(named) }
                    notes.append(locator.diagnostic(.note, "asset colour \"\(asset)\" is not in the input; drawn as gray (colours do not change layout)", at: call))
                    return .color(.gray)
                }
                if let first = args.first, let color = colorIfColor(first.value) { return .color(color) }
            case "CGFloat", "Double", "Float", "Int":
                if args.count == 1, let first = args.first, case .number(let n) = first.value {
                    return .number(name == "Int" ? n.rounded(.towardZero) : n)
                }
            case "min", "max":
                let numbers = args.compactMap { if case .number(let n) = $0.value { return n } else { return nil } }
                if numbers.count == args.count, !numbers.isEmpty {
                    return .number(name == "min" ? numbers.min() ?? 0 : numbers.max() ?? 0)
                }
            case "abs":
                if args.count == 1, let n = number(nil) { return .number(abs(n)) }
            case "State", "Binding":
                if let first = args.first, first.label == "initialValue" || first.label == "wrappedValue" { return first.value }
            default:
                break
            }
            if name.first?.isUppercase == true {
                return .record(type: name, fields: args)
            }
            throw unsupported("function call `\(name)(…)`", at: call)
        }
        throw unsupported("call `\(call.calledExpression.trimmedDescription)(…)`", at: call)
    }

    /// A colour named by a value: `Color.red`, `.red`, `Color(red:…)`.
    func colorIfColor(_ value: Value) -> Color? {
        switch value {
        case .color(let c): return c
        case .member(let type, let name) where type == nil || type == "Color": return Color.named(name)
        default: return nil
        }
    }

    // MARK: Operators

    private indirect enum OpTree {
        case leaf(ExprSyntax)
        case binary(String, OpTree, OpTree, Syntax)
        case ternary(OpTree, ExprSyntax, OpTree, Syntax)
        case cast(OpTree)
    }

    private static func precedence(_ op: String) -> Int? {
        switch op {
        case "*", "/", "%": return 150
        case "+", "-": return 140
        case "..<", "...": return 135
        case "??": return 131
        case "==", "!=", "<", "<=", ">", ">=": return 130
        case "&&": return 120
        case "||": return 110
        default: return nil
        }
    }

    /// Folds `a + b * c` by Swift's precedences (the parser leaves sequences unfolded).
    private func evaluateSequence(_ seq: SequenceExprSyntax, _ scope: Scope) throws -> Value {
        let elements = Array(seq.elements)
        var index = 0
        func primary() throws -> OpTree {
            guard index < elements.count else { throw locator.error("expected an operand", at: seq) }
            let element = elements[index]
            if element.is(BinaryOperatorExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) {
                throw locator.error("expected an operand before '\(element.trimmedDescription)'", at: element)
            }
            index += 1
            return .leaf(element)
        }
        func climb(_ minimum: Int) throws -> OpTree {
            var lhs = try primary()
            while index < elements.count {
                let element = elements[index]
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    guard let prec = Self.precedence(op.operator.text) else {
                        throw unsupported("operator '\(op.operator.text)'", at: op)
                    }
                    guard prec >= minimum else { break }
                    index += 1
                    let rhs = try climb(prec + 1)
                    lhs = .binary(op.operator.text, lhs, rhs, Syntax(op))
                } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                    guard 100 >= minimum else { break }
                    index += 1
                    let rhs = try climb(100)
                    lhs = .ternary(lhs, ternary.thenExpression, rhs, Syntax(ternary))
                } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                    guard 132 >= minimum else { break }
                    index += 2  // `as` and the type
                    lhs = .cast(lhs)
                } else {
                    throw unsupported("`\(element.trimmedDescription)` in an expression", at: element)
                }
            }
            return lhs
        }
        let tree = try climb(0)
        guard index == elements.count else { throw unsupported("expression `\(seq.trimmedDescription)`", at: seq) }
        func eval(_ tree: OpTree) throws -> Value {
            switch tree {
            case .leaf(let e): return try evaluate(e, scope)
            case .cast(let inner): return try eval(inner)
            case .binary(let op, let l, let r, let node):
                return try binary(op, try eval(l), try eval(r), at: node)
            case .ternary(let cond, let thenExpr, let elseTree, let node):
                let condition = try eval(cond)
                return try choose(condition, conditionText: conditionText(cond, seq), at: node,
                                  then: { try self.evaluate(thenExpr, scope) }, else: { try eval(elseTree) })
            }
        }
        return try eval(tree)
    }

    private func conditionText(_ tree: OpTree, _ seq: SequenceExprSyntax) -> String {
        // The condition of `a == b ? x : y` is everything before the `?`.
        var parts: [String] = []
        for element in seq.elements {
            if element.is(UnresolvedTernaryExprSyntax.self) { break }
            parts.append(element.trimmedDescription)
        }
        return parts.joined(separator: " ")
    }

    func binary(_ op: String, _ l: Value, _ r: Value, at node: some SyntaxProtocol) throws -> Value {
        if case .unknown = l { return l }
        if case .unknown = r { return r }
        switch (op, l, r) {
        case ("+", .number(let a), .number(let b)): return .number(a + b)
        case ("-", .number(let a), .number(let b)): return .number(a - b)
        case ("*", .number(let a), .number(let b)): return .number(a * b)
        case ("/", .number(let a), .number(let b)): return .number(a / b)
        case ("%", .number(let a), .number(let b)): return .number(a.truncatingRemainder(dividingBy: b))
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("..<", .number(let a), .number(let b)): return .range(lower: a, upper: b, closed: false)
        case ("...", .number(let a), .number(let b)): return .range(lower: a, upper: b, closed: true)
        case ("<", .number(let a), .number(let b)): return .bool(a < b)
        case ("<=", .number(let a), .number(let b)): return .bool(a <= b)
        case (">", .number(let a), .number(let b)): return .bool(a > b)
        case (">=", .number(let a), .number(let b)): return .bool(a >= b)
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("??", .null, _): return r
        case ("??", _, _): return l
        case ("==", _, _), ("!=", _, _):
            guard let equal = equals(l, r) else {
                throw unsupported("comparison of \(l.text) and \(r.text)", at: node)
            }
            return .bool(op == "==" ? equal : !equal)
        default:
            throw locator.error("cannot evaluate \(l.text) \(op) \(r.text)", at: node)
        }
    }

    private func equals(_ l: Value, _ r: Value) -> Bool? {
        switch (l, r) {
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        default:
            if let a = l.caseName, let b = r.caseName { return a == b }
            return nil
        }
    }

    // MARK: Conditions

    /// Evaluates a condition; an unknown one takes the first branch with a note naming it.
    func chooseBranch<T>(_ condition: ExprSyntax, _ scope: Scope, then: () throws -> T, else otherwise: () throws -> T) throws -> T {
        try choose(try evaluate(condition, scope), conditionText: condition.trimmedDescription, at: condition, then: then, else: otherwise)
    }

    func choose<T>(_ value: Value, conditionText: String, at node: some SyntaxProtocol, then: () throws -> T, else otherwise: () throws -> T) throws -> T {
        switch value {
        case .bool(let b): return b ? try then() : try otherwise()
        case .unknown(let reason):
            notes.append(locator.diagnostic(.note, "condition `\(conditionText)` has no known value (\(reason)); took the first branch", at: node))
            return try then()
        default:
            throw locator.error("condition `\(conditionText)` is \(value.text), not a Bool", at: node)
        }
    }

    /// Whether a list of `if` conditions holds (`if a, b`); nil when one is unknown.
    func conditionsHold(_ conditions: ConditionElementListSyntax, _ scope: Scope) throws -> (Bool, String?) {
        for element in conditions {
            guard case .expression(let e) = element.condition else {
                throw unsupported("`\(element.trimmedDescription)` in a condition (only Boolean expressions are evaluated)", at: element)
            }
            switch try evaluate(e, scope) {
            case .bool(let b): if !b { return (false, nil) }
            case .unknown(let reason): return (true, reason)
            case let other: throw locator.error("condition `\(e.trimmedDescription)` is \(other.text), not a Bool", at: e)
            }
        }
        return (true, nil)
    }
}

extension String {
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for ch in self { if ch == target { out += replacement } else { out.append(ch) } }
        return out
    }
}
