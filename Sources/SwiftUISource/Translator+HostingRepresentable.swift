import LayoutCore
import SwiftSyntax

/// An `NSViewRepresentable` whose view is an `NSHostingView` of SwiftUI content it was given
/// (`NSHostingView(rootView: content)`, or a class of the input inheriting from `NSHostingView`):
/// laid out as that content.
///
/// Child sizing: the content is proposed what the representable is.
/// Preferred size: the content's. An `NSHostingView`'s default `sizingOptions` on macOS 13 and
/// later are `[.minSize, .intrinsicContentSize, .maxSize]` (Apple's documentation of
/// `NSHostingView.sizingOptions`): its constraints mirror the content's minimum, ideal and
/// maximum sizes, and SwiftUI sizes the representable by them, so it takes what its content
/// takes. A hosting view whose `sizingOptions` the code sets is left to ``RepresentableSizing``;
/// so is UIKit's `UIHostingController`, whose default `sizingOptions` are empty.
///
/// Steps:
/// 1. the `makeNSView` function's `…(rootView: EXPR)` call on `NSHostingView` or an input
///    class inheriting from it, where no `sizingOptions` is set;
/// 2. `EXPR` a stored property of the representable (`content`) that the call gives
///    (`OnDoubleClickRepresentable(action: action, content: content)`): that argument's view,
///    built in the caller's scope.
extension Translator {
    func hostedContent(of representable: TypeInfo, call: FunctionCallExprSyntax?, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        // 1.
        guard let make = representable.functions(named: "makeNSView").first(where: { $0.body != nil }),
              !representable.decl.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "sizingOptions" }),
              let rootCall = Self.hostingCall(in: make, of: representable),
              let root = rootCall.arguments.first(where: { $0.label?.text == "rootView" })?.expression.as(DeclReferenceExprSyntax.self)
        else { return nil }
        // 2.
        let property = root.baseName.identifierName
        guard representable.binding(named: property, isStatic: false) != nil,
              let given = call?.arguments.first(where: { $0.label?.text == property })?.expression else { return nil }
        return try view(given, scope)
    }

    /// Step 1: the `…(rootView:)` call of `make` whose callee is `NSHostingView` or a class
    /// declared inheriting from it (nested in the representable or not).
    private static func hostingCall(in make: FunctionDeclSyntax, of representable: TypeInfo) -> FunctionCallExprSyntax? {
        let hostingClasses = Set(representable.members.compactMap { member -> String? in
            guard let c = member.as(ClassDeclSyntax.self),
                  c.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasPrefix("NSHostingView") }) == true else { return nil }
            return c.name.identifierName
        })
        for token in make.tokens(viewMode: .sourceAccurate) where token.text == "rootView" {
            guard let call = token.parent?.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }) else { continue }
            let callee = call.calledExpression.trimmedDescription.prefix { $0 != "<" && $0 != "(" }
            if callee == "NSHostingView" || hostingClasses.contains(String(callee)) { return call }
        }
        return nil
    }
}
