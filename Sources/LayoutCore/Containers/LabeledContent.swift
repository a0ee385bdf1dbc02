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
/// Children: the label, then the content.
public struct LabeledContentLayout: TransparentLayout, Hashable {
    public init() {}
    public var name: String { "LabeledContent" }
    public var role: LayoutRole { .container }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = ControlParts.label(Array(content.prefix(1)))
        let value = ControlParts.label(Array(content.dropFirst()))
        return [ControlParts.spacedRow(label, value)]
    }
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
