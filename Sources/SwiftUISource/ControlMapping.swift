import LayoutCore

/// The one place where controls are built from their parsed arguments. Each function takes
/// what the source said (a title string or label views) and returns the control's node.
///
/// Each function builds the LayoutCore control (`Sources/LayoutCore/Controls/`) for `platform`
/// (the compilation conditions' platform: a Toggle is a switch row on iOS and a checkbox on
/// macOS), which models itself as a composition of primitives when the tree is compiled; the
/// parsing of the arguments lives in `BuiltIns/Views/Controls.swift`. The user's label views are
/// kept as written.
public enum ControlMapping {
    static func node(_ layout: any Layout, _ children: [ViewNode], _ location: SourceLocation?) -> ViewNode {
        ViewNode(layout, children: children, location: location)
    }

    /// `Button("Title") { }`, `Button(action: {}) { label }`.
    public static func button(title: String?, label: [ViewNode], location: SourceLocation?, platform: Platform = .iOS) -> ViewNode {
        node(ButtonLayout(title: label.isEmpty ? title : nil, platform: platform), label, location)
    }

    /// `Link("Title", destination: url)`, `Link(destination: url) { label }`.
    public static func link(title: String?, label: [ViewNode], location: SourceLocation?) -> ViewNode {
        node(LinkLayout(title: label.isEmpty ? title : nil, destination: ""), label, location)
    }

    /// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`.
    public static func label(title: String?, systemImage: String?, image: String?, titleViews: [ViewNode], iconViews: [ViewNode], location: SourceLocation?) -> ViewNode {
        if titleViews.isEmpty && iconViews.isEmpty {
            let icon: LabelLayout.Icon? = systemImage.map { .systemImage($0) } ?? image.map { .image($0) }
            return node(LabelLayout(title: title, icon: icon), [], location)
        }
        let titleNode = titleViews.isEmpty ? Text(title ?? "").node : single(titleViews)
        let iconNode = iconViews.isEmpty ? EmptyView().node : single(iconViews)
        return node(LabelLayout(), [titleNode, iconNode], location)
    }

    static func single(_ nodes: [ViewNode]) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(GroupLayout(), children: nodes, isSynthetic: true)
    }

    /// `Toggle("Title", isOn: $on)`, `Toggle(isOn: $on) { label }`: label, flexible space, switch.
    public static func toggle(title: String?, label: [ViewNode], location: SourceLocation?, platform: Platform = .iOS) -> ViewNode {
        node(ToggleLayout(title: label.isEmpty ? title : nil, platform: platform), label, location)
    }

    /// `Slider(value: $v)`: a full-width track. The label is for accessibility only (seed 002).
    public static func slider(label: [ViewNode], location: SourceLocation?, platform: Platform = .iOS) -> ViewNode {
        node(SliderLayout(hasLabel: !label.isEmpty, platform: platform), label, location)
    }

    /// `Stepper("Title", value: $v)`: label, flexible space, the −/+ buttons.
    public static func stepper(title: String?, label: [ViewNode], location: SourceLocation?, platform: Platform = .iOS) -> ViewNode {
        node(StepperLayout(title: label.isEmpty ? title : nil, platform: platform), label, location)
    }

    /// `ProgressView()`, `ProgressView(value: 0.5)`, `ProgressView("Loading")`: its style comes
    /// from `.progressViewStyle(…)` above it.
    public static func progressView(title: String?, label: [ViewNode], hasValue: Bool, location: SourceLocation?) -> ViewNode {
        node(ProgressViewLayout(title: label.isEmpty ? title : nil, hasLabel: !label.isEmpty, isDeterminate: hasValue), label, location)
    }

    /// `TextField("Placeholder", text: $t)`, `SecureField(…)`: full width, one line high.
    public static func textField(_ control: String, placeholder: String, location: SourceLocation?, platform: Platform = .iOS, growsVertically: Bool = false) -> ViewNode {
        node(TextFieldLayout(title: placeholder, kind: control, platform: platform, growsVertically: growsVertically), [], location)
    }

    /// `TextEditor(text: $t)`: takes all the space offered.
    public static func textEditor(location: SourceLocation?) -> ViewNode {
        node(TextEditorLayout(), [], location)
    }

    /// `Picker("Title", selection: $s) { options }`: its style comes from `.pickerStyle(…)`.
    public static func picker(title: String?, label: [ViewNode], options: [ViewNode], location: SourceLocation?, platform: Platform = .iOS) -> ViewNode {
        node(PickerLayout(title: title ?? "", platform: platform), options, location)
    }
}
