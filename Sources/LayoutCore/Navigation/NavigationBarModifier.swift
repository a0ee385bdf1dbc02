/// `navigationTitle(_:)`, `navigationBarTitleDisplayMode(_:)`, `navigationBarHidden(_:)` and
/// `toolbar(.hidden, for: .navigationBar)`: what a view inside a navigation container asks of
/// the bar above it.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's. The nearest enclosing `NavigationStack` (or
/// `NavigationView`, or a `NavigationSplitView` column) reads the first of these it finds in its
/// root content, as SwiftUI's preferences flow up, and sizes its bar from them.
public struct NavigationBarModifier: TransparentLayout, Hashable {
    public enum Request: Hashable, Sendable {
        /// `navigationTitle("Title")`.
        case title(String)
        /// `navigationBarTitleDisplayMode(.inline)`: "automatic", "inline" or "large".
        case displayMode(String)
        /// `navigationBarHidden(true)`, `toolbar(.hidden, for: .navigationBar)`.
        case hidden(Bool)
    }

    public var request: Request
    public init(_ request: Request) { self.request = request }

    public var name: String {
        switch request {
        case .title: return "navigationTitle"
        case .displayMode: return "navigationBarTitleDisplayMode"
        case .hidden: return "navigationBarHidden"
        }
    }

    public var arguments: [Argument] {
        switch request {
        case .title(let title): return [Argument(nil, TextLayout.quoted(title))]
        case .displayMode(let mode): return [Argument(nil, ".\(mode)")]
        case .hidden(let hidden): return [Argument(nil, hidden ? "true" : "false")]
        }
    }
}
