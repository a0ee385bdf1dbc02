import LayoutCore
import SwiftSyntax

/// The Dynamic Type size where a view is built, for the values SwiftUI scales with it
/// (`@ScaledMetric`).
///
/// The size in effect starts as ``SourceOptions/dynamicTypeSize`` (`--dynamic-type`); a
/// `dynamicTypeSize(_:)` written on a view sets or limits it while that view is built, with the
/// rules the layout applies to the environment (``DynamicTypeSizeModifier``), so that a
/// `@ScaledMetric` inside takes the size its text will have.
extension Translator {
    /// The size in effect where the translator is building.
    var dynamicTypeSize: DynamicTypeSize { dynamicTypeEnvironment.dynamicTypeSize }

    /// Builds `body` (the receiver of `.name(…)`) under the size `.dynamicTypeSize(…)` sets, when
    /// `name` is that modifier with a size or range the model reads; else as it is.
    func buildingReceiver<T>(of name: String, _ call: FunctionCallExprSyntax, _ body: () throws -> T) rethrows -> T {
        guard name == "dynamicTypeSize", call.arguments.count == 1, call.arguments.first?.label == nil,
              let modifier = ModifierCall.dynamicTypeSizeModifier(call.arguments.first!.expression) else { return try body() }
        let saved = dynamicTypeEnvironment
        modifier.updateEnvironment(&dynamicTypeEnvironment)
        defer { dynamicTypeEnvironment = saved }
        return try body()
    }

    /// `@ScaledMetric var x = 20`, `@ScaledMetric(relativeTo: .caption) var x = 20`: the value at
    /// the size in effect, scaled as the style grows from Large (body by default: Apple,
    /// `init(wrappedValue:)` "using the default scaling", UIFontMetrics' `default` being the body
    /// style). Nil when the property is not a scaled metric or its value is not a number.
    func scaledMetric(_ property: StoredProperty, _ value: Value) -> Value? {
        guard property.wrapper == "ScaledMetric", case .number(let n) = value else { return nil }
        let style = Self.scaledMetricStyle(property) ?? .body
        return .number(n * style.scale(at: dynamicTypeSize))
    }

    /// The `relativeTo:` style of `@ScaledMetric(relativeTo: .title)`, nil for the default.
    static func scaledMetricStyle(_ property: StoredProperty) -> Font.TextStyle? {
        guard let v = property.node.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) }) else { return nil }
        for attribute in v.attributes {
            guard case .attribute(let a) = attribute, a.attributeName.trimmedDescription == "ScaledMetric",
                  case .argumentList(let list)? = a.arguments,
                  let argument = list.first(where: { $0.label?.text == "relativeTo" }),
                  let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
            return Font.TextStyle(rawValue: member.declName.baseName.text)
        }
        return nil
    }
}
