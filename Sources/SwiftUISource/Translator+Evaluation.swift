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
        if let value = try literal(expr) { return value }
        if let lit = expr.as(StringLiteralExprSyntax.self) { return try string(lit, scope) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return try prefixOperator(prefix, scope) }
        if let seq = expr.as(SequenceExprSyntax.self) { return try evaluateSequence(seq, scope) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return try chooseBranch(ternary.condition, scope, then: { try self.evaluate(ternary.thenExpression, scope) },
                                    else: { try self.evaluate(ternary.elseExpression, scope) })
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else {
                throw unsupported("operator '\(infix.operator.sourceText)'", at: infix.operator)
            }
            return try binary(op.operator.text, try evaluate(infix.leftOperand, scope), try evaluate(infix.rightOperand, scope), at: expr)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, scope)
            }
            return symbolicValue(SourceIndex.collapsed(tuple.sourceText), type: nil)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try evaluate($0.expression, scope) })
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return try reference(ref, scope) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(member, scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try functionCall(call, scope) }
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(closure, scope) }
        if let keyPath = expr.as(KeyPathExprSyntax.self) { return .string(keyPath.sourceText) }
        if let paren = expr.as(ForceUnwrapExprSyntax.self) { return try evaluate(paren.expression, scope) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(optional.expression, scope) }
        if let cast = expr.as(AsExprSyntax.self) {
            let value = try evaluate(cast.expression, scope)
            if case .symbolic(let s) = value { return .symbolic(Symbol(s.name, type: cast.type.sourceText, initial: s.initial)) }
            return value
        }
        if let t = expr.as(TryExprSyntax.self) { return try evaluate(t.expression, scope) }
        if let a = expr.as(AwaitExprSyntax.self) { return try evaluate(a.expression, scope) }
        if let sub = expr.as(SubscriptCallExprSyntax.self) { return try subscriptValue(sub, scope) }
        // Anything else (an `if` expression, a macro, a tuple) is a value of the run: symbolic.
        return symbolicValue(SourceIndex.collapsed(expr.sourceText), type: nil)
    }

    /// A number, Boolean or `nil` literal; nil for any other expression.
    private func literal(_ expr: ExprSyntax) throws -> Value? {
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
        return nil
    }

    /// `-x`, `+x`, `!flag`.
    private func prefixOperator(_ prefix: PrefixOperatorExprSyntax, _ scope: Scope) throws -> Value {
        let operand = try evaluate(prefix.expression, scope)
        switch (prefix.operator.text, operand) {
        case ("-", .number(let n)): return .number(-n)
        case ("+", .number(let n)): return .number(n)
        case ("!", .bool(let b)): return .bool(!b)
        case ("!", .symbolic(let s)): return .symbolic(s.negated)
        case ("-", .symbolic(let s)): return .symbolic(Symbol("-" + s.name, type: s.type))
        default:
            if options.inputCompiles { return symbolicValue(SourceIndex.collapsed(prefix.sourceText), type: prefix.operator.text == "!" ? "Bool" : nil) }
            throw locator.error("cannot apply '\(prefix.operator.text)' to \(operand.text)", at: prefix)
        }
    }

    /// `items[0]`, `dict["key"]`: an element of the base's element type.
    private func subscriptValue(_ sub: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let base = try evaluate(sub.calledExpression, scope)
        let index = try sub.arguments.first.map { try evaluate($0.expression, scope) }
        if case .array(let values) = base, case .number(let n)? = index, n >= 0, Int(n) < values.count { return values[Int(n)] }
        let name = SourceIndex.collapsed(sub.sourceText)
        switch base {
        case .symbolic(let s):
            var element = s.type.flatMap(TypeText.element)
            if let e = element, e.hasPrefix("(key:"), let valueType = e.split(separator: ":").last?.dropLast() {
                element = valueType.trimmingSpaces + "?"  // a dictionary's value, optional
            }
            return symbolicValue(name, type: element)
        default:
            return symbolicValue(name, type: nil)
        }
    }

    /// The error for a construct the model cannot evaluate.
    func unsupported(_ what: String, at node: some SyntaxProtocol) -> SourceError {
        locator.error("unsupported construct: \(what) (only constant values and the views and modifiers LayoutCore models can be evaluated)", at: node)
    }

    /// The type a conversion makes: `Int` of `Int(seconds)`; nil for another expression.
    static func conversionType(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return TypeText.isNumber(callee) || TypeText.isString(callee) ? callee : nil
    }

    /// A string literal's value; symbolic when a part is, shown with each run-time part's
    /// placeholder.
    private func string(_ lit: StringLiteralExprSyntax, _ scope: Scope) throws -> Value {
        var out = ""
        var runTime = false
        for segment in lit.segments {
            switch segment {
            case .stringSegment(let s):
                out += SourceIndex.unescape(s.content.text)
            case .expressionSegment(let e):
                guard let only = e.expressions.first else { continue }
                let value = try evaluate(only.expression, scope)
                if case .symbolic(let part) = value {
                    runTime = true
                    out += part.initial?.displayString ?? part.placeholder ?? TypeText.placeholder(for: part.type)
                    continue
                }
                guard let shown = value.displayString else {
                    // A value the model keeps but cannot show (`Int(seconds)` of a run-time
                    // number, a record): a run-time part, not its source text.
                    runTime = true
                    out += TypeText.placeholder(for: Self.conversionType(only.expression))
                    continue
                }
                out += shown
            }
        }
        guard runTime else { return .string(out) }
        return .symbolic(Symbol(SourceIndex.collapsed(lit.sourceText), type: "String", placeholder: out))
    }

    private func reference(_ ref: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        try reference(ref, scope, at: ref)
    }

    /// `name`; errors point at `node` (the reference, or `self.name` for a synthesised one).
    private func reference(_ ref: DeclReferenceExprSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        var name = ref.baseName.identifierName
        if name.hasPrefix("$"), name.count > 1, !(name.dropFirst().first?.isNumber ?? false) {
            // `$selection`: a binding follows its source.
            name.removeFirst()
        }
        if let value = scope.lookup(name) { return value }
        noteName(name)
        // `_value`: a property wrapper's storage is the property.
        if name.hasPrefix("_"), name.count > 1, let value = scope.lookup(String(name.dropFirst())) { return value }
        if name == "Self", let instance = scope.instance { return .typeName(instance.type.qualifiedName) }
        if model.enums[name] != nil || Self.knownTypes.contains(name) { return .typeName(name) }
        if let global = model.globals[name] { return try evaluate(global, fileScope) }
        if let instance = scope.instance, let value = try computedProperty(name, of: instance, scope) { return value }
        if let instance = scope.instance, let value = try staticMember(name, of: instance.type) { return value }
        if typeInfo(named: name, from: scope.instance?.type) != nil || TypeText.systemEnums[name] != nil { return .typeName(name) }
        if let type = model.globalTypes[name] { return symbolicValue(name, type: type) }
        if name.first?.isUppercase == true {
            // A type the input does not declare (from SwiftUI, UIKit or a package) unless the
            // name is a near miss of one it knows.
            // Code that compiles has no typos: the candidates (costly to gather) are not looked at.
            let suggestion = options.inputCompiles ? "" : Suggestions.didYouMean(name, in: Array(Self.knownTypes) + BuiltInRegistry.viewNames + Array(model.types.keys))
            if !suggestion.isEmpty { throw locator.error("unknown type '\(name)'\(suggestion)", at: node) }
            return .typeName(name)
        }
        // A name the scanned files do not declare (a global of another module): symbolic.
        let suggestion = options.inputCompiles ? "" : Suggestions.didYouMean(name, in: scope.allNames + Array(model.globals.keys))
        if !suggestion.isEmpty {
            throw locator.error("cannot evaluate '\(name)': no constant, property or parameter of that name\(suggestion)", at: node)
        }
        return symbolicValue(name, type: nil)
    }

    /// `.name` where one of `typeNames` is expected (`user: .mock`, `height: .controlSize`): the
    /// static property of the first of those types the input declares (or extends) that has it.
    func implicitMember(_ name: String, ofAnyOf typeNames: [String]) throws -> Value? {
        for typeName in typeNames {
            if let type = typeInfo(named: typeName), let member = try staticMember(name, of: type) { return member }
        }
        return nil
    }

    /// A static property of a type the input declares: its value when the initializer is
    /// constant, else a symbolic value of its type. Nil when the type has no such property.
    func staticMember(_ name: String, of type: TypeInfo) throws -> Value? {
        guard let (binding, _) = type.binding(named: name, isStatic: true) else { return nil }
        let declared = binding.typeAnnotation?.type.sourceText
        // Evaluated where the type is: a failure means a run-time value, not an error.
        let typeScope = Scope(parent: fileScope, instance: Instance(name: type.qualifiedName, type: type))
        if let value = binding.initializer?.value {
            // `static let isMac: Bool = { ProcessInfo.processInfo.isiOSAppOnMac }()`: the closure's
            // one expression is the value (a run-time one named by what it asks, so that a device
            // question keeps its name: `DeviceIdiom`).
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil,
               let only = SourceIndex.onlyExpression(closure.statements), let v = try? evaluate(only, typeScope) {
                return v
            }
            if let v = try? evaluate(value, typeScope) { return v }
            return symbolicValue("\(type.name).\(name)", type: declared ?? SourceIndex.inferredType(value))
        }
        if let statements = SourceIndex.getterStatements(binding), statements.count == 1, let only = statements.first,
           case .expr(let e) = only.item, let v = try? evaluate(e, typeScope) {
            return v
        }
        return symbolicValue("\(type.name).\(name)", type: declared)
    }

    /// A computed property of the current custom view that yields a value (not a view).
    func computedProperty(_ name: String, of instance: Instance, _ scope: Scope) throws -> Value? {
        guard let (binding, variable) = instance.type.binding(named: name), !SourceIndex.isStatic(variable.modifiers),
              let statements = SourceIndex.getterStatements(binding) else { return nil }
        let type = binding.typeAnnotation?.type.sourceText ?? ""
        if type.hasSuffix("View") || type.hasPrefix("some ") { return .views(try nested(binding) { try builder(statements, scope) }) }
        // A value computed at run time: evaluated when it is one expression of known values,
        // else symbolic of its declared type.
        if let expr = SourceIndex.onlyExpression(statements), !expr.is(SwitchExprSyntax.self), !expr.is(IfExprSyntax.self) {
            return try evaluate(expr, scope)
        }
        // `var layout: AnyLayout { switch axis { case .horizontal: AnyLayout(HStackLayout()) … } }`
        if type.hasSuffix("Layout"), let value = try singleValue(statements, scope) { return value }
        return symbolicValue(name, type: type.isEmpty ? nil : type)
    }

    /// The value of a body that is one expression (or `return` of one), an `if` or `switch`
    /// expression among them: the branch the values choose (explored as a view's branches
    /// are), each a single expression. Nil for any other body.
    func singleValue(_ statements: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value? {
        guard let expr = SourceIndex.onlyExpression(statements) else { return nil }
        if let node = expr.as(SwitchExprSyntax.self) {
            guard let (chosen, bound) = try chooseCase(activeCases(node.cases), subject: node.subject, scope) else { return nil }
            return try singleValue(chosen.statements, bound)
        }
        if let node = expr.as(IfExprSyntax.self) {
            let bound = Scope(parent: scope)
            if try conditionsHold(node.conditions, bound) { return try singleValue(node.body.statements, bound) }
            switch node.elseBody {
            case .ifExpr(let next): return try singleValue(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]), scope)
            case .codeBlock(let block): return try singleValue(block.statements, scope)
            case nil: return nil
            }
        }
        return try evaluate(expr, scope)
    }

    /// `base.name`: `self.x` as the property, a run-time value's member, a type's static member,
    /// a case's raw value, a record's field, a string's or array's count, else a run-time value.
    private func memberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = member.declName.baseName.identifierName
        noteName(name, as: member.base == nil ? .implicitMember : .any)
        guard let baseExpr = member.base else { return .member(type: nil, name: name) }
        // `self.title` is the property `title`.
        if let ref = baseExpr.as(DeclReferenceExprSyntax.self), ref.baseName.identifierName == "self", scope.instance != nil || scope.lookup("self") == nil {
            if case .views? = scope.lookup("self") {} else {
                return try reference(DeclReferenceExprSyntax(baseName: .identifier(name)).with(\.leadingTrivia, []), scope, at: member)
            }
        }
        let base = try evaluate(baseExpr, scope)
        switch base {
        case .null:
            return base
        case .symbolic(let s):
            return self.member(name, of: s)
        case .typeName(let type):
            return try typeMember(name, of: type, member, scope)
        case .enumCase(let type, let caseName, let raw):
            if name == "rawValue" { return .string(raw ?? caseName) }
            if name == "id" || name == "self" { return base }
            return symbolicValue("\(type).\(caseName).\(name)", type: typeInfo(named: type)?.memberType(name))
        case .record(let type, let fields):
            if let field = fields.first(where: { $0.label == name }) { return field.value }
            if typeInfo(named: type) != nil || name.first?.isLowercase == true {
                return symbolicValue("\(type)(…).\(name)", type: typeInfo(named: type)?.memberType(name) ?? TypeText.standardMember(name, of: type))
            }
        case .member(let type, let baseName):
            return .member(type: (type.map { $0 + "." } ?? "") + baseName, name: name)
        case .memberCall(_, "init", let fields):
            // `let size: CGSize = .init(width: 100, height: 50)`, then `size.width`.
            if let field = fields.first(where: { $0.label == name }) { return field.value }
        case .string(let s):
            if name == "count" { return .number(Double(s.count)) }
        case .array(let values):
            if name == "count" { return .number(Double(values.count)) }
            if name == "indices" { return .range(lower: 0, upper: Double(values.count), closed: false) }
            if name == "isEmpty" { return .bool(values.isEmpty) }
            if name == "first" { return values.first ?? .null }
            if name == "last" { return values.last ?? .null }
        default:
            break
        }
        if name == "self" { return base }
        // A member the model does not compute (`.uppercased`, `.description`): a run-time value.
        return symbolicValue("\(base.text).\(name)", type: TypeText.standardMember(name, of: nil))
    }

    /// `Type.name`: a number's constant, a colour, a static member or nested type the input
    /// declares, an enum's case or `allCases`, a SwiftUI member, else a run-time value.
    private func typeMember(_ name: String, of type: String, _ member: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
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
        if let declared = typeInfo(named: type), let value = try staticMember(name, of: declared) { return value }
        if let nested = typeInfo(named: "\(type).\(name)") { return .typeName(nested.qualifiedName) }
        if let info = model.enums[type] {
            if name == "allCases" {
                return .array(info.cases.map { .enumCase(type: type, name: $0.name, rawValue: $0.rawValue ?? (info.hasStringRawValue ? $0.name : nil)) })
            }
            if let c = info.cases.first(where: { $0.name == name }) {
                return .enumCase(type: type, name: c.name, rawValue: c.rawValue ?? (info.hasStringRawValue ? c.name : nil))
            }
            if let declared = typeInfo(named: type), declared.memberType(name) != nil {
                return symbolicValue("\(type).\(name)", type: declared.memberType(name))
            }
            // `enum Constants { static let scrollToTop = "top" }`: a namespace's static member
            // (of the enum seen from here: several may share the name).
            if let declared = typeInfo(named: type, from: scope.instance?.type), let value = try staticMember(name, of: declared) { return value }
            if options.inputCompiles { return symbolicValue("\(type).\(name)", type: nil) }
            throw locator.error("enum '\(type)' has no case '\(name)'\(Suggestions.didYouMean(name, in: info.cases.map(\.name)))", at: member.declName)
        }
        if Self.knownTypes.contains(type) || TypeText.systemEnums[type] != nil { return .member(type: type, name: name) }
        // A static member of a type from another module, or one the input declares without a
        // value the model can compute: a run-time value.
        if let declared = typeInfo(named: type) {
            return symbolicValue("\(type).\(name)", type: declared.memberType(name))
        }
        return symbolicValue("\(type).\(name)", type: nil)
    }

    /// Labeled arguments of a call, evaluated.
    func evaluatedArguments(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [(label: String?, value: Value)] {
        var out = try call.arguments.map { (label: $0.label?.text, value: try evaluate($0.expression, scope)) }
        if let trailing = call.trailingClosure { out.append((nil, .closure(trailing, scope))) }
        for extra in call.additionalTrailingClosures { out.append((extra.label.text, .closure(extra.closure, scope))) }
        return out
    }

    /// A call: a method on a value (`.red.opacity(0.8)`), a named function, initializer or
    /// closure (`Color(red:green:blue:)`, `min(a, b)`, `content()`), else a run-time value.
    private func functionCall(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try evaluatedArguments(call, scope)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            noteName(member.declName.baseName.identifierName, as: member.base == nil ? .implicitMember : .any)
            return try methodCall(member, call, args, scope)
        }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            noteName(ref.baseName.identifierName)
            return try namedCall(ref.baseName.identifierName, call, args, scope)
        }
        // A call of a closure or subscript result (`make()()`, `items[0].f()`): a run-time value.
        return symbolicValue(SourceIndex.collapsed(call.sourceText), type: nil)
    }

    /// `base.name(…)`.
    private func methodCall(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ args: [(label: String?, value: Value)], _ scope: Scope) throws -> Value {
        let name = member.declName.baseName.identifierName
        guard let baseExpr = member.base else { return .memberCall(type: nil, name: name, arguments: args) }
        let base = try evaluate(baseExpr, scope)
        if case .symbolic(let s) = base { return symbolicCall(name, on: s, call: call) }
        if case .record(Self.proxyType, let fields) = base, let value = proxyCall(name, fields: fields, call: call) { return value }
        // `.red.opacity(0.8)`, `Color.red.opacity(0.8)`
        if name == "opacity", let color = colorIfColor(base), let first = args.first, case .number(let o) = first.value {
            return .color(color.withOpacity(o))
        }
        // `$selection.animation()`: a binding with a transaction is the same binding.
        if name == "animation" || name == "transaction" { return base }
        // `axis.contains(.horizontal)` for `axis: Axis.Set = .horizontal`, `options.contains(.isBordered)`.
        if name == "contains", args.count == 1, args[0].label == nil, let found = try contains(args[0].value, in: base) { return .bool(found) }
        switch base {
        case .typeName(let type):
            if let declared = typeInfo(named: type), let f = declared.functions(named: name).first {
                return symbolicValue(SourceIndex.collapsed(call.sourceText), type: f.signature.returnClause?.type.sourceText)
            }
            if name == "init", typeInfo(named: type) != nil { return .record(type: type, fields: args) }
            return .memberCall(type: type, name: name, arguments: args)
        case .member(let type, let baseName):
            return .memberCall(type: (type.map { $0 + "." } ?? "") + baseName, name: name, arguments: args)
        case .number(let n) where name == "rounded" && args.isEmpty:
            return .number(n.rounded())
        default:
            break
        }
        // A method the model does not run (`name.uppercased()`): a run-time value.
        return symbolicValue(SourceIndex.collapsed(call.sourceText), type: TypeText.standardMember(name, of: nil))
    }

    /// Whether a closure's only statement is a comparison, logic, arithmetic other than `+`
    /// (which joins texts), a negation or a literal: a value, never a view.
    static func returnsPlainValue(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, case .expr(let expr)? = closure.statements.first?.item else { return false }
        if expr.is(BooleanLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return false }
        let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        return !operators.isEmpty && operators.allSatisfy { [">", "<", ">=", "<=", "==", "!=", "&&", "||", "-", "*", "/", "%"].contains($0) }
    }

    /// `name(…)`: a closure in scope, a standard function or initializer, a type the input
    /// declares (a record of its arguments), a function it declares (a run-time value).
    private func namedCall(_ name: String, _ call: FunctionCallExprSyntax, _ args: [(label: String?, value: Value)], _ scope: Scope) throws -> Value {
        // A closure in scope called for its value: views when it returns views.
        switch scope.lookup(name) {
        case .closure(let closure, _)? where Self.returnsPlainValue(closure):
            // A closure returning a value, not views (`transform(proxy)` of `{ $0.size.height > 500 }`).
            return symbolicValue(SourceIndex.collapsed(call.sourceText), type: nil)
        case .closure(let closure, let closureScope)?:
            return .views(try closureViews(closure, closureScope, arguments: args.map(\.value)))
        case .views(let nodes)?:
            return .views(nodes)
        case .symbolic(let s)?:
            return symbolicValue("\(s.name)()", type: nil)
        default:
            break
        }
        if let value = standardCall(name, call, args) { return value }
        if let layout = try layoutValue(name, call: call, nameNode: call.calledExpression, scope) { return .layout(layout) }
        if Self.propertyWrappers.contains(name), let first = args.first, first.label == "wrappedValue" || first.label == "initialValue" {
            return first.value
        }
        if name.first?.isUppercase == true {
            return .record(type: name, fields: args)
        }
        if let f = model.globalFunctions[name] ?? scope.instance?.type.functions(named: name).first {
            return symbolicValue(SourceIndex.collapsed(call.sourceText), type: f.signature.returnClause?.type.sourceText)
        }
        // A function the input does not declare: its result is a run-time value.
        return symbolicValue(SourceIndex.collapsed(call.sourceText), type: nil)
    }

    /// The wrappers whose `init(wrappedValue:)` or `init(initialValue:)` is the value itself.
    static let propertyWrappers: Set<String> = ["StateObject", "ObservedObject", "State", "Binding", "Published", "Environment"]

    /// A Swift or SwiftUI function the model computes: `Color(red:green:blue:)`, `Color(white:)`,
    /// `Color("asset")`, `CGFloat(x)`, `min`, `max`, `abs`; nil for any other call.
    private func standardCall(_ name: String, _ call: FunctionCallExprSyntax, _ args: [(label: String?, value: Value)]) -> Value? {
        func number(_ label: String?) -> Double? {
            for arg in args where arg.label == label { if case .number(let n) = arg.value { return n } }
            return nil
        }
        switch name {
        case "Color":
            if let r = number("red"), let g = number("green"), let b = number("blue") {
                return .color(Color(red: r, green: g, blue: b, opacity: number("opacity") ?? 1))
            }
            if let w = number("white") { return .color(Color(red: w, green: w, blue: w, opacity: number("opacity") ?? 1)) }
            if let first = args.first, first.label == nil, case .string(let asset) = first.value {
                if let named = Color.named(asset) { return .color(named) }
                appendNote(locator.diagnostic(.note, "asset colour \"\(asset)\" is not in the input; drawn as gray (colours do not change layout)", at: call))
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
        case "String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
            return localizedString(name, call, args)
        default:
            break
        }
        return nil
    }

    /// A string made at run time: a translated one from its key (`String(localized: "key")`,
    /// `NSLocalizedString("key", comment:)`, `LocalizedStringKey("key")`,
    /// `LocalizedStringResource("key")`) is its key, which the project's translations turn into
    /// the text shown (``BuiltInCall/isLocalizedString(_:)`` keeps it translated), or its default
    /// value where the call gives one (`defaultValue:`, `value:`), the text shown without a
    /// translation; another `String(…)` (`String(describing:)`, `String(format:)`) is a run-time
    /// string. Nil for what is not a string (`String.self`).
    private func localizedString(_ name: String, _ call: FunctionCallExprSyntax, _ args: [(label: String?, value: Value)]) -> Value? {
        let keyLabel: String? = name == "String" ? "localized" : nil
        if let key = args.first, key.label == keyLabel, case .string(let text) = key.value {
            for arg in args where arg.label == "defaultValue" || arg.label == "value" {
                if case .string(let fallback) = arg.value { return .string(fallback) }
            }
            return .string(text)
        }
        return symbolicValue(SourceIndex.collapsed(call.sourceText), type: "String")
    }

    /// `s.name(…)`: a run-time value of the method's declared type, of the collection's own
    /// type for the methods that keep it (`filter`, `sorted`), or of a standard result type.
    func symbolicCall(_ name: String, on s: Symbol, call: FunctionCallExprSyntax) -> Value {
        noteProxyRead(s)
        let text = "\(s.name).\(name)(…)"
        switch name {
        case "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled", "sorted(by:)":
            return .symbolic(Symbol(text, type: s.type, initial: nil))
        case "enumerated":
            return .symbolic(Symbol(text, type: s.type.flatMap(TypeText.element).map { "[(offset: Int, element: \($0))]" }))
        case "map", "compactMap", "flatMap":
            return .symbolic(Symbol(text, type: "[Any]"))
        case "first", "last", "randomElement", "min", "max":
            return .symbolic(Symbol(text, type: s.type.flatMap(TypeText.element).map { $0 + "?" }))
        case "contains", "allSatisfy", "hasPrefix", "hasSuffix", "isEmpty":
            return .symbolic(Symbol(text, type: "Bool"))
        case "formatted", "uppercased", "lowercased", "capitalized", "joined", "trimmingCharacters", "replacingOccurrences":
            return .symbolic(Symbol(text, type: "String"))
        default:
            let baseType = s.type.map(TypeText.wrapped)
            let declared = baseType.flatMap { typeInfo(named: $0) }?.functions(named: name).first
            return .symbolic(Symbol(text, type: declared?.signature.returnClause?.type.sourceText))
        }
    }

    /// A colour named by a value: `Color.red`, `.red`, `Color(red:…)`.
    func colorIfColor(_ value: Value) -> Color? {
        switch value {
        case .color(let c): return c
        case .member(let type, let name) where type == nil || type == "Color": return Color.named(name)
        default: return nil
        }
    }
}


extension String {
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for ch in self { if ch == target { out += replacement } else { out.append(ch) } }
        return out
    }
}
