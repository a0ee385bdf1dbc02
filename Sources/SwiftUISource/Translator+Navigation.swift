import LayoutCore
import SwiftSyntax

/// Parsing of the initialisers of SwiftUI's navigation and collection containers and of the
/// controls that joined them (`NavigationStack`, `List`, `Form`, `Section`, `TabView`, `Menu`,
/// `DatePicker`…); their layouts are LayoutCore's (`Sources/LayoutCore/Navigation`,
/// `Collections`, `Containers`, `Controls`). Arguments that are data, bindings, destinations or
/// actions are read (so that a typo is still reported) and set aside: they do not change layout.
extension Translator {
    /// The node for `name(…)`, or nil when `name` is not of the `.navigation` family.
    func navigationOrCollectionView(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard BuiltInViews.family(of: name) == .navigation, let call else { return nil }
        var reader = ArgumentReader(translator: self, args: CallArguments(call, callee: name), scope: scope)
        reader.args.leavesUnreadArguments = options.inputCompiles
        let node = try build(name, &reader, call: call, at: nameNode)
        try reader.args.finish(locator, expected: reader.accepted)
        return node
    }

    /// A title string as the Text SwiftUI shows for it, or nil.
    private func titleText(_ title: String?, at: DeclReferenceExprSyntax) -> [ViewNode]? {
        title.map { [make(TextLayout($0), at: at)] }
    }

