import SizingScan

/// `textDocument/inlayHint`: the derived behavior after each declaration's header
/// (`struct Card: View` h-exp, v-hug `{`), for views, initializers and modifiers alike.
///
/// An inlay hint rather than a code lens: it sits on the declaration's own line, beside the
/// doc comment it is compared with, needs no command to run and adds no line to the editor.
///
/// Steps:
/// 1. the document's findings from the last scan that read it (none yet: no hints);
/// 2. each finding's name found in the present text: where the scan put it when the text is
///    the one scanned, else on the nearest line that reads exactly as the scanned one did
///    (the hints follow lines moved by an edit until the next scan; a line that no longer
///    reads so has no hint);
/// 3. the hint after the header: before the `{` on the name's line (or at its end), with the
///    exceptions and the verdict in its tooltip; only those in the requested range.
extension LanguageServer {
    func inlayHints(_ params: LSP.InlayHintParams) -> [LSP.InlayHint] {
        // 1.
        guard let document = documents[params.textDocument.uri], let path = document.path,
              let latest = scans.latest, let scannedText = latest.texts[path] else { return [] }
        let text = document.text
        let scanned = scannedText == text.text ? text : DocumentText(scannedText)
        let lines = params.range.start.line...max(params.range.start.line, params.range.end.line)
        return (latest.byFile[path] ?? []).compactMap { finding in
            guard let derived = finding.derived,
                  // 2.
                  let name = Self.relocated(scanned.offset(line: finding.line, column: finding.column), from: scanned, to: text) else { return nil }
            // 3.
            let position = text.position(ofOffset: text.headerEnd(after: name), encoding: encoding)
            guard lines.contains(position.line) else { return nil }
            var tooltip = "sizing: derived \(derived)"
            if !finding.exceptions.isEmpty { tooltip += " (" + finding.exceptions.map(\.description).joined(separator: "; ") + ")" }
            tooltip += "; \(ScanOutput.verdictText(finding.verdict))"
            return LSP.InlayHint(position: position, label: derived.description, tooltip: tooltip)
        }
    }

    /// Step 2: byte `offset` of `scanned` in `present`: the same offset when the texts are the
    /// same, else on the nearest line of `present` whose bytes are those of its line in
    /// `scanned`; nil when no line is.
    static func relocated(_ offset: Int, from scanned: DocumentText, to present: DocumentText) -> Int? {
        if scanned.bytes == present.bytes { return offset }
        let line = scanned.position(ofOffset: offset, encoding: .utf8).line
        let content = scanned.line(line)
        // Outwards from the same line, the nearer of two equally far lines being the earlier.
        for distance in 0..<max(line + 1, present.lineStarts.count - line) {
            for candidate in distance == 0 ? [line] : [line - distance, line + distance] where present.lineStarts.indices.contains(candidate) {
                if present.line(candidate) == content { return present.lineStarts[candidate] + (offset - scanned.lineStarts[line]) }
            }
        }
        return nil
    }
}
