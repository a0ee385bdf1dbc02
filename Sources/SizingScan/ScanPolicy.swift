import CatalogStore

/// Which findings fail the run: the kinds of `fail_on` (``ScanConfiguration``): by default a
/// documented behavior that differs; `--require-docs` adds undocumented views, `--strict`
/// every finding that is not a match. A fixed finding never fails.
public struct ScanPolicy {
    public var failing: Set<ScanVerdict> = [.differs]

    public init(failing: Set<ScanVerdict> = [.differs]) {
        self.failing = failing
    }

    public func fails(_ finding: ScanFinding) -> Bool {
        !finding.fixed && finding.verdict != .matches && failing.contains(finding.verdict)
    }

    /// The findings a problem list shows: everything but matches and fixed findings.
    public static func problems(_ findings: [ScanFinding]) -> [ScanFinding] {
        findings.filter { !$0.fixed && $0.verdict != .matches }
    }
}
