import CatalogStore
import Foundation
import LayoutCore
import SwiftUISource

/// One scan to run: the paths, the configuration (``ScanConfiguration``) and what the command
/// line asks besides (`--fix`, the cache, threads, `--verbose`).
///
/// ```swift
/// let configuration = try ScanConfigurationFile.configuration(ScanConfigurationFile.find(for: ["Sources"]))
/// var result = try ScanRequest(paths: ["Sources"], configuration: configuration).run { print($0) }
/// print(result.report(.xcode), result.summary)
/// ```
///
/// Steps of ``run(messages:)``:
/// 1. collect the files (``ScanFiles``), dropping those the configuration excludes, and the
///    sources of the dependencies (checkouts, `dependencies:`), which are read only: parsed
///    with the files, never reported, fixed or written; a file of ``overlay`` is read from there;
/// 2. derive every finding on each platform its file is built for (``ScanPlatforms``), in an
///    index of what its module reads (`ScanModules`), from the cache where it can
///    (`ScanEvaluation`, `ScanCache`);
/// 3. leave out undocumented views when `report_undocumented` is false;
/// 4. with ``fix``, write the doc comments (`ScanFix`, ``SourceFileWriter``);
/// 5. apply the files' inline suppressions (`ScanSuppressions`).
///
/// The baseline (``ScanResult/applyBaseline(at:)``) and the report (``ScanResult/report(_:painter:picture:width:verbose:)``)
/// follow on the result. Nothing is printed: every message (a skipped file, a fix refused, a
/// suppression that suppresses nothing) goes to the caller's `messages`, in order.
public struct ScanRequest {
    /// The files and folders to scan, as given (relative paths stay relative in the findings).
    public var paths: [String]
    public var configuration: ScanConfiguration
    /// Write or correct the doc comments in place (`--fix`).
    public var fix = false
    /// Read and write the scan cache (`--no-cache` turns it off).
    public var useCache = true
    /// Evaluate on this many threads.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Say how many files came from the cache (`--verbose`).
    public var verbose = false
    /// Accept paths that hold no Swift file (`--allow-empty`); otherwise that is a usage error,
    /// so that a mistyped path in CI does not pass as "0 findings". Files the configuration
    /// excludes still count as found.
    public var allowEmpty = false
    /// The tool and its version, part of the cache's keys (`sizing 0.9.0`).
    public var tool = "sizing"
    /// Where the cache is looked for (`$SIZING_CACHE_DIR`, `$XDG_CACHE_HOME`, `$HOME`).
    public var environment = ProcessInfo.processInfo.environment
    /// Told how far the scan has come (``ScanProgress``), from any thread, one event at a
    /// time; nil: nobody asks. The scan never draws it itself.
    public var progress: (@Sendable (ScanProgress) -> Void)?
    /// Text to scan instead of the file on disk, by absolute, standardized path (an editor's
    /// unsaved documents, for `sizing lsp`). Only files the walk finds are read so; the others
    /// here are not scanned. With ``fix``, a file whose disk bytes differ from its text here is
    /// left alone, as one changed since it was read.
    public var overlay: [String: String] = [:]
    /// How many of the slowest views and files `--verbose` names.
    public static let slowestListed = 5

    public init(paths: [String], configuration: ScanConfiguration) {
        self.paths = paths
        self.configuration = configuration
    }

    /// The platforms each file is built for: the one `--platform` or `.sizing.yml` names, else
    /// those its Xcode project or package declares (``ScanPlatforms``), else the default.
    func platforms(of files: [ScanFile], manifests: ScanPlatforms) -> [[String]] {
        guard configuration.platform.origin == .defaultValue else { return files.map { _ in [configuration.platform.value] } }
        return files.map { manifests.platforms(of: $0) ?? [configuration.platform.value] }
    }

