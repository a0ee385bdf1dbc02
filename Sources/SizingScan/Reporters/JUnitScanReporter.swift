/// `--format junit`: a JUnit XML report (one test suite, one test case per finding), which CI
/// systems show as test results: a finding that fails the run is a failure, a warning is a
/// skipped case with its message, a match passes.
public struct JUnitScanReporter: ScanReporter {
    public init() {}

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        let cases = findings.map { f -> String in
            let head = "    <testcase classname=\"\(Self.escape(f.file.path))\" name=\"\(Self.escape(f.name)) (\(f.kind.rawValue)) line \(f.line)\">"
            if f.fixed || f.verdict == .matches { return head + "</testcase>" }
            let message = Self.escape(f.problemMessage)
            if policy.fails(f) {
                return head + "\n      <failure type=\"\(f.ruleId)\" message=\"\(message)\">\(Self.escape(f.file.path)):\(f.line):\(f.column)</failure>\n    </testcase>"
            }
            return head + "\n      <skipped message=\"\(message)\"/>\n    </testcase>"
        }
        let failures = findings.filter(policy.fails).count
        let skipped = findings.filter { !$0.fixed && $0.verdict != .matches && !policy.fails($0) }.count
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="sizing scan" tests="\(findings.count)" failures="\(failures)" skipped="\(skipped)">
              <testsuite name="sizing scan" tests="\(findings.count)" failures="\(failures)" skipped="\(skipped)" errors="0">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>
            """
    }

    /// XML text and attribute escaping; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
