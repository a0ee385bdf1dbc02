/// `ShareLink(item:)`, `ShareLink("Title", item:)` and `ShareLink(item:) { label }` on iOS.
///
/// Child sizing: the label, as a default-style button lays it out. The default label is
/// `Label("Share", systemImage: "square.and.arrow.up")` (Apple's documentation: "a default
/// label" showing a share icon and the word Share); a title replaces the word.
///
/// Preferred size: the label's (h-hug, v-hug with the default label; neutral with a label view).
public struct ShareLinkLayout: ControlLayout, Hashable {
    /// nil for the label-view form; "Share" for the default label.
    public var title: String?
    public init(title: String? = "Share") { self.title = title }

    public var name: String { "ShareLink" }
    public var arguments: [Argument] { title == "Share" || title == nil ? [] : ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        guard let title else { return [ControlParts.label(content)] }
        return [ViewNode(LabelLayout(title: title, icon: .systemImage("square.and.arrow.up")), isSynthetic: true)]
    }
}

public struct ShareLink: View {
    public var node: ViewNode
    public init(_ title: String = "Share", item: String = "") { node = ViewNode(ShareLinkLayout(title: title)) }
    public init(item: String = "", @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(ShareLinkLayout(title: nil), children: label())
    }
}
