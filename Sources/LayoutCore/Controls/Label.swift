/// `Label(_:systemImage:)`, `Label(_:image:)` and `Label(title:icon:)` (seed 002, Labels;
/// layout-rules §12.8).
///
/// Child sizing: a composition `HStack { icon; title }` (the default `titleAndIcon` style on
/// iOS); `styles["labelStyle"]` = "titleOnly" or "iconOnly" keeps one of them; in a
/// `ContentUnavailableView`'s label, `VStack(spacing: 8) { icon; title }` with the icon at 48 pt.
/// The icon and the title are proposed the stack's shares.
///
/// Preferred size: the HStack's: icon and title side by side with the default spacing (8 pt
/// between generic views, §10.2; SwiftUI's exact label spacing is not published, model
/// estimate), as tall as the taller. Title form (a symbol or an image and a Text) h-hug, v-hug;
/// title and icon views h-neu, v-neu.
/// Dimensions: a symbol is one line tall and square, as `Image(systemName:)` (§4.1, model).
public struct LabelLayout: TitledControl, Hashable {
    /// The icon of the title form.
    public enum Icon: Hashable, Sendable {
        case systemImage(String)
        case image(String)
    }
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var icon: Icon?
    public init(title: String? = nil, icon: Icon? = nil) {
        self.title = title
        self.icon = icon
    }

    public var name: String { "Label" }
    public var arguments: [Argument] {
        var args = ControlParts.titleArguments(title)
        switch icon {
        case .systemImage(let name)?: args.append(Argument("systemImage", TextLayout.quoted(name)))
        case .image(let name)?: args.append(Argument("image", TextLayout.quoted(name)))
        case nil: break
        }
        return args
    }
    public var role: LayoutRole { title == nil ? .container : .leaf }
    /// The style a `ContentUnavailableView` gives the label in its label view: the icon at 48 pt
    /// above the title, as its own title form lays them out.
    static let contentUnavailableStyle = "contentUnavailable"
    /// Title view and icon view.
    public var contentSlots: Int { 2 }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let titleNode: ViewNode
        let iconNode: ViewNode
        if let title {
            titleNode = ControlParts.title(title, localized: titleIsLocalized)
            switch icon {
            case .systemImage(let name)?: iconNode = Image(systemName: name).node.synthetic()
            case .image(let name)?: iconNode = Image(name).node.synthetic()
            case nil: iconNode = ViewNode(EmptyViewLayout(), isSynthetic: true)
            }
        } else {
            // Label(title:icon:) stores [title, icon].
            titleNode = ControlParts.label(content.isEmpty ? [] : [content[0]])
            iconNode = ControlParts.label(content.count > 1 ? [content[1]] : [])
        }
        switch environment.styles["labelStyle"] ?? "automatic" {
        case "titleOnly": return [titleNode]
        case "iconOnly": return [iconNode]
        case Self.contentUnavailableStyle:
            // The title form's dimensions (our model: ContentUnavailableViewLayout's 48 pt symbol
            // and 8 pt spacing; Apple publishes none).
            let icon = ContainerParts.inFont(.system(size: 48), iconNode)
            return [ViewNode(VStackLayout(spacing: 8), children: [icon, titleNode], isSynthetic: true)]
        default: return [ViewNode(HStackLayout(), children: [iconNode, titleNode], isSynthetic: true)]
        }
    }
}

public struct Label: View {
    public var node: ViewNode
    /// `Label("Title", systemImage: "star")`.
    public init(_ title: String, systemImage: String) {
        node = ViewNode(LabelLayout(title: title, icon: .systemImage(systemImage)))
    }
    /// `Label("Title", image: "name")`.
    public init(_ title: String, image: String) { node = ViewNode(LabelLayout(title: title, icon: .image(image))) }
    /// `Label { title } icon: { icon }`.
    public init(@ViewBuilder title: () -> [ViewNode], @ViewBuilder icon: () -> [ViewNode]) {
        node = ViewNode(LabelLayout(), children: [single(title()), single(icon())])
    }
}
