import Foundation
import SwiftUISource

/// The platforms each scanned file is built for, found without being told: the targets of the
/// Xcode projects that compile it (`XcodeProject`), else the `platforms:` of the Swift package
/// whose targets' folders hold it (`PackageManifest`), else every platform of the Xcode project
/// around it. A file none of them claims has no platforms here, and the scan lays it out for its
/// default platform.
///
/// Steps of ``init(paths:manifests:)``:
/// 1. the manifests the scan's walk met in the scanned folders (``ScanFiles``), and those in the
///    folders above each scanned path;
/// 2. read each: a project's targets, a package's platforms and targets.
public struct ScanPlatforms {
    var projects: [XcodeProject] = []
    /// Packages: the folders they compile (absolute: `Sources` and each target's `path:`) and
    /// their platforms, the deepest manifest first.
    var packages: [(folders: [String], platforms: [String])] = []
    /// Every package manifest met, its folder (absolute) and its targets: the modules
    /// `ScanModules` groups the files by.
    var packageTargets: [(root: String, targets: [PackageManifest.Target])] = []

    /// `platforms` in the order `--platform` lists them (iOS, macOS, watchOS, tvOS, visionOS).
    static func ordered(_ platforms: Set<String>) -> [String] {
        CompilationConditions.platforms.filter(platforms.contains)
    }

    /// `manifests`: the `Package.swift` and `project.pbxproj` paths the walk over `paths` met.
    public init(paths: [String], manifests: [String]) {
        // 1.
        var pbxprojs = Set(manifests.filter { $0.hasSuffix("/project.pbxproj") }.map(ScanFiles.absolute))
        var packages = Set(manifests.filter { $0.hasSuffix("Package.swift") }.map(ScanFiles.absolute))
        let fm = FileManager.default
        // Each folder is listed once: a build tool passes a target's files one by one (2,000
        // files of one folder listed 2,000 times took seconds), and the folders above a folder
        // already listed were listed with it.
        var listed = Set<String>()
        for path in paths {
            let absolute = ScanFiles.absolute(path)
            guard fm.fileExists(atPath: absolute) else { continue }
            var above = (absolute as NSString).deletingLastPathComponent
            while listed.insert(above).inserted {
                for name in (try? fm.contentsOfDirectory(atPath: above)) ?? [] {
                    if name == "Package.swift" { packages.insert(above + "/" + name) }
                    if name.hasSuffix(".xcodeproj") { pbxprojs.insert(above + "/" + name + "/project.pbxproj") }
                }
                let parent = (above as NSString).deletingLastPathComponent
                if parent == above || parent.isEmpty { break }
                above = parent
            }
        }
        // 2.
        projects = pbxprojs.sorted().compactMap { XcodeProject(pbxproj: URL(fileURLWithPath: $0)) }
        for manifest in packages.sorted(by: { $0.count > $1.count }) {
            guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else { continue }
            let root = URL(fileURLWithPath: (manifest as NSString).deletingLastPathComponent).standardizedFileURL.path
            packageTargets.append((root, PackageManifest.targets(in: text, root: root)))
            if let platforms = PackageManifest.platforms(in: text) {
                self.packages.append((PackageManifest.targetFolders(in: text, root: root).map { URL(fileURLWithPath: root + "/" + $0).standardizedFileURL.path }, platforms))
            }
        }
    }

    /// The platforms `file` is built for, in `--platform`'s order; nil when no manifest says.
    func platforms(of file: ScanFile) -> [String]? {
        let path = URL(fileURLWithPath: file.absolutePath).standardizedFileURL.path
        let targeted = Set(projects.compactMap { $0.platforms(of: path) }.flatMap { $0 })
        if !targeted.isEmpty { return Self.ordered(targeted) }
        if let package = packages.first(where: { $0.folders.contains { path.hasPrefix($0 + "/") } }) { return package.platforms }
        let around = projects.filter { path.hasPrefix($0.root + "/") }.flatMap { $0.targets.filter { !$0.isTest }.flatMap(\.platforms) }
        return around.isEmpty ? nil : Self.ordered(Set(around))
    }
}
