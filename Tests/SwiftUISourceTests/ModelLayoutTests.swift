import LayoutCore
import SwiftUISource
import Testing

/// `model.container { … }` where `container` is a computed property of the model's type typed
/// as a layout (`AnyLayout`): the layout its getter returns, over the content, each value the
/// getter reads explored (`Translator.modelLayout`). Expected frames are our model's stacks.
@Suite struct ModelLayoutTests {
    static let source = """
        struct Card: View {
            struct Shape {
                let isHorizontal: Bool
                var container: AnyLayout {
                    isHorizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
                }
            }
            let shape: Shape

            var body: some View {
                shape.container {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        """

    @Test func theLayoutTheGetterReturnsPlacesTheContentForEachValueItReads() throws {
        let evaluation = try Fixtures.evaluate(Self.source, view: "Card")
        let sizes = evaluation.variants.map { variant in
            LayoutEngine(variant.root, environment: .modelFont).place(in: ProposedViewSize(width: 300, height: 300)).root.frame.size
        }
        // HStackLayout: side by side; VStackLayout: one above the other.
        #expect(Set(sizes) == [Size(width: 20, height: 10), Size(width: 10, height: 20)], "\(sizes)")
        #expect(evaluation.variants.allSatisfy { $0.assumptions.allSatisfy { $0.kind != .opaqueView } })
    }
}