    /// Steps 1–5; `messages` is told each warning and error on the way, as one line.
    public func run(messages: @escaping (String) -> Void) throws -> ScanResult {
        // 1.
        let sources = try ScanFiles.collectSources(paths, dependencies: configuration.dependencyFolders, keep: configuration.keeps, warn: messages)
        let files = overlay.isEmpty ? sources.files : sources.files.map { file in
            overlay[file.absolutePath].map { ScanFile(path: file.path, bytes: Array($0.utf8), text: $0) } ?? file
        }
        // A path holding no Swift file is a mistake (a typo in CI would pass as "0 findings");
        // files the configuration leaves out are a choice (a pre-commit hook passes any file).
        if sources.found == 0 && !allowEmpty {
            throw ScanError(
                message: "\(paths.joined(separator: ", ")): no Swift file to scan; give --allow-empty to accept an empty scan",
                exitCode: 64)
        }
        // 2.
        let wholeProgram = StressFindings.isWholeProgram(files, manifests: sources.manifests)
        let manifests = ScanPlatforms(paths: paths, manifests: sources.manifests)
        var stress = stressConfigurations(messages: messages)
        if wholeProgram { stress = Self.supportedOrientations(Self.limitingTextSizes(stress, files: files), projects: manifests.projects) }
        let cache = useCache ? ScanCache(settings: configuration.analysisSettings + stress.key, tool: tool, environment: environment, warn: messages) : nil
        var evaluation = ScanEvaluation(files: files, dependencies: sources.dependencies, options: configuration.sourceOptions, cache: cache, jobs: jobs)
        evaluation.platforms = platforms(of: files, manifests: manifests)
        evaluation.modules = ScanModules(files: files, dependencies: sources.dependencies, manifests: manifests, configured: configuration.targetFolders)
        evaluation.timeLimit = configuration.timeLimit
        evaluation.stress = stress.configurations
        // A break inside a List or a NavigationStack may hang on a value only its content reads.
        evaluation.options.exploresFillingContent = !stress.configurations.isEmpty
        evaluation.wholeProgram = wholeProgram
        evaluation.meter = EvaluationMeter(sink: progress)
        defer { evaluation.meter.finish() }
        if verbose {
            let counts = Dictionary(grouping: evaluation.platforms, by: { $0.joined(separator: " and ") }).map { "\($0.key) \($0.value.count)" }.sorted()
            messages("files by the platforms they are built for: " + counts.joined(separator: ", "))
            if let modules = evaluation.modules, modules.isPartitioned {
                let byModule = Dictionary(grouping: files.indices, by: { modules.home(of: $0) ?? "" })
                messages("files by module: " + byModule.map { "\($0.key.isEmpty ? "(no target)" : $0.key) \($0.value.count)" }.sorted().joined(separator: ", "))
            }
        }
        let evaluated = evaluation.findings()
        var findings = StressFindings.expanded(evaluated, unreachable: evaluation.unreachable, unreachableOn: evaluation.unreachableOn, notOnItsOwn: evaluation.notOnItsOwn, wholeProgram: evaluation.wholeProgram)
        if verbose {
            let read = sources.dependencies.isEmpty ? "" : "; \(sources.dependencies.count) file\(sources.dependencies.count == 1 ? "" : "s") of dependencies read"
            let total = files.count + sources.dependencies.count
            let parsed = evaluation.evaluated > 0 && evaluation.parsed < total ? "; only the \(evaluation.parsed) of \(total) files they read parsed" : ""
            messages("\(evaluation.reused) of \(files.count) files from the cache, \(evaluation.evaluated) evaluated on \(max(1, jobs)) thread\(jobs == 1 ? "" : "s")\(read)\(parsed)")
            for line in Self.slowest(evaluation.meter) { messages(line) }
            if let modules = evaluation.modules, modules.isPartitioned, let line = Self.timeByModule(evaluation.meter, modules, files) { messages(line) }
        }
        // 3.
        if !configuration.reportUndocumented.value { findings.removeAll { $0.verdict == .undocumented } }
        // 4.
        let refused = fix ? applyFixes(&findings, messages: messages) : 0
        // 5.
        var suppressions = ScanSuppressions(files)
        let (kept, suppressed) = suppressions.apply(to: findings)
        for warning in suppressions.warnings { messages(warning) }
        var result = ScanResult(files: files, findings: findings, kept: kept, suppressed: suppressed, refusedFixes: refused, policy: configuration.policy)
        result.tool = tool
        return result
    }

    /// `--stress`'s configurations, with the translations of the languages the matrix names read
    /// from the scanned folders (``StressLocalizations``), and what the cache key adds for them
    /// (the translations' hash: an edited translation is laid out again).
    func stressConfigurations(messages: (String) -> Void) -> (configurations: [StressConfiguration], key: String) {
        guard let matrix = configuration.stress.value else { return ([], "") }
        let translated = Set(matrix.languages).subtracting([StressMatrix.source, "pseudo"])
        let folders = paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        let translations = StressLocalizations.read(folders, languages: translated, warn: messages)
        for language in translated.sorted() where translations[language] == nil {
            messages("warning: --stress: no translations into `\(language)` in the scanned folders' .xcstrings or \(language).lproj/*.strings files; it is laid out with the source's strings")
        }
        let text = translations.keys.sorted().map { language in
            language + translations[language]!.sorted { $0.key < $1.key }.map { "\u{1F}\($0.key)\u{1E}\($0.value)" }.joined()
        }.joined(separator: "\n")
        return (matrix.configurations(translations: translations), translations.isEmpty ? "" : " translations=" + ScanCache.hash(text.utf8))
    }

