import LayoutCore
import CatalogStore
import SwiftUISource

/// `sizing scan` output: a block per finding (text) or one JSON document.
public enum ScanOutput {
    /// `matches`, `differs`, `undocumented`, `cannot model`.
    public static func verdictText(_ v: ScanVerdict) -> String {
        v == .cannotModel ? "cannot model" : v.rawValue
    }

    /// The assumptions a finding's text block lists before "and N more" (all with `verbose`).
    static let assumptionsShown = 5

    /// A block per finding. Steps: 1. the finding's lines, a label and its text each; 2. the
    /// held values (`verbose`) and at most ``assumptionsShown`` assumptions unless `verbose`;
    /// 3. each line wrapped at `width` columns under its text (none: one line each).
    static func text(_ findings: [ScanFinding], painter: any ScanTextStyle, width: Int? = nil, verbose: Bool = false) -> String {
        findings.map { f in
            // 1.
            var lines: [(label: String, text: String)] = []
            if let b = f.stress {
                lines.append(("breaks", painter.yellow(b.kind.rawValue) + ": " + b.message))
                if let location = b.location, let file = location.file, file != f.file.path {
                    lines.append(("at", "\(file):\(location)"))
                }
                return (["\(f.location): \(painter.bold(f.name)) (stress)"] + labelled(lines, width: width)).joined(separator: "\n")
            }
            lines.append(("declared", f.declared.map { painter.behavior($0.description) } ?? "—"))
            lines.append(("derived", f.derived.map { painter.behavior($0.description) } ?? "—"))
            for exception in f.exceptions {
                lines.append(("except", "\(painter.behavior(exception.behaviors.description)) when \(exception.conditions.map(\.description).joined(separator: " and "))"))
            }
            if !f.platformAnswers.isEmpty {
                lines.append(("platforms", f.platformAnswers.map(\.description).joined(separator: "; ")))
            }
            let verdict = verdictText(f.verdict)
            let coloured = f.verdict == .differs ? painter.red(verdict) : f.verdict == .matches ? verdict : painter.yellow(verdict)
            lines.append(("verdict", "\(coloured)\(f.reason.isEmpty ? "" : ": \(f.reason)")"))
            // 2.
            if verbose && !f.held.isEmpty {
                lines.append(("held", f.held.joined(separator: ", ")))
            }
            let shown = verbose ? f.assumptions[...] : f.assumptions.prefix(assumptionsShown)
            for assumption in shown {
                lines.append(("assumed", assumption.message))
            }
            if shown.count < f.assumptions.count {
                let more = f.assumptions.count - shown.count
                lines.append(("assumed", "… and \(more) more assumption\(more == 1 ? "" : "s") (--verbose lists them)"))
            }
            if f.fixed, let derived = f.derived {
                lines.append(("fixed", "doc comment now states \(derived)"))
            }
            // 3.
            return (["\(f.location): \(painter.bold(f.name)) (\(f.kind.rawValue))"] + labelled(lines, width: width)).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// Step 3: each line wrapped at `width` columns under its text, its label before the first.
    static func labelled(_ lines: [(label: String, text: String)], width: Int?) -> [String] {
        lines.map { line in
            TextWrap.lines(line.text, width: width.map { $0 - 12 }).enumerated().map { i, text in
                (i == 0 ? "  " + line.label.padding(toLength: 10, withPad: " ", startingAt: 0) : String(repeating: " ", count: 12)) + text
            }.joined(separator: "\n")
        }
    }

    static func json(_ findings: [ScanFinding], files: Int) -> JSON {
        .object([
            ("files", .number(Double(files))),
            ("findings", .array(findings.map { f in
                .object(stressFields(f) + [
                    ("name", .string(f.name)),
                    ("kind", .string(f.kind.rawValue)),
                    ("file", .string(f.file.path)),
                    ("line", .number(Double(f.line))),
                    ("column", .number(Double(f.column))),
                    ("declared", f.declared.map { .string($0.description) } ?? .null),
                    ("derived", f.derived.map { .string($0.description) } ?? .null),
                    ("method", .string(f.method?.rawValue ?? "")),
                    ("verdict", .string(f.verdict.rawValue)),
                    ("reason", .string(f.reason)),
                    ("exceptions", .array(f.exceptions.map(exception))),
                    ("platforms", .array(f.platformAnswers.map { p in
                        .object([
                            ("platform", .string(p.platform)), ("derived", p.derived.map { .string($0.description) } ?? .null),
                            ("exceptions", .array(p.exceptions.map(exception))),
                        ])
                    })),
                    ("assumptions", .array(f.assumptions.map { .string($0.message) })),
                    ("held", .array(f.held.map { .string($0) })),
                    ("fixed", .bool(f.fixed)),
                ])
            })),
            ("summary", .object(ScanVerdict.allCases.map { v in (v.rawValue, .number(Double(findings.filter { $0.verdict == v }.count))) })),
        ])
    }

    /// A stress finding's break, first: `"stress": {"kind": "truncated", "view": …, "margin": 23, …}`.
    static func stressFields(_ f: ScanFinding) -> [(String, JSON)] {
        guard let b = f.stress else { return [] }
        return [("stress", .object([
            ("kind", .string(b.kind.rawValue)), ("view", .string(b.view)),
            ("viewFile", b.location?.file.map(JSON.string) ?? .null),
            ("viewLine", b.location.map { .number(Double($0.line)) } ?? .null),
            ("viewColumn", b.location.map { .number(Double($0.column)) } ?? .null),
            ("configuration", setting(b.configuration)), ("margin", .number(b.margin)), ("borderline", .bool(b.isBorderline)), ("runTimeText", .bool(b.runTimeText)),
            ("fits", b.fits.map(setting) ?? .null),
            ("detail", .string(b.detail)), ("configurations", .number(Double(b.count))), ("of", .number(Double(b.of))),
        ]))]
    }

    /// `{"device": "iphone-se", "orientation": "portrait", "textSize": "large", "language": null, "description": …}`
    static func setting(_ s: StressSetting) -> JSON {
        .object([
            ("device", .string(s.device)), ("orientation", .string(s.orientation.rawValue)), ("textSize", .string(s.textSize.rawValue)),
            ("language", s.language.map(JSON.string) ?? .null), ("description", .string(s.description)),
        ])
    }

    /// `{"derived": "h-hug, v-hug", "when": [{"value": "items", "outcome": "empty"}]}`
    static func exception(_ e: ScanException) -> JSON {
        .object([
            ("derived", .string(e.behaviors.description)),
            ("when", .array(e.conditions.map { .object([("value", .string($0.value)), ("outcome", .string($0.outcome))]) })),
        ])
    }

    /// `18 findings in 6 files: 10 match, 2 differ, 3 undocumented, 3 cannot be modelled`.
    public static func summary(_ findings: [ScanFinding], files: Int) -> String {
        func count(_ v: ScanVerdict) -> Int { findings.filter { $0.verdict == v }.count }
        let fixed = findings.filter(\.fixed).count
        return "\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): "
            + "\(count(.matches)) match, \(count(.differs)) differ, \(count(.undocumented)) undocumented, \(count(.cannotModel)) cannot be modelled"
            + (count(.stress) > 0 ? ", \(count(.stress)) break\(count(.stress) == 1 ? "" : "s") under stress" : "")
            + (fixed > 0 ? "; fixed \(fixed) doc comment\(fixed == 1 ? "" : "s")" : "")
    }
}
