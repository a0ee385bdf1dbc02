import LayoutCore
import Testing
import SwiftUISource

/// `if #available(…)` and `if #unavailable(…)`: the model lays out the current release of each
/// platform, so the first holds and the second does not (Swift's availability conditions; our
/// model's choice of release). Found in kean/Pulse's `ConsoleMessageCell`, where an
/// `#unavailable(iOS 16)` branch added a stray vertical padding.
@Suite struct AvailabilityConditionTests {
    static func tree(_ body: String) throws -> String {
        let source = """
            struct Screen: View {
                var body: some View {
            \(body)
                }
            }
            """
        let evaluation = try Fixtures.evaluate(source)
        #expect(evaluation.variants.count == 1)
        return try #require(evaluation.variants.first).root.treeDescription
    }

    @Test func availableTakesTheFirstBranch() throws {
        let tree = try Self.tree("""
                if #available(iOS 17, macOS 14, *) {
                    Text("new")
                } else {
                    Text("old").padding(.vertical, 4)
                }
            """)
        #expect(tree.contains("Text(\"new\")"))
        #expect(!tree.contains("old"))
    }

    @Test func unavailableTakesTheElseBranch() throws {
        let tree = try Self.tree("""
                if #unavailable(iOS 16) {
                    Text("old").padding(.vertical, 4)
                } else {
                    Text("new")
                }
            """)
        #expect(tree.contains("Text(\"new\")"))
        #expect(!tree.contains("padding"))
    }

    @Test func unavailableAmongOtherConditionsFailsTheIf() throws {
        let tree = try Self.tree("""
                if true, #unavailable(iOS 16) {
                    Text("old")
                }
                Text("always")
            """)
        #expect(!tree.contains("old"))
        #expect(tree.contains("always"))
    }
}
