import CatalogStore

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
