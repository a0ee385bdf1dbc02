/// `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`.
///
/// Child sizing (for a LazyVGrid; a LazyHGrid is the same with the axes swapped):
/// 1. the columns come from the grid items and the proposed width (`GridTracks.resolve`: fixed
///    columns first, the flexible and adaptive ones share what is left, an adaptive item fits as
///    many columns as its minimum allows), as Apple's `GridItem` documentation and the published
///    re-implementations describe the algorithm (objc.io, "Swift Talk: SwiftUI Layout Explained",
///    https://talk.objc.io/collections/swiftui-layout-explained);
/// 2. the cells fill the columns row by row, in order;
/// 3. each cell is proposed its column's width and a nil height (its ideal height);
/// 4. a row is as tall as its tallest cell; rows are `spacing` apart (nil: 8 pt, our model).
///
/// Preferred size: across, the proposed width or the columns' widths and gaps when they are
/// wider (max(W, columns), as objc.io's side-by-side re-implementation of LazyVGrid sizes it,
/// layout-rules §12.4, an inference: expanding, like a LazyVStack); along, the rows' heights and
/// gaps (the cells' ideal heights: hugging). With a nil width, each flexible or adaptive item is
/// one column as wide as its widest cell (clamped to its bounds: our model).
///
/// Placement (a second pass): the columns are resolved again for the grid's own width (see
/// `placementProposal`), so columns that overflowed the offer in the first pass grow; the block
/// of columns sits in the grid's width by the grid's `alignment` (centred by default: our
/// model), from the leading edge when it is wider than the grid (the published overflow of 17
/// and 34 is this); each cell in its column and row, aligned by its item's `alignment`
/// (centred by default). `pinnedViews` take no part in layout. Laziness does not change layout,
/// so every cell is laid out.
public struct LazyGridLayout: Layout, Hashable {
    /// `.vertical` for LazyVGrid (items are columns), `.horizontal` for LazyHGrid (items are rows).
    public var axis: Axis
    public var items: [GridItem]
    public var alignment: Alignment
    public var spacing: Double?

    public init(axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.items = items.isEmpty ? [GridItem()] : items
        self.alignment = alignment
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
    }

