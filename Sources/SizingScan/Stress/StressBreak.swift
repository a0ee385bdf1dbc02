import LayoutCore

/// A way a view breaks in one configuration of ``StressMatrix`` (``StressCheck``), and the
/// configurations it breaks in.
public struct StressBreak: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        /// A `Text` ends in an ellipsis: the height, or `lineLimit`, holds fewer lines than it has.
        case truncated
        /// A view is larger than its parent offers, outside a scroll view on that axis: it is
        /// drawn past its parent's edges (past the screen's, at the root).
        case overflow
        /// A view that hugs on an axis is given less than its ideal size there.
        case squeezed
        /// A button or link smaller than 44 × 44 points, the least the HIG asks for a tap target.
        case smallTarget = "small-target"
    }

    public var kind: Kind
    /// The view that breaks, as the layout names it (`Text("Save changes")`, `frame(width: 500)`).
    public var view: String
    /// Where it is written (with its file); nil when no view of the source stands for it.
    public var location: SourceLocation?
    /// The configuration with the largest margin.
    public var configuration: StressSetting
    /// The first configuration of the matrix where the view does not break this way (the HTML
    /// report draws it beside ``configuration``); nil when it breaks in every one.
    public var fits: StressSetting?
    /// Points past the limit, in ``configuration``: the room a truncated text lacks, the points a
    /// view overflows by, how far a squeezed view is below its ideal size, or below 44 points.
    public var margin: Double
    /// Whether the margin is within the text model's error (docs/text-metrics.md: max(1 pt,
    /// 1.5 % of a text's width)): the break is likely, not certain.
    public var borderline: Bool
    /// Whether the view that breaks is a text showing a run-time string, laid out as a word of a
    /// typical length (the input does not give it): the break is likely, not certain, and is
    /// borderline too (``isBorderline``).
    public var runTimeText = false
    /// Within the text model's error, or on a run-time text: a likely break, not a certain one.
    public var isBorderline: Bool { borderline || runTimeText }
    /// What happens, in ``configuration``: `2 lines shown of 3 (lineLimit(2))`.
    public var detail: String
    /// How many configurations of the matrix it breaks in, and how many there were.
    public var count = 1
    public var of = 1
    /// The idiom (`phone`, `pad`: `DeviceIdiom`) of the devices it was found on, when the
    /// layouts were checked idiom by idiom; nil for a device the table does not name. A view an
    /// app shows on one idiom only keeps the breaks found there (`StressFindings`).
    public var idiom: String?

    public init(kind: Kind, view: String, location: SourceLocation?, configuration: StressSetting, margin: Double, borderline: Bool, detail: String) {
        self.kind = kind
        self.view = view
        self.location = location
        self.configuration = configuration
        self.margin = margin
        self.borderline = borderline
        self.detail = detail
    }

    /// This break and the same break found again (in another tree of the view, or by another
    /// view that places it): the one with the larger margin, counted in as many configurations
    /// as the one that found it in more.
    func merged(with other: StressBreak) -> StressBreak {
        var out = other.margin > margin ? other : self
        out.count = Swift.max(count, other.count)
        return out
    }

    /// This break and the same break found on devices of another idiom: the one with the larger
    /// margin, counted in the configurations of both, fitting where either fits.
    func joined(with other: StressBreak) -> StressBreak {
        var out = other.margin > margin ? other : self
        out.count = count + other.count
        out.fits = out.fits ?? (other.margin > margin ? fits : other.fits)
        out.idiom = idiom == other.idiom ? idiom : nil
        return out
    }

    /// The same break: the same kind of break of the same view (where it is written; its label
    /// only for a view with no location, as a translated text's label changes with the language).
    var identity: String { "\(kind.rawValue)\u{1F}" + (location.map { "\($0.file ?? ""):\($0)" } ?? view) }

    /// `Text("Save") is truncated: 23 pt too narrow on one line, on iPhone SE (3rd generation) portrait, accessibility5 (and 5 more of 36 configurations)`.
    public var message: String {
        let what: String
        switch kind {
        case .truncated: what = "is truncated"
        case .overflow: what = "overflows its parent"
        case .squeezed: what = "is squeezed below its ideal size"
        case .smallTarget: what = "is a tap target smaller than 44 × 44 pt"
        }
        let more = count > 1 ? " (and \(count - 1) more of \(of) configurations)" : " (1 of \(of) configurations)"
        return "\(view) \(what): \(detail), on \(configuration)\(more)\(runTimeText ? "; borderline: a run-time text, laid out as a word of a typical length" : borderline ? "; borderline: within the text model's error" : "")"
    }
}
