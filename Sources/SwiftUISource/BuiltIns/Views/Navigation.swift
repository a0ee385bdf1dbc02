import LayoutCore
import SwiftSyntax

/// SwiftUI's navigation and collection containers (`NavigationStack`, `NavigationSplitView`,
/// `NavigationLink`, `TabView`, `List`, `Table`, `Form`, `Section`) and the composed views that present
/// content with a label (`GroupBox`, `DisclosureGroup`, `LabeledContent`, `ControlGroup`,
/// `ContentUnavailableView`, `AsyncImage`, `DatePicker`, `ColorPicker`, `Gauge`, `Menu`,
/// `Canvas`, `TimelineView`, `ShareLink`). Their layouts are LayoutCore's
/// (`Sources/LayoutCore/Navigation`, `Collections`, `Containers`, `Controls`).
extension BuiltInView {
    static let navigation: [BuiltInView] = [
        called("NavigationStack", labels: ["_", "path", "root", "content"]) { try $0.navigationStack() },
        called("NavigationView", labels: ["_", "path", "root", "content"]) { try $0.navigationStack() },
        called("NavigationSplitView", labels: ["_", "columnVisibility", "preferredCompactColumn", "sidebar", "content", "detail"]) { c in
            try c.data(["columnVisibility", "preferredCompactColumn"])
            let sidebar = try c.closure("sidebar")
            let content = try c.views("content")
            let detail = try c.views("detail")
            let columns = [sidebar] + (c.had("content") ? [content] : []) + [detail]
            return c.make(NavigationSplitViewLayout(columnCount: columns.count, platform: c.platform), columns.map { c.single($0) })
        },
        called("NavigationLink", labels: ["_", "value", "isActive", "tag", "selection", "label", "destination"]) { try $0.navigationLink() },
        called("TabView", labels: ["_", "selection", "content"]) { c in
            try c.data(["selection"])
            return c.make(TabViewLayout(platform: c.platform), try c.translator.fillingContent { try c.closure("content") })
        },
        called("List", labels: ["_", "selection", "id", "children", "editActions", "content", "rowContent"]) { try $0.list() },
        // A table is a scrolling list of rows: it fills its proposal as a List does, whatever its
        // columns show (Apple's documentation: "a container that presents rows of data arranged
        // in one or more columns"; the rows' content is not built). Not on watchOS or tvOS:
        // https://developer.apple.com/documentation/swiftui/table
        called("Table", labels: ["_", "of", "selection", "sortOrder", "columnCustomization", "columns", "rows"],
               platforms: [.iOS, .macOS, .visionOS]) { c in
            if let rows = c.args.takeUnlabeled() { _ = try? c.translator.evaluate(rows, c.scope) }
            try c.data(["of", "selection", "sortOrder", "columnCustomization"])
            c.skip(["columns", "rows"])
            c.skipTrailing()
            return c.make(ListLayout(name: "Table", platform: c.platform), [])
        },
        called("Form", labels: ["_", "content"]) { c in
            c.make(ListLayout(name: "Form", platform: c.platform), try c.translator.fillingContent { try c.closure("content") })
        },
        called("Section", labels: ["_", "isExpanded", "header", "footer", "content"]) { try $0.section() },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/groupbox
        called("GroupBox", labels: ["_", "label", "content"], platforms: [.iOS, .macOS, .visionOS]) { c in
            let label = try c.titleText() ?? c.views("label")
            let content = try c.closure("content")
            return c.make(GroupBoxLayout(platform: c.platform), [label.isEmpty ? c.make(EmptyViewLayout()) : c.single(label)] + content)
        },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/disclosuregroup
        called("DisclosureGroup", labels: ["_", "isExpanded", "label", "content"], platforms: [.iOS, .macOS, .visionOS]) { c in
            let title = try c.title()
            let expanded = try c.flag("isExpanded")
            let label = try c.titleText(title) ?? c.views("label")
            let content = try c.closure("content")
            return c.make(DisclosureGroupLayout(isExpanded: expanded), [c.single(label)] + content)
        },
        called("LabeledContent", labels: ["_", "label", "value", "format", "content"]) { try $0.labeledContent() },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/controlgroup
        called("ControlGroup", labels: ["_", "systemImage", "image", "label", "content"], platforms: [.iOS, .macOS, .tvOS, .visionOS]) { c in
            // On iOS the group shows its content in line; the label names it in menus only.
            _ = try c.title()
            try c.data(["systemImage", "image"])
            c.skip(["label"])
            return c.make(ControlGroupLayout(), try c.closure("content"))
        },
        called("ContentUnavailableView", labels: ["_", "systemImage", "image", "label", "description", "actions"]) { try $0.contentUnavailableView() },
        called("AsyncImage", labels: ["_", "url", "scale", "transaction", "content", "placeholder"]) { try $0.asyncImage() },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/datepicker
        called("DatePicker", labels: ["_", "selection", "in", "displayedComponents", "label"], platforms: [.iOS, .macOS, .watchOS, .visionOS]) { c in
            let title = try c.title()
            try c.data(["selection", "in"])
            let components = c.dateComponents()
            let label = try c.views("label") + c.trailing()
            return c.make(DatePickerLayout(title: label.isEmpty ? title ?? "" : nil, components: components, platform: c.platform), label)
        },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/colorpicker
        called("ColorPicker", labels: ["_", "selection", "supportsOpacity", "label"], platforms: [.iOS, .macOS, .visionOS]) { c in
            let title = try c.title()
            try c.data(["selection", "supportsOpacity"])
            let label = try c.views("label") + c.trailing()
            return c.make(ColorPickerLayout(title: label.isEmpty ? title ?? "" : nil, platform: c.platform), label)
        },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/gauge
        called("Gauge", labels: ["_", "value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"], platforms: [.iOS, .macOS, .watchOS, .visionOS]) { c in
            try c.data(["value", "in"])
            var label = try c.views("label")
            if label.isEmpty { label = try c.trailing() }
            let slots = [label] + [try c.views("currentValueLabel"), try c.views("minimumValueLabel"), try c.views("maximumValueLabel")]
            return c.make(GaugeLayout(), slots.map { $0.isEmpty ? c.make(EmptyViewLayout()) : c.single($0) })
        },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/menu
        called("Menu", labels: ["_", "systemImage", "image", "primaryAction", "label", "content"], platforms: [.iOS, .macOS, .tvOS, .visionOS]) { try $0.menu() },
        called("Canvas", labels: ["_", "opaque", "colorMode", "rendersAsynchronously", "renderer", "symbols"]) { c in
            try c.data(["opaque", "colorMode", "rendersAsynchronously"])
            c.skip(["renderer", "symbols"])
            c.skipTrailing()
            return c.make(CanvasLayout())
        },
        called("TimelineView", labels: ["_", "content"]) { try $0.timelineView() },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/sharelink
        called("ShareLink", labels: ["_", "item", "items", "subject", "message", "preview", "label"], platforms: [.iOS, .macOS, .watchOS, .visionOS]) { c in
            let title = try c.title()
            try c.data(["item", "items", "subject", "message", "preview"])
            let label = try c.views("label") + c.trailing()
            return c.make(ShareLinkLayout(title: label.isEmpty ? title ?? "Share" : nil), label)
        },
    ]
}

