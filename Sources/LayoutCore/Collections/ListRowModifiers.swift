/// `listRowInsets(_:)`: the insets of the List or Form row this view is.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's. The enclosing list reads it on a row's outermost
/// modifiers and lays that row out with these insets instead of the style's (`ListStyle`);
/// `nil` (SwiftUI's `listRowInsets(nil)`) keeps the style's.
public struct ListRowInsetsModifier: TransparentLayout, Hashable {
    public var insets: EdgeInsets?
    public init(_ insets: EdgeInsets?) { self.insets = insets }
    public var name: String { "listRowInsets" }
    public var arguments: [Argument] {
        guard let i = insets else { return [Argument(nil, "nil")] }
        return [Argument(nil, "EdgeInsets(top: \(Format.number(i.top)), leading: \(Format.number(i.leading)), bottom: \(Format.number(i.bottom)), trailing: \(Format.number(i.trailing)))")]
    }
}

/// `environment(\.defaultMinListRowHeight, height)`: the minimum height of the rows of the lists
/// below (Apple: "The height of list rows is bounded below by this default value",
/// https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistrowheight).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; a List or Form inside lays its rows out at least
/// `height` tall instead of 44 pt.
public struct DefaultMinListRowHeightModifier: TransparentLayout, Hashable {
    public var height: Double
    public init(_ height: Double) { self.height = height.isFinite ? Swift.max(height, 0) : ListStyle.minRowHeight }
    public var name: String { "environment" }
    public var arguments: [Argument] { [Argument(nil, "\\.defaultMinListRowHeight"), Argument(nil, Format.number(height))] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.defaultMinListRowHeight = height }
}
