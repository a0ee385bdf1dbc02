/// `alignmentGuide(_:computeValue:)` (§8.6).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's (its priority and spacing too). The guide's explicit
/// value becomes `computeValue` of the content's dimensions.
public struct AlignmentGuideLayout: TransparentLayout {
    public var key: AlignmentKey
    /// The closure as the user wrote it, for descriptions (`{ $0.width / 2 }`).
    public var expression: String
    public var computeValue: @Sendable (ViewDimensions) -> Double

    public init(_ key: AlignmentKey, expression: String = "{ … }", computeValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.key = key
        self.expression = expression
        self.computeValue = computeValue
    }

    public var name: String { "alignmentGuide" }
    public var arguments: [Argument] { [Argument(nil, ".\(key)"), Argument(nil, expression)] }
    public var label: String { "alignmentGuide(.\(key)) \(expression)" }
    public var definesExplicitGuides: Bool { true }

    public func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> Double? {
        guard let child = subviews.first else { return nil }
        guard key == self.key else { return child.explicitAlignment(of: key, in: bounds.size, proposal: proposal) }
        let dimensions = child.dimensions(
            in: bounds.size, proposal: proposal, keys: [.firstTextBaseline, .lastTextBaseline, key])
        let value = computeValue(dimensions)
        return value.isFinite ? value : nil
    }
}
