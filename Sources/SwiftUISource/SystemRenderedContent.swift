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

    /// Whether `node` lies in the content of one of ``calls`` (in a closure or argument given to
    /// it, not the view the modifier is applied to, nor a label).
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var label: String?
        while let parent = child.parent {
            if let argument = parent.as(LabeledExprSyntax.self) { label = argument.label?.text }
            if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) { label = closure.label.text }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if child.id != Syntax(call.calledExpression).id, let name = calledName(call), calls.contains(name),
                   !(label.map(laidOutArguments.contains) ?? false) {
                    return true
                }
                label = nil
            }
            child = parent
        }
        return false
    }

    /// `Menu` of `Menu { … }` and `SwiftUI.Menu(…)`, `contextMenu` of `.contextMenu { … }`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
