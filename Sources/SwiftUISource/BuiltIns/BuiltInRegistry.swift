import LayoutCore
import SwiftSyntax

/// A SwiftUI view the front end builds: its name, the argument labels SwiftUI's initialisers
/// take, and how a call of it becomes a LayoutCore node. Each family of views declares its
/// descriptors in its own file (`BuiltIns/Views/*.swift`); ``BuiltInRegistry`` gathers them.
struct BuiltInView: Sendable {
    /// SwiftUI's name (`HStack`).
    let name: String
    /// Every label SwiftUI's initialisers take, `_` for an unlabeled argument: what the "does
    /// not take" error lists and its did-you-mean searches.
    let labels: [String]
    /// The platforms whose SDK declares it (Apple's documentation page of the view).
    let platforms: Platforms
    /// Builds the call's node; nil when the call is not this view (`Text` without parentheses
    /// names the type, not a view).
    let build: @Sendable (inout BuiltInCall) throws -> ViewNode?

    init(
        _ name: String, labels: [String], platforms: Platforms = .all,
        build: @escaping @Sendable (inout BuiltInCall) throws -> ViewNode?
    ) {
        self.name = name
        self.labels = labels
        self.platforms = platforms
        self.build = build
    }

    /// A view built only from a call (or from arguments given for one: `title.map(Text.init)`):
    /// its bare name (`Text`, `Color`) names the type.
    static func called(
        _ name: String, labels: [String], platforms: Platforms = .all,
        build: @escaping @Sendable (inout BuiltInCall) throws -> ViewNode
    ) -> BuiltInView {
        BuiltInView(name, labels: labels, platforms: platforms) { c in c.call == nil && c.args.isEmpty ? nil : try build(&c) }
    }
}

/// The platforms a SwiftUI view is declared on, as `#if os(…)` and `--platform` name them.
struct Platforms: OptionSet, Sendable {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let iOS = Platforms(rawValue: 1 << 0)
    static let macOS = Platforms(rawValue: 1 << 1)
    static let tvOS = Platforms(rawValue: 1 << 2)
    static let watchOS = Platforms(rawValue: 1 << 3)
    static let visionOS = Platforms(rawValue: 1 << 4)
    static let all: Platforms = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    /// Each platform with its name, in `CompilationConditions.platforms`' order.
    static let named: [(String, Platforms)] = [("iOS", .iOS), ("macOS", .macOS), ("watchOS", .watchOS), ("tvOS", .tvOS), ("visionOS", .visionOS)]

    /// The platform `--platform` names; nil for a name it does not know.
    init?(named name: String) {
        guard let match = Self.named.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    /// `iOS, macOS, visionOS`
    var names: String { Self.named.filter { contains($0.1) }.map(\.0).joined(separator: ", ") }
}

/// A SwiftUI modifier the front end builds: its name, the labels it takes and its node. Each
/// family declares its descriptors in its own file (`BuiltIns/Modifiers/*.swift`).
struct BuiltInModifier: Sendable {
    /// SwiftUI's name (`frame`).
    let name: String
    /// Every label SwiftUI's overloads take, `_` for an unlabeled argument.
    let labels: [String]
    /// Builds the modified node; nil when the call is not in a form the model knows (it then
    /// passes through, as an unknown modifier does).
    let build: @Sendable (inout ModifierCall) throws -> ViewNode?

    init(_ name: String, labels: [String], build: @escaping @Sendable (inout ModifierCall) throws -> ViewNode?) {
        self.name = name
        self.labels = labels
        self.build = build
    }
}

/// The one list of SwiftUI's views and modifiers the front end builds. "Did you mean", the
/// test for a bare view name, the dispatch of calls and `ViewRegistrationTests` (which checks
/// each view against the probe's subjects and the catalog's seed) all read it.
enum BuiltInRegistry {
    /// Every view, family by family, in the order "did you mean" lists them.
    static let views: [BuiltInView] =
        BuiltInView.containers + BuiltInView.shapes + BuiltInView.primitives + BuiltInView.controls
        + BuiltInView.navigation + BuiltInView.grids + BuiltInView.layouts + BuiltInView.animators

    /// Every modifier, family by family.
    static let modifiers: [BuiltInModifier] =
        BuiltInModifier.frames + BuiltInModifier.layers + BuiltInModifier.values + BuiltInModifier.text
        + BuiltInModifier.safeArea + BuiltInModifier.grid + BuiltInModifier.list + BuiltInModifier.navigation
        + BuiltInModifier.styles + BuiltInModifier.sizes

    /// Every view name, in the order of ``views``.
    static let viewNames: [String] = views.map(\.name)

    /// Every modifier name, in the order of ``modifiers``.
    static let modifierNames: [String] = modifiers.map(\.name)

    private static let viewsByName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private static let modifiersByName = Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// SwiftUI's view `name`, nil when the model does not build it.
    static func view(named name: String) -> BuiltInView? { viewsByName[name] }

    /// SwiftUI's modifier `name`, nil when the model does not build it.
    static func modifier(named name: String) -> BuiltInModifier? { modifiersByName[name] }
}
