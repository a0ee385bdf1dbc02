/// `--format json`: every finding with its evidence, the documented contract of `scan`.
public struct JSONScanReporter: ScanReporter {
    public init() {}

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        ScanOutput.json(findings, files: files).rendered()
    }
}
