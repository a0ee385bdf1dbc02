// Layout fixtures: plain-text files holding input and expected output together (taffy's model).
//
//   # Free comment lines start with '#' followed by a space.
//   title: Seed 004, modifier on the first child
//   source: seed 004 (Ole Begemann, relative size in stacks)
//   container: (620 × nil)
//   platform: macOS            (optional; iOS when absent)
//
//   tree:
//     frame(height: 80)
//       HStack(spacing: 10) #stack
//         relativeProposed(width: 0.5)
//           Color.blue #blue
//
//   expect:
//     #blue   (0, 0, 100 × 80)  proposed (100 × 80)   -- seed 004
//     #stack  size (nil × nil) = (48 × 30)            -- model
//     size (300 × nil) = (300 × 80)                   -- model
//
// An expectation is a frame `(x, y, w × h)` in container coordinates (any component may be `_`
// when it is not asserted), optionally followed by `proposed (w × h)`, the proposal the node
// was placed with; `not shown`, a node the placement leaves out (no frame in any output); or
// `size (proposal) = (w × h)`, the node's (or the root's) answer. Every
// expectation ends with `-- <source>`: `seed 00N …`, `model …` or
// `published SwiftUI observation (URL) …`. `platform:` names the platform the tree is laid out
// for (iOS, macOS, watchOS, tvOS, visionOS): its controls and containers take that platform's
// layout, as `sizing layout --platform` builds them.
import Foundation
@testable import LayoutCore

struct Fixture {
    enum Check {
        case frame(x: Double?, y: Double?, width: Double?, height: Double?, proposal: ProposedViewSize?)
        case size(proposal: ProposedViewSize, answer: Size)
        /// `#id  not shown`: the node is in the tree but the placement shows it nowhere (no
        /// frame in any output), as a ViewThatFits child it did not choose.
        case notShown
    }
    struct Expectation {
        /// nil for the root.
        var id: String?
        var check: Check
        var source: String
        var line: Int
    }

    var path: String
    var name: String { URL(fileURLWithPath: path).lastPathComponent }
    var title: String
    var source: String
    var container: ProposedViewSize
    /// The platform whose controls the tree is built with (`platform:`; iOS by default).
    var platform: Platform = .iOS
    var treeLines: [(Int, String)]
    var expectations: [Expectation]

    func view() throws -> ViewNode { try TreeNotation.view(treeLines, file: name, platform: platform) }

    static let sourcePrefixes = ["seed 00", "model", "published SwiftUI observation ("]

    static func load(_ path: String) throws -> Fixture {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try parse(text, path: path)
    }

    static func parse(_ text: String, path: String) throws -> Fixture {
        let name = URL(fileURLWithPath: path).lastPathComponent
        func fail(_ line: Int, _ message: String) -> NotationError {
            NotationError(file: name, line: line, column: 1, message: message)
        }
        var title: String?, source: String?, container: ProposedViewSize?
        var platform = Platform.iOS
        var tree: [(Int, String)] = []
        var expectations: [Expectation] = []
        var section = ""
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("# ") || trimmed == "#" { continue }
            if !line.hasPrefix(" ") {
                guard let colon = line.firstIndex(of: ":") else { throw fail(number, "expected 'key: value' or an indented line") }
                let key = String(line[..<colon])
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                switch key {
                case "title": title = value
                case "source": source = value
                case "container": container = try Values.proposal(value, file: name, line: number)
                case "platform":
                    guard let named = Platform(named: value) else {
                        throw fail(number, "unknown platform '\(value)' (\(Platform.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    platform = named
                case "tree", "expect": section = key
                default: throw fail(number, "unknown key '\(key)' (title, source, container, platform, tree, expect)")
                }
                continue
            }
            switch section {
            case "tree": tree.append((number, line))
            case "expect": expectations.append(try expectation(trimmed, file: name, line: number))
            default: throw fail(number, "indented line outside 'tree:' or 'expect:'")
            }
        }
        guard let title else { throw fail(1, "missing 'title:'") }
        guard let source else { throw fail(1, "missing 'source:'") }
        guard let container else { throw fail(1, "missing 'container:'") }
        guard !tree.isEmpty else { throw fail(1, "missing 'tree:'") }
        guard !expectations.isEmpty else { throw fail(1, "missing 'expect:' lines") }
        return Fixture(path: path, title: title, source: source, container: container, platform: platform, treeLines: tree, expectations: expectations)
    }

    static func expectation(_ text: String, file: String, line: Int) throws -> Expectation {
        func fail(_ message: String) -> NotationError { NotationError(file: file, line: line, column: 1, message: message) }
        guard let dash = text.range(of: " -- ") else { throw fail("every expectation ends with '-- <source>'") }
        let source = text[dash.upperBound...].trimmingCharacters(in: .whitespaces)
        guard sourcePrefixes.contains(where: { source.hasPrefix($0) }) else {
            throw fail("source '\(source)' must start with 'seed 00N', 'model' or 'published SwiftUI observation (URL)'")
        }
        var body = text[..<dash.lowerBound].trimmingCharacters(in: .whitespaces)
        var id: String?
        if body.hasPrefix("#") {
            let end = body.firstIndex(of: " ") ?? body.endIndex
            id = String(body[body.index(after: body.startIndex)..<end])
            body = body[end...].trimmingCharacters(in: .whitespaces)
        }
        if body == "not shown" {
            guard id != nil else { throw fail("'not shown' needs a #name") }
            return Expectation(id: id, check: .notShown, source: source, line: line)
        }
        if body.hasPrefix("size") {
            let parts = body.dropFirst(4).components(separatedBy: "=")
            guard parts.count == 2 else { throw fail("expected 'size (w × h) = (w × h)'") }
            let proposal = try Values.proposal(parts[0], file: file, line: line)
            let answer = try Values.size(parts[1], file: file, line: line)
            return Expectation(id: id, check: .size(proposal: proposal, answer: answer), source: source, line: line)
        }
        var proposal: ProposedViewSize?
        if let p = body.range(of: "proposed") {
            proposal = try Values.proposal(String(body[p.upperBound...]), file: file, line: line)
            body = body[..<p.lowerBound].trimmingCharacters(in: .whitespaces)
        }
        let inner = try Values.parenthesised(body, file: file, line: line)
        let parts = inner.components(separatedBy: ",")
        guard parts.count == 3 else { throw fail("expected a frame '(x, y, w × h)', found '\(body)'") }
        let wh = try Values.pair(parts[2], file: file, line: line)
        return Expectation(
            id: id,
            check: .frame(
                x: try Values.optionalComponent(parts[0], file: file, line: line),
                y: try Values.optionalComponent(parts[1], file: file, line: line),
                width: wh.0, height: wh.1, proposal: proposal),
            source: source, line: line)
    }
}

/// Parsing of the one text form of values: `(200 × nil)`, `(50 × 20)`, `∞`.
enum Values {
    static func fail(_ file: String, _ line: Int, _ message: String) -> NotationError {
        NotationError(file: file, line: line, column: 1, message: message)
    }

