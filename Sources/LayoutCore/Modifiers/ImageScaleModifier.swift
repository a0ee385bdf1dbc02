extension Image {
    /// SwiftUI's `Image.Scale`: "a scale to apply to vector images relative to text".
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol's size relative to `.medium`: Apple documents the small scale as
        /// "approximately 20% smaller" and the large one as "approximately 30% larger" than the
        /// medium one (`NSImage.SymbolScale.small` / `.large`,
        /// https://developer.apple.com/documentation/appkit/nsimage/symbolscale/small and
        /// …/symbolscale/large). A symbol's exact frame depends on its glyph, which the model
        /// does not have: 0.8 and 1.3 are the documented approximation.
        public var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

/// `imageScale(_:)`: SF Symbol images inside take the scale's size relative to their text
/// (Apple: "Scales images within the view according to one of the relative sizes available
/// including small, medium, and large images sizes",
/// https://developer.apple.com/documentation/swiftui/view/imagescale(_:)).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; a symbol inside is its medium size × the scale's
/// `factor` (16 × 16 small, 26 × 26 large at 17 pt with the model's 20-pt symbol). Named images
/// and images given a size are not vector symbols and keep their size.
public struct ImageScaleModifier: TransparentLayout, Hashable {
    public var scale: Image.Scale
    public init(_ scale: Image.Scale) { self.scale = scale }
    public var name: String { "imageScale" }
    public var arguments: [Argument] { [Argument(nil, ".\(scale.rawValue)")] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.imageScale = scale }
}
