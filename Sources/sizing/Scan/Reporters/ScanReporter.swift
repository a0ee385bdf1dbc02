import ArgumentParser
import CatalogStore

/// One output format of `sizing scan`: the findings as text a tool or a person reads.
protocol ScanReporter {
    /// The whole output for `findings` over `files` scanned files; `policy` says which findings
    /// fail the run (they are errors, the others warnings).
    func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String
}

/// `--format`: which reporter prints the findings.
enum ScanFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, xcode, github, sarif, junit, html

    func reporter(painter: Painter) -> any ScanReporter {
        switch self {
        case .text: TextScanReporter(painter: painter)
        case .json: JSONScanReporter()
        case .xcode: XcodeScanReporter()
        case .github: GitHubScanReporter()
        case .sarif: SARIFScanReporter()
        case .junit: JUnitScanReporter()
        case .html: HTMLScanReporter()
        }
    }
}

/// Which findings fail the run: by default a documented behavior that differs; with
/// `--require-docs` an undocumented view too; with `--strict` every finding that is not a match.
struct ScanPolicy {
    var requireDocs = false
    var strict = false

    func fails(_ finding: ScanFinding) -> Bool {
        guard !finding.fixed else { return false }
        switch finding.verdict {
        case .matches: return false
        case .differs: return true
        case .undocumented: return requireDocs || strict
        case .cannotModel: return strict
        }
    }

    /// The findings a problem list shows: everything but matches and fixed findings.
    static func problems(_ findings: [ScanFinding]) -> [ScanFinding] {
        findings.filter { !$0.fixed && $0.verdict != .matches }
    }
}

extension ScanFinding {
    /// One line for a problem list:
    /// `Badge (view): documented h-hug, v-hug, derived h-exp, v-exp (why)`.
    var problemMessage: String {
        let what = "\(name) (\(kind.rawValue))"
        let why = reason.isEmpty ? "" : " (\(reason))"
        switch verdict {
        case .cannotModel:
            return "\(what): cannot be modelled\(reason.isEmpty ? "" : ": \(reason)")"
        case .undocumented:
            let derived = derived.map(\.description) ?? "…"
            return "\(what): undocumented, derived \(derived); add `/// Intrinsic sizing behavior: \(derived)`\(why)"
        case .differs, .matches:
            return "\(what): documented \(declared.map(\.description) ?? "—"), derived \(derived.map(\.description) ?? "—")\(why)"
        }
    }

    /// The scan's name for the kind of finding, as reporters' rule ids use it.
    var ruleId: String { "sizing/\(verdict == .cannotModel ? "cannot-model" : verdict.rawValue)" }
}
