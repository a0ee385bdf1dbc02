import LayoutCore
import SwiftParser
import SwiftSyntax

/// A custom view's node: named after the struct, transparent to layout (a view's size is its
/// body's size). A body with several views becomes a `GroupLayout` with the struct's name.
///
/// Child sizing: the body is proposed the view's proposal.
///
/// Preferred size: exactly the body's.
public struct CustomViewLayout: TransparentLayout, Hashable {
    public var viewName: String
    public var spelledArguments: [Argument]
    public init(_ viewName: String, arguments: [Argument] = []) {
        self.viewName = viewName
        self.spelledArguments = arguments
    }
    public var name: String { viewName }
    public var arguments: [Argument] { spelledArguments }
    public var label: String { "\(viewName)(\(spelledArguments.map(\.description).joined(separator: ", ")))" }
}

/// Turns syntax into LayoutCore trees: views, modifiers, builder bodies, custom views.
final class Translator {
    let locator: Locator
    let model: SourceIndex
    let options: SourceOptions
    let fileScope: Scope
    var notes: [Diagnostic] = []
    var container: Size?
    private var depth = 0
    /// Nesting beyond this is an error rather than a stack overflow.
    static let maximumDepth = 500
    /// ForEach copies beyond this are an error.
    static let maximumElements = 10_000
    /// Views one evaluation may build (a view used twice by a view used twice … doubles each
    /// level); beyond it the evaluation stops with a "too large" error.
    static let maximumViews = 100_000

    /// The outcomes this evaluation takes for the symbolic values it decides on.
    var exploration: Exploration
    /// Representatives this evaluation used where layout needed a value the input never gives.
    var assumptions: [String] = []
    /// The custom views being built, outermost first (recursion is reported, not followed).
    var instanceStack: [String] = []
    /// Instances already built in this evaluation, by view and arguments: a view used many
    /// times is built once.
    var builtInstances: [String: (node: ViewNode, views: Int)] = [:]
    /// `storedProperties(of:)` of the types instantiated so far.
    var storedPropertiesByType: [ObjectIdentifier: [StoredProperty]] = [:]
    /// Views built so far (a memoised instance counts its whole size each time it is used).
    var viewCount = 0
    /// The child that stands for a container's content while probing (`Badge { CHILD }`).
    var placeholder: ViewNode?
    /// The initializer (an index into its declaration's) the probed root view is built with.
    var probeInitializer: Int?
    /// The `extension View` functions being applied (one calling SwiftUI's modifier of its own
    /// name is not applied again).
    var functionStack: [SyntaxIdentifier] = []
    /// Per reader location, how many of its proxies (``SourceOptions/geometry``) were handed out.
    var proxiesTaken: [LayoutCore.SourceLocation: Int] = [:]
    /// Whether some reader's content read a proxy whose values were not known.
    var readsGeometry = false

    init(locator: Locator, model: SourceIndex, options: SourceOptions, exploration: Exploration = Exploration()) {
        self.locator = locator
        self.model = model
        self.options = options
        self.fileScope = Scope(parent: nil)
        self.exploration = exploration
    }

