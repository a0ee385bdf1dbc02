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
    let model: SourceModel
    let options: SourceOptions
    let fileScope: Scope
    var notes: [Diagnostic] = []
    var container: Size?
    private var depth = 0
    /// Nesting beyond this is an error rather than a stack overflow.
    static let maximumDepth = 500
    /// ForEach copies beyond this are an error.
    static let maximumElements = 10_000

    init(locator: Locator, model: SourceModel, options: SourceOptions) {
        self.locator = locator
        self.model = model
        self.options = options
        self.fileScope = Scope(parent: nil)
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
        ViewNode(layout, children: children, location: locator.location(syntax))
    }

    func note(_ message: String, at node: some SyntaxProtocol) {
        notes.append(locator.diagnostic(.note, message, at: node))
    }

    // MARK: Builders

    /// A result-builder body: each statement yields zero or more views.
    /// - Complexity: O(n) in the size of the body (ForEach multiplies by its element count).
    func builder(_ statements: CodeBlockItemListSyntax, _ scope: Scope) throws -> [ViewNode] {
        let local = Scope(parent: scope)
        var nodes: [ViewNode] = []
        for statement in statements {
            switch statement.item {
            case .decl(let decl):
                guard let v = decl.as(VariableDeclSyntax.self), v.bindingSpecifier.text == "let" else {
                    throw unsupported("declaration `\(decl.trimmedDescription)` in a view body", at: decl)
                }
                for binding in v.bindings {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value else {
                        throw unsupported("`\(binding.trimmedDescription)` in a view body", at: binding)
                    }
                    local.values[id.identifier.text] = try evaluate(value, local)
                }
            case .expr(let expr):
                nodes += try statementViews(expr, local)
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    nodes += try statementViews(e.expression, local)
                } else if let r = stmt.as(ReturnStmtSyntax.self), let e = r.expression {
                    nodes += try statementViews(e, local)
                } else {
                    throw unsupported("statement `\(stmt.trimmedDescription)` in a view body", at: stmt)
                }
            }
        }
        return nodes
    }

    private func statementViews(_ expr: ExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        if let i = expr.as(IfExprSyntax.self) { return try ifViews(i, scope) }
        if let s = expr.as(SwitchExprSyntax.self) { return try switchViews(s, scope) }
        return [try view(expr, scope)]
    }

    private func ifViews(_ node: IfExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        try nested(node) {
            let (holds, unknownReason) = try conditionsHold(node.conditions, scope)
            if let unknownReason {
                note("condition `\(node.conditions.trimmedDescription)` has no known value (\(unknownReason)); took the first branch", at: node.conditions)
            }
            if holds { return try builder(node.body.statements, scope) }
            switch node.elseBody {
            case .ifExpr(let next): return try ifViews(next, scope)
            case .codeBlock(let block): return try builder(block.statements, scope)
            case nil: return []
            }
        }
    }

    private func switchViews(_ node: SwitchExprSyntax, _ scope: Scope) throws -> [ViewNode] {
        try nested(node) {
            let subject = try evaluate(node.subject, scope)
            var firstCase: SwitchCaseSyntax?
            for item in node.cases {
                guard case .switchCase(let c) = item else {
                    throw unsupported("`#if` inside switch", at: item)
                }
                if firstCase == nil { firstCase = c }
                switch c.label {
                case .default:
                    if !subject.isUnknown { return try builder(c.statements, scope) }
                case .case(let label):
                    for caseItem in label.caseItems {
                        guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else {
                            throw unsupported("switch pattern `\(caseItem.pattern.trimmedDescription)`", at: caseItem)
                        }
                        let value = try evaluate(pattern.expression, scope)
                        if subject.isUnknown { continue }
                        if case .bool(true) = try binary("==", subject, value, at: pattern) {
                            return try builder(c.statements, scope)
                        }
                    }
                }
            }
            if case .unknown(let reason) = subject, let firstCase {
                note("switch subject `\(node.subject.trimmedDescription)` has no known value (\(reason)); took the first case", at: node.subject)
                return try builder(firstCase.statements, scope)
            }
            throw locator.error("no case of the switch matches \(subject.text)", at: node.subject)
        }
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
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                if let typeRef = base.as(DeclReferenceExprSyntax.self), typeRef.baseName.text == "Color", scope.lookup("Color") == nil {
                    // `Color.red` is a view; `Color.init(…)` is not SwiftUI spelling we need.
                    _ = typeRef
                }
                let receiver = try view(base, scope)
                return try modifier(member.declName.baseName.text, call: call, nameNode: member.declName, receiver: receiver, scope)
            }
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return try construct(ref.baseName.text, call: call, nameNode: ref, scope)
            }
            throw locator.error("expected a view, found `\(call.calledExpression.trimmedDescription)(…)`", at: call.calledExpression)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                let value = try evaluate(ExprSyntax(member), scope)
                if case .color(let color) = value { return place(color.node, at: member) }
                if case .views(let nodes) = value { return single(nodes, at: member) }
                _ = base
            }
            throw locator.error("expected a view, found `\(member.trimmedDescription)`", at: member)
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
            throw unsupported("`\(seq.trimmedDescription)` where a view is expected (operators on views)", at: seq)
        }
        if let i = expr.as(IfExprSyntax.self) { return single(try ifViews(i, scope), at: i) }
        if let s = expr.as(SwitchExprSyntax.self) { return single(try switchViews(s, scope), at: s) }
        if expr.is(ClosureExprSyntax.self) {
            throw unsupported("a closure where a view is expected", at: expr)
        }
        throw locator.error("expected a view, found `\(expr.trimmedDescription)`", at: expr)
    }

    /// Every view name the front end knows (for "did you mean").
    static let viewNames: [String] = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "GeometryReader", "ScrollView", "ViewThatFits",
        "Group", "ForEach", "EmptyView", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle",
        "Text", "Image", "Spacer", "Divider", "AnyView",
    ] + ControlMapping.controlNames

    /// `Name(…)` or a bare `Name`: built-in views, controls, custom views, and names in scope.
    private func construct(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        // Names in scope first: `content`, `content()`, `self`, closure parameters holding views.
        if let value = scope.lookup(name) {
            switch value {
            case .views(let nodes):
                if call == nil || call?.arguments.isEmpty == true { return single(nodes, at: nameNode) }
            case .closure(let closure, let closureScope):
                if call?.arguments.isEmpty ?? true { return single(try closureViews(closure, closureScope), at: nameNode) }
            case .unknown(let reason):
                throw locator.error("cannot model '\(name)': \(reason)", at: nameNode)
            default:
                throw locator.error("expected a view, but '\(name)' is \(value.text)", at: nameNode)
            }
        }
        // Implicit `self` inside an `extension View` function: `padding()` means `self.padding()`.
        if let call, case .views(let nodes)? = scope.lookup("self"), !Self.viewNames.contains(name), model.viewStructs[name] == nil {
            return try modifier(name, call: call, nameNode: nameNode, receiver: single(nodes, at: nameNode), scope)
        }
        if let instance = scope.instance, call == nil || call?.arguments.isEmpty == true,
           let value = try instanceView(name, of: instance, call: call, scope) {
            return value
        }
        var args = CallArguments(call, callee: name)
        let node = try builtIn(name, &args, call: call, nameNode: nameNode, scope)
        if let node {
            try args.finish(locator, expected: Self.expectedLabels[name] ?? [])
            return node
        }
        if let decl = model.viewStructs[name] {
            return try instantiate(name, decl: decl, call: call, nameNode: nameNode, callerScope: scope)
        }
        if let layout = model.customLayouts[name] {
            throw locator.error(
                "unsupported construct: custom Layout type '\(name)' (declared at \(locator.location(layout))); its sizeThatFits is code the model cannot run",
                at: nameNode)
        }
        let candidates = Self.viewNames + model.viewStructOrder
        throw locator.error("unknown view '\(name)'\(Suggestions.didYouMean(name, in: candidates))", at: nameNode)
    }

    /// A computed view property or view function of the current custom view.
    private func instanceView(_ name: String, of instance: Instance, call: FunctionCallExprSyntax?, _ scope: Scope) throws -> ViewNode? {
        if call == nil, let binding = SourceModel.bodyBinding(of: instance.decl, named: name), binding.accessorBlock != nil,
           let statements = SourceModel.getterStatements(binding) {
            return single(try nested(binding) { try builder(statements, scope) }, at: binding)
        }
        for member in instance.decl.memberBlock.members {
            guard let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == name, let body = f.body else { continue }
            guard f.signature.parameterClause.parameters.isEmpty else {
                throw unsupported("view function '\(name)' with parameters", at: f.name)
            }
            return single(try nested(f) { try builder(body.statements, scope) }, at: f.name)
        }
        return nil
    }

    static let expectedLabels: [String: [String]] = [
        "HStack": ["alignment", "spacing", "content"], "VStack": ["alignment", "spacing", "content"],
        "LazyHStack": ["alignment", "spacing", "content"], "LazyVStack": ["alignment", "spacing", "content"],
        "ZStack": ["alignment", "content"], "GeometryReader": ["content"], "ScrollView": ["_", "showsIndicators", "content"],
        "ViewThatFits": ["in", "content"], "Group": ["content"], "ForEach": ["_", "id", "content"], "EmptyView": [],
        "Rectangle": [], "Capsule": ["style"], "Ellipse": [], "Circle": [], "RoundedRectangle": ["cornerRadius", "style"],
        "Text": ["_", "verbatim"], "Image": ["_", "systemName", "decorative", "bundle", "label"], "Spacer": ["minLength"], "Divider": [],
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
            guard let c = args.takeClosure("content"), let closure = c.as(ClosureExprSyntax.self) else {
                throw locator.error("GeometryReader needs a content closure", at: at)
            }
            let proxy = Value.unknown("a GeometryProxy's values are known only during layout")
            return make(GeometryReaderLayout(), try closureViews(closure, scope, arguments: [proxy]), at: at)
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
                throw locator.error("cannot read the colour `\(call.trimmedDescription)`", at: call)
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
                guard let radius = args.take("cornerRadius") else {
                    throw locator.error("RoundedRectangle needs cornerRadius:", at: at)
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
            if ControlMapping.controlNames.contains(name), call != nil {
                return try control(name, &args, at: at, scope)
            }
            return nil
        }
    }

    /// A string for `Text`: a literal, a known value, or a placeholder (with a note).
    func text(_ expr: ExprSyntax, _ scope: Scope, in what: String) throws -> String {
        let value = try evaluate(expr, scope)
        if case .unknown(let reason) = value {
            let placeholder = expr.trimmedDescription
            note("\(what)(\(placeholder)): \(reason); laid out with the placeholder text \"\(placeholder)\"", at: expr)
            return placeholder
        }
        guard let s = value.displayString else {
            throw locator.error("\(what) needs a string, found \(value.text)", at: expr)
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

    private func forEach(_ args: inout CallArguments, call: FunctionCallExprSyntax?, at: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        guard let dataExpr = args.takeUnlabeled() else { throw locator.error("ForEach needs data (a range, an array or allCases)", at: at) }
        if let id = args.take("id") { _ = id }
        guard let contentExpr = args.takeClosure("content"), let closure = contentExpr.as(ClosureExprSyntax.self) else {
            throw locator.error("ForEach needs a content closure", at: at)
        }
        let data = try evaluate(dataExpr, scope)
        var elements: [Value]
        switch data {
        case .range(let lo, let hi, let closed):
            let upper = closed ? hi : hi - 1
            guard lo.isFinite, hi.isFinite, upper - lo < Double(Self.maximumElements) else {
                throw locator.error("ForEach over \(data.text): at most \(Self.maximumElements) elements are modelled", at: dataExpr)
            }
            elements = upper < lo ? [] : stride(from: lo, through: upper, by: 1).map { .number($0) }
        case .array(let values):
            elements = values
        case .unknown(let reason):
            throw locator.error("ForEach over `\(dataExpr.trimmedDescription)`: the data is not known (\(reason)); only literal ranges, literal arrays and allCases of an enum in the input are", at: dataExpr)
        default:
            throw locator.error("ForEach over \(data.text): expected a range, an array or allCases", at: dataExpr)
        }
        guard elements.count <= Self.maximumElements else {
            throw locator.error("ForEach over \(elements.count) elements: at most \(Self.maximumElements) are modelled", at: dataExpr)
        }
        var children: [ViewNode] = []
        for element in elements { children += try closureViews(closure, scope, arguments: [element]) }
        return make(GroupLayout(name: "ForEach", arguments: [Argument(nil, "\(elements.count) elements")]), children, at: at)
    }

    // MARK: Typed arguments

    func number(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Double {
        let value = try evaluate(expr, scope)
        switch value {
        case .number(let n): return n
        case .member(let type, "infinity") where type == nil || ["CGFloat", "Double"].contains(type ?? ""):
            return .infinity
        case .unknown(let reason):
            throw unsupported("computed size `\(expr.trimmedDescription)` for \(what): \(reason)", at: expr)
        default:
            throw locator.error("\(what) needs a number, found \(value.text)", at: expr)
        }
    }

    func optionalNumber(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Double? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        return try number(expr, scope, what)
    }

    func bool(_ expr: ExprSyntax, _ scope: Scope, _ what: String) throws -> Bool {
        let value = try evaluate(expr, scope)
        if case .bool(let b) = value { return b }
        if case .unknown(let reason) = value {
            throw unsupported("computed value `\(expr.trimmedDescription)` for \(what): \(reason)", at: expr)
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
        if let name = memberName(value, types: ["Alignment"]), let found = Alignment.named.first(where: { $0.0 == name }) {
            return found.1
        }
        if case .record("Alignment", let fields) = value,
           let h = fields.first(where: { $0.label == "horizontal" }), let v = fields.first(where: { $0.label == "vertical" }) {
            return Alignment(horizontal: try horizontalAlignment(h.value, at: expr), vertical: try verticalAlignment(v.value, at: expr))
        }
        throw locator.error("unknown alignment \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: Alignment.named.map(\.0)))", at: expr)
    }

    func horizontalAlignment(_ expr: ExprSyntax, _ scope: Scope) throws -> HorizontalAlignment {
        try horizontalAlignment(try evaluate(expr, scope), at: expr)
    }

    func horizontalAlignment(_ value: Value, at expr: ExprSyntax) throws -> HorizontalAlignment {
        switch memberName(value, types: ["HorizontalAlignment"]) {
        case "leading": return .leading
        case "center": return .center
        case "trailing": return .trailing
        default: throw locator.error("unknown horizontal alignment \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: ["leading", "center", "trailing"]))", at: expr)
        }
    }

    func verticalAlignment(_ expr: ExprSyntax, _ scope: Scope) throws -> VerticalAlignment {
        try verticalAlignment(try evaluate(expr, scope), at: expr)
    }

    func verticalAlignment(_ value: Value, at expr: ExprSyntax) throws -> VerticalAlignment {
        switch memberName(value, types: ["VerticalAlignment"]) {
        case "top": return .top
        case "center": return .center
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        default:
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
            throw unsupported("computed font `\(expr.trimmedDescription)`: \(reason)", at: expr)
        default:
            break
        }
        throw locator.error("unknown font \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: Font.textStyles.map(\.name) + ["system"]))", at: expr)
    }

    /// A colour argument: `Color.red`, `.red`, `Color(red:green:blue:)`, `.red.opacity(0.8)`.
    func color(_ expr: ExprSyntax, _ scope: Scope) throws -> Color {
        let value = try evaluate(expr, scope)
        if let c = colorIfColor(value) { return c }
        throw locator.error("expected a colour, found \(value.text)\(Suggestions.didYouMean(value.caseName ?? "", in: Color.palette.compactMap(\.colorName)))", at: expr)
    }

    /// Source text of an argument for descriptions: closures shown as `{ … }`.
    func spelled(_ item: CallArguments.Item) -> Argument {
        let value = item.expression.is(ClosureExprSyntax.self) ? "{ … }" : SourceModel.collapsed(item.expression.trimmedDescription)
        return Argument(item.label, value)
    }
}
