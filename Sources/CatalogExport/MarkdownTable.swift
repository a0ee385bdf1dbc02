import Foundation

/// A Markdown pipe table with padded columns.
struct MarkdownTable {
    enum Alignment { case left, center }

    var header: [String]
    var alignments: [Alignment]
    var rows: [[String]]

    var rendered: String {
        let cells = ([header] + rows).map { $0.map(Self.escaped) }
        let widths = header.indices.map { column in max(3, cells.map { $0[column].count }.max() ?? 0) }
        func line(_ row: [String]) -> String {
            "| " + row.enumerated().map { pad($1, to: widths[$0], alignment: alignments[$0]) }.joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.enumerated().map { column, width in
            alignments[column] == .left
                ? ":" + String(repeating: "-", count: width - 1)
                : ":" + String(repeating: "-", count: width - 2) + ":"
        }.joined(separator: " | ") + " |"
        return ([line(cells[0]), rule] + cells.dropFirst().map(line)).joined(separator: "\n")
    }

    /// A pipe inside a cell would end it: escape it as Markdown does.
    static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }

    private func pad(_ text: String, to width: Int, alignment: Alignment) -> String {
        let missing = width - text.count
        guard missing > 0 else { return text }
        switch alignment {
        case .left:
            return text + String(repeating: " ", count: missing)
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text + String(repeating: " ", count: missing - before)
        }
    }
}
