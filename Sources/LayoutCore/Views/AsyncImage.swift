/// `AsyncImage(url:)`, `AsyncImage(url:) { image in … } placeholder: { … }` and
/// `AsyncImage(url:) { phase in … }` while the image loads: layout happens before any download,
/// so the model lays out the loading phase.
///
/// Child sizing: the placeholder (or the views the phase closure builds for the empty phase) is
/// proposed the AsyncImage's proposal. Without one, Apple's documentation says "Until the image
/// loads, the view displays a standard placeholder that fills the available space"
/// (https://developer.apple.com/documentation/swiftui/asyncimage): a rectangle.
///
/// Preferred size: the placeholder's; without one, the proposal (a rectangle's: h-exp, v-exp,
/// 10 for a nil component, as every shape).
public struct AsyncImageLayout: TransparentLayout, Hashable {
    public init() {}
    public var name: String { "AsyncImage" }
    public var role: LayoutRole { .container }
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        guard content.isEmpty else { return [ControlParts.label(content)] }
        return [ViewNode(ShapeLayout(.rectangle, fill: Color.gray.withOpacity(0.2)), isSynthetic: true)]
    }
}

public struct AsyncImage: View {
    public var node: ViewNode
    public init(url: String = "") { node = ViewNode(AsyncImageLayout()) }
    public init(url: String = "", @ViewBuilder placeholder: () -> [ViewNode]) {
        node = ViewNode(AsyncImageLayout(), children: placeholder())
    }
}
