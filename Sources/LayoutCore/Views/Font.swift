/// A font, reduced to its size: the text model scales every metric with it (§3.3).
///
/// `size` is the font's size at the Large Dynamic Type size (the default). A font that scales
/// with Dynamic Type names the text style it follows (`relativeTo`): a text style itself
/// (`Font.body`: the HIG's size at every ``DynamicTypeSize``, ``Font/TextStyle``),
/// `Font.custom(_:size:)` (Apple: "scales with the body text style"),
/// `Font.custom(_:size:relativeTo:)` (Apple: "scales relative to the given textStyle"). One with
/// no style keeps its size: `Font.system(size:)` and `Font.custom(_:fixedSize:)` (Apple: "a
/// fixed size that does not scale with Dynamic Type"). ``size(at:)`` resolves it.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The size at `.large`, in points.
    public var size: Double
    /// The weight the style uses (headline is semibold, Apple HIG "Typography"); measured with
    /// the matching Inter weight under `TextMetrics.system`.
    public var weight: Weight
    /// The text style whose growth the font follows with Dynamic Type; nil for a fixed size.
    public var relativeTo: TextStyle?

    /// The weights the real-metrics table covers.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold
    }

    /// `Font.monospacedDigit()`: digits take one common advance (`MonospacedDigitModifier`).
    public var monospacedDigit = false

    public init(name: String, size: Double, weight: Weight = .regular, relativeTo: TextStyle? = nil) {
        self.name = name
        self.size = size
        self.weight = weight
        self.relativeTo = relativeTo
    }

    /// The point size at `dynamicTypeSize`: a text style's size from the HIG's table, a size
    /// relative to a style scaled as the style grows (``TextStyle/scale(at:)``), a fixed size as
    /// it is.
    public func size(at dynamicTypeSize: DynamicTypeSize) -> Double {
        guard let style = relativeTo, dynamicTypeSize != .large else { return size }
        if size == style.pointSize(at: .large) { return style.pointSize(at: dynamicTypeSize) }
        return size * style.scale(at: dynamicTypeSize)
    }

    /// `font.monospacedDigit()`: this font with fixed-width digits.
    public func monospacedDigits() -> Font {
        var copy = self
        if !monospacedDigit { copy.name += ".monospacedDigit()" }
        copy.monospacedDigit = true
        return copy
    }

    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let body = TextStyle.body.font
    public static let callout = TextStyle.callout.font
    public static let subheadline = TextStyle.subheadline.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font

    /// Every text style, for parsing and printing.
    public static let textStyles: [Font] = [
        .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2,
    ]

    /// `.system(size: 20)`. A non-finite or negative size is normalised to the body size; -0 is 0
    /// (a -0 size made every advance -0 and a text width / advance −∞, which trapped).
    public static func system(size: Double) -> Font {
        Font(name: "system(size: \(Format.number(size)))", size: normalised(size))
    }

    /// `.system(size: 20, relativeTo: .title)`: 20 pt at Large, growing as `style` grows. Apple
    /// documents `relativeTo:` on `Font.custom`; a system font with it is read the same way.
    public static func system(size: Double, relativeTo style: TextStyle) -> Font {
        Font(name: "system(size: \(Format.number(size)), relativeTo: .\(style.rawValue))", size: normalised(size), relativeTo: style)
    }

    /// `.custom("Name", size: 20)` (relative to body), `.custom("Name", size: 20, relativeTo:
    /// .title)`, and with `relativeTo` nil `.custom("Name", fixedSize: 20)`: measured with the
    /// text model at that size (the named font's own metrics are not known).
    public static func custom(_ fontName: String, size: Double, relativeTo style: TextStyle?) -> Font {
        let spelled = "\"\(fontName)\""
        let name = switch style {
        case nil: "custom(\(spelled), fixedSize: \(Format.number(size)))"
        case .body?: "custom(\(spelled), size: \(Format.number(size)))"
        case let other?: "custom(\(spelled), size: \(Format.number(size)), relativeTo: .\(other.rawValue))"
        }
        return Font(name: name, size: normalised(size), relativeTo: style)
    }

    /// A non-finite or negative size is the body size; -0 is 0.
    static func normalised(_ size: Double) -> Double {
        size == 0 ? 0 : size.isFinite && size > 0 ? size : 17
    }

    public var description: String { name }
}

/// The metrics of the deterministic model font at one size (§3.3).
///
/// At the 17 pt body size every grapheme (space included) advances 8 pt and a line is 20 pt
/// tall: ascender 16, descender −4, leading 0, cap height 12, on a 1× display (pixel length 1).
/// Every metric scales linearly with the font size.
///
/// Known deviations from real fonts (SF Pro):
/// - real glyphs have different advances ("i" is narrower than "m"); ours are all equal, so
///   widths of real text differ by up to ±30 %;
/// - real line heights are ≈ 20.3 pt at 17 pt and not exactly proportional to the size;
/// - real text is measured on a 2× or 3× pixel grid; ours on 1×;
/// - no kerning, ligatures, hyphenation or language-specific line breaking;
/// - combining characters count as one grapheme each (as Swift's `Character` does).
public struct FontMetrics: Hashable, Sendable {
    public let size: Double
    public init(size: Double) { self.size = size }

    var scale: Double { size / 17 }
    /// Advance of every grapheme: 8 pt at 17 pt.
    public var advance: Double { 8 * scale }
    /// Line height: 20 pt at 17 pt.
    public var lineHeight: Double { 20 * scale }
    /// Ascender: 16 pt at 17 pt (the first baseline's offset from the top).
    public var ascender: Double { 16 * scale }
    /// Descender: −4 pt at 17 pt.
    public var descender: Double { -4 * scale }
    /// Cap height: 12 pt at 17 pt.
    public var capHeight: Double { 12 * scale }
    /// t = 0.1 × line height rounded up to the pixel length 1 (§3.2): 2 at 17 pt.
    var extraLineSpacing: Double { (0.1 * lineHeight).rounded(.up) }
    /// D = line height + t: 22 at 17 pt.
    var defaultLineSpacing: Double { lineHeight + extraLineSpacing }
    /// Gap from a generic view above to this text, D − α: 6 at 17 pt (§3.2).
    public var genericAboveText: Double { defaultLineSpacing - ascender }
    /// Gap from this text to a generic view below, max(D − κ, t + |δ|): 10 at 17 pt (§3.2).
    public var textAboveGeneric: Double {
        Swift.max(defaultLineSpacing - capHeight, extraLineSpacing + abs(descender))
    }
}
