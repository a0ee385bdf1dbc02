import LayoutCore

/// A control's node while the controls are stand-ins: named after the control (so trees and
/// tests read `Toggle("Option")`), transparent to layout, wrapping the composition of
/// primitives that models it.
///
/// Child sizing: the composition is proposed the control's proposal.
///
/// Preferred size: exactly the composition's.
// TODO(controls): switch to LayoutCore.Controls (branch `probe`) and delete this type.
public struct ControlStandInLayout: TransparentLayout, Hashable {
    public var control: String
    public var spelledArguments: [Argument]
    public init(_ control: String, arguments: [Argument] = []) {
        self.control = control
        self.spelledArguments = arguments
    }
    public var name: String { control }
    public var arguments: [Argument] { spelledArguments }
}

/// The one place where controls are built from their parsed arguments. Each function takes
/// what the source said (a title string or label views) and returns the control's node.
///
/// Every function here is a stand-in composition of LayoutCore primitives, written so the
/// lead can swap in the real control types from `Sources/LayoutCore/Controls/` at merge time:
/// the parsing (in `Translator+Controls.swift`) does not change, only these bodies do.
/// The primitives a control adds are marked synthetic; the user's label views are not.
public enum ControlMapping {
    /// The control names the front end accepts.
    public static let controlNames: [String] = [
        "Button", "Link", "Label", "Toggle", "Slider", "Stepper", "ProgressView", "TextField", "SecureField",
        "TextEditor", "Picker",
    ]

    static func wrap(_ control: String, _ arguments: [Argument], _ content: ViewNode, _ location: SourceLocation?) -> ViewNode {
        ViewNode(ControlStandInLayout(control, arguments: arguments), children: [content], location: location)
    }

    static func synthetic(_ layout: any Layout, _ children: [ViewNode] = [], _ location: SourceLocation?) -> ViewNode {
        ViewNode(layout, children: children, location: location, isSynthetic: true)
    }

    /// The label views, or a Text of the title.
    static func labelContent(title: String?, label: [ViewNode], _ location: SourceLocation?) -> [ViewNode] {
        if !label.isEmpty { return label }
        guard let title else { return [] }
        return [synthetic(TextLayout(title), [], location)]
    }

    static func one(_ nodes: [ViewNode], _ location: SourceLocation?) -> ViewNode {
        nodes.count == 1 ? nodes[0] : synthetic(GroupLayout(), nodes, location)
    }

    /// `Button("Title") { }`, `Button(action: {}) { label }`.
    // TODO(controls): switch to LayoutCore.Controls
    public static func button(title: String?, label: [ViewNode], location: SourceLocation?) -> ViewNode {
        let content = one(labelContent(title: title, label: label, location), location)
        return wrap("Button", title.map { [Argument(nil, "\"\($0)\"")] } ?? [], content, location)
    }

    /// `Link("Title", destination: url)`, `Link(destination: url) { label }`.
    // TODO(controls): switch to LayoutCore.Controls
    public static func link(title: String?, label: [ViewNode], location: SourceLocation?) -> ViewNode {
        let content = one(labelContent(title: title, label: label, location), location)
        return wrap("Link", title.map { [Argument(nil, "\"\($0)\"")] } ?? [], content, location)
    }

    /// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`.
    // TODO(controls): switch to LayoutCore.Controls
    public static func label(title: String?, systemImage: String?, image: String?, titleViews: [ViewNode], iconViews: [ViewNode], location: SourceLocation?) -> ViewNode {
        var icon = iconViews
        if icon.isEmpty {
            if let systemImage { icon = [synthetic(ImageLayout(source: .systemName(systemImage), naturalSize: nil, isResizable: false), [], location)] }
            else if let image { icon = [synthetic(ImageLayout(source: .named(image), naturalSize: nil, isResizable: false), [], location)] }
        }
        let titleNodes = labelContent(title: title, label: titleViews, location)
        let content = synthetic(HStackLayout(alignment: .center, spacing: nil), icon + titleNodes, location)
        return wrap("Label", title.map { [Argument(nil, "\"\($0)\"")] } ?? [], content, location)
    }

