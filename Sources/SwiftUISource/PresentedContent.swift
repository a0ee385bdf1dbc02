import SwiftSyntax

/// Content that SwiftUI shows as a screen of its own, away from where it is written: a sheet's,
/// a full-screen cover's, a popover's or an inspector's content, a navigation destination. A view
/// written there is laid out on the screen it is presented on, not in the view that presents it.
///
/// Read from the syntax alone (``SourceNames`` keeps the views each file calls there).
enum PresentedContent {
    /// The modifiers whose content closure is presented.
    static let modifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector", "navigationDestination"]

    /// Whether `node` lies in presented content: in the content of one of ``modifiers`` (not the
    /// view the modifier is applied to), or in a `NavigationLink`'s destination (its
    /// `destination:` argument, or its trailing closure where a title or a `label:` closure
    /// labels the link).
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var label: String?
        var inTrailingClosure = false
        while let parent = child.parent {
            if let argument = parent.as(LabeledExprSyntax.self) { label = argument.label?.text }
            if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) { label = closure.label.text }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                inTrailingClosure = call.trailingClosure.map { Syntax($0).id == child.id } ?? false
                if child.id != Syntax(call.calledExpression).id, let name = SystemRenderedContent.calledName(call) {
                    if modifiers.contains(name) { return true }
                    if name == "NavigationLink", isDestination(call, label: label, inTrailingClosure: inTrailingClosure) { return true }
                }
                label = nil
            }
            child = parent
        }
        return false
    }

    /// `NavigationLink(destination: D()) { label }`, `NavigationLink("Title") { D() }`,
    /// `NavigationLink { D() } label: { … }`: the argument or closure that is the destination.
    static func isDestination(_ call: FunctionCallExprSyntax, label: String?, inTrailingClosure: Bool) -> Bool {
        if label == "destination" { return true }
        guard inTrailingClosure else { return false }
        let titled = call.arguments.first.map { $0.label == nil } ?? false
        return titled || call.additionalTrailingClosures.contains { $0.label.text == "label" }
    }
}
