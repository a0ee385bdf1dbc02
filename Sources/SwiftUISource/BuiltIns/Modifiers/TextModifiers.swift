import LayoutCore
import SwiftSyntax

/// The modifiers that change how text is set: `font`, `lineLimit`, `lineSpacing`,
/// `minimumScaleFactor`, `monospacedDigit`, `tracking`, `kerning` and `dynamicTypeSize`. They set
/// the environment the text below reads when the tree is compiled (`Sources/LayoutCore/Modifiers/`).
/// `monospacedDigit()`, `tracking(_:)` and `kerning(_:)` are both Text's and View's methods; either
/// form sets the Text it reaches.
extension BuiltInModifier {
    static let text: [BuiltInModifier] = [
        BuiltInModifier("font", labels: ["_"]) { c in
            let e = try c.unlabeled(needing: "a font")
            let font = e.is(NilLiteralExprSyntax.self) ? Font.body : try c.translator.font(e, c.scope)
            try c.finish()
            return c.wrap(FontModifier(font))
        },
        BuiltInModifier("lineLimit", labels: ["_", "reservesSpace"]) { try $0.lineLimit() },
        BuiltInModifier("dynamicTypeSize", labels: ["_"]) { try $0.dynamicTypeSize() },
        BuiltInModifier("lineSpacing", labels: ["_"]) { try $0.lineSpacing() },
        BuiltInModifier("minimumScaleFactor", labels: ["_"]) { c in
            let factor = try c.environmentNumber(needing: "a factor", default: 1)
            try c.finish()
            return c.wrap(MinimumScaleFactorModifier(factor))
        },
        BuiltInModifier("monospacedDigit", labels: []) { c in
            try c.finish()
            return c.wrap(MonospacedDigitModifier())
        },
        BuiltInModifier("tracking", labels: ["_"]) { c in
            let tracking = try c.environmentNumber(needing: "a tracking", default: 0)
            try c.finish()
            return c.wrap(TrackingModifier(tracking))
        },
        BuiltInModifier("kerning", labels: ["_"]) { c in
            let kerning = try c.environmentNumber(needing: "a kerning", default: 0)
            try c.finish()
            return c.wrap(KerningModifier(kerning))
        },
    ]
}

extension ModifierCall {
    /// `dynamicTypeSize(.xLarge)`, `dynamicTypeSize(...DynamicTypeSize.xxxLarge)`,
    /// `dynamicTypeSize(.xSmall ... .accessibility2)`: sets or limits the subtree's Dynamic Type
    /// size (``DynamicTypeSizeModifier``). A size the model cannot read (a run-time value) is
    /// nil: passed through, and the finding says so.
    mutating func dynamicTypeSize() throws -> ViewNode? {
        guard let e = args.items.first?.expression, args.items.count == 1, args.items[0].label == nil,
              let modifier = Self.dynamicTypeSizeModifier(e) else { return nil }
        _ = args.takeUnlabeled()
        try finish()
        return wrap(modifier)
    }

    /// The modifier `dynamicTypeSize(e)` applies: one size (`.xLarge`, `DynamicTypeSize.xLarge`)
    /// or a range (`...x`, `..<x`, `x...`, `x...y`, `x..<y`), nil for anything else.
    static func dynamicTypeSizeModifier(_ e: ExprSyntax) -> DynamicTypeSizeModifier? {
        if let size = dynamicTypeSize(e) { return DynamicTypeSizeModifier(size) }
        guard let range = dynamicTypeRange(e) else { return nil }
        return DynamicTypeSizeModifier(range: range, spelled: SourceIndex.collapsed(e.trimmedDescription))
    }

    /// `.large` or `DynamicTypeSize.large`.
    static func dynamicTypeSize(_ e: ExprSyntax?) -> DynamicTypeSize? {
        guard let member = e?.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.trimmedDescription != "DynamicTypeSize" { return nil }
        return DynamicTypeSize(rawValue: member.declName.baseName.identifierName)
    }

    /// The sizes a range expression spans: `...x`, `..<x`, `x...`, `x...y`, `x..<y`.
    static func dynamicTypeRange(_ e: ExprSyntax) -> ClosedRange<DynamicTypeSize>? {
        let sizes = DynamicTypeSize.allCases
        func before(_ size: DynamicTypeSize) -> DynamicTypeSize? { size.index > 0 ? sizes[size.index - 1] : nil }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), let upper = dynamicTypeSize(prefix.expression) {
            switch prefix.operator.text {
            case "...": return .xSmall...upper
            case "..<": return before(upper).map { .xSmall...$0 }
            default: return nil
            }
        }
        if let postfix = e.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "...", let lower = dynamicTypeSize(postfix.expression) {
            return lower ... .accessibility5
        }
        if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3,
           let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
           let lower = dynamicTypeSize(seq.elements.first),
           let upper = dynamicTypeSize(seq.elements.last) {
            switch op.operator.text {
            case "...": return lower <= upper ? lower...upper : nil
            case "..<": return lower < upper ? before(upper).map { lower...$0 } : nil
            default: return nil
            }
        }
        return nil
    }

    /// `lineSpacing(6)`: the points between two lines of the Text inside; a run-time value is
    /// read as 0 (the default) and said.
    mutating func lineSpacing() throws -> ViewNode {
        let spacing = try environmentNumber(needing: "a spacing", default: 0)
        try finish()
        return wrap(LineSpacingModifier(spacing))
    }

    /// The one unlabeled number of a modifier that sets an environment value
    /// (`lineSpacing(6)`, `minimumScaleFactor(0.5)`, `tracking(2)`): a run-time value is the
    /// environment's default (`default`) and said.
    mutating func environmentNumber(needing what: String, default fallback: Double) throws -> Double {
        let e = try unlabeled(needing: what)
        return try translator.environmentNumber(e, scope, for: name, default: fallback)
    }

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

extension Translator {
    /// A number an environment modifier sets (`lineSpacing`, `minimumScaleFactor`, `tracking`,
    /// `kerning`), read from `e`: a run-time value is the environment's default and said; in
    /// code that does not compile, anything else is an error.
    func environmentNumber(_ e: ExprSyntax, _ scope: Scope, for name: String, default fallback: Double) throws -> Double {
        switch try evaluate(e, scope) {
        case .number(let n) where n.isFinite:
            return n
        case .symbolic(let s):
            return representativeNumber(s, fallback: fallback, for: name, at: e)
        case let other:
            guard options.inputCompiles else {
                throw locator.error("\(name) needs a number, found \(other.text)", at: e)
            }
            let spelled = SourceIndex.collapsed(e.sourceText)
            assume(.representative, spelled, "\(name) = \(Format.number(fallback)) for the run-time value `\(spelled)`", at: e)
            return fallback
        }
    }
}
