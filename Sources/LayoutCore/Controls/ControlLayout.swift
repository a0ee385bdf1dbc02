/// What the controls of seed 002's taxonomy have in common.
///
/// A control is a composition of primitives: its layout is transparent (size, spacing, priority
/// and guides come from its one body child) and `body(content:environment:)` returns that child,
/// built from LayoutCore views. The nodes the control adds are marked synthetic; the user's label
/// views are kept as written. Dual-category controls take part in the tree as a leaf in their
/// title form (`Toggle("Title", isOn:)`) and as a container in their label-view form
/// (`Toggle(isOn:) { label }`), which is what makes them hug or stay neutral.
///
/// Dimensions: every fixed length a control adds (a switch, a stepper, a track) is documented on
/// the control with where it comes from; lengths without a published source say "model estimate".
/// The parts that depend on none of a control's arguments (a Toggle's switch, a row's Spacer) are
/// built once and shared by every control and every engine, as the tree's views are: a list of
/// a thousand Toggles holds one switch (issue 18, engine bytes per node).
public protocol ControlLayout: TransparentLayout {
    /// How many user views the label-view form takes: 2 for `Label(title:icon:)`, 1 otherwise.
    var contentSlots: Int { get }
}

extension ControlLayout {
    public var contentSlots: Int { 1 }
}

/// A control that can show a title string (`Button("Save")`, `Toggle(name, isOn:)`).
///
/// SwiftUI translates a title written as a literal (a `LocalizedStringKey`) and shows a `String`
/// value as it is (the `StringProtocol` initializers: "doesn't localize the string",
/// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7): the title's
/// text takes part in a language (``TextLanguage``) only when ``titleIsLocalized``.
public protocol TitledControl: ControlLayout {
    /// Whether the title is translated (true: a literal, as SwiftUI's `LocalizedStringKey`).
    var titleIsLocalized: Bool { get set }
}

/// SwiftUI's `Binding`, reduced to its value: layout only reads it (`.constant("")`).
public struct Binding<Value: Sendable>: Sendable {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// `Binding.constant(value)`.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(wrappedValue: value) }
}

/// Building blocks shared by the control bodies.
enum ControlParts {
    /// The title string of a title-form control: a synthetic `Text`, translated when `localized`
    /// (``TitledControl``).
    static func title(_ string: String, localized: Bool = true) -> ViewNode {
        ViewNode(TextLayout(string, isLocalized: localized), isSynthetic: true)
    }

    /// The user's label views as one node: a single view as is, nothing as `EmptyView`, several
    /// views (or a `Group`/`ForEach`) in an implicit VStack, as SwiftUI lays out a multi-view
    /// label (model estimate: the same rule as several views at the root).
    static func label(_ content: [ViewNode]) -> ViewNode {
        if content.isEmpty { return ViewNode(EmptyViewLayout(), isSynthetic: true) }
        if content.count == 1 && content[0].layout.role != .list { return content[0] }
        return ViewNode(VStackLayout(), children: content, isSynthetic: true)
    }

    /// `HStack { label; Spacer(); trailing }`: the row of a Toggle, Stepper, ColorPicker,
    /// compact DatePicker or LabeledContent, the label leading and the control trailing.
    static func spacedRow(_ label: ViewNode, _ trailing: ViewNode) -> ViewNode {
        ViewNode(HStackLayout(), children: [label, spacer, trailing], isSynthetic: true)
    }

    /// The Spacer of a control's row, built once.
    static let spacer = Spacer().node.synthetic()

    /// Wraps `child` in `layout`, marking only the new node synthetic (the child keeps its mark).
    static func wrap(_ layout: any Layout, _ children: ViewNode...) -> ViewNode {
        ViewNode(layout, children: children, isSynthetic: true)
    }

    /// A view that is in the tree (placed, drawn hidden) but never sizes anything: it rides as
    /// the `background` of `primary`, which is how an accessibility-only label is modelled.
    static func hiddenBehind(_ primary: ViewNode, _ hidden: ViewNode) -> ViewNode {
        wrap(SecondaryLayerLayout(.background), primary, wrap(PassThroughModifier("hidden"), hidden))
    }

    /// A fixed-size synthetic shape: the drawn part of a control (a switch, a stepper).
    static func fixedShape(_ kind: ShapeLayout.Kind, _ size: Size, cornerRadius: Double? = nil) -> ViewNode {
        ViewNode(ShapeLayout(kind, cornerRadius: cornerRadius), isSynthetic: true)
            .frame(width: size.width, height: size.height).synthetic()
    }

    /// The quoted title argument, if any.
    static func titleArguments(_ title: String?) -> [Argument] {
        title.map { [Argument(nil, TextLayout.quoted($0))] } ?? []
    }

    /// `HStack { leading; trailing }` at the default spacing, hugging both: the row of macOS's
    /// controls (a checkbox and its label, a label and its stepper), where iOS's `spacedRow`
    /// puts a Spacer between them.
    static func inlineRow(_ leading: ViewNode, _ trailing: ViewNode, alignment: VerticalAlignment = .center) -> ViewNode {
        ViewNode(HStackLayout(alignment: alignment), children: [leading, trailing], isSynthetic: true)
    }

    /// `label` with its title when it has one: `inlineRow(Text(title), control)`; the control
    /// alone for an empty title (macOS shows a Picker's or a DatePicker's title before it).
    static func titled(_ title: String, localized: Bool = true, _ control: ViewNode, alignment: VerticalAlignment = .center) -> ViewNode {
        title.isEmpty ? control : inlineRow(Self.title(title, localized: localized), control, alignment: alignment)
    }

    /// A macOS bezel around `content`: `content.padding(.horizontal, inset).frame(minHeight:
    /// height).background(RoundedRectangle(cornerRadius: 5))` (a push button, a pop-up button,
    /// a text field), as tall as the control size asks and taller for a taller content.
    static func bezel(_ content: ViewNode, height: Double, inset: Double) -> ViewNode {
        let padded = wrap(PaddingLayout(.horizontal, inset), content)
        let framed = wrap(FlexFrameLayout(minHeight: height), padded)
        let shape = ViewNode(ShapeLayout(.roundedRectangle, cornerRadius: MacMetrics.bezelCornerRadius, fill: Color.gray.withOpacity(0.12)), isSynthetic: true)
        return wrap(SecondaryLayerLayout(.background), framed, shape)
    }

    /// A symbol the control draws (a pop-up button's arrows), one line tall as `Image`'s
    /// default symbol size.
    static func symbol(_ name: String) -> ViewNode { Image(systemName: name).node.synthetic() }
}
