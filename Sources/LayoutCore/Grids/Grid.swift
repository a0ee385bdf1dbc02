/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`, the eager grid.
///
/// Apple's documentation (https://developer.apple.com/documentation/swiftui/grid) gives the
/// rules: a column is as wide as its widest cell and a row as tall as its tallest; a view
/// outside a GridRow spans every column; `gridCellColumns(n)` spans n columns;
/// `gridColumnAlignment` aligns a column's cells; a flexible view such as `Divider` or `Color`
/// takes all the space the grid is offered unless `gridCellUnsizedAxes` tells it to take only
/// what the other cells give it. The exact sharing of space is not published; ours:
///
/// Child sizing, for a proposal (W, H):
/// 1. `cells`: each cell's row, column and span (from the GridRows and the cell modifiers);
/// 2. `columnWidths`: a column's width is the largest ideal width (at a nil proposal) of its
///    single-column cells; a column holding a horizontally flexible cell (its width at an
///    infinite proposal exceeds its ideal) is flexible; a cell spanning several columns widens
///    them equally when its ideal width exceeds theirs, and makes them flexible when it is
///    flexible; unsized cells count for nothing. With W given, the flexible columns share what
///    the fixed columns and the gaps leave, each at least its ideal width (our model);
/// 3. `rowHeights`: each cell is proposed its columns' width and a nil height; a row is as tall
///    as its tallest sized cell; with H given, rows holding a vertically flexible cell share what
///    the other rows and the gaps leave, each at least its ideal height (our model);
/// 4. each cell is placed in its slot, proposed the slot's size, aligned by its column's
///    alignment (or the grid's) horizontally and by its GridRow's alignment (or the grid's)
///    vertically, or by its `gridCellAnchor`. Baseline alignments use the guide's default
///    value (our model: a cell's top or bottom edge).
///
/// Preferred size: the columns' widths and gaps by the rows' heights and gaps: hugging with
/// fixed cells, expanding on an axis where a sized cell is flexible. Gaps: `horizontalSpacing`
/// and `verticalSpacing`, nil meaning 8 pt (our model of the platform's default spacing).
public struct GridLayout: Layout, Hashable {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { $0.isFinite ? $0 : 0 }
        self.verticalSpacing = verticalSpacing.map { $0.isFinite ? $0 : 0 }
    }

    public var name: String { "Grid" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        var args: [Argument] = []
        if alignment != .center { args.append(Argument("alignment", ".\(alignment)")) }
        if let horizontalSpacing { args.append(Argument("horizontalSpacing", Format.number(horizontalSpacing))) }
        if let verticalSpacing { args.append(Argument("verticalSpacing", Format.number(verticalSpacing))) }
        return args
    }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    /// Wraps every cell in a `GridCellLayout` that records its row, column and requests.
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        var out: [ViewNode] = []
        for (row, element) in ContainerParts.elements(content).enumerated() {
            let cells = element.layout is GridRowLayout ? ContainerParts.elements(element.children) : [element]
            let spansAll = !(element.layout is GridRowLayout)
            let rowAlignment = (element.layout as? GridRowLayout)?.alignment
            var column = 0
            for cell in cells {
                var wrapper = GridCellLayout(row: row, column: column, span: spansAll ? 0 : 1, unsizedAxes: [], columnAlignment: nil, anchor: nil, rowAlignment: rowAlignment)
                for request in GridCellModifier.requests(on: cell).reversed() {
                    switch request {
                    case .columns(let n): if !spansAll { wrapper.span = Swift.max(n, 1) }
                    case .columnAlignment(let a): wrapper.columnAlignment = a
                    case .unsizedAxes(let axes): wrapper.unsizedAxes = axes
                    case .anchor(let a): wrapper.anchor = a
                    }
                }
                column += Swift.max(wrapper.span, 1)
                out.append(ViewNode(wrapper, children: [cell], isSynthetic: true))
            }
            if cells.isEmpty {
                // An empty GridRow still takes a row.
                out.append(ViewNode(GridCellLayout(row: row, column: 0, span: 1, unsizedAxes: .all, columnAlignment: nil, anchor: nil),
                                    children: [Color.clear.node.synthetic()], isSynthetic: true))
            }
        }
        return out
    }

    struct Cell {
        var row: Int
        var column: Int
        var span: Int
        var info: GridCellLayout
    }

    /// Step 1.
    func cells(_ subviews: LayoutSubviews) -> (cells: [Cell], columns: Int, rows: Int) {
        var cells: [Cell] = []
        var columns = 1
        var rows = 0
        for subview in subviews {
            guard let info = subview.layout as? GridCellLayout else { continue }
            cells.append(Cell(row: info.row, column: info.column, span: info.span, info: info))
            columns = Swift.max(columns, info.column + Swift.max(info.span, 1))
            rows = Swift.max(rows, info.row + 1)
        }
        for i in cells.indices where cells[i].span == 0 { cells[i].column = 0; cells[i].span = columns }
        return (cells, columns, rows)
    }

    var hGap: Double { horizontalSpacing ?? GridItem.defaultSpacing }
    var vGap: Double { verticalSpacing ?? GridItem.defaultSpacing }

    /// Step 2.
    func columnWidths(_ width: Double?, _ layout: (cells: [Cell], columns: Int, rows: Int), _ subviews: LayoutSubviews) -> [Double] {
        var ideal = Array(repeating: 0.0, count: layout.columns)
        var flexible = Array(repeating: false, count: layout.columns)
        let sized = layout.cells.indices.filter { !layout.cells[$0].info.unsizedAxes.contains(.horizontal) }
        for i in sized where layout.cells[i].span == 1 {
            let c = layout.cells[i]
            let natural = subviews[i].sizeThatFits(.unspecified).width
            ideal[c.column] = Swift.max(ideal[c.column], natural)
            if subviews[i].sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > natural { flexible[c.column] = true }
        }
        for i in sized where layout.cells[i].span > 1 {
            let c = layout.cells[i]
            let range = c.column..<Swift.min(c.column + c.span, layout.columns)
            let natural = subviews[i].sizeThatFits(.unspecified).width
            let current = range.reduce(0) { $0 + ideal[$1] } + hGap * Double(range.count - 1)
            if natural > current { for k in range { ideal[k] += (natural - current) / Double(range.count) } }
            if subviews[i].sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > natural { for k in range { flexible[k] = true } }
        }
        guard let width, flexible.contains(true) else { return ideal }
        return Self.share(width - hGap * Double(layout.columns - 1), ideal: ideal, flexible: flexible)
    }

    /// What fixed tracks leave, shared equally by the flexible ones (each at least its ideal).
    static func share(_ available: Double, ideal: [Double], flexible: [Bool]) -> [Double] {
        let fixed = zip(ideal, flexible).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
        let count = Double(flexible.filter { $0 }.count)
        let each = (available - fixed) / count
        return zip(ideal, flexible).map { $0.1 ? Swift.max(each.isNaN ? $0.0 : each, $0.0) : $0.0 }
    }

    /// The width of a cell's slot.
    func slotWidth(_ cell: Cell, _ widths: [Double]) -> Double {
        let range = cell.column..<Swift.min(cell.column + cell.span, widths.count)
        return range.reduce(0) { $0 + widths[$1] } + hGap * Double(Swift.max(range.count - 1, 0))
    }

    /// Step 3.
    func rowHeights(_ height: Double?, _ widths: [Double], _ layout: (cells: [Cell], columns: Int, rows: Int), _ subviews: LayoutSubviews) -> [Double] {
        var ideal = Array(repeating: 0.0, count: layout.rows)
        var flexible = Array(repeating: false, count: layout.rows)
        for (i, c) in layout.cells.enumerated() where !c.info.unsizedAxes.contains(.vertical) {
            let w = slotWidth(c, widths)
            let natural = subviews[i].sizeThatFits(ProposedViewSize(width: w, height: nil)).height
            ideal[c.row] = Swift.max(ideal[c.row], natural)
            if subviews[i].sizeThatFits(ProposedViewSize(width: w, height: .infinity)).height > natural { flexible[c.row] = true }
        }
        guard let height, flexible.contains(true) else { return ideal }
        return Self.share(height - vGap * Double(layout.rows - 1), ideal: ideal, flexible: flexible)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let layout = cells(subviews)
        guard layout.rows > 0 else { return .zero }
        let widths = columnWidths(proposal.width, layout, subviews)
        let heights = rowHeights(proposal.height, widths, layout, subviews)
        return Size(
            width: widths.reduce(0, +) + hGap * Double(widths.count - 1),
            height: heights.reduce(0, +) + vGap * Double(heights.count - 1))
    }

    /// Step 4.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let layout = cells(subviews)
        guard layout.rows > 0 else { return }
        let widths = columnWidths(bounds.width, layout, subviews)
        let heights = rowHeights(bounds.height, widths, layout, subviews)
        var xs: [Double] = [], ys: [Double] = []
        var x = bounds.minX, y = bounds.minY
        for w in widths { xs.append(x); x += w + hGap }
        for h in heights { ys.append(y); y += h + vGap }
        // A column's alignment: the first gridColumnAlignment among its cells.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for c in layout.cells where c.span == 1 { if let a = c.info.columnAlignment, columnAlignment[c.column] == nil { columnAlignment[c.column] = a } }
        for (i, c) in layout.cells.enumerated() {
            let slot = Size(width: slotWidth(c, widths), height: heights[c.row])
            let offer = ProposedViewSize(width: slot.width, height: slot.height)
            let size = subviews[i].sizeThatFits(offer)
            let placement = c.info.anchor ?? Alignment(
                horizontal: (c.span == 1 ? columnAlignment[c.column] : nil) ?? alignment.horizontal,
                vertical: c.info.rowAlignment ?? alignment.vertical)
            let dx = placement.horizontal.key.defaultValue(in: slot) - placement.horizontal.key.defaultValue(in: size)
            let dy = placement.vertical.key.defaultValue(in: slot) - placement.vertical.key.defaultValue(in: size)
            subviews[i].place(at: Point(x: xs[c.column] + dx, y: ys[c.row] + dy), proposal: offer)
        }
    }

    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? { nil }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .generic }
    public var hasGenericSpacing: Bool { true }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}

public struct Grid: View {
    public var node: ViewNode
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), children: content())
    }
}
