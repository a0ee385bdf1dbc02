/// A view's spacing preferences on its four edges (§10.2).
///
/// Each edge holds two optional entries:
/// - `text`: the font size of text on that edge (Text declares spacing on its top and bottom);
/// - `fixed`: a category-free distance (Spacer declares 0 on its major edges).
/// An edge with neither is a "generic view" edge.
public struct ViewSpacing: Hashable, Sendable {
    public struct EdgeValue: Hashable, Sendable {
        // Each entry is stored as its bit pattern, `none` for nil: 16 bytes an edge instead of
        // 32 (two `Double?`), so that preferences are 64 bytes, copied, compared and numbered
        // (`LayoutEngine.interned`) in a few words (issue 18: a list's rows number theirs).
        private var textBits: UInt64
        private var fixedBits: UInt64
        /// The pattern of a missing entry: a NaN payload no arithmetic produces (a value built
        /// with exactly this pattern reads as missing).
        static let none: UInt64 = 0x7FF8_DEAD_0000_0002

        public var text: Double? {
            get { Self.value(textBits) }
            set { textBits = Self.bits(newValue) }
        }
        public var fixed: Double? {
            get { Self.value(fixedBits) }
            set { fixedBits = Self.bits(newValue) }
        }
        var isGeneric: Bool { textBits == Self.none && fixedBits == Self.none }
        public init(text: Double? = nil, fixed: Double? = nil) {
            self.textBits = Self.bits(text)
            self.fixedBits = Self.bits(fixed)
        }
        // Equality and hashing are those of the two optional values (−0 equals 0, NaN nothing).
        public static func == (a: EdgeValue, b: EdgeValue) -> Bool { a.text == b.text && a.fixed == b.fixed }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(fixed)
        }
        /// The two entries' patterns, for `ViewSpacing.fingerprint`.
        var patterns: (text: UInt64, fixed: UInt64) { (textBits, fixedBits) }
        @inline(__always) private static func bits(_ value: Double?) -> UInt64 { value?.bitPattern ?? none }
        @inline(__always) private static func value(_ bits: UInt64) -> Double? { bits == none ? nil : Double(bitPattern: bits) }
        /// Combines two entries for the same edge: where both have a value, the larger wins.
        public func union(_ other: EdgeValue) -> EdgeValue {
            EdgeValue(text: Self.larger(text, other.text), fixed: Self.larger(fixed, other.fixed))
        }
        private static func larger(_ a: Double?, _ b: Double?) -> Double? {
            switch (a, b) {
            case let (a?, b?): return Swift.max(a, b)
            default: return a ?? b
            }
        }
    }

    public var top = EdgeValue()
    public var leading = EdgeValue()
    public var bottom = EdgeValue()
    public var trailing = EdgeValue()

    public init() {}

    /// A generic view: the platform default (8) against other generic views.
    public static let generic = ViewSpacing()
    /// An empty container: zero on every edge.
    public static let zero = ViewSpacing(all: EdgeValue(fixed: 0))

    public init(all value: EdgeValue) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    public subscript(edge: Edge) -> EdgeValue {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Edge-wise union; the larger value wins where both have one.
    public func union(_ other: ViewSpacing) -> ViewSpacing {
        var result = self
        for edge in Edge.allCases { result[edge] = self[edge].union(other[edge]) }
        return result
    }

    /// The same preferences with `edges` reset to a generic view's (padding, frames: §5, §8.1).
    public func resettingToGeneric(_ edges: Edge.Set) -> ViewSpacing {
        var result = self
        if edges.contains(.top) { result.top = EdgeValue() }
        if edges.contains(.leading) { result.leading = EdgeValue() }
        if edges.contains(.bottom) { result.bottom = EdgeValue() }
        if edges.contains(.trailing) { result.trailing = EdgeValue() }
        return result
    }

    /// The platform default distance between two generic views: 8 on both axes (§10.2, iOS).
    public static let defaultDistance: Double = 8

    /// The preferred distance from a view `before` to a view `after` along `axis`
    /// (`before` is left of / above `after`), §10.2:
    /// 1. text facing text: the lower text's leading, 0 for the model font (§3.2);
    /// 2. any category-free value on either facing edge: the largest of them;
    /// 3. text facing a generic view: the text metric formulas of §3.2;
    /// 4. otherwise the platform default, 8.
    public func distance(to after: ViewSpacing, along axis: Axis) -> Double {
        let trailingEdge = axis == .horizontal ? trailing : bottom
        let leadingEdge = axis == .horizontal ? after.leading : after.top
        if trailingEdge.text != nil, leadingEdge.text != nil {
            return 0
        }
        if trailingEdge.fixed != nil || leadingEdge.fixed != nil {
            return Swift.max(trailingEdge.fixed ?? -.infinity, leadingEdge.fixed ?? -.infinity)
        }
        if let size = trailingEdge.text {
            return FontMetrics(size: size).textAboveGeneric
        }
        if let size = leadingEdge.text {
            return FontMetrics(size: size).genericAboveText
        }
        return Self.defaultDistance
    }
}

extension ViewSpacing {
    /// A cheap summary of the eight entries: equal preferences have equal fingerprints (−0 counts
    /// as 0, a missing entry as a value of its own), so a differing fingerprint rules out `==`.
    var fingerprint: UInt64 {
        var result = Self.mix(Self.mix(0, top.patterns.text), top.patterns.fixed)
        result = Self.mix(Self.mix(result, leading.patterns.text), leading.patterns.fixed)
        result = Self.mix(Self.mix(result, bottom.patterns.text), bottom.patterns.fixed)
        return Self.mix(Self.mix(result, trailing.patterns.text), trailing.patterns.fixed)
    }

    /// Whether the eight entries are the same bit for bit (so the same preferences, even where
    /// `==` would say otherwise: a NaN entry).
    func isIdentical(to other: ViewSpacing) -> Bool {
        top.patterns == other.top.patterns && leading.patterns == other.leading.patterns
            && bottom.patterns == other.bottom.patterns && trailing.patterns == other.trailing.patterns
    }

    /// Whether every edge is a generic view's (no entry at all): most views' preferences.
    var isGeneric: Bool {
        top.isGeneric && leading.isGeneric && bottom.isGeneric && trailing.isGeneric
    }

    @inline(__always)
    private static func mix(_ result: UInt64, _ pattern: UInt64) -> UInt64 {
        let bits: UInt64 = pattern == (-0.0).bitPattern ? 0 : pattern
        let mixed = (result ^ bits) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}
