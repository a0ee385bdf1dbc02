/// `List { rows }`, `List(data) { row }` and `Form { rows }`, in the styles of `ListStyle`.
///
/// Child sizing: a composition `ScrollView(.vertical) { VStack(alignment: .leading, spacing: 0)
/// { sections } }` framed to take exactly the proposal. Each row (a child after `Group` and
/// `ForEach` are expanded) is framed to the row's width, leading-aligned, inside the row insets,
/// and at least the minimum row height tall:
/// `row.frame(maxWidth: .infinity, alignment: .leading).padding(insets).frame(minHeight: 44)`.
/// A row is therefore proposed the list's width minus the insets (and the section margins) and
/// a nil height: its ideal height. `Section`s get their header above and their footer below; in
/// grouped styles consecutive rows outside a section form one section, and each section is a
/// card with a gap above it. Numbers: `ListStyle` (our model; Apple documents only the rule).
///
/// Preferred size: the proposal on both axes (expanding on both, as navigation and collection
/// containers are commonly described), even when it is narrower than the insets; for a nil
/// component, the rows' lengths plus the insets.
///
/// `Form` is a List whose style is always grouped: on iOS the `automatic` and `grouped` form
/// styles draw inset-grouped sections. On macOS a List's rows and sections take macOS's lengths
/// (`ListMetrics`), its automatic style is `inset`, and a Form is laid out in the `columns` style
/// (`FormColumns`), macOS's default, unless `formStyle(.grouped)` asks for inset-grouped
/// sections.
public struct ListLayout: TransparentLayout, PlatformAdaptive, Hashable {
    /// `List` or `Form`.
    public var name: String
    public var platform: Platform
    public init(name: String = "List", platform: Platform = .iOS) {
        self.name = name
        self.platform = platform
    }

    public var role: LayoutRole { .container }

    /// 1. The style: `listStyle(…)` for a List (the platform's default when unset), inset-grouped
    ///    for a Form.
    public func style(in environment: LayoutEnvironment) -> ListStyle {
        name == "Form" ? .insetGrouped : ListStyle(listStyle: environment.styles["listStyle"], platform: platform)
    }

