/// `HStack(alignment:spacing:content:)` (§10).
///
/// Child sizing: children are probed at width 0 and ∞, then sized in priority groups, least
/// flexible first, each proposed an equal share of the width that remains (see
/// `StackAlgorithm`); every child gets the stack's proposed height.
///
/// Preferred size: the children side by side with their gaps (default spacing from the
/// children's preferences: 8 between generic views, 0 next to a Spacer), as tall as the union
/// of the children aligned on `alignment`. A single child is used directly; no child → (0 × 0).
public struct HStackLayout: AxisStackLayout, Hashable {
    public var alignment: VerticalAlignment
    public var spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public var name: String { "HStack" }
    public var arguments: [Argument] { stackArguments(alignment == .center ? nil : ".\(alignment)", spacing) }
}
