import LayoutCore
import SwiftSyntax

/// Modifiers: each known one maps to its LayoutCore node with SwiftUI's labels and defaults.
extension Translator {
    /// A modifier call SwiftUI has but the model does not know in this form: an unknown name,
    /// or arguments of another overload.
    struct UnmatchedModifier: Error {
        var error: SourceError
        var kind: Kind

        enum Kind {
            /// One of SwiftUI's modifiers the model does not lay out (``SwiftUIModifierNames``).
            case notModelled
            /// One of the model's modifiers with arguments of another overload.
            case otherForm
            /// A function a type of the input declares that returns a view (`func urlMatch(_:)
            /// -> ConsoleEntityCell` on the view itself): the model does not evaluate it.
            case typesFunction
            /// Neither SwiftUI's, nor the input's, nor a known package's.
            case unknown
        }
    }

    /// Applies `.name(…)` to `receiver`.
    ///
    /// Steps:
    /// 1. an `extension View` function of the input whose parameters fit the call (and that is
    ///    not already being applied: a function calling SwiftUI's modifier of its own name);
    /// 2. SwiftUI's modifier;
    /// 3. a modifier of a package whose module the file imports (``PackageModifier``);
    /// 4. one of SwiftUI's modifiers the model does not lay out (``SwiftUIModifierNames``),
    ///    SwiftUI's in a form it does not know, or a view-returning function of one of the
    ///    input's types, passes through without changing layout, and the finding says so;
    /// 5. in code that compiles, a modifier in a file importing a module the scan has neither
    ///    the source nor a descriptor of (a package not checked out) may be that module's: it
    ///    passes through, and the finding names the module;
    /// 6. any other modifier is unknown: it fails the view, unless `allow_unknown_modifiers`
    ///    (`--allow-unknown-modifiers`) lets it pass through, saying so. Scan, probe and layout
    ///    apply the same rule.
    func modifier(
        _ name: String, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, receiver: ViewNode, _ scope: Scope
    ) throws -> ViewNode {
        // 1.
        noteModifier(name, fitting: call)
        if let overloads = model.extensionOverloads[name] {
            let labels = memo.arguments(call, callee: name).labels
            if let f = overloads.first(where: { parameters($0.signature.parameterClause, fit: labels) && mayApply($0, at: call) && extends($0, receiver) }) {
                return try extensionFunction(f, call: call, receiver: receiver, scope)
            }
        }
        // 2.
        do {
            return try builtInModifier(name, call: call, nameNode: nameNode, receiver: receiver, scope)
        } catch let unmatched as UnmatchedModifier {
            // 3.
            if let node = try packageModifier(name, call: call, nameNode: nameNode, receiver: receiver, scope) { return node }
            let passed = make(PassThroughModifier(name, arguments: memo.arguments(call, callee: name).items.map(spelled)), [receiver], at: nameNode)
            // 4. (In a snippet, another form of a modifier the model knows is likelier a typo.)
            if unmatched.kind == .notModelled || unmatched.kind == .typesFunction || (unmatched.kind == .otherForm && options.inputCompiles) {
                let why = unmatched.error.primary?.message ?? "not modelled"
                let whose = unmatched.kind == .typesFunction ? "" : "SwiftUI's "
                assume(.passedThrough, name, "\(whose)modifier '\(name)' passed through without changing layout (\(why))", at: nameNode)
                return passed
            }
            // 5. In code that compiles, a modifier of a module the file imports whose source the
            // scan does not have (a package not checked out) passes through, said, as a view of
            // such a module is an opaque view.
            if options.inputCompiles, unmatched.kind == .unknown, let modules = unseenModules(at: call) {
                assume(.passedThrough, name, "modifier '\(name)' passed through without changing layout: it may come from \(Self.listed(modules)), whose source the scan does not have", at: nameNode)
                return passed
            }
            // 6.
            let message = unmatched.error.primary?.message ?? "unknown modifier '\(name)'"
            guard options.unknownModifiersPassThrough else {
                guard options.inputCompiles else { throw unmatched.error }
                throw locator.error(message + " (declared neither in the input nor by SwiftUI; if it does not change layout, "
                    + "allow it: `allow_unknown_modifiers: true` in .sizing.yml or --allow-unknown-modifiers)", at: nameNode)
            }
            if options.inputCompiles {
                assume(.passedThrough, name, "modifier '\(name)' passed through without changing layout (\(message))", at: nameNode)
            } else {
                appendNote(locator.diagnostic(.warning, message + "; passed through without changing layout", at: nameNode))
            }
            return passed
        }
    }

