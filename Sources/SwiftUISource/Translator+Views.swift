import LayoutCore
import SwiftSyntax

/// The view an expression denotes: calls, member chains, `#if` chains, ternaries, optional
/// maps, and the views values stand for.
extension Translator {
    /// The view an expression denotes.
    func view(_ expr: ExprSyntax, _ scope: Scope) throws -> ViewNode {
        try reusingEarlierRuns(expr) { try nested(expr) { try viewUnguarded(expr, scope) } }
    }

    /// Steps: a call (`callView`); a `#if` chain; a member holding a view; a name; a
    /// parenthesised view, a ternary or an operator sequence (`sequenceView`); `if` and `switch`
    /// expressions; optional chaining, unwrapping and casts (the view itself); a subscript; an
    /// immediately called closure; else, in code that compiles, the value's view or an opaque one.
    private func viewUnguarded(_ expr: ExprSyntax, _ scope: Scope) throws -> ViewNode {
        try checkViewBudget(at: expr)
        if let call = expr.as(FunctionCallExprSyntax.self) { return try callView(call, scope) }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self) {
            guard let base = postfix.base else { throw locator.error("expected a view before `#if`", at: postfix) }
            var receiver = try view(base, scope)
            if let chain = activeChain(postfix.config) {
                receiver = try applyChain(chain, to: receiver, scope)
            }
            return receiver
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.identifierName, scope.lookup(type) == nil,
               let node = try builtInStaticView(type, member.declName.baseName.identifierName, call: nil, at: member, scope) { return node }
            if member.base != nil {
                let value = try evaluate(ExprSyntax(member), scope)
                if let node = try viewValue(value, at: member) { return node }
            }
            if options.inputCompiles {
                // `style.backgroundImage`: a view the input computes in a way the model does not follow.
                return try opaqueView(SourceIndex.collapsed(member.sourceText), at: member, because: "is a value whose view the model does not build")
            }
            throw locator.error("expected a view, found `\(member.sourceText)`", at: member)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return try construct(ref.baseName.identifierName, call: nil, nameNode: ref, scope)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try view(only.expression, scope)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return try chooseBranch(ternary.condition, scope, then: { try self.view(ternary.thenExpression, scope) },
                                    else: { try self.view(ternary.elseExpression, scope) })
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return try sequenceView(seq, scope) }
        var returned = false
        if let i = expr.as(IfExprSyntax.self) { return single(try ifViews(i, scope, returned: &returned), at: i) }
        if let s = expr.as(SwitchExprSyntax.self) { return single(try switchViews(s, scope, returned: &returned), at: s) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return try view(optional.expression, scope) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return try view(unwrap.expression, scope) }
        if let cast = expr.as(AsExprSyntax.self) { return try view(cast.expression, scope) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            if let node = try viewValue(try evaluate(ExprSyntax(subscriptCall), scope), at: subscriptCall) { return node }
        }
        if let closure = expr.as(ClosureExprSyntax.self) {
            // `{ … }()`: an immediately called closure is its body.
            return single(try closureViews(closure, scope), at: closure)
        }
        if options.inputCompiles {
            // Code that compiles has a view here: its value's view, else an opaque one, stated.
            if let value = try? evaluate(expr, scope), let node = try viewValue(value, at: expr) { return node }
            return try opaqueView(SourceIndex.collapsed(expr.sourceText), at: expr, because: "is a value whose view the model does not build")
        }
        throw locator.error("expected a view, found `\(SourceIndex.collapsed(expr.sourceText).prefix(80))`", at: expr)
    }

    /// `Type.name: () -> AnyView` when `base` (an optional chain too: `items.last?`) is a value
    /// of a type the input declares whose stored property `name` holds a closure; else nil.
    /// The base is evaluated only when some type of the input has a stored closure of that name
    /// and the base is a path to a value (``isValuePath(_:)``): this runs for every modifier
    /// called on a base, and a view's modifier chain (`content.offset(x: 4).onChange(of: …)`
    /// where some type stores an `onChange` closure) is not evaluated twice.
    func storedClosure(_ name: String, of base: ExprSyntax, _ scope: Scope) -> String? {
        let expr = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        guard model.storedClosureNames.contains(name), Self.isValuePath(expr), !Self.looksLikeView(expr),
              let value = try? evaluate(expr, scope) else { return nil }
        let typeName: String?
        switch value {
        case .symbolic(let s): typeName = s.type.map(TypeText.wrapped)
        case .record(let type, _): typeName = type
        default: typeName = nil
        }
        guard let typeName, let type = typeInfo(named: typeName), let annotation = type.storedClosureType(name) else { return nil }
        return "\(type.name).\(name): \(SourceIndex.collapsed(annotation.trimmedDescription))"
    }

    /// Whether `expr` reads a value without calling anything: names, members, subscripts and
    /// optional chains of them (`self`, `item`, `materials.last?`, `materials[0]`, `self.config`).
    static func isValuePath(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base.map(isValuePath) ?? false }
        if let chained = expr.as(OptionalChainingExprSyntax.self) { return isValuePath(chained.expression) }
        if let unwrapped = expr.as(ForceUnwrapExprSyntax.self) { return isValuePath(unwrapped.expression) }
        if let subscripted = expr.as(SubscriptCallExprSyntax.self) { return isValuePath(subscripted.calledExpression) }
        return false
    }

    /// A call where a view is expected: `SwiftUI.Name(…)`, a helper or modifier on a base,
    /// `Name(…)`, `Name<T>(…)`, an implicit member (`.init(…)`), or a layout in parentheses
    /// called with its content (`(FlowLayout()) { … }`).
    private func callView(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> ViewNode {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == "SwiftUI" {
            // `SwiftUI.TextField(…)`: the module's name spelled out, so not the input's own.
            return try swiftUIView(member.declName.baseName.identifierName, call: call, nameNode: member.declName, scope)
        }
        if let tree = try variadicTree(call, scope) { return tree }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.identifierName
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName, scope.lookup(type) == nil,
               let node = try builtInStaticView(type, name, call: call, at: member, scope) { return node }
            // `self.row(item)`, `Self.makeCard()`, `Theme.card { … }`, `Color.init(…)`: calls on
            // something that is not a view.
            if let mapped = try optionalMap(name, base: base, call: call, scope) { return mapped }
            if let helper = try helperCall(name, base: base, call: call, nameNode: member.declName, scope) { return helper }
            if let property = storedClosure(name, of: base, scope) {
                // `material.view()` for `let view: () -> AnyView`: a view only the run time gives.
                return try opaqueView("\(name)()", at: member.declName, because: "is the view the stored closure `\(property)` returns at run time")
            }
            let receiver = try buildingReceiver(of: name, call) { try view(base, scope) }
            return try modifier(name, call: call, nameNode: member.declName, receiver: receiver, scope)
        }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return try construct(ref.baseName.identifierName, call: call, nameNode: ref, scope)
        }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self), let ref = generic.expression.as(DeclReferenceExprSyntax.self) {
            return try construct(ref.baseName.identifierName, call: call, nameNode: ref, scope)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            // `.brand(…)` declared by the input's `extension Color`: a colour.
            if let color = typeInfo(named: "Color"), !color.functions(named: member.declName.baseName.identifierName).isEmpty {
                return place(Color.gray.node, at: member)
            }
            // `.init(…)` or `.someStyle(…)` where a view is expected: a view of the expected type.
            return try opaqueView(member.sourceText, at: member, because: "is an implicit member whose type the model does not know")
        }
        if let tuple = call.calledExpression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil, call.trailingClosure != nil,
           case .layout(let layout) = try evaluate(only.expression, scope) {
            // `(HeroLayout()) { … }`, `(isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())) { … }`:
            // a layout made in parentheses and called with its content (`callAsFunction`).
            return try layoutContainer(layout, content: try layoutContent(call, scope), at: only.expression)
        }
        throw locator.error("expected a view, found `\(call.calledExpression.sourceText)(…)`", at: call.calledExpression)
    }

    /// `c ? a : b` unfolded, `Text("a") + Text(b)` (one text), or a folded ternary.
    private func sequenceView(_ seq: SequenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        let elements = Array(seq.elements)
        if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
            return try chooseBranch(elements[0], scope, then: { try self.view(ternary.thenExpression, scope) },
                                    else: { try self.view(elements[2], scope) })
        }
        // `Text("a") + Text(b)`: one text.
        if elements.count >= 3, elements.enumerated().allSatisfy({ $0.offset % 2 == 0 || $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
            let parts = try stride(from: 0, to: elements.count, by: 2).map { try view(elements[$0], scope) }
            let texts = parts.compactMap { Self.textContent($0) }
            if texts.count == parts.count { return make(TextLayout(texts.joined()), at: seq) }
        }
        if elements.count >= 3, elements.enumerated().allSatisfy({ $0.offset % 2 == 0 || $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            return try coalescedView(stride(from: 0, to: elements.count, by: 2).map { elements[$0] }, scope)
        }
        // `isDark ? Color.black.opacity(0.6) : .clear`: the condition decides the branch.
        if let tree = try? fold(seq), case .ternary = tree { return try view(tree, in: seq, scope) }
        throw unsupported("`\(seq.sourceText)` where a view is expected (operators on views)", at: seq)
    }

    /// `color ?? theme.color`, `a ?? b ?? c` where a view is expected: the first operand that
    /// holds a value, as a view (a run-time optional is explored: some, then nil); the last
    /// operand when none does. An operand that is no value the model reads (a view built by a
    /// call) is taken to hold one.
    private func coalescedView(_ operands: [ExprSyntax], _ scope: Scope) throws -> ViewNode {
        for operand in operands.dropLast() {
            guard let value = try? evaluate(operand, scope) else { return try view(operand, scope) }
            switch value {
            case .null:
                continue
            case .symbolic(let s):
                guard decideSome(s) else { continue }
                let unwrapped = Symbol(s.name, type: s.type.map(TypeText.wrapped), initial: s.initial)
                if let node = try viewValue(.symbolic(unwrapped), at: operand) { return node }
            default:
                if let node = try viewValue(value, at: operand) { return node }
                return try view(operand, scope)
            }
        }
        return try view(operands[operands.count - 1], scope)
    }

    /// `optional.map { … }`, `optional.map(Row.init)`, `optional.map(Image.init(systemName:))`:
    /// an `Optional` of a view, which a view builder shows when it holds a value. Nil when the
    /// call is not that (a view's receiver, or another form).
    /// 1. the receiver's value: `nil` is an empty view; a symbolic optional is decided (explored);
    /// 2. a closure runs with the unwrapped value;
    /// 3. a function named instead of a closure is called with it (``functionViews(_:argument:_:)``).
    private func optionalMap(_ name: String, base: ExprSyntax, call: FunctionCallExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard name == "map" || name == "flatMap", call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
              let function = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first?.expression,
              call.arguments.first?.label == nil,
              let value = try? evaluate(base, scope)
        else { return nil }
        // 1.
        let unwrapped: Value?
        switch value {
        case .null: unwrapped = nil
        case .symbolic(let s):
            // Whatever type the model inferred for it: `.map` where a view is expected compiles
            // only as `Optional.map` (an array of views is not a view).
            unwrapped = decideSome(s) ? .symbolic(Symbol(s.name, type: s.type.map(TypeText.wrapped), initial: s.initial)) : nil
        case .views, .color, .closure, .array, .range, .typeName, .layout: return nil
        default: unwrapped = value
        }
        guard let unwrapped else { return make(EmptyViewLayout(), at: call) }
        // 2.
        if let closure = function.as(ClosureExprSyntax.self) {
            return single(try closureViews(closure, scope, arguments: [unwrapped]), at: call)
        }
        // 3.
        return try functionViews(function, argument: base, scope).map { single($0, at: call) }
    }

    /// The views of a function named where a view-building closure is expected, called with
    /// one value (`argument`: the expression that gives it, when there is one):
    /// 1. `makeRow`: a method of the type being evaluated that returns a view (its parameters
    ///    stay run-time values);
    /// 2. `Row.init`: a view the input declares, built with its properties as run-time values;
    /// 3. `Text.init`, `Image.init(systemName:)`: SwiftUI's view, given `argument` under the
    ///    label the reference names.
    /// Nil for another function.
    func functionViews(_ function: ExprSyntax, argument: ExprSyntax?, _ scope: Scope) throws -> [ViewNode]? {
        // 1.
        if let ref = function.as(DeclReferenceExprSyntax.self), let instance = scope.instance,
           let f = instance.type.functions(named: ref.baseName.identifierName).first(where: SourceIndex.returnsView) {
            return [try callFunction(f, call: nil, nameNode: ref, self: nil, scope)]
        }
        guard let member = function.as(MemberAccessExprSyntax.self), member.declName.baseName.identifierName == "init",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        let type = base.baseName.identifierName
        // 2.
        if let decl = model.view(named: type, from: scope.instance?.type) {
            return [try instantiate(type, decl: decl, call: nil, nameNode: base, callerScope: scope)]
        }
        // 3.
        guard let argument, let builtIn = BuiltInRegistry.view(named: type) else { return nil }
        let label = member.declName.argumentNames?.arguments.first.map(\.name.text).flatMap { $0 == "_" ? nil : $0 }
        let arguments = CallArguments(items: [.init(label: label, expression: argument, isTrailing: false, node: Syntax(argument))], callee: type)
        return try builtInView(builtIn, call: nil, arguments: arguments, nameNode: base, scope).map { [$0] }
    }

    /// The view of a folded `condition ? a : b` (nested on the else side).
    private func view(_ tree: OpTree, in seq: SequenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        switch tree {
        case .leaf(let e): return try view(e, scope)
        case .ternary(let condition, let thenExpr, let elseTree, let node):
            let value = try evaluate(condition, in: seq, scope)
            return try choose(value, conditionText: conditionText(condition, seq), at: node,
                              then: { try self.view(thenExpr, scope) }, else: { try self.view(elseTree, in: seq, scope) })
        default:
            throw unsupported("`\(seq.sourceText)` where a view is expected (operators on views)", at: seq)
        }
    }

    /// The view a value stands for: views, a colour, a closure's views, or (for a symbolic
    /// value) an opaque view. Nil for any other value.
    func viewValue(_ value: Value, at node: some SyntaxProtocol) throws -> ViewNode? {
        switch value {
        case .color(let color): return place(color.node, at: node)
        case .views(let nodes): return single(nodes, at: node)
        case .closure(let closure, let closureScope): return single(try closureViews(closure, closureScope), at: node)
        case .record(let type, let fields) where type == Self.subviewType:
            if case .views(let nodes)? = fields.first(where: { $0.label == "view" })?.value { return single(nodes, at: node) }
            return nil
        case .record(let type, _) where type == "Color":
            return place(Color.gray.node, at: node)
        case .record(let type, _) where type == "Text":
            return make(TextLayout(SourceIndex.collapsed(value.text)), at: node)
        case .record(let type, _) where type == "Image":
            return make(ImageLayout(source: .named(value.text), naturalSize: nil, isResizable: false), at: node)
        case .record(let type, _) where Self.shapeTypes.contains(type):
            // `let shape = ContainerRelativeShape()` shown as a view: a shape fills its proposal.
            return make(ShapeLayout(.rectangle), at: node)
        case .member(let type, let name) where (type == nil || type == "Color") && Color.named(name) != nil:
            // A colour held by a value (`func stripes(color: Color) { … color … }` called with
            // `.blue`): the colour fills its proposal like any colour (§2.1).
            return place((Color.named(name) ?? .gray).node, at: node)
        case .member(let type, _) where type == "Color":
            return place(Color.gray.node, at: node)
        case .symbolic(let s):
            // A run-time string: shown as it is, never translated.
            if let type = s.type, TypeText.isString(TypeText.wrapped(type)) { return make(TextLayout(representativeText(s, at: node), isLocalized: false), at: node) }
            // A run-time colour, image or text keeps its kind's sizing.
            switch s.type.map(TypeText.wrapped) {
            case "Color"?: return place(Color.gray.node, at: node)
            case "Image"?: return make(ImageLayout(source: .named(s.name), naturalSize: nil, isResizable: false), at: node)
            case "Text"?: return make(TextLayout(representativeText(s, at: node), isLocalized: false), at: node)
            default: break
            }
            return try opaqueView(s.name, at: node, because: "is a value whose view the input does not show" + (s.type.map { " (\($0))" } ?? ""))
        default: return nil
        }
    }

    /// Shapes whose values may be shown as views; every shape takes the size it is proposed.
    static let shapeTypes: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "Path",
    ]

    /// The string of a text view (through modifiers such as `.bold()`), nil for other views.
    static func textContent(_ node: ViewNode) -> String? {
        if let text = node.layout as? TextLayout { return text.string }
        if node.children.count == 1 { return textContent(node.children[0]) }
        return nil
    }

    /// `.padding().bold()` after a `#if`: the chain applied to `receiver`.
    func applyChain(_ chain: ExprSyntax, to receiver: ViewNode, _ scope: Scope) throws -> ViewNode {
        if let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let inner = try member.base.map { try applyChain($0, to: receiver, scope) } ?? receiver
            return try modifier(member.declName.baseName.identifierName, call: call, nameNode: member.declName, receiver: inner, scope)
        }
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let inner = try member.base.map { try applyChain($0, to: receiver, scope) } ?? receiver
            _ = inner
            return inner
        }
        if let postfix = chain.as(PostfixIfConfigExprSyntax.self) {
            var inner = try postfix.base.map { try applyChain($0, to: receiver, scope) } ?? receiver
            if let more = activeChain(postfix.config) {
                inner = try applyChain(more, to: inner, scope)
            }
            return inner
        }
        return receiver
    }
}
