/// `--format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`),
/// which the run shows as annotations on the pull request's lines.
public struct GitHubScanReporter: ScanReporter {
    public init() {}

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        ScanPolicy.problems(findings).map { f in
            let properties = "file=\(Self.property(f.file.path)),line=\(f.line),col=\(f.column),title=\(Self.property(f.ruleId))"
            return "::\(policy.fails(f) ? "error" : "warning") \(properties)::\(Self.data(f.problemMessage))"
        }.joined(separator: "\n")
    }

    /// GitHub's escaping of a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value also escapes `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
