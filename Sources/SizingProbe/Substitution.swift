import LayoutCore

extension SizingProbe {
    /// Classifies a modifier (§13.3): applied once to an expanding child (`Color`) and once to a
    /// hugging child (`Text("Test")`).
    public static func classify(modifier: (ViewNode) -> ViewNode) -> Classification {
        let runs = [
            ("Color", classify(modifier(expandingChild), subject: "Color")),
            ("Text", classify(modifier(huggingChild), subject: "Text")),
        ]
        return combine(runs, mixed: nil)
    }

    /// Classifies a container or a label-view control form (§13.3): filled with `arity` expanding
    /// children, then `arity` hugging children, then (when `mixed`) one of each, which a neutral
    /// container must expand with.
    public static func classify(container: ([ViewNode]) -> ViewNode, arity: Int = 1, mixed: Bool = true) -> Classification {
        let n = Swift.max(arity, 1)
        let runs = [
            ("Color", classify(container(Array(repeating: expandingChild, count: n)), subject: n == 1 ? "Color" : "Color × \(n)")),
            ("Text", classify(container(Array(repeating: huggingChild, count: n)), subject: n == 1 ? "Text" : "Text × \(n)")),
        ]
        let mixedRun = mixed ? classify(container([expandingChild, huggingChild] + Array(repeating: huggingChild, count: Swift.max(n - 2, 0))), subject: "Color + Text") : nil
        return combine(runs, mixed: mixedRun)
    }

    static func classify(_ node: ViewNode, subject: String) -> Classification {
        let engine = LayoutEngine(node)
        return classify(subject: subject, sizing: { engine.sizeThatFits($0) })
    }

    /// Per axis: exp with both → exp; hug with both → hug; exp with Color and hug with Text →
    /// neu; the inverse is reported as neu with an `inverted` note. Mixed children check the
    /// neutral rule (a neutral container expands as soon as one child expands).
    static func combine(_ runs: [(String, Classification)], mixed: Classification?) -> Classification {
        let withColor = runs[0].1, withText = runs[1].1
        var behaviors = AxisBehaviors(.neu, .neu)
        var notes = withColor.notes + withText.notes
        for axis in Axis.allCases {
            switch (withColor[axis], withText[axis]) {
            case (.exp, .exp): behaviors[axis] = .exp
            case (.hug, .hug): behaviors[axis] = .hug
            case (.exp, _): behaviors[axis] = .neu
            default:
                behaviors[axis] = .neu
                notes.append(ProbeNote(.inverted, axis: axis, detail: "hugs with an expanding child and expands with a hugging one"))
            }
            if let mixed, behaviors[axis] == .neu, mixed[axis] != .exp {
                notes.append(ProbeNote(.mixedChildren, axis: axis, subject: "Color + Text",
                    detail: "neutral, but hugs with one expanding and one hugging child: it does not consult every child"))
            }
        }
        if let mixed { notes += mixed.notes }
        let evidence = runs.flatMap { $0.1.evidence } + (mixed?.evidence ?? [])
        return Classification(behaviors: behaviors, method: .substitution, notes: notes, evidence: evidence)
    }
}
