import SwiftSyntax

/// The calls that previews make to the views of the input (`ProfileRow(user: .mock)` in a
/// `#Preview` or a `PreviewProvider`): the author's own arguments, tried first when a view is
/// evaluated.
///
/// Steps:
/// 1. every preview body is walked once;
/// 2. the first call with arguments to each name is kept (`Name(…)` or `Name { … }`).
struct PreviewCalls {
    private(set) var first: [String: FunctionCallExprSyntax] = [:]

    /// Steps 1–2.
    /// - Complexity: O(n) in the size of the preview bodies.
    init(bodies: [Syntax]) {
        let finder = CallFinder(viewMode: .sourceAccurate)
        for body in bodies { finder.walk(body) }
        first = finder.first
    }

    private final class CallFinder: SyntaxVisitor {
        var first: [String: FunctionCallExprSyntax] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.identifierName.first?.isUppercase == true,
               !node.arguments.isEmpty || node.trailingClosure != nil, first[ref.baseName.identifierName] == nil {
                first[ref.baseName.identifierName] = node
            }
            return .visitChildren
        }
    }
}
