import SwiftSyntax

/// Content that SwiftUI hands to the system rather than laying it out in place: a `Menu`'s items
/// (not its label), a context menu, a toolbar, swipe actions, an alert's or a confirmation
/// dialog's actions, a `Picker`'s options, a tab item, a command menu, search suggestions. The
/// system draws those as its own menu rows, bar items and buttons, at its own sizes (UIKit's
/// `UIMenu`, the navigation bar), so a view written there has no frame of its own to check.
///
/// Read from the syntax alone (``SourceNames`` keeps the views each file calls there).
enum SystemRenderedContent {
    /// The views and modifiers whose content the system draws.
    static let calls: Set<String> = [
        "Menu", "contextMenu", "toolbar", "ToolbarItem", "ToolbarItemGroup", "swipeActions", "alert", "confirmationDialog",
        "Picker", "tabItem", "CommandMenu", "CommandGroup", "commands", "searchSuggestions",
    ]

    /// The arguments of those calls that SwiftUI lays out as any view: a menu's or a picker's label.
    static let laidOutArguments: Set<String> = ["label", "currentValueLabel"]

    /// Whether a node lies in the content of one of ``calls`` (in a closure or argument given to
    /// it, not the view the modifier is applied to, nor a label), from the calls it lies in
    /// (``EnclosingCall/all(of:)``).
    static func contains(_ enclosing: [EnclosingCall]) -> Bool {
        enclosing.contains { calls.contains($0.name) && !($0.label.map(laidOutArguments.contains) ?? false) }
    }
}
