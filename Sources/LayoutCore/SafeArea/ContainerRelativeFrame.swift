/// `containerRelativeFrame(_ axes:alignment:)`,
/// `containerRelativeFrame(_ axes:count:span:spacing:alignment:)` and
/// `containerRelativeFrame(_ axes:alignment:_ length:)`.
///
/// Child sizing: on each axis in `axes` the child is proposed
/// `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`, the formula of
/// Apple's documentation of `containerRelativeFrame(_:count:span:spacing:alignment:)`
/// (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)),
/// where `container` is the nearest container's length, not the parent's proposal; with the
/// closure form, what the closure returns for the container's length on that axis (Apple:
/// the closure adjusts "the size of the nearest container" for the view,
/// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:)).
/// A negative result is 0 and a non-finite one leaves the axis to the child (our model: SwiftUI
/// does not document either). Other axes pass the proposal through.
///
/// Preferred size: that length on each axis in `axes` (the child is aligned inside by
/// `alignment` and may overflow), the child's length on the others.
///
/// The nearest container: inside a ScrollView, the scroll view's visible size as it is laid out
/// (`ScrollViewLayout.visibleSize`, less any `safeAreaPadding` between), not the lazy stack
/// that holds the view (Apple's paging example: each page is the scroll view's size);
/// elsewhere the environment's, read when the tree is compiled: the device screen's safe area
/// (`--device`; Apple: the container's size is taken "subtracting any safe area insets"). Our
/// model where none is known (a plain rectangle root, or a NavigationStack column, whose size
/// this engine does not carry): the proposal on that axis stands for the container, and a nil
/// proposal leaves the axis to the child.
public struct ContainerRelativeFrameLayout: Layout, Hashable {
    public var axes: Axis.Set
    public var count: Int
    public var span: Int
    public var spacing: Double
    public var alignment: Alignment
    /// The closure form's lengths; nil for the count/span formula.
    public var closure: ContainerRelativeLength.Closure?
    /// The nearest container's size, resolved from the environment.
    public var container: Size?
    /// Inside a ScrollView, the safe-area padding between it and this frame (the sum of both
    /// edges per axis); nil outside any ScrollView.
    public var scrollPadding: Size?
    public var warnings: [String] = []

    public init(_ axes: Axis.Set, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center) {
        self.axes = axes
        if count < 1 { warnings.append("count \(count) is below 1; using 1") }
        self.count = Swift.max(1, count)
        self.span = Swift.max(1, span)
        if span < 1 { warnings.append("span \(span) is below 1; using 1") }
        self.spacing = spacing.isFinite ? spacing : 0
        self.alignment = alignment
    }

    /// The closure form: `length` is run once per axis with the container's length as
    /// `.container` (`{ length, axis in length / 2 }` is `{ length, _ in length / 2 }`).
    public init(_ axes: Axis.Set, alignment: Alignment = .center, _ length: (ContainerRelativeLength, Axis) -> ContainerRelativeLength) {
        self.init(axes, alignment: alignment)
        closure = ContainerRelativeLength.Closure(length)
    }

    public var name: String { "containerRelativeFrame" }
    public var arguments: [Argument] {
        let axisName = axes == .all ? "[.horizontal, .vertical]" : axes == .horizontal ? ".horizontal" : ".vertical"
        var args = [Argument(nil, axisName)]
        if let closure {
            if alignment != .center { args.append(Argument("alignment", ".\(alignment)")) }
            args.append(Argument(nil, closure.spelled(for: axes)))
            return args
        }
        if count != 1 || span != 1 || spacing != 0 {
            args.append(Argument("count", "\(count)"))
            args.append(Argument("span", "\(span)"))
            args.append(Argument("spacing", Format.number(spacing)))
        }
        if alignment != .center { args.append(Argument("alignment", ".\(alignment)")) }
        return args
    }

    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        guard environment.containerSize != container || environment.scrollContainerPadding != scrollPadding else { return nil }
        var copy = self
        copy.container = environment.containerSize
        copy.scrollPadding = environment.scrollContainerPadding
        return copy
    }

    /// The nearest container's size: inside a ScrollView, its visible size as it is laid out,
    /// less the safe-area padding between (on an axis it knows); else the environment's.
    func nearestContainer(_ subviews: LayoutSubviews) -> (width: Double?, height: Double?) {
        guard let padding = scrollPadding, let visible = subviews.scrollContainer else { return (container?.width, container?.height) }
        return (visible.width.isNaN ? container?.width : Swift.max(0, visible.width - padding.width),
                visible.height.isNaN ? container?.height : Swift.max(0, visible.height - padding.height))
    }

    /// The frame's length on one axis: the closure's result or the formula, nil when neither a
    /// container nor a proposal gives a length, or the closure's result is not finite.
    func length(_ axis: Axis, container: Double?, proposal: Double?) -> Double? {
        guard let whole = container ?? proposal, whole.isFinite else { return nil }
        if let closure {
            let result = closure[axis].value(container: whole)
            return result.isFinite ? Swift.max(0, result) : nil
        }
        let one = (whole - spacing * Double(count - 1)) / Double(count)
        return Swift.max(0, one * Double(span) + spacing * Double(span - 1))
    }

    func frameSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (width: Double?, height: Double?) {
        let container = nearestContainer(subviews)
        return (axes.contains(.horizontal) ? length(.horizontal, container: container.width, proposal: proposal.width) : nil,
                axes.contains(.vertical) ? length(.vertical, container: container.height, proposal: proposal.height) : nil)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let frame = frameSize(proposal, subviews)
        let child = subviews.first?.sizeThatFits(childProposal(frame, proposal)) ?? .zero
        return Size(width: frame.width ?? child.width, height: frame.height ?? child.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        child.placeAligned(in: bounds, proposal: childProposal(frameSize(proposal, subviews), proposal), alignment: alignment)
    }

    /// Outside a ScrollView the container is known when the tree is compiled, so the engine may
    /// place a leaf child itself; inside one it is known only as the scroll view is laid out.
    public func alignedPlacement(in size: Size, proposal: ProposedViewSize) -> AlignedPlacement? {
        guard scrollPadding == nil else { return nil }
        let frame = (axes.contains(.horizontal) ? length(.horizontal, container: container?.width, proposal: proposal.width) : nil,
                     axes.contains(.vertical) ? length(.vertical, container: container?.height, proposal: proposal.height) : nil)
        return AlignedPlacement(proposal: childProposal(frame, proposal), alignment: alignment)
    }

    /// The child's proposal: the frame's lengths, the proposal's on an axis the frame leaves open.
    func childProposal(_ frame: (width: Double?, height: Double?), _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    }
}
