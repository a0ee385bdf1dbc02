import Dispatch
import Foundation
import LayoutCore
import SwiftUISource

/// A scan's findings, using the cache (``ScanCache``) and every core.
///
/// Steps of `findings()`:
/// 1. hash each file's bytes, the dependencies' sources' too;
/// 2. read each file's names from the cache (those of a few edited or added files from their
///    text alone: ``fewUnnamed``); when all are there, compute the keys and read each file's
///    findings: when every file hits, that is the result, and nothing more is parsed;
/// 3. otherwise parse the files once, on `jobs` threads (``ScanProject``, each file told to the
///    ``meter``), and
///    cache the names step 2 missed. When step 2 read every file's names (only some files
///    changed), only the files that the changed ones read are parsed (``filesRead(by:_:)``):
///    their findings depend on nothing else, which is what their keys say. Otherwise (a file
///    never scanned, or modules with indexes of their own) every file is;
/// 4. the keys, unless step 2 computed them (the parse gives the names the cache held), and the
///    findings step 2 did not read;
/// 5. evaluate the units of the files that missed on `jobs` threads
///    (``ScanAnalysis/evaluate(_:references:jobs:meter:)``), every platform's units listed
///    first so that the ``meter`` knows the total, each unit within ``timeLimit``, and cache
///    their findings, file by file (not a file with a view cut short by the limit), the cache
///    kept under its size (``ScanCache/prune(limit:)``);
/// 6. every finding, sorted by file and position;
/// 7. under `--stress`, the files of the views whose own layout step 5 deferred, the view being
///    likely placed by another (``StressFindings/likelyPlaced(_:files:)``), where no view laid
///    out places them after all and their own layout is where the app shows them (not in
///    ``notOnItsOwn``: a sheet's content, a navigation destination, a view an app's scene or a
///    router names; not a menu's items, nor a view another view's code names) and a whole
///    program reaches them (not in ``unreachable``): evaluated again with every view laid out,
///    and cached so.
struct ScanEvaluation {
    var files: [ScanFile]
    /// The dependencies' sources: parsed with `files`, part of their keys, never evaluated.
    var dependencies: [ScanFile] = []
    var options: SourceOptions
    var cache: ScanCache?
    var jobs: Int
    /// The platforms each file is built for, in the order of `files` (``ScanPlatforms``); its
    /// findings' answers are its first platform's, with every platform's where they differ.
    /// Empty: every file is built for `options`' platform only.
    var platforms: [[String]] = []
    /// The time one view's evaluation may take (``SourceProject/evaluate(_:form:placeholder:timeLimit:now:)``);
    /// nil: no limit.
    var timeLimit: Duration?
    /// The configurations of `--stress`; empty: none.
    var stress: [StressConfiguration] = []
    /// Told how far the evaluation has come (``ScanProgress``); it keeps each view's time.
    var meter = EvaluationMeter(sink: nil)
    /// The module of each file and what each module sees (``ScanModules``): a file's views are
    /// evaluated in an index of what its module reads. Nil: one index of every file.
    var modules: ScanModules?

    /// Files whose findings came from the cache, files evaluated, and files parsed (the
    /// dependencies' among them), in the last run.
    private(set) var reused = 0
    private(set) var evaluated = 0
    private(set) var parsed = 0

