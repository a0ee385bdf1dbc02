import LayoutCore
import SwiftUISource
import Testing

/// Layouts computed by properties: `model.container { … }` where `container` is a computed
/// property of the model's type typed as a layout (`Translator.modelLayout`), and a view's own
/// `layout { … }` whose getter is an `if` or `switch` (`Translator.singleValue`): the layout the
/// getter returns, over the content, each value it reads explored. Expected frames are our
/// model's stacks.
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

    /// A view's own computed layout whose getter is a `switch` (elislade/SwiftUI-Kit's
    /// `AxisStack` has this shape; the code here is our own): each case is explored.
    @Test func aComputedLayoutChosenByASwitchIsEachCasesLayout() throws {
        let source = """
            struct Card: View {
                let axis: Axis
                private var layout: AnyLayout {
                    switch axis {
                    case .horizontal:
                        AnyLayout(HStackLayout(spacing: 0))
                    case .vertical:
                        AnyLayout(VStackLayout(spacing: 0))
                    }
                }
                var body: some View {
                    layout {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 10)
                    }
                }
            }
            """
        let evaluation = try Fixtures.evaluate(source, view: "Card")
        let sizes = evaluation.variants.map { variant in
            LayoutEngine(variant.root, environment: .modelFont).place(in: ProposedViewSize(width: 300, height: 300)).root.frame.size
        }
        #expect(Set(sizes) == [Size(width: 20, height: 10), Size(width: 10, height: 20)], "\(sizes)")
    }

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
