import LayoutCore

/// What the caller knows that the source does not say.
public struct SourceOptions: Sendable {
    /// `--state name=value`: overrides the value of a property (`@State`, `@Binding`, or any
    /// stored property) named `name`, in every view of the input. The value is Swift source
    /// (`.b`, `120`, `true`, `"Hi"`).
    public var state: [String: String]
    /// `--image-size name=WxH`: natural sizes of `Image("name")` / `Image(systemName: "name")`.
    public var imageSizes: [String: Size]
    /// Unknown modifiers become layout-transparent pass-throughs with a warning each, instead
    /// of an error.
    public var unknownModifiersPassThrough: Bool
    /// `--view Name`: the view (struct, PreviewProvider, or `#Preview("Name")`) to build.
    public var viewName: String?

    public init(
        state: [String: String] = [:], imageSizes: [String: Size] = [:],
        unknownModifiersPassThrough: Bool = false, viewName: String? = nil
    ) {
        self.state = state
        self.imageSizes = imageSizes
        self.unknownModifiersPassThrough = unknownModifiersPassThrough
        self.viewName = viewName
    }
}

/// The result of parsing: the tree to lay out and everything worth saying about it.
public struct ParsedSource: Sendable {
    /// The view tree, every node carrying its source location.
    public var root: ViewNode
    /// The container from `.previewLayout(.fixed(width:height:))`, if the input sets one.
    public var container: Size?
    /// Notes and warnings (placeholders, assumed branches, pass-through modifiers).
    public var notes: [Diagnostic]
    /// Every `struct X: View`, preview and `extension View` function in the input.
    public var views: [ViewDeclaration]
    /// Which entry point became `root` (`SwitchDemo`, `#Preview`, `expression`).
    public var entryPoint: String
}
