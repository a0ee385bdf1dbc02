// Real text metrics (TextMetrics.system): Inter's advances with SF's tracking and line height,
// against published measurements of Apple's system font (Fixtures/text-observations.tsv).
import Foundation
import Testing
@testable import LayoutCore

struct TextMetricsTests {
    struct Observation {
        var string: String
        var font: String
        var width: Double
        var height: Double
        var link: String
    }

    static func observations() throws -> [Observation] {
        let url = FixturePaths.fixtures.appendingPathComponent("text-observations.tsv")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6, let width = Double(columns[2]), let height = Double(columns[3]) else { return nil }
            return Observation(string: columns[0], font: columns[1], width: width, height: height, link: columns[5])
        }
    }

    /// The font an observation names: "body" (a text style) or "17 regular".
    static func font(_ spelled: String) -> Font? {
        if let style = Font.textStyles.first(where: { $0.name == spelled }) { return style }
        let parts = spelled.split(separator: " ")
        guard parts.count == 2, let size = Double(parts[0]), let weight = Font.Weight(rawValue: String(parts[1])) else { return nil }
        return Font(name: spelled, size: size, weight: weight)
    }

    static func ideal(_ string: String, _ font: Font) -> Size {
        TextModel(string, measurer: TextMeasurer(.system, size: font.size, weight: font.weight)).measure(.unspecified).size
    }

    /// Tolerance: max(1 pt, 1.5 % of the observed width). Inter is a different design from SF
    /// Pro: its advances differ glyph by glyph by a few hundredths of an em and kerning is
    /// ignored, so the error grows with the length of the string; 1.5 % is under one narrow
    /// glyph for the longest observation (262.67 pt), and the 1 pt floor covers the 1/3 pt
    /// pixel rounding of both sides plus one glyph's difference in short words.
    static func tolerance(_ observed: Double) -> Double { Swift.max(1, 0.015 * observed) }

    @Test func fixtureHasTheObservations() throws {
        let observations = try Self.observations()
        #expect(observations.count >= 5)
        #expect(observations.allSatisfy { Self.font($0.font) != nil && !$0.link.isEmpty })
    }

    @Test(arguments: try TextMetricsTests.observations().map(\.string))
    func widthIsNearTheObservation(_ string: String) throws {
        let observation = try #require(try Self.observations().first { $0.string == string })
        let font = try #require(Self.font(observation.font))
        let size = Self.ideal(observation.string, font)
        #expect(abs(size.width - observation.width) <= Self.tolerance(observation.width),
                "\(observation.string): ours \(size.width), observed \(observation.width) (\(observation.link))")
        // Heights: one line of SF Pro, (1950 + 494) / 2048 em rounded up to 1/3 pt = 20.33 at 17 pt,
        // exactly as observed.
        #expect(abs(size.height - observation.height) < 0.01, "\(observation.string): height \(size.height)")
    }

    /// The real font wraps with the same greedy steps as the model: "Hello world" proposed 60 pt
    /// holds one word per line (each word is under 60 pt, both together are 85.67).
    @Test func wrapsWithTheSameGreedySteps() {
        let model = TextModel("Hello world", measurer: TextMeasurer(.system, size: 17))
        let ideal = model.measure(.unspecified)
        let wrapped = model.measure(ProposedViewSize(width: 60, height: nil))
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.size.width < 60 && wrapped.size.width > 0)
        // Two lines: 2 × 20.287 = 40.57, rounded up to the 3× grid (our model).
        #expect(abs(wrapped.size.height - 122.0 / 3) < 1e-9)
        // Idempotence (§3.3): proposing the answer gives the answer.
        #expect(model.measure(ProposedViewSize(width: wrapped.size.width, height: wrapped.size.height)).size == wrapped.size)
        #expect(model.measure(ProposedViewSize(width: ideal.size.width, height: nil)).size == ideal.size)
    }

    /// A one-line limit truncates with "…" inside the proposed width.
    @Test func truncatesWithinTheProposal() {
        let model = TextModel("Hello world", measurer: TextMeasurer(.system, size: 17), lineLimit: 1)
        let m = model.measure(ProposedViewSize(width: 60, height: nil))
        #expect(m.isTruncated && m.lineCount == 1)
        #expect(m.size.width <= 60)
    }

    /// Semibold (headline) is wider than regular (body) at the same size: Inter's semibold
    /// advances are larger.
    @Test func weightsChangeWidths() {
        #expect(Self.ideal("Hello world", .headline).width > Self.ideal("Hello world", .body).width)
    }

    /// Characters the table lacks: CJK and emoji advance 1 em plus tracking (our model).
    @Test func wideFallback() {
        let measurer = TextMeasurer(.system, size: 17)
        #expect(measurer.units("日") == 2816 + measurer.trackingUnits)
        #expect(measurer.units("😀") == 2816 + measurer.trackingUnits)
        // A combining sequence advances by its base letter.
        #expect(measurer.units("e\u{301}") == measurer.units("e"))
    }

    /// The generated table covers Basic Latin and Latin-1 at every weight.
    @Test func tableCoversLatin() {
        for weight in Font.Weight.allCases {
            for value in UInt32(0x20)...0x7E {
                #expect(TextMeasurer.systemUnits(Character(Unicode.Scalar(value)!), weight: weight) > 0)
            }
        }
        #expect(InterMetrics.regular.count == InterMetrics.ranges.map(\.count).reduce(0, +))
    }

    /// The environment picks the metrics; the default is the system font, the model font is
    /// asked for (8 pt a grapheme, 20 pt lines at 17 pt, §3.3).
    @Test func environmentSelectsTheMetrics() {
        #expect(LayoutEnvironment().textMetrics == .system)
        #expect(LayoutEngine(Text("Hello, world"), environment: .modelFont).sizeThatFits(.unspecified) == Size(width: 96, height: 20))  // model: 12 × 8
        let real = LayoutEngine(Text("Hello world")).sizeThatFits(.unspecified)
        #expect(abs(real.width - 85.33) <= 1)  // FAT-SIZE: 85.33×20.33
        #expect(abs(real.height - 20.33) < 0.01)
    }
}
