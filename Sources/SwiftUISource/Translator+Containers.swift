import LayoutCore
import SwiftSyntax

/// SwiftUI grids, whose own layouts the model does not have yet, built from layouts it has, so
/// that a screen with a grid is laid out by what it is known to do rather than as an opaque leaf.
/// Each approximation is stated as an assumption of the finding.
///
/// Our model:
/// - `GridRow` in a `Grid`: a row (`HStack`) of its cells;
/// - `LazyVGrid` / `LazyHGrid`: the cells stacked along the grid's axis in a frame that fills the
///   cross axis; `Grid`: its rows stacked.
extension Translator {
    static let approximatedContainers: Set<String> = ["LazyVGrid", "LazyHGrid", "Grid", "GridRow"]

    /// The approximation of `name`, or nil when it is not one of `approximatedContainers`.
    func approximatedContainer(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard Self.approximatedContainers.contains(name), let call else { return nil }
        var args = CallArguments(call, callee: name)
        let approximation: ViewNode
        switch name {
        case "GridRow":
            let content = try allViews(&args, scope)
            approximation = ViewNode(HStackLayout(), children: content, isSynthetic: true)
        case "LazyVGrid", "Grid":
            let spacing = try args.take(name == "Grid" ? "verticalSpacing" : "spacing").map { try optionalNumber($0, scope, "spacing") } ?? nil
            let content = try allViews(&args, scope)
            let stack = ViewNode(VStackLayout(spacing: spacing), children: content, isSynthetic: true)
            approximation = name == "Grid" ? stack : ViewNode(FlexFrameLayout(maxWidth: .infinity), children: [stack], isSynthetic: true)
        default:  // LazyHGrid
            let spacing = try args.take("spacing").map { try optionalNumber($0, scope, "spacing") } ?? nil
            let content = try allViews(&args, scope)
            let stack = ViewNode(HStackLayout(spacing: spacing), children: content, isSynthetic: true)
            approximation = ViewNode(FlexFrameLayout(maxHeight: .infinity), children: [stack], isSynthetic: true)
        }
        assume("\(name) is approximated by the model (its own layout is not modelled yet): \(Self.approximationSummary[name] ?? "")", at: nameNode)
        return make(CustomViewLayout(name), [approximation], at: nameNode)
    }

    static let approximationSummary: [String: String] = [
        "GridRow": "a row of its cells", "LazyVGrid": "cells stacked vertically, full width",
        "LazyHGrid": "cells stacked horizontally, full height", "Grid": "rows stacked vertically",
    ]

    /// Every view argument in written order (closures, `header:`, `label:`, a `Text` title);
    /// arguments that are data, bindings or destinations are read and set aside.
    private func allViews(
        _ args: inout CallArguments, _ scope: Scope, titleIsText: Bool = false, valueIsText: Bool = false, skipping: Set<String> = []
    ) throws -> [ViewNode] {
        var views: [ViewNode] = []
        for item in args.items {
            if let label = item.label, skipping.contains(label) { continue }
            let expr = item.expression
            if let closure = expr.as(ClosureExprSyntax.self) {
                views += try closureViews(closure, scope, arguments: closureParameterNames(closure).map { symbolicValue($0, type: nil) })
                continue
            }
            let isTitle = item.label == nil && titleIsText && views.isEmpty
            let isValue = item.label == "value" && valueIsText
            if isTitle || isValue {
                let shown = try evaluate(expr, scope)
                if case .views(let nodes) = shown { views += nodes; continue }
                views.append(make(TextLayout(try text(expr, scope, in: "Text")), at: expr))
                continue
            }
            if ["header", "footer", "label", "icon", "sidebar", "detail", "content", "root"].contains(item.label ?? ""), Self.looksLikeView(expr) {
                views.append(try view(expr, scope))
            }
        }
        args.items.removeAll()
        return views
    }
}
