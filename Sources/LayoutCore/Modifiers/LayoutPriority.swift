/// `layoutPriority(_:)` (§9): the priority the view reports to its parent.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's. Stacks size higher priorities first; a ZStack sizes
/// itself from its highest-priority children only. NaN is treated as 0.
public struct LayoutPriorityLayout: TransparentLayout, Hashable {
    public var value: Double
    public init(_ value: Double) { self.value = value.isNaN ? 0 : value }
    public var name: String { "layoutPriority" }
    public var arguments: [Argument] { [Argument(nil, Format.number(value))] }
    public func layoutPriority(subviews: LayoutSubviews) -> Double { value }
}
