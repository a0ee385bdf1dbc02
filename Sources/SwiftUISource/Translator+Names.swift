import LayoutCore
import SwiftSyntax

/// A view named in the source (`Name(…)` or a bare `Name`): a name in scope, the input's own
/// view, SwiftUI's (``BuiltInRegistry``), or an opaque view the input does not show.
extension Translator {
    /// `Name(…)` or a bare `Name`. Steps:
    /// 1. a name in scope: `content`, `content()`, `self`, a closure parameter holding views,
    ///    a variable holding a layout (`layout { … }`);
    /// 2. inside an `extension View` function, `padding()` means `self.padding()` (not a type's
    ///    name: ``namesAFunction(_:_:)``);
    /// 3. a property or method of the instance being built (a layout property too);
    /// 4. the input's own view, view function, `Shape` or custom `Layout` visible from here: it shadows
    ///    SwiftUI's of the same name, as in Swift, unless none of its initializers takes the
    ///    call's arguments (a package's `TextField` beside SwiftUI's: Swift picks the type whose
    ///    initializer fits);
    /// 5. SwiftUI's view (``BuiltInRegistry``);
    /// 6. the input's view of that name nested elsewhere, or a global holding a view;
    /// 7. a package's view whose module the file imports (``PackageRegistry``), unless
    ///    `assumed_views` names it;
    /// 8. a name the model cannot build: an error, or in code that compiles an opaque view
    ///    saying why (``undeclaredReason(_:at:)``).
    /// Whether a bare call of `name` inside a view's function may be `self.name(…)`: one of the
    /// input's view functions, or a name that is not a type's (`WindowAccessor(window)` inside
    /// an `extension View` function makes a representable; `padding()` is a modifier).
    static func namesAFunction(_ name: String, _ model: SourceIndex) -> Bool {
        model.extensionFunctions[name] != nil || (name.first?.isUppercase != true && model.types[name] == nil)
    }

    func construct(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        // 1.
        if let value = scope.lookup(name), let node = try scopedView(name, value, call: call, nameNode: nameNode, scope) {
            return node
        }
        noteName(name)
        if let call { noteConstruction(of: name, call: call) }
        // 2.
        if let call, case .views(let nodes)? = scope.lookup("self"), BuiltInRegistry.view(named: name) == nil, model.view(named: name) == nil,
           Self.namesAFunction(name, model) {
            return try modifier(name, call: call, nameNode: nameNode, receiver: single(nodes, at: nameNode), scope)
        }
        // 3.
        if let call, let node = try layoutNamed(name, call: call, nameNode: nameNode, scope) { return node }
        if let instance = scope.instance, let value = try instanceView(name, of: instance, call: call, nameNode: nameNode, scope) {
            return value
        }
        // 4.
        if let node = try visibleInputView(name, call: call, nameNode: nameNode, scope) { return node }
        // 5.
        if let builtIn = BuiltInRegistry.view(named: name), let node = try builtInView(builtIn, call: call, nameNode: nameNode, scope) {
            return node
        }
        // 6.
        if let decl = model.view(named: name, from: scope.instance?.type) {
            return try instantiate(name, decl: decl, call: call, nameNode: nameNode, callerScope: scope)
        }
        if call == nil, model.globals[name] != nil || model.globalTypes[name] != nil,
           let node = try viewValue(try evaluate(ExprSyntax(nameNode), scope), at: nameNode) {
            // `universalBackgroundColor`: a global constant or computed property holding a view or colour.
            return node
        }
        // 7.
        if let node = try packageView(name, call: call, nameNode: nameNode, scope) { return node }
        // 8.
        return try unbuiltView(name, call: call, nameNode: nameNode, scope)
    }

    /// Step 1: the view of a name in scope; nil when the value is views that the call passes
    /// arguments to and the instance has a method of that name (the call means the method), or
    /// a symbolic value that is no view. Views called with arguments are a content closure
    /// (`content(item)` of a `(Item) -> Content`) the probe substituted with its placeholder.
    private func scopedView(_ name: String, _ value: Value, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        switch value {
        case .views(let nodes):
            if let call, !call.arguments.isEmpty, scope.instance?.type.functions(named: name).isEmpty == false { return nil }
            return single(nodes, at: nameNode)
        case .closure(let closure, let closureScope):
            let arguments = try call.map { try evaluatedArguments($0, scope).map(\.value) } ?? []
            return single(try closureViews(closure, closureScope, arguments: arguments), at: nameNode)
        case .symbolic:
            return try viewValue(value, at: nameNode)
        case .layout(let layout):
            guard let call else { throw locator.error("'\(name)' is a layout; give it its content: `\(name) { … }`", at: nameNode) }
            return try layoutContainer(layout, content: try layoutContent(call, scope), at: nameNode)
        default:
            if let node = try viewValue(value, at: nameNode) { return node }
            if options.inputCompiles {
                return try opaqueView(name, at: nameNode, because: "holds a view the model does not build (\(value.text.prefix(60)))")
            }
            throw locator.error("expected a view, but '\(name)' is \(value.text)", at: nameNode)
        }
    }

