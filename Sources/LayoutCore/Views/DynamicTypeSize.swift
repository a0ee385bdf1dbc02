/// SwiftUI's `DynamicTypeSize`: the text size the person chose in Settings, smallest first.
///
/// `.large` is the default (Apple, `DynamicTypeSize.large`: "A large size", the size the text
/// styles' default point sizes are given at; HIG "Typography" → "Dynamic Type sizes", where
/// Large is marked the default). The five accessibility sizes follow `.xxxLarge`. The engine
/// reads it from ``LayoutEnvironment/dynamicTypeSize``: every text style resolves its point size
/// for it (``Font/TextStyle/pointSize(at:)``), and `dynamicTypeSize(_:)` sets or clamps it on a
/// subtree (``DynamicTypeSizeModifier``).
public enum DynamicTypeSize: String, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes (SwiftUI's `isAccessibilitySize`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's position, smallest first (0 for `.xSmall`).
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }

    /// This size moved into `range` (`dynamicTypeSize(...DynamicTypeSize.xxxLarge)` keeps the
    /// sizes up to xxxLarge and replaces larger ones by it).
    public func clamped(to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// SwiftUI's spelling, as the command line and the front end take it (`xLarge`).
    public var description: String { rawValue }

    /// The size spelled `name` (SwiftUI's case name, case-insensitive), or nil.
    public static func named(_ name: String) -> DynamicTypeSize? {
        allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }
}
