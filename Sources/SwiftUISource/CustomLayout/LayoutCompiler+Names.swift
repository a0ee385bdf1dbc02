import LayoutCore
import SwiftSyntax

/// Names, members and calls: what a name of the layout's code means (a variable, a property of
/// `self`, a constant of the input, a type), static members, and calls of functions, methods
/// and initializers.
extension LayoutCompiler {
    /// Operators passed as functions (`reduce(0, +)`, `sorted(by: >)`).
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!="]

    /// `name` alone: an operator passed as a function, else what `resolve` finds.
    func reference(_ ref: DeclReferenceExprSyntax) throws -> LExpr {
        let name = ref.baseName.identifierName
        if ref.argumentNames != nil { throw unsupported(ref, "functions named with their labels are not run by the layout interpreter") }
        if Self.operatorFunctions.contains(name) { return .function(name) }
        return try resolve(name, at: ref)
    }

    /// What `name` means here. Steps:
    /// 1. a variable or parameter in scope;
    /// 2. `self`;
    /// 3. a property of the type being compiled (stored or computed);
    /// 4. a static property of that type;
    /// 5. `min` or `max` passed as a function;
    /// 6. a constant of the input (`let spacing: CGFloat = 8` at the top level); inside an
    ///    extension of a standard type, a standard property of `self` (`count`);
    /// 7. anything else is a name the interpreter does not know.
    func resolve(_ name: String, at node: some SyntaxProtocol) throws -> LExpr {
        // 1.
        if local(name) != nil { return .local(name) }
        // 2.
        if name == "self", !context.isStatic { return .selfValue }
        // 3.
        if !context.isStatic, isInstanceProperty(name, of: context.owner) {
            requestMember(name)
            return .property(name, site(node))
        }
        // 4.
        if context.owner.binding(named: name, isStatic: true) != nil {
            requestMember(name)
            return .staticMember(type: context.owner.name, name, site(node))
        }
        // 5.
        if name == "min" || name == "max" { return .function(name) }
        // 6.
        if let global = translator.model.globals[name] { return .literal(try constant(global, at: node)) }
        if extending != nil, LayoutVocabulary.properties.contains(name) { return .member(.selfValue, name, nilPropagates: false, site(node)) }
        // 7.
        if name.first?.isUppercase == true {
            throw unsupported(node, "the layout interpreter knows no type or value named '\(name)' (UIKit, AppKit and the app's other values are not run)")
        }
        throw unsupported(node, "the layout interpreter knows no variable, parameter or property named '\(name)' here")
    }

    /// Whether `type` has an instance property `name` (stored or computed).
    func isInstanceProperty(_ name: String, of type: TypeInfo) -> Bool {
        guard let (_, variable) = type.binding(named: name, isStatic: false) else { return false }
        return !SourceIndex.isStatic(variable.modifiers)
    }

    /// A top-level constant of the input, evaluated now, of its declared type (`let gap:
    /// CGFloat = 8` is a CGFloat) or the one its literal gives (`let columns = 3` is an Int).
    private func constant(_ expr: ExprSyntax, at node: some SyntaxProtocol) throws -> RunValue {
        let value = try translator.evaluate(expr, translator.fileScope)
        guard let run = RunValue(constant: value) else {
            throw unsupported(node, "its value (\(value.text.prefix(40))) is not a constant the layout interpreter knows")
        }
        let annotation = expr.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
        return run.converted(to: Self.declaredType(annotation, model: translator.model) ?? Self.inferredType(expr))
    }

    /// The type a base names (`CGFloat`, `Self`, an input struct or enum), nil when it names a value.
    func typeName(_ base: ExprSyntax) -> String? {
        guard let ref = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = ref.baseName.identifierName
        if local(name) != nil { return nil }
        if name == "Self" { return context.owner.name }
        if LayoutVocabulary.types.contains(name) { return name }
        if translator.model.type(named: name, from: context.owner) != nil, !isInstanceProperty(name, of: context.owner) { return name }
        return nil
    }

    // MARK: Members