    /// The simple names of the views whose own layout `--stress` defers (step 5).
    private(set) var deferred: Set<String> = []
    /// Every file's names, when step 2 or 3 has them all (step 7 reads them).
    private(set) var allNames: [SourceNames] = []
    /// Whether the files are a whole program (``StressFindings/isWholeProgram(_:manifests:)``):
    /// then, under `--stress`, the views its code never reaches are found (``unreachable``).
    var wholeProgram = false
    /// Under `--stress`, in a whole program: the simple names of the views no code a shipped app
    /// runs reaches (``SourceNames/unreachableViews(_:roots:built:platform:idiom:)``, the `public` ones reached),
    /// on any platform of the matrix, from the files built for it (a view only a watch app shows
    /// is not laid out on an iPhone).
    private(set) var unreachable: Set<String> = []
    /// Under `--stress`, in a whole program: for each device idiom of the matrix (`phone`,
    /// `pad`), the views no code the app runs on such a device reaches (an iPad-only screen,
    /// linked from `if UIDevice.current.userInterfaceIdiom == .pad { … }`).
    private(set) var unreachableOn: [String: Set<String>] = [:]
    /// Under `--stress`: the simple names of the views whose own layout on a screen is not where
    /// the app shows them (step 7): only ever content the system draws, or named by another
    /// view's live code and never presented as a screen.
    private(set) var notOnItsOwn: Set<String> = []

    mutating func findings() -> [ScanFinding] {
        let (found, project, keys, reads) = firstPass()
        guard !stress.isEmpty else { return found }
        // 7.
        if wholeProgram {
            // On each platform of the matrix, from the files built for it: unreachable on all.
            let published = Set(found.filter(\.isPublic).map { ScanAnalysis.simpleName($0.name) })
            let platforms = self.platforms
            var unreached: Set<String>?
            for platform in Set(stress.map(\.platform)) {
                let here = SourceNames.unreachableViews(allNames, roots: published, built: { i in i >= platforms.count || platforms[i].contains(platform) }, platform: platform)
                unreached = unreached?.intersection(here) ?? here
            }
            unreachable = unreached ?? []
            let idioms = Dictionary(grouping: stress) { $0.idiom ?? "" }
            for (idiom, configurations) in idioms where !idiom.isEmpty {
                var unreachedHere: Set<String>?
                for platform in Set(configurations.map(\.platform)) {
                    let here = SourceNames.unreachableViews(allNames, roots: published, built: { i in i >= platforms.count || platforms[i].contains(platform) }, platform: platform, idiom: idiom)
                    unreachedHere = unreachedHere?.intersection(here) ?? here
                }
                unreachableOn[idiom] = unreachedHere ?? []
            }
        }
        // A view only ever in a menu or a toolbar is drawn by the system: not laid out at all. A
        // view another view's live code names is laid out on a screen of its own only where it is
        // one (presented, or named by code that is not a view's): else its context is the view
        // that places it, or one the model could not build, and a screen is not it. Read from the
        // names alone, so that a cached layout decides nothing.
        notOnItsOwn = SourceNames.calledOnlyInSystemContent(allNames)
            .union(SourceNames.namedByViews(allNames).subtracting(SourceNames.screens(allNames)))
        // Placed by a view of the app laid out (a preview's context does not decide: StressFindings).
        let placed = found.reduce(into: Set<String>()) { out, f in
            let name = ScanAnalysis.simpleName(f.name)
            if !f.isPreview && !unreachable.contains(name) && !notOnItsOwn.contains(name) { out.formUnion(f.places) }
        }
        let redo = Set(found.filter { f in
            let name = ScanAnalysis.simpleName(f.name)
            return f.stressDeferred && !placed.contains(name) && !notOnItsOwn.contains(name) && !unreachable.contains(name)
        }.map(\.file.path))
        guard !redo.isEmpty else { return found }
        let indexes = files.indices.filter { redo.contains(files[$0].path) }
        // The project step 3 parsed, when it holds those files; else those files and what they read.
        let parsed = project.flatMap { p in redo.isSubset(of: p.files.map(\.path)) ? p : nil } ?? {
            let read = reads.isEmpty || modules?.isPartitioned == true ? nil : Self.filesRead(by: indexes, reads)
            return ScanProject(
                files: files.indices.filter { read?.contains($0) ?? true }.map { files[$0] },
                dependencies: dependencies.indices.filter { read?.contains(files.count + $0) ?? true }.map { dependencies[$0] },
                options: options, jobs: jobs)
        }()
        let deferred = self.deferred
        self.deferred = []
        defer { self.deferred = deferred }
        let again = evaluate(parsed, paths: redo)
        if let cache, !keys.isEmpty {
            let byFile = Dictionary(grouping: again, by: \.file.path)
            let stored = indexes.filter { !meter.outOfTime.contains(files[$0].path) }
            cache.store(stored.count, jobs: jobs) { (byFile[files[stored[$0]].path] ?? [], keys[stored[$0]]) }
        }
        evaluated += redo.count
        return Self.sorted(found.filter { !redo.contains($0.file.path) } + again)
    }

