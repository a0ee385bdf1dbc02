import LayoutCore
import XCTest

/// Regression test for a LayoutCore bug found while probing: `Axis.Set.contains(_: Axis)` called
/// itself forever (an untyped `.horizontal` resolved to `Axis`), so any ScrollView crashed.
final class AxisSetTests: XCTestCase {
    func testContainsAxis() {
        XCTAssertTrue(Axis.Set.vertical.contains(Axis.vertical))
        XCTAssertFalse(Axis.Set.vertical.contains(Axis.horizontal))
        XCTAssertTrue(Axis.Set.all.contains(Axis.horizontal))
    }

    func testScrollViewSizes() {
        // §12.2: a vertical ScrollView takes the proposed height and its content's width.
        let size = LayoutEngine(ScrollView { Text("Test") }, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 300, height: 500))
        XCTAssertEqual(size, Size(width: 32, height: 500))  // model (text font: 8 pt per character)
    }
}
