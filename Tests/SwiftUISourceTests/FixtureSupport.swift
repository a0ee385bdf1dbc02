import Foundation
import LayoutCore
import SwiftUISource
import XCTest

/// Paths and helpers shared by the SwiftUISource tests.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The package root (two levels above this test folder).
    static let packageRoot = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The seeds live next to the package in the shared folder (`../shared/seeds`).
    static let seeds = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    /// The evaluation of the view `view` declared in `source` (one file, `Screen.swift`, code
    /// that compiles unless `options` say otherwise).
    static func evaluate(_ source: String, view: String = "Screen", options: SourceOptions = SourceOptions(inputCompiles: true)) throws -> SourceProject.Evaluation {
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: options)
        guard let declaration = project.declarations.first(where: { $0.name == view }) else {
            throw SourceError(Diagnostic(.error, "no view '\(view)' in the source", fileName: "Screen.swift", line: 1, column: 1))
        }
        return project.evaluate(declaration, form: .view)
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func parse(_ name: String, options: SourceOptions = SourceOptions()) throws -> ParsedSource {
        let source = try text(name)
        do {
            return try SwiftUISource.parse(source, fileName: name, options: options)
        } catch {
            XCTFail("\(name) failed to parse:\n\(error.rendered(source: source))")
            throw error
        }
    }

    /// The seed article whose file name starts with `prefix` (`"001"`), or nil when absent.
    static func seed(_ prefix: String) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: seeds.path),
              let name = names.sorted().first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return try? String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
    }

    /// Blocks of a data file: `=== title`, the input, `---`, the expected output.
    static func cases(_ name: String) throws -> [(title: String, input: String, expected: String)] {
        var out: [(String, String, String)] = []
        let lines = try text(name).components(separatedBy: "\n")
        var title: String?
        var input: [String] = [], expected: [String] = []
        var inExpected = false
        func flush() {
            if let title {
                while expected.last?.isEmpty == true { expected.removeLast() }
                out.append((title, input.joined(separator: "\n"), expected.joined(separator: "\n")))
            }
        }
        for line in lines {
            if line.hasPrefix("=== ") {
                flush()
                title = String(line.dropFirst(4))
                input = []; expected = []; inExpected = false
            } else if line == "---" {
                inExpected = true
            } else if title != nil {
                if inExpected { expected.append(line) } else { input.append(line) }
            }
        }
        flush()
        return out
    }
}

extension PlacedView {
    /// The placed views whose label is `label`, depth first.
    func views(labeled label: String) -> [PlacedView] { allViews.filter { $0.label == label } }
}

extension ViewNode {
    /// Every node in depth-first order.
    var allNodes: [ViewNode] { [self] + children.flatMap(\.allNodes) }
}
