/// `--format html` (with `-o report.html`): one self-contained page of every view with its
/// pictures, badges and filters (`HTMLScanReport`).
struct HTMLScanReporter: ScanReporter {
    func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        HTMLScanReport(findings: findings, files: files).render()
    }
}
