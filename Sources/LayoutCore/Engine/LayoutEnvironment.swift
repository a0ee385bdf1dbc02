/// The environment values that influence layout, resolved while the tree is compiled.
///
/// The fields most views read or set (the font, the stack axis) are stored in the value; the
/// others, rarely set, are in one shared copy-on-write storage. A copy takes 24 bytes, not the
/// 176 bytes of all the fields: compiling recurses once per level of nesting and each level
/// holds a copy (the environment its content sees), so the fields' size was most of
/// compiling's stack (about 1 KiB a level in a release build). Setting a stored field to the value
/// it holds already keeps the storage shared.
public struct LayoutEnvironment: Sendable, Equatable {
    /// The font size in points; 17 is the body size (§3.3). ``font`` at ``dynamicTypeSize``,
    /// resolved whenever either is set.
    public var fontSize: Double = Font.body.size
    /// The font's weight (`font(.headline)` is semibold); only real metrics read it.
    public var fontWeight: Font.Weight = .regular
    /// `font(_:)`: the font Text is set in, as written (a text style, or a size that scales
    /// with one or not); setting it resolves ``fontSize`` and ``fontWeight``.
    public var font: Font {
        get { storage.fields.font }
        set {
            update(\.font, to: newValue)
            resolveFont()
        }
    }
    /// `--dynamic-type`, `dynamicTypeSize(_:)`: the Dynamic Type size text styles resolve at
    /// (`.large` by default): the size set, limited to the range in effect
    /// (``limitDynamicTypeSize(to:)``). Setting it resolves ``fontSize`` again.
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.fields.dynamicTypeSize.clamped(to: storage.fields.dynamicTypeSizeLimit) }
        set {
            update(\.dynamicTypeSize, to: newValue)
            resolveFont()
        }
    }
    /// The sizes `dynamicTypeSize(_:)` ranges allow here (all of them by default).
    public var dynamicTypeSizeLimit: ClosedRange<DynamicTypeSize> { storage.fields.dynamicTypeSizeLimit }

    /// `dynamicTypeSize(...DynamicTypeSize.xxxLarge)`: limits the size to `range`, within any
    /// range already in effect (Apple: nested ranges intersect). Ranges that do not meet leave
    /// the inner one (our model; Apple does not say).
    public mutating func limitDynamicTypeSize(to range: ClosedRange<DynamicTypeSize>) {
        let outer = storage.fields.dynamicTypeSizeLimit
        let lower = Swift.max(outer.lowerBound, range.lowerBound), upper = Swift.min(outer.upperBound, range.upperBound)
        update(\.dynamicTypeSizeLimit, to: lower <= upper ? lower...upper : range)
        resolveFont()
    }
    /// Which metrics Text is measured with: the real font's (`.system`, docs/text-metrics.md)
    /// unless a caller asks for the deterministic model font (`.model`, the seed articles').
    public var textMetrics: TextMetrics = .system
    /// The axis of the nearest enclosing HStack/VStack (§4.2): Spacer and Divider read it.
    /// Any other container clears it.
    public var stackAxis: Axis?
    /// The language `Text` is shown in (``TextLanguage``); nil: the source's strings.
    public var language: TextLanguage? {
        get { storage.fields.language }
        set { update(\.language, to: newValue) }
    }
    /// `lineLimit(n)`: nil means unlimited.
    public var lineLimit: Int? {
        get { storage.fields.lineLimit }
        set { update(\.lineLimit, to: newValue) }
    }
    /// `lineLimit(m...n)` or `lineLimit(n, reservesSpace: true)`: the minimum number of lines.
    public var reservedLines: Int? {
        get { storage.fields.reservedLines }
        set { update(\.reservedLines, to: newValue) }
    }
    /// `lineSpacing(_:)`: points Text adds between two lines.
    public var lineSpacing: Double {
        get { storage.fields.lineSpacing }
        set { update(\.lineSpacing, to: newValue) }
    }
    /// `minimumScaleFactor(_:)`: the smallest fraction of its font Text may be drawn at to fit
    /// its proposal before it truncates; 1 (the default) never shrinks.
    public var minimumScaleFactor: Double {
        get { storage.fields.minimumScaleFactor }
        set { update(\.minimumScaleFactor, to: newValue) }
    }
    /// `monospacedDigit()`: digits take one common advance (tabular figures).
    public var monospacedDigit: Bool {
        get { storage.fields.monospacedDigit }
        set { update(\.monospacedDigit, to: newValue) }
    }
    /// `tracking(_:)`: points added after every character of Text.
    public var tracking: Double {
        get { storage.fields.tracking }
        set { update(\.tracking, to: newValue) }
    }
    /// `kerning(_:)`: points added after every character of Text where no tracking is set.
    public var kerning: Double {
        get { storage.fields.kerning }
        set { update(\.kerning, to: newValue) }
    }
    /// `imageScale(_:)`: the scale of SF Symbol images.
    public var imageScale: Image.Scale {
        get { storage.fields.imageScale }
        set { update(\.imageScale, to: newValue) }
    }
    /// `controlSize(_:)`: the size of the controls that have one.
    public var controlSize: ControlSize {
        get { storage.fields.controlSize }
        set { update(\.controlSize, to: newValue) }
    }
    /// Style modifiers read by controls (`buttonStyle(.plain)` → "plain").
    public var styles: [String: String] {
        get { storage.fields.styles }
        set { update(\.styles, to: newValue) }
    }
    /// `labelsHidden()` or `labelsVisibility(.hidden)` above: a control leaves its label out
    /// (Apple: "hides the labels of any controls contained within this view",
    /// https://developer.apple.com/documentation/swiftui/view/labelshidden()).
    public var labelsHidden: Bool { styles["labelsVisibility"] == "hidden" }
    /// The style of the enclosing List or Form rows, nil outside a list (NavigationLink reads it
    /// to show its disclosure chevron).
    public var listStyle: ListStyle? {
        get { storage.fields.listStyle }
        set { update(\.listStyle, to: newValue) }
    }
    /// `environment(\.defaultMinListRowHeight, …)`: nil for the style's 44 pt.
    public var defaultMinListRowHeight: Double? {
        get { storage.fields.defaultMinListRowHeight }
        set { update(\.defaultMinListRowHeight, to: newValue) }
    }
    /// The device screen's safe area (`--device`), nil for a plain rectangle with no insets.
    public var safeArea: SafeArea? {
        get { storage.fields.safeArea }
        set { update(\.safeArea, to: newValue) }
    }
    /// The nearest container's size for `containerRelativeFrame`: the device screen's safe area;
    /// nil when no container is known.
    public var containerSize: Size? {
        get { storage.fields.containerSize }
        set { update(\.containerSize, to: newValue) }
    }
    /// Inside a ScrollView, the safe-area padding (`safeAreaPadding`) added since the nearest
    /// one, per axis (the sum of both edges): the container `containerRelativeFrame` reads is
    /// the scroll view's visible size less this. Nil outside any ScrollView.
    public var scrollContainerPadding: Size? {
        get { storage.fields.scrollContainerPadding }
        set { update(\.scrollContainerPadding, to: newValue) }
    }

    public init() {}

    /// ``fontSize`` and ``fontWeight`` from ``font`` at ``dynamicTypeSize``.
    private mutating func resolveFont() {
        let font = storage.fields.font
        fontSize = font.size(at: dynamicTypeSize)
        fontWeight = font.weight
    }

    /// The root environment with `Text` measured by the model font (8 pt per grapheme, 20 pt
    /// lines at 17 pt): the seed articles' numbers and the fixtures are in it.
    public static var modelFont: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.textMetrics = .model
        return environment
    }

    public static func == (a: LayoutEnvironment, b: LayoutEnvironment) -> Bool {
        a.fontSize == b.fontSize && a.fontWeight == b.fontWeight && a.textMetrics == b.textMetrics
            && a.stackAxis == b.stackAxis && (a.storage === b.storage || a.storage.fields == b.storage.fields)
    }

    // MARK: Storage

    /// The rarely set fields, with their defaults.
    struct Fields: Equatable {
        var font: Font = .body
        var dynamicTypeSize: DynamicTypeSize = .large
        var dynamicTypeSizeLimit: ClosedRange<DynamicTypeSize> = .xSmall ... .accessibility5
        var lineLimit: Int?
        var reservedLines: Int?
        var lineSpacing: Double = 0
        var minimumScaleFactor: Double = 1
        var monospacedDigit = false
        var tracking: Double = 0
        var kerning: Double = 0
        var imageScale: Image.Scale = .medium
        var controlSize: ControlSize = .regular
        var styles: [String: String] = [:]
        var listStyle: ListStyle?
        var defaultMinListRowHeight: Double?
        var safeArea: SafeArea?
        var containerSize: Size?
        var scrollContainerPadding: Size?
        var language: TextLanguage?
    }

    /// Never changed while shared: `update(_:to:)` copies it first unless this value is its only
    /// owner (hence the unchecked sendability).
    final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage = Self.defaultStorage
    /// The default fields' storage, shared by every `LayoutEnvironment()`.
    private static let defaultStorage = Storage(Fields())

    /// Sets one field, copying the storage first when it is shared; a field set to the value
    /// it holds changes nothing. Always inlined, so that the literal key path becomes a plain
    /// access (as in `Layout.resolving(_:to:)`).
    @inline(__always)
    private mutating func update<Value: Equatable>(_ field: WritableKeyPath<Fields, Value>, to value: Value) {
        if storage.fields[keyPath: field] == value { return }
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        storage.fields[keyPath: field] = value
    }
}

extension LayoutEnvironment: CustomReflectable {
    /// Every field by name, wherever it is stored (test failures and `dump` show the values).
    public var customMirror: Mirror {
        Mirror(self, children: [
            "fontSize": fontSize, "fontWeight": fontWeight, "font": font, "dynamicTypeSize": dynamicTypeSize,
            "textMetrics": textMetrics, "stackAxis": stackAxis as Any,
            "lineLimit": lineLimit as Any, "reservedLines": reservedLines as Any, "lineSpacing": lineSpacing,
            "minimumScaleFactor": minimumScaleFactor, "monospacedDigit": monospacedDigit, "tracking": tracking, "kerning": kerning,
            "imageScale": imageScale, "controlSize": controlSize, "styles": styles,
            "listStyle": listStyle as Any, "defaultMinListRowHeight": defaultMinListRowHeight as Any,
            "safeArea": safeArea as Any, "containerSize": containerSize as Any, "scrollContainerPadding": scrollContainerPadding as Any,
            "language": language as Any,
        ], displayStyle: .struct)
    }
}
