/// A proposal for the size of a view (layout-rules §1).
///
/// Each component is independently:
/// - `nil`: "unspecified", answer your ideal size;
/// - `0`: answer your minimum size;
/// - a finite positive value: a concrete offer;
/// - `.infinity`: answer your maximum size.
///
/// NaN components are normalised to `nil` at construction (§1.7): once a proposal has passed
/// through placement SwiftUI cannot tell NaN from nil, so we never let NaN exist at all.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width: `nil` (ideal), 0 (minimum), a length, or `.infinity` (maximum).
    public var width: Double? { didSet { width = Self.normalised(width) } }
    /// The proposed height, in the same terms as `width`.
    public var height: Double? { didSet { height = Self.normalised(height) } }

    /// A proposal of `width` × `height`; a NaN component becomes `nil` (§1.7).
    public init(width: Double?, height: Double?) {
        self.width = Self.normalised(width)
        self.height = Self.normalised(height)
    }

    /// A proposal of components known not to be NaN (decoded from the engine's storage, or
    /// built from validated lengths and components of a proposal): nothing to normalise.
    @inline(__always)
    init(knownValidWidth width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`, as a parent does when it places a child at the size it chose.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Builds a proposal from a major-axis value and a minor-axis value.
    public init(_ axis: Axis, major: Double?, minor: Double?) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    /// `(0 × 0)`: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// `(∞ × ∞)`: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// `(nil × nil)`: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Replaces each nil component by the matching component of `size` (default 10 × 10, the
    /// "undetermined dimension" placeholder of §1.4). 0 and ∞ are kept.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// Each non-nil component reduced by the insets on its axis, never below 0 (∞ stays ∞) (§1.6).
    public func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
            height: height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
    }

    /// `(200 × nil)`, `(∞ × 0)`: the one text form of proposals used everywhere.
    public var description: String {
        "(\(Format.component(width)) × \(Format.component(height)))"
    }

    @inline(__always)
    static func normalised(_ value: Double?) -> Double? {
        guard let value, !value.isNaN else { return nil }
        return value
    }
}
