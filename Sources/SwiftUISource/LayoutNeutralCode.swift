import LayoutCore
import SwiftSyntax

/// Code that cannot change layout, read from its syntax alone: SwiftUI's modifiers that do not
/// change layout (`PassThroughModifier.layoutNeutral`: `onHover`, `hoverEffect`,
/// `keyboardShortcut`, gestures…) applied to a view, and `self` handed back.
///
/// Which platform's declaration such code comes from cannot change a view's layout, so
/// `Translator+Platforms` does not rebuild a view for it:
/// - a postfix `#if` whose every clause applies only such modifiers
///   (`Text(…) #if os(iOS) .keyboardType(.numberPad) #endif`, ``modifiers(_:)``);
/// - an `extension View` function that returns its receiver so in every branch
///   (``givesBackItsReceiver(_:)``), the polyfills real code declares per platform:
///   `#if os(macOS) func hoverEffectPolyfill() -> Self { self } #else … { hoverEffect() } #endif`;
/// - a type conforming to `Gesture` (``isGesture(_:)``, a tvOS shim of `DragGesture`): SwiftUI
///   reads a gesture only in its gesture modifiers, none of which changes layout.
enum LayoutNeutralCode {
    /// Whether a type declaring `inheritance` conforms to `Gesture` (`SwiftUI.Gesture` too).
    static func isGesture(_ inheritance: InheritanceClauseSyntax?) -> Bool {
        inheritance?.inheritedTypes.contains { SourceIndex.simpleTypeName($0.type.sourceText) == "Gesture" } ?? false
    }

    /// Whether every clause of a postfix `#if` only applies modifiers that do not change layout.
    static func modifiers(_ config: IfConfigDeclSyntax) -> Bool {
        config.clauses.allSatisfy { clause in
            switch clause.elements {
            case nil: return true
            case .postfixExpression(let applied)?: return chain(applied, from: .implicitReceiver)
            default: return false
            }
        }
    }

    /// Whether a function's body gives back the view it is applied to, laid out as it is:
    /// `self`, or `self` with modifiers that do not change layout (written on `self` or on the
    /// implicit receiver), as its one statement (a `return` or not), or in both branches of an
    /// `if #available(…)`.
    static func givesBackItsReceiver(_ f: FunctionDeclSyntax) -> Bool {
        guard let body = f.body else { return false }
        return givesBackItsReceiver(body.statements)
    }

    /// Where a chain of modifiers starts.
    enum Start {
        /// A postfix `#if`'s chain: its first modifier has no receiver written.
        case implicitReceiver
        /// A function's result: `self`, or a modifier on the implicit `self`.
        case selfOrImplicit
    }

    private static func givesBackItsReceiver(_ items: CodeBlockItemListSyntax) -> Bool {
        guard items.count == 1, let item = items.first else { return false }
        switch item.item {
        case .expr(let e): return givesBackItsReceiver(e)
        case .stmt(let s):
            if let e = s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression {
                return givesBackItsReceiver(e)
            }
            return false
        default: return false
        }
    }

    private static func givesBackItsReceiver(_ e: ExprSyntax) -> Bool {
        if let branch = e.as(IfExprSyntax.self) {
            // `#available` holds in the model (the current release): both branches must keep it.
            guard branch.conditions.allSatisfy({ if case .availability = $0.condition { true } else { false } }),
                  case .codeBlock(let otherwise)? = branch.elseBody else { return false }
            return givesBackItsReceiver(branch.body.statements) && givesBackItsReceiver(otherwise.statements)
        }
        return chain(e, from: .selfOrImplicit)
    }

    /// Whether `e` is a chain of modifiers that do not change layout, from `start`.
    static func chain(_ e: ExprSyntax, from start: Start) -> Bool {
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            return start == .selfOrImplicit && ref.baseName.tokenKind == .keyword(.self)
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard PassThroughModifier.layoutNeutral.contains(member.declName.baseName.identifierName) else { return false }
                // `.modifier()` with no receiver written: the chain's start in a postfix `#if`;
                // in a function an implicit member, not `self`.
                guard let base = member.base else { return start == .implicitReceiver }
                return chain(base, from: start)
            }
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return start == .selfOrImplicit && PassThroughModifier.layoutNeutral.contains(ref.baseName.identifierName)
            }
            return false
        }
        if let postfix = e.as(PostfixIfConfigExprSyntax.self) {
            return (postfix.base.map { chain($0, from: start) } ?? (start == .implicitReceiver)) && modifiers(postfix.config)
        }
        return false
    }
}
