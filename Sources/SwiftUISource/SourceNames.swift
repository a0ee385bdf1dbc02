import LayoutCore
import SwiftSyntax

/// The names one file declares and the names it uses: enough to know which other files a
/// declaration's evaluation can read, without evaluating it (the scan's cache keys on them).
///
/// - **Declared**: every type (at any depth), every typealias, every global function and
///   variable, and the members of extensions (`static let mock`, `func card()`), since a member
///   of an extension is reached by its own name (`.mock`, `.card()`) without the file naming
///   the type. A type's own members are not declared names: reaching them names the type, or a
///   value whose type some file names.
/// - **Extended**: the types the file's extensions extend (`extension Profile: View { var body … }`
///   changes `Profile`): a file using a type the project declares depends on the files extending
///   it. An extension of a type the project does not declare (`extension View`) is reached
///   through its members only, so that every file using `View` does not depend on it.
/// - **Used**: every identifier of the file (in code, not in comments or string text).
/// - **Previews**: whether the file holds a `#Preview` or a `PreviewProvider`: a preview's calls
///   give the views it calls their arguments (`ProfileRow(user: .mock)`), so a view (a type
///   conforming to `View`, listed in `views`) depends on the previews that use it.
///
/// - **Live uses**: for each type or extended type (by its simple name; `""` for code outside
///   any), the capitalized names its code uses where a shipped app runs it: not in a preview
///   (`#Preview`, a `PreviewProvider`), not in a `#if DEBUG` clause. What
///   ``unreachableViews(_:roots:built:platform:idiom:)`` follows from the app's code to its views.
///
/// The rule is generous on purpose: a name used but declared by an unrelated file only costs a
/// cache miss, a name missed would give a stale finding.
public struct SourceNames: Sendable, Equatable {
    public var declared: Set<String> = []
    public var extended: Set<String> = []
    public var used: Set<String> = []
    public var hasPreviews = false
    /// The types declared conforming to `View` (what a preview's call can give arguments to).
    public var views: Set<String> = []
    /// The types (capitalized names) the file calls in content the system draws
    /// (`SystemRenderedContent`: a menu's items, a toolbar), and those it calls elsewhere.
    public var calledInSystemContent: Set<String> = []
    public var calledElsewhere: Set<String> = []
    /// The types (capitalized names) the file calls in content SwiftUI presents as a screen of
    /// its own (`PresentedContent`: a sheet's, a navigation destination).
    public var calledInPresentedContent: Set<String> = []
    /// The capitalized names each type (or extended type) uses outside previews and `#if DEBUG`.
    public var liveUses: [String: Set<String>] = [:]
    /// The types whose content the system draws as its own bars and menus (conforming to
    /// `ToolbarContent`, `CustomizableToolbarContent` or `Commands`): what they name is no screen.
    public var systemContentTypes: Set<String> = []
    /// Of ``liveUses``, the names each type uses only in code that runs on some device idioms
    /// (in `if UIDevice.current.userInterfaceIdiom == .pad { … }`, a `switch` case over the idiom:
    /// ``IdiomCondition``) or that some platforms compile (`#if os(visionOS)`), with the gates
    /// of each of its uses: an iPad-only screen's link, a visionOS ornament's view.
    public var gatedUses: [String: [String: Set<UseGate>]] = [:]

    /// What lets one use of a name run: the platforms whose `#if` clauses compile it and the
    /// device idioms the code's tests let through (nil: every one).
    public struct UseGate: Hashable, Sendable {
        public var platforms: Set<String>?
        public var idioms: Set<String>?

        public init(platforms: Set<String>? = nil, idioms: Set<String>? = nil) {
            self.platforms = platforms
            self.idioms = idioms
        }

        /// Whether the use runs on `platform`'s devices of `idiom` (nil: any).
        public func allows(platform: String?, idiom: String?) -> Bool {
            (platform.map { platforms?.contains($0) ?? true } ?? true) && (idiom.map { idioms?.contains($0) ?? true } ?? true)
        }
    }