    /// Steps 1–6: the findings, the project when step 3 parsed one, and the files' keys and
    /// reads when the cache gave them.
    private mutating func firstPass() -> (findings: [ScanFinding], project: ScanProject?, keys: [String], reads: [[Int]]) {
        // 1.
        let all = files + dependencies
        let hashes = DeepTrees.concurrentMap(all.count, jobs: jobs) { ScanCache.hash(all[$0].bytes) }
        // 2.
        var names: [SourceNames?] = []
        var keys: [String] = []
        var reads: [[Int]] = []
        var cached: [[ScanFinding]?] = []
        if let cache {
            names = DeepTrees.concurrentMap(hashes.count, jobs: jobs) { cache.names(contentHash: hashes[$0]) }
            // A few files the cache has no names of (edited, added): read theirs alone.
            let unnamed = names.indices.filter { names[$0] == nil }
            if unnamed.count * Self.fewUnnamed <= names.count {
                for i in unnamed {
                    names[i] = SourceNames(text: all[i].text)
                    cache.store(names[i]!, contentHash: hashes[i])
                }
            }
            if names.allSatisfy({ $0 != nil }) {
                (keys, reads) = self.keys(names.map { $0! }, hashes, cache)
                cached = cachedFindings(keys, cache)
                allNames = names.map { $0! }
                if cached.allSatisfy({ $0 != nil }) {
                    reused = files.count
                    return (Self.sorted(cached.flatMap { $0! }), nil, keys, reads)
                }
            }
        }
        // 3.
        let meter = self.meter
        var parsedFiles = files, parsedDependencies = dependencies
        if !reads.isEmpty, modules?.isPartitioned != true {
            let read = Self.filesRead(by: files.indices.filter { cached[$0] == nil }, reads)
            parsedFiles = files.indices.filter(read.contains).map { files[$0] }
            parsedDependencies = dependencies.indices.filter { read.contains(files.count + $0) }.map { dependencies[$0] }
        }
        let indexed = parsedFiles.count + parsedDependencies.count
        parsed = indexed
        let project = ScanProject(files: parsedFiles, dependencies: parsedDependencies, options: options, jobs: jobs, parsed: { meter.indexing($0, of: indexed) })
        // Step 2 had every file's names, or every file is parsed (only then are some parsed alone).
        if allNames.isEmpty { allNames = project.source.names }
        if !stress.isEmpty { deferred = StressFindings.likelyPlaced(allNames, files: files) }
        guard let cache else {
            evaluated = files.count
            return (Self.sorted(evaluate(project, paths: Set(files.map(\.path)))), project, [], [])
        }
        let unnamed = names.indices.filter { names[$0] == nil }
        _ = DeepTrees.concurrentMap(unnamed.count, jobs: jobs) { cache.store(project.source.names[unnamed[$0]], contentHash: hashes[unnamed[$0]]) }
        // 4.
        if keys.isEmpty {
            keys = self.keys(project.source.names, hashes, cache).keys
            cached = cachedFindings(keys, cache)
        }
        let found = cached.compactMap { $0 }.flatMap { $0 }
        let missing = Set(files.indices.filter { cached[$0] == nil }.map { files[$0].path })
        reused = files.count - missing.count
        // 5.
        let fresh = evaluate(project, paths: missing)
        let byFile = Dictionary(grouping: fresh, by: \.file.path)
        // A view cut short by the time limit is not cached: on a faster machine, or with a
        // larger limit, it may be modelled.
        let stored = files.indices.filter { missing.contains(files[$0].path) && !meter.outOfTime.contains(files[$0].path) }
        cache.store(stored.count, jobs: jobs) { (byFile[files[stored[$0]].path] ?? [], keys[stored[$0]]) }
        evaluated = missing.count
        cache.prune()
        // 6.
        return (Self.sorted(found + fresh), project, keys, reads)
    }

