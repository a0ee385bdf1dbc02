import LayoutCore

/// The navigation and collection containers and the controls that joined them (issue 15), as
/// probe subjects. Containers are filled with the probe's children; the views whose content is
/// a label are probed in their title form and, where it differs, their label-view form.
extension ProbeCatalogue {
    static let navigation: [ProbeSubject] = [
        ProbeSubject("NavigationStack", "", section: "Extra", .container(arity: 1, mixed: true) { views in
            NavigationStack { views }.node
        }),
        ProbeSubject("NavigationView", "", section: "Extra", .container(arity: 1, mixed: true) { views in
            NavigationView { views }.node
        }),
        ProbeSubject("NavigationSplitView", "", section: "Extra", .container(arity: 1, mixed: true) { views in
            NavigationSplitView { views } detail: { views }.node
        }),
        ProbeSubject("NavigationLink", "title", section: "Extra", .simple { NavigationLink("Details").node }),
        ProbeSubject("NavigationLink", "label view", section: "Extra", .container(arity: 1, mixed: false) { label in
            NavigationLink { label }.node
        }),
        ProbeSubject("TabView", "", section: "Extra", .container(arity: 1, mixed: true) { views in TabView { views }.node }),
        ProbeSubject("TabView", "page style", section: "Extra", .container(arity: 1, mixed: true) { views in
            TabView { views }.style("tabViewStyle", "page")
        }),
        ProbeSubject("TimelineView", "", section: "Extra", .container(arity: 1, mixed: true) { views in TimelineView { views }.node }),
    ]

    static let collections: [ProbeSubject] = [
        ProbeSubject("List", "", section: "Extra", .container(arity: 1, mixed: true) { views in List { views }.node }),
        ProbeSubject("List", "plain style", section: "Extra", .container(arity: 1, mixed: true) { views in
            List { views }.style("listStyle", "plain")
        }),
        ProbeSubject("Form", "", section: "Extra", .container(arity: 1, mixed: true) { views in Form { views }.node }),
        ProbeSubject("Section", "", section: "Extra", .container(arity: 1, mixed: true) { views in Section { views }.node }),
        ProbeSubject("GroupBox", "", section: "Extra", .container(arity: 1, mixed: true) { views in GroupBox { views }.node }),
        ProbeSubject("DisclosureGroup", "", section: "Extra", .simple { DisclosureGroup("More") { Text("Hidden") }.node }),
        ProbeSubject("DisclosureGroup", "expanded", section: "Extra", .container(arity: 1, mixed: true) { views in
            DisclosureGroup("More", isExpanded: true) { views }.node
        }),
        ProbeSubject("LabeledContent", "", section: "Extra", .container(arity: 1, mixed: false) { views in
            LabeledContent("Label") { views }.node
        }),
        ProbeSubject("ControlGroup", "", section: "Extra", .container(arity: 2, mixed: false) { views in ControlGroup { views }.node }),
        ProbeSubject("ContentUnavailableView", "", section: "Extra", .simple {
            ContentUnavailableView("No Results", systemImage: "magnifyingglass").node
        }),
        ProbeSubject("AsyncImage", "", section: "Extra", .simple { AsyncImage(url: "https://example.com/a.png").node }),
        ProbeSubject("Grid", "", section: "Extra", .container(arity: 1, mixed: true) { views in
            Grid { GridRow { views } }.node
        }),
        ProbeSubject("GridRow", "", section: "Extra", .container(arity: 1, mixed: true) { views in
            Grid { GridRow { views } }.node
        }),
        ProbeSubject("LazyVGrid", "", section: "Extra", .container(arity: 1, mixed: true) { views in
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { views }.node
        }),
        ProbeSubject("LazyHGrid", "", section: "Extra", .container(arity: 1, mixed: true) { views in
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) { views }.node
        }),
    ]

    /// The safe-area modifiers, probed on a view in a plain rectangle (no device: no inset to
    /// extend into, as for any view that is not at a screen's edge).
    static let safeArea: [ProbeSubject] = [
        ProbeSubject("ignoresSafeArea", "", section: "Extra", .modifier { ViewNode(IgnoresSafeAreaLayout(), children: [$0]) }),
        ProbeSubject("safeAreaInset", "", section: "Extra", .modifier { content in
            ViewNode(SafeAreaInsetLayout(edge: .bottom), children: [content, Text("Bar").node])
        }),
        ProbeSubject("safeAreaPadding", "", section: "Extra", .modifier { ViewNode(SafeAreaPaddingLayout(insets: EdgeInsets(.all, 16)), children: [$0]) }),
        ProbeSubject("containerRelativeFrame", "", section: "Extra", .modifier {
            ViewNode(ContainerRelativeFrameLayout([.horizontal, .vertical]), children: [$0])
        }),
    ]

    static let moreControls: [ProbeSubject] = [
        ProbeSubject("DatePicker", "", section: "Extra", .simple { DatePicker("Date").node }),
        ProbeSubject("DatePicker", "wheel style", section: "Extra", .simple { DatePicker("Date").style("datePickerStyle", "wheel") }),
        ProbeSubject("ColorPicker", "", section: "Extra", .simple { ColorPicker("Colour").node }),
        ProbeSubject("Gauge", "", section: "Extra", .simple { Gauge(value: 0.5) { Text("Level") }.node }),
        ProbeSubject("Gauge", "circular style", section: "Extra", .simple {
            Gauge(value: 0.5) { Text("Level") }.style("gaugeStyle", "accessoryCircular")
        }),
        ProbeSubject("Menu", "", section: "Extra", .simple { Menu("Options").node }),
        ProbeSubject("Menu", "label view", section: "Extra", .container(arity: 1, mixed: false) { label in Menu { label }.node }),
        ProbeSubject("Canvas", "", section: "Extra", .simple { Canvas().node }),
        ProbeSubject("ShareLink", "", section: "Extra", .simple { ShareLink(item: "https://example.com").node }),
    ]
}
