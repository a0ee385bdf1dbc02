import Foundation
import SizingScan

/// `textDocument/codeAction`: a quick fix per differing or undocumented finding on the
/// requested lines, whose edit writes or corrects its `/// Intrinsic sizing behavior: …` doc
/// comment exactly as `sizing scan --fix` would (``ScanFinding/fixed(_:configuration:)``, the
/// same `ScanFix` and `.sizing.yml`'s `doc_comment`).
///
/// Steps:
/// 1. none unless the client's `only` kinds take a quick fix;
/// 2. none unless the last scan read exactly the document's present text (a scan for the new
///    text is on its way: its positions would be wrong);
/// 3. for each fixable problem of the file whose name is on the requested lines: the fixed
///    text, and the one edit from the present text to it (a `WorkspaceEdit` of the document),
///    with the problem's diagnostic.
extension LanguageServer {
    func codeActions(_ params: LSP.CodeActionParams) -> [LSP.CodeAction] {
        // 1.
        if let only = params.context.only, !only.contains(where: { $0 == LSP.CodeActionKind.quickFix || $0.isEmpty }) { return [] }
        // 2.
        guard let document = documents[params.textDocument.uri], let path = document.path,
              let latest = scans.latest, latest.texts[path] == document.text.text else { return [] }
        // 3.
        let lines = params.range.start.line...max(params.range.start.line, params.range.end.line)
        return (latest.problems[path] ?? []).compactMap { finding in
            let diagnostic = diagnostic(finding, in: document.text, policy: latest.configuration.policy)
            guard lines.contains(diagnostic.range.start.line), let derived = finding.derived,
                  let fixed = finding.fixed(document.text.bytes, configuration: latest.configuration),
                  let edit = document.text.edit(to: fixed, encoding: encoding) else { return nil }
            let title = finding.verdict == .undocumented
                ? "Add `\(latest.configuration.docCommentLine(derived).trimmingCharacters(in: .whitespaces))` to \(finding.name)"
                : "Correct \(finding.name)'s doc comment to \(derived)"
            return LSP.CodeAction(
                title: title, kind: LSP.CodeActionKind.quickFix, diagnostics: [diagnostic], isPreferred: true,
                edit: LSP.WorkspaceEdit(changes: [document.uri: [edit]]))
        }
    }
}
