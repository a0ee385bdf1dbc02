import Foundation
import SwiftUISource

/// The files `probe`, `layout`, `render` and `trace` build one view with when they are given a
/// folder (`sizing layout Sources/App --view Row`), or a file or standard input with
/// `--project FOLDER`: the files `sizing scan FOLDER` reads, compiled as the scan compiles them,
/// so that the views, extensions and types of the other files are built from their source
/// rather than taken for opaque squares.
///
/// Steps of ``init(folder:platform:defines:allowUnknownModifiers:warn:)``:
/// 1. the configuration: the nearest `.sizing.yml` at or above the folder
///    (``ScanConfigurationFile``), then the command line's `--platform`, `--define` and
///    `--allow-unknown-modifiers`, as the scan applies them;
/// 2. the files (``ScanFiles/collectSources(_:dependencies:keep:warn:)``): the same walk (no
///    `.build` or hidden folders), `included` and `excluded`, the dependencies' sources read
///    too; a path that does not exist, or holds no Swift file, is a usage error (exit 64)
///    naming it, as in the scan.
///
/// The platform (``sourceOptions(entry:)``) is the scan's too: `--platform` or `.sizing.yml`'s,
/// else the one the Xcode project or `Package.swift` builds the entry file for (iOS when it is
/// among them, else the first in `--platform`'s order), else iOS.
public struct ScanScope {
    /// The folder, as given.
    public var folder: String
    public var configuration: ScanConfiguration
    /// The project's files and its dependencies' sources.
    public var sources: ScanSources

    /// Steps 1–2; `warn` is given each file skipped (`warning: PATH: why; skipped`).
    public init(folder: String, platform: String?, defines: [String], allowUnknownModifiers: Bool, warn: (String) -> Void) throws {
        self.folder = folder
        // 1.
        var configuration = try ScanConfigurationFile.configuration(ScanConfigurationFile.find(for: [folder]))
        try configuration.apply(platform: platform, defines: defines, requireDocs: false, strict: false, allowUnknownModifiers: allowUnknownModifiers)
        self.configuration = configuration
        // 2.
        sources = try ScanFiles.collectSources([folder], dependencies: configuration.dependencyFolders, keep: configuration.keeps, warn: warn)
        if sources.found == 0 {
            throw ScanError(message: "\(folder): no Swift file in the folder", exitCode: 64)
        }
    }

    /// `Sources/App (3 files)`: where the views were looked for.
    public var description: String {
        "\(folder) (\(sources.files.count) file\(sources.files.count == 1 ? "" : "s"))"
    }

    /// The project's file at `path`, however it is spelled (`./Row.swift`, an absolute path).
    public func file(at path: String) -> ScanFile? {
        let absolute = ScanFiles.absolute(path)
        return sources.files.first { $0.absolutePath == absolute }
    }

    /// What the front end is told to build a view whose root is in `entry` (a path; nil: a view
    /// the command line names in the folder): the configuration's options on the entry's platform.
    public func sourceOptions(entry: String?) -> SourceOptions {
        var options = configuration.sourceOptions
        guard configuration.platform.origin == .defaultValue else { return options }
        // Standard input is taken for a file of the folder.
        let path = entry.flatMap { file(at: $0)?.path } ?? sources.files.first?.path ?? folder
        let found = ScanPlatforms(paths: [folder], manifests: sources.manifests).platforms(of: ScanFile(path: path, bytes: [], text: ""))
        if let found, !found.isEmpty {
            options.conditions.platform = found.contains(options.conditions.platform) ? options.conditions.platform : found[0]
        }
        return options
    }

    /// The files to index: `entry` first (its declarations win a name two files declare, as the
    /// file being read), then the project's other files, then the dependencies' sources.
    public func files(entry: SourceProject.File?) -> [SourceProject.File] {
        let entryPath = entry.map { ScanFiles.absolute($0.path) }
        let others = sources.files.filter { $0.absolutePath != entryPath }.map { SourceProject.File(path: $0.path, text: $0.text) }
        return (entry.map { [$0] } ?? []) + others + sources.dependencies.map { SourceProject.File(path: $0.path, text: $0.text) }
    }

    /// The names of the views the folder's files declare (not its dependencies'), those no other
    /// file uses first (the likely roots), each once, in file order.
    public func candidates(in project: SourceProject) -> [String] {
        let ours = Set(sources.files.map(\.path))
        let views = project.declarations.filter { $0.kind == .view && ours.contains($0.fileName) }
        let fileIndex = Dictionary(project.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        func usedElsewhere(_ view: ViewDeclaration) -> Bool {
            project.names.enumerated().contains { i, names in i != fileIndex[view.fileName] && names.used.contains(view.name) }
        }
        var seen = Set<String>()
        let unique = views.filter { seen.insert($0.name).inserted }
        return unique.filter { !usedElsewhere($0) }.map(\.name) + unique.filter(usedElsewhere).map(\.name)
    }
}
