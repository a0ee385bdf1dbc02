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
