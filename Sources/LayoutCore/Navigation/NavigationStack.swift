/// `NavigationStack { root }` and `NavigationView { root }` (the stack style, iPhone), on iOS.
///
/// Child sizing: a composition `VStack(spacing: 0) { bar; root.frame(maxWidth: .infinity,
/// maxHeight: .infinity) }`: the bar (`NavigationBar`: 44 pt, 96 pt with a large title, none when
/// hidden) takes the full width; the root view is proposed the rest of the proposal and centred
/// in it. Only the root is laid out: pushed destinations are not on screen.
///
/// Preferred size: the proposal on both axes (expanding: the root is framed to fill it); for a
/// nil component, the root's length plus the bar's. `NavigationStack` takes on no behavior from
/// its content (navigation containers take the whole proposed size, as they are commonly
/// described; our model for the bar heights, see `NavigationBar`). On macOS the title goes to
/// the window's toolbar: no bar, the root takes the whole proposal (still expanding).
public struct NavigationStackLayout: TransparentLayout, PlatformAdaptive, Hashable {
    /// `NavigationStack` or `NavigationView`.
    public var name: String
    public var platform: Platform
    public init(name: String = "NavigationStack", platform: Platform = .iOS) {
        self.name = name
        self.platform = platform
    }

    public var role: LayoutRole { .container }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
        environment.listStyle = nil
    }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        [NavigationBar.column(content, platform: platform)]
    }
}

public struct NavigationStack: View {
    public var node: ViewNode
    public init(@ViewBuilder root: () -> [ViewNode]) { node = ViewNode(NavigationStackLayout(), children: root()) }
}

public struct NavigationView: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) {
        node = ViewNode(NavigationStackLayout(name: "NavigationView"), children: content())
    }
}
