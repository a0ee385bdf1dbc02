import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// Functions an app adds to SwiftUI's own views (`extension Text { func rowTitle() -> Text }`,
/// `extension Image { func avatar(size:) -> some View }`) are modifiers of those views, as
/// `extension View`'s are of every view; and a name declared with backticks (`` func `if`(…) ``,
/// `` case `default` ``) is the name without them. Both were passed through as unknown modifiers
/// in real apps (Dimillian/ACHNBrowserUI's `Text.style(appStyle:)`, Spawn-App's
/// `Image.ProfileImageModifier(imageType:)`, the `.if(condition) { … }` helper of four apps), so the
/// views were laid out without them. Expected sizes: our model (a frame's fixed size is exact; a
/// font's height is the text model's, docs/text-metrics.md).
@Suite struct ViewTypeExtensionTests {
    static func variant(_ source: String) throws -> SourceProject.Variant {
        let evaluation = try Fixtures.evaluate(source)
        return try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
    }

    static func size(_ variant: SourceProject.Variant) -> Size {
        LayoutEngine(variant.root).sizeThatFits(ProposedViewSize(width: nil, height: nil))
    }

    static func passedThrough(_ variant: SourceProject.Variant) -> [String] {
        variant.assumptions.map(\.message).filter { $0.contains("passed through") }
    }

    @Test func anImageExtensionFunctionIsAModifierOfImages() throws {
        let v = try Self.variant("""
            extension Image {
                func avatar(size: CGFloat) -> some View { self.resizable().frame(width: size, height: size) }
            }
            struct Screen: View {
                var body: some View { Image("face").avatar(size: 80) }
            }
            """)
        #expect(Self.size(v) == Size(width: 80, height: 80))
        #expect(Self.passedThrough(v).isEmpty, "\(Self.passedThrough(v))")
    }

    /// A function of `extension Rectangle` is a member of `Rectangle` only: on a
    /// `RoundedRectangle`, `.fill(.red)` is SwiftUI's, as Swift resolves it by the receiver's
    /// type (buh/CompactSlider declares `extension Rectangle { func fill(_:) }`, which the model
    /// had applied to jordanbaird/Ice's rounded rectangles; the code here is our own).
    @Test func anExtensionOfOneShapeIsNotAnotherShapes() throws {
        let extensionOfRectangle = """
            extension Rectangle {
                func fill(_ style: Int) -> some View { self.frame(width: 10, height: 10) }
            }

            """
        let rounded = try Self.variant(extensionOfRectangle + "struct Screen: View { var body: some View { RoundedRectangle(cornerRadius: 5).fill(.red) } }")
        // SwiftUI's fill: the shape keeps taking what it is offered (§ shapes).
        #expect(SizingProbe.classify(rounded.root).behaviors == AxisBehaviors(.exp, .exp))
        let plain = try Self.variant(extensionOfRectangle + "struct Screen: View { var body: some View { Rectangle().fill(3) } }")
        #expect(Self.size(plain) == Size(width: 10, height: 10))
    }

    /// `extension DynamicViewContent` (fer0n/Unwatched's `moveQueueEntryModifier()`, on a
    /// `ForEach`): a modifier of the `ForEach` it is applied to, here one that pads it.
    @Test func aDynamicViewContentExtensionFunctionIsAModifierOfForEach() throws {
        let v = try Self.variant("""
            extension DynamicViewContent {
                func spaced() -> some DynamicViewContent { Padded { self } }
            }
            struct Padded<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { content().padding(10) }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) { ForEach(0..<2, id: \\.self) { _ in Color.red.frame(width: 20, height: 20) }.spaced() }
                }
            }
            """)
        // Each element padded by 10 on every side: 40 × 40 each, two stacked (our model, §padding).
        #expect(Self.size(v) == Size(width: 40, height: 80))
        #expect(!v.assumptions.contains { $0.message.contains("spaced") }, "\(v.assumptions.map(\.message))")
    }

    @Test func aTextExtensionFunctionCallingAnotherOneWithImplicitSelf() throws {
        let styled = try Self.variant("""
            extension Text {
                enum AppStyle { case title, detail }
                func style(_ style: AppStyle) -> Text {
                    switch style {
                    case .title: return title()
                    case .detail: return font(.caption)
                    }
                }
                func title() -> Text { font(.largeTitle) }
            }
            struct Screen: View {
                var body: some View { Text("Villagers").style(.title) }
            }
            """)
        let largeTitle = try Self.variant("""
            struct Screen: View {
                var body: some View { Text("Villagers").font(.largeTitle) }
            }
            """)
        #expect(Self.size(styled) == Self.size(largeTitle))
        #expect(Self.passedThrough(styled).isEmpty, "\(Self.passedThrough(styled))")
    }