    private func build(_ name: String, _ r: inout ArgumentReader, call: FunctionCallExprSyntax, at: DeclReferenceExprSyntax) throws -> ViewNode {
        switch name {
        case "NavigationStack", "NavigationView":
            try r.data(["path"])
            return make(NavigationStackLayout(name: name), try r.closure("root") + r.closure("content"), at: at)
        case "NavigationSplitView":
            try r.data(["columnVisibility", "preferredCompactColumn"])
            let sidebar = try r.closure("sidebar")
            let content = try r.views("content")
            let detail = try r.views("detail")
            let columns = [sidebar] + (r.had("content") ? [content] : []) + [detail]
            return make(NavigationSplitViewLayout(columnCount: columns.count), columns.map { single($0, at: at) }, at: at)
        case "NavigationLink":
            let title = try r.title()
            try r.data(["value", "isActive", "tag", "selection"])
            var label = try r.views("label")
            r.skip(["destination"])
            if label.isEmpty && title == nil {
                // `NavigationLink(destination: V()) { label }`, `NavigationLink(value: x) { label }`.
                label = try r.trailing()
            } else {
                // `NavigationLink("Title") { destination }`, `NavigationLink { destination } label: { … }`.
                r.skipTrailing()
            }
            return make(NavigationLinkLayout(title: label.isEmpty ? title ?? "" : nil), label, at: at)
        case "TabView":
            try r.data(["selection"])
            return make(TabViewLayout(), try r.closure("content"), at: at)
        case "List":
            try r.data(["selection", "id", "children", "editActions"])
            if r.args.items.contains(where: { $0.label == nil && !$0.isTrailing }) {
                // `List(items) { item in row }`: a row per element, as ForEach builds them.
                if let i = r.args.items.firstIndex(where: { $0.label == "rowContent" }) { r.args.items[i].label = "content" }
                var rows = CallArguments(nil, callee: "List")
                rows.items = r.args.items
                r.args.items.removeAll()
                return make(ListLayout(), [try forEach(&rows, call: call, at: at, r.scope)], at: at)
            }
            return make(ListLayout(), try r.closure("content"), at: at)
        case "Form":
            return make(ListLayout(name: "Form"), try r.closure("content"), at: at)
        case "Section":
            try r.data(["isExpanded"])
            let title = try r.title()
            let header = try titleText(title, at: at) ?? r.views("header")
            let footer = try r.views("footer")
            let rows = try r.closure("content")
            let layout = SectionLayout(hasHeader: !header.isEmpty, hasFooter: !footer.isEmpty)
            return make(layout, (header.isEmpty ? [] : [single(header, at: at)]) + rows + (footer.isEmpty ? [] : [single(footer, at: at)]), at: at)
        case "GroupBox":
            let title = try r.title()
            let label = try titleText(title, at: at) ?? r.views("label")
            let content = try r.closure("content")
            return make(GroupBoxLayout(), [label.isEmpty ? make(EmptyViewLayout(), at: at) : single(label, at: at)] + content, at: at)
        case "DisclosureGroup":
            let title = try r.title()
            let expanded = try r.flag("isExpanded")
            let label = try titleText(title, at: at) ?? r.views("label")
            let content = try r.closure("content")
            return make(DisclosureGroupLayout(isExpanded: expanded), [single(label, at: at)] + content, at: at)
        case "LabeledContent":
            let title = try r.title()
            let label = try titleText(title, at: at) ?? r.views("label")
            var content: [ViewNode]
            if let value = r.args.take("value") {
                content = [make(TextLayout(try text(value, r.scope, in: "LabeledContent")), at: value)]
                try r.data(["format"])
            } else {
                content = try r.closure("content")
            }
            if content.isEmpty { content = [make(EmptyViewLayout(), at: at)] }
            return make(LabeledContentLayout(), [single(label, at: at), single(content, at: at)], at: at)
        case "ControlGroup":
            // On iOS the group shows its content in line; the label names it in menus only.
            _ = try r.title()
            try r.data(["systemImage", "image"])
            r.skip(["label"])
            return make(ControlGroupLayout(), try r.closure("content"), at: at)
        case "ContentUnavailableView":
            let title = try r.title()
            let systemImage = try r.string("systemImage")
            try r.data(["image"])
            let label = try r.closure("label")
            let description = try r.views("description")
            let actions = try r.views("actions")
            let empty = make(EmptyViewLayout(), at: at)
            return make(
                ContentUnavailableViewLayout(title: title ?? (label.isEmpty ? "" : nil), systemImage: systemImage),
                [label.isEmpty ? empty : single(label, at: at), description.isEmpty ? empty : single(description, at: at), actions.isEmpty ? empty : single(actions, at: at)],
                at: at)
        case "AsyncImage":
            try r.data(["url", "scale", "transaction"])
            if r.args.has("placeholder") {
                r.skip(["content"])
                r.skipTrailing()  // the loaded image's content: not on screen while loading
                return make(AsyncImageLayout(), try r.views("placeholder"), at: at)
            }
            if let closure = (r.args.take("content") ?? r.args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) {
                // `{ phase in … }`: the views of the loading (empty) phase; a symbolic phase takes
                // each case the closure tests, as any symbolic value does.
                let phase = symbolicValue(closureParameterNames(closure).first ?? "phase", type: "AsyncImagePhase")
                return make(AsyncImageLayout(), try closureViews(closure, r.scope, arguments: [phase]), at: at)
            }
            return make(AsyncImageLayout(), at: at)
        case "DatePicker":
            let title = try r.title()
            try r.data(["selection", "in"])
            let components = try r.dateComponents()
            let label = try r.views("label") + r.trailing()
            return make(DatePickerLayout(title: label.isEmpty ? title ?? "" : nil, components: components), label, at: at)
        case "ColorPicker":
            let title = try r.title()
            try r.data(["selection", "supportsOpacity"])
            let label = try r.views("label") + r.trailing()
            return make(ColorPickerLayout(title: label.isEmpty ? title ?? "" : nil), label, at: at)
        case "Gauge":
            try r.data(["value", "in"])
            var label = try r.views("label")
            if label.isEmpty { label = try r.trailing() }
            let slots = [label] + [try r.views("currentValueLabel"), try r.views("minimumValueLabel"), try r.views("maximumValueLabel")]
            return make(GaugeLayout(), slots.map { $0.isEmpty ? make(EmptyViewLayout(), at: at) : single($0, at: at) }, at: at)
        case "Menu":
            let title = try r.title()
            let systemImage = try r.string("systemImage")
            try r.data(["image"])
            r.skip(["primaryAction"])
            let label = try r.views("label")
            // The items (`content:` or the unlabeled trailing closure) show only when the menu opens.
            r.skip(["content"])
            r.skipTrailing()
            return make(MenuLayout(title: label.isEmpty ? title ?? "" : nil, systemImage: label.isEmpty ? systemImage : nil), label, at: at)
        case "Canvas":
            try r.data(["opaque", "colorMode", "rendersAsynchronously"])
            r.skip(["renderer", "symbols"])
            r.skipTrailing()
            return make(CanvasLayout(), at: at)
        case "TimelineView":
            _ = r.args.takeUnlabeled().map { try? evaluate($0, r.scope) }
            guard let content = (r.args.take("content") ?? r.args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) else {
                throw locator.error("TimelineView needs a content closure", at: at)
            }
            let context = symbolicValue(closureParameterNames(content).first ?? "context", type: "TimelineViewDefaultContext")
            return make(TimelineViewLayout(), try closureViews(content, r.scope, arguments: [context]), at: at)
        default:  // ShareLink
            let title = try r.title()
            try r.data(["item", "items", "subject", "message", "preview"])
            let label = try r.views("label") + r.trailing()
            return make(ShareLinkLayout(title: label.isEmpty ? title ?? "Share" : nil), label, at: at)
        }
    }
}

