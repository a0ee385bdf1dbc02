import LayoutCore
import SwiftParser
import SwiftSyntax

/// Custom views declared in the input: `X()`, `X(title: "Hi")`, `X(selection: $selection)`.
extension Translator {
    struct StoredProperty {
        var name: String
        var wrapper: String?
        var type: String?
        var defaultValue: ExprSyntax?
        var isLet: Bool
        var node: Syntax
        /// Whether the property holds views or a closure (`content: Content`, `() -> Content`).
        var holdsViews: Bool {
            guard let type else { return wrapper == "ViewBuilder" }
            return wrapper == "ViewBuilder" || type.contains("->") || type == "Content" || type.contains("View") || type == "Label"
        }
    }

    /// The instance properties `type` stores (computed ones left out), read once per translator.
    func storedProperties(of type: TypeInfo) -> [StoredProperty] {
        if let known = memo.storedProperties[ObjectIdentifier(type)] { return known }
        var out: [StoredProperty] = []
        for member in type.members {
            guard let v = member.as(VariableDeclSyntax.self), !SourceIndex.isStatic(v.modifiers) else { continue }
            for binding in v.bindings {
                if let accessors = binding.accessorBlock?.accessors, case .getter = accessors { continue }
                if let accessors = binding.accessorBlock?.accessors, case .accessors(let list) = accessors,
                   list.contains(where: { $0.accessorSpecifier.text == "get" }) { continue }
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                out.append(StoredProperty(
                    name: id.identifier.identifierName, wrapper: SourceIndex.wrapper(of: v.attributes),
                    type: binding.typeAnnotation?.type.sourceText, defaultValue: binding.initializer?.value,
                    isLet: v.bindingSpecifier.text == "let", node: Syntax(id)))
            }
        }
        memo.storedProperties[ObjectIdentifier(type)] = out
        return out
    }

    /// A view the input uses only under some style (``CallerStyles``: `.formStyle(.grouped)` at
    /// every use) in that style, said as an assumption at the caller's modifier.
    func inCallersStyles(_ root: ViewNode, of type: TypeInfo) throws -> ViewNode {
        var node = root
        for call in model.callerStyles.byView[type.name] ?? [] {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            let style = "\(member.declName.baseName.identifierName)(\(SourceIndex.collapsed(call.arguments.trimmedDescription)))"
            assume(.approximation, style, "derived in its callers' style: every use of \(type.name) is inside .\(style) (at \(locator.describe(member.declName)))", at: member.declName)
            node = try modifier(member.declName.baseName.identifierName, call: call, nameNode: member.declName, receiver: node, fileScope)
        }
        return node
    }

    /// The value of `--state name=value`, evaluated as Swift source.
    func stateOverride(_ name: String) throws -> Value? {
        guard let text = options.state[name] else { return nil }
        let file = Parser.parse(source: text)
        guard file.statements.count == 1, let item = file.statements.first, case .expr(let expr) = item.item else {
            throw SourceError(Diagnostic(.error, "--state \(name)=\(text): the value must be one Swift expression such as .a, 120, true or \"Hi\"", fileName: "--state", line: 1, column: 1))
        }
        let overrideTranslator = Translator(locator: Locator(fileName: "--state \(name)", tree: file), model: model, options: SourceOptions())
        return try overrideTranslator.evaluate(expr, overrideTranslator.fileScope)
    }

    /// Property wrappers whose value the view's own code or SwiftUI changes at run time: their
    /// default is only the first value.
    static let runTimeWrappers: Set<String> = [
        "State", "Binding", "FocusState", "AppStorage", "SceneStorage", "GestureState", "SceneStorage", "Published",
        "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Bindable", "Query", "FetchRequest",
        "ScaledMetric", "Namespace", "AccessibilityFocusState", "SectionedFetchRequest", "Dependency", "Shared",
    ]

