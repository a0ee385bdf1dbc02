/// `TextField(_:text:)` (seed 002, Simple Building Blocks; layout-rules §12.8).
///
/// Child sizing: one line of text (the text, or the placeholder when the text is empty, with
/// `lineLimit(1)`) in `frame(maxWidth: .infinity, alignment: .leading)`: the line is proposed the
/// field's width and truncates rather than wraps.
///
/// Preferred size: as wide as proposed (the frame expands), one line tall: h-exp, v-hug. With
/// `textFieldStyle(.roundedBorder)` (`styles["textFieldStyle"]` = "roundedBorder") the line is
/// inset by 7 pt on every edge (model estimate of UIKit's rounded-rect field, 34 pt tall at the
/// body size).
/// Dimensions: the line height of the model font (§3.3).
public struct TextFieldLayout: ControlLayout, Hashable {
    public var title: String
    public var text: String
    /// `SecureField` shares the layout.
    public var kind: String
    public init(title: String, text: String = "", kind: String = "TextField") {
        self.title = title
        self.text = text
        self.kind = kind
    }

    /// The insets of the rounded-border style (model estimate).
    public static let roundedBorderInset: Double = 7

    public var name: String { kind }
    public var arguments: [Argument] { [Argument(nil, TextLayout.quoted(title)), Argument("text", TextLayout.quoted(text))] }
    public var role: LayoutRole { .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let shown = text.isEmpty ? title : (kind == "SecureField" ? String(repeating: "•", count: text.count) : text)
        var line = Text(shown).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        if environment.styles["textFieldStyle"] == "roundedBorder" {
            line = line.padding(Self.roundedBorderInset)
        }
        return [line.synthetic()]
    }
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
