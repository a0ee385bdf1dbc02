/// `TextEditor(text:)` (seed 002, Simple Building Blocks; layout-rules §12.8).
///
/// Child sizing: the text in `frame(maxWidth: .infinity, maxHeight: .infinity, alignment:
/// .topLeading)`: the text wraps at the editor's width; the editor scrolls what does not fit.
///
/// Preferred size: the proposal on both axes (h-exp, v-exp), like the scrolling `UITextView`
/// it wraps; for a nil proposal, the text's ideal size.
/// Dimensions: none of its own (model).
public struct TextEditorLayout: ControlLayout, Hashable {
    public var text: String
    public init(text: String = "") { self.text = text }

    public var name: String { "TextEditor" }
    public var arguments: [Argument] { [Argument("text", TextLayout.quoted(text))] }
    public var role: LayoutRole { .leaf }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        [Text(text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).synthetic()]
    }
}

public struct TextEditor: View {
    public var node: ViewNode
    /// `TextEditor(text: "…")`.
    public init(text: String = "") { node = ViewNode(TextEditorLayout(text: text)) }
    /// `TextEditor(text: .constant("…"))`.
    public init(text: Binding<String>) { self.init(text: text.wrappedValue) }
}
