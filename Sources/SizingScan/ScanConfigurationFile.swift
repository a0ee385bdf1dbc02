import CatalogStore
import Foundation
import LayoutCore
import Yams

/// Reading `.sizing.yml` into a ``ScanConfiguration``.
///
/// Steps:
/// 1. find the file: from each scanned path's folder upwards to the root, the nearest
///    `.sizing.yml` (`--config FILE` names one instead); paths that find different files are an
///    error, since one run has one configuration;
/// 2. parse it with Yams, keeping each node's line:column;
/// 3. read each key of the top-level mapping, checking its type and values;
/// 4. collect every problem (an unknown key with a did-you-mean, a wrong type, a bad value) as
///    `file:line:column: error: …` and report them all at once (exit 64).
public enum ScanConfigurationFile {
    /// Every problem of one file.
    public struct Problems: Error {
        /// `file:line:column: error: …`, one a problem, in the file's order.
        public var lines: [String]
    }

    // MARK: Step 1

    /// The nearest `.sizing.yml` at or above `path`'s folder.
    public static func find(from path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder.deleteLastPathComponent()
        }
        while true {
            let candidate = folder.appendingPathComponent(ScanConfiguration.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Step 1 for every scanned path: the one configuration file they share, or nil.
    public static func find(for paths: [String]) throws -> String? {
        var found: [(path: String, file: String?)] = []
        for path in paths { found.append((path, find(from: path))) }
        let files = Set(found.compactMap(\.file))
        guard files.count <= 1 else {
            let listed = found.map { "\($0.path) → \($0.file ?? "none")" }.joined(separator: "; ")
            throw ScanError(message: "the scanned paths have different configuration files (\(listed)); scan them separately or choose one with --config", exitCode: 64)
        }
        return files.first
    }

    // MARK: Steps 2–4

    /// The configuration a scan uses: the file at `path` (named in messages relative to this
    /// folder when it is below it), or, without a file, the defaults relative to this folder.
    public static func configuration(_ path: String?) throws -> ScanConfiguration {
        try path.map { try load($0, shownPath: ScanFiles.shown($0)) } ?? ScanConfiguration(base: FileManager.default.currentDirectoryPath)
    }

    /// Reads the configuration file at `path` (shown in messages as `shownPath`).
    public static func load(_ path: String, shownPath: String? = nil) throws -> ScanConfiguration {
        let shown = shownPath ?? path
        let bytes: [UInt8]
        do {
            bytes = try ScanFiles.read(path).bytes
        } catch let error as ScanError {
            throw ScanError(message: "the configuration file \(error.message)", exitCode: 64)
        }
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try parse(String(decoding: bytes, as: UTF8.self), path: shown, base: folder)
    }

    /// Steps 2–4 on the file's text.
    public static func parse(_ text: String, path: String, base: String) throws -> ScanConfiguration {
        var reader = Reader(path: path)
        var configuration = ScanConfiguration(base: base)
        configuration.file = path
        // 2.
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Problems(lines: [reader.describe(error)])
        }
        // 3.
        guard let root else { return configuration }  // an empty file: every default
        guard case .mapping(let mapping) = root else {
            throw Problems(lines: [reader.line(root, "expected a mapping of settings (`platform: iOS`), found \(Reader.kind(root))")])
        }
        var seen: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else {
                reader.problem(keyNode, "a key must be a name, found \(Reader.kind(keyNode))")
                continue
            }
            if let first = seen[key] {
                reader.problem(keyNode, "'\(key)' is set twice (first at line \(first.mark?.line ?? 0))")
                continue
            }
            seen[key] = keyNode
            reader.read(key: key, keyNode: keyNode, value: value, into: &configuration)
        }
        // 4.
        guard reader.problems.isEmpty else { throw Problems(lines: reader.problems) }
        return configuration
    }

    /// Reads values, collecting problems.
    struct Reader {
        var path: String
        var problems: [String] = []