    public init(declared: Set<String> = [], extended: Set<String> = [], used: Set<String> = [], hasPreviews: Bool = false, views: Set<String> = []) {
        self.declared = declared
        self.extended = extended
        self.used = used
        self.hasPreviews = hasPreviews
        self.views = views
    }

    /// The names of one parsed file.
    public init(_ tree: SourceFileSyntax) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        visitor.finish()
        self = visitor.names
    }

    /// The names of a file's text, parsed on its own (a file whose names a cache lacks), as
    /// ``SourceProject`` reads them.
    public init(text: String) {
        self = DeepTrees.withLargeStack { SourceNames(SwiftUISource.parseTree(text)) }
    }

    /// Members that every view type has and no code reaches without naming the type.
    static let requirementNames: Set<String> = ["body", "previews", "makeBody", "init"]

    private final class Visitor: SyntaxVisitor {
        var names = SourceNames()
        /// What encloses the current node, innermost last.
        enum Scope { case type, `extension`, function, variable }
        var scopes: [Scope] = []
        /// The types and extended types enclosing the current node, innermost last.
        var owners: [String] = []
        /// Whether each enclosing type is a `PreviewProvider`.
        var previewTypes: [Bool] = []
        /// How many previews and `#if DEBUG` clauses enclose the current node: code a shipped
        /// app does not run.
        var hidden = 0
        /// The idiom tests around the current code and the `#if` clauses that test the platform
        /// (``SourceNames/gatedUses``).
        var idioms = Conditions()
        var platforms = Conditions()
        /// Each owner's names used outside any condition, and inside some with their gates.
        var free: [String: Set<String>] = [:]
        var gated: [String: [String: Set<UseGate>]] = [:]

        /// Conditions around code that let it run on some of a kind of thing (idioms,
        /// platforms) only.
        struct Conditions {
            /// What the enclosing conditions let the current code run on (the innermost's,
            /// narrowed by those outside it), innermost last.
            private var open: [Set<String>] = []
            /// Whether each scope entered (a code block, a case, a clause) opened a condition.
            private var opened: [Bool] = []

            mutating func enter(_ allowed: Set<String>?) {
                opened.append(allowed != nil)
                if let allowed { open.append(open.last.map { $0.intersection(allowed) } ?? allowed) }
            }

            mutating func leave() {
                if opened.removeLast() { open.removeLast() }
            }

            /// What the current code runs on; nil: everything.
            var allowed: Set<String>? { open.last }
        }

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            idioms.enter(node.parent?.as(IfExprSyntax.self).flatMap { IdiomCondition.idioms(of: $0, body: $0.body.id == node.id) })
            return .visitChildren
        }

        override func visitPost(_ node: CodeBlockSyntax) { idioms.leave() }

        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            idioms.enter(IdiomCondition.idioms(ofCase: node))
            return .visitChildren
        }

        override func visitPost(_ node: SwitchCaseSyntax) { idioms.leave() }

        /// The names used only under idiom tests or in platform clauses, with their gates.
        func finish() {
            for (owner, uses) in gated {
                let only = uses.filter { free[owner]?.contains($0.key) != true }
                if !only.isEmpty { names.gatedUses[owner] = only }
            }
        }

        /// The platforms that compile `clause`, when its `#if` tests the platform with `os(…)`
        /// only (a `canImport` of a package the model does not know is left undecided); nil when
        /// every platform does, or the `#if` does not test the platform.
        static func platforms(compiling clause: IfConfigClauseSyntax) -> Set<String>? {
            guard let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return nil }
            let conditions = decl.clauses.compactMap(\.condition)
            guard conditions.contains(where: CompilationConditions.testsPlatform),
                  !conditions.contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == "canImport" } }) else { return nil }
            let compiling = Set(CompilationConditions.platforms.filter { CompilationConditions(platform: $0).activeClause(decl)?.id == clause.id })
            return compiling.count == CompilationConditions.platforms.count ? nil : compiling
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "init" ? $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text : nil }
            // A type whose name starts lowercase (`iOS18AdaptiveTabView(…)`), called: a live use
            // too (the capitalized names are taken from every token).
            if let callee, callee.first?.isLowercase == true, callee.contains(where: \.isUppercase),
               node.calledExpression.is(DeclReferenceExprSyntax.self) {
                liveUse(callee)
            }
            if let callee, callee.first?.isUppercase == true {
                let enclosing = EnclosingCall.all(of: node)
                if SystemRenderedContent.contains(enclosing) {
                    names.calledInSystemContent.insert(callee)
                } else {
                    names.calledElsewhere.insert(callee)
                }
                if PresentedContent.contains(enclosing) { names.calledInPresentedContent.insert(callee) }
            }
            return .visitChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let text) = token.tokenKind {
                let name = Self.unescaped(text)
                names.used.insert(name)
                if name.first?.isUppercase == true { liveUse(name) }
            }
            return .visitChildren
        }

        /// `name` used by the current owner's live code (outside previews and `#if DEBUG`), under
        /// the idiom tests and platform clauses around it.
        func liveUse(_ name: String) {
            guard hidden == 0 else { return }
            let owner = owners.last ?? ""
            names.liveUses[owner, default: []].insert(name)
            if idioms.allowed == nil && platforms.allowed == nil {
                free[owner, default: []].insert(name)
            } else {
                gated[owner, default: [:]][name, default: []].insert(UseGate(platforms: platforms.allowed, idioms: idioms.allowed))
            }
        }

        static func unescaped(_ text: String) -> String {
            text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
        }

        func declare(_ token: TokenSyntax) {
            names.declared.insert(Self.unescaped(token.text))
        }

        /// A member of an extension, or a global.
        var declaresMembers: Bool { scopes.last.map { $0 == .extension } ?? true }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclaration(node.name, node.inheritanceClause) }
        override func visitPost(_ node: StructDeclSyntax) { endType() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclaration(node.name, node.inheritanceClause) }
        override func visitPost(_ node: ClassDeclSyntax) { endType() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclaration(node.name, node.inheritanceClause) }
        override func visitPost(_ node: EnumDeclSyntax) { endType() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclaration(node.name, node.inheritanceClause) }
        override func visitPost(_ node: ActorDeclSyntax) { endType() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclaration(node.name, node.inheritanceClause) }
        override func visitPost(_ node: ProtocolDeclSyntax) { endType() }

        func typeDeclaration(_ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
            declare(name)
            let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let isPreview = inherited.contains("PreviewProvider")
            if isPreview { names.hasPreviews = true }
            if inherited.contains(where: { $0 == "View" || $0.hasSuffix(".View") }) { names.views.insert(Self.unescaped(name.text)) }
            if inherited.contains(where: { Self.systemContentProtocols.contains(String($0.split(separator: ".").last ?? "")) }) {
                names.systemContentTypes.insert(Self.unescaped(name.text))
            }
            scopes.append(.type)
            owners.append(Self.unescaped(name.text))
            previewTypes.append(isPreview)
            if isPreview { hidden += 1 }
            return .visitChildren
        }

        /// The protocols of content the system draws (``SourceNames/systemContentTypes``).
        static let systemContentProtocols: Set<String> = ["ToolbarContent", "CustomizableToolbarContent", "Commands"]

        func endType() {
            scopes.removeLast()
            owners.removeLast()
            if previewTypes.removeLast() { hidden -= 1 }
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // `extension Foo.Bar`: the last component names the type.
            let extended = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            if !extended.isEmpty { names.extended.insert(Self.unescaped(extended)) }
            scopes.append(.extension)
            owners.append(Self.unescaped(extended))
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            scopes.removeLast()
            owners.removeLast()
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if declaresMembers, !SourceNames.requirementNames.contains(node.name.identifierName) { declare(node.name) }
            scopes.append(.function)
            return .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if declaresMembers {
                for binding in node.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier = token.tokenKind, !SourceNames.requirementNames.contains(token.text) { declare(token) }
                    }
                }
            }
            scopes.append(.variable)
            return .visitChildren
        }

        override func visitPost(_ node: VariableDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            if scopes.contains(.extension) { declare(node.name) }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enterMacro(node) }
        override func visitPost(_ node: MacroExpansionDeclSyntax) { leaveMacro(node) }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enterMacro(node) }
        override func visitPost(_ node: MacroExpansionExprSyntax) { leaveMacro(node) }

        /// A `#Preview` (as a declaration or an expression): code the app does not ship.
        func enterMacro(_ node: some FreestandingMacroExpansionSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" {
                names.hasPreviews = true
                hidden += 1
            }
            return .visitChildren
        }

        func leaveMacro(_ node: some FreestandingMacroExpansionSyntax) {
            if node.macroName.text == "Preview" { hidden -= 1 }
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if Self.isDebugOnly(node) { hidden += 1 }
            platforms.enter(Self.platforms(compiling: node))
            return .visitChildren
        }

        override func visitPost(_ node: IfConfigClauseSyntax) {
            if Self.isDebugOnly(node) { hidden -= 1 }
            platforms.leave()
        }

        /// `#if DEBUG` or `#elseif DEBUG && …`: code a release build leaves out.
        static func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
            func requiresDebug(_ e: ExprSyntax) -> Bool {
                if let name = e.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "DEBUG" }
                if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1 { return requiresDebug(tuple.elements.first!.expression) }
                if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "&&" {
                    return requiresDebug(infix.leftOperand) || requiresDebug(infix.rightOperand)
                }
                if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                   sequence.elements.dropFirst().first?.trimmedDescription == "&&" {
                    return requiresDebug(sequence.elements.first!) || requiresDebug(sequence.elements.last!)
                }
                return false
            }
            return clause.condition.map(requiresDebug) ?? false
        }
    }
}

