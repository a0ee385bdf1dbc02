import ArgumentParser
import LayoutCore
import SizingProbe

/// `sizing resolve CODE`: the hierarchy with intrinsic and resolved behaviors and the reasons.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve neutral behavior through a hierarchy, with the reason for every node.",
        discussion: "CODE may also be the name of a custom view recorded by `sizing scan --save`. Each node shows its intrinsic behavior, its behavior resolved in this hierarchy and why; places where the article's rule (neutral hugs iff all children hug) and the engine disagree are flagged.")

    @OptionGroup var input: InputOptions
    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("format"), help: "Print as text or json.")
    var formatOption = FormatOption<TextOrJSON>(.text)
    var format: OutputFormat { formatOption.format }

    @Flag(help: "Show the parts a control is modelled with.")
    var internals = false

    func validate() throws {
        try formatOption.validate(for: "resolve")
    }

    func run() throws {
        let root: ViewNode
        do {
            let loaded = try InputLoader.load(input)
            for note in loaded.notes { Output.message(note) }
            root = loaded.root
        } catch {
            // Not a view the front end knows: perhaps a custom view recorded by `sizing scan --save`.
            guard input.filePath == nil, input.view == nil, let name = input.code,
                  let custom = try ScanCatalog.customViewRoot(
                      name, global: global, state: try InputLoader.pairs(input.state, option: "state"),
                      allowUnknownModifiers: input.allowUnknownModifiers)
            else { throw error }
            Output.message("custom view \(custom.view.name) from \(custom.view.file):\(custom.view.line):\(custom.view.column)")
            for note in custom.notes { Output.message(note) }
            root = custom.root
        }
        let resolution = SizingProbe.resolve(root)
        switch format {
        case .json: Output.data(ResolveOutput.json(resolution, internals: internals).rendered())
        default: Output.data(ResolveOutput.text(resolution, internals: internals, painter: Painter(global.color)))
        }
    }
}

enum ResolveOutput {
    static func visible(_ r: Resolution, internals: Bool) -> [ResolvedNode] {
        r.nodes.filter { internals || !$0.isSynthetic }
    }

    static func text(_ r: Resolution, internals: Bool, painter: Painter) -> String {
        var lines: [String] = []
        for node in visible(r, internals: internals) {
            let indent = String(repeating: "  ", count: node.path.count)
            lines.append("\(indent)\(painter.bold(node.label))  [\(node.pathDescription)]")
            lines.append("\(indent)  intrinsic  \(painter.behavior(node.intrinsic.behaviors.description))")
            lines.append("\(indent)  resolved   \(painter.behavior(node.byEngine.description))")
            for axis in Axis.allCases {
                lines.append("\(indent)    by the article's rule: \(node.articleReason(axis))")
                lines.append("\(indent)    by the engine:         \(node.engineReason(axis))")
            }
            for d in node.disagreements {
                lines.append(painter.yellow("\(indent)  ⚠ the article's rule says \(axis(d.axis))-\(d.byArticle), the engine \(axis(d.axis))-\(d.byEngine): \(d.explanation)"))
            }
        }
        let count = r.disagreements.count
        lines.append(count == 0 ? "The article's rule and the engine agree on every node." : "\(count) disagreement\(count == 1 ? "" : "s") between the article's rule and the engine.")
        return lines.joined(separator: "\n")
    }

    static func axis(_ a: Axis) -> String { a == .horizontal ? "h" : "v" }

    static func json(_ r: Resolution, internals: Bool) -> JSON {
        .array(visible(r, internals: internals).map { node in
            .object([
                ("path", .string(node.pathDescription)),
                ("kind", .string(node.name)),
                ("label", .string(node.label)),
                ("intrinsic", .string(node.intrinsic.behaviors.description)),
                ("resolved", .string(node.byEngine.description)),
                ("byArticle", .string(node.byArticle.description)),
                ("reasons", .object([("horizontal", .string(node.articleReason(.horizontal))), ("vertical", .string(node.articleReason(.vertical)))])),
                ("engineReasons", .object([("horizontal", .string(node.engineReason(.horizontal))), ("vertical", .string(node.engineReason(.vertical)))])),
                ("disagreements", .array(node.disagreements.map { d in
                    .object([("axis", .string(d.axis.rawValue)), ("byArticle", .string(d.byArticle.rawValue)), ("byEngine", .string(d.byEngine.rawValue)), ("explanation", .string(d.explanation))])
                })),
            ])
        })
    }
}