    /// The configurations at the text sizes the app allows (``SceneDynamicTypeSize``: its
    /// window's `dynamicTypeSize(...DynamicTypeSize.accessibility2)`): a size past the limit is
    /// laid out at the limit, once (SotkaApp's accessibility 5 is its accessibility 2); the
    /// cache key says the limit.
    static func limitingTextSizes(_ stress: (configurations: [StressConfiguration], key: String), files: [ScanFile])
        -> (configurations: [StressConfiguration], key: String)
    {
        guard !stress.configurations.isEmpty,
              let range = files.lazy.compactMap({ SceneDynamicTypeSize.range(in: $0.text) }).first else { return stress }
        var seen = Set<String>()
        let limited = stress.configurations.compactMap { configuration -> StressConfiguration? in
            var out = configuration
            out.textSize = Swift.min(Swift.max(configuration.textSize, range.lowerBound), range.upperBound)
            return seen.insert(out.setting.description).inserted ? out : nil
        }
        return (limited, stress.key + " dynamicTypeSize=\(range.lowerBound)...\(range.upperBound)")
    }

    /// The configurations in the orientations the app supports: where every iOS application of
    /// the Xcode projects lists its orientations for an idiom and none lists a landscape one,
    /// that idiom's landscape configurations are left out (a portrait-only iPhone app is never
    /// laid out on its side: sample 7, ChordCombiner). An app that says nothing keeps them all.
    static func supportedOrientations(_ stress: (configurations: [StressConfiguration], key: String), projects: [XcodeProject])
        -> (configurations: [StressConfiguration], key: String)
    {
        let apps = projects.flatMap(\.targets).filter { $0.isApplication && $0.platforms.contains("iOS") }
        guard !apps.isEmpty, !stress.configurations.isEmpty else { return stress }
        let portraitOnly = Set(["phone", "pad"].filter { idiom in
            apps.allSatisfy { app in app.orientations[idiom].map { !$0.contains { $0.contains("Landscape") } } ?? false }
        })
        guard !portraitOnly.isEmpty else { return stress }
        let kept = stress.configurations.filter { configuration in
            !(configuration.device.orientation == .landscape && configuration.idiom.map(portraitOnly.contains) == true)
        }
        return (kept, stress.key + " portraitOnly=" + portraitOnly.sorted().joined(separator: ","))
    }

    /// `--verbose`'s lines naming the slowest views and files (``slowestListed`` each, with
    /// seconds); none when nothing was evaluated.
    static func slowest(_ meter: EvaluationMeter) -> [String] {
        let views = meter.slowestViews(slowestListed)
        guard !views.isEmpty else { return [] }
        func seconds(_ s: Double) -> String { String(format: "%.2f s", s) }
        let files = meter.slowestFiles(slowestListed)
        return [
            "slowest views: " + views.map { "\($0.name) (\($0.location)) \(seconds($0.seconds))" }.joined(separator: ", "),
            "slowest files: " + files.map { "\($0.file) \(seconds($0.seconds))" }.joined(separator: ", "),
        ]
    }

    /// `--verbose`'s line of the evaluation time each module took (its files' views on every
    /// platform), the slowest first; nil when nothing was evaluated.
    static func timeByModule(_ meter: EvaluationMeter, _ modules: ScanModules, _ files: [ScanFile]) -> String? {
        guard !meter.timings.isEmpty else { return nil }
        let moduleOfPath = Dictionary(files.indices.map { (files[$0].path, modules.home(of: $0) ?? "") }, uniquingKeysWith: { first, _ in first })
        let seconds = Dictionary(grouping: meter.timings, by: { moduleOfPath[$0.file] ?? "" }).map { ($0.key, $0.value.reduce(0) { $0 + $1.seconds }) }
        return "time by module: " + seconds.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
            .map { "\($0.0.isEmpty ? "(no target)" : $0.0) " + String(format: "%.2f s", $0.1) }.joined(separator: ", ")
    }

    /// `--fix`: one write per file, only when its bytes change, through ``SourceFileWriter``.
    /// A file it must leave alone is reported (which file, why, what to do) and the others are
    /// still fixed; returns how many files were left alone.
    func applyFixes(_ findings: inout [ScanFinding], messages: (String) -> Void) -> Int {
        let fixable = findings.indices.filter { findings[$0].isFixable }
        var refused = 0
        let byFile = Dictionary(grouping: fixable, by: { findings[$0].file.path })
        for (path, indices) in byFile.sorted(by: { $0.key < $1.key }) {
            let file = findings[indices[0]].file
            let edits = indices.map { ScanFix.Edit(line: findings[$0].docLocation.line, column: findings[$0].docLocation.column, behaviors: findings[$0].derived!) }
            let updated = ScanFix.apply(edits, to: file.bytes, newLine: configuration.docCommentLine)
            guard updated != file.bytes else { continue }
            do {
                try SourceFileWriter.replace(path, expecting: file.bytes, with: updated, messages: messages)
            } catch {
                messages("error: \((error as? ScanError)?.message ?? "\(path): not fixed: \(error)")")
                refused += 1
                continue
            }
            for i in indices { findings[i].fixed = true }
        }
        return refused
    }
}

