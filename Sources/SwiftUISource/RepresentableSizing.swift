import LayoutCore
import SwiftSyntax

/// How a UIKit or AppKit view wrapped in a `UIViewRepresentable` / `NSViewRepresentable` sizes
/// itself, as far as the representable's code says.
///
/// SwiftUI sizes a representable's view from its intrinsic content size and its content-hugging
/// priorities: on an axis whose hugging priority is above `.defaultLow` (250) the view keeps its
/// intrinsic size; on an axis at `.defaultLow` or below (a view created in code, where UIKit and
/// AppKit leave the priority at 250) it takes what it is offered. (Our model, from UIKit's and
/// AppKit's documented default priorities and the published advice to raise a wrapped label's
/// hugging priority to stop it filling the width; Apple does not document the rule itself.)
///
/// Steps:
/// 1. every `setContentHuggingPriority(P, for: AXIS)` call in the type's declaration (its
///    `makeUIView` / `makeNSView` and helpers), the last one per axis winning;
/// 2. P read as a number: `.required` 1000, `.defaultHigh` 750, `.dragThatCanResizeWindow` 510,
///    `.windowSizeStayPut` 500, `.defaultLow` 250, `.fittingSizeLevel` / `.fittingSizeCompression`
///    50, a literal, `.init(n)`, `UILayoutPriority(n)`, `Priority(rawValue: n)`, and one `+`/`-`
///    of a literal (`.defaultHigh + 1`); a priority it cannot read leaves the axis expanding;
/// 3. an axis whose priority is above 250 hugs; the others expand.
struct RepresentableSizing {
    /// The assumed behavior on each axis.
    private(set) var behaviors = AxisBehaviors(.exp, .exp)
    /// `; hugs horizontally (setContentHuggingPriority(.defaultHigh, for: .horizontal))`, or
    /// empty when the code sets no priority.
    private(set) var reason = ""

    init(_ type: TypeInfo) {
        // 1.
        var priorities: [String: (value: Double, text: String)] = [:]
        for call in type.decl.tokens(viewMode: .sourceAccurate).compactMap(Self.huggingCall) {
            if let value = Self.priority(call.priority) { priorities[call.axis] = (value, call.text) }
        }
        // 3.
        var said: [String] = []
        for (axis, priority) in priorities.sorted(by: { $0.key < $1.key }) where priority.value > 250 {
            if axis == "horizontal" { behaviors.horizontal = .hug } else { behaviors.vertical = .hug }
            said.append("hugs \(axis)ly (\(priority.text))")
        }
        if !said.isEmpty { reason = "; " + said.joined(separator: ", ") }
    }

    /// Step 1: the call a `setContentHuggingPriority` token names, with its priority argument
    /// and axis (`horizontal` or `vertical`).
    private static func huggingCall(_ token: TokenSyntax) -> (priority: ExprSyntax, axis: String, text: String)? {
        guard token.text == "setContentHuggingPriority",
              let call = token.parent?.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }),
              call.arguments.count == 2,
              let first = call.arguments.first, let last = call.arguments.last, last.label?.text == "for",
              let axis = last.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName,
              axis == "horizontal" || axis == "vertical" else { return nil }
        return (first.expression, axis, "setContentHuggingPriority(\(SourceIndex.collapsed(first.expression.trimmedDescription)), for: .\(axis))")
    }

    /// The priorities UIKit and AppKit name (their documented raw values).
    static let named: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "dragThatCanResizeWindow": 510, "windowSizeStayPut": 500,
        "defaultLow": 250, "fittingSizeLevel": 50, "fittingSizeCompression": 50,
    ]

    /// Step 2.
    static func priority(_ expression: ExprSyntax) -> Double? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Double(literal.literal.text) }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return named[member.declName.baseName.identifierName] }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first {
            return priority(argument.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let base = priority(parts[0]), let operand = priority(parts[2]),
                  let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            return op == "+" ? base + operand : op == "-" ? base - operand : nil
        }
        return nil
    }
}
