/// `background(_:alignment:)` and `overlay(_:alignment:)`, view and style forms (§8.3).
///
/// Child sizing: the primary view (first child) is proposed the modifier's proposal; the
/// secondary view (second child) is proposed the primary's final size.
///
/// Preferred size: exactly the primary's; its priority, spacing and guides too. The secondary
/// is aligned on the primary by `alignment`, may overflow, and never affects layout.
public struct SecondaryLayerLayout: Layout, Hashable {
    public enum Placement: String, Sendable, Hashable { case background, overlay }
    public var placement: Placement
    public var alignment: Alignment
    /// The style form (`background(.red)`) spells its style here; nil for the view form.
    public var style: String?
    /// The device's safe area, for the style form of `background`, which extends into it.
    var safeArea: SafeArea?

    public init(_ placement: Placement, alignment: Alignment = .center, style: String? = nil) {
        self.placement = placement
        self.alignment = alignment
        self.style = style
    }

    public var name: String { placement.rawValue }
    public var arguments: [Argument] {
        var args: [Argument] = []
        if let style { args.append(Argument(nil, style)) }
        if alignment != .center { args.append(Argument("alignment", ".\(alignment)")) }
        return args
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        subviews.first?.lengthThatFits(axis, proposal)
    }
    public func hasLengthShortcut(subviews: LayoutSubviews) -> Bool { !subviews.isEmpty }

    /// The style form of `background` (`background(.red)`, `background(Color.blue)`) is
    /// `background(_:ignoresSafeAreaEdges: .all)`: on a device screen its colour extends into
    /// the safe area on the edges the view touches (Apple:
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)).
    /// The view form (`background { … }`) does not.
    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        guard placement == .background, style != nil, let safeArea = environment.safeArea else { return nil }
        return resolving(\.safeArea, to: safeArea)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        guard subviews.count > 1 else { return }
        if let safeArea {
            let extended = safeArea.extending(bounds, on: .all)
            subviews[1].place(at: extended.origin, proposal: ProposedViewSize(width: extended.width, height: extended.height))
            return
        }
        let primarySize = bounds.size
        let secondary = subviews[1]
        let offer = ProposedViewSize(primarySize)
        let size = secondary.sizeThatFits(offer)
        let x = primary.alignmentValue(alignment.horizontal.key, in: primarySize, proposal: proposal)
            - secondary.alignmentValue(alignment.horizontal.key, in: size, proposal: offer)
        let y = primary.alignmentValue(alignment.vertical.key, in: primarySize, proposal: proposal)
            - secondary.alignmentValue(alignment.vertical.key, in: size, proposal: offer)
        secondary.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: offer)
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.first?.priority ?? 0 }

    public func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> Double? {
        subviews.first?.explicitAlignment(of: key, in: bounds.size, proposal: proposal)
    }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { subviews.first?.dependsOnProposal ?? false }
}
