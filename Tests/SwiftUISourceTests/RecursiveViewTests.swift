import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// A view that builds itself again on some run-time values (MrKai77/Loop's `IconView` shows a
/// cycle of actions by the first action's icon) is the view the other values build: the
/// recursion ends in the app because the data ends. Expected behaviors: seed 002 (a fixed frame
/// hugs).
@Suite struct RecursiveViewTests {
    static func evaluate(_ source: String) throws -> SourceProject.Evaluation {
        return try Fixtures.evaluate(source)
    }

    @Test func aRecursionTheDataChoosesIsLeftForTheBranchesThatEnd() throws {
        let evaluation = try Self.evaluate("""
            struct Action { var isCycle: Bool; var first: Action? }
            struct Icon: View {
                let action: Action
                var body: some View {
                    if action.isCycle, let first = action.first {
                        Icon(action: first)
                    } else {
                        Image(systemName: "square").frame(width: 14, height: 10)
                    }
                }
            }
            struct Screen: View {
                let action: Action
                var body: some View { Icon(action: action) }
            }
            """)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(SizingProbe.classify(first.root).behaviors == AxisBehaviors(.hug, .hug))
        #expect(!evaluation.failures.isEmpty)
    }

    @Test func aRecursionWithoutAWayOutIsStillRefused() throws {
        let evaluation = try Self.evaluate("""
            struct Screen: View {
                var body: some View { VStack { Screen() } }
            }
            """)
        #expect(evaluation.variants.isEmpty)
        #expect(evaluation.failures.first.map { "\($0.error)".contains("builds itself recursively") } == true)
    }
}
