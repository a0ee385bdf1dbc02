import LayoutCore
import SwiftUISource
import Testing

/// An initializer that calls another with `self.init(…)` (jordanbaird/Ice's `IceSection`, whose
/// three convenience initializers pass `{ EmptyView() }` for the header or footer they lack):
/// the called initializer runs with those arguments, so the caller's content reaches the body.
/// Expected sizes: our model's (a `Text` hugs; `frame(maxWidth: .infinity)` takes the offered
/// width, docs/layout-rules.md §2.3; padding adds its edges).
@Suite struct DelegatingInitializerTests {
    static let card = """
        struct Card<Header: View, Content: View>: View {
            private let header: Header
            private let content: Content
            private let padding: CGFloat
            init(padding: CGFloat = 10, @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
                self.padding = padding
                self.header = header()
                self.content = content()
            }
            init(padding: CGFloat = 10, @ViewBuilder content: () -> Content) where Header == EmptyView {
                self.init(padding: padding) {
                    EmptyView()
                } content: {
                    content()
                }
            }
            var body: some View {
                VStack(spacing: 0) { header; content }
                    .padding(padding)
                    .frame(maxWidth: .infinity)
            }
        }
        """

    static func laidOut(_ use: String) throws -> (size: Size, assumptions: [String]) {
        let text = card + "\nstruct Screen: View {\n    var body: some View {\n        \(use)\n    }\n}\n"
        let project = SourceProject(files: [.init(path: "Card.swift", text: text)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let evaluation = project.evaluate(declaration, form: .view)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let result = LayoutEngine(first.root).place(in: ProposedViewSize(width: 300, height: 500))
        return (result.root.frame.size, first.assumptions.map(\.message))
    }

    @Test func theCallersContentReachesTheBodyThroughSelfInit() throws {
        let delegated = try Self.laidOut(#"Card(padding: 4) { Text("Hello").frame(height: 20) }"#)
        // Full width; the text's 20 plus padding 4 above and below.
        #expect(delegated.size == Size(width: 300, height: 28))
        #expect(!delegated.assumptions.contains { $0.contains("does not show") })
        // The same as calling the designated initializer with an empty header.
        let direct = try Self.laidOut(#"Card(padding: 4) { EmptyView() } content: { Text("Hello").frame(height: 20) }"#)
        #expect(direct.size == delegated.size)
    }

    /// elislade/SwiftUI-Kit's `ExampleInlinePicker`: an extension's initializer calling the
    /// memberwise one, which the struct does not spell out.
    @Test func theMemberwiseInitializerCanBeCalled() throws {
        let text = """
            struct Tile<Label: View>: View {
                let height: CGFloat
                @ViewBuilder let label: () -> Label
                var body: some View { label().frame(height: height).frame(maxWidth: .infinity) }
            }
            extension Tile where Label == Text {
                init(title: String) { self.init(height: 30, label: { Text(title) }) }
            }
            extension Slider where Label == EmptyView, ValueLabel == EmptyView {
                init(fraction: Binding<Double>) { self.init(value: fraction, in: 0...1) }
            }
            struct Screen: View {
                @State var value = 0.5
                var body: some View { VStack(spacing: 0) { Tile(title: "Hi"); Slider(value: $value) } }
            }
            """
        let project = SourceProject(files: [.init(path: "Tile.swift", text: text)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let evaluation = project.evaluate(declaration, form: .view)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        var stack = LayoutEngine(first.root).place(in: ProposedViewSize(width: 300, height: 500)).root
        while stack.children.count == 1 { stack = stack.children[0] }
        // The tile is the memberwise initializer's 30 points tall, full width.
        #expect(stack.children.first?.frame.size == Size(width: 300, height: 30))
    }

    @Test func aDefaultArgumentIsPassedOn() throws {
        let delegated = try Self.laidOut(#"Card { Color.red.frame(height: 20) }"#)
        #expect(delegated.size == Size(width: 300, height: 40))
    }
}