extension BuiltInCall {
    /// A title string as the Text SwiftUI shows for it, or nil.
    func titleText(_ title: String?) -> [ViewNode]? {
        title.map { [make(TextLayout($0, isLocalized: titleIsLocalized))] }
    }

    /// The title argument as the Text SwiftUI shows for it, or nil.
    mutating func titleText() throws -> [ViewNode]? {
        titleText(try title())
    }

    /// `NavigationStack { root }`, `NavigationStack(path:root:)`, `NavigationView { content }`.
    mutating func navigationStack() throws -> ViewNode {
        try data(["path"])
        return make(NavigationStackLayout(name: name, platform: platform), try translator.fillingContent { try closure("root") + closure("content") })
    }

    /// `NavigationLink("Title") { destination }`, `NavigationLink { destination } label: { … }`,
    /// `NavigationLink(destination: V()) { label }`, `NavigationLink(value: x) { label }`: the
    /// destination is not on screen.
    mutating func navigationLink() throws -> ViewNode {
        let title = try self.title()
        try data(["value", "isActive", "tag", "selection"])
        var label = try views("label")
        skip(["destination"])
        if label.isEmpty && title == nil {
            label = try trailing()
        } else {
            skipTrailing()
        }
        return make(NavigationLinkLayout(title: label.isEmpty ? title ?? "" : nil, platform: platform), label)
    }

    /// `List { rows }`, or `List(items) { item in row }`: a row per element, as ForEach builds them.
    mutating func list() throws -> ViewNode {
        try data(["selection", "id", "children", "editActions"])
        guard args.items.contains(where: { $0.label == nil && !$0.isTrailing }), let call else {
            return make(ListLayout(platform: platform), try translator.fillingContent { try closure("content") })
        }
        if let i = args.items.firstIndex(where: { $0.label == "rowContent" }) { args.items[i].label = "content" }
        var rows = CallArguments(nil, callee: "List")
        rows.items = args.items
        args.items.removeAll()
        return make(ListLayout(platform: platform), [try translator.fillingContent { try translator.forEach(&rows, call: call, at: at, scope) }])
    }

