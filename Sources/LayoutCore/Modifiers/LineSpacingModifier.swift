/// `lineSpacing(_:)`: the points Text inside adds between two of its lines (Apple: "the amount of
/// space between lines of text in this view"; none above the first line or below the last, our
/// reading of "between").
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; a Text of n lines inside is (n − 1) × spacing taller.
public struct LineSpacingModifier: TransparentLayout, Hashable {
    public var spacing: Double
    public init(_ spacing: Double) { self.spacing = spacing }
    public var name: String { "lineSpacing" }
    public var arguments: [Argument] { [Argument(nil, Format.number(spacing))] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.lineSpacing = spacing }
}
