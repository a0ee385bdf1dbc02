import XCTest

@testable import LayoutCore

/// `LayoutEnvironment` keeps its rarely set fields in a shared copy-on-write storage (issue 18:
/// compiling's stack per level). It must still behave as a plain value: a copy changed never
/// changes the original, and equality compares every field.
final class LayoutEnvironmentTests: XCTestCase {
    /// One change per field, each to a value other than the default.
    static var changes: [(name: String, apply: (inout LayoutEnvironment) -> Void)] { [
        ("fontSize", { $0.fontSize = 12 }),
        ("fontWeight", { $0.fontWeight = .semibold }),
        ("textMetrics", { $0.textMetrics = .model }),
        ("stackAxis", { $0.stackAxis = .vertical }),
        ("lineLimit", { $0.lineLimit = 2 }),
        ("reservedLines", { $0.reservedLines = 1 }),
        ("styles", { $0.styles["buttonStyle"] = "plain" }),
        ("listStyle", { $0.listStyle = .plain }),
        ("defaultMinListRowHeight", { $0.defaultMinListRowHeight = 30 }),
        ("safeArea", { $0.safeArea = SafeArea(screen: Rect(x: 0, y: 0, width: 390, height: 844), safe: Rect(x: 0, y: 47, width: 390, height: 763)) }),
        ("containerSize", { $0.containerSize = Size(width: 390, height: 763) }),
    ] }

    func testChangingACopyLeavesTheOriginalAsItWas() {
        for (name, apply) in Self.changes {
            let original = LayoutEnvironment()
            var copy = original
            apply(&copy)
            XCTAssertNotEqual(copy, original, "\(name): the copy changed")
            XCTAssertEqual(original, LayoutEnvironment(), "\(name): the original did not")
        }
    }

    func testChangingTheOriginalLeavesEarlierCopiesAsTheyWere() {
        var original = LayoutEnvironment()
        original.lineLimit = 3
        let copy = original
        for (name, apply) in Self.changes {
            apply(&original)
            XCTAssertEqual(copy.lineLimit, 3, "after \(name)")
            XCTAssertNil(copy.safeArea, "after \(name)")
            XCTAssertEqual(copy.styles, [:], "after \(name)")
        }
        XCTAssertEqual(original.lineLimit, 2)
        XCTAssertEqual(original.containerSize, Size(width: 390, height: 763))
    }

    func testEqualityComparesEveryFieldWhateverTheStorage() {
        for (name, apply) in Self.changes {
            // The same change made separately: equal, though the storages differ.
            var a = LayoutEnvironment(), b = LayoutEnvironment()
            apply(&a)
            apply(&b)
            XCTAssertEqual(a, b, name)
        }
        // Set and set back: equal to the default again.
        var environment = LayoutEnvironment()
        environment.lineLimit = 4
        environment.lineLimit = nil
        XCTAssertEqual(environment, LayoutEnvironment())
    }

    /// What the compiled tree sees: a modifier's environment reaches its own content only.
    func testAModifiersEnvironmentReachesItsContentOnly() {
        let tree = VStack {
            Text("Styled").lineLimit(1).font(.caption)
            Text("Plain")
        }
        let engine = LayoutEngine(tree)
        let texts = (0..<engine.nodeCount).compactMap { engine.layout(of: $0) as? TextLayout }
        XCTAssertEqual(texts.map(\.fontSize), [Font.caption.size, Font.body.size])
        XCTAssertEqual(texts.map(\.lineLimit), [1, nil])
    }
}
