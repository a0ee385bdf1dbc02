/// The modifiers a `Grid` reads on its cells: `gridCellColumns(_:)`, `gridColumnAlignment(_:)`,
/// `gridCellUnsizedAxes(_:)` and `gridCellAnchor(_:)`
/// (https://developer.apple.com/documentation/swiftui/grid).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's. The enclosing Grid reads them on a cell's outermost
/// modifiers (see `GridLayout`); anywhere else they change nothing.
public struct GridCellModifier: TransparentLayout, Hashable {
    public enum Request: Hashable, Sendable {
        /// `gridCellColumns(n)`: the cell spans n columns.
        case columns(Int)
        /// `gridColumnAlignment(.leading)`: the cells of this column align so.
        case columnAlignment(HorizontalAlignment)
        /// `gridCellUnsizedAxes(.horizontal)`: the cell takes the size the others give it on
        /// these axes and does not ask for more.
        case unsizedAxes(Axis.Set)
        /// `gridCellAnchor(.topLeading)`: where the cell sits in its slot.
        case anchor(Alignment)
    }

    public var request: Request
    public init(_ request: Request) { self.request = request }

    public var name: String {
        switch request {
        case .columns: return "gridCellColumns"
        case .columnAlignment: return "gridColumnAlignment"
        case .unsizedAxes: return "gridCellUnsizedAxes"
        case .anchor: return "gridCellAnchor"
        }
    }

    public var arguments: [Argument] {
        switch request {
        case .columns(let n): return [Argument(nil, "\(n)")]
        case .columnAlignment(let a): return [Argument(nil, ".\(a)")]
        case .unsizedAxes(let axes):
            return [Argument(nil, axes == .all ? "[.horizontal, .vertical]" : axes.contains(.horizontal) ? ".horizontal" : ".vertical")]
        case .anchor(let a): return [Argument(nil, a.description.hasPrefix("UnitPoint(") ? a.description : ".\(a)")]
        }
    }

    /// The requests on `cell`'s outermost modifiers, outermost first.
    static func requests(on cell: ViewNode) -> [Request] {
        cell.modifiers(GridCellModifier.self).map(\.request)
    }
}

/// A cell of a `Grid`, as the grid's compiled child: where it is and what it asked for. Added
/// by `GridLayout`'s body around each cell.
///
/// Child sizing: the cell is proposed the wrapper's proposal.
///
/// Preferred size: exactly the cell's.
public struct GridCellLayout: TransparentLayout, Hashable {
    public var row: Int
    public var column: Int
    /// Columns spanned; 0 for a view outside any GridRow (it spans every column).
    public var span: Int
    public var unsizedAxes: Axis.Set
    public var columnAlignment: HorizontalAlignment?
    public var anchor: Alignment?
    /// The `GridRow(alignment:)` of the cell's row, if it set one.
    public var rowAlignment: VerticalAlignment? = nil

    public var name: String { "GridCell" }
    public var arguments: [Argument] { [Argument("row", "\(row)"), Argument("column", "\(column)")] }
}
