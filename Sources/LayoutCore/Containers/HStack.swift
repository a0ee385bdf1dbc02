/// `HStack(alignment:spacing:content:)` (§10).
///
/// Child sizing: children are probed at width 0 and ∞, then sized in priority groups, least
/// flexible first, each proposed an equal share of the width that remains (see
/// `StackAlgorithm`); every child gets the stack's proposed height.
///
/// Preferred size: the children side by side with their gaps (default spacing from the
/// children's preferences: 8 between generic views, 0 next to a Spacer), as tall as the union
/// of the children aligned on `alignment`. A single child is used directly; no child → (0 × 0).
public struct HStackLayout: Layout, Hashable {
    public var alignment: VerticalAlignment
    public var spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public var name: String { "HStack" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] { stackArguments(alignment == .center ? nil : ".\(alignment)", spacing) }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .horizontal }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        stackSize(algorithm, proposal, subviews, name: name)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        stackPlace(algorithm, bounds, proposal, subviews, name: name)
    }
    public func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        subviews.count == 1 ? subviews[0].lengthThatFits(axis, proposal) : nil
    }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        subviews.count == 1 ? subviews[0].spacing : algorithm.spacing(subviews)
    }
    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.count == 1 ? subviews[0].priority : 0 }
    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        stackExplicitAlignment(key, bounds, proposal, subviews)
    }
}

/// `VStack(alignment:spacing:content:)` (§10): HStack's algorithm with the axes swapped.
///
/// Child sizing: children are probed at height 0 and ∞, then sized in priority groups, least
/// flexible first, each proposed an equal share of the height that remains; every child gets
/// the stack's proposed width.
///
/// Preferred size: the children stacked with their gaps (8 between generic views, text
/// metrics next to Text, 0 next to a Spacer), as wide as the union of the children aligned on
/// `alignment`. A single child is used directly; no child → (0 × 0).
public struct VStackLayout: Layout, Hashable {
    public var alignment: HorizontalAlignment
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public var name: String { "VStack" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] { stackArguments(alignment == .center ? nil : ".\(alignment)", spacing) }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .vertical }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        stackSize(algorithm, proposal, subviews, name: name)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        stackPlace(algorithm, bounds, proposal, subviews, name: name)
    }
    public func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        subviews.count == 1 ? subviews[0].lengthThatFits(axis, proposal) : nil
    }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        subviews.count == 1 ? subviews[0].spacing : algorithm.spacing(subviews)
    }
    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.count == 1 ? subviews[0].priority : 0 }
    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        stackExplicitAlignment(key, bounds, proposal, subviews)
    }
}

func stackArguments(_ alignment: String?, _ spacing: Double?) -> [Argument] {
    var args: [Argument] = []
    if let alignment { args.append(Argument("alignment", alignment)) }
    if let spacing { args.append(Argument("spacing", Format.number(spacing))) }
    return args
}

/// A stack with one child is that child (no stack layout, §10.1); with none it is (0 × 0).
func stackSize(_ algorithm: StackAlgorithm, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String) -> Size {
    switch subviews.count {
    case 0: return .zero
    case 1: return subviews[0].sizeThatFits(proposal)
    default: return algorithm.layout(proposal, subviews, name: name).size
    }
}

func stackPlace(_ algorithm: StackAlgorithm, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, name: String) {
    switch subviews.count {
    case 0: return
    case 1: subviews[0].place(at: bounds.origin, proposal: proposal)
    default: algorithm.place(in: bounds, proposal: proposal, subviews: subviews, name: name)
    }
}

func stackExplicitAlignment(_ key: AlignmentKey, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Double? {
    if subviews.count == 1 { return subviews[0].explicitAlignment(of: key, in: bounds.size, proposal: proposal) }
    return subviews.combinedExplicitAlignment(of: key, in: bounds, proposal: proposal)
}
