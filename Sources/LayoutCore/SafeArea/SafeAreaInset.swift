/// `safeAreaInset(edge:alignment:spacing:content:)`: a view along one edge of the content that
/// narrows the content's safe area.
///
/// Child sizing: the inset view first, proposed the length along the edge's axis less the
/// spacing and the content's least length there, and the proposal across; then the content,
/// proposed what the inset view and the spacing leave (OpenSwiftUI's `InsetViewLayout`, a
/// reimplementation audited against SwiftUI:
/// https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/main/Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift;
/// Apple documents the effect, not the numbers). A stack along the edge's axis does exactly
/// that when the inset view has the higher layout priority: `VStack(alignment:, spacing:)
/// { content; inset.layoutPriority(.greatestFiniteMagnitude) }` for `.bottom` (the inset first
/// for `.top`), an `HStack` for `.leading` / `.trailing`. Without the priority a stack would
/// share the length between the two, and a tall inset view would be squeezed to half of it.
/// `spacing` nil is 8 pt, the default spacing between views (our model; SwiftUI asks the two
/// views' spacing preferences).
///
/// Preferred size: the stack's: the two lengths and the spacing along the axis, the larger
/// across (the same source). A scroll view under the inset would in SwiftUI extend beneath it
/// with a content inset; here it is laid out beside it.
///
/// Children: the content, then the inset view.
public struct SafeAreaInsetLayout: TransparentLayout, Hashable {
    public var edge: Edge
    public var alignment: Alignment
    public var insetSpacing: Double?

    public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil) {
        self.edge = edge
        self.alignment = alignment
        self.insetSpacing = spacing.map { $0.isFinite ? $0 : 0 }
    }

    public var name: String { "safeAreaInset" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] {
        var args = [Argument("edge", ".\(edge)")]
        if let insetSpacing { args.append(Argument("spacing", Format.number(insetSpacing))) }
        return args
    }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        guard let main = content.first else { return [] }
        let views = content.count > 1 ? ControlParts.label(Array(content.dropFirst())) : EmptyView().node.synthetic()
        let inset = ViewNode(LayoutPriorityLayout(.greatestFiniteMagnitude), children: [views], isSynthetic: true)
        let spacing = insetSpacing ?? 8
        let stack: any Layout
        switch edge {
        case .top, .bottom: stack = VStackLayout(alignment: alignment.horizontal, spacing: spacing)
        case .leading, .trailing: stack = HStackLayout(alignment: alignment.vertical, spacing: spacing)
        }
        let ordered = edge == .top || edge == .leading ? [inset, main] : [main, inset]
        return [ViewNode(stack, children: ordered, isSynthetic: true)]
    }
}

/// `safeAreaPadding(_:_:)`: adds to the safe area's insets.
///
/// Child sizing: the content is proposed the proposal less the padding, as `padding` does (our
/// model: the two differ only for a scroll view, whose content scrolls into the padded area).
///
/// Preferred size: the content's plus the padding.
///
/// The nearest container below is measured less the padding: Apple's
/// `containerRelativeFrame` takes the container's size "subtracting any safe area insets that
/// might be applied to that container", and its example pads a horizontal ScrollView by 20 on
/// each side so that the items are sized from the width inside the padding
/// (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:)).
/// Our model subtracts it whether the padding is on the container or on a view inside it.
public struct SafeAreaPaddingLayout: TransparentLayout, Hashable {
    public var insets: EdgeInsets
    public init(insets: EdgeInsets) { self.insets = insets }
    public var name: String { "safeAreaPadding" }
    public var role: LayoutRole { .container }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        if let padding = environment.scrollContainerPadding {
            environment.scrollContainerPadding = Size(
                width: padding.width + insets.leading + insets.trailing, height: padding.height + insets.top + insets.bottom)
        }
        guard let container = environment.containerSize else { return }
        environment.containerSize = Size(
            width: Swift.max(0, container.width - insets.leading - insets.trailing),
            height: Swift.max(0, container.height - insets.top - insets.bottom))
    }
    public var arguments: [Argument] {
        [Argument(nil, "EdgeInsets(top: \(Format.number(insets.top)), leading: \(Format.number(insets.leading)), bottom: \(Format.number(insets.bottom)), trailing: \(Format.number(insets.trailing)))")]
    }
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        [ControlParts.wrap(PaddingLayout(insets: insets), ControlParts.label(content))]
    }
}
