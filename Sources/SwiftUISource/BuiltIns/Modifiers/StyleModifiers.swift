import LayoutCore
import SwiftSyntax

/// The style modifiers (`buttonStyle(.bordered)`, `listStyle(.insetGrouped)`, …): the style
/// name is kept in the environment, where the controls and containers below read it when the
/// tree is compiled (`Sources/LayoutCore/Modifiers/EnvironmentModifiers.swift`). Each control is
/// built for the input's platform (`BuiltInCall.platform`) and lays itself out in the style the
/// environment names, or in its platform's default when none is set (`.automatic` included):
/// an explicit style wins (`.toggleStyle(.switch)` on macOS is macOS's switch, not its checkbox).
/// A `ButtonStyle` the input declares is built from its `makeBody` (`Translator+ButtonStyle`).
extension BuiltInModifier {
    static let styles: [BuiltInModifier] = [
        "buttonStyle", "pickerStyle", "progressViewStyle", "toggleStyle", "labelStyle", "textFieldStyle",
        "listStyle", "tabViewStyle", "datePickerStyle", "gaugeStyle", "formStyle", "groupBoxStyle", "menuStyle",
        "controlGroupStyle", "labeledContentStyle", "disclosureGroupStyle", "navigationSplitViewStyle",
        // `labelsVisibility(.hidden)`: the controls below leave their labels out.
        "labelsVisibility",
    ].map { name in BuiltInModifier(name, labels: ["_"]) { try $0.style() } } + [
        // `labelsHidden()`, the older spelling of `labelsVisibility(.hidden)`.
        BuiltInModifier("labelsHidden", labels: []) { c in
            try c.finish()
            return c.wrap(StyleModifier("labelsVisibility", style: "hidden"))
        },
    ]

    /// The size classes: `imageScale(.large)` (SF Symbols) and `controlSize(.small)` (controls),
    /// kept in the environment like the styles.
    static let sizes: [BuiltInModifier] = [
        BuiltInModifier("imageScale", labels: ["_"]) { c in
            let e = try c.unlabeled(needing: "a scale")
            guard let scale = try c.translator.environmentCase(e, c.scope, for: "imageScale", type: "Scale", default: Image.Scale.medium) else { return nil }
            try c.finish()
            c.translator.assumeImageScale(scale, at: e)
            return c.wrap(ImageScaleModifier(scale))
        },
        BuiltInModifier("controlSize", labels: ["_"]) { c in
            let e = try c.unlabeled(needing: "a control size")
            guard let size = try c.translator.environmentCase(e, c.scope, for: "controlSize", type: "ControlSize", default: ControlSize.regular) else { return nil }
            try c.finish()
            c.translator.assumeControlSize(size, at: e)
            return c.wrap(ControlSizeModifier(size))
        },
    ]

    /// The suffixes a style type's name drops to become the style's name
    /// (`InsetGroupedListStyle()` → `insetGrouped`).
    static let styleTypeSuffixes = [
        "ListStyle", "TabViewStyle", "DatePickerStyle", "GaugeStyle", "FormStyle", "GroupBoxStyle", "MenuStyle",
        "ButtonStyle", "PickerStyle", "ProgressViewStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle",
    ]
}

extension ModifierCall {
    /// `.style(.name)`, `.style(.name(…))` or `.style(NameStyle())`: the style's name.
    mutating func style() throws -> ViewNode {
        let e = try unlabeled(needing: "a style")
        let value = try translator.evaluate(e, scope)
        let style: String
        switch value {
        case .member(_, let n): style = n
        case .memberCall(_, let n, _): style = n
        case .record(let type, _):
            var t = type
            for suffix in BuiltInModifier.styleTypeSuffixes where t.hasSuffix(suffix) && t.count > suffix.count {
                t.removeLast(suffix.count)
            }
            style = (t.first.map { String($0).lowercased() } ?? "") + t.dropFirst()
        default:
            throw translator.locator.error("\(name) needs a style such as .plain, found \(value.text)", at: e)
        }
        try finish()
        if name == "buttonStyle", let restyled = try translator.customButtonStyle(e, to: receiver, at: at, scope) {
            return translator.make(StyleModifier(name, style: style), [restyled], at: at)
        }
        return wrap(StyleModifier(name, style: style))
    }
}

extension Translator {
    /// The case of a SwiftUI enumeration an environment modifier sets (`.small`,
    /// `Image.Scale.small`, `ControlSize.small`): a run-time value is the environment's default
    /// and said; in code that does not compile, an unknown case is an error with a suggestion;
    /// in code that compiles, another value (an input's own overload: `controlSize(1)`) is nil.
    func environmentCase<Case: RawRepresentable & CaseIterable>(
        _ e: ExprSyntax, _ scope: Scope, for name: String, type: String, default fallback: Case
    ) throws -> Case? where Case.RawValue == String {
        let value = try evaluate(e, scope)
        if case .member(let base, let caseName) = value, base.map({ $0 == type || $0.hasSuffix("." + type) }) ?? true,
           let found = Case(rawValue: caseName) {
            return found
        }
        let spelled = SourceIndex.collapsed(e.sourceText)
        if case .symbolic(let s) = value {
            // The author's value, as `representativeNumber` takes it.
            if case .member(_, let caseName)? = s.initial, let found = Case(rawValue: caseName) { return found }
            assume(.representative, spelled, "\(name) = .\(fallback.rawValue) for the run-time value `\(spelled)`", at: e)
            return fallback
        }
        guard options.inputCompiles else {
            let suggestion = Suggestions.didYouMean(value.caseName ?? "", in: Case.allCases.map(\.rawValue))
            throw locator.error("\(name) needs one of \(Case.allCases.map { "." + $0.rawValue }.joined(separator: ", ")), found \(value.text)\(suggestion)", at: e)
        }
        return nil
    }

    /// `imageScale(.small)` / `.large`: the symbol's size is Apple's approximate ratio, not its
    /// glyph's (`Image.Scale.factor`), and the finding says so.
    func assumeImageScale(_ scale: Image.Scale, at e: some SyntaxProtocol) {
        guard scale != .medium else { return }
        assume(.approximation, "imageScale(.\(scale.rawValue))",
               "imageScale(.\(scale.rawValue)) sizes SF Symbols \(Format.number(scale.factor)) × their medium size (Apple's approximate ratio; the symbol's own glyph is not known)", at: e)
    }

    /// `controlSize(_:)` other than `.regular`: only macOS's AppKit lengths per size are
    /// published, for some controls (`MacMetrics`); the other controls, and every control
    /// elsewhere, keep the regular size, and the finding says so. On macOS `.extraLarge` takes
    /// `.large`'s lengths, also said.
    func assumeControlSize(_ size: ControlSize, at e: some SyntaxProtocol) {
        guard size != .regular else { return }
        let platform = options.conditions.platform
        platformReads += 1
        if platform == "macOS" {
            let lengths = size == .extraLarge ? "AppKit's .large lengths (none published for .extraLarge)" : "AppKit's lengths"
            assume(.approximation, "controlSize(.\(size.rawValue))",
                   "controlSize(.\(size.rawValue)) on macOS: checkboxes, radio buttons, switches and push and pop-up buttons take \(lengths); other controls keep the regular size", at: e)
            return
        }
        assume(.approximation, "controlSize(.\(size.rawValue))",
               "controlSize(.\(size.rawValue)) on \(platform): no control length per size is published; controls keep the regular size", at: e)
    }
}
