/// The environment values that influence layout, resolved while the tree is compiled.
public struct LayoutEnvironment: Sendable {
    /// The font size in points; 17 is the body size (§3.3).
    public var fontSize: Double = Font.body.size
    /// The font's weight (`font(.headline)` is semibold); only real metrics read it.
    public var fontWeight: Font.Weight = .regular
    /// Which metrics Text is measured with: the real font's (`.system`, docs/text-metrics.md)
    /// unless a caller asks for the deterministic model font (`.model`, the seed articles').
    public var textMetrics: TextMetrics = .system
    /// `lineLimit(n)`: nil means unlimited.
    public var lineLimit: Int?
    /// `lineLimit(m...n)` or `lineLimit(n, reservesSpace: true)`: the minimum number of lines.
    public var reservedLines: Int?
    /// The axis of the nearest enclosing HStack/VStack (§4.2): Spacer and Divider read it.
    /// Any other container clears it.
    public var stackAxis: Axis?
    /// Style modifiers read by controls (`buttonStyle(.plain)` → "plain").
    public var styles: [String: String] = [:]
    /// The style of the enclosing List or Form rows, nil outside a list (NavigationLink reads it
    /// to show its disclosure chevron).
    public var listStyle: ListStyle?
    /// `environment(\.defaultMinListRowHeight, …)`: nil for the style's 44 pt.
    public var defaultMinListRowHeight: Double?
    /// The device screen's safe area (`--device`), nil for a plain rectangle with no insets.
    public var safeArea: SafeArea?
    /// The nearest container's size for `containerRelativeFrame`: the device screen's safe area;
    /// nil when no container is known.
    public var containerSize: Size?

    public init() {}

    /// The root environment with `Text` measured by the model font (8 pt per grapheme, 20 pt
    /// lines at 17 pt): the seed articles' numbers and the fixtures are in it.
    public static var modelFont: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.textMetrics = .model
        return environment
    }
}
