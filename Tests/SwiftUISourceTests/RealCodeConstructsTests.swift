import LayoutCore
import SwiftUISource
import Testing

/// Swift and SwiftUI forms found in real apps (elislade/SwiftUI-Kit, ACHNBrowserUI, the SBB
/// design system) that the front end used to give up on. Each is built as Swift allows it; the
/// expected trees follow from the form's meaning (Swift's or SwiftUI's documentation).
@Suite struct RealCodeConstructsTests {
    /// The views of the first evaluation of `Screen` (a file, so the input compiles).
    static func evaluate(_ source: String) throws -> (root: ViewNode, assumptions: [String]) {
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let evaluation = project.evaluate(declaration, form: .view)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        return (first.root, first.assumptions.map(\.message))
    }

    static func labels(_ node: ViewNode) -> [String] {
        [node.layout.label] + node.children.flatMap(labels)
    }

    /// A colour passed to a function's `Color` parameter and shown as a view
    /// (`func stripes(color: Color) -> some View { … color … }` called with `.blue`, Apple's
    /// `LayeredVerticalStripes`): it is that colour, which fills its proposal (§2.1), not an
    /// opaque view assumed to hug.
    @Test func aColourParameterShownAsAViewIsThatColour() throws {
        let source = """
            struct Screen: View {
                var body: some View { stripes(color: .blue).frame(width: 120, height: 40) }
                private func stripes(color: Color) -> some View {
                    HStack(spacing: 0) { ForEach(0..<2) { _ in color } }
                }
            }
            """
        let (root, assumptions) = try Self.evaluate(source)
        #expect(Self.labels(root).filter { $0 == "Color.blue" }.count == 2, "\(Self.labels(root))")
        #expect(!assumptions.contains { $0.contains("does not build") }, "\(assumptions)")
        let frames = LayoutEngine(root).place(in: ProposedViewSize(width: 300, height: 300)).root.allViews.filter { $0.label == "Color.blue" }.map(\.frame.size)
        #expect(frames == [Size(width: 60, height: 40), Size(width: 60, height: 40)])
    }

    /// `optional.map { value in … }` in a view builder: a view when the optional holds a value.
    @Test func optionalMapBuildsItsClosure() throws {
        let source = """
            struct Item { var name: String?; var tags: [String]? }
            struct Screen: View {
                var item: Item
                var body: some View {
                    let missing: String? = nil
                    VStack {
                        item.name.map { name in Text(name) }
                        missing.map { Text($0) }
                    }
                }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        // The first is built (item.name explored as "some" first); `missing` builds nothing.
        #expect(labels.contains(#"Text("Placeholder")"#))
        #expect(labels.filter { $0.hasPrefix("Text(") }.count == 1, "\(labels)")
    }

    /// `for … in` in a result builder that has `buildArray` (the SBB design system's
    /// `ArrayBuilder`): the body once per element that passes the `where` clause. The container
    /// here lays its content out in an HStack so that the views can be seen.
    @Test func forInLoopsGiveTheirBodyPerElement() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    Tabs {
                        for index in 0..<3 where index != 1 {
                            Text("Tab \\(index)")
                        }
                    }
                }
            }
            struct Tabs<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { HStack { content } }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root).filter { $0.hasPrefix("Text(") }
        #expect(labels == [#"Text("Tab 0")"#, #"Text("Tab 2")"#], "\(labels)")
    }

    /// `fallthrough` goes on with the next case's body (Swift's switch).
    @Test func fallthroughRunsTheNextCase() throws {
        let source = """
            enum Kind { case a, b }
            struct Screen: View {
                var kind: Kind = .a
                var body: some View {
                    VStack {
                        switch kind {
                        case .a:
                            Text("a")
                            fallthrough
                        case .b:
                            Text("b")
                        }
                    }
                }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root).filter { $0.hasPrefix("Text(") }
        #expect(labels == [#"Text("a")"#, #"Text("b")"#])
    }

