/// `ColorPicker("Title", selection:)` and `ColorPicker(selection:) { label }` on iOS.
///
/// Child sizing: a composition `HStack { label; Spacer(); well }`, the well a 28 × 28 pt circle
/// (our model of the colour well iOS draws; Apple publishes no size).
///
/// Preferred size: as wide as proposed (the Spacer: h-exp); as tall as the taller of the label
/// and the well (title form v-hug, label-view form neutral), as a Toggle.
public struct ColorPickerLayout: ControlLayout, Hashable {
    public var title: String?
    public init(title: String? = nil) { self.title = title }

    /// The colour well's size (our model).
    public static let wellSize = Size(width: 28, height: 28)

    /// The colour well, built once for every ColorPicker.
    static let well = ControlParts.fixedShape(.circle, wellSize)

    public var name: String { "ColorPicker" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map(ControlParts.title) ?? ControlParts.label(content)
        return [ControlParts.spacedRow(label, Self.well)]
    }
}

public struct ColorPicker: View {
    public var node: ViewNode
    public init(_ title: String) { node = ViewNode(ColorPickerLayout(title: title)) }
    public init(@ViewBuilder label: () -> [ViewNode]) { node = ViewNode(ColorPickerLayout(), children: label()) }
}
