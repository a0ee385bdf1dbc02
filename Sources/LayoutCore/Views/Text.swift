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
    public let textMetrics: TextMetrics
    /// How the string wraps and measures with these metrics.
    public let model: TextModel

    public init(
        _ string: String, fontSize: Double = Font.body.size, lineLimit: Int? = nil, reservedLines: Int? = nil,
        fontWeight: Font.Weight = .regular, lineSpacing: Double = 0, textMetrics: TextMetrics = LayoutEnvironment().textMetrics
    ) {
        self.string = string
        self.fontSize = fontSize
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.fontWeight = fontWeight
        self.lineSpacing = lineSpacing
        self.textMetrics = textMetrics
        self.model = TextModel(
            string, measurer: TextMeasurer(textMetrics, size: fontSize, weight: fontWeight),
            lineLimit: lineLimit, reservedLines: reservedLines, lineSpacing: lineSpacing)
    }

    public var name: String { "Text" }
    public var label: String { "Text(\(Self.quoted(string)))" }
    public var arguments: [Argument] { [Argument(nil, Self.quoted(string))] }
    public var role: LayoutRole { .leaf }
    public var definesExplicitGuides: Bool { true }
    public var definesOnlyTextBaselines: Bool { true }

    /// A Swift string literal for `string`.
    static func quoted(_ string: String) -> String {
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
            && lineSpacing == environment.lineSpacing && textMetrics == environment.textMetrics {
            return nil
        }
        return TextLayout(
            string, fontSize: environment.fontSize, lineLimit: environment.lineLimit, reservedLines: environment.reservedLines,
            fontWeight: environment.fontWeight, lineSpacing: environment.lineSpacing, textMetrics: environment.textMetrics)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        let measurement = model.measure(proposal)
        subviews.note("text \(textMetrics): \(measurement.lineCount) line\(measurement.lineCount == 1 ? "" : "s")\(measurement.isTruncated ? ", truncated" : "")")
        return measurement.size
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
            let measurement = model.measure(ProposedViewSize(width: bounds.width, height: bounds.height))
            let baselines = model.baselines(measurement)
            return key == .firstTextBaseline ? baselines.first : baselines.last
        default:
            return nil
        }
    }

    public func dependsOnProposal(subviews: LayoutSubviews) -> Bool { true }
}
