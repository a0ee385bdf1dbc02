import LayoutCore
import SwiftSyntax

/// Typed arguments: numbers, booleans, alignments, axes, edges, fonts and colours read from
/// expressions, with representatives for run-time values.
extension Translator {
    func number(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Double {
        let value = try evaluate(expr, scope)
        func representative(_ s: Symbol) -> Double {
            representativeNumber(s, fallback: Self.representativeNumbers[what] ?? 10, for: what, at: expr)
        }
        switch value {
        case .number(let n): return n
        case .member(let type, "infinity") where type == nil || ["CGFloat", "Double"].contains(type ?? ""):
            return .infinity
        case .symbolic(let s):
            return representative(s)
        case .member(_, "infinity"):
            return .infinity
        case .member(nil, let name):
            // `.controlSize`: a static member of an input's `extension CGFloat` (or Double, Int).
            switch try implicitMember(name, ofAnyOf: ["CGFloat", "Double", "Float", "Int"]) {
            case .number(let n)?: return n
            case .symbolic(let s)?: return representative(s)
            default: break
            }
            fallthrough
        default:
            // Input that compiles gives a number here; one the model cannot compute takes a
            // representative, stated in the finding.
            if options.inputCompiles {
                return representative(Symbol(SourceIndex.collapsed(expr.sourceText), type: nil))
            }
            throw locator.error("\(what) needs a number, found \(value.text)", at: expr)
        }
    }

    func optionalNumber(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Double? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        if case .null = try evaluate(expr, scope) { return nil }
        return try number(expr, scope, what)
    }

    /// Our model's representatives for a size the input computes at run time, by argument:
    /// a typical value of each (they decide no behavior; the finding lists them).
    static let representativeNumbers: [String: Double] = [
        "width": 100, "height": 100, "minWidth": 0, "idealWidth": 100, "minHeight": 0, "idealHeight": 100,
        "spacing": 8, "padding": 16, "cornerRadius": 8, "minLength": 8, "lineLimit": 1, "opacity": 1,
    ]

    /// The fields of a SwiftUI parameter of struct type `type` (`CGPoint`, `CGSize`,
    /// `EdgeInsets`, `Alignment`, `UnitPoint`) as the argument spells it: `CGPoint(x: 10, y: 20)`,
    /// `.init(x: 10, y: 20)`, `CGPoint.init(x: 10, y: 20)`, `.zero`, `CGSize.zero`. Nil for any
    /// other value. Swift infers the type of `.init(…)` from the parameter, so any `.init` is
    /// taken as `type`'s.
    static func structFields(_ value: Value, as type: String) -> [(label: String?, value: Value)]? {
        switch value {
        case .record(let t, let fields) where t == type: return fields
        case .memberCall(let t, "init", let fields) where t == nil || t == type: return fields
        case .member(let t, "zero") where t == nil || t == type:
            switch type {
            case "CGSize": return [("width", .number(0)), ("height", .number(0))]
            case "CGPoint", "UnitPoint": return [("x", .number(0)), ("y", .number(0))]
            case "EdgeInsets": return []
            default: return nil
            }
        default: return nil
        }
    }

    /// A number field of ``structFields(_:as:)``, nil when absent or not a number.
    static func numberField(_ label: String, of fields: [(label: String?, value: Value)]) -> Double? {
        if case .number(let n)? = fields.first(where: { $0.label == label })?.value { return n }
        return nil
    }

    func bool(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Bool {
        let value = try evaluate(expr, scope)
        if case .bool(let b) = value { return b }
        if case .symbolic(let s) = value { return decideBool(s) }
        throw locator.error("\(what) needs true or false, found \(value.text)", at: expr)
    }

    private func memberName(_ value: Value, types: [String]) -> String? {
        switch value {
        case .member(let type, let name): return type == nil || types.contains(type ?? "") ? name : nil
        default: return nil
        }
    }

    func alignment(_ expr: ExprSyntax, _ scope: Scope) throws -> Alignment {
        let value = try evaluate(expr, scope)
        if case .symbolic(let s) = value {
            assume(.representative, s.name, "alignment = .center for the run-time value `\(s.name)`", at: expr)
            return .center
        }
        if let name = memberName(value, types: ["Alignment"]), let found = Alignment.named.first(where: { $0.0 == name }) {
            return found.1
        }
        // The input's own `extension Alignment { static let badge = Alignment(horizontal: …, vertical: …) }`.
        if let name = memberName(value, types: ["Alignment"]), let type = typeInfo(named: "Alignment"),
           let (binding, _) = type.binding(named: name, isStatic: true),
           let declared = binding.initializer?.value ?? SourceIndex.getterStatements(binding).flatMap(SourceIndex.onlyExpression) {
            return try nested(declared) { try alignment(declared, Scope(parent: fileScope, instance: Instance(name: type.qualifiedName, type: type))) }
        }
        // A `UnitPoint` where an `Alignment` is converted from one (`UnitPoint(x: 0.25, y: 1)`).
        if let point = unitPointFields(value) { return Alignment.unitPoint(x: point.x, y: point.y) }
        // `Alignment(horizontal: .leading, vertical: .top)`, `.init(horizontal:vertical:)`.
        if let fields = Self.structFields(value, as: "Alignment"),
           let h = fields.first(where: { $0.label == "horizontal" }), let v = fields.first(where: { $0.label == "vertical" }) {
            return Alignment(horizontal: try horizontalAlignment(h.value, at: expr), vertical: try verticalAlignment(v.value, at: expr))
        }
        if let center = customAlignment(value, at: expr, center: Alignment.center) { return center }
        throw locator.error("unknown alignment \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: Alignment.named.map(\.0)))", at: expr)
    }

    /// Input that compiles names a custom alignment (`.bottomAvatar`) whose `AlignmentID` it
    /// does not declare (another module's): its default value is unknown, so our model centres
    /// it and says so in a stated assumption. Nil for a snippet, where it is an error (a typo, or
    /// a guide the snippet does not declare).
    private func customAlignment<A>(_ value: Value, at expr: ExprSyntax, center: A) -> A? {
        guard options.inputCompiles else { return nil }
        assume(.approximation, value.text, "custom alignment \(value.text) is taken as .center: its AlignmentID is not declared in the files read, so its defaultValue(in:) is unknown", at: expr)
        return center
    }

    /// `UnitPoint(x: 0.25, y: 0.75)`, `.init(x:y:)`, `UnitPoint.init(x:y:)`, `.zero`, or a
    /// named point (`.topLeading`, `UnitPoint.bottom`): its coordinates. Nil for anything else.
    func unitPointFields(_ value: Value) -> (x: Double, y: Double)? {
        if case .member(let type, let name) = value, type == nil || type == "UnitPoint",
           let point = LayoutVocabulary.unitPointValues[name] {
            return (point.0, point.1)
        }
        guard let fields = Self.structFields(value, as: "UnitPoint"),
              let x = Self.numberField("x", of: fields), let y = Self.numberField("y", of: fields) else { return nil }
        return (x, y)
    }

    func horizontalAlignment(_ expr: ExprSyntax, _ scope: Scope) throws -> HorizontalAlignment {
        try horizontalAlignment(try evaluate(expr, scope), at: expr)
    }

    func horizontalAlignment(_ value: Value, at expr: ExprSyntax) throws -> HorizontalAlignment {
        if case .symbolic(let s) = value {
            assume(.representative, s.name, "alignment = .center for the run-time value `\(s.name)`", at: expr)
            return .center
        }
        switch memberName(value, types: ["HorizontalAlignment"]) {
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
        case let name?:
            if let key = try declaredGuide(name, axis: .horizontal, at: expr) { return HorizontalAlignment(key) }
            fallthrough
        default:
            if let center = customAlignment(value, at: expr, center: HorizontalAlignment.center) { return center }
            throw locator.error("unknown horizontal alignment \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: ["leading", "center", "trailing"]))", at: expr)
        }
    }

    func verticalAlignment(_ expr: ExprSyntax, _ scope: Scope) throws -> VerticalAlignment {
        try verticalAlignment(try evaluate(expr, scope), at: expr)
    }

    func verticalAlignment(_ value: Value, at expr: ExprSyntax) throws -> VerticalAlignment {
        if case .symbolic(let s) = value {
            assume(.representative, s.name, "alignment = .center for the run-time value `\(s.name)`", at: expr)
            return .center
        }
        switch memberName(value, types: ["VerticalAlignment"]) {
        case "top": return .top
        case "center": return .center
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        case let name?:
            if let key = try declaredGuide(name, axis: .vertical, at: expr) { return VerticalAlignment(key) }
            fallthrough
        default:
            if let center = customAlignment(value, at: expr, center: VerticalAlignment.center) { return center }
            throw locator.error("unknown vertical alignment \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]))", at: expr)
        }
    }

    func axisSet(_ expr: ExprSyntax, _ scope: Scope) throws -> Axis.Set {
        func one(_ value: Value) throws -> Axis.Set {
            switch memberName(value, types: ["Axis", "Axis.Set"]) {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "all": return .all
            default: throw locator.error("unknown axis \(value.text); expected .horizontal or .vertical", at: expr)
            }
        }
        let value = try evaluate(expr, scope)
        if case .symbolic(let s) = value {
            let vertical = decideCase(s, cases: ["vertical", "horizontal"]) == 0
            return vertical ? .vertical : .horizontal
        }
        if case .array(let values) = value { return try values.reduce(into: Axis.Set()) { $0.formUnion(try one($1)) } }
        return try one(value)
    }

    func edgeSet(_ value: Value, at expr: ExprSyntax) throws -> Edge.Set {
        func one(_ value: Value) throws -> Edge.Set {
            switch memberName(value, types: ["Edge.Set", "Edge"]) {
            case "top": return .top
            case "leading": return .leading
            case "bottom": return .bottom
            case "trailing": return .trailing
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "all": return .all
            default:
                throw locator.error("unknown edge \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]))", at: expr)
            }
        }
        if case .symbolic(let s) = value {
            valueAssumed = true
            assume(.representative, s.name, "edges = .all for the run-time value `\(s.name)`", at: expr)
            return .all
        }
        if case .array(let values) = value { return try values.reduce(into: Edge.Set()) { $0.formUnion(try one($1)) } }
        return try one(value)
    }

    /// `.largeTitle`, `Font.title`, `.system(size: 20)`, `.system(.title)`, `.title.bold()`.
    func font(_ expr: ExprSyntax, _ scope: Scope) throws -> Font {
        // `.body.monospacedDigit()`, `.system(size: 14).monospacedDigit()`: the font, with
        // fixed-width digits.
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "monospacedDigit",
           let base = member.base {
            return try font(base, scope).monospacedDigits()
        }
        // `Font.custom("Brand", size: 15).weight(.bold)`, `.system(size: 14).italic()`: a style
        // of a font that is not a text style's, which draws the glyphs no larger.
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           Self.fontStyleModifiers.contains(member.declName.baseName.text), let base = member.base {
            note("font modifier `.\(member.declName.baseName.text)(…)` does not change the text model's glyph size; ignored", at: expr)
            return try font(base, scope)
        }
        let value = try evaluate(expr, scope)
        func style(_ name: String) -> Font? { Font.textStyles.first { $0.name == name } }
        switch value {
        case .member(let type, let name):
            if type == nil || type == "Font", let f = style(name) { return f }
            if let type, let f = style(String(type.split(separator: ".").last ?? "")) {
                note("font modifier `.\(name)` does not change the text model's glyph size; ignored", at: expr)
                return f
            }
        case .memberCall(let type, let name, let arguments):
            if (type == nil || type == "Font") && name == "system" {
                for arg in arguments where arg.label == "size" {
                    if case .number(let size) = arg.value {
                        // `relativeTo:` scales it with that style (as Font.custom's does); without
                        // it the size is fixed (Apple documents no Dynamic Type for it).
                        let style = arguments.first { $0.label == "relativeTo" }.flatMap { textStyle($0.value) }
                        if arguments.count > (style == nil ? 1 : 2) { note("font arguments other than size do not change the text model; ignored", at: expr) }
                        return style.map { .system(size: size, relativeTo: $0) } ?? .system(size: size)
                    }
                }
                if let first = arguments.first, first.label == nil, let n = first.value.caseName, let f = style(n) {
                    if arguments.count > 1 { note("font arguments other than the text style do not change the text model; ignored", at: expr) }
                    return f
                }
            }
            if (type == nil || type == "Font") && name == "custom" {
                // Apple: `custom(_:size:)` "scales with the body text style",
                // `custom(_:size:relativeTo:)` "relative to the given textStyle",
                // `custom(_:fixedSize:)` has "a fixed size that does not scale with Dynamic Type".
                for arg in arguments where arg.label == "size" || arg.label == "fixedSize" {
                    if case .number(let size) = arg.value {
                        note("custom font drawn with the text model at size \(Format.number(size))", at: expr)
                        let fontName = arguments.first.flatMap { first -> String? in
                            if first.label == nil, case .string(let s) = first.value { return s }
                            return nil
                        } ?? "font"
                        let style = arg.label == "fixedSize"
                            ? nil : arguments.first { $0.label == "relativeTo" }.flatMap { textStyle($0.value) } ?? .body
                        return .custom(fontName, size: size, relativeTo: style)
                    }
                }
            }
            if let type {
                let base = String(type.split(separator: ".").last ?? "")
                if let f = style(base) {
                    note("font modifier `.\(name)(…)` does not change the text model's glyph size; ignored", at: expr)
                    return f
                }
            }
        case .symbolic(let s):
            if let own = try appFont(expr, scope) { return own }
            valueAssumed = true
            assume(.representative, s.name, "font = .body for the run-time value `\(s.name)`", at: expr)
            return style("body") ?? .system(size: 17)
        default:
            break
        }
        var suggestion: String { Suggestions.didYouMean(value.caseName ?? "", in: Font.textStyles.map(\.name) + ["system"]) }
        let isNamed: Bool = switch value {
        case .member, .memberCall: true
        default: false
        }
        if isNamed, let own = try appFont(expr, scope) { return own }
        // Code that compiles declares a name that looks like a typo (`Font.large_bold`) itself.
        if isNamed, options.inputCompiles || suggestion.isEmpty {
            // An app's own font the model cannot follow (`.custom(name, size: scaled)`, one
            // from another module): the body style, a guess its breaks do not rest on.
            valueAssumed = true
            assume(.approximation, value.text, "font \(value.text) is the app's own: measured as .body", at: expr)
            return style("body") ?? .system(size: 17)
        }
        if options.inputCompiles {
            // `Font(uiFont)`, `Font(.systemFont(ofSize: 16))`, a font a helper builds at run time:
            // the size the expression states, else the body style.
            let text = SourceIndex.collapsed(expr.sourceText)
            if let size = Self.statedFontSize(expr) {
                assume(.approximation, text, "font \(text) is built at run time: measured at its stated size, \(Format.number(size))", at: expr)
                return .system(size: size)
            }
            assume(.approximation, text, "font \(text) is built at run time: measured as .body", at: expr)
            return style("body") ?? .system(size: 17)
        }
        throw locator.error("unknown font \(value.text)\(suggestion)", at: expr)
    }

    /// An app's own font: a static property of an `extension Font` (its initializer or
    /// one-expression getter: `static let brand = Font.title`), a static function of one
    /// (`static func regular(size: CGFloat) -> Font { .system(size: size, weight: .regular) }`),
    /// or a function returning a `Font` of a type the call's base names (`Font.AppFont.regular
    /// .size(16)`, `enum AppFont { func size(_ size: CGFloat) -> Font { .custom(rawValue, size:
    /// size) } }`), its one expression read as a font with the call's arguments bound; nil when
    /// the input declares none, or it is not one expression (sample 8: 2022-swiftui-app's fixed
    /// `Font.system(size:)` helpers were measured as the body style, which scales).
    func appFont(_ expr: ExprSyntax, _ scope: Scope) throws -> Font? {
        let fontType = typeInfo(named: "Font")
        /// The member's name when it is one of `Font`'s (`.name`, `Font.name`).
        func fontMember(_ member: MemberAccessExprSyntax) -> String? {
            guard member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font" else { return nil }
            return member.declName.baseName.identifierName
        }
        /// The function a call's member names.
        func function(_ member: MemberAccessExprSyntax) -> FunctionDeclSyntax? {
            let name = member.declName.baseName.identifierName
            if fontMember(member) != nil { return fontType?.functions(named: name).first { SourceIndex.isStatic($0.modifiers) } }
            let owners = member.base?.tokens(viewMode: .sourceAccurate).map(\.text).filter { $0.first?.isUppercase == true && $0 != "Font" } ?? []
            for owner in owners.reversed() {
                if let f = typeInfo(named: owner)?.functions(named: name).first(where: { $0.signature.returnClause?.type.trimmedDescription == "Font" }) { return f }
            }
            return nil
        }
        let made: ExprSyntax
        let local = Scope(parent: fileScope)
        if let member = expr.as(MemberAccessExprSyntax.self), let name = fontMember(member) {
            guard let binding = fontType?.binding(named: name, isStatic: true)?.binding else { return nil }
            if let initializer = binding.initializer?.value {
                made = initializer
            } else if let statements = SourceIndex.getterStatements(binding), let only = SourceIndex.onlyExpression(statements) {
                made = only
            } else {
                return nil
            }
        } else if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let f = function(member), let body = f.body, let only = SourceIndex.onlyExpression(body.statements),
                  !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self) {
            noteReading(f)
            if let base = member.base, fontMember(member) == nil {
                local.values["self"] = (try? evaluate(base, scope)) ?? symbolicValue(base.trimmedDescription, type: nil)
            }
            let name = member.declName.baseName.identifierName
            var args = memo.arguments(call, callee: name)
            try bindParameters(f.signature.parameterClause, &args, into: local, callerScope: scope, owner: name)
            made = only
        } else {
            return nil
        }
        // A font defined by itself (`static var a: Font { .a }`) is not followed round.
        guard !appFontsFollowed.contains(made.id) else { return nil }
        appFontsFollowed.insert(made.id)
        defer { appFontsFollowed.remove(made.id) }
        return try font(made, local)
    }

    /// `Font`'s modifiers that change how its glyphs are drawn, not the model's size.
    static let fontStyleModifiers: Set<String> = ["weight", "bold", "italic", "width", "leading", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "monospaced"]

    /// The text style a `relativeTo:` argument names (`.title`, `Font.TextStyle.title`).
    func textStyle(_ value: Value) -> Font.TextStyle? {
        switch value {
        case .member(_, let name), .enumCase(_, let name, _): return Font.TextStyle(rawValue: name)
        default: return nil
        }
    }

    /// The point size a font expression spells (`ofSize: 16`, `size: 20`), if one number is given.
    static func statedFontSize(_ expr: ExprSyntax) -> Double? {
        var sizes: [Double] = []
        for token in expr.tokens(viewMode: .sourceAccurate) where token.text == "ofSize" || token.text == "size" {
            guard token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon,
                  let number = token.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
                  let size = Double(number.text.filter { $0 != "_" }), size > 0, size.isFinite else { continue }
            sizes.append(size)
        }
        return sizes.count == 1 ? sizes[0] : nil
    }

    /// ShapeStyles SwiftUI names that are not colours of the palette (`.border(.tint)`).
    static let semanticStyles: Set<String> = [
        "tint", "tertiary", "quaternary", "quinary", "background", "foreground", "separator", "placeholder",
        "link", "fill", "selection", "windowBackground",
    ]

    /// A colour argument: `Color.red`, `.red`, `Color(red:green:blue:)`, `.red.opacity(0.8)`.
    func color(_ expr: ExprSyntax, _ scope: Scope) throws -> Color {
        let value = try evaluate(expr, scope)
        if let c = colorIfColor(value) { return c }
        // Colours never change layout: a run-time colour or the app's own is drawn gray.
        if case .symbolic = value { return .gray }
        // SwiftUI's semantic styles: the tint is the accent colour, the others gray.
        if case .member(_, let name) = value, Self.semanticStyles.contains(name) {
            return name == "tint" ? Color.named("accentColor") ?? .blue : .gray
        }
        if Suggestions.didYouMean(value.caseName ?? "", in: Color.palette.compactMap(\.colorName)).isEmpty { return .gray }
        // Code that compiles names a real style (`.tint`, `.quaternary`): drawn gray, said.
        if options.inputCompiles {
            assume(.approximation, value.text, "style \(value.text) is drawn gray (colours do not change layout)", at: expr)
            return .gray
        }
        throw locator.error("expected a colour, found \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: Color.palette.compactMap(\.colorName)))", at: expr)
    }

    /// Source text of an argument for descriptions: closures shown as `{ … }`.
    func spelled(_ item: CallArguments.Item) -> Argument {
        let value = item.expression.is(ClosureExprSyntax.self) ? "{ … }" : SourceIndex.collapsed(memo.text(item.expression))
        return Argument(item.label, value)
    }
}
