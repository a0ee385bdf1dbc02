// Every view and modifier on the proposal grid {nil, 0, 50, ∞} × {nil, 0, 50, ∞}.
//
// The expected answers are data in Fixtures/Grid/*.grid, one section per subject:
//
//   === Circle (square rule)
//   source: model (§2.3: nil → 10, then a square of the smaller side)
//   ask: #circle                   (optional: the node asked; default the root)
//   tree:
//     Circle() #circle
//   grid:
//     w\h   nil      0      50      ∞
//     nil   10×10    0×0    10×10   10×10
//     0     0×0      0×0    0×0     0×0
//     50    10×10    0×0    50×50   50×50
//     ∞     10×10    0×0    50×50   ∞×∞
//
// Rows are the proposed width, columns the proposed height; each cell is the answer w×h.
import Foundation
import XCTest
@testable import LayoutCore

struct GridSubject {
    var file: String
    var line: Int
    var title: String
    var source: String
    var ask: String?
    var tree: [(Int, String)]
    /// expected[(width, height)] for the 16 grid proposals.
    var expected: [(ProposedViewSize, Size, Int)]
}

enum GridFile {
    static let components: [String: Double?] = ["nil": nil, "0": 0, "50": 50, "∞": .infinity]

    static func parse(_ text: String, file: String) throws -> [GridSubject] {
        var subjects: [GridSubject] = []
        var current: GridSubject?
        var section = ""
        var columns: [Double?] = []
        func fail(_ line: Int, _ message: String) -> NotationError { NotationError(file: file, line: line, column: 1, message: message) }
        func finish(_ line: Int) throws {
            guard let s = current else { return }
            guard s.expected.count == 16 else { throw fail(s.line, "\(s.title): the grid needs 4 rows of 4 cells, found \(s.expected.count) cells") }
            guard Fixture.sourcePrefixes.contains(where: { s.source.hasPrefix($0) }) else { throw fail(s.line, "\(s.title): missing or unknown source") }
            subjects.append(s)
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("# ") { continue }
            if line.hasPrefix("===") {
                try finish(number)
                current = GridSubject(file: file, line: number, title: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), source: "", ask: nil, tree: [], expected: [])
                section = ""
                continue
            }
            guard current != nil else { throw fail(number, "a subject starts with '=== title'") }
            if !line.hasPrefix(" ") {
                guard let colon = line.firstIndex(of: ":") else { throw fail(number, "expected 'key: value'") }
                let key = String(line[..<colon])
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                switch key {
                case "source": current!.source = value
                case "ask": current!.ask = value.hasPrefix("#") ? String(value.dropFirst()) : value
                case "tree", "grid": section = key
                default: throw fail(number, "unknown key '\(key)'")
                }
                continue
            }
            switch section {
            case "tree": current!.tree.append((number, line))
            case "grid":
                let cells = trimmed.split(separator: " ").map(String.init)
                if cells.first == "w\\h" {
                    columns = try cells.dropFirst().map { c in
                        guard let v = components[c] else { throw fail(number, "grid columns are nil 0 50 ∞, found \(c)") }
                        return v
                    }
                    continue
                }
                guard columns.count == 4, cells.count == 5, let w = components[cells[0]] else {
                    throw fail(number, "a grid row is a width (nil 0 50 ∞) and 4 answers, after a 'w\\h nil 0 50 ∞' header")
                }
                for (i, cell) in cells.dropFirst().enumerated() {
                    let answer = try Values.size(cell, file: file, line: number)
                    current!.expected.append((ProposedViewSize(width: w, height: columns[i]), answer, number))
                }
            default: throw fail(number, "indented line outside 'tree:' or 'grid:'")
            }
        }
        try finish(0)
        return subjects
    }
}

enum Grid {
    static let values: [Double?] = [nil, 0, 50, .infinity]
    static let proposals: [ProposedViewSize] = values.flatMap { w in values.map { h in ProposedViewSize(width: w, height: h) } }

    /// Every grid subject in every .grid file.
    static func subjects() throws -> [GridSubject] {
        try FixturePaths.files("grid").flatMap { path in
            try GridFile.parse(try String(contentsOfFile: path, encoding: .utf8), file: URL(fileURLWithPath: path).lastPathComponent)
        }
    }

    /// The node a subject asks (by id, default the root).
    static func node(_ engine: LayoutEngine, _ id: String?) -> Int? {
        guard let id else { return Int(engine.root) }
        return (0..<engine.nodeCount).first { engine.id(of: $0) == id }
    }
}

final class GridTests: XCTestCase {
    func testEveryViewAndModifierOnTheProposalGrid() throws {
        let subjects = try Grid.subjects()
        XCTAssertGreaterThan(subjects.count, 30, "grid subjects under \(FixturePaths.fixtures.path)/Grid")
        var cells = 0
        for subject in subjects {
            let view = try TreeNotation.view(subject.tree, file: subject.file)
            let engine = LayoutEngine(view, environment: .modelFont)
            guard let node = Grid.node(engine, subject.ask) else {
                XCTFail("\(subject.file):\(subject.line): no node #\(subject.ask ?? "")")
                continue
            }
            var rows: [String] = []
            var failed = false
            for (proposal, expected, _) in subject.expected {
                let actual = engine.sizeThatFits(node: node, proposal)
                cells += 1
                let ok = Values.same(actual, expected)
                if !ok { failed = true }
                rows.append("\(ok ? " " : "✗") \(proposal)  expected \(expected)  actual \(actual)")
            }
            if failed {
                XCTFail("""

                    \(subject.file):\(subject.line): \(subject.title) [\(subject.source)]
                    \(rows.joined(separator: "\n"))
                    """)
            }
        }
        print("grid: \(subjects.count) subjects, \(cells) cells")
    }
}
