/// `Slider(value:in:)` and `Slider(value:in:label:)` (seed 002, Sliders; layout-rules §12.8).
///
/// Child sizing: a composition `ZStack { track; thumb }`: the track is a Capsule framed to its
/// thickness, proposed the slider's proposal (it takes the width); the thumb is a circle of
/// fixed diameter. iOS (and watchOS, tvOS, visionOS: our model): a 4 pt track and a 28 pt thumb;
/// the label view, when given, is kept in the tree as a hidden background: it is proposed the
/// slider's size but never sizes anything (seed 002: "label used only for accessibility; does
/// not participate in the layout"). macOS: a 5 pt track and a 17 pt knob (`MacMetrics`), and
/// the label, when given, is drawn before the track: `HStack { label; slider }` (our model of
/// macOS, which shows a slider's label; in a `columns` form the label takes the leading column).
///
/// Preferred size: as wide as proposed (the track expands), as tall as the thumb: h-exp, v-hug in
/// both forms on iOS; on macOS the label-view form is as tall as the taller of the label and
/// the knob (h-exp, v-neu).
/// Dimensions: track 4 pt and thumb 28 pt, model estimates of UIKit's `UISlider` (its metrics
/// are not published).
public struct SliderLayout: ControlLayout, PlatformAdaptive, Hashable {
    /// Whether the label-view form was used.
    public var hasLabel: Bool
    public var platform: Platform
    /// Whether the label is drawn elsewhere (a `columns` form's leading column).
    public var labelsHidden: Bool
    public init(hasLabel: Bool = false, platform: Platform = .iOS, labelsHidden: Bool = false) {
        self.hasLabel = hasLabel
        self.platform = platform
        self.labelsHidden = labelsHidden
    }

    /// Track thickness and thumb diameter (model estimates).
    public static let trackHeight: Double = 4
    public static let thumbDiameter: Double = 28

    /// The track and its thumb, built once for every Slider.
    static let slider = track(trackHeight, thumb: thumbDiameter)
    /// macOS's track and knob, built once.
    static let macSlider = track(MacMetrics.sliderTrack, thumb: MacMetrics.sliderKnob)

    static func track(_ thickness: Double, thumb: Double) -> ViewNode {
        ViewNode(ZStackLayout(), children: [
            ViewNode(ShapeLayout(.capsule)).frame(height: thickness).synthetic(),
            ControlParts.fixedShape(.circle, Size(width: thumb, height: thumb)),
        ], isSynthetic: true)
    }

    public var name: String { "Slider" }
    public var role: LayoutRole { hasLabel ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        guard platform == .macOS else {
            guard hasLabel else { return [Self.slider] }
            return [ControlParts.hiddenBehind(Self.slider, ControlParts.label(content))]
        }
        guard hasLabel, !labelsHidden else { return [Self.macSlider] }
        return [ControlParts.inlineRow(ControlParts.label(content), Self.macSlider)]
    }
}

extension SliderLayout: FormColumnsControl {
    public func formLabel(children: [ViewNode]) -> ViewNode? {
        platform == .macOS && hasLabel ? ControlParts.label(children) : nil
    }
}

public struct Slider: View {
    public var node: ViewNode
    /// `Slider(value: 0.5)`, `Slider(value: 0.5, in: 0...1)`.
    public init(value: Double = 0.5, in range: ClosedRange<Double> = 0...1) { node = ViewNode(SliderLayout()) }
    public init(value: Binding<Double>, in range: ClosedRange<Double> = 0...1) { self.init(value: value.wrappedValue, in: range) }
    /// `Slider(value: 0.5) { label }`.
    public init(value: Double = 0.5, in range: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(SliderLayout(hasLabel: true), children: label())
    }
    public init(value: Binding<Double>, in range: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> [ViewNode]) {
        self.init(value: value.wrappedValue, in: range, label: label)
    }
}
