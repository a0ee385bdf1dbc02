/// `--format text` (the default): a block per finding, for people.
///
/// Each field's text wraps at `width` columns (a terminal's; nil: one line each). Unless
/// `verbose`, a finding lists its first few assumptions and the number of the others, and the
/// count of the values held once the exploration's budget was spent, not their names.
public struct TextScanReporter: ScanReporter {
    public var painter: any ScanTextStyle
    public var width: Int?
    public var verbose: Bool

    public init(painter: any ScanTextStyle = PlainScanTextStyle(), width: Int? = nil, verbose: Bool = false) {
        self.painter = painter
        self.width = width
        self.verbose = verbose
    }

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        findings.isEmpty ? "" : ScanOutput.text(findings, painter: painter, width: width, verbose: verbose)
    }
}
