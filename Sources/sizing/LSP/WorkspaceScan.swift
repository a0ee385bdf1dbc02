import Foundation
import SizingScan

/// One scan of the workspace as the editor holds it: `sizing scan ROOT` with the unsaved text
/// of the open documents read instead of the files on disk (``ScanRequest/overlay``).
///
/// Steps of ``run(log:)``:
/// 1. the configuration: the `.sizing.yml` the scan of the root reads (``ScanConfigurationFile``),
///    read anew each time so that an edit of it applies to the next scan; a file with problems
///    is told (each `file:line:column: error: …`) and the defaults are used instead;
///    `--stress` is never run here (the matrix takes seconds a view);
/// 2. the scan, through the scan cache (``ScanRequest/useCache``): a file whose text and
///    whose dependencies' texts are unchanged is taken from the cache, so an edit re-parses
///    and re-evaluates only the edited file and what reads it;
/// 3. the findings by file, and the text each file was scanned with (a document whose text
///    has moved on since is not told these findings' positions).
struct WorkspaceScan: Sendable {
    /// The folder scanned (absolute); nil: only ``documents``.
    var root: String?
    /// The open Swift documents' unsaved text, by absolute path.
    var overlay: [String: String]
    /// The open documents outside ``root`` (or all of them, without a root), scanned too.
    var documents: [String]
    var tool: String
    var environment: [String: String]

    /// Steps 1–3; `log` is told each message of the scan (a skipped file, a configuration
    /// problem). Never throws: a scan that cannot run gives no findings, and says why.
    func run(log: @escaping (String) -> Void) -> WorkspaceFindings {
        let paths = (root.map { [$0] } ?? []) + documents
        guard !paths.isEmpty else { return WorkspaceFindings(configuration: ScanConfiguration(base: "/")) }
        // 1.
        let base = root ?? URL(fileURLWithPath: paths[0]).deletingLastPathComponent().path
        var configuration = ScanConfiguration(base: base)
        var problems: [String] = []
        do {
            if let file = try ScanConfigurationFile.find(for: [root ?? paths[0]]) {
                configuration = try ScanConfigurationFile.load(file)
            }
        } catch let error as ScanConfigurationFile.Problems {
            problems = error.lines
        } catch {
            problems = [(error as? ScanError)?.message ?? "\(error)"]
        }
        for problem in problems { log(problem) }
        configuration.stress = .init(value: nil)
        // 2.
        var request = ScanRequest(paths: paths, configuration: configuration)
        request.overlay = overlay
        request.allowEmpty = true
        request.tool = tool
        request.environment = environment
        let result: ScanResult
        do {
            result = try request.run(messages: log)
        } catch {
            log("the scan failed: \((error as? ScanError)?.message ?? "\(error)")")
            var empty = WorkspaceFindings(configuration: configuration)
            empty.configurationProblems = problems
            return empty
        }
        // 3.
        var findings = WorkspaceFindings(configuration: configuration)
        findings.configurationProblems = problems
        for finding in result.findings where finding.verdict != .stress && !finding.isPreview {
            findings.byFile[finding.file.absolutePath, default: []].append(finding)
        }
        let kept = Set(result.kept.map { "\($0.file.absolutePath):\($0.line):\($0.column):\($0.name)" })
        for (path, list) in findings.byFile {
            findings.problems[path] = ScanPolicy.problems(list).filter { kept.contains("\($0.file.absolutePath):\($0.line):\($0.column):\($0.name)") }
        }
        for file in result.files { findings.texts[file.absolutePath] = file.text }
        return findings
    }
}

/// What one workspace scan found: handed from the scan's queue to the server's, and only read
/// there (hence unchecked: the scan's findings are values no one mutates once built).
struct WorkspaceFindings: @unchecked Sendable {
    /// The configuration the scan read (the doc comment `--fix` writes, which findings fail).
    var configuration: ScanConfiguration
    /// Every finding (matches too, not previews or stress breaks), by absolute path.
    var byFile: [String: [ScanFinding]] = [:]
    /// The findings diagnostics show: not matches, not suppressed inline, by absolute path.
    var problems: [String: [ScanFinding]] = [:]
    /// The text each file was scanned with, by absolute path.
    var texts: [String: String] = [:]
    /// The configuration file's problems, if it had any (then the defaults were used).
    var configurationProblems: [String] = []

    init(configuration: ScanConfiguration) {
        self.configuration = configuration
    }

    /// Every finding whose simple name is `name` (`Card`, `Tag` for `Tag.init(_:)`, `Inner`
    /// for `Outer.Inner`, a modifier's function name), in any file.
    func findings(named name: String) -> [ScanFinding] {
        byFile.keys.sorted().flatMap { byFile[$0]! }.filter { $0.simpleName == name }
    }
}
