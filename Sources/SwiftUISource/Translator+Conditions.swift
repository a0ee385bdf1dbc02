import LayoutCore
import SwiftSyntax

/// Conditions and patterns: which branch of an `if`, a ternary or a `switch` is taken, a
/// symbolic value's outcomes explored.
extension Translator {
    /// Evaluates a condition and takes its branch; a symbolic one is explored both ways.
    func chooseBranch<T>(_ condition: ExprSyntax, _ scope: Scope, then: () throws -> T, else otherwise: () throws -> T) throws -> T {
        try choose(try evaluate(condition, scope), conditionText: condition.sourceText, at: condition, then: then, else: otherwise)
    }

    func choose<T>(_ value: Value, conditionText: String, at node: some SyntaxProtocol, then: () throws -> T, else otherwise: () throws -> T) throws -> T {
        switch value {
        case .bool(let b): return b ? try then() : try otherwise()
        case .symbolic(let s): return decideBool(s) ? try then() : try otherwise()
        default:
            // In code that compiles, a condition the model reads as another value is a Bool of the run.
            if options.inputCompiles { return decideBool(Symbol(SourceIndex.collapsed(conditionText), type: "Bool")) ? try then() : try otherwise() }
            throw locator.error("condition `\(conditionText)` is \(value.text), not a Bool", at: node)
        }
    }

