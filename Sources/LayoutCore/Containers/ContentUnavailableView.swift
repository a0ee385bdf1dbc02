/// `ContentUnavailableView("Title", systemImage: "tray", description: Text("…"))`,
/// `ContentUnavailableView { label } description: { … } actions: { … }` and
/// `ContentUnavailableView.search`, on iOS 17+.
///
/// Child sizing: a composition, centred in the whole proposal:
/// `VStack(spacing: 16) { VStack(spacing: 8) { icon; title }; description; actions }
/// .fixedSize(horizontal: false, vertical: true).padding()
/// .frame(maxWidth: .infinity, maxHeight: .infinity)`: the parts wrap in the width and take
/// their own height. The title form's icon is the
/// symbol at 48 pt and its title `title2` text, and a label view is `title2` text with a
/// `Label`'s icon above its title, as in the title form; the description is `subheadline` text. Each
/// part is proposed the proposal's width less the default padding, and no height.
///
/// Preferred size: the proposal on both axes (expanding: the view fills the space an empty list
/// or screen leaves, as Apple's documentation shows it); for a nil component, the stack's length
/// plus the padding.
///
/// Dimensions: our model (48 pt symbol, 8 and 16 pt spacings, the default 16 pt padding);
/// Apple publishes none.
///
/// Children: the label (an `EmptyView` in the title form), the description, the actions (an
/// `EmptyView` when absent).
public struct ContentUnavailableViewLayout: TransparentLayout, Hashable {
    public var title: String?
    public var systemImage: String?
    public init(title: String? = nil, systemImage: String? = nil) {
        self.title = title
        self.systemImage = systemImage
    }

    public var name: String { "ContentUnavailableView" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        var args = ControlParts.titleArguments(title)
        if let systemImage { args.append(Argument("systemImage", TextLayout.quoted(systemImage))) }
        return args
    }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        var label = content.first ?? EmptyView().node
        if title == nil, content.first != nil {
            // A label view: `title2` text, a Label's icon above its title, as the title form.
            label = ControlParts.wrap(StyleModifier("labelStyle", style: LabelLayout.contentUnavailableStyle), ContainerParts.inFont(.title2, label))
        }
        if let title {
            var heading: [ViewNode] = []
            if let systemImage {
                heading.append(ContainerParts.inFont(.system(size: 48), ViewNode(ImageLayout(source: .systemName(systemImage), naturalSize: nil, isResizable: false), isSynthetic: true)))
            }
            heading.append(ContainerParts.text(title, font: .title2))
            label = ViewNode(VStackLayout(spacing: 8), children: heading, isSynthetic: true)
        }
        let description = content.count > 1 ? [ContainerParts.inFont(.subheadline, content[1])] : []
        let stack = ViewNode(VStackLayout(spacing: 16), children: [label] + description + content.dropFirst(2), isSynthetic: true)
        // Open question (our model): the parts are laid out at their own height, as in a scroll
        // view, so that the title and the description wrap rather than truncate when the view is
        // short (UIKit's UIContentUnavailableView, iOS 17, holds its content in a scroll view,
        // scrolling off by default: isScrollEnabled); content taller than the view is drawn past
        // its edges. Whether SwiftUI's scrolls is not published.
        let ownHeight = ControlParts.wrap(FixedSizeLayout(horizontal: false, vertical: true), stack)
        return [ContainerParts.filling(ControlParts.wrap(PaddingLayout(.all, nil), ownHeight))]
    }
}

public struct ContentUnavailableView: View {
    public var node: ViewNode
    public init(_ title: String, systemImage: String, @ViewBuilder description: () -> [ViewNode] = { [] }) {
        node = ViewNode(
            ContentUnavailableViewLayout(title: title, systemImage: systemImage),
            children: [EmptyView().node, ControlParts.label(description()), EmptyView().node])
    }
}
