import Foundation
import XCTest

@testable import LayoutCore

/// Alignment keys are numbers (`AlignmentKey`, `CustomGuides`): a custom guide is the same key
/// wherever its name and axis are the same, and keeps its name, axis and default value.
final class AlignmentKeyTests: XCTestCase {
    func testACustomGuideIsTheSameKeyForTheSameNameAndAxis() {
        let a = AlignmentKey.custom("Marker", .horizontal), b = AlignmentKey.custom("Marker", .horizontal)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, AlignmentKey.custom("Marker", .vertical), "another axis is another guide")
        XCTAssertNotEqual(a, AlignmentKey.custom("Other", .horizontal))
        XCTAssertEqual(HorizontalAlignment.custom("Marker").key, a)
        XCTAssertEqual(VerticalAlignment.custom("Marker").key, .custom("Marker", .vertical))
        XCTAssertEqual(a.description, "Marker")
        XCTAssertEqual(a.customName, "Marker")
        XCTAssertEqual(a.axis, .horizontal)
        XCTAssertEqual(AlignmentKey.custom("Marker", .vertical).axis, .vertical)
    }

    func testBuiltInGuidesKeepTheirNamesAxesAndDefaults() {
        let size = Size(width: 30, height: 12)
        // Model: §8.6 — leading/top 0, centres half, trailing/bottom and the text baselines the
        // full length; a custom guide the centre of its axis.
        let expected: [(AlignmentKey, String, Axis, Double)] = [
            (.leading, "leading", .horizontal, 0), (.horizontalCenter, "center", .horizontal, 15),
            (.trailing, "trailing", .horizontal, 30), (.top, "top", .vertical, 0),
            (.verticalCenter, "center", .vertical, 6), (.bottom, "bottom", .vertical, 12),
            (.firstTextBaseline, "firstTextBaseline", .vertical, 12), (.lastTextBaseline, "lastTextBaseline", .vertical, 12),
            (.custom("Marker", .horizontal), "Marker", .horizontal, 15), (.custom("Marker", .vertical), "Marker", .vertical, 6),
        ]
        for (key, name, axis, value) in expected {
            XCTAssertEqual(key.description, name)
            XCTAssertEqual(key.axis, axis, name)
            XCTAssertEqual(key.defaultValue(in: size), value, name)
        }
        XCTAssertNil(AlignmentKey.leading.customName)
        XCTAssertEqual(AlignmentKey.leading.defaultValue(in: Size(width: .infinity, height: 0)), 0, "an infinite view's leading guide is 0")
        XCTAssertEqual(
            expected.map(\.0).filter(\.isExportedByContainers).map(\.description),
            ["firstTextBaseline", "lastTextBaseline", "Marker", "Marker"], "built-in edges and centres are never exported (§8.6)")
        XCTAssertEqual(expected.map(\.0).filter(\.isTextBaseline).count, 2)
    }

    func testGuidesNamedOnManyThreadsAtOnceAgree() {
        // Every thread names the same 50 guides in its own order: each name gets one key.
        let names = (0..<50).map { "Concurrent\($0)" }
        let results = KeysByThread()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let order = thread % 2 == 0 ? names : names.reversed()
            var keys = [String: AlignmentKey]()
            for name in order { keys[name] = .custom(name, .vertical) }
            results.set(thread, names.map { keys[$0]! })
        }
        let first = results.get(0)
        for thread in 1..<8 { XCTAssertEqual(results.get(thread), first) }
        XCTAssertEqual(Set(first).count, 50)
        XCTAssertEqual(first.map(\.description), names)
    }
}

/// Each thread's keys, behind a lock.
private final class KeysByThread: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [Int: [AlignmentKey]] = [:]
    func set(_ thread: Int, _ value: [AlignmentKey]) { lock.withLock { keys[thread] = value } }
    func get(_ thread: Int) -> [AlignmentKey] { lock.withLock { keys[thread] ?? [] } }
}