extension SourceNames {
    /// Every view type `files` declare.
    static func allViews(_ files: [SourceNames]) -> Set<String> {
        files.reduce(into: Set<String>()) { $0.formUnion($1.views) }
    }

    /// The views of `files` (simple names) that no code a shipped app runs reaches: followed
    /// from the code of every type that is not a view (the app's entry point, a scene, a
    /// controller, a modifier), code outside any type, and the views of `roots` (the `public`
    /// ones, which another module may show), through each reached view's live uses.
    ///
    /// `built(i)` says whether file `i` is built for the platform asked about (a view only a
    /// watch app's files name is not reached on iOS); nil: every file is. `platform` and `idiom`
    /// (`phone`, `pad`) ask about that platform's devices of that idiom: a name whose every use
    /// is gated away from them (``gatedUses``: an iPad-only screen's link, a name in
    /// `#if os(visionOS)`, or in `#if os(macOS)` and in an iPad test under `#if os(iOS)`) does
    /// not reach its view there.
    ///
    /// Steps:
    /// 1. the views, and each owner's live uses from every file built (on `idiom`'s devices);
    /// 2. the roots: every owner that is not a view, and `roots`;
    /// 3. a walk from the roots: a view named by reached code is reached;
    /// 4. the views not reached.
    public static func unreachableViews(_ files: [SourceNames], roots: Set<String>, built: ((Int) -> Bool)? = nil, platform: String? = nil, idiom: String? = nil) -> Set<String> {
        // 1.
        let views = allViews(files)
        var uses: [String: Set<String>] = [:]
        for (i, f) in files.enumerated() where built?(i) != false {
            for (owner, names) in f.liveUses {
                var shown = names
                if let gated = f.gatedUses[owner] {
                    shown.subtract(gated.filter { !$0.value.contains { $0.allows(platform: platform, idiom: idiom) } }.keys)
                }
                uses[owner, default: []].formUnion(shown)
            }
        }
        // 2.
        var reached = roots.intersection(views)
        var pending = Array(uses.keys.filter { !views.contains($0) }) + Array(reached)
        // 3.
        while let owner = pending.popLast() {
            for name in uses[owner] ?? [] where views.contains(name) && reached.insert(name).inserted { pending.append(name) }
        }
        // 4.
        return views.subtracting(reached)
    }

