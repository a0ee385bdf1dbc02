import LayoutCore

/// A view, modifier or container form the probe can classify, named as a catalog row.
public struct ProbeSubject: Sendable {
    /// How to build it for probing.
    public enum Form: Sendable {
        /// A simple view: probed alone (§13.2).
        case simple(@Sendable () -> ViewNode)
        /// A modifier: applied to `Color`, then to `Text` (§13.3).
        case modifier(@Sendable (ViewNode) -> ViewNode)
        /// A container or label-view form: filled with `arity` children of each kind, then (when
        /// `mixed`) one of each (§13.3).
        case container(arity: Int, mixed: Bool, @Sendable ([ViewNode]) -> ViewNode)
    }

    /// SwiftUI's name: `Toggle`, `frame(maxWidth:)`.
    public var name: String
    /// The form: `title`, `label view`, `maxWidth: .infinity`, `plain style`.
    public var variant: String
    /// The table of seed 002's taxonomy the row belongs to (`Toggles`), or `Extra` for forms the
    /// catalog adds (ScrollView, padding…).
    public var section: String
    /// Simple or composed, as seed 002 calls the category.
    public var category: String { if case .simple = form { return "simple" } else { return "composed" } }
    public var form: Form
    /// The id of the catalog entry (`seed/entry.tsv`) whose derived behavior this subject
    /// gives; nil for the forms that derive a rule table's row instead (`frame(maxWidth:)`).
    public var entry: String?
    /// The platform the subject is built for: iOS, whose rows the catalog holds, unless
    /// ``on(_:)`` made it another's.
    public var platform: Platform = .iOS

    public init(_ name: String, _ variant: String, section: String, entry: String? = nil, _ form: Form) {
        self.name = name
        self.variant = variant
        self.section = section
        self.entry = entry
        self.form = form
    }

    /// `Toggle (label view)`.
    public var title: String { variant.isEmpty ? name : "\(name) (\(variant))" }

    /// Derives the classification through the layout core.
    public func classify() -> Classification {
        switch form {
        case .simple(let build): return SizingProbe.classify(build())
        case .modifier(let apply): return SizingProbe.classify(modifier: apply)
        case .container(let arity, let mixed, let build): return SizingProbe.classify(container: build, arity: arity, mixed: mixed)
        }
    }
}

/// The built-in catalogue: every row of seed 002's taxonomy that LayoutCore models, plus the
/// forms the catalog adds. Only how to build each subject is listed here; the behaviors are
/// derived by the probe. Not modelled (so not listed): tvOS-only button styles.
public enum ProbeCatalogue {
    public static let subjects: [ProbeSubject] = simpleBlocks + buttons + linksAndLabels + stacks + controls
        + shapes + frames + modifiers + special + extras + navigation + collections + moreControls + safeArea

    /// The subject with `name` and `variant`.
    public static func subject(_ name: String, _ variant: String = "") -> ProbeSubject? {
        subjects.first { $0.name == name && $0.variant == variant }
    }

    static let simpleBlocks: [ProbeSubject] = [
        ProbeSubject("Color", "", section: "Simple Building Blocks", entry: "color", .simple { Color.red.node }),
        ProbeSubject("Divider", "", section: "Simple Building Blocks", entry: "divider", .simple { Divider().node }),
        ProbeSubject("Image", "", section: "Simple Building Blocks", entry: "image", .simple { Image("photo").node }),
        ProbeSubject("Image", "resizable", section: "Simple Building Blocks", entry: "image-resizable", .simple { Image("photo").resizable().node }),
        ProbeSubject("SecureField", "", section: "Simple Building Blocks", entry: "secure-field", .simple { SecureField("Password", text: "").node }),
        ProbeSubject("Text", "", section: "Simple Building Blocks", entry: "text", .simple { Text("Test").node }),
        ProbeSubject("TextEditor", "", section: "Simple Building Blocks", entry: "text-editor", .simple { TextEditor(text: "Notes").node }),
        ProbeSubject("TextField", "", section: "Simple Building Blocks", entry: "text-field", .simple { TextField("Name", text: "").node }),
    ]

    static let buttons: [ProbeSubject] = [
        ProbeSubject("Button", "default style", section: "Buttons", entry: "button-default", .container(arity: 1, mixed: false) { label in
            Button(action: {}) { label }.node
        }),
        ProbeSubject("Button", "plain style", section: "Buttons", entry: "button-plain", .container(arity: 1, mixed: false) { label in
            Button(action: {}) { label }.style("buttonStyle", "plain")
        }),
    ]

