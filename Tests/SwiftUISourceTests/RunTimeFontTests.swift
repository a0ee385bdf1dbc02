import LayoutCore
import Testing
import SwiftUISource

/// A font built at run time (`Font(uiFont)`, `Font(UIFont.systemFont(ofSize: 16))`, a helper's
/// font) is measured at the size its expression states, else as `.body`, and the finding says
/// so; before, such a view could not be modelled at all (kean/Pulse's metrics views). The
/// expected heights are our text model's for the stated size (docs/text-metrics.md): a Text at
/// 16 pt is shorter than at the body's 17 pt.
@Suite struct RunTimeFontTests {
    static func text(font: String) throws -> (height: Double, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View { Text("Latency").font(\(font)) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root).sizeThatFits(ProposedViewSize(width: nil, height: nil))
        return (size.height, variant.assumptions.map(\.message))
    }

    @Test func aSystemFontOfAStatedSizeIsThatSize() throws {
        let stated = try Self.text(font: "Font(UIFont.systemFont(ofSize: 34))")
        let system = try Self.text(font: ".system(size: 34)")
        #expect(stated.height == system.height)
        #expect(stated.assumptions.contains { $0.contains("stated size, 34") })
    }

    @Test func anImplicitMemberFontOfAStatedSizeIsThatSize() throws {
        let stated = try Self.text(font: "Font(.systemFont(ofSize: 34, weight: .bold))")
        let system = try Self.text(font: ".system(size: 34)")
        #expect(stated.height == system.height)
    }

    @Test func aFontWithoutAStatedSizeIsTheBody() throws {
        let helper = try Self.text(font: "Font(TextHelper().font(style: .init(role: .subheadline)))")
        let body = try Self.text(font: ".body")
        #expect(helper.height == body.height)
        #expect(helper.assumptions.contains { $0.contains("measured as .body") })
    }
}

/// `lineSpacing(_:)` in code: a number sets the spacing between lines (Tests/LayoutCoreTests/
/// LineSpacingTests.swift has the model's numbers); a run-time value is read as 0 and said.
@Suite struct LineSpacingSourceTests {
    static func height(_ modifier: String) throws -> (height: Double, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                let spacing: CGFloat
                var body: some View { Text("one two three four five six seven")\(modifier) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 100, height: nil))
        return (size.height, variant.assumptions.map(\.message))
    }

    @Test func aNumberAddsItsSpacingBetweenTheLines() throws {
        #expect(try Self.height("").height == 80)  // model: 4 lines of 20
        #expect(try Self.height(".lineSpacing(10)").height == 110)  // model: 4 × 20 + 3 × 10
    }

    @Test func aRunTimeSpacingIsZeroAndSaid() throws {
        let run = try Self.height(".lineSpacing(spacing)")
        #expect(run.height == 80)
        #expect(run.assumptions.contains { $0.contains("lineSpacing = 0") }, "\(run.assumptions)")
    }
}
