import LayoutCore
import SwiftSyntax

/// A `ButtonStyle` declared in the input, applied with `.buttonStyle(…)`: each button below the
/// modifier is the style's `makeBody(configuration:)`, as SwiftUI builds it (Apple's
/// documentation of `ButtonStyle.makeBody(configuration:)`: the view representing the body of
/// a button), with `configuration.label` the button's label and `configuration.isPressed`
/// false (a button at rest).
///
/// Steps of ``customButtonStyle(_:to:at:_:)``:
/// 1. the style's type: `MyStyle(…)` or `MyStyle()`, or `.myStyle` / `.myStyle(…)` declared in an
///    `extension ButtonStyle where Self == MyStyle` (or `PrimitiveButtonStyle`); a type that does
///    not conform to `ButtonStyle` or `PrimitiveButtonStyle` in the input (SwiftUI's own styles)
///    is not this rule's. A `PrimitiveButtonStyle`'s body makes its button with
///    `Button(configuration)`: a default button of the configuration's label (`BuiltInCall.button`);
/// 2. the style's properties, from the call (`MyStyle(size: .small)`) or their defaults, else
///    run-time values (the static member's arguments are not followed);
/// 3. each `Button` of the receiver that no inner `buttonStyle` styles, replaced by the body built
///    with its label; the style's name stays in the environment for the rest (a `Button` built
///    later by a control's own layout).
extension Translator {
    /// The receiver restyled (steps 1–3), or nil when `style` is not an input's `ButtonStyle`.
    func customButtonStyle(_ style: ExprSyntax, to receiver: ViewNode, at node: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        // 1.
        guard let (type, call) = buttonStyleType(style, scope),
              let makeBody = type.functions(named: "makeBody").first(where: { $0.body != nil }) else { return nil }
        noteReading(type)
        // 2.
        let styleScope = try nested(node) {
            try instanceScope(of: type, instance: Instance(name: type.qualifiedName, type: type), call: call, nameNode: node, callerScope: scope)
        }
        // 3.
        return try restyled(receiver) { label in
            try self.nested(node) {
                let local = Scope(parent: styleScope)
                local.values[Self.firstParameterName(of: makeBody, or: "configuration")] = Self.buttonConfiguration(label: label)
                let body = self.single(try self.builder(makeBody.body!.statements, local), at: node)
                return self.make(CustomViewLayout(type.name), [body], at: node)
            }
        }
    }

    /// A button style's configuration: `label` the button's label, not pressed, no role.
    static func buttonConfiguration(label: ViewNode) -> Value {
        .record(type: "ButtonStyleConfiguration", fields: [("label", .views([label])), ("isPressed", .bool(false)), ("role", .null)])
    }

    /// How code names a button style's configuration type (a view it is passed to holds the
    /// button's label: a container of it).
    static let buttonConfigurationTypes: Set<String> = [
        "ButtonStyle.Configuration", "ButtonStyleConfiguration", "PrimitiveButtonStyle.Configuration", "PrimitiveButtonStyleConfiguration",
    ]

    /// Step 1: the style type a `.buttonStyle` argument names, and its call when it is one.
    private func buttonStyleType(_ style: ExprSyntax, _ scope: Scope) -> (TypeInfo, FunctionCallExprSyntax?)? {
        let call = style.as(FunctionCallExprSyntax.self)
        let called = call?.calledExpression ?? style
        if let reference = called.as(DeclReferenceExprSyntax.self),
           let type = typeInfo(named: reference.baseName.identifierName, from: scope.instance?.type), Self.isButtonStyle(type) {
            return (type, call)
        }
        guard let member = called.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.identifierName
        for extended in (model.types["ButtonStyle"] ?? []) + (model.types["PrimitiveButtonStyle"] ?? []) {
            guard let ext = extended.decl.as(ExtensionDeclSyntax.self),
                  extended.binding(named: name, isStatic: true) != nil || !extended.functions(named: name).isEmpty,
                  let target = ext.genericWhereClause?.requirements.lazy.compactMap({ $0.requirement.as(SameTypeRequirementSyntax.self) })
                    .first(where: { $0.leftType.trimmedDescription == "Self" })?.rightType.trimmedDescription,
                  let type = typeInfo(named: target), Self.isButtonStyle(type) else { continue }
            return (type, nil)
        }
        return nil
    }

    static func isButtonStyle(_ type: TypeInfo) -> Bool {
        type.inheritedTypes.contains { ["ButtonStyle", "SwiftUI.ButtonStyle", "PrimitiveButtonStyle", "SwiftUI.PrimitiveButtonStyle"].contains($0) }
    }

    /// Step 3: `node` with each button not under an inner `buttonStyle` replaced by `style` of
    /// its label.
    private func restyled(_ node: ViewNode, _ style: (ViewNode) throws -> ViewNode) throws -> ViewNode {
        if let modifier = node.layout as? StyleModifier, modifier.modifier == "buttonStyle" { return node }
        if let button = node.layout as? ButtonLayout { return try style(button.label(of: node.children)) }
        var copy = node
        copy.children = try node.children.map { try restyled($0, style) }
        return copy
    }
}