    @Test func aStaticFunctionOfATextExtensionIsNotAModifier() throws {
        // `static func badge(_:)` is `Text.badge(…)`, never `someText.badge(…)`: SwiftUI's own
        // `badge` modifier stays SwiftUI's.
        let v = try Self.variant("""
            extension Text {
                static func badge(_ s: String) -> Text { Text(s).font(.largeTitle) }
            }
            struct Screen: View {
                var body: some View { Text.badge("New") }
            }
            """)
        let largeTitle = try Self.variant("""
            struct Screen: View {
                var body: some View { Text("New").font(.largeTitle) }
            }
            """)
        #expect(Self.size(v) == Self.size(largeTitle))
    }

    @Test func aFunctionNamedWithBackticksIsFoundByItsName() throws {
        let v = try Self.variant("""
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Screen: View {
                var body: some View { Color.red.frame(width: 10, height: 10).if(true) { $0.padding(20) } }
            }
            """)
        #expect(Self.size(v) == Size(width: 50, height: 50))
        #expect(Self.passedThrough(v).isEmpty, "\(Self.passedThrough(v))")
    }

    @Test func anEnumCaseNamedWithBackticksIsFoundByItsName() throws {
        let v = try Self.variant("""
            enum Density { case compact, `default` }
            struct Screen: View {
                let density: Density = .default
                var body: some View {
                    switch density {
                    case .compact: Color.red.frame(width: 10, height: 10)
                    case .default: Color.red.frame(width: 30, height: 30)
                    }
                }
            }
            """)
        #expect(Self.size(v) == Size(width: 30, height: 30))
    }
}

/// The forms of a view's functions real apps write, found where the first scans under the
/// unknown-modifier rule failed views (issue 44): a second `extension Image` of the same file
/// set, a function returning its generic view parameter (fer0n/Unwatched's `apply`), a helper
/// applied inside its own closure (willdale/SwiftUICharts' nested `.if`), and a view's own
/// builder-style function (kean/Pulse's `ConsoleEntityCell.urlMatch(_:)`). Sizes: our model.
@Suite struct ViewFunctionFormsTests {
    @Test func aSecondExtensionOfImageStillAddsModifiers() throws {
        let v = try ViewTypeExtensionTests.variant("""
            extension Image {
                static let placeholder = Image(systemName: "photo")
            }
            extension Image {
                func avatar() -> some View { self.resizable().frame(width: 40, height: 40) }
            }
            struct Screen: View {
                var body: some View { Image("face").avatar() }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 40, height: 40))
    }

    @Test func aFunctionReturningItsGenericViewParameter() throws {
        let v = try ViewTypeExtensionTests.variant("""
            extension View {
                func apply<V: View>(@ViewBuilder _ block: (Self) -> V) -> V { block(self) }
                func with<V>(_ block: (Self) -> V) -> V where V: View { block(self) }
            }
            struct Screen: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10).apply { $0.padding(5) }.with { $0.padding(5) }
                }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 30, height: 30))
        #expect(ViewTypeExtensionTests.passedThrough(v).isEmpty, "\(ViewTypeExtensionTests.passedThrough(v))")
    }

    @Test func aHelperAppliedInsideItsOwnClosure() throws {
        let v = try ViewTypeExtensionTests.variant("""
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Screen: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10).if(true) { $0.padding(5).if(true) { $0.padding(5) } }
                }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 30, height: 30))
    }

    @Test func anOverloadWrappingSwiftUIsModifierOfItsNameIsNotRecursion() throws {
        // elislade/SwiftUI-Kit's `font(_:)` overloads each call `font(…)` inside a closure: that
        // is SwiftUI's `font`, not the other overload (which would recurse).
        let v = try ViewTypeExtensionTests.variant("""
            struct Params {}
            struct Resource {}
            struct Reader<Content: View>: View {
                let content: (Int) -> Content
                init(@ViewBuilder _ content: @escaping (Int) -> Content) { self.content = content }
                var body: some View { content(1) }
            }
            extension View {
                func font(_ p: Params) -> some View { Reader { _ in font(.largeTitle) } }
                func font(_ r: Resource, extra: Int = 0) -> some View { Reader { _ in self.font(.largeTitle) } }
            }
            struct Screen: View {
                var body: some View { Text("Hi").font(Resource()) }
            }
            """)
        let plain = try ViewTypeExtensionTests.variant("""
            struct Screen: View {
                var body: some View { Text("Hi").font(.largeTitle) }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == ViewTypeExtensionTests.size(plain))
    }

    @Test func functionsReturningSelfOrTheirTypeAreViews() throws {
        // elislade/SwiftUI-Kit's `func windowDraggable() -> Self { self }` in `extension View`;
        // Spawn-App's `static func primary(_:) -> UnifiedButton` on the button view.
        let v = try ViewTypeExtensionTests.variant("""
            extension View {
                func windowDraggable(enabled: Bool = true) -> Self { self }
            }
            struct Pill: View {
                let title: String
                var body: some View { Color.red.frame(width: 30, height: 10) }
                static func primary(_ title: String) -> Pill { Pill(title: title) }
            }
            struct Screen: View {
                var body: some View { Pill.primary("Go").windowDraggable().padding(5) }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 40, height: 20))
        #expect(ViewTypeExtensionTests.passedThrough(v).isEmpty, "\(ViewTypeExtensionTests.passedThrough(v))")
    }

    @Test func anOverloadCallingAnotherOverloadOfItsName() throws {
        // p0deje/Maccy's `readHeight(_:into:)` calls `readHeight(_:)`; SwiftUI-Kit's
        // `presentationValue(isPresented:…)` calls `presentationValue(value:…)`.
        let v = try ViewTypeExtensionTests.variant("""
            extension View {
                func inset(by amount: Int) -> some View { inset(Double(amount)) }
                func inset(_ amount: Double) -> some View { padding(amount) }
            }
            struct Screen: View {
                var body: some View { Color.red.frame(width: 10, height: 10).inset(by: 5) }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 20, height: 20))
    }

    @Test func aTypeNamedInsideAViewFunctionIsAViewNotAModifier() throws {
        // sindresorhus/Plash's `background(WindowAccessor(window))` inside `extension View`.
        let v = try ViewTypeExtensionTests.variant("""
            private struct Accessor: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            extension View {
                func accessed() -> some View { background(Accessor()) }
            }
            struct Screen: View {
                var body: some View { Color.red.frame(width: 10, height: 10).accessed() }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 10, height: 10))
        #expect(!v.assumptions.map(\.message).contains { $0.contains("modifier 'Accessor'") }, "\(v.assumptions.map(\.message))")
    }

    @Test func aViewsOwnBuilderFunctionPassesThroughSaid() throws {
        let v = try ViewTypeExtensionTests.variant("""
            struct Cell: View {
                var highlighted = false
                var body: some View { Color.red.frame(width: 10, height: 10) }
                consuming func highlight(_ on: Bool) -> Cell { var copy = self; copy.highlighted = on; return copy }
            }
            struct Screen: View {
                var body: some View { Cell().highlight(true) }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 10, height: 10))
        #expect(v.assumptions.map(\.message).contains { $0.contains("modifier 'highlight' passed through without changing layout (a function of Cell the model does not evaluate)") })
    }

    @Test func severalTypesWithTheFunctionNameTheFirstByName() throws {
        // elislade/SwiftUI-Kit's `rounded()` of both `CGRect` and `CGPoint`: a dictionary's order
        // named one or the other from run to run. Ten such types make a stray order show.
        let owners = ["Kilo", "Echo", "Alpha", "Golf", "Delta", "Juliet", "Bravo", "India", "Hotel", "Foxtrot"]
        let types = owners.map { "struct \($0): View { var body: some View { Color.red }; func tinted() -> \($0) { self } }" }
        let v = try ViewTypeExtensionTests.variant(types.joined(separator: "\n") + """

            struct Screen: View {
                var body: some View { Color.red.frame(width: 10, height: 10).tinted() }
            }
            """)
        #expect(v.assumptions.map(\.message).contains { $0.contains("modifier 'tinted' passed through without changing layout (a function of Alpha the model does not evaluate)") },
                "\(v.assumptions.map(\.message))")
    }
}