    /// SwiftUI's modifier `name` (``BuiltInRegistry``), else one that does not change layout
    /// (`PassThroughModifier.layoutNeutral`), else the input's `extension View` function of that
    /// name; else the call is unmatched.
    private func builtInModifier(
        _ name: String, call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol, receiver: ViewNode, _ scope: Scope
    ) throws -> ViewNode {
        let args: CallArguments
        if let builtIn = BuiltInRegistry.modifier(named: name) {
            var c = ModifierCall(builtIn, translator: self, call: call, at: nameNode, receiver: receiver, scope: scope)
            if let node = try builtIn.build(&c) {
                try c.finish()
                return node
            }
            // Not in a form the model knows.
            args = c.args
        } else {
            args = memo.arguments(call, callee: name)
        }
        // SwiftUI's own overload when none of the input's fits (`environment(\.key, value)` beside
        // an input's `environment(_:from:)`), else the input's function.
        let spelledArgs = args.items.map(spelled)
        if PassThroughModifier.layoutNeutral.contains(name) {
            return make(PassThroughModifier(name, arguments: spelledArgs), [receiver], at: nameNode)
        }
        // The steps after SwiftUI's modifier find any function of this name, fitting or not.
        noteModifier(name, fitting: nil)
        if let f = model.extensionFunctions[name], mayApply(f, at: call), extends(f, receiver) {
            return try extensionFunction(f, call: call, receiver: receiver, scope)
        }
        if BuiltInRegistry.modifier(named: name) != nil {
            throw UnmatchedModifier(error: locator.error("not modelled in this form", at: nameNode), kind: .otherForm)
        }
        if SwiftUIModifierNames.notModelled.contains(name) {
            throw UnmatchedModifier(error: locator.error("not modelled", at: nameNode), kind: .notModelled)
        }
        if let owner = model.viewFunctionOwner(name) {
            throw UnmatchedModifier(error: locator.error("a function of \(owner) the model does not evaluate", at: nameNode), kind: .typesFunction)
        }
        // Input that compiles has no typos: the suggestion (costly over every modifier name) is skipped.
        let suggestion = options.inputCompiles ? "" : Suggestions.didYouMean(
            name, in: BuiltInRegistry.modifierNames + Array(PassThroughModifier.layoutNeutral) + Array(model.extensionFunctions.keys))
        throw UnmatchedModifier(error: locator.error("unknown modifier '\(name)'\(suggestion)", at: nameNode), kind: .unknown)
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)` from its arguments (a missing one is 0).
    static func edgeInsets(_ fields: [(label: String?, value: Value)]) -> EdgeInsets {
        func f(_ label: String) -> Double {
            if case .number(let n)? = fields.first(where: { $0.label == label })?.value { return n }
            return 0
        }
        return EdgeInsets(top: f("top"), leading: f("leading"), bottom: f("bottom"), trailing: f("trailing"))
    }

    static let edgeNames: Set<String> = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]

    /// Whether the input's function `f` may apply at `call`. One being applied may apply again
    /// from another call site (`.if(a) { $0.if(b) { … } }`, or a view its closure builds), a few
    /// levels deep; not from inside a function being applied, where a call of its name is
    /// SwiftUI's modifier it wraps (`func padding(…) { self.padding(…) }`) or another overload's
    /// wrapping it (SwiftUI-Kit's two `font(_:)`), and not from a call site being applied
    /// already, which would recurse.
    private func mayApply(_ f: FunctionDeclSyntax, at call: some SyntaxProtocol) -> Bool {
        guard functionStack.contains(f.id) else { return true }
        if applications.contains(where: { $0.call == call.id }) { return false }
        var node = call.parent
        while let n = node {
            if let g = n.as(FunctionDeclSyntax.self), functionStack.contains(g.id) { return false }
            node = n.parent
        }
        return applications.filter { $0.function == f.id }.count < Self.nestedApplications
    }

    /// Whether a function of an extension may be called on `receiver`: one of `extension T`,
    /// where `T` is one of SwiftUI's views (`extension Rectangle { func fill(_:) }`), is not a
    /// member of another of SwiftUI's views (a `RoundedRectangle`), as Swift resolves members by
    /// the receiver's type; `extension View`'s apply to every view, and a receiver whose type the
    /// model does not keep (a modified or custom view) may be `T`.
    func extends(_ f: FunctionDeclSyntax, _ receiver: ViewNode) -> Bool {
        let received = receiver.layout.name
        guard BuiltInRegistry.view(named: received) != nil, let extended = memo.extendedTypeName(of: f),
              BuiltInRegistry.view(named: extended) != nil else { return true }
        return received == extended
    }

    /// How many times one function of the input may be applied inside its own closures.
    static let nestedApplications = 2

    /// Calls a function of `extension View` declared in the input, `self` being the receiver.
    private func extensionFunction(_ f: FunctionDeclSyntax, call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws -> ViewNode {
        guard let body = f.body, !body.statements.isEmpty else {
            throw locator.error("cannot model '\(f.name.identifierName)': its declaration at \(locator.describe(f.name)) has no body in the input", at: call)
        }
        let local = Scope(["self": .views([receiver])], parent: fileScope)
        var args = memo.arguments(call, callee: f.name.identifierName)
        try bindParameters(f.signature.parameterClause, &args, into: local, callerScope: scope, owner: f.name.identifierName)
        functionStack.append(f.id)
        applications.append((f.id, call.id))
        defer {
            functionStack.removeLast()
            applications.removeLast()
        }
        let nodes = try nested(f) { try builder(body.statements, local) }
        return single(nodes, at: call)
    }
}