    /// `base.name`: a static member of a type, `Key.self`, `self.name`, or a member of a value.
    func memberAccess(_ m: MemberAccessExprSyntax) throws -> LExpr {
        let name = m.declName.baseName.identifierName
        guard let baseExpr = m.base else { return try implicitMember(name, at: m) }
        if let type = typeName(baseExpr) {
            return name == "self" ? try typeReference(type, at: m) : try staticMember(name, of: type, at: m)
        }
        if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == "self", local("self") == nil, !context.isStatic,
           extending == nil || isInstanceProperty(name, of: context.owner) {
            guard isInstanceProperty(name, of: context.owner) else {
                throw unsupported(m, "'\(context.owner.name)' has no property '\(name)' in the input")
            }
            requestMember(name)
            return .property(name, site(m))
        }
        let base = try expression(baseExpr)
        memberUses.append((name, Syntax(m.declName), context.function))
        return .member(base, name, nilPropagates: Self.hasOptionalChain(baseExpr), site(m))
    }

    /// `.zero`, `.leading`, `.horizontal`, a case of an input enum, a custom alignment guide.
    private func implicitMember(_ name: String, at node: MemberAccessExprSyntax) throws -> LExpr {
        if LayoutVocabulary.implicitMembers.contains(name) { return .staticMember(type: nil, name, site(node)) }
        if translator.model.enums.values.contains(where: { info in info.cases.contains { $0.name == name } }) {
            // Compiled, so that its raw values and members are known where the case is used.
            for info in translator.model.enums.values where info.cases.contains(where: { $0.name == name }) {
                if let type = translator.model.type(named: info.name, from: context.owner) { requestType(type) }
            }
            return .literal(.member(type: nil, name: name))
        }
        if isCustomGuide(name) { return try customGuide(name, type: nil, at: node) }
        throw unsupported(node, "the layout interpreter knows no member '.\(name)'\(Suggestions.didYouMean(name, in: Array(LayoutVocabulary.implicitMembers)))")
    }

    /// The custom guide `name` as the views see it (`Translator.declaredGuide`: its
    /// `AlignmentID`'s default value included), so that the layout reads the values their
    /// `alignmentGuide(.name)` sets; a plain member when the input's declaration gives none.
    private func customGuide(_ name: String, type: String?, at node: MemberAccessExprSyntax) throws -> LExpr {
        let axis: Axis? = type == "VerticalAlignment" ? .vertical : type == "HorizontalAlignment" ? .horizontal : nil
        if let key = try translator.declaredGuide(name, axis: axis, at: node) { return .literal(.customGuide(key)) }
        return .literal(.member(type: type, name: name))
    }

    /// Whether the input declares `name` as a static member of `HorizontalAlignment` or
    /// `VerticalAlignment` (a custom guide: `static let myCenter = HorizontalAlignment(MyCenter.self)`).
    private func isCustomGuide(_ name: String, in types: [String] = ["HorizontalAlignment", "VerticalAlignment"]) -> Bool {
        types.contains { translator.model.type(named: $0)?.binding(named: name, isStatic: true) != nil }
    }

    /// `Type.name`: a standard type's constant, an enum's case, a struct's static property.
    private func staticMember(_ name: String, of type: String, at node: MemberAccessExprSyntax) throws -> LExpr {
        if isCustomGuide(name, in: [type]) { return try customGuide(name, type: type, at: node) }
        if let known = LayoutVocabulary.staticMembers[type] {
            guard known.contains(name) else {
                throw unsupported(node, "the layout interpreter knows no member '\(type).\(name)'\(Suggestions.didYouMean(name, in: Array(known)))")
            }
            return .staticMember(type: type, name, site(node))
        }
        if let info = translator.model.enums[type], info.cases.contains(where: { $0.name == name }) || name == "allCases" {
            if let declared = translator.model.type(named: type, from: context.owner) { requestType(declared) }
            let typeName = translator.model.type(named: type, from: context.owner)?.name ?? info.name
            return name == "allCases" ? .staticMember(type: typeName, name, site(node)) : .literal(.member(type: typeName, name: name))
        }
        guard let declared = translator.model.type(named: type, from: context.owner), declared.binding(named: name, isStatic: true) != nil else {
            throw unsupported(node, "the layout interpreter knows no static member '\(type).\(name)'")
        }
        if declared === layoutType { requestMember(name) } else { requestType(declared) }
        return .staticMember(type: declared.name, name, site(node))
    }

