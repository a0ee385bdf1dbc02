import LayoutCore

/// The trees of issue 8, shared by `sizing-bench` (which times them) and `EvaluationCountTests`
/// (which counts their sizing evaluations), so the test guards exactly the shapes benchmarked.
public enum BenchmarkTrees {
    /// A fixed 10 × 10 leaf, as in the Taffy/Yoga reference trees.
    public static func leaf() -> ViewNode { Color.blue.frame(width: 10, height: 10) }

    /// A centre-aligned HStack (or VStack) over `children`.
    public static func stack(_ horizontal: Bool, _ children: [ViewNode]) -> ViewNode {
        horizontal ? HStack { children }.node : VStack { children }.node
    }

    /// `levels` levels of containers with `fanout` children each, alternating HStack/VStack (an
    /// HStack at the root), over fixed leaves, or over expanding `Color`s when `flexible`.
    /// bushy: fanout 10; binary: fanout 2.
    public static func tree(levels: Int, fanout: Int, horizontal: Bool = true, flexible: Bool = false) -> ViewNode {
        if levels == 0 { return flexible ? Color.blue.node : leaf() }
        return stack(horizontal, (0..<fanout).map { _ in
            tree(levels: levels - 1, fanout: fanout, horizontal: !horizontal, flexible: flexible)
        })
    }

    /// `count` nested single-child stacks (alternating) over one leaf.
    public static func chain(_ count: Int) -> ViewNode {
        var node = leaf()
        for i in 0..<count { node = stack(i % 2 == 0, [node]) }
        return node
    }

    /// One list row: icon, title and subtitle, a spacer and a toggle.
    public static func row(_ i: Int) -> ViewNode {
        HStack {
            Image(systemName: "star")
            VStack(alignment: .leading) {
                Text("Title \(i)")
                Text("Subtitle of row \(i), a little longer").font(.caption)
            }
            Spacer()
            Toggle("Toggle label", isOn: true)
        }.node
    }

    /// A VStack of `rows` rows.
    public static func list(_ rows: Int) -> ViewNode { VStack { (0..<rows).map(row) }.node }

    /// One HStack of `count` fixed leaves: a long row (issue 18's `wide`).
    public static func wide(_ count: Int) -> ViewNode { HStack { (0..<count).map { _ in leaf() } }.node }

    /// A List-like row: an icon, a title and a spacer (issue 18's `list`).
    public static func simpleRow(_ i: Int) -> ViewNode {
        HStack {
            Image(systemName: "star")
            Text("Row \(i)")
            Spacer()
        }.node
    }

    /// A VStack of `rows` simple rows (issue 18's `list`: 10,000 rows).
    public static func simpleList(_ rows: Int) -> ViewNode { VStack { (0..<rows).map(simpleRow) }.node }
}
