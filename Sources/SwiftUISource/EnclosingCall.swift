import SwiftSyntax

/// A call a node lies in an argument of (not in the expression called): `Menu { Items() }`
/// holds `Items()` in its trailing closure, `.sheet(isPresented: $x) { S() }` in its closure.
/// What ``SystemRenderedContent`` and ``PresentedContent`` read, walked once per node by
/// ``SourceNames``.
struct EnclosingCall {
    /// `Menu` of `Menu { … }` and `SwiftUI.Menu(…)`, `sheet` of `.sheet { … }`.
    var name: String
    var call: FunctionCallExprSyntax
    /// The label of the argument or closure the node is in (nil: unlabeled, or the trailing closure).
    var label: String?
    var isTrailingClosure: Bool

    /// The calls `node` lies in an argument of, innermost first.
    static func all(of node: some SyntaxProtocol) -> [EnclosingCall] {
        var out: [EnclosingCall] = []
        var child = Syntax(node)
        var label: String?
        while let parent = child.parent {
            if let argument = parent.as(LabeledExprSyntax.self) { label = argument.label?.text }
            if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) { label = closure.label.text }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if child.id != Syntax(call.calledExpression).id, let name = calledName(call) {
                    out.append(EnclosingCall(name: name, call: call, label: label, isTrailingClosure: call.trailingClosure.map { Syntax($0).id == child.id } ?? false))
                }
                label = nil
            }
            child = parent
        }
        return out
    }

    /// `Menu` of `Menu { … }` and `SwiftUI.Menu(…)`, `contextMenu` of `.contextMenu { … }`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