    /// Step 2 or 4: each file's findings the cache keeps under its key (nil: a miss), read on
    /// every thread.
    private func cachedFindings(_ keys: [String], _ cache: ScanCache) -> [[ScanFinding]?] {
        DeepTrees.concurrentMap(files.count, jobs: jobs) { cache.findings(key: keys[$0], in: files[$0]) }
    }

    /// Step 2 or 4: each file's key, from the files its names give (the dependencies' sources
    /// among them) and its platforms, and those files (indexes into `files` then
    /// `dependencies`, the file itself among them); `names` and `hashes` are of `files` then
    /// `dependencies`. Within modules, a file depends only on the files its module reads, and
    /// its module is part of its key.
    func keys(_ names: [SourceNames], _ hashes: [String], _ cache: ScanCache) -> (keys: [String], reads: [[Int]]) {
        let all = files + dependencies
        let partitioned = modules?.isPartitioned == true ? modules : nil
        let reads = Array(SourceNames.dependencies(names, canRead: partitioned.map { m in { m.canRead($0, $1) } }).prefix(files.count))
        let keys = reads.enumerated().map { i, dependencies in
            let built = platforms.isEmpty ? "" : "\u{1F}" + platforms[i].joined(separator: ",")
            let module = partitioned.map { "\u{1F}module " + ($0.home(of: i) ?? "") } ?? ""
            return cache.findingsKey(file: files[i].path + built + module, dependencies: dependencies.map { (all[$0].path, hashes[$0]) })
        }
        return (keys, reads)
    }

    /// Step 2 reads the names of the files the cache has none of on their own when they are at
    /// most this fraction (1 / n) of all: parsing them twice costs less than parsing every file.
    static let fewUnnamed = 4

    /// Step 3: the files (indexes into `files` then `dependencies`) that the files at `changed`
    /// read, themselves among them (`reads` is step 2's).
    static func filesRead(by changed: [Int], _ reads: [[Int]]) -> Set<Int> {
        changed.reduce(into: Set<Int>()) { $0.formUnion(reads[$1]) }
    }

