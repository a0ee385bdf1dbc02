/// `--format text` (the default): a block per finding, for people.
struct TextScanReporter: ScanReporter {
    var painter: Painter

    func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        findings.isEmpty ? "" : ScanOutput.text(findings, painter: painter)
    }
}
