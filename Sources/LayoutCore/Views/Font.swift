/// A font, reduced to its size: the text model scales every metric with it (§3.3).
///
/// Text-style sizes are iOS's defaults at the Large dynamic type size.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var size: Double
    /// The weight the style uses (headline is semibold, Apple HIG "Typography"); measured with
    /// the matching Inter weight under `TextMetrics.system`.
    public var weight: Weight

    /// The weights the real-metrics table covers.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold
    }

    /// `Font.monospacedDigit()`: digits take one common advance (`MonospacedDigitModifier`).
    public var monospacedDigit = false

    public init(name: String, size: Double, weight: Weight = .regular) {
        self.name = name
        self.size = size
        self.weight = weight
    }

    /// `font.monospacedDigit()`: this font with fixed-width digits.
    public func monospacedDigits() -> Font {
        var copy = self
        if !monospacedDigit { copy.name += ".monospacedDigit()" }
        copy.monospacedDigit = true
        return copy
    }

    public static let largeTitle = Font(name: "largeTitle", size: 34)
    public static let title = Font(name: "title", size: 28)
    public static let title2 = Font(name: "title2", size: 22)
    public static let title3 = Font(name: "title3", size: 20)
    public static let headline = Font(name: "headline", size: 17, weight: .semibold)
    public static let body = Font(name: "body", size: 17)
    public static let callout = Font(name: "callout", size: 16)
    public static let subheadline = Font(name: "subheadline", size: 15)
    public static let footnote = Font(name: "footnote", size: 13)
    public static let caption = Font(name: "caption", size: 12)
    public static let caption2 = Font(name: "caption2", size: 11)

    /// Every text style, for parsing and printing.
    public static let textStyles: [Font] = [
        .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2,
    ]

    /// `.system(size: 20)`. A non-finite or negative size is normalised to the body size; -0 is 0
    /// (a -0 size made every advance -0 and a text width / advance −∞, which trapped).
    public static func system(size: Double) -> Font {
        Font(name: "system(size: \(Format.number(size)))", size: size == 0 ? 0 : size.isFinite && size > 0 ? size : 17)
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
