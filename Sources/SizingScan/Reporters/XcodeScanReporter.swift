/// `--format xcode`: `file:line:column: error|warning: message`, the form Xcode, most editors and
/// compilers' problem matchers read. Findings that fail the run are errors, the others warnings.
public struct XcodeScanReporter: ScanReporter {
    public init() {}

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        ScanPolicy.problems(findings).map { f in
            "\(f.file.path):\(f.line):\(f.column): \(policy.fails(f) ? "error" : "warning"): \(f.problemMessage) [\(f.ruleId)]"
        }.joined(separator: "\n")
    }
}
