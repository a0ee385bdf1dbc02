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
    ].map { name in BuiltInModifier(name, labels: ["_"]) { try $0.style() } }

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
