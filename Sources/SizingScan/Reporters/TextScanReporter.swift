/// `--format text` (the default): a block per finding, for people.
public struct TextScanReporter: ScanReporter {
    public var painter: any ScanTextStyle

    public init(painter: any ScanTextStyle = PlainScanTextStyle()) {
        self.painter = painter
    }

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        findings.isEmpty ? "" : ScanOutput.text(findings, painter: painter)
    }
}