    /// Runs `body` one level deeper; beyond `maximumDepth` levels it is an error.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw locator.error("the input nests deeper than \(Self.maximumDepth) levels here; the model stops at \(Self.maximumDepth)", at: node)
        }
        return try body()
    }

    func place(_ node: ViewNode, at syntax: some SyntaxProtocol) -> ViewNode {
        var copy = node
        copy.location = locator.location(syntax)
        return copy
    }

    func make(_ layout: any Layout, _ children: [ViewNode] = [], at syntax: some SyntaxProtocol) -> ViewNode {
        viewCount += 1
        return ViewNode(layout, children: children, location: locator.location(syntax))
    }

    /// Throws once the views built exceed `maximumViews`.
    func checkViewBudget(at node: some SyntaxProtocol) throws {
        guard viewCount > Self.maximumViews else { return }
        throw locator.error(
            "too large: the view expands to more than \(Self.maximumViews) views here (views that use other views many times multiply); the model stops at \(Self.maximumViews)",
            at: node)
    }

    func note(_ message: String, at node: some SyntaxProtocol) {
        notes.append(locator.diagnostic(.note, message, at: node))
    }

    // MARK: Builders

    /// A result-builder body: each statement yields zero or more views.
    /// - Complexity: O(n) in the size of the body (ForEach multiplies by its element count).
    func builder(_ statements: CodeBlockItemListSyntax, _ scope: Scope) throws -> [ViewNode] {
        var returned = false
        return try builder(statements, scope, returned: &returned)
    }

    /// A body's statements in order: declarations bind names, expressions yield views, `guard`
    /// and `return` end the body early (helper functions), `#if` takes the compiled branch.
    func builder(_ statements: CodeBlockItemListSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        let local = Scope(parent: scope)
        var nodes: [ViewNode] = []
        for statement in model.conditions.activeStatements(statements) {
            switch statement.item {
            case .decl(let decl):
                if let v = decl.as(VariableDeclSyntax.self) {
                    try declare(v, local)
                } else if decl.is(FunctionDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
                    continue  // local declarations: not views
                } else {
                    throw unsupported("declaration `\(decl.sourceText)` in a view body", at: decl)
                }
            case .expr(let expr):
                nodes += try statementViews(expr, local, returned: &returned)
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    nodes += try statementViews(e.expression, local, returned: &returned)
                } else if let r = stmt.as(ReturnStmtSyntax.self) {
                    if let e = r.expression { nodes += try statementViews(e, local, returned: &returned) }
                    returned = true
                } else if let g = stmt.as(GuardStmtSyntax.self) {
                    let bound = Scope(parent: local)
                    if try !conditionsHold(g.conditions, bound) {
                        nodes += try builder(g.body.statements, local, returned: &returned)
                        returned = true
                    } else {
                        local.values.merge(bound.values) { $1 }
                    }
                } else if let loop = stmt.as(ForStmtSyntax.self) {
                    nodes += try forInViews(loop, local, returned: &returned)
                } else if stmt.is(DeferStmtSyntax.self) || stmt.is(ThrowStmtSyntax.self) || stmt.is(DoStmtSyntax.self)
                            || stmt.is(FallThroughStmtSyntax.self) || stmt.is(BreakStmtSyntax.self) {
                    // `fallthrough` is followed by `switchViews`; `break` ends a case.
                    continue
                } else {
                    throw unsupported("statement `\(SourceIndex.collapsed(stmt.sourceText).prefix(60))` in a view body", at: stmt)
                }
            }
            if returned { break }
        }
        return nodes
    }

    /// `let x = …`, `var y: T` in a body: bound in `scope` (a value with no initializer, or a
    /// pattern the model does not destructure, is symbolic).
    func declare(_ v: VariableDeclSyntax, _ scope: Scope) throws {
        for binding in v.bindings {
            let type = binding.typeAnnotation?.type.sourceText
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                let name = id.identifier.text
                if let value = binding.initializer?.value, Self.looksLikeView(value) {
                    scope.values[name] = .views([try view(value, scope)])
                    continue
                }
                scope.values[name] = try binding.initializer.map { try evaluate($0.value, scope) } ?? symbolicValue(name, type: type)
            } else {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { scope.values[name] = symbolicValue(name, type: nil) }
                }
            }
        }
    }

    private func statementViews(_ expr: ExprSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        if let i = expr.as(IfExprSyntax.self) { return try ifViews(i, scope, returned: &returned) }
        if let s = expr.as(SwitchExprSyntax.self) { return try switchViews(s, scope, returned: &returned) }
        // `x = 1`, `print(…)`, `_ = …` in a helper: not views.
        if let seq = expr.as(SequenceExprSyntax.self), seq.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return [] }
        return [try view(expr, scope)]
    }

    private func ifViews(_ node: IfExprSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        try nested(node) {
            let bound = Scope(parent: scope)
            if try conditionsHold(node.conditions, bound) { return try builder(node.body.statements, bound, returned: &returned) }
            switch node.elseBody {
            case .ifExpr(let next): return try ifViews(next, scope, returned: &returned)
            case .codeBlock(let block): return try builder(block.statements, scope, returned: &returned)
            case nil: return []
            }
        }
    }

    private func switchViews(_ node: SwitchExprSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        try nested(node) {
            let cases = model.conditions.activeCases(node.cases)
            guard let (chosen, bound) = try chooseCase(cases, subject: node.subject, scope) else {
                throw locator.error("no case of the switch matches \(try evaluate(node.subject, scope).text)", at: node.subject)
            }
            // A case ending in `fallthrough` goes on with the next case's body.
            var nodes: [ViewNode] = []
            var index = cases.firstIndex { $0.id == chosen.id } ?? cases.count - 1
            var statements = chosen.statements
            while true {
                nodes += try builder(statements, bound, returned: &returned)
                guard !returned, statements.last?.item.as(FallThroughStmtSyntax.self) != nil, index + 1 < cases.count else { break }
                index += 1
                statements = cases[index].statements
            }
            return nodes
        }
    }

    /// `for element in sequence where condition { … }` in a builder body (a result builder with
    /// `buildArray`): the body's views for each element, as `ForEach` takes them.
    private func forInViews(_ loop: ForStmtSyntax, _ scope: Scope, returned: inout Bool) throws -> [ViewNode] {
        let data = try evaluate(loop.sequence, scope)
        var nodes: [ViewNode] = []
        for element in try elements(of: data, from: loop.sequence, for: "for-in") {
            let bound = Scope(parent: scope)
            if let id = loop.pattern.as(IdentifierPatternSyntax.self) {
                bound.values[id.identifier.text] = element
            } else {
                for token in loop.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { bound.values[name] = symbolicValue(name, type: nil) }
                }
            }
            if let condition = loop.whereClause?.condition {
                switch try evaluate(condition, bound) {
                case .bool(false): continue
                case .symbolic(let s): if !decideBool(s) { continue }
                default: break
                }
            }
            nodes += try builder(loop.body.statements, bound, returned: &returned)
            if returned { break }
        }
        return nodes
    }

    /// The views of a builder closure, with its parameters bound to `arguments`.
    func closureViews(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value] = []) throws -> [ViewNode] {
        let local = Scope(parent: scope)
        let names = closureParameterNames(closure)
        if names.isEmpty {
            for (i, value) in arguments.enumerated() { local.values["$\(i)"] = value }
        } else {
            for (name, value) in zip(names, arguments) where name != "_" { local.values[name] = value }
        }
        return try nested(closure) { try builder(closure.statements, local) }
    }

    func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let p): return p.parameters.map { $0.secondName?.text ?? $0.firstName.text }
        }
    }

    /// Views from a closure-or-view argument (`content: { … }`, `label: Text("x")`).
    func viewsOfArgument(_ expr: ExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        if let closure = expr.as(ClosureExprSyntax.self) { return try closureViews(closure, scope) }
        return [try view(expr, scope)]
    }

    /// Several views as one node: itself, or a Group.
    func single(_ nodes: [ViewNode], at syntax: some SyntaxProtocol) -> ViewNode {
        nodes.count == 1 ? nodes[0] : make(GroupLayout(), nodes, at: syntax)
    }

    // MARK: Views

    /// The view an expression denotes.
    func view(_ expr: ExprSyntax, _ scope: Scope) throws -> ViewNode {
        try nested(expr) { try viewUnguarded(expr, scope) }
    }

    private func viewUnguarded(_ expr: ExprSyntax, _ scope: Scope) throws -> ViewNode {
        try checkViewBudget(at: expr)
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
                // `SwiftUI.TextField(…)`: the module's name spelled out.
                return try construct(member.declName.baseName.text, call: call, nameNode: member.declName, scope)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                // `self.row(item)`, `Self.makeCard()`, `Theme.card { … }`, `Color.init(…)`: calls on
                // something that is not a view.
                if let helper = try helperCall(name, base: base, call: call, nameNode: member.declName, scope) { return helper }
                if let mapped = try optionalMap(name, base: base, call: call, scope) { return mapped }
                let receiver = try view(base, scope)
                return try modifier(name, call: call, nameNode: member.declName, receiver: receiver, scope)
            }
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return try construct(ref.baseName.text, call: call, nameNode: ref, scope)
            }
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self), let ref = generic.expression.as(DeclReferenceExprSyntax.self) {
                return try construct(ref.baseName.text, call: call, nameNode: ref, scope)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                // `.brand(…)` declared by the input's `extension Color`: a colour.
                if let color = model.type(named: "Color"), !color.functions(named: member.declName.baseName.text).isEmpty {
                    return place(Color.gray.node, at: member)
                }
                // `.init(…)` or `.someStyle(…)` where a view is expected: a view of the expected type.
                return try opaqueView(member.sourceText, at: member, because: "is an implicit member whose type the model does not know")
            }
            throw locator.error("expected a view, found `\(call.calledExpression.sourceText)(…)`", at: call.calledExpression)
        }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self) {
            guard let base = postfix.base else { throw locator.error("expected a view before `#if`", at: postfix) }
            var receiver = try view(base, scope)
            if case .postfixExpression(let chain)? = model.conditions.activeClause(postfix.config)?.elements {
                receiver = try applyChain(chain, to: receiver, scope)
            }
            return receiver
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
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
            return try construct(ref.baseName.text, call: nil, nameNode: ref, scope)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try view(only.expression, scope)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return try chooseBranch(ternary.condition, scope, then: { try self.view(ternary.thenExpression, scope) },
                                    else: { try self.view(ternary.elseExpression, scope) })
        }
        if let seq = expr.as(SequenceExprSyntax.self) {
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
            // `isDark ? Color.black.opacity(0.6) : .clear`: the condition decides the branch.
            if let tree = try? fold(seq), case .ternary = tree { return try view(tree, in: seq, scope) }
            throw unsupported("`\(seq.sourceText)` where a view is expected (operators on views)", at: seq)
        }
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

    /// `optional.map { value in … }` where a view is expected (a view builder takes the
    /// optional view it returns): the closure's views with the unwrapped value when the base
    /// holds one (a run-time optional is explored: some, then nil), nothing otherwise. Nil when
    /// the call is not of that form (`.map` on a view is not SwiftUI's).
    private func optionalMap(_ name: String, base: ExprSyntax, call: FunctionCallExprSyntax, _ scope: Scope) throws -> ViewNode? {
        guard name == "map" || name == "flatMap", call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              let value = try? evaluate(base, scope)
        else { return nil }
        let unwrapped: Value?
        switch value {
        case .null: unwrapped = nil
        case .symbolic(let s):
            unwrapped = decideSome(s) ? .symbolic(Symbol(s.name, type: s.type.map(TypeText.wrapped), initial: s.initial)) : nil
        case .views, .color, .closure: return nil
        default: unwrapped = value
        }
        guard let unwrapped else { return make(EmptyViewLayout(), at: call) }
        return single(try closureViews(closure, scope, arguments: [unwrapped]), at: call)
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
        case .record(let type, _) where type == "Color":
            return place(Color.gray.node, at: node)
        case .record(let type, _) where type == "Text":
            return make(TextLayout(SourceIndex.collapsed(value.text)), at: node)
        case .record(let type, _) where type == "Image":
            return make(ImageLayout(source: .named(value.text), naturalSize: nil, isResizable: false), at: node)
        case .record(let type, _) where Self.shapeTypes.contains(type):
            // `let shape = ContainerRelativeShape()` shown as a view: a shape fills its proposal.
            return make(ShapeLayout(.rectangle), at: node)
        case .member(let type, _) where type == "Color":
            return place(Color.gray.node, at: node)
        case .symbolic(let s):
            if let type = s.type, TypeText.isString(TypeText.wrapped(type)) { return make(TextLayout(representativeText(s, at: node)), at: node) }
            // A run-time colour, image or text keeps its kind's sizing.
            switch s.type.map(TypeText.wrapped) {
            case "Color"?: return place(Color.gray.node, at: node)
            case "Image"?: return make(ImageLayout(source: .named(s.name), naturalSize: nil, isResizable: false), at: node)
            case "Text"?: return make(TextLayout(representativeText(s, at: node)), at: node)
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
            return try modifier(member.declName.baseName.text, call: call, nameNode: member.declName, receiver: inner, scope)
        }
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let inner = try member.base.map { try applyChain($0, to: receiver, scope) } ?? receiver
            _ = inner
            return inner
        }
        if let postfix = chain.as(PostfixIfConfigExprSyntax.self) {
            var inner = try postfix.base.map { try applyChain($0, to: receiver, scope) } ?? receiver
            if case .postfixExpression(let more)? = model.conditions.activeClause(postfix.config)?.elements {
                inner = try applyChain(more, to: inner, scope)
            }
            return inner
        }
        return receiver
    }

    /// Every view name the front end knows (for "did you mean").
    static var viewNames: [String] { BuiltInViews.names }

    /// `Name(…)` or a bare `Name`: built-in views, controls, custom views, and names in scope.
    private func construct(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        // Names in scope first: `content`, `content()`, `self`, closure parameters holding views.
        if let value = scope.lookup(name) {
            switch value {
            case .views(let nodes):
                if call == nil || call?.arguments.isEmpty == true { return single(nodes, at: nameNode) }
            case .closure(let closure, let closureScope):
                let arguments = try call.map { try evaluatedArguments($0, scope).map(\.value) } ?? []
                return single(try closureViews(closure, closureScope, arguments: arguments), at: nameNode)
            case .unknown(let reason):
                throw locator.error("cannot model '\(name)': \(reason)", at: nameNode)
            case .symbolic:
                if let node = try viewValue(value, at: nameNode) { return node }
            default:
                if let node = try viewValue(value, at: nameNode) { return node }
                if options.inputCompiles {
                    return try opaqueView(name, at: nameNode, because: "holds a view the model does not build (\(value.text.prefix(60)))")
                }
                throw locator.error("expected a view, but '\(name)' is \(value.text)", at: nameNode)
            }
        }
        // Implicit `self` inside an `extension View` function: `padding()` means `self.padding()`.
        if let call, case .views(let nodes)? = scope.lookup("self"), !Self.viewNames.contains(name), model.view(named: name) == nil {
            return try modifier(name, call: call, nameNode: nameNode, receiver: single(nodes, at: nameNode), scope)
        }
        if let instance = scope.instance, let value = try instanceView(name, of: instance, call: call, nameNode: nameNode, scope) {
            return value
        }
        var args = CallArguments(call, callee: name)
        args.leavesUnreadArguments = options.inputCompiles
        let node = try builtIn(name, &args, call: call, nameNode: nameNode, scope)
        if let node {
            if options.inputCompiles, let extra = args.items.first {
                // Another initializer of a SwiftUI view (`Text(date, style: .time)`): its other
                // arguments do not change the model's layout.
                assume("\(name): argument \(extra.label.map { "'\($0):'" } ?? "`\(SourceIndex.collapsed(extra.expression.sourceText).prefix(30))`") is not modelled", at: extra.node)
                return node
            }
            try args.finish(locator, expected: Self.expectedLabels[name] ?? [])
            return node
        }
        if let decl = model.view(named: name, from: scope.instance?.type) {
            return try instantiate(name, decl: decl, call: call, nameNode: nameNode, callerScope: scope)
        }
        if let f = model.globalFunctions[name], SourceIndex.returnsView(f) {
            return try callFunction(f, call: call, nameNode: nameNode, self: nil, scope)
        }
        if let container = try navigationOrCollectionView(name, call: call, nameNode: nameNode, scope) {
            return container
        }
        if let grid = try grid(name, call: call, nameNode: nameNode, scope) {
            return grid
        }
        if let filling = try fillingView(name, call: call, nameNode: nameNode, scope) {
            return filling
        }
        if call == nil, model.globals[name] != nil || model.globalTypes[name] != nil,
           let node = try viewValue(try evaluate(ExprSyntax(nameNode), scope), at: nameNode) {
            // `universalBackgroundColor`: a global constant or computed property holding a view or colour.
            return node
        }
        if let layout = model.customLayouts[name] {
            throw locator.error(
                "unsupported construct: custom Layout type '\(name)' (declared at \(locator.describe(layout))); its sizeThatFits is code the model cannot run",
                at: nameNode)
        }
        if let t = model.type(named: name, from: scope.instance?.type) {
            switch t.role {
            case .representable:
                return try opaqueView(name, at: nameNode, because: "wraps a UIKit or AppKit view (declared at \(locator.describe(t.nameNode)))", behavior: .expanding)
            case .viewModifier:
                break
            default:
                break
            }
        }
        if name == "ModifiedContent", let call {
            var args = CallArguments(call, callee: name)
            guard let content = args.take("content"), let modifierExpr = args.take("modifier") else {
                throw locator.error("ModifiedContent needs content: and modifier:", at: nameNode)
            }
            return try applyViewModifier(modifierExpr, to: try view(content, scope), at: nameNode, scope)
        }
        if !options.inputCompiles {
            let candidates = Self.viewNames + model.viewStructOrder
            throw locator.error("unknown view '\(name)'\(Suggestions.didYouMean(name, in: candidates))", at: nameNode)
        }
        return try opaqueView(name, at: nameNode, because: "is not declared in the scanned files")
    }

    /// Views that take the whole proposal, as a shape does: SwiftUI's shapes and gradients the
    /// model has no layout of its own for, `Canvas`, and the input's `Shape` types. A
    /// `ScrollViewReader` is its content. Nil for any other name.
    private func fillingView(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        if name == "ScrollViewReader", let call {
            var args = CallArguments(call, callee: name)
            guard let content = args.takeClosure("content"), let closure = content.as(ClosureExprSyntax.self) else { return nil }
            let proxy = symbolicValue(closureParameterNames(closure).first ?? "proxy", type: "ScrollViewProxy")
            return single(try closureViews(closure, scope, arguments: [proxy]), at: nameNode)
        }
        let declaresShape = model.type(named: name, from: scope.instance?.type)?.inheritedTypes
            .contains { $0 == "Shape" || $0 == "InsettableShape" } ?? false
        guard call != nil, declaresShape || Self.fillingTypes.contains(name) else { return nil }
        if let call {
            // Arguments (colours, corner radii, the shape's own properties) do not change its size.
            for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) { _ = try? evaluate(argument.expression, scope) }
        }
        return make(CustomViewLayout(name), [make(ShapeLayout(.rectangle), at: nameNode).synthetic()], at: nameNode)
    }

    /// SwiftUI views that fill their proposal like a shape (our model: a rectangle's sizing).
    /// (The shapes `builtIn` models itself never reach this list.)
    static let fillingTypes: Set<String> = shapeTypes.union([
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
    ])

    /// How an opaque view is assumed to size itself.
    enum OpaqueBehavior {
        /// Takes a fixed size on both axes (a view from a package, by default).
        case hugging
        /// Takes what it is offered on both axes (a UIKit view without intrinsic size).
        case expanding
    }

    /// A view whose layout the input does not show: a leaf of an assumed behavior, named and
    /// recorded as an assumption of the finding.
    /// A behavior the caller gives for the name (``SourceOptions/assumedViews``) wins over
    /// `behavior`.
    func opaqueView(_ name: String, at node: some SyntaxProtocol, because reason: String, behavior: OpaqueBehavior = .hugging) throws -> ViewNode {
        let given = options.assumedViews[name]
        let assumed = given ?? (behavior == .hugging ? AxisBehaviors(.hug, .hug) : AxisBehaviors(.exp, .exp))
        assume("\(name) \(reason): assumed \(assumed)\(given == nil ? "" : " (as configured)")", at: node)
        return make(CustomViewLayout(name), [Self.opaqueLeaf(assumed)], at: node)
    }

    /// A leaf of the given behavior: gray, taking what it is offered on an expanding axis and
    /// ``opaqueSize`` on a hugging one (a neutral axis, which a leaf cannot have, hugs).
    static func opaqueLeaf(_ behaviors: AxisBehaviors) -> ViewNode {
        let width = behaviors.horizontal == .exp ? nil : opaqueSize.width
        let height = behaviors.vertical == .exp ? nil : opaqueSize.height
        if width == nil, height == nil { return Color.gray.node.synthetic() }
        return ViewNode(FrameLayout(width: width, height: height), children: [Color.gray.node], isSynthetic: true)
    }

    /// The size of an opaque hugging view (our model: a 44-point square, the minimum touch target).
    static let opaqueSize = Size(width: 44, height: 44)

    /// `self.row(item)`, `Self.card()`, `Theme.makeBadge()`, `viewModel.makeView()`: a call on
    /// something that is not a view; nil when the base is a view (then the call is a modifier).
    private func helperCall(_ name: String, base: ExprSyntax, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            let baseName = ref.baseName.text
            if baseName == "self" || baseName == "Self", let instance = scope.instance {
                if case .views? = scope.lookup("self") { return nil }
                if let inner = model.nestedView(name, in: instance.type) {
                    return try instantiate(inner.qualifiedName, decl: inner, call: call, nameNode: nameNode, callerScope: scope)
                }
                if let node = try instanceView(name, of: instance, call: call, nameNode: nameNode, scope) { return node }
                // `self.content()`: a stored closure or view property.
                if scope.lookup(name) != nil, let ref = Syntax(nameNode).as(DeclReferenceExprSyntax.self) {
                    return try construct(name, call: call, nameNode: ref, scope)
                }
                throw locator.error("'\(instance.name)' has no view function '\(name)'\(Suggestions.didYouMean(name, in: instance.type.members.compactMap { $0.as(FunctionDeclSyntax.self)?.name.text }))", at: nameNode)
            }
            // `Settings.Row()`: a view declared inside another type.
            if scope.lookup(baseName) == nil, let outer = model.type(named: baseName, from: scope.instance?.type),
               let inner = model.nestedView(name, in: outer) {
                return try instantiate(inner.qualifiedName, decl: inner, call: call, nameNode: nameNode, callerScope: scope)
            }
            if scope.lookup(baseName) == nil, let t = model.type(named: baseName, from: scope.instance?.type), t.role != .view {
                if let f = t.functions(named: name).first(where: SourceIndex.returnsView) {
                    return try callFunction(f, call: call, nameNode: nameNode, self: nil, scope)
                }
                // `Color.brand(…)` from the input's `extension Color`: a colour (colours fill their proposal).
                if t.name == "Color", let f = t.functions(named: name).first,
                   ["Color", "Self"].contains(f.signature.returnClause?.type.sourceText ?? "") {
                    return place(Color.gray.node, at: nameNode)
                }
                if name == "init" { return nil }
                if t.role == .viewModifier { return nil }
                return try opaqueView("\(baseName).\(name)", at: nameNode, because: "is a function whose view the model does not evaluate")
            }
            if baseName == "Color" || baseName == "Image" || baseName == "Text" { return nil }
            if options.inputCompiles, scope.lookup(baseName) == nil, model.view(named: baseName) == nil, !Self.viewNames.contains(baseName),
               baseName.first?.isUppercase == true, model.type(named: baseName) == nil, !Self.knownTypes.contains(baseName) {
                // A static function of a type from another module.
                return try opaqueView("\(baseName).\(name)", at: nameNode, because: "is not declared in the scanned files")
            }
            if let value = scope.lookup(baseName), case .symbolic(let s) = value {
                return try viewValue(.symbolic(s.member(name + "()", type: nil)), at: nameNode)
            }
        }
        return nil
    }

    /// A computed view property or view function of the current custom view (with its
    /// parameters bound to the call's arguments).
    func instanceView(_ name: String, of instance: Instance, call: FunctionCallExprSyntax?, nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode? {
        if call == nil, let binding = SourceIndex.bodyBinding(of: instance.type, named: name), binding.accessorBlock != nil,
           let statements = SourceIndex.getterStatements(binding) {
            return single(try nested(binding) { try builder(statements, scope) }, at: binding)
        }
        guard let call else { return nil }
        let candidates = instance.type.functions(named: name)
        guard !candidates.isEmpty else { return nil }
        let labels = CallArguments(call, callee: name).labels
        let f = candidates.first { Self.parameters($0.signature.parameterClause, fit: labels) } ?? candidates[0]
        return try callFunction(f, call: call, nameNode: nameNode, self: nil, scope)
    }

    /// Whether a parameter list takes a call with these labels (`_` unlabeled, `{}` trailing).
    static func parameters(_ clause: FunctionParameterClauseSyntax, fit callLabels: [String]) -> Bool {
        var remaining = callLabels
        for p in clause.parameters {
            let label = p.firstName.text
            if p.ellipsis != nil {
                // A variadic parameter takes its label's first argument and the unlabeled ones after it.
                guard let index = remaining.firstIndex(of: label) else { continue }
                var end = index + 1
                while end < remaining.count, remaining[end] == "_" { end += 1 }
                remaining.removeSubrange(index..<end)
                continue
            }
            if let index = remaining.firstIndex(of: label) { remaining.remove(at: index); continue }
            if p.type.hasArrow, let index = remaining.firstIndex(of: "{}") { remaining.remove(at: index); continue }
            if p.defaultValue == nil { return false }
        }
        return remaining.isEmpty
    }

    /// Calls a function that returns views: binds its parameters to the call's arguments (a
    /// parameter the call does not give takes its default, else a symbolic value) and builds
    /// its body. `receiver` is `self` for an `extension View` function.
    func callFunction(_ f: FunctionDeclSyntax, call: FunctionCallExprSyntax?, nameNode: some SyntaxProtocol, self receiver: ViewNode?, _ scope: Scope) throws -> ViewNode {
        guard let body = f.body else { throw locator.error("'\(f.name.text)' has no body in the input", at: nameNode) }
        return try nested(nameNode) {
            let local = Scope(receiver.map { ["self": .views([$0])] } ?? [:], parent: scope.instance.map { _ in scope } ?? fileScope, instance: scope.instance)
            var args = CallArguments(call, callee: f.name.text)
            try bindParameters(f.signature.parameterClause, &args, into: local, callerScope: scope, owner: f.name.text)
            return single(try builder(body.statements, local), at: nameNode)
        }
    }

    /// Binds each parameter to its argument, its default, or a symbolic value of its type.
    func bindParameters(_ clause: FunctionParameterClauseSyntax, _ args: inout CallArguments, into local: Scope, callerScope: Scope, owner: String) throws {
        for p in clause.parameters {
            let label = p.firstName.text
            let pname = p.secondName?.text ?? label
            if p.ellipsis != nil {
                // `_ items: T...`: the run of arguments from the first one with this label (for `_`,
                // the first unlabeled one) to the next labeled one, as an array.
                var values: [Value] = []
                if let start = args.items.firstIndex(where: { $0.label == (label == "_" ? nil : label) && !$0.isTrailing }) {
                    var end = start + 1
                    while end < args.items.count, args.items[end].label == nil, !args.items[end].isTrailing { end += 1 }
                    for item in args.items[start..<end] { values.append(try argumentValue(item.expression, callerScope, type: p.type.sourceText)) }
                    args.items.removeSubrange(start..<end)
                }
                local.values[pname] = .array(values)
                continue
            }
            var expr = label == "_" ? args.takeUnlabeled() : args.take(label)
            let type = p.type.sourceText
            if expr == nil, p.type.hasArrow { expr = args.takeTrailing().map(ExprSyntax.init) }
            if let expr {
                local.values[pname] = try argumentValue(expr, callerScope, type: type)
            } else if let d = p.defaultValue?.value {
                local.values[pname] = try evaluate(d, local)
            } else if let placeholder, Self.isViewClosureType(type) || p.attributes.contains(where: { $0.sourceText == "@ViewBuilder" }) {
                local.values[pname] = .views([placeholder])
            } else {
                local.values[pname] = symbolicValue(pname, type: type)
            }
        }
        try args.finish(locator, expected: clause.parameters.map(\.firstName.text))
    }

    /// `() -> Content`, `@escaping () -> some View`: a closure that returns views.
    static func isViewClosureType(_ type: String) -> Bool {
        guard type.contains("->") else { return false }
        let result = type.split(separator: "->").last.map { $0.trimmingSpaces } ?? ""
        return !(result == "Void" || result == "()" || result == "Bool" || result.hasPrefix("String"))
    }

    /// `.modifier(M(…))`, `ModifiedContent(content:modifier:)`: a `ViewModifier` declared in the
    /// input has its `body(content:)` built with `content` as the receiver.
    func applyViewModifier(_ modifierExpr: ExprSyntax, to receiver: ViewNode, at nameNode: some SyntaxProtocol, _ scope: Scope) throws -> ViewNode {
        var typeName: String?
        var call: FunctionCallExprSyntax?
        if let c = modifierExpr.as(FunctionCallExprSyntax.self) {
            call = c
            if let ref = c.calledExpression.as(DeclReferenceExprSyntax.self) { typeName = ref.baseName.text }
            if let member = c.calledExpression.as(MemberAccessExprSyntax.self) { typeName = member.base?.sourceText ?? member.declName.baseName.text }
        } else if let ref = modifierExpr.as(DeclReferenceExprSyntax.self) {
            typeName = ref.baseName.text
        }
        guard let typeName, let t = model.type(named: typeName, from: scope.instance?.type), t.role == .viewModifier,
              let body = t.functions(named: "body").first(where: { $0.body != nil }) else {
            assume("modifier `\(SourceIndex.collapsed(modifierExpr.sourceText).prefix(40))` is not declared in the scanned files: passed through", at: modifierExpr)
            return make(PassThroughModifier("modifier", arguments: [Argument(nil, SourceIndex.collapsed(modifierExpr.sourceText))]), [receiver], at: nameNode)
        }
        return try nested(nameNode) {
            let instance = Instance(name: t.qualifiedName, type: t)
            let instanceScope = try instanceScope(of: t, instance: instance, call: call, nameNode: nameNode, callerScope: scope)
            let local = Scope(parent: instanceScope)
            let contentName = body.signature.parameterClause.parameters.first.map { $0.secondName?.text ?? $0.firstName.text } ?? "content"
            local.values[contentName] = .views([receiver])
            return single(try builder(body.body!.statements, local), at: nameNode)
        }
    }

    static let expectedLabels: [String: [String]] = [
        "HStack": ["alignment", "spacing", "content"], "VStack": ["alignment", "spacing", "content"],
        "LazyHStack": ["alignment", "spacing", "content"], "LazyVStack": ["alignment", "spacing", "content"],
        "ZStack": ["alignment", "content"], "GeometryReader": ["content"], "ScrollView": ["_", "showsIndicators", "content"],
        "ViewThatFits": ["in", "content"], "Group": ["content"], "ForEach": ["_", "id", "content"], "EmptyView": [],
        "Rectangle": [], "Capsule": ["style"], "Ellipse": [], "Circle": [], "RoundedRectangle": ["cornerRadius", "style"],
        "Text": ["_", "verbatim"], "Image": ["_", "systemName", "decorative", "bundle", "label", "uiImage", "nsImage", "cgImage", "scale", "orientation"], "Spacer": ["minLength"], "Divider": [],
        "Color": ["_", "red", "green", "blue", "opacity", "white"], "AnyView": ["_"],
    ]

    /// The built-in views; nil when `name` is not one.
    private func builtIn(_ name: String, _ args: inout CallArguments, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        let at = nameNode
        func content() throws -> [ViewNode] {
            guard let c = args.takeClosure("content") else { return [] }
            return try viewsOfArgument(c, scope)
        }
        switch name {
        case "HStack", "LazyHStack":
            let alignment = try args.take("alignment").map { try verticalAlignment($0, scope) } ?? .center
            let spacing = try args.take("spacing").map { try optionalNumber($0, scope, "spacing") } ?? nil
            let children = try content()
            let layout: any Layout = name == "HStack"
                ? HStackLayout(alignment: alignment, spacing: spacing)
                : LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
            return make(layout, children, at: at)
        case "VStack", "LazyVStack":
            let alignment = try args.take("alignment").map { try horizontalAlignment($0, scope) } ?? .center
            let spacing = try args.take("spacing").map { try optionalNumber($0, scope, "spacing") } ?? nil
            let children = try content()
            let layout: any Layout = name == "VStack"
                ? VStackLayout(alignment: alignment, spacing: spacing)
                : LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
            return make(layout, children, at: at)
        case "ZStack":
            let alignment = try args.take("alignment").map { try self.alignment($0, scope) } ?? .center
            return make(ZStackLayout(alignment: alignment), try content(), at: at)
        case "GeometryReader":
            guard let c = args.takeClosure("content") else { throw locator.error("GeometryReader needs a content closure", at: at) }
            guard let closure = c.as(ClosureExprSyntax.self) else {
                // `GeometryReader(content: makeContent)`: a function of the proxy.
                return make(GeometryReaderLayout(), try viewsOfArgument(c, scope), at: at)
            }
            return make(GeometryReaderLayout(), try closureViews(closure, scope, arguments: [geometryProxy(closure, reader: at)]), at: at)
        case "ScrollView":
            let axes = try args.takeUnlabeled().map { try axisSet($0, scope) } ?? .vertical
            if let shows = args.take("showsIndicators") { _ = try evaluate(shows, scope) }
            return make(ScrollViewLayout(axes), try content(), at: at)
        case "ViewThatFits":
            let axes = try args.take("in").map { try axisSet($0, scope) } ?? .all
            return make(ViewThatFitsLayout(in: axes), try content(), at: at)
        case "Group":
            return make(GroupLayout(), try content(), at: at)
        case "ForEach":
            return try forEach(&args, call: call, at: at, scope)
        case "EmptyView":
            return make(EmptyViewLayout(), at: at)
        case "AnyView":
            guard let inner = args.takeUnlabeled() else { throw locator.error("AnyView needs a view", at: at) }
            return try view(inner, scope)
        case "Color":
            guard let call else { return nil }
            let value = try evaluate(ExprSyntax(call), scope)
            args = CallArguments(nil, callee: name)
            guard case .color(let color) = value else {
                if options.inputCompiles {
                    // A colour made at run time (`Color(.systemGroupedBackground)`): colours do not
                    // change layout.
                    note("colour `\(SourceIndex.collapsed(call.sourceText))` is made at run time; drawn as gray (colours do not change layout)", at: call)
                    return place(Color.gray.node, at: at)
                }
                throw locator.error("cannot read the colour `\(call.sourceText)`", at: call)
            }
            return place(color.node, at: at)
        case "Rectangle", "Capsule", "Ellipse", "Circle", "RoundedRectangle":
            guard call != nil else { return nil }
            if let style = args.take("style") { _ = try evaluate(style, scope) }
            switch name {
            case "Rectangle": return make(ShapeLayout(.rectangle), at: at)
            case "Capsule": return make(ShapeLayout(.capsule), at: at)
            case "Ellipse": return make(ShapeLayout(.ellipse), at: at)
            case "Circle": return make(ShapeLayout(.circle), at: at)
            default:
                if let size = args.take("cornerSize") {
                    // `RoundedRectangle(cornerSize: CGSize(…))`: the corners do not change its size.
                    var radius = 0.0
                    if case .record(_, let fields) = try evaluate(size, scope),
                       case .number(let width)? = fields.first(where: { $0.label == "width" })?.value { radius = width }
                    return make(ShapeLayout(.roundedRectangle, cornerRadius: radius), at: at)
                }
                guard let radius = args.take("cornerRadius") else {
                    throw locator.error("RoundedRectangle needs cornerRadius: or cornerSize:", at: at)
                }
                return make(ShapeLayout(.roundedRectangle, cornerRadius: try number(radius, scope, "cornerRadius")), at: at)
            }
        case "Text":
            guard call != nil else { return nil }
            let arg = args.takeUnlabeled() ?? args.take("verbatim")
            guard let arg else { throw locator.error("Text needs a string", at: at) }
            return make(TextLayout(try text(arg, scope, in: "Text")), at: at)
        case "Image":
            guard call != nil else { return nil }
            return try image(&args, at: at, scope)
        case "Spacer":
            guard call != nil else { return nil }
            let minLength = try args.take("minLength").map { try optionalNumber($0, scope, "minLength") } ?? nil
            return make(SpacerLayout(minLength: minLength), at: at)
        case "Divider":
            guard call != nil else { return nil }
            return make(DividerLayout(), at: at)
        default:
            if BuiltInViews.family(of: name) == .control, call != nil {
                return try control(name, &args, at: at, scope)
            }
            return nil
        }
    }

    /// A string for `Text`: a literal, a known value, or a placeholder (with a note).
    func text(_ expr: ExprSyntax, _ scope: Scope, in what: String) throws -> String {
        let value = try evaluate(expr, scope)
        if case .symbolic(let s) = value { return representativeText(s, at: expr) }
        if case .unknown(let reason) = value {
            let placeholder = expr.sourceText
            note("\(what)(\(placeholder)): \(reason); laid out with the placeholder text \"\(placeholder)\"", at: expr)
            return placeholder
        }
        guard let s = value.displayString else {
            // A value the model keeps but cannot show (a record, a call): its source text.
            return SourceIndex.collapsed(expr.sourceText)
        }
        return s
    }

    private func image(_ args: inout CallArguments, at: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        let source: Image.Source
        let argument: ExprSyntax
        if let system = args.take("systemName") {
            source = .systemName(try text(system, scope, in: "Image"))
            argument = system
        } else if let named = args.takeUnlabeled() ?? args.take("decorative") {
            source = .named(try text(named, scope, in: "Image"))
            argument = named
        } else if let label = ["uiImage", "nsImage", "cgImage", "packageResource"].first(where: args.has), let platformImage = args.take(label) {
            // An image made at run time: its natural size is not in the source.
            source = .named(SourceIndex.collapsed(platformImage.sourceText))
            argument = platformImage
            if let scale = args.take("scale") { _ = scale }
            if let orientation = args.take("orientation") { _ = orientation }
        } else if options.inputCompiles, let first = args.items.first {
            // An initializer the input declares (`extension Image { init(sbbIcon:) }`): an image
            // whose natural size the source does not give.
            args.items.removeFirst()
            source = .named(SourceIndex.collapsed(first.expression.sourceText))
            argument = first.expression
        } else {
            throw locator.error("Image needs a name or systemName:", at: at)
        }
        if let bundle = args.take("bundle") { _ = bundle }
        if let label = args.take("label") { _ = label }
        let name: String
        switch source {
        case .named(let n), .systemName(let n): name = n
        }
        let size = options.imageSizes[name]
        if size == nil, case .named = source {
            let d = Image.defaultNaturalSize
            note("Image(\"\(name)\") has no known natural size; using the default \(d) (set one with --image-size \(name)=WxH)", at: argument)
        }
        return make(ImageLayout(source: source, naturalSize: size, isResizable: false), at: at)
    }

    func forEach(_ args: inout CallArguments, call: FunctionCallExprSyntax?, at: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        guard let dataExpr = args.takeUnlabeled() else { throw locator.error("ForEach needs data (a range, an array or allCases)", at: at) }
        if let id = args.take("id") { _ = id }
        guard let contentExpr = args.takeClosure("content") else {
            throw locator.error("ForEach needs a content closure", at: at)
        }
        let data = try evaluate(dataExpr, scope)
        let elements = try self.elements(of: data, from: dataExpr, for: "ForEach")
        var children: [ViewNode] = []
        for element in elements { children += try elementViews(contentExpr, element: element, at: at, scope) }
        return make(GroupLayout(name: "ForEach", arguments: [Argument(nil, "\(elements.count) elements")]), children, at: at)
    }

    /// The elements `ForEach` or a `for-in` loop goes through: a range's numbers, an array's
    /// values, or (for a run-time collection) several, one or no symbolic elements, explored.
    func elements(of data: Value, from dataExpr: ExprSyntax, for what: String) throws -> [Value] {
        var elements: [Value]
        switch data {
        case .range(let lo, let hi, let closed):
            let upper = closed ? hi : hi - 1
            guard lo.isFinite, hi.isFinite, upper - lo < Double(Self.maximumElements) else {
                throw locator.error("\(what) over \(data.text): at most \(Self.maximumElements) elements are modelled", at: dataExpr)
            }
            elements = upper < lo ? [] : stride(from: lo, through: upper, by: 1).map { .number($0) }
        case .array(let values):
            elements = values
        case .unknown(let reason) where !options.inputCompiles:
            throw locator.error("\(what) over `\(dataExpr.sourceText)`: the data is not known (\(reason)); only literal ranges, literal arrays and allCases of an enum in the input are", at: dataExpr)
        case .symbolic(let collection):
            // Several elements, one, or none: each is a symbolic element of the collection's type.
            let count = decideCount(collection)
            let elementType = collection.type.flatMap(TypeText.element)
            elements = (0..<count).map { _ in .symbolic(Symbol("\(collection.name)[i]", type: elementType)) }
        case .record, .memberCall, .member, .typeName, .unknown:
            // Data from a call the model does not run (`Array(items.enumerated())`).
            let collection = Symbol(SourceIndex.collapsed(dataExpr.sourceText), type: nil)
            elements = (0..<decideCount(collection)).map { _ in .symbolic(Symbol("\(collection.name)[i]", type: nil)) }
        default:
            throw locator.error("\(what) over \(data.text): expected a range, an array or allCases", at: dataExpr)
        }
        guard elements.count <= Self.maximumElements else {
            throw locator.error("\(what) over \(elements.count) elements: at most \(Self.maximumElements) are modelled", at: dataExpr)
        }
        return elements
    }

    /// The views of one `ForEach` element: its closure, or a function given by name
    /// (`content: makeRow`, `content: RowView.init`) called with the element.
    private func elementViews(_ content: ExprSyntax, element: Value, at: DeclReferenceExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        if let closure = content.as(ClosureExprSyntax.self) { return try closureViews(closure, scope, arguments: [element]) }
        if let ref = content.as(DeclReferenceExprSyntax.self), let instance = scope.instance,
           let f = instance.type.functions(named: ref.baseName.text).first(where: SourceIndex.returnsView) {
            return [try callFunction(f, call: nil, nameNode: ref, self: nil, scope)]
        }
        if let member = content.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base?.as(DeclReferenceExprSyntax.self), let decl = model.view(named: base.baseName.text, from: scope.instance?.type) {
            return [try instantiate(base.baseName.text, decl: decl, call: nil, nameNode: base, callerScope: scope)]
        }
        guard options.inputCompiles else { throw locator.error("ForEach needs a content closure", at: content) }
        return [try opaqueView(SourceIndex.collapsed(content.sourceText), at: content, because: "is a function whose views the model does not build")]
    }

    // MARK: Typed arguments

    func number(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Double {
        let value = try evaluate(expr, scope)
        func representative(_ s: Symbol) -> Double {
            representativeNumber(s, fallback: Self.representativeNumbers[what] ?? 10, for: what, at: expr)
        }
        switch value {
        case .number(let n): return n
        case .member(let type, "infinity") where type == nil || ["CGFloat", "Double"].contains(type ?? ""):
            return .infinity
        case .unknown(let reason):
            throw unsupported("computed size `\(expr.sourceText)` for \(what): \(reason)", at: expr)
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

    func bool(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Bool {
        let value = try evaluate(expr, scope)
        if case .bool(let b) = value { return b }
        if case .symbolic(let s) = value { return decideBool(s) }
        if case .unknown(let reason) = value {
            throw unsupported("computed value `\(expr.sourceText)` for \(what): \(reason)", at: expr)
        }
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
            assume("alignment = .center for the run-time value `\(s.name)`", at: expr)
            return .center
        }
        if let name = memberName(value, types: ["Alignment"]), let found = Alignment.named.first(where: { $0.0 == name }) {
            return found.1
        }
        if case .record("Alignment", let fields) = value,
           let h = fields.first(where: { $0.label == "horizontal" }), let v = fields.first(where: { $0.label == "vertical" }) {
            return Alignment(horizontal: try horizontalAlignment(h.value, at: expr), vertical: try verticalAlignment(v.value, at: expr))
        }
        if let center = customAlignment(value, at: expr, center: Alignment.center) { return center }
        throw locator.error("unknown alignment \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: Alignment.named.map(\.0)))", at: expr)
    }

    /// Input that compiles names a custom alignment (`.bottomAvatar`): our model centres it, and
    /// says so (custom `AlignmentID`s are not modelled). Nil for a snippet, where it is a typo.
    private func customAlignment<A>(_ value: Value, at expr: ExprSyntax, center: A) -> A? {
        guard options.inputCompiles else { return nil }
        assume("custom alignment \(value.text) is taken as .center (custom AlignmentIDs are not modelled)", at: expr)
        return center
    }

    func horizontalAlignment(_ expr: ExprSyntax, _ scope: Scope) throws -> HorizontalAlignment {
        try horizontalAlignment(try evaluate(expr, scope), at: expr)
    }

    func horizontalAlignment(_ value: Value, at expr: ExprSyntax) throws -> HorizontalAlignment {
        if case .symbolic(let s) = value {
            assume("alignment = .center for the run-time value `\(s.name)`", at: expr)
            return .center
        }
        switch memberName(value, types: ["HorizontalAlignment"]) {
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
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
            assume("alignment = .center for the run-time value `\(s.name)`", at: expr)
            return .center
        }
        switch memberName(value, types: ["VerticalAlignment"]) {
        case "top": return .top
        case "center": return .center
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
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
            assume("edges = .all for the run-time value `\(s.name)`", at: expr)
            return .all
        }
        if case .array(let values) = value { return try values.reduce(into: Edge.Set()) { $0.formUnion(try one($1)) } }
        return try one(value)
    }

    /// `.largeTitle`, `Font.title`, `.system(size: 20)`, `.system(.title)`, `.title.bold()`.
    func font(_ expr: ExprSyntax, _ scope: Scope) throws -> Font {
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
                        if arguments.count > 1 { note("font arguments other than size do not change the text model; ignored", at: expr) }
                        return .system(size: size)
                    }
                }
                if let first = arguments.first, first.label == nil, let n = first.value.caseName, let f = style(n) {
                    if arguments.count > 1 { note("font arguments other than the text style do not change the text model; ignored", at: expr) }
                    return f
                }
            }
            if (type == nil || type == "Font") && name == "custom" {
                for arg in arguments where arg.label == "size" || arg.label == "fixedSize" {
                    if case .number(let size) = arg.value {
                        note("custom font drawn with the text model at size \(Format.number(size))", at: expr)
                        return .system(size: size)
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
        case .unknown(let reason):
            throw unsupported("computed font `\(expr.sourceText)`: \(reason)", at: expr)
        case .symbolic(let s):
            assume("font = .body for the run-time value `\(s.name)`", at: expr)
            return style("body") ?? .system(size: 17)
        default:
            break
        }
        let suggestion = Suggestions.didYouMean(value.caseName ?? "", in: Font.textStyles.map(\.name) + ["system"])
        // Code that compiles declares a name that looks like a typo (`Font.large_bold`) itself.
        if suggestion.isEmpty || options.inputCompiles, case .member = value {
            // An app's own font (`Font.brandTitle`, `.custom(name, size: scaled)`): the body style.
            assume("font \(value.text) is the app's own: measured as .body", at: expr)
            return style("body") ?? .system(size: 17)
        }
        if suggestion.isEmpty || options.inputCompiles, case .memberCall = value {
            assume("font \(value.text) is the app's own: measured as .body", at: expr)
            return style("body") ?? .system(size: 17)
        }
        throw locator.error("unknown font \(value.text)\(suggestion)", at: expr)
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
            assume("style \(value.text) is drawn gray (colours do not change layout)", at: expr)
            return .gray
        }
        throw locator.error("expected a colour, found \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: Color.palette.compactMap(\.colorName)))", at: expr)
    }

    /// Source text of an argument for descriptions: closures shown as `{ … }`.
    func spelled(_ item: CallArguments.Item) -> Argument {
        let value = item.expression.is(ClosureExprSyntax.self) ? "{ … }" : SourceIndex.collapsed(item.expression.sourceText)
        return Argument(item.label, value)
    }
}
