import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// `a ?? b` where a view is expected (fer0n/Unwatched's `(color ?? theme.color).frame(…)`), and
/// initializers declared in an extension of a generic view specialised by its arguments
/// (`extension InfoPopoverButton<Text> { init(_ text:) }`, sindresorhus/Plash's and
/// sindresorhus/Defaults' form). Expected behaviors follow from Swift's `??` and from seed 002
/// (a colour fills its proposal; text hugs).
@Suite struct CoalescedViewTests {
    static func evaluate(_ source: String) throws -> (behaviors: [AxisBehaviors], choices: [[String]]) {
        let evaluation = try Fixtures.evaluate(source)
        #expect(evaluation.failures.isEmpty, "\(evaluation.failures.map { "\($0.error)" })")
        return (evaluation.variants.map { SizingProbe.classify($0.root).behaviors }, evaluation.variants.map { $0.choices.map(\.description) })
    }

    @Test func aRunTimeOptionalIsExploredBothWays() throws {
        let source = """
            struct Screen: View {
                let color: Color?
                let label: Text?
                var body: some View {
                    VStack {
                        (color ?? Color.blue).frame(height: 4)
                        label ?? Text("fallback")
                    }
                }
            }
            """
        let result = try Self.evaluate(source)
        // Either colour fills the width; either text hugs: one answer whatever the values.
        #expect(Set(result.behaviors) == [AxisBehaviors(.exp, .hug)])
        #expect(result.choices.first == ["color = some", "label = some"])
        #expect(result.choices.contains(["color = nil", "label = nil"]))
    }

    @Test func nilAndChainsTakeTheFirstValue() throws {
        let source = """
            struct Screen: View {
                let none: Color? = nil
                var body: some View {
                    none ?? nil ?? Text("last")
                }
            }
            """
        #expect(try Self.evaluate(source).behaviors == [AxisBehaviors(.hug, .hug)])
    }

    @Test func anExtensionOfASpecialisedGenericViewAddsInitializers() throws {
        let source = """
            struct Hint<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { content.frame(maxWidth: .infinity) }
            }
            extension Hint<Text> {
                init(_ text: String) { self.content = Text(text) }
            }
            struct Screen: View {
                var body: some View { Hint("Shown in a popover") }
            }
            """
        #expect(try Self.evaluate(source).behaviors == [AxisBehaviors(.exp, .hug)])
    }
}
