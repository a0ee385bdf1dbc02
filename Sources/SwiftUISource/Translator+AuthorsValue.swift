import SwiftSyntax

/// The author's value of a property that a caller or the run time sets: the outcome a view's
/// exploration takes first, so that its default answer is the view as written.
///
/// Swift gives two such values without an initializer in the property's declaration:
/// 1. `var icon: NSImage?` starts as `nil` (Swift's implicit default of an optional `var`, and the
///    memberwise initializer's default for it);
/// 2. a property wrapper keyed by a declared key, `@Default(.showIcons) var showIcons`, starts as
///    the key's `default:` argument (`static let showIcons = Key<Bool>("showIcons", default: false)`),
///    wherever the input declares the key (usually an extension of the package's `Keys` type);
///    so does one an initializer gives its key (`_isHidden = Default(Self.key(id: id))`, the key
///    made in place or by a static function returning `.init("…", default: false)`).
extension Translator {
    /// Rule 1 or 2 for `property` (with the type the key declares, for a property the
    /// declaration leaves untyped), or nil when its declaration gives neither.
    func authorsValue(of property: StoredProperty, _ scope: Scope) -> (value: Value, type: String?)? {
        if property.wrapper == nil, !property.isLet, let type = property.type, TypeText.isOptional(type) {
            return (.null, type)
        }
        if let wrapper = property.wrapper, let key = wrapperKey(of: property, wrapper) {
            return keyDefault(named: key, scope)
        }
        return nil
    }

    /// Rule 2: `showIcons` of `@Default(.showIcons)` or `@Default(Keys.showIcons)`: a member
    /// named as the wrapper's first, unlabelled argument.
    private func wrapperKey(of property: StoredProperty, _ wrapper: String) -> String? {
        guard let variable = property.node.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) }) else { return nil }
        for element in variable.attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.sourceText == wrapper,
                  case .argumentList(let arguments)? = attribute.arguments,
                  let first = arguments.first, first.label == nil,
                  let member = first.expression.as(MemberAccessExprSyntax.self) else { continue }
            return member.declName.baseName.identifierName
        }
        return nil
    }

    /// Rule 2 for a wrapper an initializer makes (`_isHidden = Default(KEY)`): the `default:`
    /// argument of `KEY`, a declared key (`.showIcons`), a key made in place
    /// (`Key<Bool>("x", default: false)`) or the one a static function of the input returns
    /// (`Self.key(id: id)` whose body is `.init("…", default: false)`).
    func keyDefault(of key: ExprSyntax, depth: Int = 0) -> (value: Value, type: String?)? {
        if let member = key.as(MemberAccessExprSyntax.self) { return keyDefault(named: member.declName.baseName.identifierName, fileScope) }
        guard let call = key.as(FunctionCallExprSyntax.self), depth < 2 else { return nil }
        if let argument = call.arguments.first(where: { $0.label?.text == "default" }) {
            let valueType = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first?.argument.trimmedDescription
            guard let value = try? evaluate(argument.expression, fileScope), isExplorable(value, type: valueType) else { return nil }
            return (value, valueType)
        }
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName else { return nil }
        for type in model.types.values.joined() {
            for f in type.functions(named: name) where SourceIndex.isStatic(f.modifiers) {
                if let returned = f.body.flatMap({ SourceIndex.onlyExpression($0.statements) }),
                   let found = keyDefault(of: returned, depth: depth + 1) { return found }
            }
        }
        return nil
    }

    /// Rule 2: the `default:` argument of the static property `key` that some type of the input
    /// declares with a call (`Key<Bool>("showIcons", default: false)`), evaluated; nil when no
    /// such declaration is found or its value is not a constant the model reads.
    private func keyDefault(named key: String, _ scope: Scope) -> (value: Value, type: String?)? {
        let scope = fileScope
        for type in model.types.values.joined() {
            guard let (binding, _) = type.binding(named: key, isStatic: true),
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first(where: { $0.label?.text == "default" }) else { continue }
            // `Key<VideoListFormat>(…, default: .compact)`: the generic argument types the case.
            let valueType = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first?.argument.trimmedDescription
            switch try? evaluate(argument.expression, scope) {
            case let value? where isExplorable(value, type: valueType): return (value, valueType)
            default: return nil
            }
        }
        return nil
    }
}
