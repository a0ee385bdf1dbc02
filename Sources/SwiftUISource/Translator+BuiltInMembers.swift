import LayoutCore
import SwiftSyntax

/// Static members of SwiftUI's views that make a view: `ContentUnavailableView.search` and
/// `ContentUnavailableView.search(text:)`.
extension Translator {
    /// The view SwiftUI's static member `type.member` makes (`call` holds its arguments, nil for a
    /// property); nil when SwiftUI has no such member the model knows.
    ///
    /// `ContentUnavailableView.search`: a magnifying glass, the title "No Results" ("No Results
    /// for “query”" with `text:`) and the description "Check the spelling or try a new search."
    /// (Apple's documentation of `ContentUnavailableView.search` and the strings it shows in
    /// English).
    func builtInStaticView(_ type: String, _ member: String, call: FunctionCallExprSyntax?, at node: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        guard type == "ContentUnavailableView", member == "search" else { return nil }
        var title = "No Results"
        if let call {
            var args = memo.arguments(call, callee: "ContentUnavailableView.search")
            if let text = args.take("text") {
                let query: String = switch try evaluate(text, scope) {
                case .string(let s): s
                case .symbolic(let s): representativeText(s, at: text)
                default: SourceIndex.collapsed(text.sourceText)
                }
                title = "No Results for “\(query)”"
            }
            try args.finish(locator, expected: ["text"])
        }
        let description = make(TextLayout("Check the spelling or try a new search."), at: node)
        return make(ContentUnavailableViewLayout(title: title, systemImage: "magnifyingglass"),
                    [make(EmptyViewLayout(), at: node), description, make(EmptyViewLayout(), at: node)], at: node)
    }
}
