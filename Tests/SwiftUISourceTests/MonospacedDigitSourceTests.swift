import LayoutCore
import SwiftUISource
import Testing

/// `monospacedDigit()` in code, in the spellings real apps use: on a Text, on a view, and on a
/// font (`.font(.body.monospacedDigit())`, `.font(.system(size: 17).monospacedDigit())`). The
/// widths are the system metrics' (Tests/LayoutCoreTests/MonospacedDigitTests.swift): "1111" is
/// 30 pt proportional, 42 pt with tabular digits (our model: the widest digit's advance).
@Suite struct MonospacedDigitSourceTests {
    static func width(_ view: String) throws -> (width: Double, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View { \(view) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root).sizeThatFits(ProposedViewSize(width: nil, height: nil))
        return (size.width, variant.assumptions.map(\.message))
    }

    @Test func everySpellingSetsTabularDigits() throws {
        #expect(try Self.width("Text(\"1111\")").width == 30)  // model: proportional
        for view in [
            "Text(\"1111\").monospacedDigit()",
            "VStack { Text(\"1111\") }.monospacedDigit()",
            "Text(\"1111\").font(.body.monospacedDigit())",
            "Text(\"1111\").font(.system(size: 17).monospacedDigit())",
        ] {
            let result = try Self.width(view)
            #expect(result.width == 42, "\(view)")  // model: tabular
            #expect(result.assumptions.isEmpty, "\(view): \(result.assumptions)")
        }
    }
}