        func origin(_ node: Node) -> ScanConfiguration.Origin {
            .file(path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }

        func line(_ node: Node, _ message: String) -> String {
            "\(path):\(node.mark?.line ?? 1):\(node.mark?.column ?? 1): error: \(message)"
        }

        mutating func problem(_ node: Node, _ message: String) {
            problems.append(line(node, message))
        }

        func describe(_ error: YamlError) -> String {
            switch error {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
                let what = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
                return "\(path):\(mark.line):\(mark.column): error: not valid YAML: \(what)"
            case let .duplicatedKeysInMapping(duplicates, context):
                return "\(path):\(context.mark.line):\(context.mark.column): error: \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) set twice"
            default:
                return "\(path):1:1: error: not valid YAML: \(error)"
            }
        }

        /// `; did you mean 'excluded'?`, or the list of what is known when nothing is close.
        static func suggestion(_ word: String, in names: [String], listing what: String) -> String {
            let close = Suggestions.didYouMean(word, in: names)
            return close.isEmpty ? "; \(what) are \(names.joined(separator: ", "))" : close
        }

        static func kind(_ node: Node) -> String {
            switch node {
            case .scalar(let s): return "`\(s.string)`"
            case .mapping: return "a mapping"
            case .sequence: return "a list"
            case .alias: return "an alias"
            }
        }

        /// Step 3 for one key.
        mutating func read(key: String, keyNode: Node, value: Node, into c: inout ScanConfiguration) {
            let origin = origin(keyNode)
            switch key {
            case "included":
                if let list = strings(value, key) { c.included = .init(value: list.map { PathPattern($0, relativeTo: c.base) }, origin: origin) }
            case "excluded":
                if let list = strings(value, key) { c.excluded = .init(value: list.map { PathPattern($0, relativeTo: c.base) }, origin: origin) }
            case "dependencies":
                if let folders = dependencyFolders(value, base: c.base) { c.dependencies = .init(value: folders, origin: origin) }
            case "platform":
                guard let name = scalar(value, key, expecting: "a platform name") else { return }
                do {
                    c.platform = .init(value: try ScanConfiguration.platformName(name, origin: "platform"), origin: origin)
                } catch {
                    problem(value, error.message)
                }
            case "defines":
                if let list = strings(value, key) { c.defines = .init(value: list, origin: origin) }
            case "assumed_views":
                readAssumedViews(value, into: &c)
            case "targets":
                readTargets(value, into: &c)
            case "stress":
                if let matrix = stressMatrix(value) { c.stress = .init(value: matrix, origin: origin) }
            case "report_undocumented":
                if let flag = bool(value, key) { c.reportUndocumented = .init(value: flag, origin: origin) }
            case "allow_unknown_modifiers":
                if let flag = bool(value, key) { c.allowUnknownModifiers = .init(value: flag, origin: origin) }
            case "dynamic_type":
                guard let name = scalar(value, key, expecting: "a Dynamic Type size such as `xLarge`") else { return }
                do {
                    c.dynamicType = .init(value: try ScanConfiguration.dynamicTypeSize(name, origin: "dynamic_type"), origin: origin)
                } catch {
                    problem(value, error.message)
                }
            case "view_time_limit":
                guard let text = scalar(value, key, expecting: "seconds (`10`, `0.5`)") else { return }
                guard let seconds = Double(text) else {
                    problem(value, "view_time_limit: expected seconds (`10`, `0.5`), found `\(text)`")
                    return
                }
                if let why = ScanConfiguration.problem(withTimeLimit: seconds) {
                    problem(value, "view_time_limit: \(why)")
                } else {
                    c.viewTimeLimit = .init(value: seconds, origin: origin)
                }
            case "fail_on":
                if let kinds = verdictKinds(value, key) { c.failOn = .init(value: kinds, origin: origin) }
            case "doc_comment":
                guard let template = scalar(value, key, expecting: "a line such as `/// Intrinsic sizing behavior: {behavior}`") else { return }
                if let why = ScanConfiguration.problem(withDocComment: template) {
                    problem(value, "doc_comment: \(why)")
                } else {
                    c.docComment = .init(value: template, origin: origin)
                }
            default:
                problem(keyNode, "unknown key '\(key)'" + Self.suggestion(key, in: ScanConfiguration.keys, listing: "keys"))
            }
        }

        /// `assumed_views:` a mapping of view names to behaviors, exp or hug on each axis.
        mutating func readAssumedViews(_ value: Node, into c: inout ScanConfiguration) {
            guard case .mapping(let views) = value else {
                problem(value, "assumed_views: expected a mapping of view names to behaviors (`LazyImage: h-exp, v-exp`), found \(Self.kind(value))")
                return
            }
            for (nameNode, behaviorNode) in views {
                guard let name = nameNode.string, !name.isEmpty else {
                    problem(nameNode, "assumed_views: a view's name must be text, found \(Self.kind(nameNode))")
                    continue
                }
                guard let text = scalar(behaviorNode, "assumed_views.\(name)", expecting: "a behavior such as `h-exp, v-hug`") else { continue }
                guard let behaviors = SizingComment.declared(in: text) else {
                    problem(behaviorNode, "assumed_views.\(name): `\(text)` is not a behavior; write it as `h-exp, v-hug` (exp or hug on each axis)")
                    continue
                }
                guard behaviors.horizontal != .neu, behaviors.vertical != .neu else {
                    problem(behaviorNode, "assumed_views.\(name): a view the scan cannot see has no children to be neutral to; give exp or hug on each axis")
                    continue
                }
                c.assumedViews.append((name, .init(value: behaviors, origin: self.origin(nameNode))))
            }
        }

        /// `targets:` a mapping of module names to the folders holding their files
        /// (`App: [Sources/App]`), each an existing folder relative to the file's folder.
        mutating func readTargets(_ value: Node, into c: inout ScanConfiguration) {
            guard case .mapping(let modules) = value else {
                problem(value, "targets: expected a mapping of module names to folders (`App: [Sources/App]`), found \(Self.kind(value))")
                return
            }
            for (nameNode, foldersNode) in modules {
                guard let name = nameNode.string, !name.isEmpty else {
                    problem(nameNode, "targets: a module's name must be text, found \(Self.kind(nameNode))")
                    continue
                }
                guard let folders = existingFolders(foldersNode, key: "targets.\(name)", holding: "the module's sources", base: c.base) else { continue }
                c.targets.append((name, .init(value: folders, origin: origin(nameNode))))
            }
        }

        /// `stress:` a mapping of `devices`, `orientations`, `text_sizes` and `languages`, each a
        /// list replacing the default's (``StressMatrix``); `on` (or an empty mapping, `{}`) is
        /// the default matrix, `off` none. The outer optional is nil for a value that does not read.
        mutating func stressMatrix(_ value: Node) -> StressMatrix?? {
            var matrix = StressMatrix()
            if case .scalar = value, let word = value.string {
                switch word {
                case "", "on", "true", "default": return .some(matrix)
                case "off", "false": return .some(nil)
                default: break
                }
            }
            guard case .mapping(let keys) = value else {
                problem(value, "stress: expected a mapping of devices, orientations, text_sizes and languages, found \(Self.kind(value))")
                return nil
            }
            for (keyNode, listNode) in keys {
                let key = keyNode.string ?? ""
                guard let items = strings(listNode, "stress.\(key)") else { continue }
                switch key {
                case "devices":
                    var devices: [String] = []
                    for name in items {
                        if let preset = DevicePreset.named(name) { devices.append(preset.name) } else {
                            problem(listNode, "stress.devices: no device `\(name)`\(Suggestions.didYouMean(name.lowercased(), in: DevicePreset.names)) (`sizing devices` lists them)")
                        }
                    }
                    matrix.devices = devices
                case "orientations":
                    var orientations: [DeviceOrientation] = []
                    for name in items {
                        if let o = DeviceOrientation(rawValue: name) { orientations.append(o) } else {
                            problem(listNode, "stress.orientations: `\(name)` is not portrait or landscape")
                        }
                    }
                    matrix.orientations = orientations
                case "text_sizes":
                    var sizes: [DynamicTypeSize] = []
                    for name in items {
                        do { sizes.append(try ScanConfiguration.dynamicTypeSize(name, origin: "stress.text_sizes")) } catch { problem(listNode, error.message) }
                    }
                    matrix.textSizes = sizes
                case "languages":
                    matrix.languages = items
                default:
                    problem(keyNode, "stress: unknown key `\(key)`\(Suggestions.didYouMean(key, in: ["devices", "orientations", "text_sizes", "languages"])); keys are devices, orientations, text_sizes, languages")
                }
            }
            return matrix
        }

        /// `dependencies:` folders holding the sources of packages the project uses
        /// (`[Vendor/Kingfisher]`), each an existing folder, relative to the file's folder.
        mutating func dependencyFolders(_ value: Node, base: String) -> [String]? {
            existingFolders(value, key: "dependencies", holding: "a dependency's sources", base: base)
        }

        /// A list of folders (one folder is read as a list of one) of `key`, each an existing
        /// folder relative to `base`, the file's folder; the others are problems at their place.
        mutating func existingFolders(_ value: Node, key: String, holding what: String, base: String) -> [String]? {
            guard let list = strings(value, key) else { return nil }
            var items = [value]
            if case .sequence(let sequence) = value { items = Array(sequence) }
            var folders: [String] = []
            for (folder, node) in zip(list, items) {
                let path = folder.hasPrefix("/") ? folder : URL(fileURLWithPath: base).appendingPathComponent(folder).path
                var isFolder: ObjCBool = false
                guard !folder.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    problem(node, "\(key): `\(folder)` is not a folder (\(what), relative to the configuration file's folder)")
                    continue
                }
                folders.append(folder)
            }
            return folders
        }

