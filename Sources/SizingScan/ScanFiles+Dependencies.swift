import Foundation

/// The files of one scan: the project's, whose views are findings, and the sources of its
/// dependencies, parsed into the same index so that their views, modifiers and types are built
/// from source, but never reported, fixed or written.
public struct ScanSources: Sendable {
    /// The project's files, sorted by path.
    public var files: [ScanFile]
    /// The dependencies' files, sorted by path: read only.
    public var dependencies: [ScanFile]
    /// The project's manifests the walk met (`Package.swift`, `*.xcodeproj/project.pbxproj`),
    /// for ``ScanPlatforms``.
    public var manifests: [String]
    /// How many Swift files the paths hold before the configuration's `included` and
    /// `excluded` choose among them (none: a path that holds no Swift code at all).
    public var found = 0
}

extension ScanFiles {
    /// Folder names a dependency's walk does not enter: its tests, demos, examples and
    /// documentation, which hold apps of their own rather than the package's views.
    static let dependencyExtras: Set<String> = [
        "Tests", "Test", "UITests", "Example", "Examples", "Demo", "Demos", "Sample", "Samples", "Benchmarks",
        "Playgrounds", "Documentation", "Docs", "Fixtures",
    ]

    /// Whether a dependency's entry `name` is one of ``dependencyExtras`` (or ends in `Tests`,
    /// `Demo`, `Example`, `Examples`): a folder, since a file's name ends in `.swift`.
    static func isDependencyExtra(_ name: [UInt8]) -> Bool {
        guard let text = String(validating: name, as: UTF8.self), !text.hasSuffix(".swift") else { return false }
        return dependencyExtras.contains(text) || ["Tests", "Demo", "Example", "Examples"].contains(where: text.hasSuffix)
    }

    /// Notes `<folder>/<name>/checkouts` (SwiftPM's `.build`, Xcode's `SourcePackages`, also
    /// inside a DerivedData folder of the project) as a root of dependencies when it is a
    /// folder; returns whether it is. A dependency's own checkouts are not followed.
    @discardableResult
    static func noteCheckouts(in folder: [UInt8], _ name: [UInt8], into walk: inout Walk) -> Bool {
        let separator: [UInt8] = folder.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
        let path = (folder == [UInt8(ascii: ".")] ? name : folder + separator + name) + Array("/checkouts".utf8)
        var info = stat()
        let isFolder = (path + [0]).withUnsafeBufferPointer { stat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) } == 0
            && info.st_mode & S_IFMT == S_IFDIR
        guard isFolder, let text = String(validating: path, as: UTF8.self) else { return false }
        if !walk.readsDependencies { walk.dependencyRoots.append(text) }
        return true
    }

    /// The project's files (``collect(_:keep:warn:)``) and its dependencies' sources.
    ///
    /// Steps:
    /// 1. the folders `dependencies` lists (`.sizing.yml`'s key, absolute or relative to this
    ///    folder) are set aside: the project's walk does not enter them;
    /// 2. the project's files, walked and filtered as ``collect(_:keep:warn:)`` does, noting the
    ///    checkouts (`.build/checkouts`, `SourcePackages/checkouts`) and manifests it meets;
    /// 3. each dependency root (the listed folders, then the checkouts) walked the same way,
    ///    leaving out tests, demos and examples (`dependencyExtras`) and files the project
    ///    already has; `included` and `excluded` do not apply;
    /// 4. of those, the files that name SwiftUI (every file declaring a view or modifier
    ///    imports it or a module re-exporting it), read and sorted by path.
    ///
    /// - Complexity: one `stat` per entry, one read per file, one scan of each dependency file
    ///   for "SwiftUI".
    public static func collectSources(_ paths: [String], dependencies listed: [String] = [], keep: (String) -> Bool = { _ in true }, warn: (String) -> Void) throws -> ScanSources {
        // 1.
        var walk = Walk()
        var roots: [String] = []
        for folder in listed {
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                warning(folder, "a dependency folder that is not a folder", warn)
                continue
            }
            walk.dependencyFolders.insert(Identity(info))
            roots.append(folder)
        }
        // 2.
        try walkPaths(paths, into: &walk, warn: warn)
        let files = walk.found.filter { keep(absolute($0)) }.sorted().compactMap { readOrWarn($0, warn) }
        // 3.
        var dependencies = Walk()
        dependencies.readsDependencies = true
        dependencies.files = walk.files
        for root in roots + walk.dependencyRoots {
            var info = stat()
            guard stat(root, &info) == 0, dependencies.folders.insert(Identity(info)).inserted else { continue }
            self.walk(Array(root.utf8), into: &dependencies, warn: warn)
        }
        // 4.
        let read = dependencies.found.sorted().compactMap { readOrWarn($0, warn) }
        return ScanSources(files: files, dependencies: read.filter { $0.holds("SwiftUI") }, manifests: walk.manifests, found: walk.found.count)
    }
}
