import LayoutCore
import SwiftUISource
import Testing

/// Dynamic Type in code: `dynamicTypeSize(_:)` (one size, a range), `@ScaledMetric`, and the
/// fonts that scale or not (docs/dynamic-type.md). Sizes are the HIG's ("Typography" →
/// "Dynamic Type sizes", https://developer.apple.com/design/human-interface-guidelines/typography):
/// Body 17 at Large, 19 at xLarge, 23 at xxxLarge, 28 at AX1; Caption 1 12 at Large, 14 at
/// xLarge; Title 1 28 at Large, 30 at xLarge. The model font is used (20/17 of the size a line:
/// Tests/LayoutCoreTests/DynamicTypeTests.swift checks the system font's heights).
@Suite struct DynamicTypeSourceTests {
    static func size(_ source: String, at dynamicType: DynamicTypeSize = .large) throws -> (size: Size, assumptions: [String]) {
        var options = SourceOptions(inputCompiles: true)
        options.dynamicTypeSize = dynamicType
        let evaluation = try Fixtures.evaluate(source, options: options)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        var environment = LayoutEnvironment.modelFont
        environment.dynamicTypeSize = dynamicType
        let size = LayoutEngine(variant.root, environment: environment).sizeThatFits(.unspecified)
        return (size, variant.assumptions.map(\.message))
    }

    static func screen(_ body: String, properties: String = "") -> String {
        """
        struct Screen: View {
            \(properties)
            var body: some View { \(body) }
        }
        """
    }

    /// One line of the model font at `points`.
    static func line(_ points: Double) -> Double { points * 20 / 17 }

    @Test func theModifierSetsTheSizeOfItsSubtree() throws {
        let result = try Self.size(Self.screen("Text(\"Hi\").dynamicTypeSize(.xLarge)"))
        #expect(abs(result.size.height - Self.line(19)) < 1e-9, "\(result.size)")
        #expect(result.assumptions.isEmpty, "\(result.assumptions)")
        let spelled = try Self.size(Self.screen("Text(\"Hi\").dynamicTypeSize(DynamicTypeSize.xLarge)"))
        #expect(spelled.size == result.size)
    }

    @Test func aRangeClampsTheAmbientSize() throws {
        // At AX1 (body 28), `...DynamicTypeSize.xxxLarge` caps body at 23 pt.
        let capped = try Self.size(Self.screen("Text(\"Hi\").dynamicTypeSize(...DynamicTypeSize.xxxLarge)"), at: .accessibility1)
        #expect(abs(capped.size.height - Self.line(23)) < 1e-9, "\(capped.size)")
        // `..<`, `x...`, `x...y` read the same way.
        let below = try Self.size(Self.screen("Text(\"Hi\").dynamicTypeSize(..<DynamicTypeSize.xxxLarge)"), at: .accessibility1)
        #expect(abs(below.size.height - Self.line(21)) < 1e-9)
        let from = try Self.size(Self.screen("Text(\"Hi\").dynamicTypeSize(DynamicTypeSize.xLarge...)"), at: .large)
        #expect(abs(from.size.height - Self.line(19)) < 1e-9)
        let within = try Self.size(Self.screen("Text(\"Hi\").dynamicTypeSize(.xSmall ... .medium)"), at: .accessibility5)
        #expect(abs(within.size.height - Self.line(16)) < 1e-9)
    }

    @Test func aRunTimeSizeIsPassedThroughAndSaid() throws {
        let result = try Self.size(Self.screen("Text(\"Hi\").dynamicTypeSize(size)", properties: "let size: DynamicTypeSize"))
        #expect(abs(result.size.height - Self.line(17)) < 1e-9)
        #expect(result.assumptions.contains { $0.contains("dynamicTypeSize") }, "\(result.assumptions)")
    }

    @Test func aScaledMetricScalesWithTheBodyByDefault() throws {
        let source = Self.screen("Color.red.frame(width: side, height: side)", properties: "@ScaledMetric var side = 20")
        // Our model of `@ScaledMetric` (docs/dynamic-type.md): the value times body's growth from
        // Large, 19 / 17 at xLarge, 28 / 17 at AX1; the value itself at Large.
        #expect(try Self.size(source).size == Size(width: 20, height: 20))
        let xLarge = try Self.size(source, at: .xLarge).size
        #expect(abs(xLarge.width - 20 * 19 / 17) < 1e-9, "\(xLarge)")
        let ax1 = try Self.size(source, at: .accessibility1).size
        #expect(abs(ax1.height - 20 * 28 / 17) < 1e-9, "\(ax1)")
    }

    @Test func aScaledMetricRelativeToAStyleFollowsThatStyle() throws {
        let source = Self.screen(
            "Color.red.frame(width: side, height: side)", properties: "@ScaledMetric(relativeTo: .caption) var side: CGFloat = 20")
        // Caption 1 grows 12 → 14 at xLarge.
        let xLarge = try Self.size(source, at: .xLarge).size
        #expect(abs(xLarge.width - 20 * 14 / 12) < 1e-9, "\(xLarge)")
    }

    @Test func aScaledMetricTakesTheSizeWhereItsViewIs() throws {
        let source = """
            struct Badge: View {
                @ScaledMetric var side = 20
                var body: some View { Color.red.frame(width: side, height: side) }
            }
            struct Screen: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Badge()
                        Badge().dynamicTypeSize(.accessibility1)
                    }
                }
            }
            """
        // 20 at Large beside 20 × 28 / 17 at AX1: the second Badge is built at its own size,
        // not taken from the first (built once per size).
        let size = try Self.size(source).size
        #expect(abs(size.width - (20 + 20 * 28 / 17)) < 1e-9, "\(size)")
        #expect(abs(size.height - 20 * 28 / 17) < 1e-9, "\(size)")
    }

    @Test func fontsScaleAsAppleDocumentsThem() throws {
        func height(_ font: String, at size: DynamicTypeSize) throws -> Double {
            try Self.size(Self.screen("Text(\"Hi\").font(\(font))"), at: size).size.height
        }
        // `.system(size: 20)`: fixed.
        #expect(abs(try height(".system(size: 20)", at: .accessibility3) - Self.line(20)) < 1e-9)
        // `.custom(_:size:)`: relative to body (17 → 19 at xLarge).
        #expect(abs(try height(".custom(\"Avenir\", size: 20)", at: .xLarge) - Self.line(20 * 19 / 17)) < 1e-9)
        // `.custom(_:size:relativeTo:)`: title 28 → 30 at xLarge.
        #expect(abs(try height(".custom(\"Avenir\", size: 20, relativeTo: .title)", at: .xLarge) - Self.line(20 * 30 / 28)) < 1e-9)
        // `.custom(_:fixedSize:)`: fixed.
        #expect(abs(try height(".custom(\"Avenir\", fixedSize: 20)", at: .xLarge) - Self.line(20)) < 1e-9)
        // `.system(size:relativeTo:)`, read as `custom`'s.
        #expect(abs(try height(".system(size: 20, relativeTo: .title)", at: .xLarge) - Self.line(20 * 30 / 28)) < 1e-9)
        // A text style: the HIG's size.
        #expect(abs(try height(".title", at: .xLarge) - Self.line(30)) < 1e-9)
    }
}
