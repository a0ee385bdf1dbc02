// Laws every node must obey (issue 2, "Laws for every node"), checked on every node of every
// fixture tree and every grid subject, for every proposal of the grid {nil, 0, 50, ∞}²:
// 1. answers are ≥ 0;
// 2. an answer is finite whenever no proposal component is ∞ (only an ∞ offer may give ∞; a ∞
//    component may spread to the other axis, e.g. aspectRatio(.fit) on (nil × ∞), §7);
// 3. the same question always gets the same answer: asked twice, after resetCaches(), and by a
//    fresh engine asking in the opposite order;
// 4. re-proposing a Text its own answer returns the same size.
import Foundation
import XCTest
@testable import LayoutCore

final class LawTests: XCTestCase {
    /// Every tree the fixtures and grids hold, with where it came from.
    func trees() throws -> [(String, ViewNode)] {
        var out: [(String, ViewNode)] = []
        for path in FixturePaths.files("fixture") {
            let fixture = try Fixture.load(path)
            out.append((fixture.name, try fixture.view()))
        }
        for subject in try Grid.subjects() {
            out.append(("\(subject.file):\(subject.line) \(subject.title)", try TreeNotation.view(subject.tree, file: subject.file)))
        }
        return out
    }

    /// §7 (OSU-only, open question 7): aspectRatio(.fill) with a nil or ∞ axis proposes ∞ × ∞,
    /// so a subtree containing one may answer ∞ to a finite or nil proposal. The only exemption.
    func containsFill(_ engine: LayoutEngine, _ node: Int) -> Bool {
        if let ratio = engine.layout(of: node) as? AspectRatioLayout, ratio.contentMode == .fill { return true }
        return engine.children(of: node).contains { containsFill(engine, $0) }
    }

    func testAnswersAreNonNegativeFiniteAndStable() throws {
        var questions = 0
        var failures: [String] = []
        for (name, tree) in try trees() {
            let engine = LayoutEngine(tree)
            var first: [[Size]] = []
            for node in 0..<engine.nodeCount {
                let label = engine.layout(of: node).label
                let exempt = containsFill(engine, node)
                var row: [Size] = []
                for p in Grid.proposals {
                    let a = engine.sizeThatFits(node: node, p)
                    questions += 1
                    row.append(a)
                    if !(a.width >= 0 && a.height >= 0) { failures.append("\(name): \(label) answers \(a) to \(p): negative or NaN") }
                    // "Finite whenever the proposal is finite or nil": a proposal with no ∞ component.
                    let boundedProposal = (p.width?.isFinite ?? true) && (p.height?.isFinite ?? true)
                    if !exempt, boundedProposal, !(a.width.isFinite && a.height.isFinite) {
                        failures.append("\(name): \(label) answers \(a) to \(p): infinite")
                    }
                    let again = engine.sizeThatFits(node: node, p)
                    if again != a { failures.append("\(name): \(label) answers \(a) then \(again) to \(p)") }
                }
                first.append(row)
            }
            // The same questions after forgetting every cached answer.
            engine.resetCaches()
            for node in 0..<engine.nodeCount {
                for (i, p) in Grid.proposals.enumerated() where engine.sizeThatFits(node: node, p) != first[node][i] {
                    failures.append("\(name): \(engine.layout(of: node).label) answers \(first[node][i]) to \(p) but differently after resetCaches()")
                }
            }
            // A fresh engine asking in the opposite order (other cache states along the way).
            let fresh = LayoutEngine(tree)
            XCTAssertEqual(fresh.nodeCount, engine.nodeCount, name)
            for node in (0..<fresh.nodeCount).reversed() {
                for (i, p) in Grid.proposals.enumerated().reversed() {
                    let a = fresh.sizeThatFits(node: node, p)
                    if a != first[node][i] {
                        failures.append("\(name): \(fresh.layout(of: node).label) answers \(first[node][i]) to \(p) but \(a) in a fresh engine")
                    }
                }
            }
        }
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
        print("laws: \(questions) sizing questions checked")
    }

    /// Placement too is repeatable: placing twice gives the same frames and proposals.
    func testPlacementIsRepeatable() throws {
        for path in FixturePaths.files("fixture") {
            let fixture = try Fixture.load(path)
            let engine = LayoutEngine(try fixture.view())
            let once = engine.place(in: fixture.container).root.treeDescription()
            let twice = engine.place(in: fixture.container).root.treeDescription()
            let fresh = LayoutEngine(try fixture.view()).place(in: fixture.container).root.treeDescription()
            XCTAssertEqual(once, twice, fixture.name)
            XCTAssertEqual(once, fresh, fixture.name)
        }
    }

    /// Law 4 on every Text node of every fixture and grid tree, with both fonts: for each grid proposal P with
    /// answer s, proposing s returns s (stack placement re-proposes sizes, §3.3).
    func testTextNodesAnswerTheirOwnSizeAgain() throws {
        var checked = 0
        for (name, tree) in try trees() {
          for metrics in TextMetrics.allCases {
            var environment = LayoutEnvironment()
            environment.textMetrics = metrics
            let engine = LayoutEngine(tree, environment: environment)
            for node in 0..<engine.nodeCount where engine.layout(of: node) is TextLayout {
                for p in Grid.proposals {
                    let s = engine.sizeThatFits(node: node, p)
                    let again = engine.sizeThatFits(node: node, ProposedViewSize(s))
                    checked += 1
                    XCTAssertEqual(again, s, "\(name), \(metrics) font: \(engine.layout(of: node).label) answers \(s) to \(p) but \(again) to \(ProposedViewSize(s))")
                }
            }
          }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Law 4 on the text model over many strings, widths, heights, fonts and line limits:
    /// wrapping, hard newlines, character fallback, truncation, the zero-width path, scaling.
    func testTextModelIsIdempotentOnItsOwnAnswers() {
        let strings = [
            "", "a", "Hello", "Hello, world", "Hello World", "The quick brown fox jumps over the lazy dog",
            "Supercalifragilisticexpialidocious", "a bb ccc dddd eeeee ffffff", "line one\nline two\n\nline four",
            "trailing  double  spaces", "x\ny", "\n", "mixed Supercalifragilistic words here",
            "émigré café naïve", "👍🏽 emoji 👨‍👩‍👧 family",
        ]
        let widths: [Double?] = [nil, 0, 1, 7.9, 8, 12, 16, 23, 24, 40, 41, 50, 64, 78, 96, 100, 150, 333, .infinity]
        let heights: [Double?] = [nil, 0, 5, 20, 39, 40, 41, 60, 100, .infinity]
        let limits: [(Int?, Int?)] = [(nil, nil), (1, nil), (2, nil), (3, 3), (4, 2)]
        let fonts: [Double] = [17, 34, 11, 20]
        var checked = 0
        for string in strings {
            for size in fonts {
                for (limit, reserved) in limits {
                    let model = TextModel(string, metrics: FontMetrics(size: size), lineLimit: limit, reservedLines: reserved)
                    for w in widths {
                        for h in heights {
                            let s = model.measure(ProposedViewSize(width: w, height: h)).size
                            let again = model.measure(ProposedViewSize(s)).size
                            checked += 1
                            if again != s {
                                XCTFail("Text(\(TextLayout.quoted(string))) at \(Format.number(size)) pt, lineLimit \(limit.map(String.init) ?? "nil")/\(reserved.map(String.init) ?? "nil"): \(ProposedViewSize(width: w, height: h)) → \(s), but \(ProposedViewSize(s)) → \(again)")
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, strings.count * fonts.count * limits.count * widths.count * heights.count)
    }
}
