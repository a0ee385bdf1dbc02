import LayoutCore

/// Where the root of many files is taken from (``SwiftUISource/parse(_:entry:)``).
public struct ProjectEntry: Sendable {
    /// The file whose entry point is the root (its path in the project); nil: the view
    /// `SourceOptions.viewName` names, in any file.
    public var file: String?
    /// The folder: what a diagnostic about no file in particular names.
    public var folder: String
    /// Where "no view named …" says it looked: `Sources/App (3 files)`, `Row.swift and Sources/App (3 files)`.
    public var description: String

    public init(file: String?, folder: String, description: String) {
        self.file = file
        self.folder = folder
        self.description = description
    }
}

extension SwiftUISource {
    /// Builds one view of many files parsed as one module: a folder (`sizing layout
    /// Sources/App --view Row`), or a file with the folder around it (`--project`), as the
    /// scan's index does (``SourceProject``): every view, model, extension and `extension View`
    /// function of every file is known while building the root.
    ///
    /// Steps:
    /// 1. a syntax error in `entry.file` stops here, as in ``parse(_:fileName:options:)``; another
    ///    file with one stays out of the index with a warning naming it (the scan reports it too);
    /// 2. the entry point: the view `options.viewName` names, in any file; else the entry point of
    ///    `entry.file` (its top-level expression, previews or root view struct,
    ///    ``parse(_:fileName:options:)``'s steps 3–4); a folder without a name is an error;
    /// 3. the tree, with the first value of every symbolic value it depends on.
    ///
    /// - Complexity: O(n) in the files' total size for the index (done once by the project),
    ///   then the size of the view's evaluation.
    public static func parse(_ project: SourceProject, entry: ProjectEntry) throws(SourceError) -> ParsedSource {
        let result: Result<ParsedSource, SourceError> = DeepTrees.withLargeStack {
            do {
                return .success(try parseUntyped(project, entry: entry))
            } catch let error as SourceError {
                return .failure(error)
            } catch {
                return .failure(SourceError(Diagnostic(.error, "internal error: \(error)", fileName: entry.file ?? entry.folder, line: 1, column: 1)))
            }
        }
        return try result.get()
    }

    private static func parseUntyped(_ project: SourceProject, entry: ProjectEntry) throws -> ParsedSource {
        let options = project.options
        let entryFile = entry.file
        // 1.
        if let entryFile, let error = project.syntaxErrors[entryFile] { throw SourceError(error) }
        var notes = project.files.compactMap { file in
            project.syntaxErrors[file.path].map { error in
                Diagnostic(.warning, "left out of the index: \(error.message)", fileName: error.fileName, line: error.line, column: error.column, length: error.length)
            }
        }
        guard let index = project.index, let locator = project.locator else {
            throw SourceError(Diagnostic(.error, "no file of \(entry.description) parses", fileName: entryFile ?? entry.folder, line: 1, column: 1))
        }
        // 2–3.
        let translator = Translator(locator: locator, model: index, options: options)
        let entryPoint = EntryPoint(model: index, translator: translator, locator: locator, file: entryFile, scope: entry.description, scopeFile: entry.folder)
        if entryFile == nil && options.viewName == nil {
            throw SourceError(Diagnostic(.error, "\(entry.description): choose the view to build with --view", fileName: entry.folder, line: 1, column: 1))
        }
        let (root, entryName) = try entryPoint.build(named: options.viewName)
        notes += translator.notes
        let chosen = translator.exploration.decisions.map(\.choice)
        if !chosen.isEmpty {
            notes.append(Diagnostic(.note, "values the input does not give were chosen: " + chosen.map(\.description).joined(separator: "; "), fileName: entryFile ?? entry.folder, line: 1, column: 1))
        }
        return ParsedSource(
            root: root, container: translator.container, notes: notes, views: project.declarations, entryPoint: entryName,
            choices: chosen, assumptions: translator.assumptions,
            readsGeometry: translator.readsGeometry)
    }
}
