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
    /// `--platform` and `--define`: which `#if` branches are compiled.
    public var conditions: CompilationConditions
    /// Views the input does not declare (from a package, or UIKit) are opaque leaves with a
    /// stated assumption instead of an "unknown view" error (whole files and scans; a snippet
    /// keeps the error, which catches typos).
    public var inputCompiles: Bool
    /// `.sizing.yml`'s `assumed_views`: how views the input does not declare size themselves,
    /// by name (`LazyImage: h-exp, v-exp`), instead of the default `h-hug, v-hug`.
    public var assumedViews: [String: AxisBehaviors] = [:]
    /// The proxies of the input's `GeometryReader`s once placed, by the reader's location (see
    /// `LayoutEngine.geometryProxies()` (LayoutCore)): their content is built with these values instead of
    /// symbolic ones. Empty while building the tree the first time.
    public var geometry: [LayoutCore.SourceLocation: [GeometryProxy]] = [:]
    /// `--dynamic-type`: the Dynamic Type size the root is laid out at, which `@ScaledMetric`
    /// values are scaled for (the layout reads it from `LayoutEnvironment.dynamicTypeSize` (LayoutCore)).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// A view whose size only code the model does not run can tell (a representable with its
    /// own `sizeThatFits`) becomes a leaf named ``SourceProject/undecidedMarker`` with an
    /// ``Assumption/Kind/undecidedView`` assumption, instead of an error, so that the caller
    /// can lay the tree out with that leaf expanding and then hugging and keep the answer
    /// where the two agree (`sizing scan`). Off, the view is an error (a tree to lay out needs sizes).
    public var undecidedViews = false
    /// Whether the values met only inside the content of a container that takes its whole
    /// proposal (`List`, `Form`, `NavigationStack`, `TabView`, `GeometryReader`) are explored.
    /// Off (the default), they take the author's outcome: that content changes the container's
    /// ideal size at most, never the behavior the probe derives (`Translator.fillingContent`).
    /// `sizing scan --stress` turns it on: a break inside the content may hang on them.
    public var exploresFillingContent = false

    public init(
        state: [String: String] = [:], imageSizes: [String: Size] = [:],
        unknownModifiersPassThrough: Bool = false, viewName: String? = nil,
        conditions: CompilationConditions = CompilationConditions(), inputCompiles: Bool = false
    ) {
        self.inputCompiles = inputCompiles
        self.state = state
        self.imageSizes = imageSizes
        self.unknownModifiersPassThrough = unknownModifiersPassThrough
        self.viewName = viewName
        self.conditions = conditions
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
    /// The outcome taken for each run-time value the tree depends on (`user.bio = some`).
    public var choices: [Choice] = []
    /// The representatives used where layout needed a run-time value (`width = 100 for \`w\``).
    public var assumptions: [Assumption] = []
    /// Whether a `GeometryReader`'s content read its proxy without known values (the first
    /// build): laying out again with ``SourceOptions/geometry`` gives that content its real sizes.
    public var readsGeometry = false
}
