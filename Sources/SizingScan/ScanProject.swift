import LayoutCore
import SwiftUISource

/// Every scanned file, parsed once into one index: a custom view may use custom views, models,
/// modifiers and `extension View` functions of any other scanned file.
///
/// A thin layer over `SourceProject`: it keeps the files' bytes (for `--fix`) beside the
/// front end's parse, and names the placeholder child that stands for a container's content.
public struct ScanProject {
    /// The marker of the placeholder child (replaced by `Color`, then `Text`, when probing).
    static let childMarker = "__sizingScanChild"
    /// The placeholder child: a rectangle named by the marker.
    static let placeholder = ViewNode(ShapeLayout(.rectangle), id: childMarker)

    /// The project's files: the declarations reported are theirs.
    public var files: [ScanFile]
    /// The dependencies' sources, parsed into the same index after ``files``: their views,
    /// modifiers and types are built from source, but they are never reported.
    public var dependencies: [ScanFile]
    /// The front end's parse of every file, ``files`` then ``dependencies``.
    public let source: SourceProject

    /// Parses every file once; `parsed` is told how many files are parsed, after each file.
    public init(files: [ScanFile], dependencies: [ScanFile] = [], options: SourceOptions = SourceOptions(), jobs: Int = 1, parsed: ((Int) -> Void)? = nil) {
        self.files = files
        self.dependencies = dependencies
        self.source = SourceProject(files: (files + dependencies).map { SourceProject.File(path: $0.path, text: $0.text) }, options: options, jobs: jobs, parsed: parsed)
    }

    private init(files: [ScanFile], dependencies: [ScanFile], source: SourceProject) {
        self.files = files
        self.dependencies = dependencies
        self.source = source
    }

    /// The same parse, indexed for `platform` (its `#if` branches and its controls) among the
    /// platforms the scan builds for (`all`), with the conditions `defining` set as well
    /// (`DEBUG`); with `paths`, only the files and dependencies at those paths, indexed on their
    /// own (`SourceProject.restricted(to:options:)`): what one module reads.
    func on(_ platform: String, among all: [String], defining extra: Set<String> = [], restrictedTo paths: Set<String>? = nil) -> ScanProject {
        let conditions = source.options.conditions
        var options = source.options
        options.conditions.platform = platform
        options.conditions.builtFor = all
        options.conditions.defines.formUnion(extra)
        if let paths {
            return ScanProject(
                files: files.filter { paths.contains($0.path) }, dependencies: dependencies.filter { paths.contains($0.path) },
                source: source.restricted(to: paths, options: options))
        }
        guard platform != conditions.platform || !extra.isSubset(of: conditions.defines) || all != conditions.builtFor else { return self }
        return ScanProject(files: files, dependencies: dependencies, source: source.with(options))
    }

    var syntaxErrors: [String: Diagnostic] { source.syntaxErrors }

    /// Each declaration with the scanned file it is in (none of the dependencies').
    var declarations: [(file: ScanFile, declaration: ViewDeclaration)] {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return source.declarations.compactMap { d in byPath[d.fileName].map { ($0, d) } }
    }

    /// `file:line:column: message`.
    public static func describe(_ d: Diagnostic) -> String {
        "\(d.fileName):\(d.line):\(d.column): \(d.message)"
    }
}

extension ViewNode {
    /// This tree with the node named `marker` replaced by `children` (one child as itself,
    /// several as a Group, which the engine flattens like a builder's content).
    func replacing(_ marker: String, with children: [ViewNode]) -> ViewNode {
        if id == marker {
            return children.count == 1 ? children[0] : ViewNode(GroupLayout(), children: children)
        }
        var copy = self
        copy.children = self.children.map { $0.replacing(marker, with: children) }
        return copy
    }

    func contains(marker: String) -> Bool {
        id == marker || children.contains { $0.contains(marker: marker) }
    }
}
