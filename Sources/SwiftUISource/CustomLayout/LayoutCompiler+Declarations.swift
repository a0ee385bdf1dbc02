import LayoutCore
import SwiftSyntax

/// Declarations: stored properties, methods, computed and static properties, and the types
/// the input writes for them.
extension LayoutCompiler {
    /// The stored properties of `type`, with their declared types and (for the input's structs,
    /// whose memberwise initializer the code calls) their defaults. A layout's own stored
    /// properties take their values from the call that makes it, in the translator.
    func fields(of type: TypeInfo, withDefaults: Bool) throws -> [FieldProgram] {
        var out: [FieldProgram] = []
        for property in translator.storedProperties(of: type) {
            let declared = Self.declaredType(property.type, model: translator.model)
            var value: LExpr?
            if withDefaults, let d = property.defaultValue {
                value = try inContext(owner: type, function: "\(type.name).\(property.name)", isStatic: false) { try expression(d) }
            }
            out.append(FieldProgram(name: property.name, type: declared ?? inferredType(property.defaultValue), defaultValue: value))
        }
        return out
    }

    /// A static method of `type`: `self` in it is the type.
    func staticMethod(_ f: FunctionDeclSyntax, of type: TypeInfo) throws -> FunctionProgram {
        try method(f, of: type, isStatic: true)
    }

    /// A method of `type`: its parameters (defaults compiled), its body, its return type.
    func method(_ f: FunctionDeclSyntax, of type: TypeInfo, isStatic: Bool = false) throws -> FunctionProgram {
        let isMutating = f.modifiers.contains { $0.name.identifierName == "mutating" }
        var program = try function(
            f.name.identifierName, f.signature.parameterClause, body: f.body, returnType: f.signature.returnClause?.type.trimmedDescription,
            of: type, isStatic: isStatic, isMutating: isMutating, at: f.name)
        if f.name.identifierName == "explicitAlignment" {
            program.keySuffix = (f.signature.parameterClause.parameters.first?.type.trimmedDescription ?? "").contains("Vertical")
                ? "VerticalAlignment" : "HorizontalAlignment"
        }
        return program
    }

    /// An `init` of a struct of the input: a mutating method without a result, which the
    /// interpreter runs on an instance whose fields hold their defaults.
    func initializer(_ i: InitializerDeclSyntax, of type: TypeInfo) throws -> FunctionProgram {
        if i.optionalMark != nil { throw unsupported(i.initKeyword, "a failable init is not run by the layout interpreter") }
        return try function("init", i.signature.parameterClause, body: i.body, returnType: nil, of: type, isStatic: false, isMutating: true, at: i.initKeyword)
    }

    /// A function of `type` from its parts: its parameters (defaults compiled), its body, its
    /// return type.
    private func function(
        _ name: String, _ parameterClause: FunctionParameterClauseSyntax, body: CodeBlockSyntax?, returnType: String?,
        of type: TypeInfo, isStatic: Bool, isMutating: Bool, at node: some SyntaxProtocol
    ) throws -> FunctionProgram {
        try inContext(owner: type, function: "\(Self.displayName(of: type)).\(name)", isStatic: isStatic, isMutating: isMutating) {
            var parameters: [ParameterProgram] = []
            for p in parameterClause.parameters {
                if p.ellipsis != nil { throw unsupported(p, "variadic parameters are not run by the layout interpreter") }
                let typeText = p.type.trimmedDescription
                let isInout = typeText.hasPrefix("inout ")
                let declared = Self.declaredType(isInout ? String(typeText.dropFirst(6)) : typeText, model: translator.model) ?? .unknown
                let defaultValue = try p.defaultValue.map { try expression($0.value) }
                let local = p.secondName?.identifierName ?? p.firstName.identifierName
                declare(local, declared)
                parameters.append(ParameterProgram(label: p.firstName.identifierName, name: local, type: declared, isInout: isInout, defaultValue: defaultValue))
            }
            let returns = Self.declaredType(returnType, model: translator.model) ?? .unknown
            let hasResult = returnType.map { !["Void", "()"].contains($0) } ?? false
            guard let body else { throw translator.locator.error("cannot model custom Layout type '\(layoutType.name)': '\(name)' has no body in the input", at: node) }
            return FunctionProgram(
                name: name, parameters: parameters, body: try block(body.statements, implicitReturn: hasResult),
                returns: returns, isMutating: isMutating, site: site(node))
        }
    }

    /// The getter of a computed instance property `name` of `type`, nil when it has none.
    func computedProperty(_ name: String, of type: TypeInfo) throws -> FunctionProgram? {
        guard let (binding, variable) = type.binding(named: name, isStatic: false), !SourceIndex.isStatic(variable.modifiers),
              let statements = SourceIndex.getterStatements(binding) else { return nil }
        return try getter(statements, binding: binding, owner: type, name: name, isStatic: false)
    }

    /// A static property `name` of `type` (`static let defaultValue: CGFloat = 8`, `static var
    /// layoutProperties: LayoutProperties { … }`) as a getter; nil when it has none.
    func staticProperty(_ name: String, of type: TypeInfo) throws -> FunctionProgram? {
        guard let (binding, _) = type.binding(named: name, isStatic: true) else { return nil }
        if let statements = SourceIndex.getterStatements(binding) {
            return try getter(statements, binding: binding, owner: type, name: name, isStatic: true)
        }
        guard let value = binding.initializer?.value else { return nil }
        let returns = Self.declaredType(binding.typeAnnotation?.type.trimmedDescription, model: translator.model) ?? Self.inferredType(value)
        let body = try inContext(owner: type, function: "\(type.name).\(name)", isStatic: true) { [LStmt.returnValue(try expression(value))] }
        return FunctionProgram(name: name, parameters: [], body: body, returns: returns, isMutating: false, site: site(binding))
    }