    /// Builds one instance of a custom view: binds arguments to stored properties (or runs the
    /// `init` the call fits), fills in defaults, `--state` overrides and symbolic values, and
    /// builds `body`. An instance with the same arguments is built once per evaluation.
    /// - Complexity: O(n) in the size of the body, once per distinct argument set.
    func instantiate(
        _ name: String, decl: TypeInfo, call: FunctionCallExprSyntax?, nameNode: some SyntaxProtocol, callerScope: Scope
    ) throws -> ViewNode {
        noteReading(decl)
        return try nested(nameNode) {
            // 1. Recursion is reported, not followed (the same data would choose the same branch forever).
            recordForInstanceMemo(.recursionCheck(decl.qualifiedName))
            if instanceStack.filter({ $0 == decl.qualifiedName }).count >= 2 {
                stoppedAtRecursion = true
                limitStops += 1
                throw locator.error(
                    "cannot model '\(name)': it builds itself recursively (\((instanceStack + [decl.qualifiedName]).joined(separator: " → ")))",
                    at: nameNode)
            }
            // 2. Properties.
            let instance = Instance(name: name, type: decl)
            let scope = try instanceScope(of: decl, instance: instance, call: call, nameNode: nameNode, callerScope: callerScope)
            let spelledArgs = memo.arguments(call, callee: name).items.map(spelled)
            // 3. Memoised by the values the body sees.
            // Not when readers have proxies: each use of a view holding a GeometryReader may be
            // placed at its own size, and takes the next proxy of that reader.
            // The Dynamic Type size is part of the key: a `@ScaledMetric` below may read it.
            let key = options.geometry.isEmpty
                ? Self.memoKey(decl.qualifiedName, scope).map { dynamicTypeSize == .large ? $0 : $0 + "\u{1F}@\(dynamicTypeSize)" } : nil
            if let key {
                let built = builtInstances[key]
                recordForInstanceMemo(.lookup(key: key, provenance: built?.provenance))
                if let built {
                    viewCount += built.views
                    try checkViewBudget(at: nameNode)
                    return built.node
                }
            }
            // 4. The body.
            guard let binding = SourceIndex.bodyBinding(of: decl), let statements = SourceIndex.getterStatements(binding), !statements.isEmpty else {
                throw locator.error(
                    "cannot model '\(name)': its declaration at \(locator.describe(decl.nameNode)) has no body in the input (only `// ...`)",
                    at: nameNode)
            }
            // 5. Taken from an earlier building when nothing it reads changed (``InstanceMemo``).
            let before = viewCount
            let (node, provenance) = try instanceBody(instanceMemoKey(decl, name: name, site: nameNode, arguments: spelledArgs, scope: scope)) {
                // The type's declarations by platform are read by its body (noted again for it).
                noteReading(decl)
                instanceStack.append(decl.qualifiedName)
                defer { instanceStack.removeLast() }
                let nodes = try builder(statements, scope)
                return nodes.count == 1
                    ? make(CustomViewLayout(name, arguments: spelledArgs), nodes, at: nameNode)
                    : make(GroupLayout(name: name, arguments: spelledArgs), nodes, at: nameNode)
            }
            if let key {
                let built = BuiltInstance(node: node, views: viewCount - before, provenance: provenance)
                builtInstances[key] = built
                recordForInstanceMemo(.keep(key: key, instance: built))
            }
            return node
        }
    }

