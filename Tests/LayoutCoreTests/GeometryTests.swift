// Value types: proposals, axis sets, the one text form.
import XCTest
@testable import LayoutCore

final class GeometryTests: XCTestCase {
    /// Regression: `Axis.Set.contains(_: Axis)` used to call itself forever (every ScrollView and
    /// ViewThatFits crashed with a stack overflow).
    func testAxisSetContainsAnAxis() {
        XCTAssertTrue(Axis.Set.vertical.contains(Axis.vertical))
        XCTAssertFalse(Axis.Set.vertical.contains(Axis.horizontal))
        XCTAssertTrue(Axis.Set.all.contains(Axis.horizontal))
        XCTAssertFalse(Axis.Set([]).contains(Axis.vertical))
    }

    /// §1.7: NaN is normalised to nil at construction and on assignment.
    func testNaNProposalComponentsBecomeNil() {
        var p = ProposedViewSize(width: .nan, height: 5)
        XCTAssertNil(p.width)
        p.height = .nan
        XCTAssertNil(p.height)
        XCTAssertEqual(p, .unspecified)
    }

    /// §1.3: nil → 10 by default; 0 and ∞ are kept.
    func testReplacingUnspecifiedDimensions() {
        XCTAssertEqual(ProposedViewSize(width: nil, height: 0).replacingUnspecifiedDimensions(), Size(width: 10, height: 0))
        XCTAssertEqual(ProposedViewSize(width: .infinity, height: nil).replacingUnspecifiedDimensions(by: Size(width: 1, height: 2)), Size(width: .infinity, height: 2))
    }

    /// House text form: `(200 × nil)`, `(50 × 20)`, `(x, y, w × h)`.
    func testOneTextForm() {
        XCTAssertEqual(ProposedViewSize(width: 200, height: nil).description, "(200 × nil)")
        XCTAssertEqual(ProposedViewSize(width: .infinity, height: 0).description, "(∞ × 0)")
        XCTAssertEqual(Size(width: 56.25, height: 100.0 / 3).description, "(56.25 × 33.333)")
        XCTAssertEqual(Rect(x: -12.5, y: 0, width: 175, height: 50).description, "(-12.5, 0, 175 × 50)")
    }
}
