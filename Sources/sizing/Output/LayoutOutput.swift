import LayoutCore
import SizingScan

/// `sizing layout` output: the indented text tree and the JSON contract documented in
/// docs/json.md (`{"container": …, "root": NODE}`).
enum LayoutOutput {
    /// Views the user wrote, with a control's internal parts folded away unless `internals`.
    static func visibleChildren(_ view: PlacedView, internals: Bool) -> [PlacedView] {
        if internals { return view.children }
        return view.children.flatMap { child in
            child.isSynthetic ? visibleChildren(child, internals: false) : [child]
        }
    }

    static func text(_ root: PlacedView, internals: Bool) -> String {
        var rows: [[String]] = []
        func walk(_ view: PlacedView, _ depth: Int) {
            let id = view.id.map { "#\($0)" } ?? ""
            rows.append([String(repeating: "  ", count: depth) + view.label, id, "\(view.frame)", "\(view.proposal)"])
            for child in visibleChildren(view, internals: internals) { walk(child, depth + 1) }
        }
        walk(root, 0)
        return TextTable.render(rows, header: ["view", "id", "frame (x, y, w × h)", "proposed"])
    }

    /// `details` adds fields to each node, before its children (the playground's node number,
    /// behavior and rule); the command's contract has none.
    static func json(_ root: PlacedView, container: ProposedViewSize, internals: Bool, details: (PlacedView) -> [(String, JSON)] = { _ in [] }) -> JSON {
        func node(_ view: PlacedView) -> JSON {
            .object([
                ("kind", .string(view.name)),
                ("label", .string(view.label)),
                ("id", view.id.map(JSON.string) ?? .null),
                ("frame", .rect(view.frame)),
                ("proposal", .proposal(view.proposal)),
            ] + details(view) + [
                ("children", .array(visibleChildren(view, internals: internals).map(node))),
            ])
        }
        return .object([
            ("container", .object([("width", .component(container.width)), ("height", .component(container.height))])),
            ("root", node(root)),
        ])
    }
}

/// Aligned plain-text tables.
enum TextTable {
    static func render(_ rows: [[String]], header: [String]? = nil) -> String {
        let all = (header.map { [$0] } ?? []) + rows
        guard let columns = all.map(\.count).max(), columns > 0 else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in all { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], TextWrap.columns(cell)) } }
        func line(_ row: [String]) -> String {
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - TextWrap.columns(cell))
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var out = all.map(line)
        if header != nil { out.insert(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "), at: 1) }
        return out.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
