/// `NavigationLink("Title") { destination }`, `NavigationLink(destination:label:)`,
/// `NavigationLink(value:label:)`: a button that pushes its destination. The destination is not
/// on screen, so it is not laid out.
///
/// Child sizing: outside a list, the label alone (the title as a Text, or the user's label
/// view), as a default-style button lays it out; on watchOS that is the bordered style spanning
/// the width, as `Button`'s (a link is a button: Apple's `PrimitiveButtonStyle.automatic` gives
/// watchOS the bordered style, our model applies it to links as well). In a List or Form row, a composition
/// `HStack { label; Spacer(minLength: 0); chevron }`: the row shows a disclosure chevron at its
/// trailing edge.
///
/// Preferred size: outside a list, the label's (title form h-hug, v-hug; label-view form
/// h-neu, v-neu, as `Button`; on watchOS h-exp, as `Button`); in a row, as wide as proposed (the Spacer) and as tall as the
/// taller of the label and the chevron.
///
/// Dimensions (our model): the chevron is 8 × 13 pt, the size of the `chevron.right` symbol
/// UIKit draws as a cell's disclosure indicator at the body size, commonly measured; Apple
/// publishes no number. macOS's lists show no disclosure chevron (a link in a sidebar selects its
/// row): there the row is the label alone (our model).
public struct NavigationLinkLayout: TitledControl, PlatformAdaptive, Hashable {
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var platform: Platform
    public init(title: String? = nil, platform: Platform = .iOS) {
        self.title = title
        self.platform = platform
    }

    /// The disclosure chevron's size (our model).
    public static let chevronSize = Size(width: 8, height: 13)

    public var name: String { "NavigationLink" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(content)
        guard environment.listStyle != nil, platform != .macOS else {
            return [platform == .watchOS ? ButtonLayout.bordered(label, on: .watchOS) : label]
        }
        return [ContainerParts.disclosureRow(label)]
    }
}

public struct NavigationLink: View {
    public var node: ViewNode
    /// `NavigationLink("Title") { destination }`.
    public init(_ title: String, @ViewBuilder destination: () -> [ViewNode] = { [] }) {
        node = ViewNode(NavigationLinkLayout(title: title))
    }
    /// `NavigationLink { destination } label: { label }`.
    public init(@ViewBuilder destination: () -> [ViewNode] = { [] }, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(NavigationLinkLayout(), children: label())
    }
}