        /// `fail_on:` the kinds of finding that fail the scan, each a kind the scan reports.
        mutating func verdictKinds(_ value: Node, _ key: String) -> Set<ScanVerdict>? {
            guard let list = strings(value, key) else { return nil }
            var items = [value]
            if case .sequence(let sequence) = value { items = Array(sequence) }
            var kinds = Set<ScanVerdict>()
            let names = ScanVerdict.problems.map(\.kindName)
            for (word, node) in zip(list, items) {
                if let kind = ScanVerdict.problems.first(where: { $0.kindName == word }) {
                    kinds.insert(kind)
                } else {
                    problem(node, "fail_on: unknown kind '\(word)'" + Self.suggestion(word, in: names, listing: "kinds"))
                }
            }
            return kinds
        }

        mutating func scalar(_ node: Node, _ key: String, expecting what: String) -> String? {
            guard case .scalar(let s) = node else {
                problem(node, "\(key): expected \(what), found \(Self.kind(node))")
                return nil
            }
            return s.string
        }

        /// A list of strings; one string is read as a list of one.
        mutating func strings(_ node: Node, _ key: String) -> [String]? {
            switch node {
            case .scalar(let s): return [s.string]
            case .sequence(let items):
                var out: [String] = []
                for item in items {
                    guard case .scalar(let s) = item else {
                        problem(item, "\(key): expected text, found \(Self.kind(item))")
                        return nil
                    }
                    out.append(s.string)
                }
                return out
            default:
                problem(node, "\(key): expected a list (`[a, b]`), found \(Self.kind(node))")
                return nil
            }
        }

        mutating func bool(_ node: Node, _ key: String) -> Bool? {
            guard case .scalar = node, let flag = node.bool else {
                problem(node, "\(key): expected true or false, found \(Self.kind(node))")
                return nil
            }
            return flag
        }
    }
}
