import LayoutCore
import ArgumentParser
import CatalogStore
import Foundation
import SizingProbe
import SizingScan
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

    @Flag(help: "Succeed when the paths hold no Swift file (otherwise a usage error, exit 64).")
    var allowEmpty = false

    @Flag(help: "Evaluate every file, without reading or writing the cache ($SIZING_CACHE_DIR, else $XDG_CACHE_HOME/sizing/scan, else ~/.cache/sizing/scan).")
    var noCache = false

    @Option(help: "Evaluate on N threads (default: one per core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "List every assumption and held value in text output; say how many files came from the cache and how many were evaluated, and name the slowest views and files.")
    var verbose = false

    @Flag(inversion: .prefixedNo, help: "Show (or never show) a progress line on standard error (default: shown when standard error is a terminal and CI is not set).")
    var progress: Bool?

    @Option(help: ArgumentHelp("Give up on a view after SECONDS of evaluation and report it \"cannot model: exploration budget\" (default: view_time_limit of .sizing.yml, else 10).", valueName: "seconds"))
    var viewTimeLimit: Double?

    @OptionGroup var conditions: ConditionOptions

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp(
        "Probe the views at this Dynamic Type size (xSmall … accessibility5; default: large, or the configuration's dynamic_type).",
        valueName: "size"))
    var dynamicType: String?

    @Flag(help: "Also lay every view out on the smallest and largest iPhone and an iPad, both orientations, at the default and two accessibility text sizes, in the source's strings and a pseudo-translation 40 % longer (or the configuration's stress: matrix), and report where it breaks: truncated text, overflow, squeezed views, tap targets under 44 pt.")
    var stress = false

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
        var request = ScanRequest(paths: scannedPaths, configuration: configuration)
        request.fix = fix
        request.useCache = !noCache
        request.jobs = jobs
        request.verbose = verbose
        request.allowEmpty = allowEmpty
        request.tool = "sizing \(SizingVersion.number)"
        var messages: (String) -> Void = Output.message
        let line: ScanProgressLine?
        if ScanProgressLine.isShown(option: progress, environment: ProcessInfo.processInfo.environment, standardErrorIsTerminal: isatty(STDERR_FILENO) == 1) {
            let shown = ScanProgressLine()
            request.progress = { shown.update($0) }
            messages = { shown.message($0) }
            shown.start()
            line = shown
        } else {
            line = nil
        }
        var result: ScanResult
        do {
            result = try request.run(messages: messages)
            line?.finish()
        } catch {
            line?.finish()
            throw error
        }

        // The baseline: written from the findings the suppressions leave, then applied.
        let protected = [OutputFile.catalog(global)] + result.files.map { OutputFile.Protected(path: $0.path, what: "a scanned file") }
        if let writeBaseline {
            try OutputFile.write(Array(result.baselineText.utf8), to: writeBaseline, force: false, protecting: protected)
            Output.message("wrote the baseline \(writeBaseline) (\(result.baselineCount) findings)")
        }
        if let baseline { try result.applyBaseline(at: baseline) }

        let toFile = output.map { $0 != "-" } ?? false
        let report = result.report(
            format, painter: Painter(toFile ? .never : global.color), picture: ScanPicture.svg,
            width: toFile ? nil : TerminalWidth.current(), verbose: verbose)
        if let output, toFile {
            let text = report.isEmpty || report.hasSuffix("\n") ? report : report + "\n"
            try OutputFile.write(Array(text.utf8), to: output, force: false, protecting: protected)
            Output.message("wrote \(output)")
        } else if !report.isEmpty {
            Output.data(report)
        }
        Output.message(result.summary)

        if save {
            let store = try Catalog.open(global, writing: true)
            let summary = try store.saveScan(files: result.files.map(\.absolutePath), views: result.catalogRows)
            Output.message("saved to \(store.path): \(summary.inserted) added, \(summary.updated) updated, \(summary.deleted) removed")
        }

        if result.fails { throw ExitCode(1) }
    }

    /// The paths given, else this folder.
    var scannedPaths: [String] { paths.isEmpty ? ["."] : paths }

    /// The configuration: the file's (``ScanConfigurationFile``), then the options.
    func loadConfiguration() throws -> ScanConfiguration {
        let file = try config ?? ScanConfigurationFile.find(for: scannedPaths)
        if paths.isEmpty, file == nil, !printConfig {
            throw ValidationError("give at least one file or folder to scan (or put a \(ScanConfiguration.fileName) in this folder or above it)")
        }
        var configuration = try ScanConfigurationFile.configuration(file)
        try configuration.apply(platform: conditions.platform, defines: conditions.defines, requireDocs: requireDocs, strict: strict, allowUnknownModifiers: allowUnknownModifiers, viewTimeLimit: viewTimeLimit)
        try configuration.apply(dynamicType: dynamicType)
        if stress { configuration.applyStress() }
        return configuration
    }
}

extension ScanFormat: CommandLineChoice {}

extension Painter: ScanTextStyle {}
