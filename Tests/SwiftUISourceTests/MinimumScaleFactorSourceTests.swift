import LayoutCore
import SwiftUISource
import Testing

/// `minimumScaleFactor(_:)` in code: the forms real apps write (`.minimumScaleFactor(0.5)`, the
/// environment key) shrink a Text that would truncate; a run-time factor is 1 (no shrinking) and
/// said. The numbers are the model's (Tests/LayoutCoreTests/MinimumScaleFactorTests.swift): 72 pt
/// holds "Hello, world" at 0.75 × 17 pt, 15 pt tall.
@Suite struct MinimumScaleFactorSourceTests {
    static func size(_ modifiers: String) throws -> (size: Size, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                let factor: CGFloat
                var body: some View { Text("Hello, world").lineLimit(1)\(modifiers) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 72, height: nil))
        return (size, variant.assumptions.map(\.message))
    }

    @Test func theFactorShrinksTextThatWouldTruncate() throws {
        #expect(try Self.size("").size == Size(width: 72, height: 20))  // model: truncated at 17 pt
        let modified = try Self.size(".minimumScaleFactor(0.5)")
        #expect(modified.size == Size(width: 72, height: 15))  // model: scale 0.75
        #expect(!modified.assumptions.contains { $0.contains("passed through") }, "\(modified.assumptions)")
        #expect(try Self.size(".environment(\\.minimumScaleFactor, 0.5)").size == Size(width: 72, height: 15))
    }

    @Test func aRunTimeFactorIsOneAndSaid() throws {
        let run = try Self.size(".minimumScaleFactor(factor)")
        #expect(run.size == Size(width: 72, height: 20))
        #expect(run.assumptions.contains { $0.contains("minimumScaleFactor = 1") }, "\(run.assumptions)")
    }
}
