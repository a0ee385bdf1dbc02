/// `TabView { tabs }` with the default tab-bar style and with `.tabViewStyle(.page)`.
///
/// Child sizing: each tab (a child of the TabView after `Group`/`ForEach` are expanded) is
/// framed to fill the content area and proposed all of it. With the tab-bar style the content
/// area is the proposal minus the tab bar, 49 pt at the bottom (our model: the height of UIKit's
/// `UITabBar` on iPhone, commonly published; the home-indicator inset below it belongs to the
/// safe area); with the page style it is the whole proposal (the page dots overlay the content).
/// Every tab is laid out in the same area; SwiftUI shows one of them (the first by default).
///
/// Other platforms (our model): on macOS the tabs are a row of tab buttons above the content,
/// a 28 pt bar at the top (AppKit's 22 pt regular control height with 3 pt above and below);
/// on watchOS the tabs are pages (its default style is a vertical page style) and on visionOS
/// the tab bar floats outside the window (Human Interface Guidelines, Tab bars, visionOS:
/// https://developer.apple.com/design/human-interface-guidelines/tab-bars), so
/// on both the content area is the whole proposal, as with the page style. tvOS's tab bar is
/// laid out as iOS's.
///
/// Preferred size: the proposal on both axes (expanding); for a nil component the widest
/// (tallest) tab plus the bar.
public struct TabViewLayout: TransparentLayout, PlatformAdaptive, Hashable {
    public var platform: Platform
    public init(platform: Platform = .iOS) { self.platform = platform }

    /// macOS's tab row (our model).
    public static let macTabBarHeight = MacMetrics.fieldHeight + 6

    /// The tab bar's height (our model).
    public static let tabBarHeight = 49.0

    public var name: String { "TabView" }
    public var role: LayoutRole { .container }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
        environment.listStyle = nil
    }

    public func body(content: [ViewNode], environment: LayoutEnvironment) -> [ViewNode]? {
        let tabs = ContainerParts.elements(content).map { ContainerParts.filling($0) }
        let pages = ViewNode(ZStackLayout(), children: tabs, isSynthetic: true)
        if environment.styles["tabViewStyle"] == "page" || platform == .watchOS || platform == .visionOS { return [pages] }
        if platform == .macOS {
            return [ContainerParts.filling(ContainerParts.column([ContainerParts.bar(height: Self.macTabBarHeight), pages]), alignment: .top)]
        }
        return [ContainerParts.filling(ContainerParts.column([pages, ContainerParts.bar(height: Self.tabBarHeight)]), alignment: .top)]
    }
}

public struct TabView: View {
    public var node: ViewNode
    public init(@ViewBuilder content: () -> [ViewNode]) { node = ViewNode(TabViewLayout(), children: content()) }
}