/// A closure or function with an explicit `return` of a value is not a result builder's (Swift
/// applies none to it, SE-0289): the expression statements of the blocks nested in it are
/// effects, not views. exyte/Chat's size readers (`GeometryReader { proxy -> Color in if … {
/// DispatchQueue.main.async { … } }; return .clear }`) were refused after the unknown-modifier
/// rule, as `async` was taken for a modifier. Sizes: seed 001 (a GeometryReader expands).
@Suite struct PlainBodyTests {
    @Test func effectsNestedInAPlainClosureAreNotViews() throws {
        let v = try ViewTypeExtensionTests.variant("""
            struct Screen: View {
                @State var size: CGSize = .zero
                var body: some View {
                    Text("Hi").background(
                        GeometryReader { proxy -> Color in
                            if proxy.size != size {
                                DispatchQueue.main.async { size = proxy.size }
                            }
                            return Color.clear
                        }
                    )
                }
            }
            """)
        let plain = try ViewTypeExtensionTests.variant("""
            struct Screen: View {
                var body: some View { Text("Hi") }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == ViewTypeExtensionTests.size(plain))
    }

    @Test func aBuilderClosureInsideAPlainBodyIsABuilderAgain() throws {
        let v = try ViewTypeExtensionTests.variant("""
            struct Screen: View {
                var body: some View { make() }
                func make() -> some View {
                    if true {
                        return VStack { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
                    }
                    return VStack { Color.red.frame(width: 10, height: 10) }
                }
            }
            """)
        #expect(ViewTypeExtensionTests.size(v) == Size(width: 10, height: 28))
    }
}