    /// `Toggle("Title", isOn: $on)`, `Toggle(isOn: $on) { label }`: label, flexible space, switch.
    // TODO(controls): switch to LayoutCore.Controls
    public static func toggle(title: String?, label: [ViewNode], location: SourceLocation?) -> ViewNode {
        let knob = synthetic(FrameLayout(width: 51, height: 31), [synthetic(ShapeLayout(.capsule), [], location)], location)
        let spacer = synthetic(SpacerLayout(minLength: nil), [], location)
        let content = synthetic(HStackLayout(), labelContent(title: title, label: label, location) + [spacer, knob], location)
        return wrap("Toggle", title.map { [Argument(nil, "\"\($0)\"")] } ?? [], content, location)
    }

    /// `Slider(value: $v)`: a full-width track. The label is for accessibility only (seed 002).
    // TODO(controls): switch to LayoutCore.Controls
    public static func slider(label: [ViewNode], location: SourceLocation?) -> ViewNode {
        let track = synthetic(FrameLayout(width: nil, height: 31), [synthetic(ShapeLayout(.capsule), [], location)], location)
        return wrap("Slider", [], track, location)
    }

    /// `Stepper("Title", value: $v)`: label, flexible space, the −/+ buttons.
    // TODO(controls): switch to LayoutCore.Controls
    public static func stepper(title: String?, label: [ViewNode], location: SourceLocation?) -> ViewNode {
        let buttons = synthetic(FrameLayout(width: 94, height: 32), [synthetic(ShapeLayout(.roundedRectangle, cornerRadius: 8), [], location)], location)
        let spacer = synthetic(SpacerLayout(minLength: nil), [], location)
        let content = synthetic(HStackLayout(), labelContent(title: title, label: label, location) + [spacer, buttons], location)
        return wrap("Stepper", title.map { [Argument(nil, "\"\($0)\"")] } ?? [], content, location)
    }

    /// `ProgressView()`, `ProgressView(value: 0.5)`, `ProgressView("Loading")`: a linear bar
    /// (the style modifier above it is not known at construction in this stand-in).
    // TODO(controls): switch to LayoutCore.Controls
    public static func progressView(title: String?, label: [ViewNode], hasValue: Bool, location: SourceLocation?) -> ViewNode {
        let bar = synthetic(FrameLayout(width: nil, height: 4), [synthetic(ShapeLayout(.capsule), [], location)], location)
        let labelNodes = labelContent(title: title, label: label, location)
        let content = labelNodes.isEmpty ? bar : synthetic(VStackLayout(alignment: .leading, spacing: nil), labelNodes + [bar], location)
        var args: [Argument] = title.map { [Argument(nil, "\"\($0)\"")] } ?? []
        if hasValue { args.append(Argument("value", "…")) }
        return wrap("ProgressView", args, content, location)
    }

    /// `TextField("Placeholder", text: $t)`: full width, one line of text high.
    // TODO(controls): switch to LayoutCore.Controls
    public static func textField(_ control: String, placeholder: String, location: SourceLocation?) -> ViewNode {
        let text = synthetic(TextLayout(placeholder), [], location)
        let field = synthetic(FlexFrameLayout(maxWidth: .infinity, alignment: .leading), [text], location)
        return wrap(control, [Argument(nil, "\"\(placeholder)\"")], field, location)
    }

    /// `TextEditor(text: $t)`: takes all the space offered.
    // TODO(controls): switch to LayoutCore.Controls
    public static func textEditor(location: SourceLocation?) -> ViewNode {
        wrap("TextEditor", [], synthetic(ShapeLayout(.rectangle), [], location), location)
    }

    /// `Picker("Title", selection: $s) { options }`: the options side by side (segmented).
    // TODO(controls): switch to LayoutCore.Controls
    public static func picker(title: String?, label: [ViewNode], options: [ViewNode], location: SourceLocation?) -> ViewNode {
        let row = synthetic(HStackLayout(alignment: .center, spacing: 0), options, location)
        var args: [Argument] = title.map { [Argument(nil, "\"\($0)\"")] } ?? []
        if !label.isEmpty { args.append(Argument("label", label.map(\.layout.label).joined(separator: ", "))) }
        return wrap("Picker", args, row, location)
    }
}
