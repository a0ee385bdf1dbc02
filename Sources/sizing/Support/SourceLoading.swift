import LayoutCore
import SizingProbe
import SwiftUISource

extension InputLoader {
    /// Reads and parses the input into a tree.
    static func load(_ input: InputOptions, prefix: String = "", dynamicType: DynamicTypeSize = .large) throws -> LoadedInput {
        let text = try readText(input)
        return try parse(text, input: input, prefix: prefix, dynamicType: dynamicType)
    }

    static func parse(_ text: Text, input: InputOptions, prefix: String = "", dynamicType: DynamicTypeSize = .large) throws -> LoadedInput {
        let options = try options(input, dynamicType: dynamicType)
        if let scope = text.scope {
            let project = try scope.project(options, prefix: prefix)
            let sources = SourceTexts(project)
            let parsed = try frontEnd(sources) { () throws(SourceError) in
                try SwiftUISource.parse(project, entry: scope.projectEntry)
            }
            return LoadedInput(parsed, text: text, sources: sources)
        }
        let source = prefix + text.source
        let sources = SourceTexts(source)
        let parsed = try frontEnd(sources) { () throws(SourceError) in
            try SwiftUISource.parse(source, fileName: text.fileName, options: options)
        }
        return LoadedInput(parsed, text: text, sources: sources)
    }

    /// Reads the input, builds it and lays it out in its container, `GeometryReader` content
    /// built with its placed proxies (``SwiftUISource/layOut(_:text:fileName:options:in:environment:root:)``).
    static func layOut(_ input: InputOptions, in container: ContainerOptions) throws -> (loaded: LoadedInput, proposal: ProposedViewSize, engine: LayoutEngine) {
        try layOut(try readText(input), input: input, in: container)
    }

    /// `layOut(_:in:)` for text already read (the playground's editor).
    static func layOut(_ text: Text, input: InputOptions, in container: ContainerOptions) throws -> (loaded: LoadedInput, proposal: ProposedViewSize, engine: LayoutEngine) {
        let options = try options(input, dynamicType: container.dynamicType.size)
        if let scope = text.scope {
            let project = try scope.project(options)
            let sources = SourceTexts(project)
            let first = try frontEnd(sources) { () throws(SourceError) in
                try SwiftUISource.parse(project, entry: scope.projectEntry)
            }
            let proposal = try LoadedInput(first, text: text, sources: sources).container(container)
            let (parsed, engine) = try frontEnd(sources) { () throws(SourceError) in
                try SwiftUISource.layOut(
                    first, project: project, entry: scope.projectEntry, in: proposal,
                    environment: container.environment, root: { LoadedInput.wrapped($0, on: container) })
            }
            return (LoadedInput(parsed, text: text, sources: sources), proposal, engine)
        }
        let sources = SourceTexts(text.source)
        let first = try frontEnd(sources) { () throws(SourceError) in
            try SwiftUISource.parse(text.source, fileName: text.fileName, options: options)
        }
        // The container may come from the input's `.previewLayout`.
        let proposal = try LoadedInput(first, text: text, sources: sources).container(container)
        let (parsed, engine) = try frontEnd(sources) { () throws(SourceError) in
            try SwiftUISource.layOut(
                first, text: text.source, fileName: text.fileName, options: options, in: proposal,
                environment: container.environment, root: { LoadedInput.wrapped($0, on: container) })
        }
        return (LoadedInput(parsed, text: text, sources: sources), proposal, engine)
    }

    /// What the command line says that the source does not (`dynamicType`: `--dynamic-type`,
    /// which `@ScaledMetric` values are scaled for).
    static func options(_ input: InputOptions, dynamicType: DynamicTypeSize = .large) throws -> SourceOptions {
        var options = SourceOptions(
            state: try pairs(input.state, option: "state"), imageSizes: try imageSizes(input.imageSize),
            unknownModifiersPassThrough: input.allowUnknownModifiers, viewName: input.view,
            conditions: try input.conditions.compilationConditions(), inputCompiles: input.filePath != nil)
        options.dynamicTypeSize = dynamicType
        return options
    }

    /// Runs the front end, its errors carrying the texts they point into.
    static func frontEnd<T>(_ sources: SourceTexts, _ body: () throws(SourceError) -> T) throws -> T {
        let result: Result<T, SourceError> = Result { () throws(SourceError) in try body() }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw SourceFailure(error: error, sources: sources)
        }
    }
}

/// The texts diagnostics point into: one input's, or each file's of a folder.
struct SourceTexts {
    /// The one text of a single input: every diagnostic points into it.
    var single: String?
    var byFile: [String: String] = [:]

    init(_ source: String) { single = source }

    init(_ project: SourceProject) {
        byFile = Dictionary(project.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// `file:line:column: …` with the source line and its caret when the file's text is known;
    /// `folder: error: …` for a diagnostic about a folder (no file in particular).
    func rendered(_ diagnostic: Diagnostic) -> String {
        guard let source = single ?? byFile[diagnostic.fileName] else {
            return "\(diagnostic.fileName): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
        return diagnostic.rendered(source: source)
    }

    func rendered(_ error: SourceError) -> String {
        error.diagnostics.map(rendered).joined(separator: "\n")
    }
}

/// A front-end error with the texts it points into, so the caret can be drawn.
struct SourceFailure: Error {
    var error: SourceError
    var sources: SourceTexts
}

extension Diagnostics {
    static func sourceErrorText(_ error: Error) -> (text: String, code: Int32)? {
        guard let failure = error as? SourceFailure else { return nil }
        return (failure.sources.rendered(failure.error), 1)
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
