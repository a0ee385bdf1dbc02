import LayoutCore
import SwiftSyntax

/// Custom alignment guides the input declares: a static property of an extension of
/// `VerticalAlignment` or `HorizontalAlignment` made from an `AlignmentID` type, whose
/// `defaultValue(in:)` gives the guide's value for a view that does not set it (Apple's
/// `AlignmentID` documentation: `extension VerticalAlignment { static let firstThird =
/// VerticalAlignment(FirstThirdAlignment.self) }`, `context.height / 3`).
extension Translator {
    /// The custom guide `name` (`.firstThird`) on `axis` (nil: the axis whose alignment type
    /// the input extends with it), read from the input's declarations:
    /// 1. the static property `name` of the input's `extension VerticalAlignment` (or
    ///    `HorizontalAlignment`), stored or computed;
    /// 2. its value, `VerticalAlignment(ID.self)` (also `Self(…)`, `.init(…)`), names the
    ///    `AlignmentID` type; any other value is read as an alignment (`VerticalAlignment.center`);
    /// 3. that type's `static func defaultValue(in:)`, one expression over the
    ///    `ViewDimensions` it receives (`context.height / 3`, `d[.bottom] - 10`), compiled as an
    ///    `alignmentGuide` closure is;
    /// 4. the key, whose default value runs that expression with each view's dimensions.
    /// Nil when the input declares no such property (or, in code that compiles, when its
    /// `AlignmentID` is another module's: the caller centres it and says so). A declaration the
    /// model cannot read is a located error in a snippet, and in code that compiles a guide
    /// centred by default with a stated assumption: never a silent guess.
    func declaredGuide(_ name: String, axis: Axis?, at node: some SyntaxProtocol) throws -> AlignmentKey? {
        let axes: [Axis] = axis.map { [$0] } ?? [.vertical, .horizontal]
        for axis in axes {
            let typeName = axis == .vertical ? "VerticalAlignment" : "HorizontalAlignment"
            // Step 1.
            guard let type = typeInfo(named: typeName), let (binding, _) = type.binding(named: name, isStatic: true) else { continue }
            guard let value = binding.initializer?.value ?? SourceIndex.getterStatements(binding).flatMap(SourceIndex.onlyExpression) else {
                throw unsupported("custom alignment `.\(name)`: its value is not one expression", at: binding)
            }
            // Step 2. Another alignment's name (`static let avatar = VerticalAlignment.center`)
            // is that alignment.
            guard let idName = Self.alignmentIDName(value, alignmentType: typeName) else {
                let scope = Scope(parent: fileScope, instance: Instance(name: type.qualifiedName, type: type))
                return try nested(value) {
                    axis == .vertical ? try verticalAlignment(value, scope).key : try horizontalAlignment(value, scope).key
                }
            }
            guard let idType = typeInfo(named: idName, from: type) ?? typeInfo(named: String(idName.split(separator: ".").last ?? "")) else {
                // Another module's AlignmentID: in code that compiles, the caller centres the
                // guide and says so; in a snippet it is an error.
                if options.inputCompiles { return nil }
                throw locator.error("custom alignment `.\(name)`: its AlignmentID `\(idName)` is not declared in the input, so its default value is unknown", at: value)
            }
            do {
                return try compiledGuide(name, axis: axis, idName: idName, idType: idType)
            } catch let error as SourceError where options.inputCompiles {
                // Code that compiles: the guide keeps its identity (views that set it with
                // `alignmentGuide` still line up) with the centre as its default, and the
                // finding says why.
                let why = error.primary.map { "\($0.message) at \($0.fileName):\($0.line):\($0.column)" } ?? "its defaultValue(in:) cannot be evaluated"
                assume(.approximation, ".\(name)", "custom alignment .\(name) defaults to the centre: \(why)", at: value)
                return AlignmentKey.custom(name, axis)
            }
        }
        return nil
    }

    /// Steps 3 and 4 of `declaredGuide`: the key of guide `name` on `axis` whose default is
    /// `idType`'s `defaultValue(in:)`, compiled; a located error when it cannot be evaluated.
    private func compiledGuide(_ name: String, axis: Axis, idName: String, idType: TypeInfo) throws -> AlignmentKey {
        // Step 3.
        guard let function = idType.functions(named: "defaultValue").first(where: { SourceIndex.isStatic($0.modifiers) }) ?? idType.functions(named: "defaultValue").first,
              let parameter = function.signature.parameterClause.parameters.first else {
            throw locator.error("custom alignment `.\(name)`: `\(idName)` has no defaultValue(in:)", at: idType.nameNode)
        }
        let parameterName = (parameter.secondName ?? parameter.firstName).text
        guard let statements = function.body?.statements, let expr = SourceIndex.onlyExpression(statements) else {
            throw unsupported("`\(idName).defaultValue(in:)` with logic (only one arithmetic expression over the ViewDimensions is evaluated)", at: function.body.map(Syntax.init) ?? Syntax(function))
        }
        let scope = Scope(parent: fileScope, instance: Instance(name: idType.qualifiedName, type: idType))
        let compiled = try compileDimension(expr, parameter: parameterName, axis: axis, scope)
        // A default value sees the view's size and its edge and centre guides; a text
        // baseline or another custom guide would need the view's explicit values, which the
        // model does not hand to a default: said, not guessed.
        if let guide = compiled.guides.first(where: { $0.isTextBaseline || $0.customName != nil }) {
            throw unsupported("`\(idName).defaultValue(in:)` reads the guide `.\(guide)` (a default value is evaluated from the view's size and its edge and centre guides)", at: expr)
        }
        // Step 4.
        let definition = "\(idType.qualifiedName): \(parameterName) in \(SourceIndex.collapsed(expr.sourceText))"
        return AlignmentKey.custom(name, axis, definition: definition) { compiled.evaluate($0) }
    }

    /// `VerticalAlignment(FirstThird.self)`, `Self(FirstThird.self)`, `.init(FirstThird.self)`,
    /// `VerticalAlignment.init(Outer.FirstThird.self)` → the `AlignmentID` type's name.
    static func alignmentIDName(_ expr: ExprSyntax, alignmentType: String) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
              argument.label == nil, call.trailingClosure == nil else { return nil }
        let callee = SourceIndex.collapsed(call.calledExpression.sourceText)
        let initialisers = [alignmentType, "SwiftUI.\(alignmentType)", "Self", ".init", "\(alignmentType).init", "Self.init"]
        guard initialisers.contains(callee),
              let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return SourceIndex.collapsed(base.sourceText)
    }
}
