/// `TextField(_:text:)` (seed 002, Simple Building Blocks; layout-rules §12.8).
///
/// Child sizing: one line of text (the text, or the placeholder when the text is empty, with
/// `lineLimit(1)`) in `frame(maxWidth: .infinity, alignment: .leading)`: the line is proposed the
/// field's width and truncates rather than wraps. `TextField(_:text:axis: .vertical)` wraps its
/// text instead, up to the environment's `lineLimit` (Apple: a vertical field "grows" as the
/// text does, and scrolls past its line limit).
///
/// Preferred size: as wide as proposed (the frame expands), one line tall: h-exp, v-hug. With
/// `textFieldStyle(.roundedBorder)` (`styles["textFieldStyle"]` = "roundedBorder") the line is
/// inset by 7 pt on every edge (model estimate of UIKit's rounded-rect field, 34 pt tall at the
/// body size). On macOS every style but `.plain` draws a bezel (the default is a bordered
/// field): the line 4 pt in from each side in a bezel at least 22 pt tall, AppKit's regular
/// text field (`MacMetrics`): still h-exp, v-hug, and no taller than the line where the line
/// fits in 22 pt. In a `columns` form the placeholder becomes the label of the leading column
/// (our model of macOS 13 and later) and the field shows the text alone.
/// Dimensions: the line height of the model font (§3.3).
public struct TextFieldLayout: TitledControl, PlatformAdaptive, Hashable {
    public var title: String
    /// Whether the title is translated (``TitledControl``): a literal's is, a `String` value's is not.
    public var titleIsLocalized = true
    public var text: String
    /// `SecureField` shares the layout.
    public var kind: String
    public var platform: Platform
    /// Whether the title is drawn elsewhere (a `columns` form's leading column).
    public var labelsHidden: Bool
    /// `axis: .vertical`: the text wraps onto more lines rather than truncating.
    public var growsVertically: Bool
    public init(title: String, text: String = "", kind: String = "TextField", platform: Platform = .iOS, labelsHidden: Bool = false, growsVertically: Bool = false) {
        self.growsVertically = growsVertically
        self.title = title
        self.text = text
        self.kind = kind
        self.platform = platform
        self.labelsHidden = labelsHidden
    }

    /// The insets of the rounded-border style (model estimate).
    public static let roundedBorderInset: Double = 7

    public var name: String { kind }
    public var arguments: [Argument] {
        [Argument(nil, TextLayout.quoted(title)), Argument("text", TextLayout.quoted(text))] + (growsVertically ? [Argument("axis", ".vertical")] : [])
    }
    public var role: LayoutRole { .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let placeholder = labelsHidden ? "" : title
        let shown = text.isEmpty ? placeholder : (kind == "SecureField" ? String(repeating: "•", count: text.count) : text)
        let text = ViewNode(TextLayout(shown, isLocalized: titleIsLocalized && text.isEmpty), isSynthetic: true)
        let line = (growsVertically ? text : text.lineLimit(1)).frame(maxWidth: .infinity, alignment: .leading).synthetic()
        let style = environment.styles["textFieldStyle"]
        if platform == .macOS {
            guard style != "plain" else { return [line] }
            return [ControlParts.bezel(line, height: MacMetrics.fieldHeight, inset: MacMetrics.fieldInset)]
        }
        guard style == "roundedBorder" else { return [line] }
        return [line.padding(Self.roundedBorderInset).synthetic()]
    }
}

extension TextFieldLayout: FormColumnsControl {
    public func formLabel(children: [ViewNode]) -> ViewNode? { title.isEmpty ? nil : ControlParts.title(title, localized: titleIsLocalized) }
}

public struct TextField: View {
    public var node: ViewNode
    /// `TextField("Name", text: "")`.
    public init(_ title: String, text: String = "") { node = ViewNode(TextFieldLayout(title: title, text: text)) }
    /// `TextField("Name", text: .constant(""))`.
    public init(_ title: String, text: Binding<String>) { self.init(title, text: text.wrappedValue) }
}

/// `SecureField(_:text:)`: laid out as `TextField` (bullets instead of the text): h-exp, v-hug.
public struct SecureField: View {
    public var node: ViewNode
    public init(_ title: String, text: String = "") {
        node = ViewNode(TextFieldLayout(title: title, text: text, kind: "SecureField"))
    }
    public init(_ title: String, text: Binding<String>) { self.init(title, text: text.wrappedValue) }
}