    /// Step 4: the input's view, global function returning a view (a colour, text or image
    /// included) or `Shape` named `name`, when Swift's lookup from here finds it before SwiftUI's.
    private func visibleInputView(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode? {
        if let decl = model.visibleView(named: name, from: scope.instance?.type),
           BuiltInRegistry.view(named: name) == nil || accepts(decl, call) {
            return try instantiate(name, decl: decl, call: call, nameNode: nameNode, callerScope: scope)
        }
        if let f = model.globalFunctions[name], SourceIndex.returnsAnyView(f) {
            return try callFunction(f, call: call, nameNode: nameNode, self: nil, scope)
        }
        if let call, let decl = model.customLayout(named: name, from: scope.instance?.type) {
            var args = memo.arguments(call, callee: name)
            _ = args.takeTrailing()
            let layout = try customLayout(decl, call: call, arguments: args, nameNode: nameNode, scope)
            return try layoutContainer(layout, content: try layoutContent(call, scope), at: nameNode)
        }
        if let f = model.globalFunctions[name], SourceIndex.returnsColor(f) {
            // `universalBackgroundColor(from: theme)`: a colour shown as a view fills its
            // proposal whichever colour the function returns.
            for argument in call?.arguments ?? [] where !argument.expression.is(ClosureExprSyntax.self) { _ = try? evaluate(argument.expression, scope) }
            return place(Color.gray.node, at: nameNode)
        }
        if call != nil, let shape = typeInfo(named: name, from: scope.instance?.type),
           shape.inheritedTypes.contains(where: { $0 == "Shape" || $0 == "InsettableShape" }) {
            return try shapeView(name, call: call, nameNode: nameNode, scope)
        }
        return nil
    }

    /// Whether an initializer of the input's view `decl` takes the call's arguments: one it
    /// declares, or the memberwise one (each label a stored property's). A bare name always.
    func accepts(_ decl: TypeInfo, _ call: FunctionCallExprSyntax?) -> Bool {
        guard let call else { return true }
        let labels = memo.arguments(call, callee: decl.name).labels
        if decl.initializers.contains(where: { parameters($0.signature.parameterClause, fit: labels) }) { return true }
        guard decl.hasMemberwiseInitializer else { return false }
        let names = Set(storedProperties(of: decl).map(\.name))
        return labels.allSatisfy { $0 == "{}" || names.contains($0) }
    }

    /// `SwiftUI.Name(…)`: SwiftUI's view whatever the input declares; a name the registry does
    /// not have is looked up as any other.
    func swiftUIView(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        if let builtIn = BuiltInRegistry.view(named: name), let node = try builtInView(builtIn, call: call, nameNode: nameNode, scope) {
            return node
        }
        return try construct(name, call: call, nameNode: nameNode, scope)
    }

    /// Step 8: a custom `Layout` named without its content, a UIKit or AppKit view (its
    /// hosted SwiftUI content, ``hostedContent(of:call:nameNode:_:)``; one that computes its
    /// size in its own `sizeThatFits`, an error or, with `undecidedViews`, the undecided leaf;
    /// else an expanding opaque view), or a name the input does not declare (an error with "did you
    /// mean" in a snippet, a hugging opaque view in code that compiles, with the reason).
    private func unbuiltView(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        if let layout = model.customLayouts[name] {
            throw locator.error(
                "custom Layout type '\(name)' (declared at \(locator.describe(layout))) is a layout, not a view: give it its content, `\(name)() { … }`",
                at: nameNode)
        }
        if let t = typeInfo(named: name, from: scope.instance?.type), t.role == .representable {
            if let hosted = try hostedContent(of: t, call: call, nameNode: nameNode, scope) {
                assume(.approximation, name, "\(name) hosts its content in an NSHostingView (declared at \(locator.describe(t.nameNode))): laid out as that content", at: nameNode)
                return make(CustomViewLayout(name), [hosted], at: nameNode)
            }
            let read = RepresentableSizing(t)
            if let fixed = read.fixedSize {
                assume(.approximation, name, "\(name) answers \(fixed.size) from \(RepresentableSizing.signature(fixed.function)) (declared at \(locator.describe(fixed.function.name))): \(fixed.how)", at: nameNode)
                let leaf = ViewNode(FrameLayout(width: fixed.size.width, height: fixed.size.height), children: [Color.gray.node], isSynthetic: true)
                return make(CustomViewLayout(name), [leaf], at: nameNode)
            }
            if let sizing = read.sizeThatFits {
                let message = "\(name) computes its size in \(RepresentableSizing.signature(sizing)) (declared at \(locator.describe(sizing.name))): UIKit or AppKit code the model does not run"
                guard options.undecidedViews else { throw locator.error(message, at: nameNode) }
                assume(.undecidedView, name, "\(locator.describe(nameNode)): " + message + SourceProject.undecidedSuffix, at: nameNode)
                return make(CustomViewLayout(name), [ViewNode(ShapeLayout(.rectangle), id: SourceProject.undecidedMarker)], at: nameNode)
            }
            return try opaqueView(name, at: nameNode, because: "wraps a UIKit or AppKit view (declared at \(locator.describe(t.nameNode)))\(read.reason)", behavior: read.behaviors)
        }
        if !options.inputCompiles {
            let candidates = BuiltInRegistry.viewNames + model.viewStructOrder
            throw locator.error("unknown view '\(name)'\(Suggestions.didYouMean(name, in: candidates))", at: nameNode)
        }
        if let module = AppleFrameworks.fillingViews[name], model.imports(at: nameNode, locator: locator).contains(module) {
            return try opaqueView(name, at: nameNode, because: "is \(module)'s view, which draws its content to fit the frame it is given and has no size of its own (our model)", behavior: AxisBehaviors(.exp, .exp))
        }
        return try opaqueView(name, at: nameNode, because: undeclaredReason(name, at: nameNode))
    }

    /// SwiftUI's view `name` (or a package's, declared by `declarer`) built from its call: its
    /// descriptor reads the arguments it knows; in code that compiles, an argument of another
    /// initializer is noted (it does not change the model's layout), in a snippet it is an
    /// error. Nil when the call is not that view.
    func builtInView(_ builtIn: BuiltInView, call: FunctionCallExprSyntax?, arguments: CallArguments? = nil, nameNode: DeclReferenceExprSyntax, _ scope: Scope, declarer: String = "SwiftUI") throws -> ViewNode? {
        var c = BuiltInCall(builtIn, translator: self, call: call, arguments: arguments, at: nameNode, scope: scope)
        guard var node = try builtIn.build(&c) else { return nil }
        if !c.titleIsLocalized, var control = node.layout as? any TitledControl {
            control.titleIsLocalized = false
            node.layout = control
        }
        if c.titleIsRunTime { node.isRunTimeText = true }
        try checkPlatform(builtIn, declarer: declarer, at: nameNode)
        if options.inputCompiles, let extra = c.args.items.first {
            // Another initializer of a SwiftUI view (`Text(date, style: .time)`).
            assume(.unreadArgument, builtIn.name, "\(builtIn.name): argument \(extra.label.map { "'\($0):'" } ?? "`\(SourceIndex.collapsed(extra.expression.sourceText).prefix(30))`") is not modelled", at: extra.node)
            return node
        }
        try c.finish()
        return node
    }

    /// A view the platform being built for does not declare (`TextEditor` with `--platform
    /// tvOS`): an error in a snippet; in code that compiles (for another platform than the one
    /// asked), a warning, and the view is laid out as the model has it.
    private func checkPlatform(_ builtIn: BuiltInView, declarer: String, at nameNode: DeclReferenceExprSyntax) throws {
        let platform = options.conditions.platform
        if openRecordings > 0, options.conditions.builtFor.contains(where: { Platforms(named: $0).map { !builtIn.platforms.contains($0) } ?? false }) {
            platformReads += 1
        }
        guard let asked = Platforms(named: platform), !builtIn.platforms.contains(asked) else { return }
        let message = "\(builtIn.name) is not available on \(platform) (\(declarer) declares it on \(builtIn.platforms.names))"
        guard options.inputCompiles else { throw locator.error(message, at: nameNode) }
        appendNote(locator.diagnostic(.warning, message + "; laid out as on the platforms that have it", at: nameNode))
    }

    /// An input's `Shape` type called (`Wave(amplitude: 4)`): its arguments (colours, corner
    /// radii, the shape's own properties) do not change its size; it takes the whole proposal,
    /// as a rectangle does.
    private func shapeView(_ name: String, call: FunctionCallExprSyntax?, nameNode: DeclReferenceExprSyntax, _ scope: Scope) throws -> ViewNode {
        for argument in call?.arguments ?? [] where !argument.expression.is(ClosureExprSyntax.self) { _ = try? evaluate(argument.expression, scope) }
        return make(CustomViewLayout(name), [make(ShapeLayout(.rectangle), at: nameNode).synthetic()], at: nameNode)
    }

    /// A view whose layout the input does not show: a leaf of an assumed behavior (hugging on
    /// both axes unless `behavior` says otherwise), named and recorded as an assumption of the
    /// finding. A behavior the caller gives for the name (``SourceOptions/assumedViews``) wins.
    func opaqueView(_ name: String, at node: some SyntaxProtocol, because reason: String, behavior: AxisBehaviors = AxisBehaviors(.hug, .hug)) throws -> ViewNode {
        let given = options.assumedViews[name]
        let assumed = given ?? behavior
        assume(.opaqueView, name, "\(name) \(reason): assumed \(assumed)\(given == nil ? "" : " (as configured)")", at: node)
        // Its size is the model's guess: `--stress` claims no break that depends on it.
        var opaque = make(CustomViewLayout(name), [Self.opaqueLeaf(assumed)], at: node)
        opaque.isAssumed = true
        return opaque
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
}
