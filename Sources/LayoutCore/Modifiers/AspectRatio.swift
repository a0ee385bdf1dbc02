/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (§7).
///
/// Child sizing:
/// 1. a fully unspecified proposal passes through unchanged (the ratio is not applied; OSU-only,
///    open question 7: we take the sheet's reading);
/// 2. r = (ratio, 1), or the child's ideal size when the ratio is nil; a square r becomes (1, 1);
/// 3. per axis scale s = proposal / r (∞ for nil, and for 0 / 0);
/// 4. s = min (fit) or max (fill) of the two;
/// 5. the child is proposed (r.w × s, r.h × s).
///
/// Preferred size: the child's answer (the modifier only changes the proposal, so a Text keeps
/// its own size). Priority 0.
public struct AspectRatioLayout: Layout, Hashable {
    public enum ContentMode: String, Sendable, Hashable { case fit, fill }
    public var ratio: Double?
    public var contentMode: ContentMode
    /// How the user wrote it: `aspectRatio`, `scaledToFit` or `scaledToFill`.
    public var spelling: String
    public var warnings: [String] = []

    public init(_ ratio: Double? = nil, contentMode: ContentMode = .fit, spelling: String = "aspectRatio") {
        if let ratio, !(ratio.isFinite && ratio >= 0) {
            self.ratio = nil
            warnings = ["aspect ratio \(Format.number(ratio)) is not a finite non-negative number; using the child's ideal ratio"]
        } else {
            self.ratio = ratio
        }
        self.contentMode = contentMode
        self.spelling = spelling
    }

    public var name: String { spelling }
    public var arguments: [Argument] {
        guard spelling == "aspectRatio" else { return [] }
        var args: [Argument] = []
        if let ratio { args.append(Argument(nil, Format.number(ratio))) }
        args.append(Argument("contentMode", ".\(contentMode.rawValue)"))
        return args
    }
    public var label: String { spelling == "aspectRatio" ? "aspectRatio(\(arguments.map(\.description).joined(separator: ", ")))" : "\(spelling)()" }

    func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        // 1. Fully unspecified: no ratio applied.
        if proposal.width == nil && proposal.height == nil { return proposal }
        // 2. The ratio as a size.
        var r = ratio.map { Size(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if r.width == r.height { r = Size(width: 1, height: 1) }
        // 3. Scale per axis.
        func scale(_ offer: Double?, _ length: Double) -> Double {
            guard let offer, !(offer == 0 && length == 0) else { return .infinity }
            return offer / length
        }
        let sx = scale(proposal.width, r.width)
        let sy = scale(proposal.height, r.height)
        // 4. Fit or fill.
        let s = contentMode == .fit ? Swift.min(sx, sy) : Swift.max(sx, sy)
        // 5. 0 × ∞ is NaN, which the proposal normalises to nil (§7).
        return ProposedViewSize(width: r.width * s, height: r.height * s)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return proposal.replacingUnspecifiedDimensions() }
        let q = childProposal(proposal, child)
        subviews.note("\(spelling): proposing \(q)")
        return child.sizeThatFits(q)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        child.placeCentred(in: bounds, proposal: childProposal(proposal, child))
    }
}
