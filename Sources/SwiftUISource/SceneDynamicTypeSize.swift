import LayoutCore
import SwiftSyntax

/// The Dynamic Type sizes an app allows on all its screens: a `dynamicTypeSize(_:)` applied to
/// the root content of its `WindowGroup` (`WindowGroup { RootView().dynamicTypeSize(...
/// DynamicTypeSize.accessibility2) }`), which every view of the window, and the sheets it
/// presents, read from the environment (Apple: "limits the Dynamic Type size within the view to
/// the given range", https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0).
///
/// Steps of ``range(in:)``:
/// 1. only a file naming `WindowGroup` and `dynamicTypeSize` is parsed;
/// 2. each `WindowGroup`'s content closure: each statement's chain of modifiers, from the outside
///    in, where a `dynamicTypeSize(_:)` of one size or a range the model reads
///    (`ModifierCall.dynamicTypeSizeModifier(_:)`) narrows the sizes (nested limits intersect);
/// 3. the first window's sizes, nil when no window limits them.
public enum SceneDynamicTypeSize {
    public static func range(in text: String) -> ClosedRange<DynamicTypeSize>? {
        // 1.
        guard text.utf8.firstRange(of: "WindowGroup".utf8) != nil, text.utf8.firstRange(of: "dynamicTypeSize".utf8) != nil else { return nil }
        let tree = SwiftUISource.parseTree(text)
        // 2.
        let visitor = WindowGroups(viewMode: .sourceAccurate)
        visitor.walk(tree)
        // 3.
        return visitor.ranges.first
    }

    /// `range` narrowed by `modifier`, nil when they share no size.
    static func narrowed(_ range: ClosedRange<DynamicTypeSize>, by modifier: DynamicTypeSizeModifier) -> ClosedRange<DynamicTypeSize> {
        let other = modifier.range ?? modifier.size.map { $0...$0 } ?? range
        let lower = Swift.max(range.lowerBound, other.lowerBound), upper = Swift.min(range.upperBound, other.upperBound)
        return lower <= upper ? lower...upper : other
    }

    private final class WindowGroups: SyntaxVisitor {
        var ranges: [ClosedRange<DynamicTypeSize>] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "WindowGroup",
                  let content = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else { return .visitChildren }
            var range = DynamicTypeSize.xSmall...DynamicTypeSize.accessibility5
            var limited = false
            for statement in content.statements {
                var expression = statement.item.as(ExprSyntax.self)
                while let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    if member.declName.baseName.text == "dynamicTypeSize", call.arguments.count == 1, call.arguments.first?.label == nil,
                       let modifier = ModifierCall.dynamicTypeSizeModifier(call.arguments.first!.expression) {
                        range = SceneDynamicTypeSize.narrowed(range, by: modifier)
                        limited = true
                    }
                    expression = member.base
                }
            }
            if limited { ranges.append(range) }
            return .skipChildren
        }
    }
}
