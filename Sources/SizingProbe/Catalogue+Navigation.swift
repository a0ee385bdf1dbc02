import LayoutCore

/// The navigation and collection containers and the controls that joined them (issue 15), as
/// probe subjects. Containers are filled with the probe's children; the views whose content is
/// a label are probed in their title form and, where it differs, their label-view form.
extension ProbeCatalogue {
    static let navigation: [ProbeSubject] = [
        ProbeSubject("NavigationStack", "", section: "Extra", entry: "navigation-stack", .container(arity: 1, mixed: true) { views in
            NavigationStack { views }.node
        }),
        ProbeSubject("NavigationView", "", section: "Extra", entry: "navigation-view", .container(arity: 1, mixed: true) { views in
            NavigationView { views }.node
        }),
        ProbeSubject("NavigationSplitView", "", section: "Extra", entry: "navigation-split-view", .container(arity: 1, mixed: true) { views in
            NavigationSplitView { views } detail: { views }.node
        }),
        ProbeSubject("NavigationLink", "title", section: "Extra", entry: "navigation-link", .simple { NavigationLink("Details").node }),
        ProbeSubject("NavigationLink", "label view", section: "Extra", entry: "navigation-link-label-view", .container(arity: 1, mixed: false) { label in
            NavigationLink { label }.node
        }),
        ProbeSubject("TabView", "", section: "Extra", entry: "tab-view", .container(arity: 1, mixed: true) { views in TabView { views }.node }),
        ProbeSubject("TabView", "page style", section: "Extra", entry: "tab-view-page", .container(arity: 1, mixed: true) { views in
            TabView { views }.style("tabViewStyle", "page")
        }),
        ProbeSubject("TimelineView", "", section: "Extra", entry: "timeline-view", .container(arity: 1, mixed: true) { views in TimelineView { views }.node }),
    ]

    static let collections: [ProbeSubject] = [
        ProbeSubject("List", "", section: "Extra", entry: "list", .container(arity: 1, mixed: true) { views in List { views }.node }),
        ProbeSubject("List", "plain style", section: "Extra", entry: "list-plain", .container(arity: 1, mixed: true) { views in
            List { views }.style("listStyle", "plain")
        }),
        ProbeSubject("Form", "", section: "Extra", entry: "form", .container(arity: 1, mixed: true) { views in Form { views }.node }),
        ProbeSubject("Section", "", section: "Extra", entry: "section", .container(arity: 1, mixed: true) { views in Section { views }.node }),
        ProbeSubject("GroupBox", "", section: "Extra", entry: "group-box", .container(arity: 1, mixed: true) { views in GroupBox { views }.node }),
        ProbeSubject("DisclosureGroup", "", section: "Extra", entry: "disclosure-group", .simple { DisclosureGroup("More") { Text("Hidden") }.node }),
        ProbeSubject("DisclosureGroup", "expanded", section: "Extra", entry: "disclosure-group-expanded", .container(arity: 1, mixed: true) { views in
            DisclosureGroup("More", isExpanded: true) { views }.node
        }),
        ProbeSubject("LabeledContent", "", section: "Extra", entry: "labeled-content", .container(arity: 1, mixed: false) { views in
            LabeledContent("Label") { views }.node
        }),
        ProbeSubject("ControlGroup", "", section: "Extra", entry: "control-group", .container(arity: 2, mixed: false) { views in ControlGroup { views }.node }),
        ProbeSubject("ContentUnavailableView", "", section: "Extra", entry: "content-unavailable-view", .simple {
            ContentUnavailableView("No Results", systemImage: "magnifyingglass").node
        }),
        ProbeSubject("AsyncImage", "", section: "Extra", entry: "async-image", .simple { AsyncImage(url: "https://example.com/a.png").node }),
        ProbeSubject("Grid", "", section: "Extra", entry: "grid", .container(arity: 1, mixed: true) { views in
            Grid { GridRow { views } }.node
        }),
        ProbeSubject("GridRow", "", section: "Extra", entry: "grid-row", .container(arity: 1, mixed: true) { views in
            Grid { GridRow { views } }.node
        }),
        ProbeSubject("LazyVGrid", "", section: "Extra", entry: "lazy-vgrid", .container(arity: 1, mixed: true) { views in
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { views }.node
        }),
        ProbeSubject("LazyHGrid", "", section: "Extra", entry: "lazy-hgrid", .container(arity: 1, mixed: true) { views in
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) { views }.node
        }),
    ]

    /// The safe-area modifiers, probed on a view in a plain rectangle (no device: no inset to
    /// extend into, as for any view that is not at a screen's edge).
    static let safeArea: [ProbeSubject] = [
        ProbeSubject("ignoresSafeArea", "", section: "Extra", entry: "ignores-safe-area", .modifier { ViewNode(IgnoresSafeAreaLayout(), children: [$0]) }),
        ProbeSubject("safeAreaInset", "", section: "Extra", entry: "safe-area-inset", .modifier { content in
            ViewNode(SafeAreaInsetLayout(edge: .bottom), children: [content, Text("Bar").node])
        }),
        ProbeSubject("safeAreaPadding", "", section: "Extra", entry: "safe-area-padding", .modifier { ViewNode(SafeAreaPaddingLayout(insets: EdgeInsets(.all, 16)), children: [$0]) }),
        ProbeSubject("containerRelativeFrame", "", section: "Extra", entry: "container-relative-frame", .modifier {
            ViewNode(ContainerRelativeFrameLayout([.horizontal, .vertical]), children: [$0])
        }),
    ]

    static let moreControls: [ProbeSubject] = [
        ProbeSubject("DatePicker", "", section: "Extra", entry: "date-picker", .simple { DatePicker("Date").node }),
        ProbeSubject("DatePicker", "wheel style", section: "Extra", entry: "date-picker-wheel", .simple { DatePicker("Date").style("datePickerStyle", "wheel") }),
        ProbeSubject("ColorPicker", "", section: "Extra", entry: "color-picker", .simple { ColorPicker("Colour").node }),
        ProbeSubject("Gauge", "", section: "Extra", entry: "gauge", .simple { Gauge(value: 0.5) { Text("Level") }.node }),
        ProbeSubject("Gauge", "circular style", section: "Extra", entry: "gauge-circular", .simple {
            Gauge(value: 0.5) { Text("Level") }.style("gaugeStyle", "accessoryCircular")
        }),
        ProbeSubject("Menu", "", section: "Extra", entry: "menu", .simple { Menu("Options").node }),
        ProbeSubject("Menu", "label view", section: "Extra", entry: "menu-label-view", .container(arity: 1, mixed: false) { label in Menu { label }.node }),
        ProbeSubject("Canvas", "", section: "Extra", entry: "canvas", .simple { Canvas().node }),
        ProbeSubject("ShareLink", "", section: "Extra", entry: "share-link", .simple { ShareLink(item: "https://example.com").node }),
    ]
}
