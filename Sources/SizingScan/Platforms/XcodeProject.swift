import Foundation

/// The platforms an Xcode project builds each of its Swift files for, read from its
/// `project.pbxproj`: each target's `SDKROOT` and `SUPPORTED_PLATFORMS` (the target's build
/// configurations over the project's), and the files each target compiles (its Sources build
/// phase, or the folders Xcode 16 keeps in sync with it), and the module it builds. Test targets
/// are modules, but do not decide a file's platforms.
///
/// Steps of ``init(pbxproj:)``:
/// 1. read the property list (Xcode's old-style format);
/// 2. the folder each group and file reference stands for, from the main group down;
/// 3. each target's platforms and the files it compiles.
struct XcodeProject {
    struct Target {
        var name: String
        /// The module its files form (``moduleName(_:target:)``): what `import` names.
        var module: String
        /// A unit-test or UI-test bundle: a module of its own, but not what decides a file's
        /// platforms (a test target names the platforms it runs on, not those of what it tests).
        var isTest = false
        var platforms: [String]
        /// Absolute, standardised paths of the Swift files it compiles.
        var files: Set<String>
        /// Folders all of whose files it compiles (synchronised groups), less `excluded`.
        var folders: [String]
        var excluded: Set<String>
        /// An app's interface orientations by device idiom (`phone`, `pad`), from its Info.plist
        /// file (`INFOPLIST_FILE`: `UISupportedInterfaceOrientations`, and its `~iphone` and
        /// `~ipad` forms) or the build settings Xcode writes into one
        /// (`INFOPLIST_KEY_UISupportedInterfaceOrientations`, and its `_iPhone` and `_iPad` forms);
        /// an idiom neither says anything for is absent.
        var orientations: [String: Set<String>] = [:]
        /// An application (`com.apple.product-type.application`), not a library, extension or test.
        var isApplication = false

        func compiles(_ path: String) -> Bool {
            if files.contains(path) { return true }
            guard !excluded.contains(path) else { return false }
            return folders.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// The folder holding the `.xcodeproj`.
    let root: String
    private(set) var targets: [Target] = []

    /// The SDK names of `SDKROOT` and `SUPPORTED_PLATFORMS`, as `--platform` spells them.
    static let sdkPlatforms: [String: String] = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS", "watchsimulator": "watchOS",
        "appletvos": "tvOS", "appletvsimulator": "tvOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    /// Nil when the file is not a property list of objects (a damaged or merge-conflicted project).
    init?(pbxproj url: URL) {
        root = url.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
        // 1.
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootID = plist["rootObject"] as? String, let project = objects[rootID] else { return nil }
        // 2.
        let paths = Self.paths(objects, mainGroup: project["mainGroup"] as? String, root: root)
        // 3.
        let defaults = Self.settings(objects, list: project["buildConfigurationList"] as? String)
        for id in project["targets"] as? [String] ?? [] {
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget" else { continue }
            let settings = Self.settings(objects, list: target["buildConfigurationList"] as? String)
            var found = Self.target(id, target, objects, paths: paths, platforms: Self.platforms(settings, defaults: defaults))
            found.module = Self.moduleName(settings, target: found.name)
            found.isTest = (target["productType"] as? String ?? "").contains("test")
            found.isApplication = target["productType"] as? String == "com.apple.product-type.application"
            found.orientations = Self.orientations(settings, defaults: defaults, infoPlist: Self.infoPlist(settings, defaults: defaults, root: root))
            targets.append(found)
        }
    }

    /// Step 2: every group's and file reference's absolute path, by object id.
    static func paths(_ objects: [String: [String: Any]], mainGroup: String?, root: String) -> [String: String] {
        var out: [String: String] = [:]
        func visit(_ id: String, parent: String) {
            guard let object = objects[id] else { return }
            let path = object["path"] as? String
            let folder: String
            switch object["sourceTree"] as? String {
            case "<absolute>": folder = path ?? parent
            case "SOURCE_ROOT": folder = path.map { root + "/" + $0 } ?? root
            case "<group>", nil: folder = path.map { parent + "/" + $0 } ?? parent
            default: return  // SDKROOT, BUILT_PRODUCTS_DIR, DEVELOPER_DIR: nothing we scan
            }
            out[id] = URL(fileURLWithPath: folder).standardizedFileURL.path
            for child in object["children"] as? [String] ?? [] { visit(child, parent: out[id]!) }
        }
        if let mainGroup { visit(mainGroup, parent: root) }
        // Synchronised folders of Xcode 16 hang off the main group too, or stand alone.
        for (id, object) in objects where out[id] == nil && (object["isa"] as? String ?? "").hasPrefix("PBXFileSystemSynchronized") {
            visit(id, parent: root)
        }
        return out
    }

    /// Step 3 for one target.
    static func target(_ ownID: String, _ target: [String: Any], _ objects: [String: [String: Any]], paths: [String: String], platforms: [String]) -> Target {
        var files: Set<String> = []
        for phase in target["buildPhases"] as? [String] ?? [] where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
            for buildFile in objects[phase]?["files"] as? [String] ?? [] {
                if let ref = objects[buildFile]?["fileRef"] as? String, let path = paths[ref], path.hasSuffix(".swift") { files.insert(path) }
            }
        }
        var folders: [String] = []
        var excluded: Set<String> = []
        for group in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let folder = paths[group] else { continue }
            folders.append(folder)
            for exceptionSet in objects[group]?["exceptions"] as? [String] ?? [] {
                guard let set = objects[exceptionSet], set["target"] as? String == ownID else { continue }
                for name in set["membershipExceptions"] as? [String] ?? [] { excluded.insert(folder + "/" + name) }
            }
        }
        let name = target["name"] as? String ?? ""
        return Target(name: name, module: name, platforms: platforms, files: files, folders: folders, excluded: excluded)
    }

