/// `ColorPicker("Title", selection:)` and `ColorPicker(selection:) { label }` on iOS and macOS.
///
/// Child sizing: a composition `HStack { label; Spacer(); well }`, the well a 28 × 28 pt circle
/// (our model of the colour well iOS draws; Apple publishes no size).
///
/// Preferred size: as wide as proposed (the Spacer: h-exp); as tall as the taller of the label
/// and the well (title form v-hug, label-view form neutral), as a Toggle.
///
/// macOS: `HStack { label; well }`, the 44 × 23 pt colour well (`MacMetrics`, our model) right
/// after the label, no Spacer: h-hug, v-hug (label-view form neutral). In a `columns` form the
/// label takes the leading column. Under `labelsHidden()` the well alone (h-hug, v-hug).
public struct ColorPickerLayout: TitledControl, PlatformAdaptive, Hashable {
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var platform: Platform
    /// Whether the label is drawn elsewhere (a `columns` form's leading column).
    public var labelsHidden: Bool
    public init(title: String? = nil, platform: Platform = .iOS, labelsHidden: Bool = false) {
        self.title = title
        self.platform = platform
        self.labelsHidden = labelsHidden
    }

    /// The colour well's size (our model).
    public static let wellSize = Size(width: 28, height: 28)

    /// The colour well, built once for every ColorPicker.
    static let well = ControlParts.fixedShape(.circle, wellSize)
    /// macOS's colour well, built once.
    static let macWell = ControlParts.fixedShape(.roundedRectangle, MacMetrics.colorWell, cornerRadius: MacMetrics.bezelCornerRadius)

    public var name: String { "ColorPicker" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(content)
        let hidden = labelsHidden || environment.labelsHidden
        guard platform == .macOS else { return [hidden ? Self.well : ControlParts.spacedRow(label, Self.well)] }
        return [hidden ? Self.macWell : ControlParts.inlineRow(label, Self.macWell)]
    }
}

extension ColorPickerLayout: FormColumnsControl {
    public func formLabel(children: [ViewNode]) -> ViewNode? {
        title.map { $0.isEmpty ? nil : ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(children)
    }
}

public struct ColorPicker: View {
    public var node: ViewNode
    public init(_ title: String) { node = ViewNode(ColorPickerLayout(title: title)) }
    public init(@ViewBuilder label: () -> [ViewNode]) { node = ViewNode(ColorPickerLayout(), children: label()) }
}