    /// Whether this is a Form in the `columns` style (macOS's default form style).
    func isColumnsForm(_ environment: LayoutEnvironment) -> Bool {
        name == "Form" && platform == .macOS && environment.styles["formStyle"] != "grouped"
    }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.listStyle = isColumnsForm(environment) ? nil : style(in: environment)
        environment.stackAxis = nil
    }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        if isColumnsForm(environment) { return [FormColumns.grid(content)] }
        let style = environment.listStyle ?? style(in: environment)
        let metrics = style.metrics(on: platform)
        let minRowHeight = environment.defaultMinListRowHeight ?? metrics.minRowHeight
        let parts = sections(content).flatMap { section($0, metrics: metrics, minRowHeight: minRowHeight) }
        let stack = ContainerParts.column(parts, alignment: .leading)
        return [ContainerParts.filling(ViewNode(ScrollViewLayout(.vertical), children: [stack], isSynthetic: true), alignment: .top)]
    }

    /// A section as the list lays it out.
    struct ListSection {
        var header: ViewNode?
        var rows: [ViewNode]
        var footer: ViewNode?
    }

    /// 2. The sections: `Section` nodes as written; each run of rows outside a section forms a
    ///    section of its own (with no header: in the plain style its rows simply follow).
    func sections(_ content: [ViewNode]) -> [ListSection] {
        var out: [ListSection] = []
        var loose: [ViewNode] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            out.append(ListSection(rows: loose))
            loose = []
        }
        for element in ContainerParts.elements(content) {
            if let layout = element.layout as? SectionLayout {
                flushLoose()
                let parts = layout.parts(of: element)
                out.append(ListSection(header: parts.header, rows: ContainerParts.elements(parts.rows), footer: parts.footer))
            } else {
                loose.append(element)
            }
        }
        flushLoose()
        return out
    }

    /// 3. One row: framed to the row's width, inside the insets (the row's `listRowInsets` if
    ///    it has one), at least the minimum height.
    func row(_ content: ViewNode, metrics: ListMetrics, minHeight: Double) -> ViewNode {
        let framed = ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity, alignment: .leading), content)
        let inset = ControlParts.wrap(PaddingLayout(insets: Self.rowInsets(of: content) ?? metrics.rowInsets), framed)
        return ControlParts.wrap(FlexFrameLayout(minHeight: minHeight), inset)
    }

    /// The insets a row asks for with `listRowInsets(_:)` on its outermost modifiers.
    static func rowInsets(of row: ViewNode) -> EdgeInsets? {
        row.modifiers(ListRowInsetsModifier.self).first?.insets
    }

    /// 4. A section's nodes, in the list's column: header, rows (on a card in grouped styles),
    ///    footer; `sectionMargin` in from the list's edges.
    func section(_ section: ListSection, metrics: ListMetrics, minRowHeight: Double) -> [ViewNode] {
        let rows = section.rows.map { row($0, metrics: metrics, minHeight: minRowHeight) }
        let parts = metrics.isGrouped
            ? groupedParts(section, rows: rows, metrics: metrics)
            : (section.header.map { [plainHeader($0, metrics: metrics)] } ?? []) + rows
        guard metrics.sectionMargin > 0 else { return metrics.isGrouped ? [ContainerParts.column(parts, alignment: .leading)] : parts }
        return [ControlParts.wrap(PaddingLayout(.horizontal, metrics.sectionMargin), ContainerParts.column(parts, alignment: .leading))]
    }

    /// 5. A grouped section: the header (or a gap) above the rows' card, the footer below.
    func groupedParts(_ section: ListSection, rows: [ViewNode], metrics: ListMetrics) -> [ViewNode] {
        var parts: [ViewNode] = []
        if let header = section.header {
            parts.append(caption(header, insets: EdgeInsets(
                top: metrics.gapAboveHeader, leading: metrics.rowInsets.leading,
                bottom: metrics.headerToRows, trailing: metrics.rowInsets.trailing)))
        } else {
            let gap = ControlParts.wrap(FrameLayout(width: nil, height: metrics.gapWithoutHeader), Color.clear.node.synthetic())
            parts.append(gap)
        }
        let card = ControlParts.wrap(
            SecondaryLayerLayout(.background), ContainerParts.column(rows),
            ViewNode(ShapeLayout(.roundedRectangle, cornerRadius: metrics.cardCornerRadius, fill: Color.gray.withOpacity(0.12)), isSynthetic: true))
        parts.append(card)
        if let footer = section.footer {
            parts.append(caption(footer, insets: EdgeInsets(
                top: metrics.rowsToFooter, leading: metrics.rowInsets.leading, bottom: 0, trailing: metrics.rowInsets.trailing)))
        }
        return parts
    }

    /// A section's header or footer: footnote text, leading-aligned, inside `insets`; its own
    /// `listRowInsets` replace the leading and trailing ones (`.listRowInsets(EdgeInsets())` on
    /// a header, a common way to lay it flush with the section's edges; sample 7, DevLog).
    func caption(_ content: ViewNode, insets: EdgeInsets) -> ViewNode {
        var insets = insets
        if let own = Self.rowInsets(of: content) { (insets.leading, insets.trailing) = (own.leading, own.trailing) }
        let framed = ControlParts.wrap(FlexFrameLayout(maxWidth: .infinity, alignment: .leading), ContainerParts.inFont(.footnote, content))
        return ControlParts.wrap(PaddingLayout(insets: insets), framed)
    }

    /// A plain section's header: a band at least 28 pt high (iOS), the header 20 pt in.
    func plainHeader(_ content: ViewNode, metrics: ListMetrics) -> ViewNode {
        let inset = caption(content, insets: EdgeInsets(leading: metrics.rowInsets.leading, trailing: metrics.rowInsets.trailing))
        return ControlParts.wrap(FlexFrameLayout(minHeight: metrics.plainHeaderMinHeight), inset)
    }
}

public struct List: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { node = ViewNode(ListLayout(), children: content()) }
    /// `List(data) { element in row }`: a row per element, as `ForEach`.
    public init<C: Collection>(_ data: C, @ViewBuilder rowContent: (C.Element) -> [ViewNode]) {
        node = ViewNode(ListLayout(), children: [ForEach(data, content: rowContent).node])
    }
}

public struct Form: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { node = ViewNode(ListLayout(name: "Form"), children: content()) }
}