    /// Whether every condition of an `if` or `guard` holds (`if a, let b = c, case .x = d`),
    /// binding the names the conditions introduce into `scope`. Symbolic values are decided
    /// (explored): a Bool both ways, an optional as some and nil, an enum by its cases.
    func conditionsHold(_ conditions: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let e):
                switch try evaluate(e, scope) {
                case .bool(let b): if !b { return false }
                case .symbolic(let s): if !decideBool(s) { return false }
                case let other:
                    if options.inputCompiles {
                        if !decideBool(Symbol(SourceIndex.collapsed(e.sourceText), type: "Bool")) { return false }
                        continue
                    }
                    throw locator.error("condition `\(e.sourceText)` is \(other.text), not a Bool", at: e)
                }
            case .optionalBinding(let binding):
                let name = binding.pattern.sourceText
                let value = try binding.initializer.map { try evaluate($0.value, scope) } ?? (try evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope))
                switch value {
                case .null: return false
                case .symbolic(let s):
                    guard decideSome(s) else { return false }
                    scope.values[name] = .symbolic(Symbol(s.name, type: binding.typeAnnotation?.type.sourceText ?? s.type.map(TypeText.wrapped), initial: s.initial))
                default:
                    scope.values[name] = value
                }
            case .matchingPattern(let match):
                let subject = try evaluate(match.initializer.value, scope)
                guard try matches(match.pattern, subject, subjectText: match.initializer.value.sourceText, scope) else { return false }
            case .availability(let availability):
                // The model lays out the current release of each platform: `#available(…)`
                // holds, `#unavailable(…)` does not.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            }
        }
        return true
    }

    /// Whether `pattern` (`.loaded(let items)`, `let .some(x)`, `.a`) matches `subject`,
    /// binding its names. A symbolic subject is decided by its enum's cases, or by match / no match.
    func matches(_ pattern: PatternSyntax, _ subject: Value, subjectText: String, _ scope: Scope) throws -> Bool {
        let caseName = Self.caseName(of: pattern)
        let bindings = Self.boundNames(in: pattern)
        switch subject {
        case .symbolic(let s):
            let hit: Bool
            if let caseName, let cases = enumCases(of: s), cases.contains(caseName) {
                hit = cases[decideCase(s, cases: cases)] == caseName
            } else {
                hit = decideBool(Symbol("\(s.name) matches \(SourceIndex.collapsed(pattern.sourceText))", type: "Bool"))
            }
            if hit { for name in bindings { scope.values[name] = symbolicValue("\(s.name).\(name)", type: nil) } }
            return hit
        case .null:
            return caseName == "none"
        default:
            if let caseName, let actual = subject.caseName {
                guard caseName == actual else { return false }
                for name in bindings { scope.values[name] = symbolicValue("\(subjectText).\(name)", type: nil) }
                return true
            }
            if caseName == "some" || (caseName == nil && !bindings.isEmpty) {
                for name in bindings { scope.values[name] = subject }
                return true
            }
            if let e = pattern.as(ExpressionPatternSyntax.self) {
                let value = try evaluate(e.expression, scope)
                if case .bool(let b) = try binary("==", subject, value, at: e) { return b }
            }
            return false
        }
    }

    /// `.loaded` for `.loaded(let x)`, `let .loaded(x)`, `Status.loaded`.
    static func caseName(of pattern: PatternSyntax) -> String? {
        var expr: ExprSyntax?
        if let e = pattern.as(ExpressionPatternSyntax.self) { expr = e.expression }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(of: binding.pattern) }
        while let e = expr {
            if let call = e.as(FunctionCallExprSyntax.self) { expr = call.calledExpression; continue }
            if let member = e.as(MemberAccessExprSyntax.self) { return member.declName.baseName.identifierName }
            if let optional = e.as(OptionalChainingExprSyntax.self) { expr = optional.expression; continue }
            return nil
        }
        return nil
    }

    /// The names a pattern binds (`let x`, `.a(let x, var y)`, `let .a(x, y)`).
    static func boundNames(in pattern: PatternSyntax) -> [String] {
        var names: [String] = []
        var binding = false
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var) { binding = true; continue }
            if binding, case .identifier(let name) = token.tokenKind, name != "_" { names.append(name) }
        }
        return names
    }

    /// The case of a `switch` that runs, and the scope with the names its pattern binds. A
    /// symbolic subject takes each case in turn (explored): by the enum's cases where the
    /// subject's type is known, else by the cases as written.
    func chooseCase(_ cases: [SwitchCaseSyntax], subject subjectExpr: ExprSyntax, _ scope: Scope) throws -> (SwitchCaseSyntax, Scope)? {
        var subject = try evaluate(subjectExpr, scope)
        // `switch a && b`: its operands decided (``Symbol/operands``), the cases matched.
        if case .symbolic(let s) = subject, s.operands != nil { subject = .bool(decideBool(s)) }
        if case .symbolic(let s) = subject { return chooseSymbolicCase(cases, s, scope) }
        if let matched = try matchingCase(cases, subject, subjectExpr: subjectExpr, scope) { return matched }
        // Input that compiles matches some case: a value the model cannot match (`.init(initialValue: …)`)
        // is a run-time value whose cases are explored.
        guard options.inputCompiles else { return nil }
        return chooseSymbolicCase(cases, Symbol(SourceIndex.collapsed(subjectExpr.sourceText), type: nil), scope)
    }

    /// The case a symbolic subject takes in this evaluation (each is explored).
    private func chooseSymbolicCase(_ cases: [SwitchCaseSyntax], _ s: Symbol, _ scope: Scope) -> (SwitchCaseSyntax, Scope) {
        let labels = cases.map { c -> String in
            switch c.label {
            case .default: return "default"
            case .case(let label): return label.caseItems.compactMap { Self.caseName(of: $0.pattern) }.joined(separator: ", ")
            }
        }
        var index: Int
        if let enumCases = enumCases(of: s), !enumCases.isEmpty {
            let value = enumCases[decideCase(s, cases: enumCases)]
            index = labels.firstIndex { $0.split(separator: ",").map { $0.trimmingSpaces }.contains(value) } ?? labels.firstIndex(of: "default") ?? 0
        } else {
            let written = labels.enumerated().map { $0.element.isEmpty ? "case \($0.offset + 1)" : $0.element }
            index = exploration.choose(s.name, written)
        }
        let bound = Scope(parent: scope)
        if case .case(let label) = cases[index].label {
            for item in label.caseItems {
                // `.success(let image)` of a loading state: the associated value's type where it is known.
                let types = s.type.flatMap { TypeText.associatedValues[TypeText.wrapped($0)]?[Self.caseName(of: item.pattern) ?? ""] } ?? []
                for (i, name) in Self.boundNames(in: item.pattern).enumerated() {
                    bound.values[name] = symbolicValue("\(s.name).\(name)", type: i < types.count ? types[i] : nil)
                }
            }
        }
        return (cases[index], bound)
    }

    /// The first case whose pattern matches a known subject.
    private func matchingCase(_ cases: [SwitchCaseSyntax], _ subject: Value, subjectExpr: ExprSyntax, _ scope: Scope) throws -> (SwitchCaseSyntax, Scope)? {
        for c in cases {
            switch c.label {
            case .default:
                return (c, scope)
            case .case(let label):
                for item in label.caseItems {
                    let bound = Scope(parent: scope)
                    if item.whereClause == nil, try matches(item.pattern, subject, subjectText: subjectExpr.sourceText, bound) { return (c, bound) }
                    if item.whereClause != nil, try matches(item.pattern, subject, subjectText: subjectExpr.sourceText, bound) {
                        if case .bool(false) = try evaluate(item.whereClause!.condition, bound) { continue }
                        return (c, bound)
                    }
                }
            }
        }
        return nil
    }
}
