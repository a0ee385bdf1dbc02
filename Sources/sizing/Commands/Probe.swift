import ArgumentParser
import LayoutCore
import SizingProbe

/// `sizing probe CODE`: the behavior per axis of a view or a modifier chain, with evidence.
struct Probe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Derive the sizing behavior of a view or modifier chain per axis, with the evidence.",
        discussion: """
            A view (`Text("Hi").padding()`) is probed as it is. A modifier chain starting with a dot \
            (`.frame(maxWidth: .infinity)`) is applied once to an expanding child (Color) and once to a \
            hugging child (Text), which tells exp, hug and neu apart.
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var dynamicType: DynamicTypeOptions
    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("format"), help: "Print as text or json.")
    var formatOption = FormatOption<TextOrJSON>(.text)
    var format: OutputFormat { formatOption.format }

    func validate() throws {
        try formatOption.validate(for: "probe")
    }

    func run() throws {
        let (classification, notes) = try Self.classify(try InputLoader.readText(input), input: input, dynamicType: dynamicType.size)
        for note in notes { Output.message(note) }
        switch format {
        case .json: Output.data(ProbeOutput.json(classification).rendered())
        default: Output.data(ProbeOutput.text(classification, painter: Painter(global.color)))
        }
    }

    /// The behavior of the view or modifier chain in `text`, and the front end's notes.
    /// The view is probed at `dynamicType` (`--dynamic-type`): its tree is put under
    /// `dynamicTypeSize(_:)`, which sets the size in effect as the root environment would.
    static func classify(_ text: InputLoader.Text, input: InputOptions, dynamicType: DynamicTypeSize = .large) throws -> (Classification, notes: [String]) {
        func atSize(_ root: ViewNode) -> ViewNode {
            dynamicType == .large ? root : ViewNode(DynamicTypeSizeModifier(dynamicType), children: [root], isSynthetic: true)
        }
        if text.source.trimmingLeadingWhitespace().hasPrefix(".") {
            // A modifier chain: parse it on a placeholder receiver and substitute the probe's children.
            let loaded = try InputLoader.parse(text, input: input, prefix: "Color.red", dynamicType: dynamicType)
            let template = loaded.root
            return (SizingProbe.classify(modifier: { child in atSize(Self.replacingReceiver(of: template, with: child)) }), loaded.notes)
        }
        let loaded = try InputLoader.parse(text, input: input, dynamicType: dynamicType)
        return (SizingProbe.classify(atSize(loaded.root)), loaded.notes)
    }

    /// The template with its innermost receiver (the placeholder `Color.red`) replaced by `child`.
    static func replacingReceiver(of template: ViewNode, with child: ViewNode) -> ViewNode {
        guard !template.children.isEmpty else { return child }
        var copy = template
        copy.children[0] = replacingReceiver(of: template.children[0], with: child)
        return copy
    }
}

enum ProbeOutput {
    static func text(_ c: Classification, painter: Painter) -> String {
        var lines = [painter.behavior(c.behaviors.description) + "   (\(c.method.rawValue))"]
        for note in c.notes { lines.append("  note: \(note)") }
        lines.append("evidence")
        lines.append(TextTable.render(c.evidence.map { ["  " + ($0.subject.map { "with \($0)" } ?? ""), "\($0.proposal)", "→", "\($0.answer)"] }))
        return lines.joined(separator: "\n")
    }

    static func json(_ c: Classification) -> JSON {
        .object([
            ("horizontal", .string(c.horizontal.rawValue)),
            ("vertical", .string(c.vertical.rawValue)),
            ("behavior", .string(c.behaviors.description)),
            ("method", .string(c.method.rawValue)),
            ("notes", .array(c.notes.map { .string($0.description) })),
            ("evidence", .array(c.evidence.map { answer in
                .object([
                    ("child", answer.subject.map(JSON.string) ?? .null),
                    ("proposal", .proposal(answer.proposal)),
                    ("answer", .size(answer.answer)),
                ])
            })),
        ])
    }
}

extension String {
    func trimmingLeadingWhitespace() -> Substring { drop(while: { $0.isWhitespace }) }
}
