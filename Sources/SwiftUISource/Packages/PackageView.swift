import LayoutCore
import SwiftSyntax

/// A Swift package whose views the front end knows without its source, at the version its
/// descriptors were read from.
struct SwiftPackage: Sendable, Hashable {
    /// The package's name (`Kingfisher`, `swift-markdown-ui`).
    let name: String
    /// The module a file imports to use its views (`Kingfisher`, `MarkdownUI`).
    let module: String
    /// The repository (`https://github.com/onevcat/Kingfisher`).
    let repository: String
    /// The tag the descriptors follow (`8.11.0`).
    let version: String
    /// That tag's commit.
    let commit: String

    /// `Kingfisher 8.11.0`
    var title: String { "\(name) \(version)" }
}

/// One public view of a Swift package, as the front end builds it when the scanned files do
/// not hold the package's source: SwiftUI's name for what its source lays out (`KFImage` is an
/// `Image`), with the argument labels its initialisers take.
///
/// A descriptor applies only in a file that imports ``SwiftPackage/module``; the input's own
/// declarations (a checked-out package's source among them) and `.sizing.yml`'s
/// `assumed_views` win over it (``Translator/packageView(_:call:nameNode:_:)``).
struct PackageView: Sendable {
    let package: SwiftPackage
    /// The file of the package, at ``SwiftPackage/version``, whose source the descriptor follows
    /// (`Sources/SwiftUI/KFImageRenderer.swift`).
    let source: String
    /// What the model builds, in a few words (`the loaded image, as an Image`): the finding's
    /// assumption says it.
    let model: String
    /// The name, labels, platforms and build function, read as a SwiftUI view's are
    /// (``BuiltInCall``).
    let view: BuiltInView
    /// Static functions making the view, read as a call of it with their arguments
    /// (`KFImage.url(_:)`).
    var constructors: [String] = []
    /// The catalog rows the view derives (`seed/entry.tsv`, section `swift-packages`), each with
    /// the call the probe builds (``PackageCatalog``): `["kfimage": "KFImage(url)"]`; `CONTENT`
    /// in a call stands for the probe's children (a container form).
    var catalog: [String: String] = [:]

    var name: String { view.name }

    /// A view built only from a call (`KFImage(url)`).
    static func called(
        _ name: String, of package: SwiftPackage, source: String, model: String, labels: [String],
        platforms: Platforms = .all, constructors: [String] = [], catalog: [String: String] = [:],
        build: @escaping @Sendable (inout BuiltInCall) throws -> ViewNode
    ) -> PackageView {
        PackageView(
            package: package, source: source, model: model,
            view: .called(name, labels: labels, platforms: platforms, build: build), constructors: constructors, catalog: catalog)
    }
}

/// A modifier a package declares on its views or on every view (`placeholder` of `KFImage`,
/// `shimmering()`), applied when the file imports the package's module and no modifier of the
/// input or of SwiftUI takes the call.
struct PackageModifier: Sendable {
    let package: SwiftPackage
    let modifier: BuiltInModifier

    var name: String { modifier.name }

    /// A setter that returns the view it is called on with an option changed
    /// (`KFImage.fade(duration:)`, `LottieView.looping()`): the node is the receiver, unchanged,
    /// whatever the arguments. Its source is a `-> Self` (or `-> KFImage`) function storing the
    /// option; layout never reads it.
    static func option(_ name: String, of package: SwiftPackage) -> PackageModifier {
        PackageModifier(package: package, modifier: BuiltInModifier(name, labels: []) { c in
            c.args.items.removeAll()
            return c.receiver
        })
    }

    /// A modifier returning `some View` that draws over or under its view without changing its
    /// size (a mask, an overlay, a presented toast): a pass-through node.
    static func neutral(_ name: String, of package: SwiftPackage) -> PackageModifier {
        PackageModifier(package: package, modifier: BuiltInModifier(name, labels: []) { c in
            let arguments = c.args.items.map(c.translator.spelled)
            c.args.items.removeAll()
            return c.wrap(PassThroughModifier(c.name, arguments: arguments))
        })
    }
}

/// Every package descriptor, family by family: one file per package under
/// `Sources/SwiftUISource/Packages/`.
enum PackageRegistry {
    static let views: [PackageView] =
        PackageView.kingfisher + PackageView.sdWebImage + PackageView.nuke + PackageView.cachedAsyncImage
        + PackageView.lottie + PackageView.markdown + PackageView.charts + PackageView.flow + PackageView.wrappingHStack
        + PackageView.indicators + PackageView.toasts + PackageView.signIn + PackageView.crop + PackageView.codeScanner

    static let modifiers: [PackageModifier] =
        PackageModifier.kingfisher + PackageModifier.sdWebImage + PackageModifier.nuke + PackageModifier.lottie
        + PackageModifier.markdown + PackageModifier.shimmer + PackageModifier.toasts + PackageModifier.popup
        + PackageModifier.introspect

    /// Every package with a descriptor, in the order of ``views`` and ``modifiers``.
    static let packages: [SwiftPackage] = {
        var seen = Set<SwiftPackage>()
        return (views.map(\.package) + modifiers.map(\.package)).filter { seen.insert($0).inserted }
    }()

    /// The modules of ``packages``.
    static let modules = Set(packages.map(\.module))

    private static let viewsByName = Dictionary(grouping: views, by: \.name)
    private static let modifiersByName = Dictionary(grouping: modifiers, by: \.name)

    /// The package view `name` of a module among `imports`; nil when none is imported.
    static func view(named name: String, imports: Set<String>) -> PackageView? {
        viewsByName[name]?.first { imports.contains($0.package.module) }
    }

    /// The package modifier `name` of a module among `imports`.
    static func modifier(named name: String, imports: Set<String>) -> PackageModifier? {
        modifiersByName[name]?.first { imports.contains($0.package.module) }
    }
}
