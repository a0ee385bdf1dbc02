import Foundation
import SwiftUISource

/// The platforms each scanned file is built for, found without being told: the targets of the
/// Xcode projects that compile it (`XcodeProject`), else the `platforms:` of the Swift package
/// whose targets' folders hold it (`PackageManifest`), else every platform of the Xcode project around it. A file
/// none of them claims has no platforms here, and the scan lays it out for its default platform.
///
/// Steps of ``init(paths:)``:
/// 1. the manifests in the scanned folders (build, hidden and checkout folders left out) and in
///    the folders above each scanned path;
/// 2. read each: a project's targets, a package's platforms.
public struct ScanPlatforms {
    var projects: [XcodeProject] = []
    /// Packages: the folders they compile (absolute: `Sources` and each target's `path:`) and
    /// their platforms, the deepest manifest first.
    var packages: [(folders: [String], platforms: [String])] = []

    /// `platforms` in the order `--platform` lists them (iOS, macOS, watchOS, tvOS, visionOS).
    static func ordered(_ platforms: Set<String>) -> [String] {
        CompilationConditions.platforms.filter(platforms.contains)
    }

    /// Folders never looked into for manifests: SwiftPM's and Xcode's build products and
    /// checkouts, CocoaPods.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "SourcePackages", "Pods", "Carthage", "node_modules"]

    public init(paths: [String]) {
        // 1.
        var pbxprojs: Set<String> = []
        var manifests: Set<String> = []
        let fm = FileManager.default
        func look(in folder: String) {
            for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] {
                if name == "Package.swift" { manifests.insert(folder + "/" + name) }
                if name.hasSuffix(".xcodeproj") { pbxprojs.insert(folder + "/" + name + "/project.pbxproj") }
            }
        }
        for path in paths {
            let absolute = URL(fileURLWithPath: ScanFiles.absolute(path)).standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: absolute, isDirectory: &isFolder) else { continue }
            var above = isFolder.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
            while true {
                look(in: above)
                let parent = (above as NSString).deletingLastPathComponent
                if parent == above || parent.isEmpty { break }
                above = parent
            }
            if isFolder.boolValue { Self.walk(absolute, look: look) }
        }
        // 2.
        projects = pbxprojs.sorted().compactMap { XcodeProject(pbxproj: URL(fileURLWithPath: $0)) }
        packages = manifests.sorted { $0.count > $1.count }.compactMap { manifest in
            guard let text = try? String(contentsOfFile: manifest, encoding: .utf8), let platforms = PackageManifest.platforms(in: text) else { return nil }
            let root = (manifest as NSString).deletingLastPathComponent
            return (PackageManifest.targetFolders(in: text).map { URL(fileURLWithPath: root + "/" + $0).standardizedFileURL.path }, platforms)
        }
    }

    /// Every folder under `root`, but the skipped, hidden and `.xcodeproj` ones.
    static func walk(_ root: String, look: (String) -> Void) {
        var pending = [root]
        let fm = FileManager.default
        while let folder = pending.popLast() {
            look(folder)
            for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") && !skippedFolders.contains(name) && !name.hasSuffix(".xcodeproj") {
                var isFolder: ObjCBool = false
                let path = folder + "/" + name
                // Links to folders are not followed (loops).
                if (try? fm.destinationOfSymbolicLink(atPath: path)) == nil, fm.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    pending.append(path)
                }
            }
        }
    }

    /// The platforms `file` is built for, in `--platform`'s order; nil when no manifest says.
    func platforms(of file: ScanFile) -> [String]? {
        let path = URL(fileURLWithPath: file.absolutePath).standardizedFileURL.path
        let targeted = Set(projects.compactMap { $0.platforms(of: path) }.flatMap { $0 })
        if !targeted.isEmpty { return Self.ordered(targeted) }
        if let package = packages.first(where: { $0.folders.contains { path.hasPrefix($0 + "/") } }) { return package.platforms }
        let around = projects.filter { path.hasPrefix($0.root + "/") }.flatMap { $0.targets.flatMap(\.platforms) }
        return around.isEmpty ? nil : Self.ordered(Set(around))
    }
}
