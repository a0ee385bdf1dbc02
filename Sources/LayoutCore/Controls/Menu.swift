/// `Menu("Title") { items }`, `Menu("Title", systemImage: "ellipsis") { items }` and
/// `Menu { items } label: { … }` with the default button style on iOS.
///
/// Child sizing: the label alone (the title as a Text, the title and symbol as a `Label`, or the
/// user's label view), as a default-style button lays it out. The items appear only when the
/// menu opens, in a popover that does not take part in the screen's layout, so they are not laid
/// out.
///
/// Preferred size: the label's (title form h-hug, v-hug; label-view form neutral, as `Button`).
///
/// macOS: a pull-down button, `HStack { label; chevron }` in a bezel at least 21 pt tall, 8 pt
/// in (AppKit's pop-up button height, `MacMetrics`; the chevron one line tall as a symbol is);
/// `menuStyle(.borderlessButton)` drops the bezel. Still h-hug, v-hug with a title (label-view
/// form neutral).
public struct MenuLayout: TitledControl, PlatformAdaptive, Hashable {
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var systemImage: String?
    public var platform: Platform
    public init(title: String? = nil, systemImage: String? = nil, platform: Platform = .iOS) {
        self.title = title
        self.systemImage = systemImage
        self.platform = platform
    }

    public var name: String { "Menu" }
    public var arguments: [Argument] {
        ControlParts.titleArguments(title) + (systemImage.map { [Argument("systemImage", TextLayout.quoted($0))] } ?? [])
    }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = self.label(content)
        guard platform == .macOS else { return [label] }
        let button = ControlParts.inlineRow(label, ControlParts.symbol("chevron.down"))
        if environment.styles["menuStyle"] == "borderlessButton" { return [button] }
        return [ControlParts.bezel(button, height: MacMetrics.buttonHeight(environment.controlSize), inset: MacMetrics.bezelInset)]
    }

    /// The label: the user's views, the title, or the title and its symbol.
    func label(_ content: [ViewNode]) -> ViewNode {
        guard let title else { return ControlParts.label(content) }
        guard let systemImage else { return ControlParts.title(title, localized: titleIsLocalized) }
        return ViewNode(LabelLayout(title: title, icon: .systemImage(systemImage)), isSynthetic: true)
    }
}

public struct Menu: View {
    public var node: ViewNode
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode] = { [] }) { node = ViewNode(MenuLayout(title: title)) }
    public init(@ViewBuilder content: () -> [ViewNode] = { [] }, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(MenuLayout(), children: label())
    }
}
