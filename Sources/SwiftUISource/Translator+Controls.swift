import LayoutCore
import SwiftSyntax

/// Parsing of the controls' SwiftUI initialisers; construction is in `ControlMapping`.
extension Translator {
    func control(_ name: String, _ args: inout CallArguments, at: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        let location = locator.location(at)
        /// The title: the first unlabeled argument when it is a string.
        func title() throws -> String? {
            guard let i = args.items.firstIndex(where: { $0.label == nil && !$0.isTrailing }) else { return nil }
            let expr = args.items[i].expression
            if expr.is(ClosureExprSyntax.self) { return nil }
            args.items.remove(at: i)
            return try text(expr, scope, in: name)
        }
        /// Arguments that do not take part in layout (bindings, actions, ranges, URLs): they
        /// are read (so typos surface) and set aside.
        func ignore(_ labels: [String]) throws {
            for label in labels {
                while let e = args.take(label) {
                    if e.is(ClosureExprSyntax.self) { continue }
                    _ = try? evaluate(e, scope)
                }
            }
        }
        func views(_ label: String) throws -> [ViewNode] {
            guard let e = args.take(label) else { return [] }
            return try viewsOfArgument(e, scope)
        }
        func trailingViews() throws -> [ViewNode] {
            guard let c = args.takeTrailing() else { return [] }
            return try closureViews(c, scope)
        }

        switch name {
        case "Button":
            let t = try title()
            try ignore(["role"])
            var label = try views("label")
            if t != nil {
                // `Button("Title") { action }`: the trailing closure is the action.
                _ = args.take("action") ?? args.takeTrailing().map(ExprSyntax.init)
            } else if args.has("action") {
                _ = args.take("action")
                if label.isEmpty { label = try trailingViews() }
            } else {
                // `Button { action } label: { … }`
                _ = args.takeTrailing()
            }
            try args.finish(locator, expected: ["_", "action", "role", "label"])
            return ControlMapping.button(title: t, label: label, location: location)
        case "Link":
            let t = try title()
            try ignore(["destination"])
            let label = try views("label") + trailingViews()
            try args.finish(locator, expected: ["_", "destination", "label"])
            return ControlMapping.link(title: t, label: label, location: location)
        case "Label":
            let t = try title()
            let systemImage = try args.take("systemImage").map { try text($0, scope, in: "Label") }
            let image = try args.take("image").map { try text($0, scope, in: "Label") }
            var titleViews = try views("title")
            if titleViews.isEmpty && t == nil { titleViews = try trailingViews() }
            let icon = try views("icon")
            try args.finish(locator, expected: ["_", "systemImage", "image", "title", "icon"])
            return ControlMapping.label(title: t, systemImage: systemImage, image: image, titleViews: titleViews, iconViews: icon, location: location)
        case "Toggle":
            let t = try title()
            try ignore(["isOn", "sources"])
            let label = try views("label") + trailingViews()
            try args.finish(locator, expected: ["_", "isOn", "label"])
            return ControlMapping.toggle(title: t, label: label, location: location)
        case "Slider":
            try ignore(["value", "in", "step", "onEditingChanged"])
            let label = try views("label") + trailingViews()
            for extra in ["minimumValueLabel", "maximumValueLabel"] where args.has(extra) {
                throw unsupported("Slider(\(extra):) (value labels are not modelled)", at: at)
            }
            try args.finish(locator, expected: ["value", "in", "step", "label", "onEditingChanged"])
            return ControlMapping.slider(label: label, location: location)
        case "Stepper":
            let t = try title()
            try ignore(["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged"])
            let label = try views("label") + trailingViews()
            try args.finish(locator, expected: ["_", "value", "in", "step", "onIncrement", "onDecrement", "label"])
            return ControlMapping.stepper(title: t, label: label, location: location)
        case "ProgressView":
            let t = try title()
            let hasValue = args.has("value")
            try ignore(["value", "total"])
            let label = try views("label") + trailingViews()
            try ignore(["currentValueLabel"])
            try args.finish(locator, expected: ["_", "value", "total", "label"])
            return ControlMapping.progressView(title: t, label: label, hasValue: hasValue, location: location)
        case "TextField", "SecureField":
            let t = try title() ?? ""
            try ignore(["text", "prompt", "axis", "value", "format", "onEditingChanged", "onCommit"])
            try args.finish(locator, expected: ["_", "text", "prompt", "axis"])
            return ControlMapping.textField(name, placeholder: t, location: location)
        case "TextEditor":
            try ignore(["text"])
            try args.finish(locator, expected: ["text"])
            return ControlMapping.textEditor(location: location)
        case "Picker":
            let t = try title()
            try ignore(["selection"])
            let label = try views("label")
            let options = try (args.take("content").map { try viewsOfArgument($0, scope) } ?? []) + trailingViews()
            try args.finish(locator, expected: ["_", "selection", "label", "content"])
            return ControlMapping.picker(title: t, label: label, options: options, location: location)
        default:
            throw locator.error("unknown view '\(name)'", at: at)
        }
    }
}
