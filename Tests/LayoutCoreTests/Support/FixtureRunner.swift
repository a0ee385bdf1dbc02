// Runs one fixture: builds the tree, places it in the container, checks every expectation, and
// renders expected and actual trees side by side when something differs.
import Foundation
@testable import LayoutCore

struct FixtureOutcome {
    var fixture: Fixture
    var failures: [String]
    var checked: Int
    var report: String
}

enum FixtureRunner {
    static func run(_ fixture: Fixture) throws -> FixtureOutcome {
        let view = try fixture.view()
        let engine = LayoutEngine(view, environment: .modelFont)
        let result = engine.place(in: fixture.container)
        let placed = result.root.allViews
        var byID: [String: PlacedView] = [:]
        for v in placed {
            guard let id = v.id else { continue }
            if byID[id] != nil {
                throw NotationError(file: fixture.name, line: 1, column: 1, message: "the id #\(id) names two nodes")
            }
            byID[id] = v
        }
        var failures: [String] = []
        var frameChecks: [Int: (Fixture.Expectation, Bool)] = [:]
        var sizeLines: [String] = []
        for e in fixture.expectations {
            if case .notShown = e.check, let id = e.id {
                guard (0..<engine.nodeCount).contains(where: { engine.id(of: $0) == id }) else {
                    throw NotationError(file: fixture.name, line: e.line, column: 1, message: "no node is named #\(id) in the tree")
                }
                if let shown = byID[id] {
                    failures.append("\(fixture.name):\(e.line): \(shown.label) #\(id): expected not shown, got \(shown.frame) proposed \(shown.proposal) [\(e.source)]")
                } else {
                    sizeLines.append("  #\(id) not shown")
                }
                continue
            }
            let target: PlacedView
            if let id = e.id {
                guard let v = byID[id] else {
                    throw NotationError(file: fixture.name, line: e.line, column: 1, message: "no node is named #\(id) in the tree")
                }
                target = v
            } else {
                target = result.root
            }
            switch e.check {
            case let .frame(x, y, w, h, proposal):
                let f = target.frame
                var ok = (x.map { Values.same($0, f.minX) } ?? true) && (y.map { Values.same($0, f.minY) } ?? true)
                ok = ok && (w.map { Values.same($0, f.width) } ?? true) && (h.map { Values.same($0, f.height) } ?? true)
                if let proposal { ok = ok && Values.same(proposal, target.proposal) }
                frameChecks[target.node] = (e, ok)
                if !ok {
                    failures.append("\(fixture.name):\(e.line): \(target.label)\(e.id.map { " #\($0)" } ?? ""): expected \(describe(e.check)), got \(target.frame) proposed \(target.proposal) [\(e.source)]")
                }
            case .notShown:
                break
            case let .size(proposal, answer):
                let actual = engine.sizeThatFits(node: target.node, proposal)
                let ok = Values.same(actual, answer)
                let who = e.id.map { "#\($0)" } ?? "root"
                sizeLines.append("\(ok ? " " : "✗") \(who) size \(proposal): expected \(answer)   actual \(actual)")
                if !ok {
                    failures.append("\(fixture.name):\(e.line): \(who) answers \(actual) to \(proposal), expected \(answer) [\(e.source)]")
                }
            }
        }
        let report = sideBySide(result.root, frameChecks) + (sizeLines.isEmpty ? "" : "\n" + sizeLines.joined(separator: "\n"))
        return FixtureOutcome(fixture: fixture, failures: failures, checked: fixture.expectations.count, report: report)
    }

    static func describe(_ check: Fixture.Check) -> String {
        switch check {
        case let .frame(x, y, w, h, proposal):
            func c(_ v: Double?) -> String { v.map(Format.number) ?? "_" }
            return "(\(c(x)), \(c(y)), \(c(w)) × \(c(h)))" + (proposal.map { "  proposed \($0)" } ?? "")
        case let .size(proposal, answer):
            return "size \(proposal) = \(answer)"
        case .notShown:
            return "not shown"
        }
    }

    /// Expected (left) and actual (right, `PlacedView.treeDescription()`) trees, one node per
    /// row, with ✗ on the rows that differ.
    static func sideBySide(_ root: PlacedView, _ checks: [Int: (Fixture.Expectation, Bool)]) -> String {
        let actualLines = root.treeDescription().split(separator: "\n").map(String.init)
        var left: [String] = []
        var marks: [String] = []
        func walk(_ v: PlacedView, _ depth: Int) {
            let name = String(repeating: "  ", count: depth) + v.label + (v.id.map { " #\($0)" } ?? "")
            if let (e, ok) = checks[v.node] {
                left.append("\(name)  \(describe(e.check))")
                marks.append(ok ? " " : "✗")
            } else {
                left.append("\(name)  ·")
                marks.append(" ")
            }
            for child in v.children { walk(child, depth + 1) }
        }
        walk(root, 0)
        let width = max(left.map(\.count).max() ?? 0, "expected".count) + 2
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
        var out = [pad("expected (· = not asserted)") + "  | actual"]
        for (i, line) in left.enumerated() {
            out.append(pad(line) + marks[i] + " | " + (i < actualLines.count ? actualLines[i] : ""))
        }
        return out.joined(separator: "\n")
    }
}
