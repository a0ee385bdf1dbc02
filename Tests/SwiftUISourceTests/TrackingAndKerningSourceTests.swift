import LayoutCore
import SwiftUISource
import Testing

/// `tracking(_:)` and `kerning(_:)` in code, on a Text and on a view (model font: 8 pt a
/// grapheme, plus the points after each: Tests/LayoutCoreTests/TrackingAndKerningTests.swift).
@Suite struct TrackingAndKerningSourceTests {
    static func width(_ view: String) throws -> (width: Double, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                let spacing: CGFloat
                var body: some View { \(view) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: nil, height: nil))
        return (size.width, variant.assumptions.map(\.message))
    }

    @Test func bothFormsAddTheirPoints() throws {
        #expect(try Self.width("Text(\"Hello\")").width == 40)  // model: 5 × 8
        for view in ["Text(\"Hello\").tracking(2)", "Text(\"Hello\").kerning(2)", "HStack { Text(\"Hello\") }.tracking(2)",
                     "HStack { Text(\"Hello\") }.kerning(2)", "Text(\"Hello\").kerning(4).tracking(2)"] {
            let result = try Self.width(view)
            #expect(result.width == 50, "\(view)")  // model: 5 × (8 + 2); tracking wins over kerning
            #expect(result.assumptions.isEmpty, "\(view): \(result.assumptions)")
        }
    }

    @Test func aRunTimeValueIsZeroAndSaid() throws {
        let run = try Self.width("Text(\"Hello\").tracking(spacing)")
        #expect(run.width == 40)
        #expect(run.assumptions.contains { $0.contains("tracking = 0") }, "\(run.assumptions)")
    }
}
