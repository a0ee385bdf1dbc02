import LayoutCore
import SwiftSyntax

/// The modifiers that change what a view is rather than wrap it (`id`, `tag`, `resizable`, a
/// colour's `opacity`), set the preview's container (`previewLayout`), move its guides
/// (`alignmentGuide`), apply a `ViewModifier` (`modifier`), or set a value a custom layout
/// reads (`layoutValue`).
extension BuiltInModifier {
    static let values: [BuiltInModifier] = [
        BuiltInModifier("layoutValue", labels: ["key", "value"]) { try $0.layoutValue() },
        BuiltInModifier("alignmentGuide", labels: ["_", "computeValue"]) { try $0.alignmentGuide() },
        BuiltInModifier("id", labels: ["_"]) { try $0.identified() },
        BuiltInModifier("tag", labels: ["_"]) { try $0.identified() },
        BuiltInModifier("resizable", labels: ["capInsets", "resizingMode"]) { c in
            guard var image = c.receiver.layout as? ImageLayout else {
                throw Translator.UnmatchedModifier(error: c.error("resizable() applies to an Image, not to \(c.receiver.layout.label)"), kind: .otherForm)
            }
            for label in ["capInsets", "resizingMode"] { _ = c.args.take(label) }
            try c.finish()
            image.isResizable = true
            var copy = c.receiver
            copy.layout = image
            return copy
        },
        BuiltInModifier("opacity", labels: ["_"]) { c in
            // `Color.red.opacity(0.8)` is a Color (SwiftUI's `Color.opacity(_:)` returns Color);
            // on any other view `opacity` does not change layout.
            guard c.receiver.children.isEmpty, let color = c.receiver.layout as? Color, let e = c.args.takeUnlabeled() else { return nil }
            let value = try c.translator.number(e, c.scope, "opacity")
            try c.finish()
            var copy = c.receiver
            copy.layout = color.withOpacity(value)
            return copy
        },
        BuiltInModifier("previewLayout", labels: ["_"]) { try $0.previewLayout() },
        BuiltInModifier("modifier", labels: ["_"]) { c in
            let e = try c.unlabeled(needing: "a ViewModifier")
            try c.finish()
            return try c.translator.applyViewModifier(e, to: c.receiver, at: c.at, c.scope)
        },
    ]
}

extension ModifierCall {
    /// `.layoutValue(key: Rank.self, value: 2)`: the value a custom layout reads with
    /// `subview[Rank.self]`. A run-time value stands for the author's value when the input
    /// gives one (a Bool is explored); otherwise the key's `defaultValue` stands in, stated.
    mutating func layoutValue() throws -> ViewNode {
        guard let keyExpr = args.take("key"), let valueExpr = args.take("value") else { throw callError("layoutValue needs key: and value:") }
        try finish()
        guard let member = keyExpr.as(MemberAccessExprSyntax.self), member.declName.baseName.identifierName == "self", let base = member.base else {
            throw translator.locator.error("layoutValue's key must be a LayoutValueKey type, such as `Rank.self`", at: keyExpr)
        }
        let key = String(base.trimmedDescription.split(separator: ".").last ?? "")
        var run = RunValue(constant: try translator.evaluate(valueExpr, scope))
        if run == nil, case .symbolic(let s) = try translator.evaluate(valueExpr, scope) {
            if s.type.map(TypeText.wrapped) == "Bool" {
                run = .bool(translator.decideBool(s))
            } else if let initial = s.initial {
                run = RunValue(constant: initial)
            }
        }
        guard let run else {
            let text = SourceIndex.collapsed(valueExpr.sourceText)
            translator.assume(.representative, text, "layout value `\(text)` for \(key) is a run-time value: \(key).defaultValue stands in", at: valueExpr)
            return receiver
        }
        return wrap(LayoutValueLayout(key: key, value: run, valueText: run.text))
    }

    /// `.id(x)`, `.tag(x)`: the node keeps its layout and takes the name.
    mutating func identified() throws -> ViewNode {
        let e = try unlabeled(needing: "a value")
        let text = try translator.text(e, scope, in: ".\(name)")
        try finish()
        var copy = receiver
        copy.id = text
        return copy
    }

    /// `.previewLayout(.fixed(width:height:))`: the preview's container (the first one set
    /// wins); other layouts leave the command line's.
    mutating func previewLayout() throws -> ViewNode? {
        guard let e = args.takeUnlabeled() else { return nil }
        let value = try translator.evaluate(e, scope)
        if case .memberCall(_, "fixed", let fields) = value,
           case .number(let w)? = fields.first(where: { $0.label == "width" })?.value,
           case .number(let h)? = fields.first(where: { $0.label == "height" })?.value {
            if translator.container == nil { translator.container = Size(width: w, height: h) }
        } else {
            translator.note("previewLayout(\(value.text)) sets no fixed container; the command line's container is used", at: e)
        }
        try finish()
        return wrap(PassThroughModifier(name, arguments: [Argument(nil, value.text)]))
    }
}
