import SwiftSyntax

/// Content that SwiftUI shows as a screen of its own, away from where it is written: a sheet's,
/// a full-screen cover's, a popover's or an inspector's content, a navigation destination. A view
/// written there is laid out on the screen it is presented on, not in the view that presents it.
///
/// Read from the syntax alone (``SourceNames`` keeps the views each file calls there).
enum PresentedContent {
    /// The modifiers whose content closure is presented.
    static let modifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector", "navigationDestination"]

    /// Whether a node lies in presented content, from the calls it lies in
    /// (``EnclosingCall/all(of:)``): in the content of one of ``modifiers`` (not the view the
    /// modifier is applied to), or in a `NavigationLink`'s destination (its `destination:`
    /// argument, or its trailing closure where a title or a `label:` closure labels the link).
    static func contains(_ enclosing: [EnclosingCall]) -> Bool {
        enclosing.contains { modifiers.contains($0.name) || $0.name == "NavigationLink" && isDestination($0) }
    }

    /// `NavigationLink(destination: D()) { label }`, `NavigationLink("Title") { D() }`,
    /// `NavigationLink { D() } label: { … }`: the argument or closure that is the destination.
    static func isDestination(_ link: EnclosingCall) -> Bool {
        if link.label == "destination" { return true }
        guard link.isTrailingClosure else { return false }
        let titled = link.call.arguments.first.map { $0.label == nil } ?? false
        return titled || link.call.additionalTrailingClosures.contains { $0.label.text == "label" }
    }
}
