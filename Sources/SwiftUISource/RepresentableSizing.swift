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
/// 3. an axis whose priority is above 250 hugs; the others expand;
/// 4. a representable with its own `sizeThatFits(_:uiView:context:)` (or `nsView:`,
///    `uiViewController:`, `nsViewController:`; iOS 16, macOS 13) is sized by that code, which
///    SwiftUI asks first: UIKit or AppKit code the model does not run, so the view cannot be
///    modelled, unless every answer it gives is `nil` (SwiftUI then sizes the view as above),
///    or it answers one constant size (``fixedSize``): a `CGSize(width:height:)` of literals,
///    alone or per `controlSize` in a `switch` (the `.regular` case, the default control size;
///    jordanbaird/Ice's colour well). SwiftUI then gives the view that size whatever it proposes.
struct RepresentableSizing {
    /// The assumed behavior on each axis.
    private(set) var behaviors = AxisBehaviors(.exp, .exp)
    /// `; hugs horizontally (setContentHuggingPriority(.defaultHigh, for: .horizontal))`, or
    /// empty when the code sets no priority.
    private(set) var reason = ""
    /// Step 4: the representable's own `sizeThatFits`, when it can answer something else than
    /// `nil` and is not one constant size.
    private(set) var sizeThatFits: FunctionDeclSyntax?
    /// Step 4: the one size its `sizeThatFits` answers, and how it was read (`controlSize .regular`).
    private(set) var fixedSize: (size: Size, how: String, function: FunctionDeclSyntax)?

    init(_ type: TypeInfo) {
        // 1. The declaration and its extensions' members.
        let extensionMembers = type.members.dropFirst(type.declaredMemberCount)
        let tokens = Array(type.decl.tokens(viewMode: .sourceAccurate)) + extensionMembers.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        var priorities: [String: (value: Double, text: String)] = [:]
        for call in tokens.compactMap(Self.huggingCall) {
            if let value = Self.priority(call.priority) { priorities[call.axis] = (value, call.text) }
        }
        // 3.
        var said: [String] = []
        for (axis, priority) in priorities.sorted(by: { $0.key < $1.key }) where priority.value > 250 {
            if axis == "horizontal" { behaviors.horizontal = .hug } else { behaviors.vertical = .hug }
            said.append("hugs \(axis)ly (\(priority.text))")
        }
        if !said.isEmpty { reason = "; " + said.joined(separator: ", ") }
        // 4.
        sizeThatFits = type.functions(named: "sizeThatFits").first { Self.isRepresentableSizing($0) && !Self.answersOnlyNil($0) }
        if let function = sizeThatFits, let (size, how) = Self.constantSize(function) {
            fixedSize = (size, how, function)
            sizeThatFits = nil
        }
    }

    /// Step 4: the one size a `sizeThatFits` answers: its only expression (or `return`) a
    /// `CGSize` of literals, or a `switch` on a `controlSize` whose `.regular` case is one.
    static func constantSize(_ function: FunctionDeclSyntax) -> (Size, String)? {
        guard let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item else { return nil }
        var expr = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        if let stmt = item.as(ExpressionStmtSyntax.self) { expr = stmt.expression }
        guard let expr else { return nil }
        if let size = literalSize(expr) { return (size, "a constant size") }
        guard let switched = expr.as(SwitchExprSyntax.self), switched.subject.trimmedDescription.hasSuffix("controlSize") else { return nil }
        for case .switchCase(let switchCase) in switched.cases {
            guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                  label.caseItems.contains(where: { $0.pattern.trimmedDescription == ".regular" }),
                  switchCase.statements.count == 1, let only = switchCase.statements.first?.item else { continue }
            let value = only.as(ExprSyntax.self) ?? only.as(ReturnStmtSyntax.self)?.expression
            if let value, let size = literalSize(value) { return (size, "its size at the regular control size") }
        }
        return nil
    }

    /// `CGSize(width: 44, height: 24)`, `.init(width:height:)`, `NSSize(…)`: the size, when both are literals.
    static func literalSize(_ expr: ExprSyntax) -> Size? {
        guard let call = expr.as(FunctionCallExprSyntax.self), ["CGSize", "NSSize", ".init", "CGSize.init"].contains(call.calledExpression.trimmedDescription) else { return nil }
        var width: Double?, height: Double?
        for argument in call.arguments {
            let number = Double(argument.expression.trimmedDescription)
            if argument.label?.text == "width" { width = number } else if argument.label?.text == "height" { height = number }
        }
        guard let width, let height, call.arguments.count == 2 else { return nil }
        return Size(width: width, height: height)
    }

    /// The view (or view controller) labels of the representable protocols' `sizeThatFits`.
    static let viewLabels: Set<String> = ["uiView", "nsView", "uiViewController", "nsViewController"]

    /// Step 4: `sizeThatFits(_ proposal:, uiView:, context:)` and its kin, not a `Layout`'s.
    private static func isRepresentableSizing(_ function: FunctionDeclSyntax) -> Bool {
        let parameters = Array(function.signature.parameterClause.parameters)
        return parameters.count == 3 && viewLabels.contains(parameters[1].firstName.text)
    }

    /// Step 4: every value the function returns is `nil` (a lone expression, or each `return`).
    private static func answersOnlyNil(_ function: FunctionDeclSyntax) -> Bool {
        guard let statements = function.body?.statements else { return false }
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { return only.is(NilLiteralExprSyntax.self) }
        let returns = function.body.map { $0.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.return) } } ?? []
        return !returns.isEmpty && returns.allSatisfy { ($0.parent?.as(ReturnStmtSyntax.self)?.expression)?.is(NilLiteralExprSyntax.self) == true }
    }

    /// Step 4: `sizeThatFits(_:uiView:context:)`, for messages.
    static func signature(_ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
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
