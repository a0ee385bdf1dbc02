import LayoutCore
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
