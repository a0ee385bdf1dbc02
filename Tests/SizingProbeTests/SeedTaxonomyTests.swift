import LayoutCore
import SizingProbe
import Foundation
import XCTest

/// Reads seed 002's taxonomy tables from ../shared/seeds and checks each modelled row against
/// the probe's derivation. The mapping names a table and a row number (and the axes the row
/// speaks for); the expected behaviors come from the seed text itself.
final class SeedTaxonomyTests: XCTestCase {
    struct Row {
        var cells: [String]
        var horizontal: String
        var vertical: String
    }

    /// Section heading → rows, parsed from the markdown tables of the seed.
    static func parseTables(_ text: String) -> [String: [Row]] {
        var tables: [String: [Row]] = [:]
        var section = ""
        var header: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                section = line.drop(while: { $0 == "#" || $0 == " " }).description
                header = nil
                continue
            }
            guard line.hasPrefix("|") else { header = nil; continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { String($0).trimming(" ") }
            if header == nil { header = cells; continue }
            if cells.allSatisfy({ $0.allSatisfy { ":- ".contains($0) } }) { continue }
            guard let header else { continue }
            let h = header.firstIndex(of: "Horizontal"), v = header.firstIndex(of: "Vertical")
            if let h, let v {
                tables[section, default: []].append(Row(cells: cells, horizontal: cells[h], vertical: cells[v]))
            } else if header.count == 2 {
                // Argument → behavior tables (frames, fixedSize): the behavior applies to either axis.
                tables[section, default: []].append(Row(cells: cells, horizontal: cells[1], vertical: cells[1]))
            }
        }
        return tables
    }

    /// (catalogue name, variant, seed table, row number from 1, which axes the row speaks for).
    static let mapping: [(String, String, String, Int, [Axis])] = [
        ("Color", "", "Simple Building Blocks", 1, [.horizontal, .vertical]),
        ("Divider", "", "Simple Building Blocks", 2, [.horizontal, .vertical]),
        ("Image", "", "Simple Building Blocks", 3, [.horizontal, .vertical]),
        ("Image", "resizable", "Simple Building Blocks", 4, [.horizontal, .vertical]),
        ("SecureField", "", "Simple Building Blocks", 5, [.horizontal, .vertical]),
        ("Text", "", "Simple Building Blocks", 6, [.horizontal, .vertical]),
        ("TextEditor", "", "Simple Building Blocks", 7, [.horizontal, .vertical]),
        ("TextField", "", "Simple Building Blocks", 8, [.horizontal, .vertical]),
        ("Button", "default style", "Buttons", 1, [.horizontal, .vertical]),
        ("Button", "plain style", "Buttons", 2, [.horizontal, .vertical]),
        ("Link", "title", "Links", 1, [.horizontal, .vertical]),
        ("Link", "label view", "Links", 2, [.horizontal, .vertical]),
        ("Label", "title and image", "Labels", 1, [.horizontal, .vertical]),
        ("Label", "title and icon views", "Labels", 2, [.horizontal, .vertical]),
        ("HStack", "", "Stacks", 1, [.horizontal, .vertical]),
        ("VStack", "", "Stacks", 2, [.horizontal, .vertical]),
        ("ZStack", "", "Stacks", 3, [.horizontal, .vertical]),
        ("LazyHStack", "", "Stacks", 4, [.horizontal, .vertical]),
        ("LazyVStack", "", "Stacks", 5, [.horizontal, .vertical]),
        ("Slider", "", "Sliders", 1, [.horizontal, .vertical]),
        ("Slider", "label view", "Sliders", 2, [.horizontal, .vertical]),
        ("ProgressView", "linear", "Progress Views", 1, [.horizontal, .vertical]),
        ("ProgressView", "linear, label view", "Progress Views", 2, [.horizontal, .vertical]),
        ("ProgressView", "circular", "Progress Views", 3, [.horizontal, .vertical]),
        ("ProgressView", "circular, label view", "Progress Views", 4, [.horizontal, .vertical]),
        ("Stepper", "title", "Steppers", 1, [.horizontal, .vertical]),
        ("Stepper", "label view", "Steppers", 2, [.horizontal, .vertical]),
        ("Toggle", "title", "Toggles", 1, [.horizontal, .vertical]),
        ("Toggle", "label view", "Toggles", 2, [.horizontal, .vertical]),
        ("Capsule", "", "Shapes", 1, [.horizontal, .vertical]),
        ("Circle", "", "Shapes", 2, [.horizontal, .vertical]),
        ("Ellipse", "", "Shapes", 3, [.horizontal, .vertical]),
        ("Rectangle", "", "Shapes", 4, [.horizontal, .vertical]),
        ("RoundedRectangle", "", "Shapes", 5, [.horizontal, .vertical]),
        ("Shape", "custom", "Shapes", 6, [.horizontal, .vertical]),
        ("Spacer", "", "Spacers", 1, [.horizontal, .vertical]),
        // Simple Frame: row 1 = argument omitted, row 2 = finite value.
        ("frame(width:height:)", "width: 100", "Simple Frame", 2, [.horizontal]),
        ("frame(width:height:)", "width: 100", "Simple Frame", 1, [.vertical]),
        ("frame(width:height:)", "height: 100", "Simple Frame", 1, [.horizontal]),
        ("frame(width:height:)", "height: 100", "Simple Frame", 2, [.vertical]),
        // Advanced Frame: row 1 = max omitted, 2 = finite, 3 = .infinity.
        ("frame(min…max…)", "minWidth: 50", "Advanced Frame", 1, [.horizontal, .vertical]),
        ("frame(min…max…)", "maxWidth: 200", "Advanced Frame", 2, [.horizontal]),
        ("frame(min…max…)", "maxWidth: 200", "Advanced Frame", 1, [.vertical]),
        ("frame(min…max…)", "maxWidth: .infinity", "Advanced Frame", 3, [.horizontal]),
        ("frame(min…max…)", "maxWidth: .infinity", "Advanced Frame", 1, [.vertical]),
        ("frame(min…max…)", "maxHeight: 200", "Advanced Frame", 2, [.vertical]),
        ("frame(min…max…)", "maxHeight: .infinity", "Advanced Frame", 3, [.vertical]),
        ("aspectRatio", "2, .fit", "Aspect Ratio", 1, [.horizontal, .vertical]),
        // Fixed Size: row 1 = true, row 2 = false.
        ("fixedSize", "horizontal: true, vertical: true", "Fixed Size", 1, [.horizontal, .vertical]),
        ("fixedSize", "horizontal: false, vertical: false", "Fixed Size", 2, [.horizontal, .vertical]),
        ("fixedSize", "horizontal: true, vertical: false", "Fixed Size", 1, [.horizontal]),
        ("fixedSize", "horizontal: true, vertical: false", "Fixed Size", 2, [.vertical]),
        ("border", "", "Common Decorators", 1, [.horizontal, .vertical]),
        ("background", "", "Common Decorators", 2, [.horizontal, .vertical]),
        ("overlay", "", "Common Decorators", 3, [.horizontal, .vertical]),
        ("offset", "", "Common Decorators", 4, [.horizontal, .vertical]),
        ("GeometryReader", "", "Special Views", 1, [.horizontal, .vertical]),
        ("Group", "", "Special Views", 2, [.horizontal, .vertical]),
    ]

    func testDerivedRowsEqualTheSeedTables() throws {
        let path = packageRoot + "/../shared/seeds/002_2348cbbf20e7ca07.txt"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw XCTSkip("seed 002 not found at \(path)")
        }
        let tables = Self.parseTables(text)
        var compared = 0
        for (name, variant, section, row, axes) in Self.mapping {
            guard let rows = tables[section], row <= rows.count else {
                XCTFail("seed 002 has no row \(row) in table \(section)")
                continue
            }
            guard let subject = ProbeCatalogue.subject(name, variant) else {
                XCTFail("no catalogue subject \(name) (\(variant))")
                continue
            }
            let derived = subject.classify()
            for axis in axes {
                let documented = axis == .horizontal ? rows[row - 1].horizontal : rows[row - 1].vertical
                if let (engine, reason) = TaxonomyTests.knownDisagreements[subject.title] {
                    XCTAssertEqual(derived[axis], engine[axis], "\(subject.title): \(reason)")
                } else {
                    XCTAssertEqual(derived[axis].rawValue, documented, "\(subject.title) \(axis) vs seed 002 \(section) row \(row)")
                }
                compared += 1
            }
        }
        // Every mapped axis was compared (a table the parser missed fails above).
        XCTAssertEqual(compared, Self.mapping.reduce(0) { $0 + $1.4.count })
    }
}

extension String {
    func trimming(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