    static func parenthesised(_ text: String, file: String, line: Int) throws -> String {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("("), t.hasSuffix(")") else { throw fail(file, line, "expected '( … )', found '\(t)'") }
        return String(t.dropFirst().dropLast())
    }

    /// `nil`, `_`, `∞`, `inf`, `-3.5` → (isWildcard/nil, value).
    static func component(_ text: String, file: String, line: Int) throws -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        switch t {
        case "nil": return nil
        case "∞", "inf", ".infinity": return .infinity
        default:
            guard let v = Double(t) else { throw fail(file, line, "not a number: '\(t)'") }
            return v
        }
    }

    /// Like `component`, but `_` means "not asserted" (nil) and `nil` is an error.
    static func optionalComponent(_ text: String, file: String, line: Int) throws -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t == "_" { return nil }
        guard let v = try component(t, file: file, line: line) else { throw fail(file, line, "a frame component is a number or '_'") }
        return v
    }

    static func pair(_ text: String, file: String, line: Int) throws -> (Double?, Double?) {
        let parts = text.replacingOccurrences(of: "×", with: "x").components(separatedBy: "x")
        guard parts.count == 2 else { throw fail(file, line, "expected 'w × h', found '\(text)'") }
        return (try optionalComponent(parts[0], file: file, line: line), try optionalComponent(parts[1], file: file, line: line))
    }

    static func proposal(_ text: String, file: String, line: Int) throws -> ProposedViewSize {
        let inner = try parenthesised(text, file: file, line: line)
        let parts = inner.replacingOccurrences(of: "×", with: "x").components(separatedBy: "x")
        guard parts.count == 2 else { throw fail(file, line, "expected a proposal '(w × h)', found '\(text)'") }
        return ProposedViewSize(width: try component(parts[0], file: file, line: line), height: try component(parts[1], file: file, line: line))
    }

    static func size(_ text: String, file: String, line: Int) throws -> Size {
        let t = text.trimmingCharacters(in: .whitespaces)
        let inner = t.hasPrefix("(") ? try parenthesised(t, file: file, line: line) : t
        let parts = inner.replacingOccurrences(of: "×", with: "x").components(separatedBy: "x")
        guard parts.count == 2, let w = try component(parts[0], file: file, line: line), let h = try component(parts[1], file: file, line: line)
        else { throw fail(file, line, "expected a size '(w × h)', found '\(text)'") }
        return Size(width: w, height: h)
    }

    /// Equal when both print the same in the house format (3 decimals), or both are infinite.
    static func same(_ a: Double, _ b: Double) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= 0.0005
    }

    static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return same(a, b)
        default: return false
        }
    }

    static func same(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
    static func same(_ a: Size, _ b: Size) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
}

/// The fixture directories, found from this source file's path.
enum FixturePaths {
    static var testsDirectory: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent() }
    static var fixtures: URL { testsDirectory.appendingPathComponent("Fixtures") }

    /// Every file with `ext` under Fixtures/, sorted by path.
    static func files(_ ext: String) -> [String] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: fixtures.path) else { return [] }
        var out: [String] = []
        while let next = walker.nextObject() as? String {
            if next.hasSuffix("." + ext) { out.append(fixtures.appendingPathComponent(next).path) }
        }
        return out.sorted()
    }

    /// The package root (Tests/LayoutCoreTests/ → ../..) and the shared seeds beside it.
    static var packageRoot: URL { testsDirectory.deletingLastPathComponent().deletingLastPathComponent() }
    static var seeds: URL { packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds") }
}