    /// `Section("Title") { rows }`, `Section { rows } header: { … } footer: { … }`.
    mutating func section() throws -> ViewNode {
        try data(["isExpanded"])
        let header = try titleText() ?? views("header")
        let footer = try views("footer")
        let rows = try closure("content")
        let layout = SectionLayout(hasHeader: !header.isEmpty, hasFooter: !footer.isEmpty)
        return make(layout, (header.isEmpty ? [] : [single(header)]) + rows + (footer.isEmpty ? [] : [single(footer)]))
    }

    /// `LabeledContent("Title", value: x)`, `LabeledContent("Title") { content }`,
    /// `LabeledContent { content } label: { … }`.
    mutating func labeledContent() throws -> ViewNode {
        let label = try titleText() ?? views("label")
        var content: [ViewNode]
        if let value = args.take("value") {
            content = [translator.make(TextLayout(try translator.text(value, scope, in: "LabeledContent")), at: value)]
            try data(["format"])
        } else {
            content = try closure("content")
        }
        if content.isEmpty { content = [make(EmptyViewLayout())] }
        return make(LabeledContentLayout(platform: platform), [single(label), single(content)])
    }

    /// `ContentUnavailableView("Title", systemImage:description:)`, or its label, description
    /// and actions as views.
    mutating func contentUnavailableView() throws -> ViewNode {
        let title = try self.title()
        let systemImage = try string("systemImage")
        try data(["image"])
        let label = try closure("label")
        let description = try views("description")
        let actions = try views("actions")
        let empty = make(EmptyViewLayout())
        return make(
            ContentUnavailableViewLayout(title: title ?? (label.isEmpty ? "" : nil), systemImage: systemImage),
            [label.isEmpty ? empty : single(label), description.isEmpty ? empty : single(description), actions.isEmpty ? empty : single(actions)])
    }

    /// `AsyncImage(url:)`, `AsyncImage(url:) { image } placeholder: { … }`, `AsyncImage(url:) { phase in … }`:
    /// the views on screen while it loads.
    mutating func asyncImage() throws -> ViewNode {
        try data(["url", "scale", "transaction"])
        if args.has("placeholder") {
            skip(["content"])
            skipTrailing()  // the loaded image's content: not on screen while loading
            return make(AsyncImageLayout(), try views("placeholder"))
        }
        if let closure = (args.take("content") ?? args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) {
            // `{ phase in … }`: the views of the loading (empty) phase; a symbolic phase takes
            // each case the closure tests, as any symbolic value does.
            let phase = translator.symbolicValue(translator.closureParameterNames(closure).first ?? "phase", type: "AsyncImagePhase")
            return make(AsyncImageLayout(), try translator.closureViews(closure, scope, arguments: [phase]))
        }
        return make(AsyncImageLayout())
    }

    /// `Menu("Title") { items }`, `Menu { items } label: { … }`: the items show only when the
    /// menu opens.
    mutating func menu() throws -> ViewNode {
        let title = try self.title()
        let systemImage = try string("systemImage")
        try data(["image"])
        skip(["primaryAction"])
        let label = try views("label")
        skip(["content"])
        skipTrailing()
        return make(MenuLayout(title: label.isEmpty ? title ?? "" : nil, systemImage: label.isEmpty ? systemImage : nil, platform: platform), label)
    }

    /// `TimelineView(.periodic(…)) { context in … }`: its content with a run-time context.
    mutating func timelineView() throws -> ViewNode {
        _ = args.takeUnlabeled().map { try? translator.evaluate($0, scope) }
        guard let content = (args.take("content") ?? args.takeTrailing().map(ExprSyntax.init))?.as(ClosureExprSyntax.self) else {
            throw error("TimelineView needs a content closure")
        }
        let context = translator.symbolicValue(translator.closureParameterNames(content).first ?? "context", type: "TimelineViewDefaultContext")
        return make(TimelineViewLayout(), try translator.closureViews(content, scope, arguments: [context]))
    }

    /// `displayedComponents: .date`, `.hourAndMinute` or both.
    mutating func dateComponents() -> DatePickerLayout.Components {
        guard let expr = take("displayedComponents") else { return .dateAndTime }
        let source = expr.sourceText
        let date = source.contains("date"), time = source.contains("hourAndMinute")
        if date && !time { return .date }
        if time && !date { return .hourAndMinute }
        return .dateAndTime
    }
}
