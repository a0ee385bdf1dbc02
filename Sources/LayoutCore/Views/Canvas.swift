/// `Canvas { context, size in … }`: an immediate-mode drawing surface.
///
/// Child sizing: none (a leaf; what it draws does not take part in layout).
///
/// Preferred size: the proposal, like a shape (our model: a Canvas draws into whatever size it
/// is given, its renderer receives that size; a nil component is 10, as for shapes).
public struct CanvasLayout: TransparentLayout, Hashable {
    public init() {}
    public var name: String { "Canvas" }
    public var role: LayoutRole { .leaf }
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        [ViewNode(ShapeLayout(.rectangle, fill: Color.gray.withOpacity(0.2)), isSynthetic: true)]
    }
}

public struct Canvas: View {
    public var node: ViewNode
    public init() { node = ViewNode(CanvasLayout()) }
}