    /// The views of `files` (simple names) that SwiftUI shows as screens of their own, whatever
    /// view places them: those called in presented content (a sheet's, a navigation
    /// destination), and those named by code that is not a view's (an app's scene, a router's
    /// destination function, a hosting controller), which presents them; not a toolbar's
    /// content type (``systemContentTypes``), whose views the system draws in its bar.
    public static func screens(_ files: [SourceNames]) -> Set<String> {
        let views = allViews(files)
        var out = Set<String>()
        for f in files {
            out.formUnion(f.calledInPresentedContent)
            for (owner, names) in f.liveUses where !views.contains(owner) && !f.systemContentTypes.contains(owner) { out.formUnion(names) }
        }
        return out.intersection(views)
    }

    /// The views of `files` (simple names) that another view's live code names (``liveUses``):
    /// where the app shows them is in a view, whatever the model builds of it.
    public static func namedByViews(_ files: [SourceNames]) -> Set<String> {
        let views = allViews(files)
        var out = Set<String>()
        for f in files {
            for (owner, names) in f.liveUses where views.contains(owner) { out.formUnion(names.subtracting([owner])) }
        }
        return out.intersection(views)
    }

    /// The types that `files` call only in content the system draws (`SystemRenderedContent`):
    /// a view that is only ever a menu's item or a toolbar's.
    public static func calledOnlyInSystemContent(_ files: [SourceNames]) -> Set<String> {
        let elsewhere = files.reduce(into: Set<String>()) { $0.formUnion($1.calledElsewhere) }
        return files.reduce(into: Set<String>()) { $0.formUnion($1.calledInSystemContent) }.subtracting(elsewhere)
    }