    /// The memo key of an instance: its type and the text of every value its scope binds;
    /// nil when a value is a closure or views (their identity is not in their text).
    static func memoKey(_ type: String, _ scope: Scope) -> String? {
        var parts: [String] = [type]
        for (name, value) in scope.values.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .closure, .views: return nil
            default: parts.append("\(name)=\(value.text)")
            }
        }
        return parts.joined(separator: "\u{1F}")
    }

    /// The scope of an instance's body: every stored property bound to the argument given,
    /// the value its `init` assigns, its default, a `--state` override, or a symbolic value of
    /// its declared type (named after the property; inside another view, after both).
    /// `arguments` are the call's, unless the caller set some aside (a custom layout's content).
    func instanceScope(
        of decl: TypeInfo, instance: Instance, call: FunctionCallExprSyntax?, arguments: CallArguments? = nil,
        nameNode: some SyntaxProtocol, callerScope: Scope
    ) throws -> Scope {
        let scope = Scope(parent: fileScope, instance: instance)
        let properties = storedProperties(of: decl)
        var args = arguments ?? memo.arguments(call, callee: instance.name)
        var assigned: Set<String> = []
        let isRoot = instanceStack.isEmpty
        func symbolName(_ property: String) -> String { isRoot ? property : "\(decl.name).\(property)" }

        let inits = decl.initializers
        let callLabels = args.labels
        let fits = inits.contains { parameters($0.signature.parameterClause, fit: callLabels) }
        let useMemberwise = decl.hasMemberwiseInitializer && !fits && !(call == nil && isRoot && probeInitializer != nil)
        if !inits.isEmpty && (call != nil || isRoot) && !useMemberwise {
            try runInitializer(inits, args: &args, name: instance.name, call: call, nameNode: nameNode, callerScope: callerScope, scope: scope, assigned: &assigned)
        } else {
            try bindMemberwise(properties, &args, into: scope, callerScope: callerScope, assigned: &assigned)
            if let trailing = args.takeTrailing(),
               let target = properties.last(where: { $0.holdsViews && !assigned.contains($0.name) }) {
                scope.values[target.name] = .closure(trailing, callerScope)
                assigned.insert(target.name)
            }
            try args.finish(locator, expected: properties.map(\.name))
        }
        for property in properties where !assigned.contains(property.name) {
            if let value = try stateOverride(property.name) {
                scope.values[property.name] = value
            } else if let d = property.defaultValue, let scaled = scaledMetric(property, try evaluate(d, scope)) {
                scope.values[property.name] = scaled
            } else if let wrapper = property.wrapper, Self.runTimeWrappers.contains(wrapper) {
                scope.values[property.name] = try runTimeValue(property, wrapper: wrapper, name: symbolName(property.name), scope)
            } else if let d = property.defaultValue, isRoot, decl.hasMemberwiseInitializer, Self.isSettableByCaller(property) {
                // `var kind: Kind = .compact` of the view probed: a caller may pass another
                // value; a Bool, an enum case or nil is explored, the author's default first. A
                // view built by a call the code shows (`Box()`) has the default it did not pass.
                let value = try evaluate(d, scope)
                scope.values[property.name] = isExplorable(value, type: property.type)
                    ? try runTimeValue(property, wrapper: "", name: symbolName(property.name), scope)
                    : value
            } else if let d = property.defaultValue {
                scope.values[property.name] = try evaluate(d, scope)
            } else if property.holdsViews || decl.viewGenericParameters.contains(property.type ?? ""), let placeholder {
                scope.values[property.name] = .views([placeholder])
            } else if let placeholder, let type = property.type, Self.buttonConfigurationTypes.contains(type) {
                // `let configuration: ButtonStyle.Configuration`: its label is the caller's content.
                scope.values[property.name] = Self.buttonConfiguration(label: placeholder)
            } else {
                // `var icon: NSImage?`, `@Default(.showIcons)`: explored, the author's value first.
                let authors = authorsValue(of: property, scope)
                scope.values[property.name] = symbolicValue(symbolName(property.name), type: property.type ?? authors?.type, initial: authors?.value)
            }
        }
        // `--state` also overrides values the caller passed (a @Binding follows its source,
        // which the override replaces too).
        for property in properties where assigned.contains(property.name) {
            if let value = try stateOverride(property.name) {
                scope.values[property.name] = value
            } else if let value = scope.values[property.name], let scaled = scaledMetric(property, value) {
                // `Badge(size: 30)` for `@ScaledMetric var size = 20`: the value given is scaled too.
                scope.values[property.name] = scaled
            }
        }
        return scope
    }

    /// The memberwise initializer's labelled arguments: each stored property given by its label
    /// takes the argument's value, read in `callerScope`, and is marked assigned.
    private func bindMemberwise(
        _ properties: [StoredProperty], _ args: inout CallArguments, into scope: Scope, callerScope: Scope, assigned: inout Set<String>
    ) throws {
        for property in properties {
            guard let expr = args.take(property.name) else { continue }
            scope.values[property.name] = try argumentValue(expr, callerScope, type: property.type)
            assigned.insert(property.name)
        }
    }

    /// A `var` the memberwise initializer takes: not `private` or `fileprivate`, no wrapper.
    static func isSettableByCaller(_ property: StoredProperty) -> Bool {
        guard !property.isLet, property.wrapper == nil,
              let variable = property.node.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) }) else { return false }
        return !variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.identifierName) }
    }

    /// Whether a default is one outcome of a few (a Bool, an enum case, nil), so that the others
    /// are worth building.
    func isExplorable(_ value: Value, type: String?) -> Bool {
        switch value {
        case .bool, .null: return true
        case .member(let written, _): return enumCases(of: Symbol("", type: type ?? written)) != nil
        default: return false
        }
    }

    /// The value of a property whose wrapper SwiftUI or the view changes at run time: symbolic
    /// of its type, its default (if any) tried first.
    private func runTimeValue(_ property: StoredProperty, wrapper: String, name: String, _ scope: Scope) throws -> Value {
        var type = property.type
        var initial: Value?
        if let d = property.defaultValue {
            let value = try evaluate(d, scope)
            switch value {
            case .record(let t, _):
                type = type ?? t
                initial = value
            case .symbolic(let s):
                type = type ?? s.type
            default:
                initial = value
            }
            type = type ?? SourceIndex.inferredType(d) ?? Self.literalType(value)
        }
        if wrapper == "Environment", let keyPath = (property.node.parent?.parent?.parent?.as(VariableDeclSyntax.self)).flatMap(Self.environmentKey) {
            // A key the project declares starts from its default (`Translator+EnvironmentDefaults`).
            let custom = initial == nil ? customEnvironmentDefault(keyPath) : nil
            initial = initial ?? custom?.value
            type = type ?? TypeText.environmentTypes[keyPath] ?? custom?.type
        }
        return .symbolic(Symbol(name, type: type, initial: initial))
    }

    /// `\.colorScheme` of `@Environment(\.colorScheme) var scheme`.
    static func environmentKey(_ v: VariableDeclSyntax) -> String? {
        for attribute in v.attributes {
            guard case .attribute(let a) = attribute, a.attributeName.sourceText == "Environment",
                  case .argumentList(let list)? = a.arguments, let first = list.first else { continue }
            return first.expression.sourceText.split(separator: ".").last.map(String.init)
        }
        return nil
    }

    static func literalType(_ value: Value) -> String? {
        switch value {
        case .bool: return "Bool"
        case .string: return "String"
        case .number: return "Double"
        case .enumCase(let type, _, _): return type
        case .member(let type, _): return type
        default: return nil
        }
    }

    /// The value of an argument as the callee sees it: closures stay closures (evaluated where
    /// used, in the caller's scope), `$x` follows `x`.
    func argumentValue(_ expr: ExprSyntax, _ callerScope: Scope, type: String? = nil) throws -> Value {
        if let closure = expr.as(ClosureExprSyntax.self) { return .closure(closure, callerScope) }
        if Self.looksLikeView(expr) { return .views([try view(expr, callerScope)]) }
        let value = try evaluate(expr, callerScope)
        // `user: .mock`: a static member of the parameter's type, when the input declares it.
        if case .member(nil, let name) = value, let type, let member = try implicitMember(name, ofAnyOf: [TypeText.wrapped(type)]) {
            return member
        }
        return value
    }

    /// `Text("x")`, `Image(…)`, `HStack { … }`, `Label(…).padding()`: an argument that is a view.
    /// A layout type is a view only with its content (`HStackLayout { … }`); without it
    /// (`AnyLayout(HStackLayout())`) it is a layout value.
    static func looksLikeView(_ expr: ExprSyntax) -> Bool {
        var e: ExprSyntax? = expr
        var hasContent = false
        while let current = e {
            if let call = current.as(FunctionCallExprSyntax.self) { hasContent = call.trailingClosure != nil; e = call.calledExpression; continue }
            if let member = current.as(MemberAccessExprSyntax.self) { e = member.base; hasContent = false; if e == nil { return false }; continue }
            if let ref = current.as(DeclReferenceExprSyntax.self) {
                if layoutTypeNames.contains(ref.baseName.identifierName) { return hasContent }
                return BuiltInRegistry.view(named: ref.baseName.identifierName) != nil && ref.baseName.identifierName != "Color"
            }
            return false
        }
        return false
    }

    /// Runs the `init` whose labels match the call (with no call, while probing, the first):
    /// binds parameters, then executes the assignments of its body (`self.x = x`,
    /// `_x = State(initialValue: x)`, `self.content = content()`); other statements are skipped.
    /// How many `self.init` calls deep an initializer may delegate (a cycle of delegating
    /// initializers does not compile; the limit keeps a misread one from running away).
    static let maximumDelegation = 8

    /// `self.init(…)` (or `Self.init(…)`) as a statement of an initializer: the call, else nil.
    static func delegatedInitializerCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "init", let base = member.base?.trimmedDescription, base == "self" || base == "Self" else { return nil }
        return call
    }

    private func runInitializer(
        _ inits: [InitializerDeclSyntax], args: inout CallArguments, name: String, call: FunctionCallExprSyntax?,
        nameNode: some SyntaxProtocol, callerScope: Scope, scope: Scope, assigned: inout Set<String>
    ) throws {
        let callLabels = args.labels
        var fitting = inits.first { parameters($0.signature.parameterClause, fit: callLabels) }
        if call == nil, instanceStack.isEmpty, let i = probeInitializer, i < inits.count { fitting = inits[i] }
        guard let chosen = fitting ?? (call == nil ? inits.first : nil) else {
            throw locator.error("no initializer of '\(name)' takes (\(callLabels.joined(separator: ", ")))", at: nameNode)
        }
        let local = Scope(parent: scope)
        try bindParameters(chosen.signature.parameterClause, &args, into: local, callerScope: callerScope, owner: name, probing: call == nil && instanceStack.isEmpty)
        guard let body = chosen.body else { return }
        for statement in activeStatements(body.statements) {
            if case .expr(let expr) = statement.item, let delegated = Self.delegatedInitializerCall(expr) {
                // `self.init(spacing: spacing) { EmptyView() } content: { content() }`: the
                // initializer it calls runs with these arguments, read in this one's scope.
                guard delegationDepth < Self.maximumDelegation else {
                    throw unsupported("initializers calling `self.init` more than \(Self.maximumDelegation) deep", at: delegated)
                }
                var delegatedArgs = memo.arguments(delegated, callee: name)
                if inits.contains(where: { parameters($0.signature.parameterClause, fit: delegatedArgs.labels) }) {
                    delegationDepth += 1
                    defer { delegationDepth -= 1 }
                    try runInitializer(inits, args: &delegatedArgs, name: name, call: delegated, nameNode: delegated, callerScope: local, scope: scope, assigned: &assigned)
                    try delegatedArgs.finish(locator, expected: [])
                } else if let type = typeInfo(named: name), type.hasMemberwiseInitializer {
                    try bindMemberwise(storedProperties(of: type), &delegatedArgs, into: scope, callerScope: local, assigned: &assigned)
                }
                // Otherwise an initializer of a type the input does not declare (an extension
                // of SwiftUI's `Slider` calling `self.init(value:in:step:)`): as before, the
                // statement sets nothing the model reads.
                continue
            }
            guard case .expr(let expr) = statement.item, let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3,
                  Array(seq.elements)[1].is(AssignmentExprSyntax.self) else { continue }
            let elements = Array(seq.elements)
            var target = memo.text(elements[0])
            if target.hasPrefix("self.") { target.removeFirst(5) }
            let wrapperStorage = target.hasPrefix("_")
            if wrapperStorage { target.removeFirst() }
            let rhs = elements[2]
            if wrapperStorage, let made = rhs.as(FunctionCallExprSyntax.self), made.arguments.count == 1,
               let key = made.arguments.first, key.label == nil, let authors = keyDefault(of: key.expression) {
                // `_isHidden = Default(Self.key(id: id))`: explored, the key's default first.
                let symbol = instanceStack.isEmpty ? target : "\(name).\(target)"
                scope.values[target] = symbolicValue(symbol, type: authors.type, initial: authors.value)
            } else if let call = rhs.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), let value = local.lookup(ref.baseName.identifierName) {
                // `self.content = content()`: the closure's views.
                switch value {
                case .closure(let c, let s): scope.values[target] = .views(try closureViews(c, s))
                case .views: scope.values[target] = value
                default: scope.values[target] = try evaluate(rhs, local)
                }
            } else if Self.looksLikeView(rhs) || (rhs.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)).map({ model.view(named: $0.baseName.identifierName) != nil }) == true {
                // `self.label = Text(titleKey)` (seed 002's Tag): a view, not a value.
                scope.values[target] = .views([try view(rhs, local)])
            } else {
                scope.values[target] = try evaluate(rhs, local)
            }
            assigned.insert(target)
        }
    }
}