    static let linksAndLabels: [ProbeSubject] = [
        ProbeSubject("Link", "title", section: "Links", entry: "link", .simple { Link("Website", destination: "https://example.com").node }),
        ProbeSubject("Link", "label view", section: "Links", entry: "link-label-view", .container(arity: 1, mixed: false) { label in
            Link(destination: "https://example.com") { label }.node
        }),
        ProbeSubject("Label", "title and image", section: "Labels", entry: "label", .simple { Label("Favourite", systemImage: "star").node }),
        ProbeSubject("Label", "title and icon views", section: "Labels", entry: "label-title-icon-views", .container(arity: 2, mixed: false) { views in
            Label { views[0] } icon: { views[1] }.node
        }),
    ]

    static let stacks: [ProbeSubject] = [
        ProbeSubject("HStack", "", section: "Stacks", entry: "hstack", .container(arity: 1, mixed: true) { views in HStack { views }.node }),
        ProbeSubject("VStack", "", section: "Stacks", entry: "vstack", .container(arity: 1, mixed: true) { views in VStack { views }.node }),
        ProbeSubject("ZStack", "", section: "Stacks", entry: "zstack", .container(arity: 1, mixed: true) { views in ZStack { views }.node }),
        ProbeSubject("LazyHStack", "", section: "Stacks", entry: "lazy-hstack", .container(arity: 1, mixed: true) { views in LazyHStack { views }.node }),
        ProbeSubject("LazyVStack", "", section: "Stacks", entry: "lazy-vstack", .container(arity: 1, mixed: true) { views in LazyVStack { views }.node }),
    ]

    static let controls: [ProbeSubject] = [
        ProbeSubject("Slider", "", section: "Sliders", entry: "slider", .simple { Slider(value: 0.5).node }),
        ProbeSubject("Slider", "label view", section: "Sliders", entry: "slider-label-view", .container(arity: 1, mixed: false) { label in
            Slider(value: 0.5) { label }.node
        }),
        ProbeSubject("ProgressView", "linear", section: "Progress Views", entry: "progress-view-linear", .simple {
            ProgressView(value: 0.5).style("progressViewStyle", "linear")
        }),
        ProbeSubject("ProgressView", "linear, label view", section: "Progress Views", entry: "progress-view-linear-label-view", .container(arity: 1, mixed: false) { label in
            ProgressView(value: 0.5) { label }.style("progressViewStyle", "linear")
        }),
        ProbeSubject("ProgressView", "circular", section: "Progress Views", entry: "progress-view-circular", .simple {
            ProgressView().style("progressViewStyle", "circular")
        }),
        ProbeSubject("ProgressView", "circular, label view", section: "Progress Views", entry: "progress-view-circular-label-view", .container(arity: 1, mixed: false) { label in
            ProgressView { label }.style("progressViewStyle", "circular")
        }),
        ProbeSubject("Stepper", "title", section: "Steppers", entry: "stepper", .simple { Stepper("Quantity", value: 1).node }),
        ProbeSubject("Stepper", "label view", section: "Steppers", entry: "stepper-label-view", .container(arity: 1, mixed: false) { label in
            Stepper(value: 1) { label }.node
        }),
        ProbeSubject("Toggle", "title", section: "Toggles", entry: "toggle", .simple { Toggle("Option", isOn: true).node }),
        ProbeSubject("Toggle", "label view", section: "Toggles", entry: "toggle-label-view", .container(arity: 1, mixed: false) { label in
            Toggle(isOn: true) { label }.node
        }),
    ]

    static let shapes: [ProbeSubject] = [
        ProbeSubject("Capsule", "", section: "Shapes", entry: "capsule", .simple { Capsule().node }),
        ProbeSubject("Circle", "", section: "Shapes", entry: "circle", .simple { Circle().node }),
        ProbeSubject("Ellipse", "", section: "Shapes", entry: "ellipse", .simple { Ellipse().node }),
        ProbeSubject("Rectangle", "", section: "Shapes", entry: "rectangle", .simple { Rectangle().node }),
        ProbeSubject("RoundedRectangle", "", section: "Shapes", entry: "rounded-rectangle", .simple { RoundedRectangle(cornerRadius: 8).node }),
        ProbeSubject("Shape", "custom", section: "Shapes", entry: "shape-custom", .simple { ViewNode(ShapeLayout(.custom)) }),
        ProbeSubject("Spacer", "", section: "Spacers", entry: "spacer", .simple { Spacer().node }),
    ]