    /// Which files each file's declarations can read, transitively: a file depends on the files
    /// declaring a name it uses, on the files extending a type of the project it uses, and on the
    /// previews that use its views; and on what those depend on.
    ///
    /// Steps:
    /// 1. index the declared names (name → the files declaring it), and, for the types some file
    ///    declares, the files extending them;
    /// 2. each file's direct edges: for each name it uses, the files declaring it; for each
    ///    preview file, an edge from every file declaring a name the preview uses to it;
    /// 3. the transitive closure from each file (a walk per file: O(files × edges)).
    ///
    /// `canRead(i, j)` says whether file `i` can read file `j`'s declarations at all (within one
    /// module and the modules it imports: ``SourceProject/restricted(to:options:)``); nil: every file
    /// reads every other.
    ///
    /// - Returns: for each file (by index), the sorted indices of the files it depends on,
    ///   itself included.
    public static func dependencies(_ files: [SourceNames], canRead: ((Int, Int) -> Bool)? = nil) -> [[Int]] {
        // 1.
        var declaring: [String: [Int]] = [:]
        for (i, f) in files.enumerated() {
            for name in f.declared { declaring[name, default: []].append(i) }
        }
        for (i, f) in files.enumerated() {
            for name in f.extended where declaring[name] != nil { declaring[name, default: []].append(i) }
        }
        // 2.
        var edges = Array(repeating: Set<Int>(), count: files.count)
        for (i, f) in files.enumerated() {
            for name in f.used {
                for j in declaring[name] ?? [] where j != i && canRead?(i, j) != false {
                    edges[i].insert(j)
                    if f.hasPreviews, files[j].views.contains(name), canRead?(j, i) != false { edges[j].insert(i) }
                }
            }
        }
        // 3.
        return files.indices.map { start in
            var seen: Set<Int> = [start]
            var pending = [start]
            while let next = pending.popLast() {
                for j in edges[next] where seen.insert(j).inserted { pending.append(j) }
            }
            return seen.sorted()
        }
    }
}
