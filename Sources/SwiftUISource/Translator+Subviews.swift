import LayoutCore
import SwiftSyntax

/// A container's subviews as values: SwiftUI's `Group(subviews:transform:)` and
/// `ForEach(subviews:content:)` (iOS 18, Apple's documentation: "the subviews of a given view"),
/// and the underscored `_VariadicView.Tree(root) { content }` that packages use for the same
/// purpose, whose root's `body(children:)` reads them.
///
/// The subviews of a content are its views with `Group` and `ForEach` resolved into their
/// elements (as SwiftUI resolves them) and `EmptyView`s dropped; each is a value with an `id`
/// (its position) that is shown as its view, so `ForEach(children) { child in child.padding() }`,
/// `children.first?.id` and `child.id == last` read as in Swift.
extension Translator {
    /// The subviews of `content`, as an array of subview values.
    func subviews(of content: [ViewNode]) -> Value {
        .array(resolved(content).enumerated().map { index, node in
            .record(type: Self.subviewType, fields: [("id", .number(Double(index))), ("view", .views([node]))])
        })
    }

    /// The record type of a subview value (``viewValue(_:at:)`` shows its `view`).
    static let subviewType = "Subview"

    private func resolved(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            if node.layout is GroupLayout { return resolved(node.children) }
            if node.layout is EmptyViewLayout { return [] }
            return [node]
        }
    }

    /// `_VariadicView.Tree(Root(…)) { content }`: the input's `Root` type's `body(children:)`
    /// built with the content's subviews; nil when the call is not of that form.
    func variadicTree(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.identifierName == "Tree",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == "_VariadicView",
              let rootCall = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let rootName = rootCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.identifierName,
              let root = typeInfo(named: rootName, from: scope.instance?.type),
              let body = root.functions(named: "body").first(where: { $0.body != nil && $0.signature.parameterClause.parameters.first?.firstName.identifierName == "children" }),
              let content = call.trailingClosure ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        noteReading(root)
        let children = subviews(of: try closureViews(content, scope))
        return try nested(member.declName) {
            let instanceScope = try self.instanceScope(of: root, instance: Instance(name: root.qualifiedName, type: root), call: rootCall, nameNode: member.declName, callerScope: scope)
            let local = Scope(parent: instanceScope)
            local.values[Self.firstParameterName(of: body, or: "children")] = children
            return make(CustomViewLayout(root.name), [single(try builder(body.body!.statements, local), at: member.declName)], at: member.declName)
        }
    }
}
