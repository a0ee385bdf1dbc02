/// `VStack(alignment:spacing:content:)` (§10): HStack's algorithm with the axes swapped.
///
/// Child sizing: children are probed at height 0 and ∞, then sized in priority groups, least
/// flexible first, each proposed an equal share of the height that remains; every child gets
/// the stack's proposed width.
///
/// Preferred size: the children stacked with their gaps (8 between generic views, text
/// metrics next to Text, 0 next to a Spacer), as wide as the union of the children aligned on
/// `alignment`. A single child is used directly; no child → (0 × 0).
public struct VStackLayout: AxisStackLayout, Hashable {
    public var alignment: HorizontalAlignment
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public var name: String { "VStack" }
    public var arguments: [Argument] { stackArguments(alignment == .center ? nil : ".\(alignment)", spacing) }
}
