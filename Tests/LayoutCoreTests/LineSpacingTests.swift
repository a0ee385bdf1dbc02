// `lineSpacing(_:)`: the points Text adds between two lines (Apple's documentation: "the amount
// of space between lines of text in this view"). The numbers are `model`: 8-pt advances and 20-pt
// lines at 17 pt, with the spacing between each pair of shown lines and none outside them.
import XCTest
@testable import LayoutCore

final class LineSpacingTests: XCTestCase {
    func model(_ s: String, spacing: Double, limit: Int? = nil, reserved: Int? = nil) -> TextModel {
        TextModel(s, measurer: TextMeasurer(.model, size: 17), lineLimit: limit, reservedLines: reserved, lineSpacing: spacing)
    }

    /// n lines are n × 20 + (n − 1) × spacing tall; one line is not changed.
    func testSpacingIsAddedBetweenLines() {
        XCTAssertEqual(model("Hello, world", spacing: 10).measure(ProposedViewSize(width: 78, height: nil)).size, Size(width: 48, height: 50))  // model: 2 × 20 + 10
        XCTAssertEqual(model("a bb ccc dddd", spacing: 6).measure(ProposedViewSize(width: 48, height: nil)).size, Size(width: 32, height: 72))  // model: 3 × 20 + 2 × 6
        XCTAssertEqual(model("Hello, world", spacing: 10).measure(ProposedViewSize(width: nil, height: nil)).size, Size(width: 96, height: 20))  // model: one line
    }

    /// The lines that fit a proposed height count the spacing: 2 lines need 50 at spacing 10,
    /// so 49 holds one (truncated) line.
    func testTheSpacingCountsWhereTheHeightIsProposed() {
        let text = model("a bb ccc dddd", spacing: 10)
        let fifty = text.measure(ProposedViewSize(width: 48, height: 50))
        XCTAssertEqual(fifty.lineCount, 2)
        XCTAssertEqual(fifty.size.height, 50)
        let fortyNine = text.measure(ProposedViewSize(width: 48, height: 49))
        XCTAssertEqual(fortyNine.lineCount, 1)
        XCTAssertTrue(fortyNine.isTruncated)
    }

    /// Reserved lines (`lineLimit(3, reservesSpace: true)`) reserve their spacing too; the last
    /// baseline moves by the spacing of each line above it.
    func testReservedLinesAndBaselines() {
        XCTAssertEqual(model("Hi", spacing: 4, limit: 3, reserved: 3).measure(ProposedViewSize(width: nil, height: nil)).size.height, 68)  // model: 3 × 20 + 2 × 4
        let text = model("a bb ccc dddd", spacing: 6)
        let m = text.measure(ProposedViewSize(width: 48, height: nil))
        let plain = model("a bb ccc dddd", spacing: 0)
        XCTAssertEqual(text.baselines(m).last - plain.baselines(plain.measure(ProposedViewSize(width: 48, height: nil))).last, 12)  // model: 2 lines above × 6
    }

    /// The modifier reaches the Text below it through the environment.
    func testTheModifierSetsTheTextBelow() {
        let node = ViewNode(LineSpacingModifier(10), children: [Text("Hello, world").node])
        let size = LayoutEngine(node, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 78, height: nil))
        XCTAssertEqual(size, Size(width: 48, height: 50))  // model: 2 × 20 + 10
    }
}
