/// `Stepper(_:value:in:step:)` and `Stepper(value:in:step:label:)` (seed 002, Steppers;
/// layout-rules §12.8).
///
/// Child sizing: on iOS (and watchOS and visionOS, our model) a composition `HStack { label;
/// Spacer(); buttons }`, as Toggle: the label (the title as a Text, or the user's label view) and
/// the 94 × 32 pt minus/plus buttons are proposed the HStack's shares; the Spacer takes the rest.
/// On macOS `HStack { label; arrows }`: the label and the 19 × 27 up and down arrows of AppKit's
/// stepper (`MacMetrics`) side by side at the default spacing, with no Spacer (our model of
/// macOS's stepper, which draws the small arrows right after its label).
///
/// Preferred size: iOS, as wide as proposed; as tall as the taller of the label and the
/// buttons: title form h-exp, v-hug; label-view form h-exp, v-neu. macOS, the label's width plus
/// the arrows': title form h-hug, v-hug; label-view form h-neu, v-neu.
/// Dimensions: 94 × 32 pt, UIKit's `UIStepper` size on iOS 13 and later (commonly published;
/// model estimate here). Under `labelsHidden()` the buttons (or arrows) alone: h-hug, v-hug.
public struct StepperLayout: TitledControl, PlatformAdaptive, Hashable {
    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var platform: Platform
    public init(title: String? = nil, platform: Platform = .iOS) {
        self.title = title
        self.platform = platform
    }

    /// The minus/plus buttons (`UIStepper`, iOS 13+; model estimate).
    public static let buttonsSize = Size(width: 94, height: 32)

    /// The − / + buttons, built once for every Stepper.
    static let buttons = ControlParts.fixedShape(.roundedRectangle, buttonsSize, cornerRadius: 8)
    /// macOS's arrows, built once.
    static let arrows = ControlParts.fixedShape(.roundedRectangle, MacMetrics.stepper, cornerRadius: 4)

    public var name: String { "Stepper" }
    public var arguments: [Argument] { ControlParts.titleArguments(title) }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(content)
        let hidden = environment.labelsHidden
        guard platform == .macOS else { return [hidden ? Self.buttons : ControlParts.spacedRow(label, Self.buttons)] }
        return [hidden ? Self.arrows : ControlParts.inlineRow(label, Self.arrows)]
    }
}

public struct Stepper: View {
    public var node: ViewNode
    /// `Stepper("Title", value: 1, in: 0...10)`.
    public init(_ title: String, value: Double = 0, in range: ClosedRange<Double>? = nil, step: Double = 1) {
        node = ViewNode(StepperLayout(title: title))
    }
    public init(_ title: String, value: Binding<Double>, in range: ClosedRange<Double>? = nil, step: Double = 1) {
        self.init(title, value: value.wrappedValue, in: range, step: step)
    }
    /// `Stepper(value: 1) { label }`.
    public init(value: Double = 0, in range: ClosedRange<Double>? = nil, step: Double = 1, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(StepperLayout(), children: label())
    }
    public init(value: Binding<Double>, in range: ClosedRange<Double>? = nil, step: Double = 1, @ViewBuilder label: () -> [ViewNode]) {
        self.init(value: value.wrappedValue, in: range, step: step, label: label)
    }
}