    /// A target's module name: `PRODUCT_MODULE_NAME` when it is written out, else a written-out
    /// `PRODUCT_NAME`, else the target's name, made an identifier the way Xcode's
    /// `c99extidentifier` does (`Shared-iOS` → `Shared_iOS`). Two targets may build one module
    /// for two platforms (`Shared-iOS` and `Shared-watchOS`, both `Shared`).
    static func moduleName(_ settings: [String: Any], target: String) -> String {
        let written = [settings["PRODUCT_MODULE_NAME"], settings["PRODUCT_NAME"]]
            .compactMap { $0 as? String }.first { !$0.contains("$(") && !$0.isEmpty }
        return identifier(written ?? target)
    }

    /// `name` with every character that cannot be in an identifier replaced by `_`, and a
    /// leading digit prefixed by one.
    static func identifier(_ name: String) -> String {
        var out = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if out.first?.isNumber == true { out = "_" + out }
        return out
    }

    /// The build settings of a configuration list's first configuration (Debug and Release
    /// name the same platforms).
    static func settings(_ objects: [String: [String: Any]], list: String?) -> [String: Any] {
        guard let list, let first = (objects[list]?["buildConfigurations"] as? [String])?.first else { return [:] }
        return objects[first]?["buildSettings"] as? [String: Any] ?? [:]
    }

    /// Step 3: a target's orientations by idiom: its Info.plist file's keys (`~iphone` and
    /// `~ipad` over the plain key) over its build settings' (`_iPhone` and `_iPad` over the plain
    /// key, the target's over the project's).
    static func orientations(_ settings: [String: Any], defaults: [String: Any], infoPlist: [String: Any] = [:]) -> [String: Set<String>] {
        func value(_ key: String) -> Set<String>? {
            for source in [settings, defaults] {
                if let text = source[key] as? String, !text.contains("$(") { return Set(text.split(separator: " ").map(String.init)) }
                if let list = source[key] as? [String] { return Set(list) }
            }
            return nil
        }
        func listed(_ key: String) -> Set<String>? { (infoPlist[key] as? [String]).map(Set.init) }
        let plistKey = "UISupportedInterfaceOrientations"
        let key = "INFOPLIST_KEY_UISupportedInterfaceOrientations"
        var out: [String: Set<String>] = [:]
        out["phone"] = listed(plistKey + "~iphone") ?? listed(plistKey) ?? value(key + "_iPhone") ?? value(key)
        out["pad"] = listed(plistKey + "~ipad") ?? listed(plistKey) ?? value(key + "_iPad") ?? value(key)
        return out
    }

    /// Step 3: the target's Info.plist file (`INFOPLIST_FILE`, relative to the project's folder,
    /// `$(SRCROOT)` and `$(PROJECT_DIR)` read as that folder), read; empty when there is none or
    /// it does not read.
    static func infoPlist(_ settings: [String: Any], defaults: [String: Any], root: String) -> [String: Any] {
        guard var path = (settings["INFOPLIST_FILE"] ?? defaults["INFOPLIST_FILE"]) as? String else { return [:] }
        for variable in ["$(SRCROOT)/", "$(PROJECT_DIR)/", "${SRCROOT}/", "${PROJECT_DIR}/"] where path.hasPrefix(variable) {
            path.removeFirst(variable.count)
        }
        guard !path.contains("$("), !path.contains("${") else { return [:] }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: root).appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return [:] }
        return plist
    }

    /// A target's platforms: `SUPPORTED_PLATFORMS` when set, else `SDKROOT`, the target's over
    /// the project's; in `CompilationConditions.platforms` order. Empty when neither names one.
    static func platforms(_ settings: [String: Any], defaults: [String: Any]) -> [String] {
        func value(_ key: String) -> String? {
            for source in [settings, defaults] {
                if let text = source[key] as? String, !text.contains("$(") { return text }
                if let list = source[key] as? [String] { return list.joined(separator: " ") }
            }
            return nil
        }
        let names = (value("SUPPORTED_PLATFORMS") ?? value("SDKROOT") ?? "").split(separator: " ").compactMap { sdkPlatforms[String($0)] }
        return ScanPlatforms.ordered(Set(names))
    }

    /// The platforms of the targets compiling `path` (absolute, standardised); nil when none does.
    func platforms(of path: String) -> [String]? {
        let found = Set(targets.filter { !$0.isTest && $0.compiles(path) }.flatMap(\.platforms))
        return found.isEmpty ? nil : ScanPlatforms.ordered(found)
    }
}
