/// `ZStack(alignment:content:)` (§11).
///
/// Child sizing: the children with the highest priority are proposed the stack's proposal and
/// size the stack; lower-priority children are not consulted. When placed, every child is
/// proposed the stack's final size.
///
/// Preferred size: the union of the top-priority children's frames, each aligned with its
/// `alignment` point on a common point (the union, not the maximum: open question 3, the
/// sheet's recommendation). A single child is used directly; no child → (0 × 0).
public struct ZStackLayout: Layout, Hashable {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public var name: String { "ZStack" }
    public var role: LayoutRole { .container }
    public var arguments: [Argument] { alignment == .center ? [] : [Argument("alignment", ".\(alignment)")] }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    /// Steps: 1. the highest priority; 2. each top child's frame with its alignment point at 0;
    /// 3. the union's lower corner and size.
    func union(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Rect {
        let top = subviews.map(\.priority).max() ?? 0
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var counted = 0
        // An infinite child makes that axis infinite: centring it gives -∞ + ∞ = NaN, which
        // answered 0 (ZStack { Color; Color } proposed ∞ × ∞ was (0 × 0)).
        var infinite = (width: false, height: false)
        for subview in subviews where subview.priority == top {
            let size = subview.sizeThatFits(proposal)
            infinite.width = infinite.width || size.width == .infinity
            infinite.height = infinite.height || size.height == .infinity
            let x = -subview.alignmentValue(alignment.horizontal.key, in: size, proposal: proposal)
            let y = -subview.alignmentValue(alignment.vertical.key, in: size, proposal: proposal)
            minX = Swift.min(minX, x)
            minY = Swift.min(minY, y)
            maxX = Swift.max(maxX, x + size.width)
            maxY = Swift.max(maxY, y + size.height)
            counted += 1
        }
        if counted < subviews.count {
            subviews.note("ZStack: sized by the \(counted) child\(counted == 1 ? "" : "ren") of priority \(Format.number(top)); \(subviews.count - counted) lower-priority child\(subviews.count - counted == 1 ? " is" : "ren are") not consulted")
        }
        guard counted > 0 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(
            x: infinite.width ? 0 : minX, y: infinite.height ? 0 : minY,
            width: infinite.width ? .infinity : maxX - minX, height: infinite.height ? .infinity : maxY - minY)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        switch subviews.count {
        case 0: return .zero
        case 1: return subviews[0].sizeThatFits(proposal)
        default: return union(proposal, subviews).size
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        if subviews.count == 1 { return subviews[0].place(at: bounds.origin, proposal: proposal) }
        let box = union(proposal, subviews)
        let anchor = Point(x: bounds.minX - box.minX, y: bounds.minY - box.minY)
        let offer = ProposedViewSize(bounds.size)
        for subview in subviews {
            let size = subview.sizeThatFits(offer)
            let x = anchor.x - subview.alignmentValue(alignment.horizontal.key, in: size, proposal: offer)
            let y = anchor.y - subview.alignmentValue(alignment.vertical.key, in: size, proposal: offer)
            subview.place(at: Point(x: x, y: y), proposal: offer)
        }
    }

    public func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        subviews.count == 1 ? subviews[0].lengthThatFits(axis, proposal) : nil
    }
    public func hasLengthShortcut(subviews: LayoutSubviews) -> Bool { subviews.count == 1 }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        subviews.isEmpty ? .zero : subviews.dropFirst().reduce(subviews[0].spacing) { $0.union($1.spacing) }
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.count == 1 ? subviews[0].priority : 0 }

    public func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        stackExplicitAlignment(key, bounds, proposal, subviews)
    }
}
