/// `LabeledContent("Label", value: "Value")`, `LabeledContent("Label") { content }`,
/// `LabeledContent { content } label: { … }` with the automatic style on iOS.
///
/// Child sizing: a composition `HStack { label; Spacer(); content }`: label and content are
/// proposed their shares of the row, the Spacer takes the rest (our model of the iOS style, which
/// puts the label at the leading edge and the value at the trailing edge, as in a form).
///
/// Preferred size: as wide as proposed (the Spacer: h-exp); as tall as the taller of label and
/// content (v-hug with text, neutral with views).
///
/// macOS: `HStack { label; content }` at the default spacing, no Spacer (our model of macOS's
/// automatic style outside a form: hugging, h-hug with text); in a `columns` form the label
/// takes the leading column and the content the trailing one.
///
/// Children: the label, then the content.
public struct LabeledContentLayout: TransparentLayout, PlatformAdaptive, Hashable {
    public var platform: Platform
    /// Whether the label is drawn elsewhere (a `columns` form's leading column).
    public var labelsHidden: Bool
    public init(platform: Platform = .iOS, labelsHidden: Bool = false) {
        self.platform = platform
        self.labelsHidden = labelsHidden
    }
    public var name: String { "LabeledContent" }
    public var role: LayoutRole { .container }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = ControlParts.label(Array(content.prefix(1)))
        let value = ControlParts.label(Array(content.dropFirst()))
        if labelsHidden { return [value] }
        return [platform == .macOS ? ControlParts.inlineRow(label, value) : ControlParts.spacedRow(label, value)]
    }
}

extension LabeledContentLayout: FormColumnsControl {
    public func formLabel(children: [ViewNode]) -> ViewNode? { children.first }
}

public struct LabeledContent: View {
    public var node: ViewNode
    public init(_ title: String, value: String) {
        node = ViewNode(LabeledContentLayout(), children: [Text(title).node, Text(value).node])
    }
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(LabeledContentLayout(), children: [Text(title).node] + content())
    }
}
