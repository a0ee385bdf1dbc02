/// `tracking(_:)` on a view or a Text: points added after every character cluster of Text
/// inside (Apple: "the amount of additional space, in points, that the view should add to each
/// character cluster after layout", https://developer.apple.com/documentation/swiftui/text/tracking(_:)).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; a line of n graphemes inside is n × tracking wider,
/// the last one's included (Apple: tracking is "trailing whitespace"). Tracking wins over
/// `kerning(_:)` when both are set (Core Text's `kCTTrackingAttributeName`: "If both
/// kCTKernAttributeName and kCTTrackingAttributeName are present kCTKernAttributeName will be
/// ignored unless zero").
public struct TrackingModifier: TransparentLayout, Hashable {
    public var tracking: Double
    public init(_ tracking: Double) { self.tracking = tracking }
    public var name: String { "tracking" }
    public var arguments: [Argument] { [Argument(nil, Format.number(tracking))] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.tracking = tracking.isFinite ? tracking : 0
    }
}