    /// A getter's statements as a function without parameters returning the declared type.
    private func getter(_ statements: CodeBlockItemListSyntax, binding: PatternBindingSyntax, owner: TypeInfo, name: String, isStatic: Bool) throws -> FunctionProgram {
        let returns = Self.declaredType(binding.typeAnnotation?.type.trimmedDescription, model: translator.model) ?? .unknown
        let body = try inContext(owner: owner, function: "\(Self.displayName(of: owner)).\(name)", isStatic: isStatic) {
            try block(statements, implicitReturn: true)
        }
        return FunctionProgram(name: name, parameters: [], body: body, returns: returns, isMutating: false, site: site(binding))
    }

    /// The cases of an input enum with their raw values (an `Int` enum counts from 0, or on from
    /// the last value written; a `String` enum's is the case's name unless written); empty for
    /// other types.
    func enumCases(of type: TypeInfo) -> [EnumCaseProgram] {
        guard let e = type.decl.as(EnumDeclSyntax.self) else { return [] }
        let raw = e.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        var out: [EnumCaseProgram] = []
        var next = 0
        for member in translator.model.conditions.activeMembers(e.memberBlock.members) {
            guard let c = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in c.elements {
                let written = element.rawValue?.value
                var value: RunValue?
                switch raw {
                case "Int":
                    if let text = written?.trimmedDescription, let n = Int(text.filter { $0 != "_" && $0 != " " }) { next = n }
                    value = .int(next)
                    next += 1
                case "String":
                    value = .string(written?.as(StringLiteralExprSyntax.self).flatMap(SourceIndex.plainString) ?? element.name.identifierName)
                case "Double", "CGFloat", "Float":
                    value = written.flatMap { Double($0.trimmedDescription) }.map(RunValue.number)
                default:
                    value = nil
                }
                out.append(EnumCaseProgram(name: element.name.identifierName, rawValue: value))
            }
        }
        return out
    }

    /// The name of a type in messages: an extension of a standard type by the type it extends
    /// (`[LayoutSubviews.Element]`).
    static func displayName(of type: TypeInfo) -> String {
        type.decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? type.name
    }

    /// Runs `body` with a fresh context (one function's variables), restoring the current one.
    func inContext<T>(owner: TypeInfo, function: String, isStatic: Bool, isMutating: Bool = false, _ body: () throws -> T) throws -> T {
        let saved = context
        context = Context(owner: owner, function: function, isStatic: isStatic, isMutating: isMutating)
        defer { context = saved }
        return try body()
    }

    // MARK: Variables

    /// Declares a variable in the innermost scope.
    func declare(_ name: String, _ type: DeclaredType) {
        context.scopes[context.scopes.count - 1][name] = type
    }

    /// The declared type of a variable in scope, nil when no variable has that name.
    func local(_ name: String) -> DeclaredType? {
        for scope in context.scopes.reversed() { if let type = scope[name] { return type } }
        return nil
    }

    /// Runs `body` in a nested scope (a block, a loop's body, a closure).
    func scoped<T>(_ body: () throws -> T) rethrows -> T {
        context.scopes.append([:])
        defer { context.scopes.removeLast() }
        return try body()
    }

    // MARK: Types

    /// The type the input writes (`CGFloat`, `[CGSize]`, `Int?`, `Cache`), nil when absent; a
    /// type the model does not convert to is `.unknown`.
    static func declaredType(_ text: String?, model: SourceIndex) -> DeclaredType? {
        guard var t = text?.filter({ !$0.isWhitespace }), !t.isEmpty else { return nil }
        if t.hasPrefix("inout") { t.removeFirst(5) }
        if t.hasSuffix("?") || t.hasSuffix("!") { return .optional(declaredType(String(t.dropLast()), model: model) ?? .unknown) }
        if t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") { return .array(declaredType(String(t.dropFirst().dropLast()), model: model) ?? .unknown) }
        if t.hasPrefix("Array<"), t.hasSuffix(">") { return .array(declaredType(String(t.dropFirst(6).dropLast()), model: model) ?? .unknown) }
        switch t {
        case "CGFloat", "Double", "Float": return .double
        case "Int": return .int
        case "Bool": return .bool
        case "CGSize": return .size
        case "CGPoint": return .point
        case "CGRect": return .rect
        case "ProposedViewSize": return .proposal
        case "UnitPoint": return .unitPoint
        case "Angle": return .angle
        case "HorizontalAlignment", "VerticalAlignment", "Alignment", "Axis", "Edge": return .member(t)
        default:
            if let type = model.type(named: t), type.decl.is(StructDeclSyntax.self) { return .instance(type.name) }
            if let type = model.type(named: t), type.decl.is(EnumDeclSyntax.self) { return .member(type.name) }
            return .unknown
        }
    }

    /// The type Swift infers from an initializer: a literal's, or an input struct's for a call
    /// of its initializer (`var config = Config(columns: 3)`).
    func inferredType(_ value: ExprSyntax?) -> DeclaredType {
        if let callee = value?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
           case .instance(let name)? = Self.declaredType(callee.baseName.identifierName, model: translator.model) {
            return .instance(name)
        }
        return Self.inferredType(value)
    }

    /// The type Swift infers from a literal initializer (`var i = 0` is an Int).
    static func inferredType(_ value: ExprSyntax?) -> DeclaredType {
        guard let value else { return .unknown }
        if value.is(IntegerLiteralExprSyntax.self) { return .int }
        if value.is(FloatLiteralExprSyntax.self) { return .double }
        if value.is(BooleanLiteralExprSyntax.self) { return .bool }
        return .unknown
    }
}
