import LayoutCore

/// A custom view's node: named after the struct, transparent to layout (a view's size is its
/// body's size). A body with several views becomes a `GroupLayout` with the struct's name.
///
/// Child sizing: the body is proposed the view's proposal.
///
/// Preferred size: exactly the body's.
public struct CustomViewLayout: TransparentLayout, Hashable {
    public var viewName: String
    public var spelledArguments: [Argument]
    public init(_ viewName: String, arguments: [Argument] = []) {
        self.viewName = viewName
        self.spelledArguments = arguments
    }
    public var name: String { viewName }
    public var arguments: [Argument] { spelledArguments }
    public var label: String { "\(viewName)(\(spelledArguments.map(\.description).joined(separator: ", ")))" }
}
