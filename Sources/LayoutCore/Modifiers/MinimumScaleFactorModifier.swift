/// `minimumScaleFactor(_:)`: Text inside that does not fit its proposal is drawn at a smaller
/// font, down to `factor` × its size, before it truncates (Apple: "a label with a minimum scale
/// factor of 0.5 draws its text in a font size as small as half of the actual font if needed",
/// https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; a Text inside that would truncate answers the size
/// of the largest scale between `factor` and 1 at which it fits (`TextLayout.fitted(_:)`).
/// A factor outside 0…1 (or not a number) is clamped to it, 0 being read as 0.01 (our model:
/// Apple allows "any value greater than 0 and less than or equal to 1").
public struct MinimumScaleFactorModifier: TransparentLayout, Hashable {
    public var factor: Double
    public init(_ factor: Double) { self.factor = factor }
    public var name: String { "minimumScaleFactor" }
    public var arguments: [Argument] { [Argument(nil, Format.number(factor))] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.minimumScaleFactor = Self.normalised(factor)
    }

    /// `factor` within 0.01…1; a non-finite factor is 1 (no shrinking).
    static func normalised(_ factor: Double) -> Double {
        guard factor.isFinite else { return 1 }
        return Swift.min(Swift.max(factor, 0.01), 1)
    }
}
