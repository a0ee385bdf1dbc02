// `monospacedDigit()`: digits take one common advance (Apple, `Font.monospacedDigit()`: "fixed-width
// digits, while leaving other characters proportionally spaced",
// https://developer.apple.com/documentation/swiftui/font/monospaceddigit()). The numbers are
// `model`: the system metrics (Inter 3.019's advances, SF's −26/1000 em tracking at 17 pt, the
// 3× pixel grid: docs/text-metrics.md), with every digit advancing as Inter's widest digit,
// "4" (1808 units of 2816 at the regular weight) — Inter's own tabular widths are not in our
// table and SF Pro's are not published.
import Testing
@testable import LayoutCore

@Suite struct MonospacedDigitTests {
    static func width(_ string: String, monospaced: Bool, metrics: LayoutEnvironment = LayoutEnvironment()) -> Double {
        var node = Text(string).node
        if monospaced { node = node.monospacedDigit() }
        return LayoutEngine(node, environment: metrics).sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
    }

    /// "1111": 4 × (1308 − 73) units = 29.82 pt → 30 on the grid; tabular, 4 × (1808 − 73) =
    /// 41.90 → 42. "8888" (1736 each) is 40.33 proportional, 42 tabular.
    @Test func digitsTakeTheWidestDigitsAdvance() {
        #expect(Self.width("1111", monospaced: false) == 30)  // model: Inter "1"
        #expect(Self.width("1111", monospaced: true) == 42)  // model: Inter "4", the widest digit
        #expect(abs(Self.width("8888", monospaced: false) - 40.333) < 0.01)  // model: Inter "8"
        #expect(Self.width("8888", monospaced: true) == 42)
    }

    /// Letters keep their advances; the model font's digits are alike already.
    @Test func otherCharactersAndTheModelFontAreUnchanged() {
        #expect(Self.width("Total", monospaced: true) == Self.width("Total", monospaced: false))
        #expect(Self.width("1111", monospaced: true, metrics: .modelFont) == 32)  // model: 4 × 8
    }

    /// `.font(.body.monospacedDigit())` sets the digits too; a plain font below keeps a
    /// `monospacedDigit()` applied above.
    @Test func aFontWithFixedWidthDigitsAndAFontBelowTheModifier() {
        let viaFont = Text("1111").node.font(Font.body.monospacedDigits())
        #expect(LayoutEngine(viaFont).sizeThatFits(ProposedViewSize(width: nil, height: nil)).width == 42)
        let below = Text("1111").node.font(.body).monospacedDigit()
        #expect(LayoutEngine(below).sizeThatFits(ProposedViewSize(width: nil, height: nil)).width == 42)
    }
}
