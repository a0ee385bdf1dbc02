/// `dynamicTypeSize(_:)`: the Dynamic Type size of the subtree, set to one size or limited to a
/// range.
///
/// Apple (<https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)>): one size
/// "sets the Dynamic Type size within the view to the given value"; a range "limits the Dynamic
/// Type size within the view to the given range"
/// (<https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0>). Both
/// pages give the rules the environment follows (``LayoutEnvironment/dynamicTypeSize``): a value
/// set outside a range is limited by it (`.dynamicTypeSize(...DynamicTypeSize.large)
/// .dynamicTypeSize(.xLarge)` is `.large`), and ranges nested in each other intersect
/// (`.dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)` allows `.small` to
/// `.large`).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; its text styles (and the fonts relative to one)
/// resolve their size at the size in effect.
public struct DynamicTypeSizeModifier: TransparentLayout, Hashable {
    /// The size set, or nil for a range.
    public var size: DynamicTypeSize?
    /// The range the size is limited to, or nil for one size.
    public var range: ClosedRange<DynamicTypeSize>?
    let spelled: String

    /// One size: `dynamicTypeSize(.xLarge)`.
    public init(_ size: DynamicTypeSize) {
        self.size = size
        self.spelled = ".\(size)"
    }

    /// A range: `dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, spelled in outputs as `spelled`
    /// (the source's text), by default as SwiftUI's documentation writes it.
    public init(range: ClosedRange<DynamicTypeSize>, spelled: String? = nil) {
        self.range = range
        self.spelled = spelled ?? Self.spelling(range)
    }

    public var name: String { "dynamicTypeSize" }
    public var arguments: [Argument] { [Argument(nil, spelled)] }

    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        if let size { environment.dynamicTypeSize = size }
        if let range { environment.limitDynamicTypeSize(to: range) }
    }

    /// `...DynamicTypeSize.xxxLarge`, `DynamicTypeSize.small...`, `.small ... .large`.
    static func spelling(_ range: ClosedRange<DynamicTypeSize>) -> String {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        if lower == .xSmall { return "...DynamicTypeSize.\(upper)" }
        if upper == .accessibility5 { return "DynamicTypeSize.\(lower)..." }
        return ".\(lower) ... .\(upper)"
    }
}
