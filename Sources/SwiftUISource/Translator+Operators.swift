import LayoutCore
import SwiftSyntax

/// Operators: sequences folded by precedence, arithmetic, comparisons and logic on known and
/// symbolic values.
extension Translator {
    indirect enum OpTree {
        case leaf(ExprSyntax)
        case binary(String, OpTree, OpTree, Syntax)
        case ternary(OpTree, ExprSyntax, OpTree, Syntax)
        case cast(OpTree)
    }

    static func precedence(_ op: String) -> Int? {
        switch op {
        case "<<", ">>": return 160
        case "*", "/", "%", "&": return 150
        case "|", "^": return 140
        case "+", "-": return 140
        case "..<", "...": return 135
        case "??": return 131
        case "==", "!=", "<", "<=", ">", ">=": return 130
        case "&&": return 120
        case "||": return 110
        default: return nil
        }
    }

    /// Folds `a + b * c` by Swift's precedences (the parser leaves sequences unfolded), and
    /// evaluates the tree.
    func evaluateSequence(_ seq: SequenceExprSyntax, _ scope: Scope) throws -> Value {
        try evaluate(try fold(seq), in: seq, scope)
    }

    /// The operator tree of a sequence.
    func fold(_ seq: SequenceExprSyntax) throws -> OpTree {
        let elements = Array(seq.elements)
        var index = 0
        func primary() throws -> OpTree {
            guard index < elements.count else { throw locator.error("expected an operand", at: seq) }
            let element = elements[index]
            if element.is(BinaryOperatorExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) {
                throw locator.error("expected an operand before '\(element.sourceText)'", at: element)
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
                    throw unsupported("`\(element.sourceText)` in an expression", at: element)
                }
            }
            return lhs
        }
        let tree = try climb(0)
        guard index == elements.count else { throw unsupported("expression `\(seq.sourceText)`", at: seq) }
        return tree
    }

    /// The value of an operator tree of `seq`.
    func evaluate(_ tree: OpTree, in seq: SequenceExprSyntax, _ scope: Scope) throws -> Value {
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

    func conditionText(_ tree: OpTree, _ seq: SequenceExprSyntax) -> String {
        // The condition of `a == b ? x : y` is everything before the `?`.
        var parts: [String] = []
        for element in seq.elements {
            if element.is(UnresolvedTernaryExprSyntax.self) { break }
            parts.append(element.sourceText)
        }
        return parts.joined(separator: " ")
    }

    func binary(_ op: String, _ l: Value, _ r: Value, at node: some SyntaxProtocol) throws -> Value {
        if l.symbol != nil || r.symbol != nil { return symbolicBinary(op, l, r) }
        switch (op, l, r) {
        case ("+", .number(let a), .number(let b)): return .number(a + b)
        case ("-", .number(let a), .number(let b)): return .number(a - b)
        case ("*", .number(let a), .number(let b)): return .number(a * b)
        case ("/", .number(let a), .number(let b)): return .number(a / b)
        case ("%", .number(let a), .number(let b)): return .number(a.truncatingRemainder(dividingBy: b))
        // Bit operators on whole numbers (an `OptionSet`'s `rawValue: 1 << 2`).
        case ("<<", .number(let a), .number(let b)) where Self.isBitOperand(a) && Self.isBitOperand(b) && b < 63: return .number(Double(Int(a) << Int(b)))
        case (">>", .number(let a), .number(let b)) where Self.isBitOperand(a) && Self.isBitOperand(b): return .number(Double(Int(a) >> Int(b)))
        case ("|", .number(let a), .number(let b)) where Self.isBitOperand(a) && Self.isBitOperand(b): return .number(Double(Int(a) | Int(b)))
        case ("&", .number(let a), .number(let b)) where Self.isBitOperand(a) && Self.isBitOperand(b): return .number(Double(Int(a) & Int(b)))
        case ("^", .number(let a), .number(let b)) where Self.isBitOperand(a) && Self.isBitOperand(b): return .number(Double(Int(a) ^ Int(b)))
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
                if options.inputCompiles { return symbolicValue("\(l.text) \(op) \(r.text)", type: "Bool") }
                throw unsupported("comparison of \(l.text) and \(r.text)", at: node)
            }
            return .bool(op == "==" ? equal : !equal)
        default:
            if options.inputCompiles { return symbolicValue("\(l.text) \(op) \(r.text)", type: nil) }
            throw locator.error("cannot evaluate \(l.text) \(op) \(r.text)", at: node)
        }
    }

    /// A whole, non-negative number a bit operator takes exactly.
    static func isBitOperand(_ n: Double) -> Bool { n >= 0 && n < 9.0e15 && n == n.rounded() }

    /// An operator with a symbolic operand. Decisions the tree may depend on are explored:
    /// `x ?? y` and `x == nil` decide whether `x` holds a value; `a && b` with a known operand
    /// reduces to the other, and of two run-time Bools waits for a branch to read it. Anything
    /// else is a run-time value named by its text.
    private func symbolicBinary(_ op: String, _ l: Value, _ r: Value) -> Value {
        let name = "\(l.text) \(op) \(r.text)"
        switch (op, l, r) {
        case ("??", .symbolic(let s), _):
            if decideSome(s) { return .symbolic(Symbol(s.name, type: s.type.map(TypeText.wrapped), initial: s.initial)) }
            return r
        case ("==", .symbolic(let s), .null), ("==", .null, .symbolic(let s)):
            return .bool(!decideSome(s))
        case ("!=", .symbolic(let s), .null), ("!=", .null, .symbolic(let s)):
            return .bool(decideSome(s))
        case ("&&", .bool(false), _), ("&&", _, .bool(false)):
            return .bool(false)
        case ("||", .bool(true), _), ("||", _, .bool(true)):
            return .bool(true)
        case ("&&", .bool(true), let other), ("&&", let other, .bool(true)), ("||", .bool(false), let other), ("||", let other, .bool(false)):
            return other
        case ("==", .symbolic(let s), .bool(let b)) where s.operands != nil, ("==", .bool(let b), .symbolic(let s)) where s.operands != nil:
            // `(a && b) == false`: the condition or its negation, its operands kept.
            return .symbolic(b ? s : s.negated)
        case ("!=", .symbolic(let s), .bool(let b)) where s.operands != nil, ("!=", .bool(let b), .symbolic(let s)) where s.operands != nil:
            return .symbolic(b ? s.negated : s)
        case ("&&", .symbolic(let a), .symbolic(let b)), ("||", .symbolic(let a), .symbolic(let b)):
            // Decided where a branch reads it (``Symbol/operands``).
            var combined = Symbol(name, type: "Bool")
            combined.operands = Symbol.Operands(op, a, b, unexploredDepth: exploration.unexploredDepth)
            return .symbolic(combined)
        case ("==", .symbolic(let s), let other), ("==", let other, .symbolic(let s)):
            if let cases = enumCases(of: s), let wanted = other.caseName, cases.contains(wanted) {
                return .bool(cases[decideCase(s, cases: cases)] == wanted)
            }
            return symbolicValue(name, type: "Bool")
        case ("!=", .symbolic(let s), let other), ("!=", let other, .symbolic(let s)):
            if let cases = enumCases(of: s), let wanted = other.caseName, cases.contains(wanted) {
                return .bool(cases[decideCase(s, cases: cases)] != wanted)
            }
            return symbolicValue(name, type: "Bool")
        case ("<", _, _), ("<=", _, _), (">", _, _), (">=", _, _), ("==", _, _), ("!=", _, _), ("&&", _, _), ("||", _, _):
            return symbolicValue(name, type: "Bool")
        case ("..<", _, _), ("...", _, _):
            return symbolicValue(name, type: "Range<Int>")
        default:
            let type = [l, r].compactMap { $0.symbol?.type }.first { TypeText.isNumber($0) || TypeText.isString($0) }
            return symbolicValue(name, type: type)
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
}
