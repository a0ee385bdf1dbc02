/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§5.2).
///
/// Child sizing: proposed the frame's proposal clamped to [min, max], with the ideal replacing
/// a nil component.
///
/// Preferred size, per axis with proposal p:
/// - min and max given (min ≤ max) and p not nil → clamp(p, min, max), the child is not consulted;
/// - p nil and an ideal given → the ideal;
/// - otherwise from the child's answer c: clamp(c) with both bounds, max(min(p, c), min) with only
///   a minimum, min(max(p, c), max) with only a maximum, c with neither.
/// The child is aligned inside the frame and may overflow. Priority 0; constrained axes reset
/// their edges' spacing to a generic view's.
public struct FlexFrameLayout: Layout, Hashable {
    /// The normalised constraints of one axis.
    public struct Constraints: Hashable, Sendable {
        public var min: Double?
        public var ideal: Double?
        public var max: Double?
        var isEmpty: Bool { min == nil && ideal == nil && max == nil }
        /// Both bounds present and consistent.
        var hasBothBounds: Bool {
            guard let min, let max else { return false }
            return min <= max
        }
    }

    public var horizontal: Constraints
    public var vertical: Constraints
    public var alignment: Alignment
    public var warnings: [String] = []
    let original: [Argument]

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        var warnings: [String] = []
        horizontal = Self.normalised(minWidth, idealWidth, maxWidth, &warnings)
        vertical = Self.normalised(minHeight, idealHeight, maxHeight, &warnings)
        self.alignment = alignment
        self.warnings = warnings
        var args: [Argument] = []
        for (label, value) in [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ] {
            if let value { args.append(Argument(label, value == .infinity ? ".infinity" : Format.number(value))) }
        }
        if alignment != .center { args.append(Argument("alignment", ".\(alignment)")) }
        original = args
    }

    /// SwiftUI's argument normalisation (§5.2), checked by OSU against the real initialiser:
    /// 1. min' = max(min, 0);
    /// 2. ideal' = max(min' ?? 0, ideal);
    /// 3. max' = max(ideal' ?? 0, max) — raised to the ideal, not to the minimum.
    /// NaN arguments are treated as nil (SwiftUI keeps NaN and behaves erratically; we never let
    /// NaN into layout).
    static func normalised(_ min: Double?, _ ideal: Double?, _ max: Double?, _ warnings: inout [String]) -> Constraints {
        func clean(_ value: Double?) -> Double? {
            guard let value else { return nil }
            if value.isNaN {
                warnings.append("Invalid frame dimension (negative or non-finite): nan treated as nil")
                return nil
            }
            return value
        }
        let (m, i, M) = (clean(min), clean(ideal), clean(max))
        if let m, m > (i ?? M ?? .infinity) || !m.isFinite {
            warnings.append("Invalid frame dimension (negative or non-finite): minimum \(Format.number(m))")
        } else if let i, i > (M ?? .infinity) {
            warnings.append("Invalid frame dimension (negative or non-finite): ideal \(Format.number(i))")
        } else if let m, let M, m > M {
            warnings.append("Contradictory frame constraints specified.")
        }
        let min1 = m.map { Swift.max($0, 0) }
        let ideal1 = i.map { Swift.max(min1 ?? 0, $0) }
        let max1 = M.map { Swift.max(ideal1 ?? 0, $0) }
        return Constraints(min: min1, ideal: ideal1, max: max1)
    }

    public var name: String { "frame" }
    public var arguments: [Argument] { original }

    func constraints(_ axis: Axis) -> Constraints { axis == .horizontal ? horizontal : vertical }

    /// Step 1: the frame's own length when it can decide without the child.
    func ownLength(_ axis: Axis, _ p: Double?) -> Double? {
        let c = constraints(axis)
        if let p, c.hasBothBounds { return clamp(p, c.min!, c.max!) }
        if p == nil, let ideal = c.ideal { return ideal }
        return nil
    }

    /// Step 3: the child's proposal on one axis.
    func childLength(_ axis: Axis, _ p: Double?) -> Double? {
        let c = constraints(axis)
        guard let base = p ?? c.ideal else { return nil }
        return clamp(base, c.min ?? -.infinity, c.max ?? .infinity)
    }

    /// Step 4: the frame's length from the child's.
    func lengthFromChild(_ axis: Axis, child: Double, offer q: Double?) -> Double {
        let c = constraints(axis)
        switch (c.min, c.max) {
        case let (min?, max?) where min <= max: return clamp(child, min, max)
        case (let min?, nil): return Swift.max(Swift.min(q ?? .infinity, child), min)
        case (nil, let max?): return Swift.min(Swift.max(q ?? -.infinity, child), max)
        default: return child
        }
    }

    func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(x, lo), hi) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let ownWidth = ownLength(.horizontal, proposal.width)
        let ownHeight = ownLength(.vertical, proposal.height)
        if let ownWidth, let ownHeight { return Size(width: ownWidth, height: ownHeight) }
        let q = ProposedViewSize(width: childLength(.horizontal, proposal.width), height: childLength(.vertical, proposal.height))
        let child = subviews.first?.sizeThatFits(q) ?? q.replacingUnspecifiedDimensions()
        return Size(
            width: ownWidth ?? lengthFromChild(.horizontal, child: child.width, offer: q.width),
            height: ownHeight ?? lengthFromChild(.vertical, child: child.height, offer: q.height))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        placeOnlySubviewAligned(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Placement (iOS 17+ linking, `FlexFrameIdealSizing`): the child is proposed the frame's
    /// final size, except on an axis with no ideal, a nil proposal, and a final size strictly
    /// between min and max, where it is proposed nil; it is aligned by `alignment`.
    public func alignedPlacement(in size: Size, proposal: ProposedViewSize) -> AlignedPlacement? {
        func childOffer(_ axis: Axis) -> Double? {
            let c = constraints(axis)
            let final = size[axis]
            if c.ideal == nil, proposal[axis] == nil, final > (c.min ?? -.infinity), final < (c.max ?? .infinity) {
                return nil
            }
            return final
        }
        return AlignedPlacement(proposal: ProposedViewSize(width: childOffer(.horizontal), height: childOffer(.vertical)), alignment: alignment)
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        var edges: Edge.Set = []
        if !horizontal.isEmpty { edges.formUnion(.horizontal) }
        if !vertical.isEmpty { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? .generic).resettingToGeneric(edges)
    }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool {
        !horizontal.isEmpty || !vertical.isEmpty || (subviews.first?.dependsOnProposal ?? true)
    }
}
