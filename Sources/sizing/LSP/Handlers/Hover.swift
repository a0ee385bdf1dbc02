import CatalogStore
import LayoutCore
import SizingProbe
import SizingScan

/// `textDocument/hover`: what sizing knows about the name under the cursor.
///
/// Steps:
/// 1. the identifier at the position in the document's present text (none: no hover);
/// 2. a view, initializer or modifier of the workspace by that simple name, at its declaration
///    (`struct Card: View`) or at a use (`Card(…)`, `.thumbnail()`): each of its findings, its
///    behavior per axis, declared and derived, the verdict with its reason, how it was derived
///    (its method), the per-value exceptions, each platform's answer where they differ, and the
///    assumptions. A use shows the declaration's findings (the view's own behavior, not the
///    call's arguments);
/// 3. else a built-in view (a capitalised name: `Text`, `Spacer`) or modifier (a name after a
///    dot: `.frame`) spelled exactly as in the catalog: what `sizing show NAME` prints, with
///    its sources;
/// 4. else no hover.
extension LanguageServer {
    func hover(_ params: LSP.TextDocumentPositionParams) -> LSP.Hover? {
        // 1.
        guard let document = documents[params.textDocument.uri] else { return nil }
        let text = document.text
        guard let word = text.identifier(at: text.offset(of: params.position, encoding: encoding)) else { return nil }
        let range = LSP.Range(start: text.position(ofOffset: word.range.lowerBound, encoding: encoding), end: text.position(ofOffset: word.range.upperBound, encoding: encoding))
        // 2.
        let findings = scans.latest?.findings(named: word.name) ?? []
        if !findings.isEmpty {
            let blocks = findings.map { FindingHover(finding: $0, root: root).render(markdown: markdown) }
            return LSP.Hover(contents: content(blocks.joined(separator: markdown ? "\n\n---\n\n" : "\n\n")), range: range)
        }
        // 3.
        let builtIn = word.afterDot ? word.name.first?.isLowercase == true : word.name.first?.isUppercase == true
        guard builtIn, let shown = catalogText(word.name) else { return nil }
        let value = markdown ? "**\(word.name)**: the catalog's entry (`sizing show \(word.name)`)\n\n```text\n\(shown)\n```" : shown
        return LSP.Hover(contents: content(value), range: range)
    }

    func content(_ value: String) -> LSP.MarkupContent {
        LSP.MarkupContent(kind: markdown ? "markdown" : "plaintext", value: value)
    }

    /// Step 3: `sizing show NAME`'s text, from the catalog opened at the first such hover; nil
    /// when the catalog has no such name, or cannot be opened (said once on standard error).
    func catalogText(_ name: String) -> String? {
        if catalog == nil && !catalogFailed {
            do {
                let store = try CatalogStore.open(explicitPath: options.database, access: .readOnlyIfNotWritable)
                try DerivedRefresh.refreshIfStale(store)
                catalog = store
            } catch {
                catalogFailed = true
                log("sizing lsp: the catalog cannot be opened (\(error)); hovers on SwiftUI's views say nothing")
            }
        }
        guard let catalog else { return nil }
        do {
            return try Show.builtInText(name, in: catalog, painter: Painter(.never))
        } catch {
            log("sizing lsp: the catalog could not be read for `\(name)`: \(error)")
            return nil
        }
    }
}

/// One finding as a hover: a heading, then labelled lines, in Markdown or plain text.
struct FindingHover {
    var finding: ScanFinding
    /// The workspace's folder: the finding's file is named relative to it.
    var root: String?

    /// How the finding was derived (layout-rules §13).
    static func method(_ method: Classification.Method?) -> String {
        switch method {
        case .simple: "from its own answers to the probe's proposals (simple, layout-rules §13.2)"
        case .substitution: "by substitution: its content replaced by an expanding and a hugging child (layout-rules §13.3)"
        case nil: "not derived"
        }
    }

    var file: String {
        let path = finding.file.absolutePath
        guard let root else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The labelled lines: per axis, verdict, method, exceptions, platforms, assumptions.
    var lines: [(label: String, text: String)] {
        var lines: [(String, String)] = []
        if let derived = finding.derived {
            let declared = finding.declared
            lines.append(("horizontal", derived.horizontal.word + (declared.map { $0.horizontal == derived.horizontal ? "" : " (documented \($0.horizontal.word))" } ?? "")))
            lines.append(("vertical", derived.vertical.word + (declared.map { $0.vertical == derived.vertical ? "" : " (documented \($0.vertical.word))" } ?? "")))
        }
        lines.append(("documented", finding.declared.map(\.description) ?? "no `Intrinsic sizing behavior` doc comment"))
        lines.append(("derived", finding.derived.map(\.description) ?? "—"))
        lines.append(("verdict", ScanOutput.verdictText(finding.verdict) + (finding.reason.isEmpty ? "" : ": \(finding.reason)")))
        if finding.derived != nil { lines.append(("method", Self.method(finding.method))) }
        for exception in finding.exceptions { lines.append(("except", exception.description)) }
        if !finding.platformAnswers.isEmpty {
            lines.append(("platforms", finding.platformAnswers.map(\.description).joined(separator: "; ")))
        }
        for held in finding.held { lines.append(("held", held)) }
        for assumption in finding.assumptions { lines.append(("assumed", assumption.message)) }
        return lines
    }

    func render(markdown: Bool) -> String {
        let heading = "\(finding.name) (\(finding.kind.rawValue)), \(file):\(finding.line)"
        guard markdown else {
            return ([heading] + lines.map { "  " + $0.label.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.text }).joined(separator: "\n")
        }
        return (["**\(finding.name)** (\(finding.kind.rawValue)), `\(file):\(finding.line)`", ""]
            + lines.map { "- **\($0.label)**: \(Self.escaped($0.text))" }).joined(separator: "\n")
    }

    /// `text` with Markdown's emphasis characters escaped (`*`, `_`), code spans left as they are.
    static func escaped(_ text: String) -> String {
        var out = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle() }
            if !inCode, character == "*" || character == "_" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
