/// `frame(width:height:alignment:)` (§5.1).
///
/// Child sizing: proposed (width ?? proposed width, height ?? proposed height).
///
/// Preferred size: (width ?? child width, height ?? child height); with both set the child is
/// not consulted. The child is aligned inside the frame by `alignment` and may overflow.
/// A negative or non-finite dimension is treated as nil, with SwiftUI's warning. Priority 0;
/// set dimensions reset the spacing of their edges to a generic view's.
public struct FrameLayout: Layout, Hashable {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment
    public var warnings: [String] = []

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        // Per-axis validation: the sheet notes OSU checks the width value for both axes, probably a
        // transcription slip (open question 9); we follow Apple's intended per-axis rule.
        self.width = Self.validated(width, &warnings)
        self.height = Self.validated(height, &warnings)
        self.alignment = alignment
    }

    static func validated(_ value: Double?, _ warnings: inout [String]) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            warnings.append("Invalid frame dimension (negative or non-finite): \(Format.number(value)) treated as nil")
            return nil
        }
        return value
    }

    public var name: String { "frame" }
    public var arguments: [Argument] {
        var args: [Argument] = []
        if let width { args.append(Argument("width", Format.number(width))) }
        if let height { args.append(Argument("height", Format.number(height))) }
        if alignment != .center { args.append(Argument("alignment", ".\(alignment)")) }
        return args
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // Validated lengths (never NaN) and a proposal's components: nothing to normalise.
        ProposedViewSize(knownValidWidth: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        guard let child = subviews.first else { return proposal.replacingUnspecifiedDimensions() }
        let size = child.sizeThatFits(childProposal(proposal))
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        placeOnlySubviewAligned(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func alignedPlacement(in size: Size, proposal: ProposedViewSize) -> AlignedPlacement? {
        AlignedPlacement(proposal: childProposal(proposal), alignment: alignment)
    }

    /// Both lengths set: the child is proposed them whatever the frame is proposed.
    public var fixedAlignedPlacement: AlignedPlacement? {
        guard let width, let height else { return nil }
        return AlignedPlacement(proposal: ProposedViewSize(knownValidWidth: width, height: height), alignment: alignment)
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        // Both lengths fixed: every edge is reset, so the child's preferences need not be asked
        // (a long row of fixed frames: issue 18).
        if width != nil, height != nil { return .generic }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? .generic).resettingToGeneric(edges)
    }

    public var hasGenericSpacing: Bool { width != nil && height != nil }

    /// Both lengths set: the answer is read, the child is not asked.
    public var answersInConstantTime: Bool { width != nil && height != nil }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool {
        !(width != nil && height != nil) && (subviews.first?.dependsOnProposal ?? true)
    }
}

extension LayoutSubview {
    /// Places the child centred in `bounds`.
    public func placeCentred(in bounds: Rect, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        place(at: Point(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2), proposal: proposal)
    }
}
