import LayoutCore
import SwiftUISource
import XCTest

/// One runner for the data files: round trips (source → tree description) and errors
/// (source → rendered diagnostics). A failure prints expected and actual side by side.
final class RoundTripTests: XCTestCase {
    func testRoundTripFixtures() throws {
        let cases = try Fixtures.cases("round-trip.txt")
        XCTAssertGreaterThan(cases.count, 20)
        for c in cases {
            do {
                let parsed = try SwiftUISource.parse(c.input, fileName: "input.swift")
                let actual = parsed.root.treeDescription
                XCTAssertEqual(actual, c.expected, "\(c.title)\n--- expected\n\(c.expected)\n--- actual\n\(actual)")
                XCTAssertTrue(parsed.root.allNodes.allSatisfy { $0.location != nil }, "\(c.title): a node without location")
            } catch {
                XCTFail("\(c.title): \(error.rendered(source: c.input))")
            }
        }
    }

    func testErrorFixtures() throws {
        let cases = try Fixtures.cases("errors.txt")
        XCTAssertGreaterThanOrEqual(cases.count, 4)
        for c in cases {
            do {
                let parsed = try SwiftUISource.parse(c.input, fileName: "input.swift")
                XCTFail("\(c.title): expected an error, got\n\(parsed.root.treeDescription)")
            } catch {
                let actual = error.rendered(source: c.input)
                XCTAssertEqual(actual, c.expected, "\(c.title)\n--- expected\n\(c.expected)\n--- actual\n\(actual)")
            }
        }
    }
}