    static let frames: [ProbeSubject] = [
        ProbeSubject("frame(width:height:)", "width: 100", section: "Simple Frame", .modifier { $0.frame(width: 100) }),
        ProbeSubject("frame(width:height:)", "height: 100", section: "Simple Frame", .modifier { $0.frame(height: 100) }),
        ProbeSubject("frame(min…max…)", "minWidth: 50", section: "Advanced Frame", .modifier { $0.frame(minWidth: 50) }),
        ProbeSubject("frame(min…max…)", "maxWidth: 200", section: "Advanced Frame", .modifier { $0.frame(maxWidth: 200) }),
        ProbeSubject("frame(min…max…)", "maxWidth: .infinity", section: "Advanced Frame", .modifier { $0.frame(maxWidth: .infinity) }),
        ProbeSubject("frame(min…max…)", "maxHeight: 200", section: "Advanced Frame", .modifier { $0.frame(maxHeight: 200) }),
        ProbeSubject("frame(min…max…)", "maxHeight: .infinity", section: "Advanced Frame", .modifier { $0.frame(maxHeight: .infinity) }),
    ]

    static let modifiers: [ProbeSubject] = [
        ProbeSubject("aspectRatio", "2, .fit", section: "Aspect Ratio", entry: "aspect-ratio", .modifier { $0.aspectRatio(2, contentMode: .fit) }),
        ProbeSubject("aspectRatio", "nil, .fill", section: "Aspect Ratio", .modifier { $0.aspectRatio(nil, contentMode: .fill) }),
        ProbeSubject("fixedSize", "horizontal: true, vertical: true", section: "Fixed Size", .modifier { $0.fixedSize() }),
        ProbeSubject("fixedSize", "horizontal: false, vertical: false", section: "Fixed Size", .modifier {
            $0.fixedSize(horizontal: false, vertical: false)
        }),
        ProbeSubject("fixedSize", "horizontal: true, vertical: false", section: "Fixed Size", .modifier {
            $0.fixedSize(horizontal: true, vertical: false)
        }),
        ProbeSubject("border", "", section: "Common Decorators", entry: "border", .modifier { $0.border(Color.blue, width: 3) }),
        ProbeSubject("background", "", section: "Common Decorators", entry: "background", .modifier { $0.background(Color.blue) }),
        ProbeSubject("overlay", "", section: "Common Decorators", entry: "overlay", .modifier { $0.overlay(Color.blue) }),
        ProbeSubject("offset", "", section: "Common Decorators", entry: "offset", .modifier { $0.offset(x: 10, y: 10) }),
    ]

    static let special: [ProbeSubject] = [
        ProbeSubject("GeometryReader", "", section: "Special Views", entry: "geometry-reader", .container(arity: 1, mixed: true) { views in
            GeometryReader { views }.node
        }),
        ProbeSubject("Group", "", section: "Special Views", entry: "group", .container(arity: 1, mixed: false) { views in Group { views }.node }),
    ]

    static let extras: [ProbeSubject] = [
        ProbeSubject("ScrollView", "vertical", section: "Extra", entry: "scroll-view-vertical", .container(arity: 1, mixed: true) { views in
            ScrollView(.vertical) { views }.node
        }),
        ProbeSubject("ScrollView", "horizontal", section: "Extra", entry: "scroll-view-horizontal", .container(arity: 1, mixed: true) { views in
            ScrollView(.horizontal) { views }.node
        }),
        ProbeSubject("ViewThatFits", "", section: "Extra", entry: "view-that-fits", .container(arity: 1, mixed: true) { views in ViewThatFits { views }.node }),
        ProbeSubject("padding", "", section: "Extra", entry: "padding", .modifier { $0.padding() }),
        ProbeSubject("position", "", section: "Extra", entry: "position", .modifier { $0.position(x: 50, y: 50) }),
        ProbeSubject("Button", "bordered style", section: "Extra", .container(arity: 1, mixed: false) { label in
            Button(action: {}) { label }.style("buttonStyle", "bordered")
        }),
        ProbeSubject("Button", "title", section: "Extra", .simple { Button("OK") {}.node }),
        ProbeSubject("Picker", "segmented", section: "Extra", .simple {
            Picker("Selection", selection: "a") { Text("a"); Text("b"); Text("c") }.style("pickerStyle", "segmented")
        }),
        ProbeSubject("Picker", "menu", section: "Extra", entry: "picker", .simple {
            Picker("Selection", selection: "a") { Text("a"); Text("b") }.node
        }),
    ]
}
