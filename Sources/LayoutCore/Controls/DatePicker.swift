/// `DatePicker("Title", selection:displayedComponents:)` and `DatePicker(selection:) { label }` on
/// iOS, in the compact (default), wheel and graphical styles (`datePickerStyle(…)`).
///
/// Child sizing, by style:
/// - compact (`automatic`, `compact`): `HStack { label; Spacer(); HStack(spacing: 8) { date
///   button; time button } }`, each button the sample text "Nov 25, 2026" or "9:41 AM" with 11 pt
///   horizontal and 6 pt vertical insets on a rounded background, as the date and time pills;
/// - wheel: `VStack(alignment: .leading) { label; wheel }`, the wheel full width and 216 pt tall;
/// - graphical: `VStack(alignment: .leading) { label; calendar }`, the calendar full width and
///   350 pt tall.
///
/// Preferred size: compact, as wide as proposed (the Spacer) and as tall as the taller of the
/// label and the pills (h-exp, v-hug, as a Toggle); wheel and graphical, as wide as proposed and
/// as tall as the label plus the wheel or calendar (h-exp, v-hug).
///
/// Dimensions (our model): the pill insets, the 216 pt wheel (the height of UIKit's wheel date
/// picker, commonly published) and the 350 pt calendar; Apple publishes none of them for SwiftUI.
///
/// macOS (`macBody`): the default (`automatic`, `stepperField`, and `compact`, whose calendar
/// is a popover) is `HStack { label; HStack(spacing: 0) { field; arrows } }`: the sample text
/// ("11/25/2026", "9:41 AM" or both) in a bezel at least 22 pt tall, 4 pt in, then AppKit's
/// 19 × 27 stepper arrows (`MacMetrics`); `field` drops the arrows. h-hug, v-hug (label-view
/// form neutral). `graphical` and `wheel` are laid out as on iOS (our model). In a `columns`
/// form the label takes the leading column. Under `labelsHidden()` the compact pills and
/// macOS's field leave the label out (h-hug, v-hug).
public struct DatePickerLayout: TitledControl, PlatformAdaptive, Hashable {
    /// Which pills the compact style shows.
    public enum Components: String, Hashable, Sendable {
        case date, hourAndMinute, dateAndTime
    }

    public var title: String?
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var components: Components
    public var platform: Platform
    /// Whether the label is drawn elsewhere (a `columns` form's leading column).
    public var labelsHidden: Bool
    public init(title: String? = nil, components: Components = .dateAndTime, platform: Platform = .iOS, labelsHidden: Bool = false) {
        self.title = title
        self.components = components
        self.platform = platform
        self.labelsHidden = labelsHidden
    }

    public static let wheelHeight = 216.0
    public static let calendarHeight = 350.0
    static let pillInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)

    public var name: String { "DatePicker" }
    public var arguments: [Argument] {
        ControlParts.titleArguments(title) + (components == .dateAndTime ? [] : [Argument("displayedComponents", ".\(components.rawValue)")])
    }
    public var role: LayoutRole { title == nil ? .container : .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let label = title.map { ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(content)
        let style = environment.styles["datePickerStyle"] ?? "automatic"
        if platform == .macOS, style != "wheel", style != "graphical" { return [macBody(label, style: style, hidden: labelsHidden || environment.labelsHidden)] }
        switch style {
        case "wheel":
            return [stacked(label, height: Self.wheelHeight)]
        case "graphical":
            return [stacked(label, height: Self.calendarHeight)]
        default:
            var pills: [ViewNode] = []
            if components != .hourAndMinute { pills.append(pill("Nov 25, 2026")) }
            if components != .date { pills.append(pill("9:41 AM")) }
            let group = ViewNode(HStackLayout(spacing: 8), children: pills, isSynthetic: true)
            return [environment.labelsHidden ? group : ControlParts.spacedRow(label, group)]
        }
    }

    /// macOS's field (and arrows), after the label unless it is hidden.
    func macBody(_ label: ViewNode, style: String, hidden: Bool) -> ViewNode {
        let sample = [components != .hourAndMinute ? "11/25/2026" : nil, components != .date ? "9:41 AM" : nil]
            .compactMap { $0 }.joined(separator: ", ")
        var parts = [ControlParts.bezel(ControlParts.title(sample), height: MacMetrics.fieldHeight, inset: MacMetrics.fieldInset)]
        if style != "field" { parts.append(StepperLayout.arrows) }
        let field = ViewNode(HStackLayout(spacing: 0), children: parts, isSynthetic: true)
        return hidden ? field : ControlParts.inlineRow(label, field)
    }

    /// A compact pill: sample text on a rounded background.
    func pill(_ sample: String) -> ViewNode {
        let padded = ControlParts.wrap(PaddingLayout(insets: Self.pillInsets), ControlParts.title(sample))
        let shape = ViewNode(ShapeLayout(.roundedRectangle, cornerRadius: 6, fill: Color.gray.withOpacity(0.12)), isSynthetic: true)
        return ControlParts.wrap(SecondaryLayerLayout(.background), padded, shape)
    }

    /// The label above a full-width block of `height` (wheel, calendar).
    func stacked(_ label: ViewNode, height: Double) -> ViewNode {
        let block = ControlParts.wrap(
            FlexFrameLayout(maxWidth: .infinity, minHeight: height, maxHeight: height),
            ViewNode(ShapeLayout(.roundedRectangle, cornerRadius: 8, fill: Color.gray.withOpacity(0.12)), isSynthetic: true))
        return ViewNode(VStackLayout(alignment: .leading), children: [label, block], isSynthetic: true)
    }
}

extension DatePickerLayout: FormColumnsControl {
    public func formLabel(children: [ViewNode]) -> ViewNode? {
        title.map { $0.isEmpty ? nil : ControlParts.title($0, localized: titleIsLocalized) } ?? ControlParts.label(children)
    }
}

public struct DatePicker: View {
    public var node: ViewNode
    public init(_ title: String, components: DatePickerLayout.Components = .dateAndTime) {
        node = ViewNode(DatePickerLayout(title: title, components: components))
    }
    public init(components: DatePickerLayout.Components = .dateAndTime, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(DatePickerLayout(components: components), children: label())
    }
}
