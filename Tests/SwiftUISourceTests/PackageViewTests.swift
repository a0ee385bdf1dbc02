import Foundation
import LayoutCore
import SizingProbe
@testable import SwiftUISource
import Testing

/// The package descriptors (Sources/SwiftUISource/Packages/): a package's view is built as its
/// source shows where the file imports its module, stays opaque elsewhere, and gives way to the
/// input's own declarations and to `assumed_views`. Expected behaviors come from each package's
/// source at the version its descriptor names, as the descriptor's doc comment quotes it, or
/// from seed 002's rows for the SwiftUI view the source reduces to (`Image`, resizable `Image`).
@Suite struct PackageViewTests {
    /// The first evaluation of `Screen` in a file (so the input compiles), with its assumptions.
    static func evaluate(_ source: String, options: SourceOptions = SourceOptions(inputCompiles: true)) throws -> (root: ViewNode, assumptions: [Assumption]) {
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: options)
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let evaluation = project.evaluate(declaration, form: .view)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        return (first.root, first.assumptions)
    }

    /// `Screen`'s behavior with `body` as its body, in a file importing `imports`.
    static func behavior(_ body: String, imports: [String], options: SourceOptions = SourceOptions(inputCompiles: true)) throws -> (AxisBehaviors, [Assumption]) {
        let source = (["SwiftUI"] + imports).map { "import \($0)" }.joined(separator: "\n") + """

            struct Screen: View {
                let url: URL?
                var body: some View {
                    \(body)
                }
            }
            """
        let (root, assumptions) = try evaluate(source, options: options)
        return (SizingProbe.classify(root).behaviors, assumptions)
    }

    static let image = AxisBehaviors(.hug, .hug)       // seed 002: Image
    static let resizable = AxisBehaviors(.exp, .exp)   // seed 002: Image from resizable()

    // MARK: Kingfisher 8.11.0

    /// KFImage's loaded image is SwiftUI's Image with the configurations (KFImage.swift,
    /// KFImageRenderer.swift): it hugs, and `.resizable()` makes it expand, as Image's does.
    @Test func kfImageLaysOutAsImage() throws {
        let (plain, assumptions) = try Self.behavior("KFImage(url)", imports: ["Kingfisher"])
        #expect(plain == Self.image)
        #expect(assumptions.contains { $0.kind == .packageView && $0.subject == "KFImage" && $0.message.contains("Kingfisher 8.11.0") }, "\(assumptions)")
        #expect(!assumptions.contains { $0.kind == .opaqueView }, "\(assumptions)")
        let (resized, _) = try Self.behavior("KFImage(url).resizable()", imports: ["Kingfisher"])
        #expect(resized == Self.resizable)
    }

    /// `KFImage(url).resizable().scaledToFill()` in a frame: the frame decides, as with Image
    /// (seed 002's frame rule: a finite width and height hug), and in a flexible frame it fills.
    @Test func kfImageInAFrameIsSizedAsImageIs() throws {
        for frame in [".frame(width: 80, height: 80)", ".frame(maxWidth: .infinity, maxHeight: 200)"] {
            let (kf, _) = try Self.behavior("KFImage(url).resizable().scaledToFill()\(frame)", imports: ["Kingfisher"])
            let (image, _) = try Self.behavior("Image(\"photo\").resizable().scaledToFill()\(frame)", imports: [])
            #expect(kf == image, "\(frame)")
        }
    }

    /// Its options return the view (KFImageOptions.swift, KFOptionsSetter.swift): `.resizable()`
    /// after them still acts on the image; the static `KFImage.url(_:)` and the module-qualified
    /// name make the same view.
    @Test func kfImageOptionsAndSpellings() throws {
        for body in [
            "KFImage(url).placeholder { ProgressView() }.fade(duration: 0.25).cancelOnDisappear(true).resizable()",
            "KFImage.url(url).resizable()",
            "Kingfisher.KFImage(url).resizable()",
            "KFImage(url).configure { $0.resizable() }",
        ] {
            let (behavior, assumptions) = try Self.behavior(body, imports: ["Kingfisher"])
            #expect(behavior == Self.resizable, "\(body)")
            #expect(!assumptions.contains { $0.kind == .passedThrough || $0.kind == .opaqueView }, "\(body): \(assumptions)")
        }
    }

    /// Without `import Kingfisher` the name is not Kingfisher's: an opaque view saying so.
    @Test func withoutTheImportTheViewStaysOpaque() throws {
        let (behavior, assumptions) = try Self.behavior("KFImage(url)", imports: [])
        #expect(behavior == AxisBehaviors(.hug, .hug))  // our model: an opaque view hugs
        let opaque = try #require(assumptions.first { $0.kind == .opaqueView && $0.subject == "KFImage" })
        #expect(opaque.message.contains("is not declared in the scanned files, and its file imports no module besides Apple's"), "\(opaque)")
        #expect(!assumptions.contains { $0.kind == .packageView })
    }

    /// `.sizing.yml`'s `assumed_views` wins over the descriptor.
    @Test func assumedViewsWin() throws {
        var options = SourceOptions(inputCompiles: true)
        options.assumedViews = ["KFImage": AxisBehaviors(.exp, .hug)]
        let (behavior, assumptions) = try Self.behavior("KFImage(url).resizable()", imports: ["Kingfisher"], options: options)
        #expect(behavior == AxisBehaviors(.exp, .hug))
        #expect(assumptions.contains { $0.kind == .opaqueView && $0.message.hasSuffix("(as configured)") }, "\(assumptions)")
        #expect(!assumptions.contains { $0.kind == .packageView })
    }

    /// The input's own `KFImage` (a checkout's source, or the app's) wins over the descriptor.
    @Test func theInputsOwnViewWins() throws {
        let source = """
            import SwiftUI
            import Kingfisher
            struct KFImage: View {
                init(_ url: URL?) {}
                var body: some View { Color.red.frame(width: 10) }
            }
            struct Screen: View {
                var body: some View { KFImage(nil) }
            }
            """
        let (root, assumptions) = try Self.evaluate(source)
        // Color framed 10 wide: h-hug, v-exp (seed 002: Color, and a finite frame width hugs).
        #expect(SizingProbe.classify(root).behaviors == AxisBehaviors(.hug, .exp))
        #expect(!assumptions.contains { $0.kind == .packageView })
    }

    // MARK: Other packages

    /// NukeUI 13.2.0: `LazyImage(url:) { state in … }` is its content closure with the state a
    /// run-time value (LazyImage.swift); `state.image` is an Image (LazyImageState.swift), so
    /// the resizable image expands when it has loaded and the placeholder colour expands before.
    @Test func lazyImageBuildsItsContentClosure() throws {
        let body = """
            LazyImage(url: url) { state in
                        if let image = state.image { image.resizable().aspectRatio(contentMode: .fill) } else { Color.gray }
                    }
            """
        let (behavior, assumptions) = try Self.behavior(body, imports: ["NukeUI"])
        #expect(behavior == Self.resizable)
        #expect(!assumptions.contains { $0.kind == .opaqueView }, "\(assumptions)")
        let (plain, _) = try Self.behavior("LazyImage(url: url)", imports: ["NukeUI"])
        #expect(plain == Self.image)  // the default content's loaded `image`, not resizable
    }

    /// SDWebImageSwiftUI 3.1.3: `WebImage(url:)` is its loaded Image; with `content:placeholder:`
    /// the content closure is called with it (WebImage.swift).
    @Test func webImageForms() throws {
        #expect(try Self.behavior("WebImage(url: url).resizable()", imports: ["SDWebImageSwiftUI"]).0 == Self.resizable)
        let content = "WebImage(url: url) { image in image.resizable() } placeholder: { ProgressView() }"
        #expect(try Self.behavior(content, imports: ["SDWebImageSwiftUI"]).0 == Self.resizable)
        #expect(try Self.behavior("AnimatedImage(url: url)", imports: ["SDWebImageSwiftUI"]).0 == Self.image)
        // 1.x and 2.x: the placeholder is a modifier, shown only until the image loads.
        let modifier = "WebImage(url: url).resizable().placeholder { ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity) }.scaledToFit().frame(width: 100)"
        #expect(try Self.behavior(modifier, imports: ["SDWebImageSwiftUI"]).0 == Self.behavior("WebImage(url: url).resizable().scaledToFit().frame(width: 100)", imports: ["SDWebImageSwiftUI"]).0)
        #expect(try Self.behavior("WebImage(url: url).placeholder(Image(systemName: \"photo\"))", imports: ["SDWebImageSwiftUI"]).0 == Self.image)
    }

    /// swift-markdown-ui 2.4.1: `Markdown(text)` is a Text in a leading VStack
    /// (Markdown.swift, BlockSequence.swift): it hugs as text does (seed 002: Text) and wraps.
    @Test func markdownIsWrappingText() throws {
        let source = """
            import SwiftUI
            import MarkdownUI
            struct Screen: View {
                var body: some View { Markdown("**Sizing** is a catalog of SwiftUI layout behaviors, with a scanner") }
            }
            """
        let (root, _) = try Self.evaluate(source)
        #expect(SizingProbe.classify(root).behaviors == AxisBehaviors(.hug, .hug))
        let engine = LayoutEngine(root)
        let wide = engine.sizeThatFits(ProposedViewSize(width: 1000, height: nil))
        let narrow = engine.sizeThatFits(ProposedViewSize(width: 100, height: nil))
        #expect(narrow.width <= 100)
        #expect(narrow.height > wide.height, "wrapped text is taller: \(narrow) vs \(wide)")
    }

    /// ChartView 1.5.5: `BarChartView` is framed to its form (180 × 240 by default), the full
    /// width for `ChartForm.large` (BarChartView.swift, Helpers.swift); `LineView` is a
    /// GeometryReader.
    @Test func chartViewForms() throws {
        let medium = try Self.evaluate("""
            import SwiftUI
            import SwiftUICharts
            struct Screen: View { var body: some View { BarChartView(data: ChartData(points: [1, 2]), title: "Sales") } }
            """).root
        #expect(LayoutEngine(medium).sizeThatFits(ProposedViewSize(width: 500, height: 500)) == Size(width: 180, height: 240))
        #expect(try Self.behavior("BarChartView(data: data, title: \"Sales\", form: ChartForm.large)", imports: ["SwiftUICharts"]).0 == AxisBehaviors(.exp, .hug))
        #expect(try Self.behavior("LineView(data: [1, 2, 3])", imports: ["SwiftUICharts"]).0 == AxisBehaviors(.exp, .exp))
    }

    /// A flow is laid out as one row, stated as an approximation (SwiftUI-Flow 3.4.0, HFlow.swift).
    @Test func flowsAreOneRowAndSaySo() throws {
        let (behavior, assumptions) = try Self.behavior("HFlow { Text(\"a\"); Text(\"b\") }", imports: ["Flow"])
        #expect(behavior == AxisBehaviors(.hug, .hug))  // our model: an HStack of texts
        #expect(assumptions.contains { $0.kind == .approximation && $0.subject == "HFlow" })
        #expect(try Self.behavior("WrappingHStack { Text(\"a\") }", imports: ["WrappingHStack"]).0 == AxisBehaviors(.exp, .hug))
    }

    /// A package's modifier applies where its module is imported (Shimmer 1.5.0's mask); without
    /// the module it is unknown: the view fails unless unknown modifiers are allowed.
    @Test func packageModifiersNeedTheirModule() throws {
        let (_, shimmering) = try Self.behavior("Text(\"a\").shimmering()", imports: ["Shimmer"])
        #expect(!shimmering.contains { $0.kind == .passedThrough })
        let project = SourceProject(files: [.init(path: "Screen.swift", text: """
            import SwiftUI
            struct Screen: View { var body: some View { Text("a").shimmering() } }
            """)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let refused = project.evaluate(declaration, form: .view)
        #expect(refused.variants.isEmpty)
        #expect(refused.failures.contains { "\($0.error)".contains("unknown modifier 'shimmering'") })
        var allowing = SourceOptions(inputCompiles: true)
        allowing.unknownModifiersPassThrough = true
        let (_, unknown) = try Self.behavior("Text(\"a\").shimmering()", imports: [], options: allowing)
        #expect(unknown.contains { $0.kind == .passedThrough && $0.subject == "shimmering" })
    }

    // MARK: Why a view stays opaque

    @Test func theReasonSaysWhereTheViewMayComeFrom() throws {
        let unknownModule = try Self.behavior("Poster(url)", imports: ["Backend", "UI"]).1
        #expect(unknownModule.contains { $0.message == "Poster is not declared in the scanned files; it may come from Backend and UI, whose source the scan does not have and for which it has no descriptor: assumed h-hug, v-hug" }, "\(unknownModule)")
        let known = try Self.behavior("KFImageView(url)", imports: ["Kingfisher"]).1
        #expect(known.contains { $0.message.contains("and the descriptors of Kingfisher do not have it") }, "\(known)")
        let apple = try Self.behavior("LookAroundPreview(scene: scene)", imports: ["MapKit"]).1
        #expect(apple.contains { $0.message.contains("it may come from MapKit (Apple's), whose views the model does not build") }, "\(apple)")
        // A map, a chart, a video draw their content to fit the frame they are given (our model).
        let (map, mapAssumptions) = try Self.behavior("Map()", imports: ["MapKit"])
        #expect(map == AxisBehaviors(.exp, .exp))
        #expect(mapAssumptions.contains { $0.message == "Map is MapKit's view, which draws its content to fit the frame it is given and has no size of its own (our model): assumed h-exp, v-exp" }, "\(mapAssumptions)")
        let (chart, _) = try Self.behavior("VStack { Text(\"Sales\"); Chart { BarMark(x: .value(\"a\", 1)) }.frame(height: 300) }", imports: ["Charts"])
        #expect(chart == AxisBehaviors(.exp, .hug))
        // Without its module's import, the name is not the framework's.
        #expect(try Self.behavior("Chart()", imports: []).0 == AxisBehaviors(.hug, .hug))
        let representable = try Self.evaluate("""
            import SwiftUI
            struct Web: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            struct Screen: View { var body: some View { Web() } }
            """).assumptions
        #expect(representable.contains { $0.kind == .opaqueView && $0.message.contains("wraps a UIKit or AppKit view") })
    }

    // MARK: The descriptors themselves

    /// Every `swift-packages` row of seed/entry.tsv has a call its descriptor builds
    /// (`PackageCatalog`, which `sizing show` derives through), naming the row's view, and every
    /// call names such a row.
    @Test func everyPackageRowOfTheSeedIsBuiltByItsDescriptor() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seed/entry.tsv")
        let rows = try String(contentsOf: seed, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            .filter { $0.count > 3 && $0[1] == "swift-packages" }
        let names = Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0[3]) })
        #expect(Set(PackageCatalog.samples.map(\.entryId)) == Set(names.keys), "rows and descriptors' catalog calls differ")
        for sample in PackageCatalog.samples {
            #expect(names[sample.entryId] == sample.view, "\(sample.entryId) is a row of \(names[sample.entryId] ?? "no view"), built as \(sample.view)")
            let tree = try sample.tree(children: sample.isContainer ? [Color.red.node] : [])
            #expect(!Self.labels(tree).contains { $0.contains("__sizingPackageChild") }, "\(sample.entryId): the child was not substituted")
        }
    }

    static func labels(_ node: ViewNode) -> [String] {
        [node.layout.label + (node.id ?? "")] + node.children.flatMap(labels)
    }

    /// Every descriptor names its package's repository, a tag and its commit, and the source
    /// file it follows; names are unique per module, and at least 25 views of 10 packages.
    @Test func everyDescriptorCitesItsSource() {
        for view in PackageRegistry.views {
            #expect(view.package.repository.hasPrefix("https://github.com/"), "\(view.name)")
            #expect(view.package.commit.count == 40 && view.package.commit.allSatisfy(\.isHexDigit), "\(view.name)")
            #expect(!view.package.version.isEmpty && view.source.hasSuffix(".swift"), "\(view.name)")
            #expect(BuiltInRegistry.view(named: view.name) == nil, "\(view.name) shadows SwiftUI's view of that name")
        }
        let keys = PackageRegistry.views.map { "\($0.package.module).\($0.name)" }
        #expect(keys.count == Set(keys).count, "a package view is declared twice")
        #expect(PackageRegistry.views.count >= 25)
        #expect(Set(PackageRegistry.views.map(\.package)).count >= 10)
    }
}
