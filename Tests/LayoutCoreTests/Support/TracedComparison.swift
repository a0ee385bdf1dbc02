import XCTest

@testable import LayoutCore

/// The engine takes shortcuts only when it does not trace (a forwarding view is not asked, a leaf
/// that answers in constant time is not cached, a fixed view answers a one-axis probe with its
/// one size). A traced engine takes none of them, so it is what an untraced one is checked
/// against (`SizingForwardingTests`, `ConstantTimeAnswersTests`).
enum TracedComparison {
    /// Zero, ∞, nil, a finite offer, and each axis left open.
    static let proposals: [ProposedViewSize] = [
        .zero, .infinity, .unspecified, ProposedViewSize(width: 100, height: 50),
        ProposedViewSize(width: 37.5, height: nil), ProposedViewSize(width: nil, height: 12),
    ]

    /// Asserts that an untraced engine of `view` gives every node the traced engine's answer to
    /// each of `proposals`, and, placed in each, every node the same frame and placed proposal.
    static func assertUntracedMatchesTraced(
        _ view: ViewNode, _ name: String, proposals: [ProposedViewSize] = proposals,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let untraced = LayoutEngine(view)
        let traced = LayoutEngine(view)
        traced.isTracing = true
        for proposal in proposals {
            for node in 0..<untraced.nodeCount {
                XCTAssertEqual(
                    untraced.sizeThatFits(node: node, proposal), traced.sizeThatFits(node: node, proposal),
                    "\(name), node \(node) (\(untraced.layout(of: node).name)), \(proposal)", file: file, line: line)
            }
            _ = untraced.place(in: proposal)
            _ = traced.place(in: proposal)
            for node in 0..<untraced.nodeCount {
                XCTAssertEqual(untraced.frame(of: node), traced.frame(of: node), "\(name), frame of node \(node), \(proposal)", file: file, line: line)
                XCTAssertEqual(
                    untraced.placedProposal(of: node), traced.placedProposal(of: node), "\(name), node \(node), \(proposal)",
                    file: file, line: line)
            }
        }
    }
}

extension LayoutEngine {
    /// Whether `node` holds an answer: a cached one, or its one fixed answer.
    func holdsAnAnswer(_ node: Int) -> Bool { cacheHead[node] >= 0 || !fixedAnswer[node].width.isNaN }

    /// Whether the trace shows `node` asked for its size.
    func traceAsksSize(of node: Int) -> Bool { trace.contains { $0.node == node && $0.kind == .size } }
}
