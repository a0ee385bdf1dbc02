/// A run of text, measured with the environment's `TextMetrics`: the deterministic model font
/// (§3, §3.3) or the real font's advances (`TextMeasurer`).
///
/// Child sizing: none (a leaf).
///
/// Preferred size: the text wrapped at the proposed width (word wrapping, falling back to
/// characters), never wider than its widest hard line, at least one line tall, truncated
/// with "…" when the proposed height or `lineLimit` holds fewer lines. `nil` and ∞ give the
/// unwrapped ideal size; the zero proposal gives (0 × 0). A stack probing the width directly
/// with 0 gets 0 (the zero-width probe shortcut, §3.1).
///
/// Hugging on both axes; priority 0; spacing on its top and bottom edges from the font metrics.
public struct Text: View {
    public var string: String
    public init(_ string: String) { self.string = string }
    public var node: ViewNode { ViewNode(TextLayout(string)) }
}

public struct TextLayout: Layout {
    public let string: String
    public let fontSize: Double
    public let lineLimit: Int?
    public let reservedLines: Int?
    public let fontWeight: Font.Weight
    /// `lineSpacing(_:)`: points between two lines.
    public let lineSpacing: Double
    /// `minimumScaleFactor(_:)`: the smallest fraction of `fontSize` the text may shrink to.
    public let minimumScaleFactor: Double
    /// `tracking(_:)` and `kerning(_:)`: points after every grapheme (tracking wins when both
    /// are set, `TrackingModifier`).
    public let tracking: Double
    public let kerning: Double
    /// `monospacedDigit()`: digits take one common advance.
    public let monospacedDigit: Bool
    public let textMetrics: TextMetrics
    /// How the string wraps and measures with these metrics, at `fontSize`.
    public let model: TextModel
    /// The language `string` was translated into (``LayoutEnvironment/language``), nil for the
    /// source's string: a text is translated once.
    public let language: TextLanguage?
    /// The source's string of a translated text (``language``), nil otherwise.
    public let untranslated: String?
    /// Whether the string is translated: a literal (`Text("Save")`, a `LocalizedStringKey`), not
    /// a run-time `String` nor `Text(verbatim:)`, which SwiftUI shows as they are.
    public let isLocalized: Bool
    /// An interpolated literal's key and values: a language translates the key (``TextFormat``).
    public let format: TextFormat?

    public init(
        _ string: String, fontSize: Double = Font.body.size, lineLimit: Int? = nil, reservedLines: Int? = nil,
        fontWeight: Font.Weight = .regular, lineSpacing: Double = 0, minimumScaleFactor: Double = 1,
        tracking: Double = 0, kerning: Double = 0, monospacedDigit: Bool = false,
        textMetrics: TextMetrics = LayoutEnvironment().textMetrics, language: TextLanguage? = nil, untranslated: String? = nil,
        isLocalized: Bool = true, format: TextFormat? = nil
    ) {
        self.string = string
        self.isLocalized = isLocalized
        self.format = format
        self.language = language
        self.untranslated = untranslated
        self.fontSize = fontSize
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.fontWeight = fontWeight
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = MinimumScaleFactorModifier.normalised(minimumScaleFactor)
        self.tracking = tracking
        self.kerning = kerning
        self.monospacedDigit = monospacedDigit
        self.textMetrics = textMetrics
        self.model = Self.model(isLocalized ? Self.markdownShown(string) : string, fontSize: fontSize, fontWeight: fontWeight, lineLimit: lineLimit, reservedLines: reservedLines,
                                lineSpacing: lineSpacing, extraAdvance: tracking != 0 ? tracking : kerning,
                                monospacedDigit: monospacedDigit, textMetrics: textMetrics)
    }

    static func model(
        _ string: String, fontSize: Double, fontWeight: Font.Weight, lineLimit: Int?, reservedLines: Int?, lineSpacing: Double,
        extraAdvance: Double, monospacedDigit: Bool, textMetrics: TextMetrics
    ) -> TextModel {
        TextModel(
            string, measurer: TextMeasurer(textMetrics, size: fontSize, weight: fontWeight, extraAdvance: extraAdvance, monospacedDigits: monospacedDigit),
            lineLimit: lineLimit, reservedLines: reservedLines, lineSpacing: lineSpacing)
    }

    public var name: String { "Text" }
    /// The characters the text shows: a localized string's Markdown is styling, not text
    /// (``markdownShown(_:)``).
    var shownText: String { isLocalized ? Self.markdownShown(string) : string }

