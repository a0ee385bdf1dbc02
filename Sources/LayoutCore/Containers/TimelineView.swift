/// `TimelineView(.periodic(from:by:)) { context in content }` and its other schedules.
///
/// Child sizing: the content, built for one moment of the schedule (the timeline's date does not
/// change layout), is proposed the TimelineView's proposal; several views are stacked in an
/// implicit VStack, as a root's are.
///
/// Preferred size: exactly the content's: a TimelineView takes on its content's behavior
/// (neutral on both axes).
public struct TimelineViewLayout: TransparentLayout, Hashable {
    public init() {}
    public var name: String { "TimelineView" }
    public var role: LayoutRole { .container }
    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        [ControlParts.label(content)]
    }
}

public struct TimelineView: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { node = ViewNode(TimelineViewLayout(), children: content()) }
}