    /// `Key.self`: a type as a value (a layout value key, whose `defaultValue` is compiled).
    private func typeReference(_ type: String, at node: some SyntaxProtocol) throws -> LExpr {
        if let declared = translator.model.type(named: type, from: context.owner) { requestType(declared) }
        return .typeRef(translator.model.type(named: type, from: context.owner)?.name ?? type)
    }

    /// Whether a chain of members, calls and subscripts goes through a `?` (`rows.last?.width`).
    static func hasOptionalChain(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let e = current {
            if e.is(OptionalChainingExprSyntax.self) { return true }
            if let m = e.as(MemberAccessExprSyntax.self) { current = m.base; continue }
            if let c = e.as(FunctionCallExprSyntax.self) { current = c.calledExpression; continue }
            if let s = e.as(SubscriptCallExprSyntax.self) { current = s.calledExpression; continue }
            if let f = e.as(ForceUnwrapExprSyntax.self) { current = f.expression; continue }
            return false
        }
        return false
    }

    // MARK: Calls

    /// A call: of a name, of `[T]()`, of a method or static function, or of a closure value.
    func call(_ call: FunctionCallExprSyntax) throws -> LExpr {
        if let extra = call.additionalTrailingClosures.first { throw unsupported(extra, "several trailing closures are not run by the layout interpreter") }
        let args = try arguments(call.arguments, trailing: call.trailingClosure)
        let callee = call.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return try namedCall(ref.baseName.identifierName, args, call) }
        if let generic = callee.as(GenericSpecializationExprSyntax.self), let ref = generic.expression.as(DeclReferenceExprSyntax.self) {
            return try namedCall(ref.baseName.identifierName, args, call)
        }
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
            // `[CGFloat]()`, `[CGSize](repeating: .zero, count: n)`.
            let type = Self.declaredType(element.expression.trimmedDescription, model: translator.model) ?? .unknown
            return .converted(.call("Array", args, site(call)), .array(type))
        }
        if let member = callee.as(MemberAccessExprSyntax.self) { return try methodCall(member, args, call) }
        return .callValue(try expression(callee), args, site(call))
    }

    /// `name(…)`: a closure variable, a method of `self`, a standard function or initializer,
    /// or an input struct's initializer (its own `init`s, else the memberwise one).
    private func namedCall(_ name: String, _ args: [LArg], _ call: FunctionCallExprSyntax) throws -> LExpr {
        if local(name) != nil { return .callValue(.local(name), args, site(call)) }
        if !context.isStatic, !context.owner.functions(named: name).isEmpty { return try selfCall(name, args, call) }
        if context.isStatic, context.owner.functions(named: name).contains(where: { SourceIndex.isStatic($0.modifiers) }) {
            if context.owner === layoutType { requestMember(name) }
            return .staticCall(type: context.owner.name, name, args, site(call))
        }
        if extending != nil, LayoutVocabulary.methods.union(LayoutVocabulary.mutatingMethods).contains(name),
           !LayoutVocabulary.functions.contains(name) || args.count < 2 {
            // `compactMap { … }` inside `extension Array`: a method of `self`.
            methodUses.append((name, Syntax(call.calledExpression), context.function))
            if LayoutVocabulary.mutatingMethods.contains(name) { return .mutatingCall(.local("self"), name, args, site(call)) }
            return .methodCall(.selfValue, name, args, nilPropagates: false, site(call))
        }
        if LayoutVocabulary.functions.contains(name) || LayoutVocabulary.initializers.contains(name) { return .call(name, args, site(call)) }
        if let type = translator.model.type(named: name, from: context.owner), type.decl.is(EnumDeclSyntax.self),
           args.count == 1, args[0].label == "rawValue" {
            requestType(type)
            return .call(type.name, args, site(call))
        }
        if let type = translator.model.type(named: name, from: context.owner), type.decl.is(StructDeclSyntax.self) {
            requestType(type)
            return .call(type.name, args, site(call))
        }
        if let type = translator.model.type(named: name, from: context.owner), type.decl.is(ClassDeclSyntax.self) || type.decl.is(ActorDeclSyntax.self) {
            throw unsupported(call.calledExpression, "'\(name)' is a class, which the layout interpreter does not run (it runs the input's structs and enums)")
        }
        throw unsupported(call.calledExpression, "the layout interpreter knows no function named '\(name)'\(Suggestions.didYouMean(name, in: Array(LayoutVocabulary.functions)))")
    }

    /// `helper(…)` or `self.helper(…)`: the method of the type being compiled whose parameters
    /// take the call's labels.
    private func selfCall(_ name: String, _ args: [LArg], _ call: FunctionCallExprSyntax) throws -> LExpr {
        let labels = CallArguments(call, callee: name).labels
        guard let f = context.owner.functions(named: name).first(where: { Translator.parameters($0.signature.parameterClause, fit: labels) }) else {
            throw unsupported(call, "no method '\(name)' of '\(context.owner.name)' takes these arguments")
        }
        requestMember(name)
        let key = "\(name)(\(f.signature.parameterClause.parameters.map { $0.firstName.identifierName + ":" }.joined()))"
        let isMutating = f.modifiers.contains { $0.name.identifierName == "mutating" }
        return isMutating ? .mutatingCall(.local("self"), key, args, site(call)) : .selfCall(key, args, site(call))
    }

    /// `base.name(…)`: a static function (`Angle.degrees(30)`), `Type.init(…)`, a method of
    /// `self`, a mutating method of a place (`rows.append(row)`), or a method of a value.
    private func methodCall(_ member: MemberAccessExprSyntax, _ args: [LArg], _ call: FunctionCallExprSyntax) throws -> LExpr {
        let name = member.declName.baseName.identifierName
        guard let baseExpr = member.base else {
            // `.init(width:height:)`: the type the context expects, known by the labels.
            if name == "init" { return .staticCall(type: nil, name, args, site(call)) }
            guard LayoutVocabulary.staticFunctions.values.contains(where: { $0.contains(name) }) else {
                throw unsupported(member, "the layout interpreter knows no function '.\(name)(…)'")
            }
            return .staticCall(type: nil, name, args, site(call))
        }
        if let type = typeName(baseExpr) {
            if name == "init" { return try namedCall(type, args, call) }
            if let declared = translator.model.type(named: type, from: context.owner),
               declared.functions(named: name).contains(where: { SourceIndex.isStatic($0.modifiers) }) {
                if declared === layoutType { requestMember(name) } else { requestType(declared) }
                return .staticCall(type: declared.name, name, args, site(call))
            }
            guard LayoutVocabulary.staticFunctions[type]?.contains(name) == true else {
                throw unsupported(member, "the layout interpreter knows no function '\(type).\(name)(…)'")
            }
            return .staticCall(type: type, name, args, site(call))
        }
        if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == "self", local("self") == nil,
           extending == nil || !context.owner.functions(named: name).isEmpty {
            return try selfCall(name, args, call)
        }
        if isMutatingMethod(name), let target = try? place(baseExpr) {
            methodUses.append((name, Syntax(member.declName), context.function))
            return .mutatingCall(target, name, args, site(call))
        }
        let base = try expression(baseExpr)
        methodUses.append((name, Syntax(member.declName), context.function))
        return .methodCall(base, name, args, nilPropagates: Self.hasOptionalChain(baseExpr), site(call))
    }

    /// Whether `name` is a mutating method: a standard one, or one an input struct declares.
    private func isMutatingMethod(_ name: String) -> Bool {
        if LayoutVocabulary.mutatingMethods.contains(name) { return true }
        return translator.model.types.values.contains { infos in
            infos.contains { $0.functions(named: name).contains { f in f.modifiers.contains { $0.name.identifierName == "mutating" } } }
        }
    }
}
