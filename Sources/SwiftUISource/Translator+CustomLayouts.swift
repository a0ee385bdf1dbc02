import LayoutCore
import SwiftSyntax

/// Layouts as values and containers: SwiftUI's `HStackLayout`, `VStackLayout`, `ZStackLayout`,
/// `GridLayout` and `AnyLayout`, and the input's custom `Layout`s, which the model runs
/// (`CustomLayout/`): compiled once per type, made with the stored properties the call gives,
/// and tried on their subviews before they are used.
extension Translator {
    /// SwiftUI's layout types the front end makes values of.
    static let layoutTypeNames: Set<String> = ["AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout"]

    /// The layout a call makes (`HStackLayout(spacing: 4)`, `AnyLayout(…)`, `FlowLayout(…)`),
    /// nil when `name` is no layout type. The call's trailing closure, if any, is content and
    /// is not read here.
    func layoutValue(_ name: String, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> (any Layout)? {
        var args = memo.arguments(call, callee: name)
        _ = args.takeTrailing()
        // The input's own type of that name (a `struct GridLayout` configuration) shadows SwiftUI's.
        if Self.layoutTypeNames.contains(name), typeInfo(named: name, from: scope.instance?.type) == nil {
            let layout = try builtInLayout(name, &args, at: nameNode, scope)
            try args.finish(locator, expected: name == "AnyLayout" ? ["_"] : ["alignment", "spacing", "horizontalSpacing", "verticalSpacing"])
            return layout
        }
        guard let decl = model.customLayout(named: name, from: scope.instance?.type) else { return nil }
        return try customLayout(decl, call: call, arguments: args, nameNode: nameNode, scope)
    }

    /// `HStackLayout(alignment:spacing:)`, `VStackLayout(…)`, `ZStackLayout(alignment:)`,
    /// `GridLayout(alignment:horizontalSpacing:verticalSpacing:)`: LayoutCore's stack and grid
    /// layouts; `AnyLayout(layout)`: the layout it wraps (type erasure changes no size).
    func builtInLayout(_ name: String, _ args: inout CallArguments, at node: some SyntaxProtocol, _ scope: Scope) throws -> any Layout {
        func number(_ label: String) throws -> Double? { try args.take(label).map { try optionalNumber($0, scope, label) } ?? nil }
        switch name {
        case "HStackLayout":
            let alignment = try args.take("alignment").map { try verticalAlignment($0, scope) } ?? .center
            return HStackLayout(alignment: alignment, spacing: try number("spacing"))
        case "VStackLayout":
            let alignment = try args.take("alignment").map { try horizontalAlignment($0, scope) } ?? .center
            return VStackLayout(alignment: alignment, spacing: try number("spacing"))
        case "ZStackLayout":
            return ZStackLayout(alignment: try args.take("alignment").map { try alignment($0, scope) } ?? .center)
        case "GridLayout":
            let alignment = try args.take("alignment").map { try self.alignment($0, scope) } ?? .center
            return GridLayout(alignment: alignment, horizontalSpacing: try number("horizontalSpacing"), verticalSpacing: try number("verticalSpacing"))
        default:
            guard let inner = args.takeUnlabeled() else { throw locator.error("AnyLayout needs a layout such as HStackLayout()", at: node) }
            guard case .layout(let layout) = try evaluate(inner, scope) else {
                throw locator.error("AnyLayout(…) needs a layout such as HStackLayout() or a custom Layout, found `\(SourceIndex.collapsed(inner.sourceText).prefix(60))`", at: inner)
            }
            return layout
        }
    }

    /// One custom layout of the input, made by a call. Steps:
    /// 1. its program, compiled once per type (the static check: an unsupported construct is an
    ///    error at that construct, with a note at the call);
    /// 2. its stored properties: the call's arguments, an `init`'s assignments or the defaults
    ///    (`instanceScope`, as for a view), each a value the interpreter runs with.
    func customLayout(_ decl: TypeInfo, call: FunctionCallExprSyntax?, arguments: CallArguments, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> InterpretedLayout {
        // 1.
        noteReading(decl)
        let (program, orientation) = try compiledLayout(decl, usedAt: nameNode)
        // 2.
        let instance = Instance(name: decl.name, type: decl)
        let values = try instanceScope(of: decl, instance: instance, call: call, arguments: arguments, nameNode: nameNode, callerScope: scope)
        var fields: [String: RunValue] = [:]
        var spelled: [Argument] = []
        for property in storedProperties(of: decl) {
            let type = LayoutCompiler.declaredType(property.type, model: model) ?? LayoutCompiler.inferredType(property.defaultValue)
            let value = try runValue(values.values[property.name] ?? .null, type: type, property: "\(decl.name).\(property.name)", at: nameNode)
            fields[property.name] = value
            spelled.append(Argument(property.name, value.text))
        }
        return InterpretedLayout(
            program: program, instance: .instance(type: decl.name, fields: fields), spelledArguments: spelled, stackOrientation: orientation)
    }

    /// The compiled program of a custom layout and its stack orientation, once per type and
    /// evaluation: the program is a function of the declarations alone, so the runs of one
    /// evaluation share it (``EvaluationMemo/compiledLayouts``).
    private func compiledLayout(_ decl: TypeInfo, usedAt node: some SyntaxProtocol) throws -> (program: LayoutProgram, orientation: Axis?) {
        if let known = memo.compiledLayouts[ObjectIdentifier(decl)] { return known }
        do {
            let program = try LayoutCompiler.compile(decl, translator: self)
            let orientation: Axis?
            do {
                orientation = try LayoutInterpreter(program: program, subviews: nil).stackOrientation()
            } catch let fault as LayoutFault {
                throw faultError(fault, layout: decl.name, while: "computing its layoutProperties")
            }
            memo.compiledLayouts[ObjectIdentifier(decl)] = (program, orientation)
            return (program, orientation)
        } catch var error as SourceError {
            error.diagnostics.append(locator.diagnostic(.note, "'\(decl.name)' is used here; a view using it is not modelled", at: node))
            throw error
        }
    }

    /// The value a stored property of a custom layout runs with: a constant as it is; a
    /// run-time value by its representative (a Bool or an enum explored, a number the author's
    /// value or 0, recorded as an assumption); anything else is an error naming the property.
    private func runValue(_ value: Value, type: DeclaredType, property: String, at node: some SyntaxProtocol) throws -> RunValue {
        if let constant = RunValue(constant: value) { return constant.converted(to: type) }
        if case .record(let name, let fields) = value, let instance = try structValue(name, fields, property: property, at: node) { return instance }
        guard case .symbolic(let s) = value else {
            throw locator.error("cannot model custom Layout property '\(property)': its value \(value.text.prefix(60)) is not one the layout interpreter runs with (numbers, Bools, strings, geometry, enum cases, arrays of them)", at: node)
        }
        if type == .bool || s.type.map(TypeText.wrapped) == "Bool" { return .bool(decideBool(s)) }
        if let initial = s.initial, let constant = RunValue(constant: initial) { return constant.converted(to: type) }
        if let cases = enumCases(of: s) { return .member(type: nil, name: cases[decideCase(s, cases: cases)]) }
        if case .optional = type, !decideSome(s) { return .null }
        switch type {
        case .double, .int, .optional(.double), .optional(.int):
            return RunValue.number(representativeNumber(s, fallback: 0, for: property, at: node)).converted(to: type)
        default:
            throw locator.error("cannot model custom Layout property '\(property)': it holds the run-time value `\(s.name)`, for which the layout interpreter has no representative", at: node)
        }
    }

    /// A struct of the input made by its memberwise initializer (`Config(columns: 3)`): each
    /// field its argument or its default, as the layout's code reads them. Nil when `name` is
    /// no struct of the input.
    private func structValue(_ name: String, _ fields: [(label: String?, value: Value)], property: String, at node: some SyntaxProtocol) throws -> RunValue? {
        guard let decl = typeInfo(named: name), decl.decl.is(StructDeclSyntax.self) else { return nil }
        var values: [String: RunValue] = [:]
        let scope = Scope(parent: fileScope, instance: Instance(name: decl.name, type: decl))
        for stored in storedProperties(of: decl) {
            let type = LayoutCompiler.declaredType(stored.type, model: model) ?? LayoutCompiler.inferredType(stored.defaultValue)
            var given = fields.first { $0.label == stored.name }?.value
            if given == nil, let d = stored.defaultValue { given = try evaluate(d, scope) }
            values[stored.name] = try runValue(given ?? .null, type: type, property: "\(property).\(stored.name)", at: node)
        }
        return .instance(type: decl.name, fields: values)
    }

    /// A fault of a layout's code met at translation time, as an error at its code.
    func faultError(_ fault: LayoutFault, layout: String, while doing: String) -> SourceError {
        let message = "custom Layout type '\(layout)' stops while \(doing): \(fault.message)" + (fault.site.map { " (`\($0.text)`)" } ?? "")
        guard let site = fault.site else { return SourceError(Diagnostic(.error, message, fileName: locator.fileName, line: 1, column: 1)) }
        return SourceError(Diagnostic(.error, message, fileName: site.fileName, line: site.line, column: site.column, length: max(site.text.utf8.count, 1)))
    }

    /// `layout { content }`: a node of `layout` over the content's views. A custom layout is
    /// first tried on them (``InterpretedLayout/trialFault(of:)``, once per evaluation for the
    /// same tree): a fault is an error at the code that faults, with a note here.
    func layoutContainer(_ layout: any Layout, content: [ViewNode], at node: some SyntaxProtocol) throws -> ViewNode {
        let container = make(layout, content, at: node)
        guard let interpreted = layout as? InterpretedLayout, let fault = memo.trialFault(of: container) else { return container }
        var error = faultError(fault, layout: interpreted.program.name, while: "laying out its subviews")
        error.diagnostics.append(locator.diagnostic(.note, "'\(interpreted.program.name)' is used here; a view using it is not modelled", at: node))
        throw error
    }

    /// `name(…) { content }` where `name` holds a layout (a variable, a parameter, a property of
    /// the view: `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`);
    /// nil when it holds none. A computed property is evaluated only when its declared type is
    /// a layout's (`var layout: AnyLayout { … }`), so that other names decide nothing.
    func layoutNamed(_ name: String, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        var value = scope.lookup(name)
        if value == nil, let instance = scope.instance, let (binding, _) = instance.type.binding(named: name),
           (binding.typeAnnotation?.type.trimmedDescription ?? "").hasSuffix("Layout") {
            value = try computedProperty(name, of: instance, scope)
        }
        guard case .layout(let layout)? = value else { return nil }
        return try layoutContainer(layout, content: try layoutContent(call, scope), at: nameNode)
    }

    /// `model.container { content }` where `model` is a run-time value of an input type whose
    /// `container` is a computed property typed as a layout (`var container: AnyLayout {
    /// isHorizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()) }`): the layout its
    /// getter returns, the model's stored properties read as the value's members (a `Bool` among
    /// them explored), over the content. Nil for any other call.
    func modelLayout(_ name: String, of model: Symbol, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        guard call.trailingClosure != nil, let typeName = model.type.map(TypeText.wrapped),
              let type = typeInfo(named: typeName) ?? typeInfo(named: String(typeName.split(separator: ".").last ?? "")),
              let (binding, variable) = type.binding(named: name, isStatic: false), !SourceIndex.isStatic(variable.modifiers),
              binding.typeAnnotation?.type.trimmedDescription.hasSuffix("Layout") == true,
              let statements = SourceIndex.getterStatements(binding)
        else { return nil }
        let members = Scope(parent: fileScope)
        for property in storedProperties(of: type) { members.values[property.name] = self.member(property.name, of: model) }
        guard case .layout(let layout)? = try singleValue(statements, members) else { return nil }
        return try layoutContainer(layout, content: try layoutContent(call, scope), at: nameNode)
    }

    /// The views of a layout's content: its trailing closure (`callAsFunction(_:)`).
    func layoutContent(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        guard let closure = call.trailingClosure else {
            throw locator.error("a layout used as a view needs its content: `\(SourceIndex.collapsed(call.calledExpression.sourceText)) { … }`", at: call)
        }
        return try closureViews(closure, scope)
    }
}
