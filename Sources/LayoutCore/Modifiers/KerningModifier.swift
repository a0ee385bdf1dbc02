/// `kerning(_:)` on a view or a Text: points by which every character of Text inside is moved
/// from the next (Apple: "Kerning defines the offset, in points, that a text view should shift
/// characters from the default spacing"; the last character's included: "the kerning affects
/// the trailing edge of the text view as well",
/// https://developer.apple.com/documentation/swiftui/text/kerning(_:)).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; a line of n graphemes inside is n × kerning wider,
/// unless a `tracking(_:)` is set, which wins (`TrackingModifier`). Ligatures, which kerning
/// keeps, are not modelled (docs/text-metrics.md).
public struct KerningModifier: TransparentLayout, Hashable {
    public var kerning: Double
    public init(_ kerning: Double) { self.kerning = kerning }
    public var name: String { "kerning" }
    public var arguments: [Argument] { [Argument(nil, Format.number(kerning))] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.kerning = kerning.isFinite ? kerning : 0
    }
}