    /// `background()` (iOS 15's default style) and semantic styles such as `.tint`.
    @Test func defaultBackgroundAndSemanticStyles() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    Text("x").border(.tint, width: 2).background().foregroundStyle(.quaternary)
                }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        #expect(labels.contains { $0.hasPrefix("background(") }, "\(labels)")
        #expect(labels.contains { $0.hasPrefix("border(") }, "\(labels)")
    }

    /// A font the app declares (`Font.large_bold`) is not a typo in code that compiles.
    @Test func anAppsOwnFontThatLooksLikeATypo() throws {
        let source = """
            struct Screen: View {
                var body: some View { Text("x").font(.large_bold) }
            }
            """
        let evaluated = try Self.evaluate(source)
        #expect(evaluated.assumptions.contains { $0.contains("large_bold") && $0.contains(".body") })
    }

    /// A function returning a colour, shown as a view (Daggerpov/Spawn-App-iOS-SwiftUI's
    /// `universalBackgroundColor(from:environment:)`): a colour, which fills its proposal whatever
    /// its value (seed 002: Color h-exp, v-exp), not an opaque view; a `-> Text` function is built.
    @Test func functionsReturningAColourOrTextAreViews() throws {
        let source = """
            enum Theme { case light, dark }
            func background(from theme: Theme) -> Color {
                switch theme { case .light: return .white; case .dark: return .black }
            }
            func caption(_ s: String) -> Text { Text(s).font(.caption) }
            struct Palette { static func accent(for theme: Theme) -> Color { .blue } }
            struct Screen: View {
                var body: some View {
                    VStack {
                        background(from: .dark)
                        caption("Hello")
                        Palette.accent(for: .light)
                    }
                }
            }
            """
        let (root, assumptions) = try Self.evaluate(source)
        #expect(assumptions.isEmpty, "\(assumptions)")
        let labels = Self.labels(root)
        #expect(labels.filter { $0.hasPrefix("Color") }.count == 2, "\(labels)")
        #expect(labels.contains(#"Text("Hello")"#), "\(labels)")
    }

    /// The image an AsyncImage's phase gives (`if let image = phase.image`, `case
    /// .success(let image)`) is an Image (AsyncImagePhase.image is `Image?`, Apple's
    /// documentation): `image.resizable()` builds a resizable image, not an opaque view.
    @Test func theImageOfALoadingPhaseIsAnImage() throws {
        for content in [
            "if let image = phase.image { image.resizable() } else { ProgressView() }",
            "switch phase { case .success(let image): image.resizable(); default: ProgressView() }",
        ] {
            let source = """
                struct Screen: View {
                    let url: URL?
                    var body: some View {
                        AsyncImage(url: url) { phase in \(content) }
                    }
                }
                """
            let (root, assumptions) = try Self.evaluate(source)
            #expect(assumptions.isEmpty, "\(content): \(assumptions)")
            #expect(Self.labels(root).contains { $0.hasPrefix("Image(") && $0.hasSuffix(".resizable()") }, "\(content): \(Self.labels(root))")
        }
    }

    /// A body with an explicit `return` is no result builder's: its other statements are run
    /// for their effects (ephread/TheBell's preview helper resets a container, then returns
    /// its content).
    @Test func aBodyThatReturnsRunsItsOtherStatementsForTheirEffects() throws {
        let source = """
            enum Container { static func reset() {}; static var root = 0 }
            struct Screen: View {
                let registration: ((Int) -> Void)?
                var body: some View {
                    Container.reset()
                    registration?(Container.root)
                    if registration == nil { return Text("none") }
                    return Text("content")
                }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        #expect(labels.contains(#"Text("content")"#) || labels.contains(#"Text("none")"#), "\(labels)")
        #expect(!labels.contains { $0.contains("reset") }, "\(labels)")
    }

    /// A stored closure returning a value (`(GeometryProxy) -> T` of elislade/SwiftUI-Kit's
    /// geometry-change polyfill) called in a body is a run-time value, not views.
    @Test func aClosureReturningAValueIsNoView() throws {
        let source = """
            struct Watch<T: Equatable>: ViewModifier {
                let transform: (CGSize) -> T
                func body(content: Content) -> some View {
                    content.background(Color.clear.onChange(of: transform(.zero)) { _ in })
                }
            }
            struct Screen: View {
                var body: some View {
                    Text("a").modifier(Watch(transform: { $0.height > 500 }))
                }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        #expect(labels.contains(#"Text("a")"#), "\(labels)")
    }
}

