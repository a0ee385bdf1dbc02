import LayoutCore
import ArgumentParser
import CatalogStore
import Foundation
import SizingProbe
import SwiftUISource

/// `sizing scan PATH…`: checks the `Intrinsic sizing behavior` doc comments of custom views
/// (seed 002) against the probe, and can fix them and record them in the catalog.
struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Check the documented sizing behavior of custom views, modifiers and initializers.",
        discussion: """
            Scans *.swift files (folders recursively, skipping .build and hidden folders) for `struct …: View`, \
            initializers with @ViewBuilder parameters and `extension View` functions returning `some View`, \
            derives each one's behavior with the probe (every scanned file's declarations known) and compares it \
            with its doc comment (`/// Intrinsic sizing behavior: h-exp, v-hug`; `h:exp v:hug` and bold Markdown \
            are read too). Verdicts: matches, differs, undocumented, cannot model.

            Formats: text (default), json, xcode (`file:line:column: error: …`), github (workflow \
            annotations), sarif (SARIF 2.1.0 for code-scanning dashboards) and junit (XML test results).

            Configuration: the nearest .sizing.yml at or above the scanned paths (or --config FILE) sets \
            included and excluded paths, platform and defines, assumed behaviors of views the scan cannot \
            see, whether undocumented views are findings, which kinds fail the run, and the doc comment \
            --fix writes; options given here add to it. --print-config shows the result and where each \
            value came from. Without paths, a folder with a .sizing.yml at or above it is scanned.

            Exit status: 1 when a finding fails the run: by default a documented behavior that differs; \
            with --require-docs (or fail_on) an undocumented view too; with --strict every finding that \
            is not a match ("cannot model" included). Other findings are warnings. 64 for a bad option or \
            configuration file. 0 otherwise.
            """)

    @ArgumentParser.Argument(help: "Scan these Swift files and folders (recursively; default: this folder, when a .sizing.yml is at or above it).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Read the configuration from FILE instead of the nearest .sizing.yml.", valueName: "file"))
    var config: String?

    @Flag(help: "Print the effective configuration, with where each value came from, and stop.")
    var printConfig = false

    @Option(help: "Print as text, json, xcode, github, sarif or junit, or write an html report (one self-contained file with each view's pictures and filters; use -o).")
    var format: ScanFormat = .text

    @Option(name: .shortAndLong, help: "Write the output to FILE instead of standard output.")
    var output: String?

    @Flag(help: "Fail (exit 1) on undocumented views too.")
    var requireDocs = false

    @Flag(help: "Fail (exit 1) on every finding that is not a match, \"cannot model\" included.")
    var strict = false

    @Option(help: ArgumentHelp("Report only the findings that are new or changed since the baseline FILE.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record today's findings in FILE, for --baseline.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Write or correct the doc comments in place (nothing else in the files changes).")
    var fix = false

    @Flag(help: "Record the results in the catalog's custom views (rows of the scanned files are replaced).")
    var save = false

    @Flag(help: "Pass unknown modifiers through without changing layout.")
    var allowUnknownModifiers = false

    @Flag(help: "Evaluate every file, without reading or writing the cache ($SIZING_CACHE_DIR, else $XDG_CACHE_HOME/sizing/scan, else ~/.cache/sizing/scan).")
    var noCache = false

    @Option(help: "Evaluate on N threads (default: one per core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Say how many files came from the cache and how many were evaluated.")
    var verbose = false

    @OptionGroup var conditions: ConditionOptions

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs \(jobs): give at least 1") }
    }

    func run() throws {
        let configuration: ScanConfiguration
        do {
            configuration = try loadConfiguration()
        } catch let problems as ScanConfigurationFile.Problems {
            for line in problems.lines { Output.message(line) }
            throw ExitCode(64)
        }
        if printConfig {
            Output.data(configuration.printed)
            return
        }
        let files = try ScanFiles.collect(scannedPaths, keep: configuration.keeps)
        var evaluation = ScanEvaluation(
            files: files, options: configuration.sourceOptions,
            cache: noCache ? nil : ScanCache(settings: configuration.analysisSettings), jobs: jobs)
        var findings = evaluation.findings()
        if verbose {
            Output.message("\(evaluation.reused) of \(files.count) files from the cache, \(evaluation.evaluated) evaluated on \(max(1, jobs)) thread\(jobs == 1 ? "" : "s")")
        }
        if !configuration.reportUndocumented.value { findings.removeAll { $0.verdict == .undocumented } }
        let refused = fix ? applyFixes(&findings, configuration) : 0

        // Inline suppressions, then the baseline: what is left is reported and decides the exit.
        var suppressions = ScanSuppressions(files)
        let (kept, suppressed) = suppressions.apply(to: findings)
        for warning in suppressions.warnings { Output.message(warning) }
        if let writeBaseline {
            try OutputFile.write(Array(ScanBaseline(kept).json.utf8), to: writeBaseline, force: false,
                                 protecting: [OutputFile.catalog(global)] + files.map { OutputFile.Protected(path: $0.path, what: "a scanned file") })
            Output.message("wrote the baseline \(writeBaseline) (\(ScanPolicy.problems(kept).count) findings)")
        }
        let reported = try baseline.map { try ScanBaseline(contentsOf: $0).new(kept) } ?? kept

        let policy = configuration.policy
        let toFile = output.map { $0 != "-" } ?? false
        let report = format.reporter(painter: Painter(toFile ? .never : global.color)).report(reported, files: files.count, policy: policy)
        if let output, toFile {
            let text = report.isEmpty || report.hasSuffix("\n") ? report : report + "\n"
            try OutputFile.write(Array(text.utf8), to: output, force: false, protecting: [OutputFile.catalog(global)] + files.map { OutputFile.Protected(path: $0.path, what: "a scanned file") })
            Output.message("wrote \(output)")
        } else if !report.isEmpty {
            Output.data(report)
        }
        var summary = ScanOutput.summary(reported, files: files.count)
        if suppressed > 0 { summary += "; \(suppressed) suppressed" }
        if baseline != nil { summary += "; \(kept.count - reported.count) in the baseline" }
        Output.message(summary)

        if save {
            let store = try Catalog.open(global, writing: true)
            let summary = try store.saveScan(files: files.map(\.absolutePath), views: Self.rows(findings))
            Output.message("saved to \(store.path): \(summary.inserted) added, \(summary.updated) updated, \(summary.deleted) removed")
        }

        if reported.contains(where: policy.fails) || refused > 0 { throw ExitCode(1) }
    }

    /// The paths given, else this folder.
    var scannedPaths: [String] { paths.isEmpty ? ["."] : paths }

    /// The configuration: the file's (``ScanConfigurationFile``), then the options.
    func loadConfiguration() throws -> ScanConfiguration {
        let file = try config ?? ScanConfigurationFile.find(for: scannedPaths)
        if paths.isEmpty, file == nil, !printConfig {
            throw ValidationError("give at least one file or folder to scan (or put a \(ScanConfiguration.fileName) in this folder or above it)")
        }
        var configuration = try file.map { try ScanConfigurationFile.load($0, shownPath: Self.shown($0)) }
            ?? ScanConfiguration(base: FileManager.default.currentDirectoryPath)
        try configuration.apply(platform: conditions.platform, defines: conditions.defines, requireDocs: requireDocs, strict: strict, allowUnknownModifiers: allowUnknownModifiers)
        return configuration
    }

    /// A path as messages show it: relative to this folder when it is below it.
    static func shown(_ path: String) -> String {
        let absolute = ScanFiles.absolute(path)
        let here = ScanFiles.absolute(".")
        let prefix = here == "/" ? "/" : here + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// `--fix`: one write per file, only when its bytes change, through ``SourceFileWriter``.
    /// A file it must leave alone is reported (which file, why, what to do) and the others are
    /// still fixed; returns how many files were left alone.
    func applyFixes(_ findings: inout [ScanFinding], _ configuration: ScanConfiguration) -> Int {
        let fixable = findings.indices.filter { i in
            findings[i].derived != nil && (findings[i].verdict == .differs || findings[i].verdict == .undocumented)
        }
        var refused = 0
        let byFile = Dictionary(grouping: fixable, by: { findings[$0].file.path })
        for (path, indices) in byFile.sorted(by: { $0.key < $1.key }) {
            let file = findings[indices[0]].file
            let edits = indices.map { ScanFix.Edit(line: findings[$0].docLocation.line, column: findings[$0].docLocation.column, behaviors: findings[$0].derived!) }
            let updated = ScanFix.apply(edits, to: file.bytes, newLine: configuration.docCommentLine)
            guard updated != file.bytes else { continue }
            do {
                try SourceFileWriter.replace(path, expecting: file.bytes, with: updated)
            } catch {
                Output.message("error: \((error as? CLIError)?.message ?? "\(path): not fixed: \(error)")")
                refused += 1
                continue
            }
            for i in indices { findings[i].fixed = true }
        }
        return refused
    }

    /// The catalog rows: a fixed finding is recorded as it now stands (declared = derived).
    static func rows(_ findings: [ScanFinding]) -> [CustomViewInput] {
        var seen = Set<[String]>()
        return findings.compactMap { f in
            guard seen.insert([f.name, f.file.absolutePath]).inserted else { return nil }
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