    /// Step 5: the units of the files at `paths`, on each platform their file is built for,
    /// its first platform first, each module's files in an index of what it reads
    /// (``parts(_:paths:)``); a unit whose trees on another platform are the same is not
    /// classified again (``ScanAnalysis/evaluate(_:reference:)``); the answers merged
    /// (``PlatformMerge``).
    func evaluate(_ project: ScanProject, paths: Set<String>) -> [ScanFinding] {
        let byPath = Dictionary(zip(files.map(\.path), platforms.isEmpty ? files.map { _ in [options.conditions.platform] } : platforms),
                                uniquingKeysWith: { first, _ in first })
        let all = ScanPlatforms.ordered(Set(paths.flatMap { byPath[$0] ?? [] }))
        var found: [(platform: String, findings: [ScanFinding])] = []
        var first: [String: ScanFinding] = [:]
        let debugFiles = options.conditions.defines.contains("DEBUG") ? [] : project.source.filesDeclaringViews(under: "DEBUG").intersection(paths)
        // Every module's and platform's units first, so that the progress knows the total.
        // A module's evaluations share the bodies they build, on every platform
        // (``InstanceBodyPool``: a body built on one is taken on another where it builds the same).
        let listed = parts(project, paths: paths).flatMap { part in
            let bodies = InstanceBodyPool()
            return ScanPlatforms.ordered(Set(part.paths.flatMap { byPath[$0] ?? [] })).map { platform in
                let onPlatform = project.on(platform, among: all, restrictedTo: part.reads)
                var analysis = ScanAnalysis(project: onPlatform)
                analysis.timeLimit = timeLimit
                analysis.stress = stress
                analysis.deferred = deferred
                var units = analysis.units().filter { byPath[$0.finding.file.path]?.contains(platform) == true && part.paths.contains($0.finding.file.path) }
                for i in units.indices { units[i].onSeveralPlatforms = (byPath[units[i].finding.file.path]?.count ?? 1) > 1 }
                return (platform: platform, analysis: analysis, units: units, project: onPlatform, debugFiles: debugFiles.intersection(part.paths), bodies: bodies)
            }
        }
        meter.expect(listed.reduce(0) { $0 + $1.units.count })
        for (platform, analysis, units, project, debugFiles, bodies) in listed {
            let references = units.map { first[Self.key($0.finding)] }
            var findings = analysis.evaluate(units, references: references, jobs: jobs, meter: meter, sharing: bodies)
            findings += debugOnly(project, platform: platform, among: all, files: debugFiles, known: Set(units.map { Self.key($0.finding) }), byPath: byPath)
            for f in findings where first[Self.key(f)] == nil { first[Self.key(f)] = f }
            found.append((platform, findings))
        }
        // The bodies the evaluations kept are freed on every thread, not on this one.
        var released = Set<ObjectIdentifier>()
        for part in listed where released.insert(ObjectIdentifier(part.bodies)).inserted {
            part.bodies.release(jobs: jobs)
        }
        return PlatformMerge.merge(found)
    }

    /// Step 5's parts: with ``modules`` forming several, each module's files at `paths` that may
    /// declare something to evaluate on some platform (``mayDeclareViews(_:)``), and the paths of
    /// the files that module reads; otherwise `paths` and nil (every file).
    func parts(_ project: ScanProject, paths: Set<String>) -> [(paths: Set<String>, reads: Set<String>?)] {
        guard let modules, modules.isPartitioned else { return [(paths, nil)] }
        let all = files + dependencies
        let candidates = Self.mayDeclareViews(project.source.names)
        let evaluated = Set(files.indices.filter { paths.contains(files[$0].path) && candidates.contains($0) })
        return modules.parts(evaluating: evaluated).map { part in
            (Set(part.home.map { all[$0].path }), Set(part.visible.map { all[$0].path }))
        }
    }

    /// The files (by index) that may declare a view, a modifier or a view function on some
    /// platform, from their names alone (an index is per platform, and building one per module
    /// only to find nothing is what this spares): those naming `View`, `body`, `ViewModifier`
    /// or one of SwiftUI's views and protocols whose extensions add modifiers, and those
    /// declaring a type that another such file extends (`extension Profile: View`).
    static func mayDeclareViews(_ names: [SourceNames]) -> Set<Int> {
        let words: Set<String> = ["View", "body", "ViewModifier", "makeBody", "Text", "Image", "Shape", "InsettableShape", "DynamicViewContent"]
        let viewFiles = Set(names.indices.filter { !names[$0].used.isDisjoint(with: words) })
        let extended = viewFiles.reduce(into: Set<String>()) { $0.formUnion(names[$1].extended) }
        return viewFiles.union(names.indices.filter { !names[$0].declared.isDisjoint(with: extended) })
    }

