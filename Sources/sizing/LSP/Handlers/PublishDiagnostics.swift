import SizingScan

/// `textDocument/publishDiagnostics`: each open Swift document's problems, after each scan.
///
/// Steps for each open document:
/// 1. skip it unless the last scan read exactly its present text (else a scan for that text
///    is on its way, and these positions may be wrong);
/// 2. one diagnostic per problem of the scan in its file (the findings `sizing scan` reports:
///    not matches, not suppressed inline; undocumented views only while `report_undocumented`
///    holds), on the view's name: an error when the configuration's `fail_on` fails it, else a
///    warning for a differing or undocumented behavior and information for one that cannot be
///    modelled; the message is the scan's one-line problem, the code its rule id
///    (`sizing/differs`).
extension LanguageServer {
    func publishDiagnostics() {
        guard let latest = scans.latest else { return }
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) where document.isSwift {
            // 1.
            guard let path = document.path, latest.texts[path] == document.text.text else { continue }
            // 2.
            let diagnostics = (latest.problems[path] ?? []).map { diagnostic($0, in: document.text, policy: latest.configuration.policy) }
            let params = LSP.PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: diagnostics)
            send(JSONRPC.message(method: "textDocument/publishDiagnostics", params: params))
        }
    }

    /// Step 2 for one finding.
    func diagnostic(_ finding: ScanFinding, in text: DocumentText, policy: ScanPolicy) -> LSP.Diagnostic {
        let severity: LSP.DiagnosticSeverity = policy.fails(finding) ? .error : finding.verdict == .cannotModel ? .information : .warning
        return LSP.Diagnostic(range: nameRange(finding, in: text), severity: severity, code: finding.ruleId, message: finding.problemMessage)
    }

    /// The range of the finding's name (or `init`), where the scan puts it.
    func nameRange(_ finding: ScanFinding, in text: DocumentText) -> LSP.Range {
        let offset = text.offset(line: finding.line, column: finding.column)
        let span = text.identifier(at: offset)?.range ?? offset..<offset
        return LSP.Range(start: text.position(ofOffset: span.lowerBound, encoding: encoding), end: text.position(ofOffset: span.upperBound, encoding: encoding))
    }
}
