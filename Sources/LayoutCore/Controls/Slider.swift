/// `Slider(value:in:)` and `Slider(value:in:label:)` (seed 002, Sliders; layout-rules §12.8).
///
/// Child sizing: a composition `ZStack { track; thumb }`: the track is a Capsule framed 4 pt
/// tall, proposed the slider's proposal (it takes the width); the thumb is a 28 × 28 circle.
/// The label view, when given, is kept in the tree as a hidden background: it is proposed the
/// slider's size but never sizes anything (seed 002: "label used only for accessibility; does
/// not participate in the layout").
///
/// Preferred size: as wide as proposed (the track expands), 28 pt tall (the thumb): h-exp,
/// v-hug in both forms.
/// Dimensions: track 4 pt and thumb 28 pt, model estimates of UIKit's `UISlider` (its metrics
/// are not published).
public struct SliderLayout: ControlLayout, Hashable {
    /// Whether the label-view form was used.
    public var hasLabel: Bool
    public init(hasLabel: Bool = false) { self.hasLabel = hasLabel }

    /// Track thickness and thumb diameter (model estimates).
    public static let trackHeight: Double = 4
    public static let thumbDiameter: Double = 28

    /// The track and its thumb, built once for every Slider.
    static let slider = ViewNode(ZStackLayout(), children: [
        ViewNode(ShapeLayout(.capsule)).frame(height: trackHeight).synthetic(),
        ControlParts.fixedShape(.circle, Size(width: thumbDiameter, height: thumbDiameter)),
    ], isSynthetic: true)

    public var name: String { "Slider" }
    public var role: LayoutRole { hasLabel ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        guard hasLabel else { return [Self.slider] }
        return [ControlParts.hiddenBehind(Self.slider, ControlParts.label(content))]
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
