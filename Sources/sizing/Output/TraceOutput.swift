import LayoutCore

/// `sizing trace` output: every sizing question in order, indented by depth, with who asked
/// whom, the proposal, the answer, the rules that fired, and cache hits marked.
enum TraceOutput {
    static func label(_ engine: LayoutEngine, _ node: Int?) -> String {
        guard let node else { return "container" }
        let id = engine.id(of: node).map { " #\($0)" } ?? ""
        return engine.layout(of: node).label + id
    }

    static func text(_ engine: LayoutEngine) -> String {
        var lines: [String] = []
        for (step, event) in engine.trace.enumerated() {
            let indent = String(repeating: "  ", count: event.depth)
            let asker = label(engine, event.asker)
            let asked = label(engine, event.node)
            let number = String(step + 1).leftPadded(to: 4)
            switch event.kind {
            case .size:
                lines.append("\(number) \(indent)\(asker) asks \(asked) for \(event.proposal) → \(event.answer)\(event.isCacheHit ? "  (cache hit)" : "")")
            case .length(let axis):
                let value = Format.number(event.answer[axis])
                lines.append("\(number) \(indent)\(asker) probes \(asked) \(axis == .horizontal ? "width" : "height") at \(event.proposal) → \(value)  (zero-width probe shortcut)")
            case .placement:
                lines.append("\(number) \(indent)place the children of \(asked) in \(event.answer), proposed \(event.proposal)")
            }
            for rule in event.rules { lines.append("     \(indent)  · \(rule)") }
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ engine: LayoutEngine) -> JSON {
        .array(engine.trace.enumerated().map { step, event in
            let kind: String
            switch event.kind {
            case .size: kind = "size"
            case .length(let axis): kind = axis == .horizontal ? "width" : "height"
            case .placement: kind = "placement"
            }
            return .object([
                ("step", .number(Double(step + 1))),
                ("depth", .number(Double(event.depth))),
                ("kind", .string(kind)),
                ("asker", event.asker.map { .string(label(engine, $0)) } ?? .null),
                ("view", .string(label(engine, event.node))),
                ("proposal", .proposal(event.proposal)),
                ("answer", event.kind == .size || event.kind == .placement ? .size(event.answer) : .null),
                ("cacheHit", .bool(event.isCacheHit)),
                ("rules", .array(event.rules.map(JSON.string))),
            ])
        })
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
