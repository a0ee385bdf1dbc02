import LayoutCore
import SwiftSyntax

/// The modifiers that change how text is set: `font` and `lineLimit`. They set the
/// environment the text below reads when the tree is compiled (`Sources/LayoutCore/Modifiers/EnvironmentModifiers.swift`).
extension BuiltInModifier {
    static let text: [BuiltInModifier] = [
        BuiltInModifier("font", labels: ["_"]) { c in
            let e = try c.unlabeled(needing: "a font")
            let font = e.is(NilLiteralExprSyntax.self) ? Font.body : try c.translator.font(e, c.scope)
            try c.finish()
            return c.wrap(FontModifier(font))
        },
        BuiltInModifier("lineLimit", labels: ["_", "reservesSpace"]) { try $0.lineLimit() },
    ]
}

extension ModifierCall {
    /// `lineLimit(2)`, `lineLimit(nil)`, `lineLimit(2, reservesSpace: true)`, `lineLimit(1...3)`.
    mutating func lineLimit() throws -> ViewNode {
        let e = try unlabeled(needing: "a limit")
        let value = try translator.evaluate(e, scope)
        func int(_ n: Double) throws -> Int {
            guard n.isFinite, n == n.rounded(), abs(n) < 1e9 else {
                throw translator.locator.error("lineLimit needs a whole number, found \(Format.number(n))", at: e)
            }
            return Int(n)
        }
        switch value {
        case .null:
            try finish()
            return wrap(LineLimitModifier(nil))
        case .number(let n):
            if let reserves = args.take("reservesSpace") {
                let r = try translator.bool(reserves, scope, "reservesSpace")
                try finish()
                let limit = try int(n)
                return wrap(LineLimitModifier(limit, reserved: r ? limit : nil, spelled: "\(limit), reservesSpace: \(r)"))
            }
            try finish()
            return wrap(LineLimitModifier(try int(n)))
        case .range(let lo, let hi, let closed):
            try finish()
            let upper = try int(closed ? hi : hi - 1), lower = try int(lo)
            return wrap(LineLimitModifier(upper, reserved: lower, spelled: "\(lower)...\(upper)"))
        default:
            if translator.options.inputCompiles {
                translator.assume(.representative, SourceIndex.collapsed(e.sourceText), "lineLimit(\(SourceIndex.collapsed(e.sourceText))) is a run-time value; laid out without a limit", at: e)
                try finish()
                return wrap(LineLimitModifier(nil))
            }
            throw translator.locator.error("lineLimit needs a number, nil or a range, found \(value.text)", at: e)
        }
    }
}
