import LayoutCore
import SwiftUISource
import Testing

/// `optional.map(F)` where a view is expected, with a function named instead of a closure: an
/// `Optional` of F's view, which a view builder shows when the optional holds a value (Swift's
/// `Optional.map`; SwiftUI's `Optional: View where Wrapped: View`). The forms are kean/Pulse's
/// (`imageName.map(Image.init(systemName:))`, `viewModel.timing.map(TimingView.init)`).
@Suite struct OptionalMapTests {
    /// The labels of every variant's views, in exploration order.
    static func variants(_ body: String) throws -> [[String]] {
        let source = """
            import SwiftUI
            struct Timing { var total: Double }
            struct Recipe { var tags: [String] }
            struct TimingView: View {
                let timing: Timing
                var body: some View { Text("Timing").padding() }
            }
            struct Screen: View {
                let imageName: String?
                let timing: Timing?
                let title: String?
                \(body)
                func row(_ title: String) -> some View { Text(title).bold() }
            }
            """
        let evaluation = try Fixtures.evaluate(source)
        #expect(evaluation.failures.isEmpty, "\(evaluation.failures.map { "\($0.error)" })")
        return evaluation.variants.map { RealCodeConstructsTests.labels($0.root) }
    }

    @Test func swiftUIsInitializerIsGivenTheValueUnderItsLabel() throws {
        let variants = try Self.variants("var body: some View { VStack { imageName.map(Image.init(systemName:)); Text(\"Title\") } }")
        // Explored: the name holds a value (an SF Symbol), then nil (nothing but the title).
        #expect(variants.count == 2, "\(variants)")
        #expect(variants[0].contains { $0.hasPrefix("Image(") }, "\(variants[0])")
        #expect(!variants[1].contains { $0.hasPrefix("Image(") }, "\(variants[1])")
        let text = try Self.variants("var body: some View { VStack { title.map(Text.init) } }")
        #expect(text[0].contains(#"Text("Placeholder")"#), "\(text[0])")
    }

    @Test func theInputsViewIsBuilt() throws {
        let variants = try Self.variants("var body: some View { VStack { timing.map(TimingView.init); Text(\"Title\") } }")
        #expect(variants.count == 2, "\(variants)")
        #expect(variants[0].contains("TimingView()"), "\(variants[0])")
        #expect(variants[0].contains(#"Text("Timing")"#), "\(variants[0])")
        #expect(!variants[1].contains("TimingView()"), "\(variants[1])")
    }

    @Test func aMethodOfTheViewIsCalled() throws {
        let variants = try Self.variants("var body: some View { VStack { title.map(row) } }")
        #expect(variants[0].contains(#"Text("Placeholder")"#), "\(variants[0])")
    }

    /// A value known to be nil builds nothing, and nothing is explored.
    @Test func aKnownNilBuildsNothing() throws {
        let variants = try Self.variants("var body: some View { let none: String? = nil; VStack { none.map(Text.init); Text(\"Title\") } }")
        #expect(variants.count == 1, "\(variants)")
        #expect(variants[0].filter { $0.hasPrefix("Text(") } == [#"Text("Title")"#], "\(variants[0])")
    }

    /// `(a ?? b?.materials).map { … }` (Dimillian/ACHNBrowserUI's materials section): an optional
    /// whichever type the model infers for the `??`, since only `Optional.map` gives a view there.
    @Test func aCoalescedOptionalMapsToo() throws {
        let variants = try Self.variants("""
            let tags: [String]?
            let recipe: Recipe?
            var body: some View { HStack { (tags ?? recipe?.tags).map { tags in ForEach(tags, id: \\.self) { Text($0) } } } }
            """)
        #expect(variants[0].contains(#"Text("Placeholder")"#), "\(variants[0])")
    }
}