    /// Step 5, for declarations only a debug build compiles (a debug screen or preview helper
    /// inside `#if DEBUG`): the scan's conditions are a release build's, but Xcode's and
    /// SwiftPM's debug configurations define `DEBUG`, and those views are built, run and
    /// previewed there. They are found with `DEBUG` set and derived in that build, saying so;
    /// the other declarations keep the release build's answer. Only when `candidates` (the
    /// files declaring a view inside `#if DEBUG`) is not empty are the files indexed again.
    func debugOnly(_ project: ScanProject, platform: String, among all: [String], files candidates: Set<String>, known: Set<String>, byPath: [String: [String]]) -> [ScanFinding] {
        guard !candidates.isEmpty else { return [] }
        var analysis = ScanAnalysis(project: project.on(platform, among: all, defining: ["DEBUG"]))
        analysis.timeLimit = timeLimit
        analysis.stress = stress
        analysis.deferred = deferred
        var units = analysis.units().filter {
            candidates.contains($0.finding.file.path) && byPath[$0.finding.file.path]?.contains(platform) == true && !known.contains(Self.key($0.finding))
        }
        for i in units.indices { units[i].onSeveralPlatforms = (byPath[units[i].finding.file.path]?.count ?? 1) > 1 }
        meter.expect(units.count)
        return analysis.evaluate(units, references: units.map { _ in nil }, jobs: jobs, meter: meter).map { finding in
            var finding = finding
            finding.assumptions.append(Assumption(.approximation, "DEBUG", "declared only where DEBUG is set (`#if DEBUG`): derived for a debug build"))
            return finding
        }
    }

    /// A unit's identity across platforms.
    static func key(_ f: ScanFinding) -> String {
        "\(f.file.path)\u{1F}\(f.line)\u{1F}\(f.column)\u{1F}\(f.name)"
    }

    static func sorted(_ findings: [ScanFinding]) -> [ScanFinding] {
        findings.sorted { ($0.file.path, $0.line, $0.column, $0.name) < ($1.file.path, $1.line, $1.column, $1.name) }
    }
}

extension ScanAnalysis {
    /// Steps 2–5 of each unit, on `jobs` threads (each with the large stack deep trees need);
    /// the findings in the order of `units`. The project is only read: each evaluation builds
    /// its own translator and trees, and the units evaluated one after the other on a thread
    /// share the bodies of the views they build (``InstanceBodyPool``: `sharing`, for the
    /// other platforms of the same files, else one of their own). A thread takes a file's units
    /// together, their views build each other's bodies, a long file's in several runs (at most
    /// a quarter of a thread's share each), so that one file still fills every thread. `meter`
    /// is told each unit's finding and time.
    func evaluate(_ units: [Unit], references: [ScanFinding?]? = nil, jobs: Int, meter: EvaluationMeter? = nil, sharing: InstanceBodyPool? = nil) -> [ScanFinding] {
        let references = references ?? units.map { _ in nil }
        let bodies = sharing ?? InstanceBodyPool()
        let runs = Self.runsOfOneFile(units.map(\.finding.file.path), longest: max(1, units.count / (4 * max(1, jobs))))
        return DeepTrees.concurrentMap(runs.count, jobs: jobs) { run in
            runs[run].map { timed(units[$0], reference: references[$0], meter: meter, sharing: bodies) }
        }.flatMap { $0 }
    }

    /// The ranges of consecutive units of one file (by the files' `paths`, in order), each of at
    /// most `longest` units.
    static func runsOfOneFile(_ paths: [String], longest: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for i in paths.indices.dropFirst() where paths[i] != paths[i - 1] || i - start == longest {
            runs.append(start..<i)
            start = i
        }
        if !paths.isEmpty { runs.append(start..<paths.count) }
        return runs
    }

    /// Steps 2–5 of one unit, its finding and time told to `meter`.
    func timed(_ unit: Unit, reference: ScanFinding?, meter: EvaluationMeter?, sharing: InstanceBodyPool? = nil) -> ScanFinding {
        let clock = ContinuousClock()
        let start = clock.now
        let finding = evaluate(unit, reference: reference, sharing: sharing)
        let elapsed = start.duration(to: clock.now)
        meter?.evaluated(finding, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        return finding
    }
}
