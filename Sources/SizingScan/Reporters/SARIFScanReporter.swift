import CatalogStore
import LayoutCore

/// `--format sarif`: a SARIF 2.1.0 log (OASIS's Static Analysis Results Interchange Format), which
/// code-scanning dashboards import. One run; one rule per kind of finding; one result per
/// problem, `error` when it fails the run and `warning` otherwise; locations relative to the
/// folder the scan ran in.
public struct SARIFScanReporter: ScanReporter {
    /// The tool as the request names it, `sizing 0.9.0`: the driver's name and version.
    public var tool: String

    public init(tool: String = "sizing") {
        self.tool = tool
    }

    /// The driver's name and version (`sizing`, `0.9.0`) from ``tool``.
    var nameAndVersion: (name: String, version: String?) {
        let parts = tool.split(separator: " ", maxSplits: 1).map(String.init)
        return (parts.first ?? "sizing", parts.count > 1 ? parts[1] : nil)
    }

    /// One rule per kind of problem, in `ScanVerdict.problems` order.
    static let rules: [(id: String, name: String, text: String)] = ScanVerdict.problems.map { verdict in
        switch verdict {
        case .differs: (verdict.ruleId, "BehaviorDiffers", "The documented sizing behavior differs from the one derived from the view's layout.")
        case .undocumented: (verdict.ruleId, "BehaviorUndocumented", "The view has no `Intrinsic sizing behavior` doc comment.")
        case .stress: (verdict.ruleId, "BreaksUnderStress", "The view breaks on a device, at a text size or in a language: truncated text, an overflow, a squeezed view or a tap target under 44 pt.")
        default: (verdict.ruleId, "CannotModel", "The view uses something the layout model cannot evaluate, so its behavior is not derived.")
        }
    }

    public func report(_ findings: [ScanFinding], files: Int, policy: ScanPolicy) -> String {
        let results = ScanPolicy.problems(findings).map { f -> JSON in
            .object([
                ("ruleId", .string(f.ruleId)),
                ("ruleIndex", .number(Double(Self.rules.firstIndex { $0.id == f.ruleId } ?? 0))),
                // A borderline break (within the text model's error) is a note.
                ("level", .string(policy.fails(f) ? "error" : f.stress?.isBorderline == true ? "note" : "warning")),
                ("message", .object([("text", .string(f.problemMessage))])),
                ("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(Self.uri(f.file.path)))])),
                        ("region", .object([("startLine", .number(Double(f.line))), ("startColumn", .number(Double(f.column)))])),
                    ])),
                ])])),
            ])
        }
        let (name, version) = nameAndVersion
        let driver = JSON.object([
            ("name", .string(name)),
        ] + (version.map { [("version", JSON.string($0))] } ?? []) + [
            ("rules", .array(Self.rules.map { rule in
                .object([("id", .string(rule.id)), ("name", .string(rule.name)), ("shortDescription", .object([("text", .string(rule.text))]))])
            })),
        ])
        return JSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]).rendered()
    }

    /// A relative URI reference for a path (spaces and `%` escaped).
    static func uri(_ path: String) -> String {
        var out = ""
        for scalar in (path.hasPrefix("./") ? String(path.dropFirst(2)) : path).unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case " ": out += "%20"
            case "#": out += "%23"
            case "?": out += "%3F"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
