import CatalogStore

/// One output format of `sizing scan`: the findings as text a tool or a person reads.
public protocol ScanReporter {
    /// The whole output for `findings` over `files` scanned files; `policy` says which findings
    /// fail the run (they are errors, the others warnings).
    func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String
}

/// `--format`: which reporter prints the findings.
public enum ScanFormat: String, CaseIterable, Sendable {
    case text, json, xcode, github, sarif, junit, html

    /// The reporter of this format; `painter` marks the text format's words, `picture` draws the
    /// html format's pictures, `tool` names the tool and its version where a format records it
    /// (SARIF's driver); `width` and `verbose` shape the text format (``TextScanReporter``).
    public func reporter(
        painter: any ScanTextStyle = PlainScanTextStyle(), picture: HTMLScanPicture? = nil, tool: String = "sizing",
        width: Int? = nil, verbose: Bool = false
    ) -> any ScanReporter {
        switch self {
        case .text: TextScanReporter(painter: painter, width: width, verbose: verbose)
        case .json: JSONScanReporter()
        case .xcode: XcodeScanReporter()
        case .github: GitHubScanReporter()
        case .sarif: SARIFScanReporter(tool: tool)
        case .junit: JUnitScanReporter()
        case .html: HTMLScanReporter(picture: picture)
        }
    }
}

extension ScanFinding {
    /// One line for a problem list:
    /// `Badge (view): documented h-hug, v-hug, derived h-exp, v-exp (why)`, the derived answer's
    /// exceptions after it: `derived h-exp, v-hug (h-hug, v-hug when items = empty)`, or every
    /// platform's answer where they differ: `derived h-exp, v-hug (iOS: h-exp, v-hug; macOS: h-hug, v-hug)`.
    public var problemMessage: String {
        let what = "\(name) (\(kind.rawValue))"
        let why = reason.isEmpty ? "" : " (\(reason))"
        var except = exceptions.isEmpty ? "" : " (" + exceptions.map(\.description).joined(separator: "; ") + ")"
        if !platformAnswers.isEmpty { except = " (" + platformAnswers.map(\.description).joined(separator: "; ") + ")" }
        switch verdict {
        case .stress:
            return "\(what): \(stress?.message ?? reason)"
        case .cannotModel:
            return "\(what): cannot be modelled\(reason.isEmpty ? "" : ": \(reason)")"
        case .undocumented:
            let derived = derived.map(\.description) ?? "…"
            return "\(what): undocumented, derived \(derived)\(except); add `/// Intrinsic sizing behavior: \(derived)`\(why)"
        case .differs, .matches:
            return "\(what): documented \(declared.map(\.description) ?? "—"), derived \(derived.map(\.description) ?? "—")\(except)\(why)"
        }
    }

    /// The rule id reporters give the finding: `sizing/differs`.
    public var ruleId: String { verdict.ruleId }
}

extension ScanVerdict {
    /// How reporters and suppressions name the kind: `differs`, `undocumented`, `cannot-model`.
    public var kindName: String { self == .cannotModel ? "cannot-model" : rawValue }
    /// `sizing/differs`.
    public var ruleId: String { "sizing/\(kindName)" }
    /// The kinds a finding can be reported as (every verdict but a match).
    public static let problems: [ScanVerdict] = [.differs, .undocumented, .cannotModel, .stress]
}
