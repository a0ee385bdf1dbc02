import SwiftSyntax

/// The value a custom environment value has where no ancestor sets it: `@Environment(\.isLoading)
/// var isLoading` reads the `defaultValue` of the key the project declares for `isLoading`.
/// It is the value's first outcome, as a `@State`'s declared value is; the other outcomes are
/// still explored (an ancestor may set it), so the answer is the view in the default environment,
/// with the exceptions an ancestor's value makes.
///
/// Steps:
/// 1. the property `name` of an `extension EnvironmentValues` the project declares;
/// 2. its default: the value of an `@Entry var name: T = value`, else the `defaultValue` of the
///    key its getter reads (`get { self[IsLoadingKey.self] }`, or the getter alone);
/// 3. the default only when it is a constant the evaluator spells without deciding anything
///    (`false`, a number, a plain string, an implicit member such as `.compact`), and not `nil`:
///    an optional environment value is as often a dependency every screen is given from the
///    root (`@Environment(\.appEnvironment) var environment: AppEnvironment?`) as a state that
///    is nil when all is well, so it is explored as any optional, with a value first.
extension Translator {
    /// Steps 1–3 for the environment value `name`, with the type the extension declares it with.
    func customEnvironmentDefault(_ name: String) -> (value: Value, type: String?)? {
        // 1.
        for info in model.types["EnvironmentValues"] ?? [] {
            guard let (binding, variable) = info.binding(named: name, isStatic: false) else { continue }
            let type = binding.typeAnnotation?.type.sourceText
            // 2.
            let written: ExprSyntax?
            if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "Entry" }) {
                written = binding.initializer?.value
            } else {
                written = Self.keyReadByGetter(binding).flatMap(environmentKeyDefault)
            }
            // 3.
            guard let written, let value = Self.constantValue(written) else { return nil }
            if case .null = value { return nil }
            return (value, type)
        }
        return nil
    }

    /// Step 2: `IsLoadingKey` of a getter `self[IsLoadingKey.self]` (in `get { }` or alone).
    private static func keyReadByGetter(_ binding: PatternBindingSyntax) -> String? {
        guard let statements = SourceIndex.getterStatements(binding), statements.count == 1 else { return nil }
        let item = statements.first!.item
        let expr = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        guard let subscriptCall = expr?.as(SubscriptCallExprSyntax.self),
              subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              subscriptCall.arguments.count == 1,
              let member = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.self), let base = member.base else { return nil }
        return base.sourceText
    }

    /// Step 2: the value of the key type's `static let/var defaultValue`.
    private func environmentKeyDefault(_ key: String) -> ExprSyntax? {
        model.type(named: key)?.binding(named: "defaultValue", isStatic: true)?.binding.initializer?.value
    }

    /// Step 3: a constant's value, or nil.
    static func constantValue(_ expr: ExprSyntax) -> Value? {
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if let i = expr.as(IntegerLiteralExprSyntax.self), let n = Double(i.literal.text.filter { $0 != "_" }) { return .number(n) }
        if let f = expr.as(FloatLiteralExprSyntax.self), let n = Double(f.literal.text.filter { $0 != "_" }) { return .number(n) }
        if let s = expr.as(StringLiteralExprSyntax.self), let text = SourceIndex.plainString(s) { return .string(text) }
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil { return .member(type: nil, name: m.declName.baseName.identifierName) }
        return nil
    }
}