/// Reads one call's arguments for `Translator+Navigation`, remembering the labels it accepts
/// (for the "does not take" error and its did-you-mean).
struct ArgumentReader {
    let translator: Translator
    var args: CallArguments
    let scope: Scope
    private(set) var accepted: [String] = ["_"]
    private var taken: Set<String> = []

    init(translator: Translator, args: CallArguments, scope: Scope) {
        self.translator = translator
        self.args = args
        self.scope = scope
    }

    /// A labelled argument's expression, noted as accepted.
    mutating func take(_ label: String) -> ExprSyntax? {
        accepted.append(label)
        guard let expr = args.take(label) else { return nil }
        taken.insert(label)
        return expr
    }

    /// Whether `label` was present (after it was read).
    func had(_ label: String) -> Bool { taken.contains(label) }

    /// The title: the first unlabeled argument inside the parentheses, when it is not a closure.
    mutating func title() throws -> String? {
        guard let i = args.items.firstIndex(where: { $0.label == nil && !$0.isTrailing }),
              !args.items[i].expression.is(ClosureExprSyntax.self) else { return nil }
        let expr = args.items.remove(at: i).expression
        let value = try translator.evaluate(expr, scope)
        if case .views = value { return nil }
        return try translator.text(expr, scope, in: args.callee)
    }

    /// A string argument (`systemImage: "tray"`).
    mutating func string(_ label: String) throws -> String? {
        accepted.append(label)
        guard let expr = args.take(label) else { return nil }
        taken.insert(label)
        return try translator.text(expr, scope, in: args.callee)
    }

    /// Data, bindings and actions: read, so that a bad expression is still an error in a snippet.
    mutating func data(_ labels: [String]) throws {
        for label in labels {
            accepted.append(label)
            while let expr = args.take(label) {
                taken.insert(label)
                if expr.is(ClosureExprSyntax.self) { continue }
                if translator.options.inputCompiles { _ = try? translator.evaluate(expr, scope) } else { _ = try translator.evaluate(expr, scope) }
            }
        }
    }

    /// Arguments that are views or closures not on screen (destinations, menu items).
    mutating func skip(_ labels: [String]) {
        for label in labels {
            accepted.append(label)
            while args.take(label) != nil { taken.insert(label) }
        }
    }

    /// Drops the unlabeled trailing closure (a destination, an action).
    mutating func skipTrailing() { _ = args.takeTrailing() }

    /// The views of `label:` (a closure or a view).
    mutating func views(_ label: String) throws -> [ViewNode] {
        accepted.append(label)
        guard let expr = args.take(label) else { return [] }
        taken.insert(label)
        return try translator.viewsOfArgument(expr, scope)
    }

    /// The views of `label:` or, without it, of the unlabeled trailing closure.
    mutating func closure(_ label: String) throws -> [ViewNode] {
        accepted.append(label)
        if args.has(label) { return try views(label) }
        return try trailing()
    }

    /// The views of the unlabeled trailing closure.
    mutating func trailing() throws -> [ViewNode] {
        guard let closure = args.takeTrailing() else { return [] }
        return try translator.closureViews(closure, scope)
    }

    /// `isExpanded: .constant(true)` or a known true value: true; anything else false.
    mutating func flag(_ label: String) throws -> Bool {
        accepted.append(label)
        guard let expr = args.take(label) else { return false }
        taken.insert(label)
        switch try? translator.evaluate(expr, scope) {
        case .bool(let b)?: return b
        case .memberCall(_, "constant", let fields)?:
            if case .bool(let b)? = fields.first?.value { return b }
            return false
        default: return false
        }
    }

    /// `displayedComponents: .date`, `.hourAndMinute` or both.
    mutating func dateComponents() throws -> DatePickerLayout.Components {
        accepted.append("displayedComponents")
        guard let expr = args.take("displayedComponents") else { return .dateAndTime }
        let source = expr.sourceText
        let date = source.contains("date"), time = source.contains("hourAndMinute")
        if date && !time { return .date }
        if time && !date { return .hourAndMinute }
        return .dateAndTime
    }
}
