import SizingScan
import SwiftUISource

/// The folder an input's names are resolved in (a folder given as the input, or `--project`),
/// and the file or text whose entry point is the root.
///
/// Steps of ``project(_:prefix:)``:
/// 1. the folder's files (``ScanScope``), the entry first, parsed once into one index on the
///    platform the scan would build the entry for;
/// 2. a folder without `--view`: its one view is the root; no view, or several, is a usage
///    error (exit 64) listing a few of them, those no other file uses first.
struct InputScope {
    var scope: ScanScope
    /// The file or text read (`Row.swift`, `<stdin>`); nil for a folder given as the input,
    /// whose view `--view` names.
    var entry: SourceProject.File?

    /// The folder read as `scan` reads it, with the command line's `--platform`, `--define`
    /// and `--allow-unknown-modifiers`; skipped files are reported on stderr.
    static func read(_ folder: String, input: InputOptions) throws -> ScanScope {
        _ = try input.conditions.compilationConditions()  // the same message for a bad --platform
        return try ScanScope(
            folder: folder, platform: input.conditions.platform, defines: input.conditions.defines,
            allowUnknownModifiers: input.allowUnknownModifiers, warn: Output.message)
    }

    /// Where "no view named …" says the views were looked for.
    var description: String {
        entry.map { "\($0.path) and \(scope.description)" } ?? scope.description
    }

    /// Where the front end takes the root from.
    var projectEntry: ProjectEntry {
        ProjectEntry(file: entry?.path, folder: scope.folder, description: description)
    }

    /// How many names a usage error lists.
    static let listedCandidates = 6

    /// Steps 1–2: `options` are the command line's (`--state`, `--image-size`, `--view`); the
    /// entry's text is preceded by `prefix` (a probed modifier chain's receiver).
    func project(_ options: SourceOptions, prefix: String = "") throws -> SourceProject {
        // 1.
        var merged = scope.sourceOptions(entry: entry?.path)
        merged.state = options.state
        merged.imageSizes = options.imageSizes
        merged.viewName = options.viewName
        merged.dynamicTypeSize = options.dynamicTypeSize
        let entryFile = entry.map { SourceProject.File(path: $0.path, text: prefix + $0.text) }
        let project = SourceProject(files: scope.files(entry: entryFile), options: merged)
        // 2.
        guard entry == nil, merged.viewName == nil else { return project }
        let candidates = scope.candidates(in: project)
        if candidates.count == 1 {
            merged.viewName = candidates[0]
            return project.with(merged)
        }
        guard !candidates.isEmpty else {
            throw CLIError(message: "\(scope.description): no view found (no `struct …: View` in its files)", exitCode: 64)
        }
        let listed = candidates.prefix(Self.listedCandidates).joined(separator: ", ")
            + (candidates.count > Self.listedCandidates ? ", and \(candidates.count - Self.listedCandidates) more" : "")
        throw CLIError(
            message: "\(scope.description) declares \(candidates.count) views; choose the root with --view NAME (\(listed))",
            exitCode: 64)
    }
}
