import LayoutCore
import SwiftSyntax

/// SwiftUI's controls: each reads its initialisers' arguments here and is built by
/// ``ControlMapping`` (the LayoutCore controls model themselves as compositions of primitives,
/// `Sources/LayoutCore/Controls`). Bindings, actions, ranges and URLs do not take part in
/// layout: they are read, so that typos surface, and set aside.
extension BuiltInView {
    static let controls: [BuiltInView] = [
        called("Button", labels: ["_", "action", "role", "label"]) { c in try c.button() },
        called("Link", labels: ["_", "destination", "label"]) { c in
            let title = try c.title()
            c.ignore(["destination"])
            let label = try c.views("label") + c.trailing()
            return ControlMapping.link(title: title, label: label, location: c.location)
        },
        called("Label", labels: ["_", "systemImage", "image", "title", "icon"]) { c in try c.label() },
        called("Toggle", labels: ["_", "isOn", "label"]) { c in
            let title = try c.title()
            c.ignore(["isOn", "sources"])
            let label = try c.views("label") + c.trailing()
            return ControlMapping.toggle(title: title, label: label, location: c.location, platform: c.platform)
        },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/slider
        // The value labels sit at the track's ends (Apple's documentation of
        // `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`: "A view
        // that describes bounds.minimumValue" shown before the track): `HStack { minimum; slider;
        // maximum }`, our model of their spacing (the stack's default).
        called("Slider", labels: ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"],
               platforms: [.iOS, .macOS, .watchOS, .visionOS]) { c in
            c.ignore(["value", "in", "step", "onEditingChanged"])
            let minimum = try c.views("minimumValueLabel"), maximum = try c.views("maximumValueLabel")
            let label = try c.views("label") + c.trailing()
            let slider = ControlMapping.slider(label: label, location: c.location, platform: c.platform)
            guard !minimum.isEmpty || !maximum.isEmpty else { return slider }
            return c.make(HStackLayout(), [minimum, [slider], maximum].filter { !$0.isEmpty }.map { c.single($0) })
        },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/stepper
        called("Stepper", labels: ["_", "value", "in", "step", "onIncrement", "onDecrement", "label"], platforms: [.iOS, .macOS, .watchOS, .visionOS]) { c in
            let title = try c.title()
            c.ignore(["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged"])
            let label = try c.views("label") + c.trailing()
            return ControlMapping.stepper(title: title, label: label, location: c.location, platform: c.platform)
        },
        called("ProgressView", labels: ["_", "value", "total", "label"]) { c in
            let title = try c.title()
            let hasValue = c.args.has("value")
            c.ignore(["value", "total"])
            let label = try c.views("label") + c.trailing()
            c.ignore(["currentValueLabel"])
            return ControlMapping.progressView(title: title, label: label, hasValue: hasValue, location: c.location)
        },
        called("TextField", labels: ["_", "text", "prompt", "axis"]) { c in try c.textField() },
        called("SecureField", labels: ["_", "text", "prompt", "axis"]) { c in try c.textField() },
        // Not on every platform: https://developer.apple.com/documentation/swiftui/texteditor
        called("TextEditor", labels: ["text"], platforms: [.iOS, .macOS, .visionOS]) { c in
            c.ignore(["text"])
            return ControlMapping.textEditor(location: c.location)
        },
        called("Picker", labels: ["_", "selection", "label", "content"]) { c in
            let title = try c.title()
            c.ignore(["selection"])
            let label = try c.views("label")
            let options = try (c.take("content").map { try c.translator.viewsOfArgument($0, c.scope) } ?? []) + c.trailing()
            return ControlMapping.picker(title: title, label: label, options: options, location: c.location, platform: c.platform)
        },
    ]
}

extension BuiltInCall {
    /// Where the call is, for the nodes ``ControlMapping`` builds.
    var location: LayoutCore.SourceLocation? { translator.locator.location(at) }

    /// The platform the input is built for (`--platform`, `CompilationConditions.platform`):
    /// the controls and containers take its layout.
    var platform: LayoutCore.Platform { LayoutCore.Platform(named: translator.options.conditions.platform) ?? .iOS }

    /// `Button("Title") { action }`, `Button(action: {}) { label }`, `Button { action } label: { … }`.
    mutating func button() throws -> ViewNode {
        // `Button(configuration)` in a `PrimitiveButtonStyle`'s `makeBody`: a button of the
        // configuration's label (SwiftUI's `Button(_ configuration:)`), in the style around it.
        if let first = args.items.first, first.label == nil, !first.isTrailing,
           let name = first.expression.as(DeclReferenceExprSyntax.self)?.baseName.identifierName,
           case .record("ButtonStyleConfiguration", let fields)? = scope.lookup(name),
           case .views(let label)? = fields.first(where: { $0.label == "label" })?.value {
            _ = args.takeUnlabeled()
            return ControlMapping.button(title: nil, label: label, location: location, platform: platform)
        }
        let title = try self.title()
        ignore(["role"])
        var label = try views("label")
        if title != nil {
            // The trailing closure is the action.
            _ = take("action") ?? args.takeTrailing().map(ExprSyntax.init)
        } else if args.has("action") {
            _ = take("action")
            if label.isEmpty { label = try trailing() }
        } else {
            _ = args.takeTrailing()
        }
        return ControlMapping.button(title: title, label: label, location: location, platform: platform)
    }

    /// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`.
    mutating func label() throws -> ViewNode {
        let title = try self.title()
        let systemImage = try string("systemImage")
        let image = try string("image")
        var titleViews = try views("title")
        if titleViews.isEmpty && title == nil { titleViews = try trailing() }
        let icon = try views("icon")
        return ControlMapping.label(title: title, systemImage: systemImage, image: image, titleViews: titleViews, iconViews: icon, location: location)
    }

    /// `TextField("Placeholder", text: $t)`, `SecureField(…)`.
    mutating func textField() throws -> ViewNode {
        let placeholder = try title() ?? ""
        // `axis: .vertical`: the field grows down as its text wraps.
        let vertical = take("axis").map { $0.trimmedDescription.hasSuffix("vertical") } ?? false
        ignore(["text", "prompt", "value", "format", "onEditingChanged", "onCommit"])
        return ControlMapping.textField(name, placeholder: placeholder, location: location, platform: platform, growsVertically: vertical)
    }
}