    /// What SwiftUI shows of a localized string's inline Markdown (`Text("**Bold** and a
    /// [link](https://example.com)")`: "Bold and a link"): a literal or a translated key is
    /// a `LocalizedStringKey`, whose `**strong**`, `*emphasis*`, `_emphasis_`, `~~strike~~`,
    /// `` `code` `` and `[links](url)` are styling, and a backslash escapes a marker
    /// (https://developer.apple.com/documentation/swiftui/text#Styling-the-views-text: "you can
    /// use Markdown"; published example:
    /// https://www.hackingwithswift.com/quick-start/swiftui/how-to-render-markdown-content-in-text).
    /// Steps: 1. each escaped marker (`\*`) is set aside; 2. each link becomes its label; 3. each
    /// paired marker goes; 4. the escaped markers come back as the characters they are. A
    /// `String` value or `Text(verbatim:)` is shown as it is.
    static func markdownShown(_ string: String) -> String {
        guard string.contains(where: { "*_~`[\\".contains($0) }) else { return string }
        // 1. Set aside as characters of Unicode's private use area, which no marker matches.
        let markers: [Character] = ["*", "_", "~", "`", "[", "]", "\\"]
        var out = string.replacing(/\\([*_~`\[\]\\])/) { match in
            String(Character(Unicode.Scalar(0xE000 + UInt32(markers.firstIndex(of: Character(String(match.output.1)))!))!))
        }
        // 2.
        out = out.replacing(/\[([^\]]*)\]\([^)\s]*\)/) { String($0.output.1) }
        // 3.
        out = out.replacing(/(\*\*|__|~~)(\S(?:.*?\S)?)\1/) { String($0.output.2) }
        out = out.replacing(/(^|[^\w*])([*_])(\S(?:[^*_]*?\S)?)\2(?![\w*])/) { String($0.output.1) + String($0.output.3) }
        out = out.replacing(/`([^`]+)`/) { String($0.output.1) }
        // 4.
        return String(out.map { c in
            guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1,
                  (0xE000..<0xE000 + UInt32(markers.count)).contains(scalar.value) else { return c }
            return markers[Int(scalar.value - 0xE000)]
        })
    }

    public var label: String { "Text(\(Self.quoted(string)))" }
    public var arguments: [Argument] { [Argument(nil, Self.quoted(string))] }
    public var role: LayoutRole { .leaf }
    public var definesExplicitGuides: Bool { true }
    public var definesOnlyTextBaselines: Bool { true }

    /// A Swift string literal for `string`.
    public static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    public func resolved(in environment: LayoutEnvironment) -> (any Layout)? {
        // Unchanged: keep this text's model (the engine then shares the tree's copy).
        if fontSize == environment.fontSize && lineLimit == environment.lineLimit
            && reservedLines == environment.reservedLines && fontWeight == environment.fontWeight
            && lineSpacing == environment.lineSpacing && minimumScaleFactor == environment.minimumScaleFactor
            && tracking == environment.tracking && kerning == environment.kerning
            && monospacedDigit == environment.monospacedDigit && textMetrics == environment.textMetrics
            && (environment.language == nil || language != nil || !isLocalized) {
            return nil
        }
        let translated = language == nil && isLocalized ? environment.language : language
        let shown = translated == nil || language != nil ? string : format.map { translated!.translated($0) } ?? translated!.translated(string)
        return TextLayout(
            shown, fontSize: environment.fontSize, lineLimit: environment.lineLimit, reservedLines: environment.reservedLines,
            fontWeight: environment.fontWeight, lineSpacing: environment.lineSpacing,
            minimumScaleFactor: environment.minimumScaleFactor, tracking: environment.tracking, kerning: environment.kerning,
            monospacedDigit: environment.monospacedDigit, textMetrics: environment.textMetrics, language: translated,
            untranslated: language == nil ? (translated == nil ? nil : string) : untranslated, isLocalized: isLocalized, format: format)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        var measurement = model.measure(proposal)
        var scale = ""
        if minimumScaleFactor < 1 && measurement.isTruncated {
            let drawn = fitted(proposal)
            measurement = drawn.measure(proposal)
            scale = ", scaled to \(Format.number(drawn.measurer.size)) pt"
        }
        subviews.note("text \(textMetrics): \(measurement.lineCount) line\(measurement.lineCount == 1 ? "" : "s")\(measurement.isTruncated ? ", truncated" : "")\(scale)")
        return measurement.size
    }

    /// The steps in which `minimumScaleFactor` shrinks the font: thousandths of its size.
    static let scaleSteps = 1000

    /// The model Text is drawn with for `proposal`: `model` when it fits (or may not shrink), else
    /// the model at the largest scale from `minimumScaleFactor` to 1 at which it fits.
    ///
    /// Steps (our model: SwiftUI publishes that the text shrinks "if needed", not how far):
    /// 1. at its font size, a text that is not truncated, or that may not shrink, is `model`;
    /// 2. the largest scale, in thousandths from the factor up, at which the text is not
    ///    truncated, by a binary search (a smaller font fits at least as many graphemes in a
    ///    line with the model font; with the system font SF's own tracking grows a little at
    ///    smaller sizes, so the search may settle a thousandth or so below the largest);
    /// 3. none fits: the text is drawn at the factor's scale, and truncates there.
    /// The tracking keeps its points at every scale; the measured size is the smaller font's
    /// (widths and line heights scale with it).
    public func fitted(_ proposal: ProposedViewSize) -> TextModel {
        // 1.
        guard minimumScaleFactor < 1, model.measure(proposal).isTruncated else { return model }
        func scaled(_ steps: Int) -> TextModel {
            Self.model(shownText, fontSize: fontSize * Double(steps) / Double(Self.scaleSteps), fontWeight: fontWeight,
                       lineLimit: lineLimit, reservedLines: reservedLines, lineSpacing: lineSpacing,
                       extraAdvance: tracking != 0 ? tracking : kerning, monospacedDigit: monospacedDigit, textMetrics: textMetrics)
        }
        // 2.
        var low = Swift.max(Int((minimumScaleFactor * Double(Self.scaleSteps)).rounded(.up)), 1)
        var high = Self.scaleSteps - 1
        var best: TextModel?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = scaled(middle)
            if candidate.measure(proposal).isTruncated {
                high = middle - 1
            } else {
                best = candidate
                low = middle + 1
            }
        }
        // 3.
        return best ?? scaled(Swift.max(Int((minimumScaleFactor * Double(Self.scaleSteps)).rounded(.up)), 1))
    }

    /// What `proposal` cuts off this text (`sizing scan --stress`), nil when it shows whole.
    public struct Truncation: Hashable, Sendable {
        /// The axis the text lacks room on: horizontal for a text shown on one line.
        public var axis: Axis
        /// The points it lacks there: the width of its one line beyond the proposal's, or the
        /// height of all its lines at the proposed width beyond the height it shows.
        public var missing: Double
        /// The lines it shows, and the `lineLimit` that cut it (nil: the height did).
        public var linesShown: Int
        public var lineLimit: Int?
    }

    /// Steps: 1. the text as drawn for `proposal` (shrunk by `minimumScaleFactor` if it may);
    /// not truncated: nil; 2. shown on one line: the width its line lacks; 3. otherwise the
    /// height all its lines take at that width beyond the height it shows.
    public func truncation(in proposal: ProposedViewSize) -> Truncation? {
        // 1.
        let drawn = fitted(proposal)
        let shown = drawn.measure(proposal)
        guard shown.isTruncated else { return nil }
        let cutBy = lineLimit.map { shown.lineCount >= $0 } == true ? lineLimit : nil
        // 2.
        if shown.lineCount == 1, let width = proposal.width {
            let line = drawn.measure(.unspecified).size.width
            return Truncation(axis: .horizontal, missing: Swift.max(line - width, 0), linesShown: 1, lineLimit: cutBy)
        }
        // 3.
        let whole = TextModel(shownText, measurer: drawn.measurer, lineLimit: nil, reservedLines: nil, lineSpacing: lineSpacing)
        let height = whole.measure(ProposedViewSize(width: proposal.width, height: nil)).size.height
        return Truncation(axis: .vertical, missing: Swift.max(height - shown.size.height, 0), linesShown: shown.lineCount, lineLimit: cutBy)
    }

    /// The width of this text's longest word on one line (`sizing scan --stress`: a text
    /// narrower than it breaks the word across lines); nil for a text that shrinks to fit
    /// (`minimumScaleFactor`) or has no word.
    public func longestWordWidth() -> Double? {
        guard minimumScaleFactor >= 1 else { return nil }
        let widest = TextModel(shownText, measurer: model.measurer).widestUnbreakableUnits
        return widest == 0 ? nil : model.measurer.pixelAligned(Double(widest) * model.measurer.unit)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}

    /// The zero-width probe shortcut (§3.1, step 8 of §3.3).
    public func lengthThatFits(_ axis: Axis, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        axis == .horizontal && proposal.width == 0 ? 0 : nil
    }
    public func hasLengthShortcut(subviews: LayoutSubviews) -> Bool { true }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        var spacing = ViewSpacing()
        spacing.top = .init(text: fontSize)
        spacing.bottom = .init(text: fontSize)
        return spacing
    }

    public func explicitAlignment(
        of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> Double? {
        switch key {
        case .firstTextBaseline, .lastTextBaseline:
            // Measure at the size Text occupies: by idempotence this gives the same lines.
            let proposal = ProposedViewSize(width: bounds.width, height: bounds.height)
            let drawn = fitted(proposal)
            let baselines = drawn.baselines(drawn.measure(proposal))
            return key == .firstTextBaseline ? baselines.first : baselines.last
        default:
            return nil
        }
    }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}
