/// Trace and warnings: what the engine records while it answers, for the host to read.
///
/// Tracing (`isTracing`) records every sizing question, each placement and the rules that fired
/// (`TraceEvent`), in the order asked; the shortcuts that skip a question apply untraced only.
/// Warnings (`LayoutWarning`) are the problems the layout normalised rather than failing on.
extension LayoutEngine {
    // MARK: - Trace and warnings

    func warn(_ message: String, node: Int32) {
        warnings.append(LayoutWarning(message: message, location: locations[Int(node)].location(in: locationFiles)))
    }

    // Recording is the cold path, kept out of line: `size(of:)` calls it, and its frame is on the
    // stack once per level of nesting while sizing (88 bytes of locals inlined, 72 without).
    // `record`, `begin` and `end` are internal only for the split: sizing and placement, in files
    // of their own (LayoutEngine+Sizing.swift, LayoutEngine+Placement.swift), record.
    @inline(never)
    func record(_ kind: TraceEvent.Kind, _ node: Int32, _ proposal: ProposedViewSize, answer: Size, hit: Bool) {
        trace.append(TraceEvent(
            depth: openEvents.count, node: Int(node), asker: openEvents.last.map { trace[$0].node },
            kind: kind, proposal: proposal, answer: answer, isCacheHit: hit, rules: []))
    }

    @inline(never)
    func begin(_ kind: TraceEvent.Kind, _ node: Int32, _ proposal: ProposedViewSize) -> Int {
        record(kind, node, proposal, answer: Size(width: .nan, height: .nan), hit: false)
        openEvents.append(trace.count - 1)
        return trace.count - 1
    }

    @inline(never)
    func end(_ event: Int, answer: Size) {
        trace[event].answer = answer
        openEvents.removeLast()
    }

    func note(_ text: String) {
        guard let open = openEvents.last else { return }
        trace[open].rules.append(text)
        trace[open].ruleSteps.append(trace.count)
    }
}

/// A problem the layout normalised rather than failing on (a negative frame, a NaN ratio…).
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?
    public var description: String { location.map { "\($0): warning: \(message)" } ?? "warning: \(message)" }
}

/// One sizing question, in the order it was asked.
public struct TraceEvent: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A full size question.
        case size
        /// A one-axis length question answered by a shortcut (Text's zero-width probe).
        case length(Axis)
        /// The parent placing the children of this node.
        case placement
    }
    /// Nesting depth: 0 for questions asked by the host, n + 1 for questions asked while
    /// answering a question at depth n.
    public var depth: Int
    /// The node asked.
    public var node: Int
    /// The node whose computation asked the question, nil for the host.
    public var asker: Int?
    public var kind: Kind
    public var proposal: ProposedViewSize
    public var answer: Size
    public var isCacheHit: Bool
    /// The rules that fired while computing the answer ("priority group 1 of 2, …").
    public var rules: [String]
    /// For each rule, the index in `trace` of the first event recorded after it fired: lets a
    /// reader interleave the rules with the child questions they lead to.
    public var ruleSteps: [Int] = []
}