/// What a scan found, and what it reports: the findings, those the suppressions and the
/// baseline leave (``reported``), and whether the run fails.
public struct ScanResult {
    /// The files scanned, sorted by path.
    public var files: [ScanFile]
    /// Every finding, sorted by file and position (fixed ones marked), before suppressions: what
    /// `--save` records.
    public var findings: [ScanFinding]
    /// The findings no inline suppression covers: what `--write-baseline` records.
    public var kept: [ScanFinding]
    /// How many findings the inline suppressions covered.
    public var suppressed: Int
    /// How many files `--fix` had to leave alone (each reported); any fails the run.
    public var refusedFixes: Int
    /// Which findings fail the run.
    public var policy: ScanPolicy
    /// The findings reported: ``kept``, less those of the baseline when one was applied.
    public var reported: [ScanFinding]
    /// Whether a baseline was applied (``applyBaseline(at:)``).
    public private(set) var baselineApplied = false
    /// The tool and its version (`sizing 0.9.0`), as the request names it: the SARIF log's driver.
    public var tool = "sizing"

    init(files: [ScanFile], findings: [ScanFinding], kept: [ScanFinding], suppressed: Int, refusedFixes: Int, policy: ScanPolicy) {
        self.files = files
        self.findings = findings
        self.kept = kept
        self.suppressed = suppressed
        self.refusedFixes = refusedFixes
        self.policy = policy
        self.reported = kept
    }

    // MARK: The baseline

    /// The text of a baseline file recording today's problems (`--write-baseline`).
    public var baselineText: String { ScanBaseline(kept).json }

    /// How many problems the baseline file records.
    public var baselineCount: Int { ScanPolicy.problems(kept).count }

    /// Reports only the findings that are new or changed since the baseline file at `path`
    /// (`--baseline`); a file that is not a baseline is a ``ScanError`` naming it.
    public mutating func applyBaseline(at path: String) throws {
        reported = try ScanBaseline(contentsOf: path).new(kept)
        baselineApplied = true
    }

    // MARK: Reporting

    /// The whole output of `format` for the reported findings; `width` and `verbose` shape the
    /// text format (``TextScanReporter``).
    public func report(
        _ format: ScanFormat, painter: any ScanTextStyle = PlainScanTextStyle(), picture: HTMLScanPicture? = nil,
        width: Int? = nil, verbose: Bool = false
    ) -> String {
        format.reporter(painter: painter, picture: picture, tool: tool, width: width, verbose: verbose)
            .report(reported, files: files.count, policy: policy)
    }

    /// `21 findings in 5 files: 14 match, 2 differ, 3 undocumented, 2 cannot be modelled`, with
    /// `; 1 suppressed` and `; 2 in the baseline` when they apply.
    public var summary: String {
        var summary = ScanOutput.summary(reported, files: files.count)
        if suppressed > 0 { summary += "; \(suppressed) suppressed" }
        if baselineApplied { summary += "; \(kept.count - reported.count) in the baseline" }
        return summary
    }

    /// Whether the run fails (exit 1): a reported finding the policy fails, or a file `--fix`
    /// had to leave alone.
    public var fails: Bool {
        reported.contains(where: policy.fails) || refusedFixes > 0
    }

    /// The catalog rows of `--save`: a fixed finding is recorded as it now stands
    /// (declared = derived).
    public var catalogRows: [CustomViewInput] {
        var seen = Set<[String]>()
        return findings.compactMap { f in
            guard f.verdict != .stress, seen.insert([f.name, f.file.absolutePath]).inserted else { return nil }
            let declared = f.fixed ? f.derived : f.declared
            let verdict: ScanVerdict = f.fixed ? .matches : f.verdict
            return CustomViewInput(
                name: f.name, file: f.file.absolutePath, line: f.line, column: f.column, kind: f.kind,
                declaredHorizontal: declared?.horizontal, declaredVertical: declared?.vertical,
                derivedHorizontal: f.derived?.horizontal, derivedVertical: f.derived?.vertical,
                verdict: verdict, reason: f.fixed ? "" : f.reason, bodyFingerprint: f.fingerprint)
        }
    }
}
