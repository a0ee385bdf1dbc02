/// The views SwiftUI declares that the front end builds: the one list of their names, each with
/// the family whose translator builds it. "Did you mean", the test for a bare view name and each
/// family's dispatch read it; adding a view is one line here plus its case in the family's
/// translator (CONTRIBUTING.md lists the other steps, which tests check).
enum BuiltInViews {
    enum Family: Sendable {
        /// Stacks, shapes, text, images and the other primitives (`Translator.builtIn`).
        case primitive
        /// Controls (`Translator+Controls.swift`, `ControlMapping`).
        case control
        /// Navigation and collection containers (`Translator+Navigation.swift`).
        case navigation
        /// `Grid`, `GridRow` and the lazy grids (`Translator+Grids.swift`).
        case grid
    }

    static let families: [(Family, [String])] = [
        (.primitive, [
            "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "GeometryReader", "ScrollView", "ViewThatFits",
            "Group", "ForEach", "EmptyView", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle",
            "Text", "Image", "Spacer", "Divider", "AnyView",
        ]),
        (.control, [
            "Button", "Link", "Label", "Toggle", "Slider", "Stepper", "ProgressView", "TextField", "SecureField",
            "TextEditor", "Picker",
        ]),
        (.navigation, [
            "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "TabView", "List", "Form",
            "Section", "GroupBox", "DisclosureGroup", "LabeledContent", "ControlGroup", "ContentUnavailableView",
            "AsyncImage", "DatePicker", "ColorPicker", "Gauge", "Menu", "Canvas", "TimelineView", "ShareLink",
        ]),
        (.grid, ["Grid", "GridRow", "LazyVGrid", "LazyHGrid"]),
    ]

    /// Every name, in the order above.
    static let names: [String] = families.flatMap(\.1)

    private static let familyByName: [String: Family] = Dictionary(
        families.flatMap { family, names in names.map { ($0, family) } }, uniquingKeysWith: { first, _ in first })

    /// The family that builds `name`, nil when SwiftUI's view is not modelled.
    static func family(of name: String) -> Family? { familyByName[name] }
}
