import Foundation

/// The module each scanned file belongs to, and the modules each module sees, the way the
/// compiler resolves names: a file reads the declarations of its own module and of the modules
/// it imports, never those of another target that declares a type of the same name.
///
/// A file's modules come from, in this order: `.sizing.yml`'s `targets:` (the deepest folder
/// holding it), the Xcode projects' targets compiling it (``XcodeProject/Target/module``: two
/// targets building one module for two platforms are one module; a test target is a module of
/// its own, after the others), the package target whose
/// folder holds it (the deepest). A file no target claims is in the module `""`, which sees
/// every module (the scan cannot tell what it would import), and which no other module sees.
/// The dependencies' sources (checkouts, `dependencies:`) are seen by every module.
///
/// Steps of ``init(files:dependencies:manifests:configured:)``:
/// 1. each file's modules, by the rules above;
/// 2. each module's imports: the modules its files name in `import` lines (``imports(in:)``);
/// 3. what each module sees: itself, the modules it imports, and what those re-export
///    (`@_exported import`), transitively.
struct ScanModules {
    /// The modules, in the order they were first met; `""` for files no target claims.
    private(set) var names: [String] = []
    /// For each file (``ScanEvaluation/files`` then the dependencies), the modules compiling
    /// it, its home module (where its views are evaluated) first; empty for a dependency.
    private(set) var membership: [[Int]] = []
    /// For each module, the modules whose files it reads, itself included.
    private(set) var sees: [Set<Int>] = []

    /// Whether the files form more than one module: otherwise every file reads every other, as
    /// in one index.
    var isPartitioned: Bool { names.count > 1 }

    /// One module's view of the project: the files whose views are evaluated in it and the
    /// files it reads (by index into files then dependencies).
    struct Part {
        var home: [Int]
        var visible: [Int]
    }

    /// `files` and `dependencies` as the scan read them; `manifests` the projects and packages
    /// found around them; `configured` the `targets:` of `.sizing.yml` (absolute folders).
    init(files: [ScanFile], dependencies: [ScanFile], manifests: ScanPlatforms, configured: [(name: String, folders: [String])] = []) {
        // 1.
        var index: [String: Int] = [:]
        func module(_ name: String) -> Int {
            if let i = index[name] { return i }
            index[name] = names.count
            names.append(name)
            return names.count - 1
        }
        for file in files {
            let path = URL(fileURLWithPath: file.absolutePath).standardizedFileURL.path
            membership.append(Self.modules(of: path, manifests: manifests, configured: configured).map(module))
        }
        membership += dependencies.map { _ in [] }
        // 2.
        var imports = Array(repeating: Set<String>(), count: names.count)
        var exports = Array(repeating: Set<String>(), count: names.count)
        for (file, modules) in zip(files, membership) {
            let found = Self.imports(of: file)
            for m in modules {
                imports[m].formUnion(found.map(\.module))
                exports[m].formUnion(found.filter(\.exported).map(\.module))
            }
        }
        // 3.
        let unclaimed = index[""]
        sees = names.indices.map { m in
            if m == unclaimed { return Set(names.indices) }
            var seen: Set<Int> = [m]
            var pending = imports[m].compactMap { index[$0] }
            while let next = pending.popLast() {
                guard next != unclaimed, seen.insert(next).inserted else { continue }
                pending += exports[next].compactMap { index[$0] }
            }
            return seen
        }
    }

    /// Step 1 for one file (absolute, standardised): the names of the modules compiling it.
    static func modules(of path: String, manifests: ScanPlatforms, configured: [(name: String, folders: [String])]) -> [String] {
        func deepest<T>(_ candidates: [(T, String)]) -> T? {
            candidates.filter { path.hasPrefix($0.1 + "/") }.max { $0.1.count < $1.1.count }?.0
        }
        if let name = deepest(configured.flatMap { target in target.folders.map { (target.name, $0) } }) { return [name] }
        var compiling: [String] = []
        // A file an app and its tests both compile has the app's module as its home.
        for project in manifests.projects {
            for target in project.targets.filter({ !$0.isTest }) + project.targets.filter(\.isTest)
            where target.compiles(path) && !compiling.contains(target.module) {
                compiling.append(target.module)
            }
        }
        if !compiling.isEmpty { return compiling }
        let packaged = manifests.packageTargets.flatMap { package in
            package.targets.map { (XcodeProject.identifier($0.name), URL(fileURLWithPath: package.root + "/" + $0.folder).standardizedFileURL.path) }
        }
        return [deepest(packaged) ?? ""]
    }

    /// Step 2 for one file: the modules its `import` declarations name (`import Shared`,
    /// `@testable import App`, `import struct Nuke.ImageRequest`), read line by line so that
    /// no parse is needed (the cache's keys are computed before any).
    static func imports(in text: String) -> [(module: String, exported: Bool)] {
        var found: [(String, Bool)] = []
        for line in text.split(whereSeparator: \.isNewline) where line.contains("import") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            var exported = false
            while let first = words.first, first.hasPrefix("@") {
                if first == "@_exported" { exported = true }
                words = words.dropFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(words.first!), words.count >= 2 { words = words.dropFirst() }
            let module = words.first!.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !module.isEmpty { found.append((String(module), exported)) }
        }
        return found
    }

    /// ``imports(in:)`` of a file, reading as text only the lines whose bytes hold `import`
    /// (the others cannot name a module; the whole text, as Characters, is most of what a
    /// cached scan spends).
    static func imports(of file: ScanFile) -> [(module: String, exported: Bool)] {
        var found: [(module: String, exported: Bool)] = []
        var rest = file.bytes[...]
        while let at = ScanFile.find("import", in: rest) {
            let isBreak = { (b: UInt8) in b == 0x0A || b == 0x0D }
            let start = rest[..<at].lastIndex(where: isBreak).map { $0 + 1 } ?? rest.startIndex
            let end = rest[at...].firstIndex(where: isBreak) ?? rest.endIndex
            found += imports(in: String(decoding: rest[start..<end], as: UTF8.self))
            rest = rest[end...]
        }
        return found
    }

    /// Whether file `i` reads file `j`'s declarations: `j` is a dependency, or one of its
    /// modules is seen by `i`'s home module.
    func canRead(_ i: Int, _ j: Int) -> Bool {
        guard let home = membership[i].first, !membership[j].isEmpty else { return true }
        return membership[j].contains { sees[home].contains($0) }
    }

    /// Each module with files at `paths` (by index into files then dependencies), in the order
    /// of ``names``: the files evaluated there and those it reads.
    func parts(evaluating paths: Set<Int>) -> [Part] {
        names.indices.compactMap { m in
            let home = paths.filter { membership[$0].first == m }.sorted()
            guard !home.isEmpty else { return nil }
            let visible = membership.indices.filter { j in membership[j].isEmpty || membership[j].contains { sees[m].contains($0) } }
            return Part(home: home, visible: visible)
        }
    }

    /// The home module's name of file `i`; nil for a dependency.
    func home(of i: Int) -> String? {
        membership[i].first.map { names[$0] }
    }
}
