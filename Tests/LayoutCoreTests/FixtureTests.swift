// The one runner for the layout fixtures under Fixtures/**/*.fixture.
import Foundation
import XCTest
@testable import LayoutCore

final class FixtureTests: XCTestCase {
    /// Every fixture file: build, place, check; on failure print expected and actual side by side.
    func testAllFixtures() throws {
        let paths = FixturePaths.files("fixture")
        XCTAssertGreaterThan(paths.count, 0, "no fixtures found under \(FixturePaths.fixtures.path)")
        var checked = 0
        var failedFiles = 0
        for path in paths {
            do {
                let outcome = try FixtureRunner.run(try Fixture.load(path))
                checked += outcome.checked
                if !outcome.failures.isEmpty {
                    failedFiles += 1
                    XCTFail("""

                        ── \(outcome.fixture.name): \(outcome.fixture.title)
                        source: \(outcome.fixture.source)
                        container: \(outcome.fixture.container)
                        \(outcome.failures.joined(separator: "\n"))

                        \(outcome.report)
                        """)
                }
            } catch {
                failedFiles += 1
                XCTFail("\(error)")
            }
        }
        print("fixtures: \(paths.count) files, \(checked) expectations, \(failedFiles) files failing")
    }

    /// The side-by-side report marks the differing row (checked on a deliberately wrong fixture).
    func testFailureReportShowsExpectedAndActualSideBySide() throws {
        let fixture = try Fixture.parse("""
            title: deliberately wrong
            source: model
            container: (100 × 100)
            tree:
              frame(width: 40, height: 30) #frame
                Color.red #red
            expect:
              #red  (30, 35, 40 × 30)  proposed (40 × 30)   -- model (§5.1 fixed frame, centred in the container)
              #frame  (0, 0, 40 × 30)   -- model (wrong on purpose: the frame is centred at 30, 35)
            """, path: "inline.fixture")
        let outcome = try FixtureRunner.run(fixture)
        XCTAssertEqual(outcome.failures.count, 1)
        let rows = outcome.report.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.count, 3)
        XCTAssertTrue(rows[1].hasPrefix("frame(width: 40, height: 30) #frame  (0, 0, 40 × 30)"), rows[1])
        XCTAssertTrue(rows[1].hasSuffix("✗ | frame(width: 40, height: 30) #frame  (30, 35, 40 × 30)  proposed (100 × 100)"), rows[1])
        XCTAssertTrue(rows[2].hasPrefix("  Color.red #red  (30, 35, 40 × 30)  proposed (40 × 30)"), rows[2])
        XCTAssertTrue(rows[2].hasSuffix("  | " + "  Color.red #red  (30, 35, 40 × 30)  proposed (40 × 30)"), rows[2])
        XCTAssertFalse(rows[2].contains("✗"))
    }

    /// Fixture errors name the file, line and column.
    func testErrorsSayWhere() {
        XCTAssertThrowsError(try Fixture.parse("""
            title: t
            source: model
            container: (10 × 10)
            tree:
              HStack(spacing: 10)
                Colour.red
            expect:
              (0, 0, 10 × 10)  -- model
            """, path: "bad.fixture").view()) { error in
            XCTAssertEqual("\(error)", "bad.fixture:6:5: Colour.red: unknown view 'Colour'")
        }
        XCTAssertThrowsError(try Fixture.parse("""
            title: t
            source: model
            container: (10 × 10)
            tree:
              Color.red
            expect:
              (0, 0, 10 × 10)  -- my guess
            """, path: "bad.fixture")) { error in
            XCTAssertTrue("\(error)".hasPrefix("bad.fixture:7:1: source 'my guess' must start with"), "\(error)")
        }
    }
}
