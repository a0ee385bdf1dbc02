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
public struct DatePickerLayout: ControlLayout, Hashable {
    /// Which pills the compact style shows.
    public enum Components: String, Hashable, Sendable {
        case date, hourAndMinute, dateAndTime
    }

    public var title: String?
    public var components: Components
    public init(title: String? = nil, components: Components = .dateAndTime) {
        self.title = title
        self.components = components
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
        let label = title.map(ControlParts.title) ?? ControlParts.label(content)
        switch environment.styles["datePickerStyle"] ?? "automatic" {
        case "wheel":
            return [stacked(label, height: Self.wheelHeight)]
        case "graphical":
            return [stacked(label, height: Self.calendarHeight)]
        default:
            var pills: [ViewNode] = []
            if components != .hourAndMinute { pills.append(pill("Nov 25, 2026")) }
            if components != .date { pills.append(pill("9:41 AM")) }
            let group = ViewNode(HStackLayout(spacing: 8), children: pills, isSynthetic: true)
            return [ControlParts.spacedRow(label, group)]
        }
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

public struct DatePicker: View {
    public var node: ViewNode
    public init(_ title: String, components: DatePickerLayout.Components = .dateAndTime) {
        node = ViewNode(DatePickerLayout(title: title, components: components))
    }
    public init(components: DatePickerLayout.Components = .dateAndTime, @ViewBuilder label: () -> [ViewNode]) {
        node = ViewNode(DatePickerLayout(components: components), children: label())
    }
}
