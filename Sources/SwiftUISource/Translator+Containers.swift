import LayoutCore
import SwiftSyntax

/// SwiftUI containers whose own layouts the model does not have yet (navigation, lists, forms,
/// grids), built from layouts it has, so that a screen inside a `NavigationStack` or a `List` is
/// laid out by what it is known to do rather than as an opaque leaf. Each approximation is stated
/// as an assumption of the finding; the exact layouts (insets, row heights, bars, safe area) are
/// the issue "The rest of SwiftUI that apps are built from".
///
/// Our model, per container (what SwiftUI is known to do on iOS, without the chrome):
/// - `NavigationStack`, `NavigationView`, `NavigationSplitView`, `TabView`: fill the proposal
///   (h-exp, v-exp); the content (each column, each tab) is laid out in that space, centred.
/// - `List`, `Form`: fill the proposal; the rows are stacked at their ideal heights in a vertical
///   scroll view, leading-aligned.
/// - `Section`, `GridRow` in a `Grid`: their header, content and footer join the enclosing
///   container, like `Group`; `GridRow` is a row (`HStack`).
/// - `NavigationLink`: a button whose label is the link's label (the destination is not laid out).
/// - `LabeledContent`: the label, a spacer and the content in a row, as in a form.
/// - `LazyVGrid` / `LazyHGrid`: the cells stacked along the grid's axis in a frame that fills the
///   cross axis; `Grid`: its rows stacked.
/// - `Menu`: a button showing its label; `AsyncImage`: its loading phase (see `asyncImage`).
extension Translator {
    static let approximatedContainers: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "List", "Form", "Section",
        "NavigationLink", "LabeledContent", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Menu", "AsyncImage",
    ]

    /// The approximation of `name`, or nil when it is not one of `approximatedContainers`.
    func approximatedContainer(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard Self.approximatedContainers.contains(name), let call else { return nil }
        var args = CallArguments(call, callee: name)
        let approximation: ViewNode
        switch name {
        case "NavigationStack", "NavigationView", "NavigationSplitView", "TabView":
            let content = try allViews(&args, scope)
            approximation = filling(ZStackLayout(alignment: .center), content)
        case "List", "Form":
            let content = try rows(&args, call: call, nameNode: nameNode, scope)
            let stack = ViewNode(VStackLayout(alignment: .leading, spacing: 0), children: content, isSynthetic: true)
            approximation = filling(ScrollViewLayout(.vertical), [stack])
        case "Section":
            let content = try allViews(&args, scope, titleIsText: true)
            approximation = ViewNode(GroupLayout(), children: content, isSynthetic: true)
        case "GridRow":
            let content = try allViews(&args, scope)
            approximation = ViewNode(HStackLayout(), children: content, isSynthetic: true)
        case "NavigationLink":
            let content = try allViews(&args, scope, titleIsText: true, skipping: ["destination", "value", "isActive", "tag", "selection"])
            approximation = ControlMapping.button(title: nil, label: content, location: nil).synthetic()
        case "Menu":
            // The items are shown only when the menu opens: the button shows its label.
            // (`Menu("Title") { items }`, `Menu { items } label: { … }`: the unlabeled trailing closure
            // holds the items.)
            args.items.removeAll { ($0.label == nil && $0.isTrailing) || $0.label == "content" || $0.label == "primaryAction" }
            let content = try allViews(&args, scope, titleIsText: true, skipping: ["systemImage", "image"])
            approximation = ControlMapping.button(title: nil, label: content, location: nil).synthetic()
        case "AsyncImage":
            approximation = try asyncImage(&args, scope)
        case "LabeledContent":
            let content = try allViews(&args, scope, titleIsText: true, valueIsText: true)
            approximation = ViewNode(HStackLayout(), children: Array(content.prefix(1)) + [ViewNode(SpacerLayout(minLength: nil), isSynthetic: true)] + content.dropFirst(), isSynthetic: true)
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

    /// `AsyncImage` while it loads. Apple's documentation: "Until the image loads, the view
    /// displays a standard placeholder that fills the available space"
    /// (https://developer.apple.com/documentation/swiftui/asyncimage); with a `placeholder:` the
    /// placeholder is laid out instead; with a phase closure, each phase the closure tests is built.
    private func asyncImage(_ args: inout CallArguments, _ scope: Scope) throws -> ViewNode {
        if let placeholder = args.take("placeholder") {
            args.items.removeAll()
            return ViewNode(GroupLayout(), children: try viewsOfArgument(placeholder, scope), isSynthetic: true)
        }
        if let content = args.takeClosure("content"), let closure = content.as(ClosureExprSyntax.self) {
            args.items.removeAll()
            let phase = symbolicValue(closureParameterNames(closure).first ?? "phase", type: "AsyncImagePhase")
            return ViewNode(GroupLayout(), children: try closureViews(closure, scope, arguments: [phase]), isSynthetic: true)
        }
        args.items.removeAll()
        return ViewNode(ShapeLayout(.rectangle), isSynthetic: true)
    }

    static let approximationSummary: [String: String] = [
        "NavigationStack": "fills the proposal, content centred", "NavigationView": "fills the proposal, content centred",
        "NavigationSplitView": "fills the proposal, columns overlaid", "TabView": "fills the proposal, tabs overlaid",
        "List": "fills the proposal, rows stacked in a vertical scroll view", "Form": "fills the proposal, rows stacked in a vertical scroll view",
        "Section": "header, rows and footer join the list", "GridRow": "a row of its cells",
        "NavigationLink": "a button showing its label", "LabeledContent": "label, spacer and content in a row",
        "LazyVGrid": "cells stacked vertically, full width", "LazyHGrid": "cells stacked horizontally, full height",
        "Grid": "rows stacked vertically", "Menu": "a button showing its label",
        "AsyncImage": "while loading: its placeholder, or a placeholder that fills the proposal",
    ]

    /// A node that takes the whole proposal on both axes with `layout` inside.
    private func filling(_ layout: any Layout, _ children: [ViewNode]) -> ViewNode {
        let inner = ViewNode(layout, children: children, isSynthetic: true)
        return ViewNode(FlexFrameLayout(maxWidth: .infinity, maxHeight: .infinity), children: [inner], isSynthetic: true)
    }

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

    /// A list's rows: `List(items) { item in … }` builds a row per element as `ForEach` does;
    /// `List { … }` its content.
    private func rows(_ args: inout CallArguments, call: FunctionCallExprSyntax, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        for label in ["selection", "style"] { _ = args.take(label) }
        if args.items.contains(where: { $0.label == nil && !$0.isTrailing }) {
            if args.has("rowContent"), let i = args.items.firstIndex(where: { $0.label == "rowContent" }) { args.items[i].label = "content" }
            if let i = args.items.firstIndex(where: { $0.label == "children" }) { args.items.remove(at: i) }
            return [try forEach(&args, call: call, at: nameNode, scope)]
        }
        return try allViews(&args, scope)
    }
}
