import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// A container's subviews as values: `Group(subviews:transform:)`, `ForEach(subviews:content:)`
/// and the underscored `_VariadicView.Tree` (MrKai77/Luminare's divided stack, which Loop's
/// settings screens are built of). Expected behaviors: seed 002 (text hugs; a frame with
/// maxWidth .infinity and a Divider in a VStack fill the width).
@Suite struct SubviewsTests {
    static func evaluate(_ body: String, extra: String = "") throws -> ViewNode {
        let source = extra + """

            struct Screen: View {
                var body: some View {
                    \(body)
                }
            }
            """
        let evaluation = try Fixtures.evaluate(source)
        return try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })").root
    }

    static func count(_ label: String, in node: ViewNode) -> Int {
        (node.layout.label.hasPrefix(label) ? 1 : 0) + node.children.map { count(label, in: $0) }.reduce(0, +)
    }

    @Test func groupSubviewsAreEachAView() throws {
        let root = try Self.evaluate("""
            Group(subviews: Group { Text("a"); ForEach(0..<2) { i in Text("\\(i)") } }) { subviews in
                VStack { ForEach(subviews) { subview in subview.frame(maxWidth: .infinity) } }
            }
            """)
        #expect(SizingProbe.classify(root).behaviors == AxisBehaviors(.exp, .hug))
        #expect(Self.count("frame", in: root) == 3)
    }

    @Test func forEachSubviewsVisitsEachOne() throws {
        let root = try Self.evaluate("""
            HStack { ForEach(subviews: VStack { Text("a"); Text("b") }) { subview in subview.padding(2) } }
            """)
        // The VStack is one subview.
        #expect(Self.count("padding", in: root) == 1)
        #expect(SizingProbe.classify(root).behaviors == AxisBehaviors(.hug, .hug))
    }

    @Test func aVariadicTreeRootReadsItsChildren() throws {
        let root = try Self.evaluate("""
            _VariadicView.Tree(Divided(spacing: 4)) {
                Text("a")
                Text("b")
                Text("c")
            }
            """, extra: """
            struct Divided: _VariadicView_UnaryViewRoot {
                let spacing: CGFloat
                func body(children: _VariadicView.Children) -> some View {
                    let last = children.last?.id
                    VStack(spacing: spacing) {
                        ForEach(children) { child in
                            child
                            if child.id != last { Divider() }
                        }
                    }
                }
            }
            """)
        #expect(Self.count("Divider", in: root) == 2)
        #expect(SizingProbe.classify(root).behaviors == AxisBehaviors(.exp, .hug))
    }
}
