import LayoutCore
import SwiftUISource

/// Every scanned file's declarations, known together: a custom view may use custom views and
/// `extension View` functions of any other scanned file.
///
/// The front end reads one text, so the files are concatenated (each ending with a newline, so
/// that every file starts at column 1 of a line of its own) and every location it reports is
/// mapped back to `file:line:column` of the file it came from. A probe struct naming the
/// expression to build is appended after the last file.
///
/// Steps of `init`:
/// 1. each file's syntax is checked alone; a file with syntax errors is left out of the
///    combined text (its declarations cannot be modelled, the first error says why);
/// 2. each file's declarations are read (with doc comments and exact locations);
/// 3. the remaining files are concatenated, recording the line each one starts on.
struct ScanProject {
    struct Part {
        var file: ScanFile
        /// Lines before this file in the combined text.
        var lineOffset: Int
        var lineCount: Int
    }

    /// The name of the appended probe struct, and the marker of the substituted child.
    static let probeName = "__SizingScanProbe"
    static let childMarker = "__sizingScanChild"
    /// The placeholder child written into builder closures; replaced by `Color` / `Text`.
    static let childSource = "Rectangle().tag(\"\(childMarker)\")"

    var files: [ScanFile]
    var parts: [Part] = []
    var combined = ""
    var combinedLineCount = 0
    /// The first syntax error of each file left out.
    var syntaxErrors: [String: Diagnostic] = [:]
    var declarations: [(file: ScanFile, declaration: ViewDeclaration)] = []

    init(files: [ScanFile]) {
        self.files = files
        for file in files {
            // 1.
            let errors = SwiftUISource.syntaxDiagnostics(in: file.text, fileName: file.path).filter { $0.severity == .error }
            // 2.
            for d in SwiftUISource.declarations(in: file.text, fileName: file.path) { declarations.append((file, d)) }
            if let first = errors.first {
                syntaxErrors[file.path] = first
                continue
            }
            // 3.
            var text = file.text
            if !text.hasSuffix("\n") { text += "\n" }
            let count = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            parts.append(Part(file: file, lineOffset: combinedLineCount, lineCount: count))
            combined += text
            combinedLineCount += count
        }
    }

    /// The combined text with a probe struct whose body is `expression`.
    func source(probing expression: String) -> String {
        combined + "struct \(Self.probeName): View {\n    var body: some View {\n        \(expression)\n    }\n}\n"
    }

    /// Builds `expression` with every scanned declaration known. Locations in the result's
    /// diagnostics are the scanned files'; a diagnostic inside the probe itself is reported at
    /// `origin` (the declaration being probed).
    func build(_ expression: String, state: [String: String], allowUnknownModifiers: Bool, origin: (String, SourceLocation))
        -> Result<(root: ViewNode, notes: [Diagnostic]), SourceError>
    {
        let options = SourceOptions(state: state, unknownModifiersPassThrough: allowUnknownModifiers, viewName: Self.probeName)
        let text = source(probing: expression)
        let result: Result<ParsedSource, SourceError> = Result { () throws(SourceError) in
            try SwiftUISource.parse(text, fileName: "<scan>", options: options)
        }
        switch result {
        case .success(let parsed):
            var root = parsed.root
            // The probe struct is a transparent custom view around the expression: unwrap it.
            if (root.layout as? CustomViewLayout)?.viewName == Self.probeName, root.children.count == 1 { root = root.children[0] }
            return .success((root, parsed.notes.map { remap($0, origin: origin) }))
        case .failure(let error):
            return .failure(SourceError(error.diagnostics.map { remap($0, origin: origin) }))
        }
    }

    /// The scanned file and line of a combined-text line, or nil inside the probe.
    func location(ofCombinedLine line: Int) -> (file: String, line: Int)? {
        for part in parts where line > part.lineOffset && line <= part.lineOffset + part.lineCount {
            return (part.file.path, line - part.lineOffset)
        }
        return nil
    }

    /// A diagnostic of the combined text, pointing into the scanned file it concerns; `L:C`
    /// locations quoted in the message (`declared at 12:8`) are mapped too.
    func remap(_ d: Diagnostic, origin: (String, SourceLocation)) -> Diagnostic {
        var out = d
        if let (file, line) = location(ofCombinedLine: d.line) {
            out.fileName = file
            out.line = line
        } else {
            out.fileName = origin.0
            out.line = origin.1.line
            out.column = origin.1.column
        }
        out.message = remapQuotedLocations(d.message)
        return out
    }

    func remapQuotedLocations(_ message: String) -> String {
        guard let regex = try? Regex("at ([0-9]+):([0-9]+)") else { return message }
        return message.replacing(regex) { match in
            let text = String(message[match.range])
            guard let l = match.output[1].substring.flatMap({ Int($0) }), let c = match.output[2].substring,
                  let (file, line) = location(ofCombinedLine: l) else { return text }
            return "at \(file):\(line):\(c)"
        }
    }

    /// `origin`-relative text for a diagnostic: `file:line:column: message`.
    static func describe(_ d: Diagnostic) -> String {
        "\(d.fileName):\(d.line):\(d.column): \(d.message)"
    }
}

extension ViewNode {
    /// This tree with the node named `marker` replaced by `children` (one child as itself,
    /// several as a Group, which the engine flattens like a builder's content).
    func replacing(_ marker: String, with children: [ViewNode]) -> ViewNode {
        if id == marker {
            return children.count == 1 ? children[0] : ViewNode(GroupLayout(), children: children)
        }
        var copy = self
        copy.children = self.children.map { $0.replacing(marker, with: children) }
        return copy
    }

    func contains(marker: String) -> Bool {
        id == marker || children.contains { $0.contains(marker: marker) }
    }
}
