import LayoutCore
import SwiftUISource
import Testing

/// `imageScale(_:)` in code: `.large`, `Image.Scale.small`, the environment key. The sizes are
/// Apple's approximate ratios of the model's 20-pt medium symbol (Tests/LayoutCoreTests/
/// ImageScaleTests.swift), and the finding says that the ratio is approximate.
@Suite struct ImageScaleSourceTests {
    static func size(_ modifier: String) throws -> (size: Size, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                let scale: Image.Scale
                var body: some View { Image(systemName: "star")\(modifier) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: nil, height: nil))
        return (size, variant.assumptions.map(\.message))
    }

    @Test func everySpellingScalesTheSymbol() throws {
        #expect(try Self.size("").size == Size(width: 20, height: 20))  // model: medium
        let large = try Self.size(".imageScale(.large)")
        #expect(large.size == Size(width: 26, height: 26))  // Apple: ≈ 30 % larger
        #expect(large.assumptions.contains { $0.contains("imageScale(.large)") && $0.contains("approximate") }, "\(large.assumptions)")
        #expect(try Self.size(".imageScale(Image.Scale.small)").size == Size(width: 16, height: 16))  // Apple: ≈ 20 % smaller
        #expect(try Self.size(".environment(\\.imageScale, .small)").size == Size(width: 16, height: 16))
        let medium = try Self.size(".imageScale(.medium)")
        #expect(medium.size == Size(width: 20, height: 20))
        #expect(medium.assumptions.isEmpty, "\(medium.assumptions)")
    }

    @Test func aRunTimeScaleIsMediumAndSaid() throws {
        let run = try Self.size(".imageScale(scale)")
        #expect(run.size == Size(width: 20, height: 20))
        #expect(run.assumptions.contains { $0.contains("imageScale = .medium") }, "\(run.assumptions)")
    }
}
