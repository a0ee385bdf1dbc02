import LayoutCore
import SwiftSyntax

/// The modifiers that size their view: `frame` (both forms), `fixedSize`, `aspectRatio`,
/// `scaledToFit`, `scaledToFill`, `layoutPriority` and the seed's `relativeProposed`. Their
/// layouts are LayoutCore's (`Sources/LayoutCore/Modifiers`).
extension BuiltInModifier {
    static let frames: [BuiltInModifier] = [
        BuiltInModifier("frame", labels: ["width", "height", "alignment"] + flexibleFrameLabels) { try $0.frame() },
        BuiltInModifier("fixedSize", labels: ["horizontal", "vertical"]) { c in
            if c.args.isEmpty { return c.wrap(FixedSizeLayout()) }
            guard let h = c.args.take("horizontal"), let v = c.args.take("vertical") else {
                throw c.callError("fixedSize takes no arguments or both horizontal: and vertical:")
            }
            let layout = FixedSizeLayout(horizontal: try c.translator.bool(h, c.scope, "horizontal"), vertical: try c.translator.bool(v, c.scope, "vertical"))
            try c.finish()
            return c.wrap(layout)
        },
        BuiltInModifier("aspectRatio", labels: ["_", "contentMode"]) { try $0.aspectRatio() },
        BuiltInModifier("scaledToFit", labels: []) { c in
            try c.finish()
            return c.wrap(AspectRatioLayout(nil, contentMode: .fit, spelling: c.name))
        },
        BuiltInModifier("scaledToFill", labels: []) { c in
            try c.finish()
            return c.wrap(AspectRatioLayout(nil, contentMode: .fill, spelling: c.name))
        },
        BuiltInModifier("layoutPriority", labels: ["_"]) { c in
            let value = try c.translator.number(try c.unlabeled(needing: "a value"), c.scope, "layoutPriority")
            try c.finish()
            return c.wrap(LayoutPriorityLayout(value))
        },
        BuiltInModifier("relativeProposed", labels: ["width", "height"]) { c in
            let width = try c.optionalNumber("width"), height = try c.optionalNumber("height")
            try c.finish()
            return c.wrap(RelativeProposedLayout(width: width, height: height))
        },
    ]

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    static let flexibleFrameLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
}

extension ModifierCall {
    /// `frame(width:height:alignment:)`, or the flexible frame when any of its labels is given.
    mutating func frame() throws -> ViewNode {
        let alignment = try args.take("alignment").map { try translator.alignment($0, scope) } ?? .center
        let flexLabels = BuiltInModifier.flexibleFrameLabels
        if flexLabels.contains(where: args.has) {
            let v = try flexLabels.map { try optionalNumber($0) }
            try finish()
            return wrap(FlexFrameLayout(
                minWidth: v[0], idealWidth: v[1], maxWidth: v[2], minHeight: v[3], idealHeight: v[4], maxHeight: v[5],
                alignment: alignment))
        }
        let width = try optionalNumber("width"), height = try optionalNumber("height")
        try finish()
        return wrap(FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// `aspectRatio(_:contentMode:)`: a number, nil (the view's own ratio) or a `CGSize`.
    mutating func aspectRatio() throws -> ViewNode {
        let mode = try args.take("contentMode").map { try contentMode($0) } ?? .fit
        guard let ratioExpr = args.takeUnlabeled() else {
            try finish()
            return wrap(AspectRatioLayout(nil, contentMode: mode))
        }
        let value = try translator.evaluate(ratioExpr, scope)
        try finish()
        switch value {
        case .number(let r): return wrap(AspectRatioLayout(r, contentMode: mode))
        case .null: return wrap(AspectRatioLayout(nil, contentMode: mode))
        default:
            // `CGSize(width: 16, height: 9)`, `.init(width: 16, height: 9)`.
            if let fields = Translator.structFields(value, as: "CGSize"),
               let wn = Translator.numberField("width", of: fields), let hn = Translator.numberField("height", of: fields) {
                return wrap(AspectRatioLayout(hn == 0 ? .infinity : wn / hn, contentMode: mode))
            }
        }
        if translator.options.inputCompiles, case .symbolic = value {
            // A ratio or size computed at run time (`icon.size`): the view's own ratio, stated.
            translator.assume(.representative, SourceIndex.collapsed(ratioExpr.sourceText), "aspectRatio = the view's own ratio for the run-time value `\(SourceIndex.collapsed(ratioExpr.sourceText))`", at: ratioExpr)
            return wrap(AspectRatioLayout(nil, contentMode: mode))
        }
        throw translator.locator.error("aspectRatio needs a number or CGSize, found \(value.text)", at: ratioExpr)
    }

    /// `.fit` or `.fill`.
    private func contentMode(_ expr: ExprSyntax) throws -> AspectRatioLayout.ContentMode {
        let value = try translator.evaluate(expr, scope)
        switch value.caseName {
        case "fit": return .fit
        case "fill": return .fill
        default: throw translator.locator.error("unknown content mode \(value.text); expected .fit or .fill", at: expr)
        }
    }
}
