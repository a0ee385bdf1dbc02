/// An image with a natural size (§4.1).
///
/// Child sizing: none (a leaf).
///
/// Preferred size: the natural size, whatever the proposal (hugging). With `.resizable()`:
/// each non-nil proposal component as is (∞ stays ∞), each nil component the natural size
/// (expanding).
///
/// Natural sizes we assume when the user gives none (documented defaults, `--image-size`
/// overrides them): a named image is 100 × 100; an SF Symbol is a square one line tall in the
/// current font (20 × 20 at the 17 pt body size), so symbols scale with `.font(…)`, times the
/// `imageScale(_:)` in effect (`Image.Scale.factor`: 0.8 small, 1.3 large).
/// Known deviation: SwiftUI gives symbols text-like baseline spacing (§4.1); we treat every
/// image as a generic view.
public struct Image: View {
    public enum Source: Hashable, Sendable {
        case named(String)
        case systemName(String)
    }
    public var source: Source
    public var naturalSize: Size?
    public var isResizable = false

    public init(_ name: String, naturalSize: Size? = nil) {
        self.source = .named(name)
        self.naturalSize = naturalSize
    }
    public init(systemName: String, naturalSize: Size? = nil) {
        self.source = .systemName(systemName)
        self.naturalSize = naturalSize
    }

    /// `.resizable()`: the image takes any proposed size.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public var node: ViewNode { ViewNode(ImageLayout(source: source, naturalSize: naturalSize, isResizable: isResizable)) }

    /// The default natural size of a named image.
    public static let defaultNaturalSize = Size(width: 100, height: 100)
}

public struct ImageLayout: Layout, Hashable {
    public var source: Image.Source
    /// The natural size given by the user, or nil for the documented default.
    public var naturalSize: Size?
    public var isResizable: Bool
    /// The font size in effect (symbols scale with it).
    public var fontSize: Double = Font.body.size
    /// `imageScale(_:)` in effect (symbols scale with it).
    public var imageScale: Image.Scale = .medium
    /// How the source spells an image that is not written `Image(…)`: a package's image view
    /// (`KFImage(url)`), which lays out as an image. Nil for SwiftUI's own.
    public var spelling: String?

    public init(source: Image.Source, naturalSize: Size?, isResizable: Bool, spelling: String? = nil) {
        self.spelling = spelling
        self.source = source
        self.naturalSize = naturalSize.map { Size(width: Self.valid($0.width), height: Self.valid($0.height)) }
        self.isResizable = isResizable
    }

    static func valid(_ value: Double) -> Double { value.isFinite && value >= 0 ? value : 0 }

    public var name: String { "Image" }
    public var label: String {
        var base: String
        switch source {
        case .named(let name): base = "Image(\(TextLayout.quoted(name)))"
        case .systemName(let name): base = "Image(systemName: \(TextLayout.quoted(name)))"
        }
        if let spelling { base = spelling }
        return isResizable ? base + ".resizable()" : base
    }
    public var arguments: [Argument] { [Argument(nil, label)] }
    public var role: LayoutRole { .leaf }

    /// The size the image has when nothing resizes it.
    public var effectiveNaturalSize: Size {
        if let naturalSize { return naturalSize }
        switch source {
        case .named: return Image.defaultNaturalSize
        case .systemName:
            let side = FontMetrics(size: fontSize).lineHeight * imageScale.factor
            return Size(width: side, height: side)
        }
    }

    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        if fontSize == environment.fontSize && imageScale == environment.imageScale { return nil }
        var copy = self
        copy.fontSize = environment.fontSize
        copy.imageScale = environment.imageScale
        return copy
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let natural = effectiveNaturalSize
        guard isResizable else { return natural }
        return proposal.replacingUnspecifiedDimensions(by: natural)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { isResizable }
    public var answersInConstantTime: Bool { true }
    public var hasGenericSpacing: Bool { true }
}
