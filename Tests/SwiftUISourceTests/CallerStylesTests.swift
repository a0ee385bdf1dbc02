import LayoutCore
import SwiftUISource
import Testing

/// A view the input uses only under a style (`.formStyle(.grouped)` around every use) is
/// derived in that style: SwiftUI's styles flow from a view to everything below it. Expected
/// sizes are our model's macOS forms (docs/platforms.md: a columns form hugs, a grouped form
/// fills its proposal).
@Suite struct CallerStylesTests {
    static func settings(uses: String) -> String {
        """
        struct Settings: View {
            var body: some View {
                Form { Toggle("A", isOn: .constant(true)) }
            }
        }
        \(uses)
        """
    }

    static func evaluation(_ source: String) throws -> SourceProject.Evaluation {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.platform = "macOS"
        return try Fixtures.evaluate(source, view: "Settings", options: options)
    }

    static func size(_ evaluation: SourceProject.Evaluation) throws -> Size {
        let root = try #require(evaluation.variants.first?.root)
        return LayoutEngine(root, environment: .modelFont).place(in: ProposedViewSize(width: 500, height: 500)).root.frame.size
    }

    @Test func aViewUsedOnlyUnderAStyleIsDerivedInIt() throws {
        let evaluation = try Self.evaluation(Self.settings(uses: """
            struct Screen: View {
                var body: some View {
                    TabView { Settings().tabItem { Text("General") } }
                        .formStyle(.grouped)
                }
            }
            """))
        #expect(try Self.size(evaluation) == Size(width: 500, height: 500))
        #expect(evaluation.variants.first?.assumptions.contains { $0.message.contains(".formStyle(.grouped)") } == true)
    }

    @Test func aUseWithoutTheStyleLeavesTheViewInItsOwn() throws {
        let evaluation = try Self.evaluation(Self.settings(uses: """
            struct Screen: View {
                var body: some View {
                    TabView { Settings() }.formStyle(.grouped)
                }
            }
            struct Other: View {
                var body: some View { Settings() }
            }
            """))
        let size = try Self.size(evaluation)
        #expect(size.height < 500, "a columns form hugs: \(size)")
        #expect(evaluation.variants.first?.assumptions.contains { $0.message.contains("formStyle") } == false)
    }

    @Test func aStyleOnAnotherBranchDoesNotCount() throws {
        // The style applies to the other view of the stack only.
        let evaluation = try Self.evaluation(Self.settings(uses: """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Settings()
                        Form { Text("x") }.formStyle(.grouped)
                    }
                }
            }
            """))
        #expect(try Self.size(evaluation).height < 500)
    }
}
