/// A control that a `columns` form splits into its label, in the form's leading column, and
/// itself without the label, in the trailing column (macOS).
public protocol FormColumnsControl: Layout {
    /// The label the form puts in its leading column, from the control's children (its label
    /// views) or its title; nil when the control shows none.
    func formLabel(children: [ViewNode]) -> ViewNode?
    /// Whether the control leaves its label out (SwiftUI's `labelsHidden()`, or the form
    /// drawing the label in its own column).
    var labelsHidden: Bool { get set }
}

extension FormColumnsControl {
    /// This control with its label drawn elsewhere (SwiftUI's `labelsHidden()`, as the form
    /// applies it).
    public var hidingLabel: Self {
        var copy = self
        copy.labelsHidden = true
        return copy
    }
}

/// `Form` in the `columns` style, macOS's default form style (Apple, `FormStyle.columns`: "A
/// non-scrolling form style with a trailing aligned column of labels next to a leading aligned
/// column of values", https://developer.apple.com/documentation/swiftui/formstyle/columns;
/// `Form`: "forms appear as grouped lists on iOS, and as aligned vertical stacks on macOS").
///
/// Child sizing: a composition `Grid(alignment: .leading) { GridRow { label
/// .gridColumnAlignment(.trailing); value } … }`. Each row of the form (after `Group` and
/// `ForEach` are expanded) is a grid row: a control with a label (a ``FormColumnsControl``:
/// Picker, TextField, SecureField, LabeledContent, DatePicker, ColorPicker, a macOS Slider's
/// label view), under any modifiers, puts the label in the leading column and itself without it
/// in the trailing one; any other view sits in the trailing column after an empty cell (a
/// checkbox keeps its title beside its box). A `Section`'s header and footer span both columns.
/// The Grid sizes its columns to their widest cells and its rows to their tallest, at its
/// default spacing (§12.5).
///
/// Preferred size: the grid's: the form neither scrolls nor takes the proposal, so it is neutral
/// on both axes (hugging with text and hugging controls). Which controls move their label is our
/// model of macOS 13 and later; Apple documents the columns, not the list.
enum FormColumns {
    /// 1. The grid of the form's rows.
    static func grid(_ content: [ViewNode]) -> ViewNode {
        let trailing = GridCellModifier(.columnAlignment(.trailing))
        let rows = cells(content).map { cell -> ViewNode in
            switch cell {
            case .spanning(let view): return view
            case .row(let label, let value):
                let leading = ControlParts.wrap(trailing, label ?? emptyCell())
                return ViewNode(GridRowLayout(), children: [leading, value], isSynthetic: true)
            }
        }
        return ViewNode(GridLayout(alignment: .leading), children: rows, isSynthetic: true)
    }

    /// A cell of the grid: a row's two columns, or a view across both.
    enum Cell {
        case row(label: ViewNode?, value: ViewNode)
        case spanning(ViewNode)
    }

    /// 2. The rows, sections opened: their header, rows and footer in order.
    static func cells(_ content: [ViewNode]) -> [Cell] {
        ContainerParts.elements(content).flatMap { element -> [Cell] in
            guard let section = element.layout as? SectionLayout else { return [cell(element)] }
            let parts = section.parts(of: element)
            return (parts.header.map { [.spanning($0)] } ?? []) + ContainerParts.elements(parts.rows).map(cell)
                + (parts.footer.map { [.spanning($0)] } ?? [])
        }
    }

    /// 3. One row: split into label and value when it is a labelled control.
    static func cell(_ row: ViewNode) -> Cell {
        guard let (label, value) = split(row) else { return .row(label: nil, value: row) }
        return .row(label: label, value: value)
    }

    /// The label of a labelled control under any modifiers, and the row with the control's label
    /// hidden; nil for any other view.
    static func split(_ row: ViewNode) -> (label: ViewNode, value: ViewNode)? {
        if let control = row.layout as? any FormColumnsControl {
            guard let label = control.formLabel(children: row.children) else { return nil }
            var value = row
            value.layout = control.hidingLabel
            return (label, value)
        }
        guard row.layout.role == .modifier, let content = row.children.first, let (label, value) = split(content) else { return nil }
        var modified = row
        modified.children[0] = value
        return (label, modified)
    }

    /// The leading cell of a row without a label.
    static func emptyCell() -> ViewNode {
        ControlParts.wrap(FrameLayout(width: 0, height: 0), Color.clear.node.synthetic())
    }
}
