import LayoutCore
import SizingProbe
import SwiftUISource

extension InputLoader {
    /// Reads and parses the input into a tree.
    static func load(_ input: InputOptions, prefix: String = "") throws -> LoadedInput {
        let text = try readText(input)
        return try parse(text, input: input, prefix: prefix)
    }

    static func parse(_ text: Text, input: InputOptions, prefix: String = "") throws -> LoadedInput {
        let options = SourceOptions(
            state: try pairs(input.state, option: "state"), imageSizes: try imageSizes(input.imageSize),
            unknownModifiersPassThrough: input.allowUnknownModifiers, viewName: input.view,
            conditions: try input.conditions.compilationConditions(), inputCompiles: input.filePath != nil)
        let source = prefix + text.source
        let result: Result<ParsedSource, SourceError> = Result { () throws(SourceError) in
            try SwiftUISource.parse(source, fileName: text.fileName, options: options)
        }
        switch result {
        case .success(let parsed):
            return LoadedInput(
                root: parsed.root, text: text, previewContainer: parsed.container,
                notes: parsed.notes.map { $0.rendered(source: source) })
        case .failure(let error):
            throw SourceFailure(error: error, source: source)
        }
    }
}

/// A front-end error with the text it points into, so the caret can be drawn.
struct SourceFailure: Error {
    var error: SourceError
    var source: String
}

extension Diagnostics {
    static func sourceErrorText(_ error: Error) -> (text: String, code: Int32)? {
        guard let failure = error as? SourceFailure else { return nil }
        return (failure.error.rendered(source: failure.source), 1)
    }
}

/// Per-node behavior text for tooltips: intrinsic and resolved in this hierarchy.
enum Behaviors {
    static func intrinsic(_ root: ViewNode) -> [Int: String] {
        var result: [Int: String] = [:]
        for node in SizingProbe.resolve(root).nodes {
            result[node.node] = "intrinsic \(node.intrinsic.behaviors), resolved \(node.byEngine)"
        }
        return result
    }
}
