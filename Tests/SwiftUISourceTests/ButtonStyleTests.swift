import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// A `ButtonStyle` the input declares lays its buttons out through `makeBody(configuration:)`
/// (ephread/TheBell's workout buttons: `configuration.label.frame(maxWidth: .infinity)` in a
/// style applied as `.buttonStyle(.workoutControl(color:))`). Expected behaviors: seed 002's
/// frame rules (maxWidth .infinity expands; a fixed height hugs) through the style's code. A
/// `PrimitiveButtonStyle` builds its button with `Button(configuration)`.
@Suite struct ButtonStyleTests {
    static let styles = """
        struct Wide: ButtonStyle {
            var height: CGFloat = 50
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .frame(maxWidth: .infinity)
                    .frame(height: configuration.isPressed ? 10 : height)
            }
        }
        extension ButtonStyle where Self == Wide {
            static var wide: Self { Wide() }
            static func wide(height: CGFloat) -> Self { Wide(height: height) }
        }
        struct Row: View {
            var body: some View { Button("Inner") { } }
        }
        struct Spread: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).frame(maxWidth: .infinity)
            }
        }
        extension PrimitiveButtonStyle where Self == Spread {
            static var spread: Self { Spread() }
        }
        """

    static func behavior(_ body: String) throws -> (AxisBehaviors, ViewNode) {
        let source = styles + """

            struct Screen: View {
                var body: some View {
                    \(body)
                }
            }
            """
        let evaluation = try Fixtures.evaluate(source)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        return (SizingProbe.classify(first.root).behaviors, first.root)
    }

    static func height(_ root: ViewNode) -> Double {
        LayoutEngine(root).sizeThatFits(ProposedViewSize(width: 300, height: 300)).height
    }

    @Test func aDeclaredStyleLaysTheButtonOutThroughMakeBody() throws {
        let (behaviors, root) = try Self.behavior(#"Button("Go") { }.buttonStyle(Wide())"#)
        #expect(behaviors == AxisBehaviors(.exp, .hug))
        // At rest: isPressed is false, so the style's own height.
        #expect(Self.height(root) == 50)
    }

    @Test func theStaticMemberFormNamesTheSameStyle() throws {
        #expect(try Self.behavior(#"Button("Go") { }.buttonStyle(.wide)"#).0 == AxisBehaviors(.exp, .hug))
        #expect(try Self.behavior(#"Button("Go") { }.buttonStyle(.wide(height: 30))"#).0 == AxisBehaviors(.exp, .hug))
        let (_, root) = try Self.behavior(#"Button("Go") { }.buttonStyle(Wide(height: 30))"#)
        #expect(Self.height(root) == 30)
    }

    @Test func buttonsInsideOtherViewsAreStyledAndAnInnerStyleWins() throws {
        #expect(try Self.behavior("VStack { Row() }.buttonStyle(Wide())").0 == AxisBehaviors(.exp, .hug))
        // Seed 002: a plain button's title hugs.
        #expect(try Self.behavior(#"VStack { Button("Go") { }.buttonStyle(.plain) }.buttonStyle(Wide())"#).0 == AxisBehaviors(.hug, .hug))
    }

    /// A `PrimitiveButtonStyle` makes its button with `Button(configuration)`: a default button of
    /// the label, here in a frame that takes the width (seed 002's frame rules).
    @Test func aPrimitiveStyleBuildsItsButtonFromTheConfiguration() throws {
        #expect(try Self.behavior(#"Button("Go") { }.buttonStyle(Spread())"#).0 == AxisBehaviors(.exp, .hug))
        let (behaviors, root) = try Self.behavior(#"Button("Go") { }.buttonStyle(.spread)"#)
        #expect(behaviors == AxisBehaviors(.exp, .hug))
        #expect(root.allNodes.contains { $0.layout.name == "Button" }, "the configuration's button is a Button of the label")
    }

    @Test func swiftUIsStylesAreUnchanged() throws {
        #expect(try Self.behavior(#"Button("Go") { }.buttonStyle(.bordered)"#).0 == AxisBehaviors(.hug, .hug))
    }
}
