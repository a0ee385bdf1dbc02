/// `Link(_:destination:)` and `Link(destination:label:)` (seed 002, Links; layout-rules §12.8).
///
/// Child sizing: the label (the title as a Text, or the user's label view) is proposed the link's
/// proposal.
///
/// Preferred size: exactly the label's: a link is a button with the link style, which adds no
/// insets. Title form h-hug, v-hug (a Text); label-view form h-neu, v-neu.
/// Dimensions: none of its own.
public struct LinkLayout: TitledControl, Hashable {
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var destination: String
    public init(title: String? = nil, destination: String) {
        self.title = title
        self.destination = destination
    }

    public var name: String { "Link" }
    public var arguments: [Argument] {
        ControlParts.titleArguments(title) + (destination.isEmpty ? [] : [Argument("destination", TextLayout.quoted(destination))])
    }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        [title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(content)]
    }
}

public struct Link: View {
    public var node: ViewNode
    /// `Link("Title", destination: "https://…")`.
    public init(_ title: String, destination: String) { node = ViewNode(LinkLayout(title: title, destination: destination)) }
    /// `Link(destination: "https://…") { label }`.
    public init(destination: String, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(LinkLayout(destination: destination), children: label())
    }
}