    public var name: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        var args = [Argument(axis == .vertical ? "columns" : "rows", "[" + items.map(\.description).joined(separator: ", ") + "]")]
        if let spacing { args.append(Argument("spacing", Format.number(spacing))) }
        return args
    }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    /// The cross axis: the one the items divide (width for a LazyVGrid).
    var cross: Axis { axis == .vertical ? .horizontal : .vertical }

    func crossLength(_ p: ProposedViewSize) -> Double? { cross == .horizontal ? p.width : p.height }
    func make(cross c: Double?, main m: Double?) -> ProposedViewSize {
        cross == .horizontal ? ProposedViewSize(width: c, height: m) : ProposedViewSize(width: m, height: c)
    }
    func crossOf(_ s: Size) -> Double { cross == .horizontal ? s.width : s.height }
    func mainOf(_ s: Size) -> Double { cross == .horizontal ? s.height : s.width }

    /// Step 1: the tracks for the proposal.
    func tracks(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> GridTracks {
        let available = crossLength(proposal)
        return GridTracks.resolve(items, available: available) { item in
            // Ideal of item `item`: the widest cell in its column (all cells for an adaptive item).
            var widest = 0.0
            for (i, subview) in subviews.enumerated() where items.count == 1 || i % items.count == item {
                widest = Swift.max(widest, crossOf(subview.sizeThatFits(.unspecified)))
            }
            return widest
        }
    }

    /// Steps 2–4: each line's cells (indices) and length.
    func lines(_ tracks: GridTracks, _ subviews: LayoutSubviews) -> [(cells: Range<Int>, length: Double)] {
        let perLine = Swift.max(tracks.lengths.count, 1)
        var result: [(cells: Range<Int>, length: Double)] = []
        var start = 0
        while start < subviews.count {
            let end = Swift.min(start + perLine, subviews.count)
            var length = 0.0
            for i in start..<end {
                let size = subviews[i].sizeThatFits(make(cross: tracks.lengths[i - start], main: nil))
                length = Swift.max(length, mainOf(size))
            }
            result.append((start..<end, length))
            start = end
        }
        return result
    }

    var lineGap: Double { spacing ?? GridItem.defaultSpacing }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let tracks = tracks(proposal, subviews)
        let lines = lines(tracks, subviews)
        let main = lines.reduce(0) { $0 + $1.length } + lineGap * Double(Swift.max(lines.count - 1, 0))
        let crossTotal = Swift.max(crossLength(proposal) ?? tracks.total, tracks.total)
        return cross == .horizontal ? Size(width: crossTotal, height: main) : Size(width: main, height: crossTotal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let tracks = tracks(placementProposal(in: bounds, proposal: proposal), subviews)
        var trackOrigins: [Double] = []
        // The columns' block in the grid's width, by the grid's alignment.
        let crossBounds = cross == .horizontal ? bounds.width : bounds.height
        let blockKey = cross == .horizontal ? alignment.horizontal.key : alignment.vertical.key
        var position = crossBounds.isFinite ? Swift.max(offset(tracks.total, in: crossBounds, blockKey), 0) : 0
        for (k, length) in tracks.lengths.enumerated() {
            trackOrigins.append(position)
            position += length + (k < tracks.gaps.count ? tracks.gaps[k] : 0)
        }
        var mainPosition = 0.0
        for line in lines(tracks, subviews) {
            for i in line.cells {
                let k = i - line.cells.lowerBound
                let offer = make(cross: tracks.lengths[k], main: nil)
                let size = subviews[i].sizeThatFits(offer)
                let cellAlignment = items[tracks.items[k]].alignment ?? .center
                let crossOffset = trackOrigins[k] + offset(crossOf(size), in: tracks.lengths[k], cross == .horizontal ? cellAlignment.horizontal.key : cellAlignment.vertical.key)
                let mainOffset = mainPosition + offset(mainOf(size), in: line.length, cross == .horizontal ? cellAlignment.vertical.key : cellAlignment.horizontal.key)
                let origin = cross == .horizontal
                    ? Point(x: bounds.minX + crossOffset, y: bounds.minY + mainOffset)
                    : Point(x: bounds.minX + mainOffset, y: bounds.minY + crossOffset)
                subviews[i].place(at: origin, proposal: offer)
            }
            mainPosition += line.length + lineGap
        }
    }

    /// The second pass: the columns are resolved again for the grid's own width, not for the
    /// width it was offered. When the first pass's columns overflow the offer, the grid is as
    /// wide as they are, and its flexible columns share that larger width at placement
    /// (published: `[.flexible(minimum: 100), .flexible(minimum: 180)]` in a 300-wide frame is
    /// 146 + 8 + 180 = 334 wide, then placed with columns of 163 and 180, overflowing the frame
    /// by 17 and 34 — https://lochiwei.gitbook.io/ios/swiftui/view/layout/grids/layout-algorithm;
    /// objc.io's re-implementation, made side by side with SwiftUI, lays the columns out again
    /// with the size it renders at). A nil or infinite offer keeps its own resolution (our model).
    func placementProposal(in bounds: Rect, proposal: ProposedViewSize) -> ProposedViewSize {
        guard let offered = crossLength(proposal), offered.isFinite else { return proposal }
        let own = cross == .horizontal ? bounds.width : bounds.height
        guard own.isFinite else { return proposal }
        return cross == .horizontal ? ProposedViewSize(width: own, height: proposal.height) : ProposedViewSize(width: proposal.width, height: own)
    }

    /// Where a cell of `length` starts in a slot of `slot` for a leading, centre or trailing guide.
    func offset(_ length: Double, in slot: Double, _ key: AlignmentKey) -> Double {
        key.defaultValue(in: Size(width: slot, height: slot)) - key.defaultValue(in: Size(width: length, height: length))
    }

    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? { nil }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .generic }
    public var hasGenericSpacing: Bool { true }
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}

public struct LazyVGrid: View {
    public var node: ViewNode
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing), children: content())
    }
}

public struct LazyHGrid: View {
    public var node: ViewNode
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing), children: content())
    }
}
