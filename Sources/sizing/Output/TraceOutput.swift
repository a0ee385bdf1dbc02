import LayoutCore

/// `sizing trace` output: every sizing question in order, indented by depth, with who asked
/// whom, the proposal, the answer, the rules that fired (each printed where it fired, between
/// the questions it leads to, like the Field Guide's step-through), and cache hits marked.
///
/// Two phases: sizing (the container asks the root, which asks its children, …), then
/// placement (each view with children places them; the questions it asks again are mostly
/// answered from the cache).
enum TraceOutput {
    static func label(_ engine: LayoutEngine, _ node: Int?) -> String {
        guard let node else { return "container" }
        let id = engine.id(of: node).map { " #\($0)" } ?? ""
        return engine.layout(of: node).label + id
    }

    /// An event as shown: questions asked while a view places its children are attributed to
    /// that view (the engine records them without an open question, i.e. as the host's).
    struct Step {
        var event: TraceEvent
        var depth: Int
        var asker: String
        var isPlacementPhase: Bool
        /// The asker's node number, nil for the container.
        var askerNode: Int? = nil
    }

    static func steps(_ engine: LayoutEngine) -> [Step] {
        var placer: (label: String, depth: Int, node: Int)?
        return engine.trace.map { event in
            if event.kind == .placement {
                placer = (label(engine, event.node), event.depth, event.node)
                return Step(event: event, depth: event.depth, asker: label(engine, event.node), isPlacementPhase: true, askerNode: event.node)
            }
            guard let placer else {
                return Step(event: event, depth: event.depth, asker: label(engine, event.asker), isPlacementPhase: false, askerNode: event.asker)
            }
            let asker = event.asker == nil ? placer.label : label(engine, event.asker)
            return Step(event: event, depth: event.depth + placer.depth + 1, asker: asker, isPlacementPhase: true, askerNode: event.asker ?? placer.node)
        }
    }

    static func text(_ engine: LayoutEngine) -> String {
        let steps = steps(engine)
        // Rules by the step they precede (rules fire between the questions they lead to).
        // Rules fired at the same point come from nested questions: a rule goes to the innermost
        // open question, so a parent's rule at that point fired after its child's had closed.
        // Hence deeper questions (later in the trace) first, then each question's rules in order.
        var rulesBefore: [Int: [String]] = [:]
        for (index, step) in steps.enumerated().reversed() {
            for (r, rule) in step.event.rules.enumerated() {
                let at = r < step.event.ruleSteps.count ? step.event.ruleSteps[r] : index + 1
                let indent = String(repeating: "  ", count: step.depth + 1)
                rulesBefore[at, default: []].append("     \(indent)· \(rule)")
            }
        }
        var lines: [String] = ["sizing"]
        var inPlacement = false
        for (index, step) in steps.enumerated() {
            lines += rulesBefore[index] ?? []
            let event = step.event
            if step.isPlacementPhase && !inPlacement {
                inPlacement = true
                lines.append("placement")
            }
            let indent = String(repeating: "  ", count: step.depth)
            let asked = label(engine, event.node)
            let number = String(index + 1).leftPadded(to: 4)
            switch event.kind {
            case .size:
                lines.append("\(number) \(indent)\(step.asker) asks \(asked) for \(event.proposal) → \(event.answer)\(event.isCacheHit ? "  (cache hit)" : "")")
            case .length(let axis):
                let value = Format.number(event.answer[axis])
                lines.append("\(number) \(indent)\(step.asker) asks \(asked) for its \(axis == .horizontal ? "width" : "height") at \(event.proposal) → \(value)  (a length-only question)")
            case .placement:
                lines.append("\(number) \(indent)\(asked), sized \(event.answer) for \(event.proposal), places its children")
            }
        }
        lines += rulesBefore[steps.count] ?? []
        return lines.joined(separator: "\n")
    }

    /// The stderr summary: how the questions were answered.
    static func summary(_ engine: LayoutEngine) -> String {
        var computed = 0, cached = 0, shortcuts = 0, placements = 0
        for event in engine.trace {
            switch event.kind {
            case .size: if event.isCacheHit { cached += 1 } else { computed += 1 }
            case .length: shortcuts += 1
            case .placement: placements += 1
            }
        }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(engine.trace.count, "step")): \(computed) computed, \(cached) from the cache, "
            + "\(plural(shortcuts, "length-only question")), \(plural(placements, "placement"))"
    }

    /// With `nodes`, each step also carries the engine's numbers of the view asked (`viewNode`)
    /// and of the asker (`askerNode`, null for the container), which the playground uses to
    /// highlight them in the picture.
    static func json(_ engine: LayoutEngine, nodes: Bool = false) -> JSON {
        .array(steps(engine).enumerated().map { index, step in
            let event = step.event
            let kind: String
            switch event.kind {
            case .size: kind = "size"
            case .length(let axis): kind = axis == .horizontal ? "width" : "height"
            case .placement: kind = "placement"
            }
            return .object([
                ("step", .number(Double(index + 1))),
                ("phase", .string(step.isPlacementPhase ? "placement" : "sizing")),
                ("depth", .number(Double(step.depth))),
                ("kind", .string(kind)),
                ("asker", kind == "placement" ? .null : .string(step.asker)),
                ("view", .string(label(engine, event.node))),
                ("proposal", .proposal(event.proposal)),
                ("answer", event.kind == .size || event.kind == .placement ? .size(event.answer) : .number(event.answer[event.kind == .length(.horizontal) ? .horizontal : .vertical])),
                ("cacheHit", .bool(event.isCacheHit)),
                ("rules", .array(event.rules.map(JSON.string))),
            ] + (nodes ? [
                ("viewNode", .number(Double(event.node))),
                ("askerNode", step.askerNode.map { .number(Double($0)) } ?? .null),
            ] : []))
        })
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
