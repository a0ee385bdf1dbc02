import LayoutCore
import SwiftSyntax

/// Converts syntax positions to the 1-based line:column the diagnostics and nodes carry, for
/// every file of the index: a node's file is found from the root of its tree.
final class Locator: @unchecked Sendable {
    private struct File {
        var name: String
        var converter: SourceLocationConverter
    }
    private var files: [SyntaxIdentifier: File] = [:]
    /// The file that diagnostics not anchored to a node name (the first file added).
    let fileName: String

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        add(fileName: fileName, tree: tree)
    }

    /// Adds another file's tree.
    func add(fileName: String, tree: SourceFileSyntax) {
        files[tree.id] = File(name: fileName, converter: SourceLocationConverter(fileName: fileName, tree: tree))
    }

    private func file(of node: some SyntaxProtocol) -> File? {
        files[node.root.id] ?? files.first?.value
    }

    /// The name of the file `node` is in.
    func fileName(of node: some SyntaxProtocol) -> String { file(of: node)?.name ?? fileName }

    func location(_ node: some SyntaxProtocol) -> LayoutCore.SourceLocation {
        guard let file = file(of: node) else { return LayoutCore.SourceLocation(line: 1, column: 1) }
        let l = file.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return LayoutCore.SourceLocation(line: l.line, column: l.column)
    }

    /// `File.swift:12:8`
    func describe(_ node: some SyntaxProtocol) -> String { "\(fileName(of: node)):\(location(node))" }

    /// A position in the first file (syntax-error diagnostics of one file).
    func location(_ position: AbsolutePosition, in tree: SourceFileSyntax) -> LayoutCore.SourceLocation {
        guard let file = files[tree.id] else { return LayoutCore.SourceLocation(line: 1, column: 1) }
        let l = file.converter.location(for: position)
        return LayoutCore.SourceLocation(line: l.line, column: l.column)
    }

    /// A diagnostic anchored at `node`, underlining it up to the end of its first line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at node: some SyntaxProtocol) -> Diagnostic {
        let loc = location(node)
        let text = node.sourceText
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return Diagnostic(severity, message, fileName: fileName(of: node), line: loc.line, column: loc.column, length: firstLine.utf8.count)
    }

    func error(_ message: String, at node: some SyntaxProtocol) -> SourceError {
        SourceError(diagnostic(.error, message, at: node))
    }
}

/// An enum the input declares (for `allCases`, `rawValue`, `==`, `switch` and `if case`).
struct EnumInfo {
    var name: String
    var cases: [(name: String, rawValue: String?, associated: [String])]
    var hasStringRawValue: Bool
}

/// A struct, class, enum or actor the input declares, with the compiled members of its
/// declaration and of every extension of it in the scanned files.
final class TypeInfo {
    enum Role: Equatable {
        /// `View` (its `body` is some View).
        case view
        /// `ViewModifier` (its `body(content:)` is evaluated for `.modifier(…)`).
        case viewModifier
        /// `UIViewRepresentable` and its kin: a leaf whose sizing is UIKit's.
        case representable
        case previewProvider
        /// `Layout`: code the model cannot run.
        case layout
        /// `App`, `Scene`, `Commands`, `ToolbarContent`, widgets, reducers, models: not views.
        case other
    }

    let name: String
    /// `Outer.Inner` for a nested type, else the name.
    let qualifiedName: String
    let decl: DeclSyntax
    var inheritedTypes: [String]
    var members: [DeclSyntax]
    /// How many of `members` the declaration itself has (the rest come from extensions).
    let declaredMemberCount: Int
    let genericParameters: GenericParameterClauseSyntax?
    var role: Role = .other

    init(name: String, qualifiedName: String, decl: DeclSyntax, inheritedTypes: [String], members: [DeclSyntax], genericParameters: GenericParameterClauseSyntax?) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.decl = decl
        self.inheritedTypes = inheritedTypes
        self.members = members
        self.declaredMemberCount = members.count
        self.genericParameters = genericParameters
    }

    /// The name token of the declaration (for locations).
    var nameNode: Syntax {
        if let s = decl.as(StructDeclSyntax.self) { return Syntax(s.name) }
        if let c = decl.as(ClassDeclSyntax.self) { return Syntax(c.name) }
        if let e = decl.as(EnumDeclSyntax.self) { return Syntax(e.name) }
        if let a = decl.as(ActorDeclSyntax.self) { return Syntax(a.name) }
        return Syntax(decl)
    }

    /// The binding of the property `name` (stored or computed, instance or static).
    func binding(named name: String, isStatic: Bool? = nil) -> (binding: PatternBindingSyntax, variable: VariableDeclSyntax)? {
        for member in members {
            guard let v = member.as(VariableDeclSyntax.self) else { continue }
            if let isStatic, SourceIndex.isStatic(v.modifiers) != isStatic { continue }
            for binding in v.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return (binding, v)
            }
        }
        return nil
    }

    /// The methods named `name`.
    func functions(named name: String) -> [FunctionDeclSyntax] {
        members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
    }

    var initializers: [InitializerDeclSyntax] { members.compactMap { $0.as(InitializerDeclSyntax.self) } }

    /// Whether Swift synthesises the memberwise initializer: a struct with no `init` in its
    /// declaration (those of extensions keep it).
    var hasMemberwiseInitializer: Bool {
        decl.is(StructDeclSyntax.self) && !members.prefix(declaredMemberCount).contains { $0.is(InitializerDeclSyntax.self) }
    }

    /// The declared type of a member (`var name: String`, `let user = User()`, `func f() -> T`).
    func memberType(_ name: String) -> String? {
        if let (binding, _) = binding(named: name) {
            if let type = binding.typeAnnotation?.type.sourceText { return type }
            if let value = binding.initializer?.value { return SourceIndex.inferredType(value) }
            return nil
        }
        if let f = functions(named: name).first { return f.signature.returnClause?.type.sourceText ?? "Void" }
        return nil
    }

    /// The names of the generic parameters constrained to `View` (`Content: View`).
    var viewGenericParameters: Set<String> {
        var out = Set<String>()
        for p in genericParameters?.parameters ?? [] {
            let constraint = p.inheritedType?.sourceText ?? ""
            if constraint.hasSuffix("View") { out.insert(p.name.text) }
        }
        return out
    }
}

/// The parse-once index of every declaration in the input files: views (nested ones and those
/// inside compiled `#if` branches too), models, enums, extensions, modifiers, previews.
struct SourceIndex {
    /// Views by simple name (several when nested types share a name) and by qualified name.
    var viewStructs: [String: TypeInfo] = [:]
    /// Every view by the location of its name (`file:line:column`): two views of one name (in two
    /// targets, or local to two previews) stay apart.
    var viewsByLocation: [String: TypeInfo] = [:]
    var viewStructOrder: [String] = []
    /// Every nominal type by simple name and qualified name.
    var types: [String: [TypeInfo]] = [:]
    var previewProviders: [TypeInfo] = []
    var previewMacros: [(name: String?, closure: ClosureExprSyntax?, node: Syntax)] = []
    /// The author's own calls to each view in the previews.
    var previewCalls = PreviewCalls(bodies: [])
    var enums: [String: EnumInfo] = [:]
    /// Types conforming to `Layout` (custom layouts we cannot model).
    var customLayouts: [String: Syntax] = [:]
    /// `extension View` functions returning views, by name (the last declared).
    var extensionFunctions: [String: FunctionDeclSyntax] = [:]
    /// Every overload of each `extension View` function, in declaration order.
    var extensionOverloads: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level functions (`func makeRow(…) -> some View`), by name.
    var globalFunctions: [String: FunctionDeclSyntax] = [:]
    /// Top-level statements that are expressions (snippets).
    var topLevelExpressions: [ExprSyntax] = []
    /// Top-level `let x = …` constants.
    var globals: [String: ExprSyntax] = [:]
    /// Top-level `let`/`var` declared with a type and no value.
    var globalTypes: [String: String] = [:]
    var declarations: [ViewDeclaration] = []
    let conditions: CompilationConditions

    /// Conformances that make a type something other than a view, even with a `body`.
    static let nonViewConformances: Set<String> = [
        "App", "Scene", "Commands", "ToolbarContent", "CustomizableToolbarContent", "Widget", "WidgetBundle",
        "WidgetConfiguration", "TableColumnContent", "TableRowContent", "Reducer", "ReducerProtocol",
        "ChartContent", "AppIntent", "TimelineProvider", "Shape", "InsettableShape",
    ]
    static let representableConformances: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// - Complexity: O(n) in the number of declarations and members of every file.
    init(files: [SourceFileSyntax], locator: Locator, conditions: CompilationConditions = CompilationConditions()) {
        self.conditions = conditions
        var extensions: [(String, ExtensionDeclSyntax)] = []
        var pending: [TypeInfo] = []
        for file in files {
            for item in conditions.activeStatements(file.statements) {
                scan(item.item, parent: nil, locator: locator, types: &pending, extensions: &extensions)
            }
        }
        // Extensions add members and conformances to the types they extend.
        for (extended, ext) in extensions {
            let simple = String(extended.split(separator: ".").last ?? Substring(extended))
            let inherited = ext.inheritanceClause?.inheritedTypes.map { Self.simpleTypeName($0.type.sourceText) } ?? []
            if extended == "View" || extended == "SwiftUI.View" {
                for member in conditions.activeMembers(ext.memberBlock.members) {
                    guard let f = member.as(FunctionDeclSyntax.self), Self.returnsView(f) else { continue }
                    extensionFunctions[f.name.text] = f
                    extensionOverloads[f.name.text, default: []].append(f)
                    declarations.append(Self.declaration(of: f, locator: locator))
                }
                continue
            }
            guard let targets = types[extended] ?? types[simple] else {
                // An extension of a type from another module (`extension Color { static let brand … }`):
                // a type of its own, so its static members can be found.
                let info = TypeInfo(
                    name: simple, qualifiedName: extended, decl: DeclSyntax(ext), inheritedTypes: inherited,
                    members: conditions.activeMembers(ext.memberBlock.members), genericParameters: nil)
                types[simple, default: []].append(info)
                if extended != simple { types[extended, default: []].append(info) }
                continue
            }
            for t in targets {
                t.members += conditions.activeMembers(ext.memberBlock.members)
                t.inheritedTypes += inherited
            }
        }
        // Roles, once every conformance is known.
        for t in pending {
            t.role = Self.role(of: t)
            switch t.role {
            case .view:
                if viewStructs[t.name] == nil { viewStructOrder.append(t.name) }
                if viewStructs[t.name] == nil || t.qualifiedName == t.name { viewStructs[t.name] = t }
                if t.qualifiedName != t.name { viewStructs[t.qualifiedName] = t }
                let declaration = Self.declaration(of: t, kind: .view, locator: locator)
                viewsByLocation[Self.locationKey(declaration)] = t
                declarations.append(declaration)
            case .previewProvider:
                previewProviders.append(t)
                declarations.append(Self.declaration(of: t, kind: .previewProvider, locator: locator))
            case .layout:
                customLayouts[t.name] = t.nameNode
            default:
                break
            }
        }
        declarations.sort { ($0.fileName, $0.location.line, $0.location.column) < ($1.fileName, $1.location.line, $1.location.column) }
        previewCalls = PreviewCalls(bodies: previewMacros.compactMap { $0.closure.map(Syntax.init) }
            + previewProviders.compactMap { Self.bodyBinding(of: $0, named: "previews").map(Syntax.init) })
    }

    static func locationKey(_ d: ViewDeclaration) -> String {
        "\(d.fileName):\(d.location.line):\(d.location.column)"
    }

    static func role(of t: TypeInfo) -> TypeInfo.Role {
        let inherited = Set(t.inheritedTypes)
        if inherited.contains("PreviewProvider") { return .previewProvider }
        if inherited.contains("Layout") { return .layout }
        if inherited.contains("ViewModifier") { return .viewModifier }
        if !inherited.isDisjoint(with: representableConformances) { return .representable }
        if inherited.contains("View") { return .view }
        if !inherited.isDisjoint(with: nonViewConformances) { return .other }
        guard t.decl.is(StructDeclSyntax.self), let (binding, v) = t.binding(named: "body"), !isStatic(v.modifiers) else { return .other }
        let type = binding.typeAnnotation?.type.sourceText ?? ""
        return type.hasSuffix("View") ? .view : .other
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// `SwiftUI.View` → `View`, `some View` → `View`.
    static func simpleTypeName(_ text: String) -> String {
        var t = text
        for prefix in ["some ", "any "] where t.hasPrefix(prefix) { t.removeFirst(prefix.count) }
        if t.hasPrefix("SwiftUI.") { t.removeFirst("SwiftUI.".count) }
        return t
    }

    static func returnsView(_ f: FunctionDeclSyntax) -> Bool {
        let returns = f.signature.returnClause?.type.sourceText ?? ""
        return returns.hasSuffix("View") || returns.hasPrefix("ModifiedContent")
    }

    private mutating func scan(
        _ item: CodeBlockItemSyntax.Item, parent: String?, locator: Locator, types pending: inout [TypeInfo],
        extensions: inout [(String, ExtensionDeclSyntax)]
    ) {
        switch item {
        case .decl(let decl):
            scanDecl(decl, parent: parent, locator: locator, types: &pending, extensions: &extensions)
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                addPreview(name: Self.previewName(macro.arguments), closure: macro.trailingClosure, node: Syntax(macro), locator: locator)
                scanLocalTypes(of: macro.trailingClosure, locator: locator, types: &pending, extensions: &extensions)
            } else if parent == nil {
                topLevelExpressions.append(expr)
            }
        case .stmt(let stmt):
            if parent == nil, let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
                topLevelExpressions.append(exprStmt.expression)
            }
        }
    }

    private mutating func scanDecl(
        _ decl: DeclSyntax, parent: String?, locator: Locator, types pending: inout [TypeInfo],
        extensions: inout [(String, ExtensionDeclSyntax)]
    ) {
        func nominal(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, _ generics: GenericParameterClauseSyntax?) {
            let qualified = parent.map { "\($0).\(name)" } ?? name
            let info = TypeInfo(
                name: name, qualifiedName: qualified, decl: decl,
                inheritedTypes: inheritance?.inheritedTypes.map { Self.simpleTypeName($0.type.sourceText) } ?? [],
                members: conditions.activeMembers(members.members), genericParameters: generics)
            types[name, default: []].append(info)
            if qualified != name { types[qualified, default: []].append(info) }
            pending.append(info)
            for member in info.members {
                scanDecl(member, parent: qualified, locator: locator, types: &pending, extensions: &extensions)
            }
        }
        if let s = decl.as(StructDeclSyntax.self) {
            nominal(s.name.text, s.inheritanceClause, s.memberBlock, s.genericParameterClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            nominal(c.name.text, c.inheritanceClause, c.memberBlock, c.genericParameterClause)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            nominal(a.name.text, a.inheritanceClause, a.memberBlock, a.genericParameterClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            nominal(e.name.text, e.inheritanceClause, e.memberBlock, nil)
            var cases: [(String, String?, [String])] = []
            for member in conditions.activeMembers(e.memberBlock.members) {
                guard let c = member.as(EnumCaseDeclSyntax.self) else { continue }
                for element in c.elements {
                    var raw: String?
                    if let value = element.rawValue?.value {
                        if let s = value.as(StringLiteralExprSyntax.self) { raw = Self.plainString(s) } else { raw = value.sourceText }
                    }
                    let associated = element.parameterClause?.parameters.map { $0.type.sourceText } ?? []
                    cases.append((element.name.text, raw, associated))
                }
            }
            let inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
            let info = EnumInfo(name: e.name.text, cases: cases, hasStringRawValue: inherited.contains("String"))
            enums[e.name.text] = info
            if let parent { enums["\(parent).\(e.name.text)"] = info }
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            extensions.append((ext.extendedType.sourceText, ext))
            // Types nested in an extension are types of their own.
            let extended = ext.extendedType.sourceText
            for member in conditions.activeMembers(ext.memberBlock.members) where !member.is(FunctionDeclSyntax.self) && !member.is(VariableDeclSyntax.self) {
                scanDecl(member, parent: extended == "View" ? nil : extended, locator: locator, types: &pending, extensions: &extensions)
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            switch conditions.activeClause(ifConfig)?.elements {
            case .statements(let inner)?:
                for item in conditions.activeStatements(inner) { scan(item.item, parent: parent, locator: locator, types: &pending, extensions: &extensions) }
            case .decls(let inner)?:
                for member in conditions.activeMembers(inner) { scanDecl(member, parent: parent, locator: locator, types: &pending, extensions: &extensions) }
            default:
                break
            }
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            addPreview(name: Self.previewName(macro.arguments), closure: macro.trailingClosure, node: Syntax(macro), locator: locator)
            scanLocalTypes(of: macro.trailingClosure, locator: locator, types: &pending, extensions: &extensions)
        } else if parent == nil, let v = decl.as(VariableDeclSyntax.self) {
            for binding in v.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                if let value = binding.initializer?.value, v.bindingSpecifier.text == "let" {
                    globals[id.identifier.text] = value
                } else if let type = binding.typeAnnotation?.type.sourceText {
                    globalTypes[id.identifier.text] = type
                }
            }
        } else if parent == nil, let f = decl.as(FunctionDeclSyntax.self) {
            globalFunctions[f.name.text] = f
        }
    }

    /// Types declared inside a `#Preview` body (`struct Preview: View { … }; return Preview()`)
    /// are views of their own, found where the preview is.
    private mutating func scanLocalTypes(
        of closure: ClosureExprSyntax?, locator: Locator, types pending: inout [TypeInfo], extensions: inout [(String, ExtensionDeclSyntax)]
    ) {
        guard let closure else { return }
        for item in conditions.activeStatements(closure.statements) {
            guard case .decl(let decl) = item.item, decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) else { continue }
            scanDecl(decl, parent: nil, locator: locator, types: &pending, extensions: &extensions)
        }
    }

    private mutating func addPreview(name: String?, closure: ClosureExprSyntax?, node: Syntax, locator: Locator) {
        previewMacros.append((name, closure, node))
        let statements = closure?.statements
        declarations.append(ViewDeclaration(
            kind: .previewMacro, name: name ?? "Preview", fileName: locator.fileName(of: node), location: locator.location(node),
            docComment: Self.docComment(node.leadingTrivia), inheritedTypes: [], genericParameters: nil,
            properties: [], initializers: [], hasBody: !(statements?.isEmpty ?? true),
            bodyRootName: statements.flatMap(Self.rootName), bodyLocation: statements?.first.map { locator.location($0) },
            bodySource: statements?.sourceText))
    }

    static func previewName(_ arguments: LabeledExprListSyntax) -> String? {
        guard let first = arguments.first, first.label == nil, let s = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return plainString(s)
    }

    // MARK: Lookups

    /// The type named `name` as seen from inside `context` (a nested type of the context or
    /// its parents first, then any type of that name).
    func type(named name: String, from context: TypeInfo? = nil) -> TypeInfo? {
        guard let candidates = types[name], !candidates.isEmpty else { return nil }
        if candidates.count == 1 { return candidates[0] }
        if let context {
            var prefix = context.qualifiedName
            while true {
                if let hit = candidates.first(where: { $0.qualifiedName == "\(prefix).\(name)" }) { return hit }
                guard let dot = prefix.lastIndex(of: ".") else { break }
                prefix = String(prefix[..<dot])
            }
        }
        return candidates.first { $0.qualifiedName == name } ?? candidates[0]
    }

    /// The view `name` declared inside `outer` (`Settings.Row`, `Self.Badge`).
    func nestedView(_ name: String, in outer: TypeInfo) -> TypeInfo? {
        types["\(outer.qualifiedName).\(name)"]?.first { $0.role == .view }
    }

    /// The input's view `name` as Swift resolves the name from `context`: one nested in
    /// `context` or in a type enclosing it, else a top-level one. Nil when the only views of
    /// that name are nested elsewhere (`Theme.Label` does not shadow SwiftUI's `Label` outside
    /// `Theme`).
    func visibleView(named name: String, from context: TypeInfo? = nil) -> TypeInfo? {
        guard let candidates = types[name] else { return nil }
        var prefix = context?.qualifiedName
        while let enclosing = prefix {
            if let hit = candidates.first(where: { $0.role == .view && $0.qualifiedName == "\(enclosing).\(name)" }) { return hit }
            prefix = enclosing.lastIndex(of: ".").map { String(enclosing[..<$0]) }
        }
        return candidates.first { $0.role == .view && $0.qualifiedName == name }
    }

    /// The view named `name` as seen from `context`.
    func view(named name: String, from context: TypeInfo? = nil) -> TypeInfo? {
        if let t = type(named: name, from: context), t.role == .view { return t }
        return viewStructs[name]
    }

    /// The type a literal or call gives (`"x"` → String, `User(…)` → User), if evident.
    static func inferredType(_ value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true {
                return ref.baseName.text
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
                return base.sourceText
            }
        }
        return nil
    }

/// The text of a string literal without interpolations, or nil.
    static func plainString(_ literal: StringLiteralExprSyntax) -> String? {
        var out = ""
        for segment in literal.segments {
            guard case .stringSegment(let s) = segment else { return nil }
            out += unescape(s.content.text)
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var escaping = false
        for ch in text {
            if escaping {
                switch ch {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "0": out.append("\0")
                default: out.append(ch)
                }
                escaping = false
            } else if ch == "\\" {
                escaping = true
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// The `var body: some View` binding of a type (or `static var previews`).
    static func bodyBinding(of t: TypeInfo, named name: String = "body") -> PatternBindingSyntax? {
        t.binding(named: name)?.binding
    }

    /// The statements of a computed property (`{ … }` or `{ get { … } }`).
    static func getterStatements(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// The name of the first view in a body (`HStack` for `HStack { … }.padding()`).
    static func rootName(_ statements: CodeBlockItemListSyntax) -> String? {
        guard let first = statements.first else { return nil }
        var expr: ExprSyntax?
        switch first.item {
        case .expr(let e): expr = e
        case .stmt(let s): expr = s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        while let e = expr {
            if let call = e.as(FunctionCallExprSyntax.self) { expr = call.calledExpression; continue }
            if let member = e.as(MemberAccessExprSyntax.self) {
                if let base = member.base { expr = base; continue }
                return member.declName.baseName.text
            }
            if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
            if e.is(IfExprSyntax.self) { return "if" }
            if e.is(SwitchExprSyntax.self) { return "switch" }
            return nil
        }
        return nil
    }

    /// The doc comment in leading trivia: the `///` lines (or `/** */` block) directly above
    /// the declaration. A blank line or a plain comment after them starts over.
    static func docComment(_ trivia: Trivia) -> String? {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                var line = Substring(text.dropFirst(3))
                if line.hasPrefix(" ") { line = line.dropFirst() }
                lines.append(String(line))
            case .docBlockComment(let text):
                let inner = text.dropFirst(3).dropLast(2)
                for raw in inner.split(separator: "\n", omittingEmptySubsequences: false) {
                    var line = raw.drop { $0 == " " || $0 == "\t" }
                    if line.hasPrefix("*") { line = line.dropFirst() }
                    if line.hasPrefix(" ") { line = line.dropFirst() }
                    lines.append(String(line))
                }
                while lines.last?.isEmpty == true { lines.removeLast() }
                while lines.first?.isEmpty == true { lines.removeFirst() }
            case .lineComment, .blockComment:
                lines = []
            case .newlines(let n), .carriageReturnLineFeeds(let n):
                if n > 1 { lines = [] }
            default:
                break
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    static func wrapper(of attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            if case .attribute(let a) = attribute {
                return a.attributeName.sourceText
            }
        }
        return nil
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [ViewDeclaration.Parameter] {
        clause.parameters.map { p in
            let first = p.firstName.text
            let name = p.secondName?.text ?? first
            let type = p.type.sourceText
            let isBuilder = p.attributes.contains { attr in
                if case .attribute(let a) = attr { return a.attributeName.sourceText == "ViewBuilder" }
                return false
            }
            return ViewDeclaration.Parameter(
                label: first == "_" ? nil : first, name: name, type: type,
                defaultValue: p.defaultValue?.value.sourceText, isViewBuilder: isBuilder)
        }
    }

    static func declaration(of t: TypeInfo, kind: ViewDeclaration.Kind, locator: Locator) -> ViewDeclaration {
        var properties: [ViewDeclaration.Property] = []
        var initializers: [ViewDeclaration.Initializer] = []
        for member in t.members {
            if let v = member.as(VariableDeclSyntax.self) {
                let isStatic = isStatic(v.modifiers)
                for binding in v.bindings where binding.accessorBlock == nil && !isStatic {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    properties.append(ViewDeclaration.Property(
                        name: id.identifier.text, type: binding.typeAnnotation?.type.sourceText,
                        defaultValue: binding.initializer?.value.sourceText, wrapper: wrapper(of: v.attributes),
                        isLet: v.bindingSpecifier.text == "let", location: locator.location(id)))
                }
            } else if let i = member.as(InitializerDeclSyntax.self) {
                var signature = i.with(\.body, nil).with(\.leadingTrivia, []).sourceText
                signature = collapsed(signature)
                initializers.append(ViewDeclaration.Initializer(
                    signature: signature, parameters: parameters(i.signature.parameterClause),
                    docComment: docComment(i.leadingTrivia), location: locator.location(i.initKeyword),
                    hasBody: !(i.body?.statements.isEmpty ?? true)))
            }
        }
        let bodyName = kind == .previewProvider ? "previews" : "body"
        let statements = bodyBinding(of: t, named: bodyName).flatMap(getterStatements)
        return ViewDeclaration(
            kind: kind, name: t.qualifiedName, fileName: locator.fileName(of: t.decl), location: locator.location(t.nameNode),
            docComment: docComment(t.decl.leadingTrivia),
            inheritedTypes: t.inheritedTypes,
            genericParameters: t.genericParameters?.parameters.sourceText,
            properties: properties, initializers: initializers,
            hasBody: !(statements?.isEmpty ?? true), bodyRootName: statements.flatMap(rootName),
            bodyLocation: statements?.first.map { locator.location($0) }, bodySource: statements?.sourceText)
    }

    static func declaration(of f: FunctionDeclSyntax, locator: Locator) -> ViewDeclaration {
        let statements = f.body?.statements
        let signature = collapsed(f.with(\.body, nil).with(\.leadingTrivia, []).sourceText)
        let initializer = ViewDeclaration.Initializer(
            signature: signature, parameters: parameters(f.signature.parameterClause),
            docComment: docComment(f.leadingTrivia), location: locator.location(f.name), hasBody: !(statements?.isEmpty ?? true))
        return ViewDeclaration(
            kind: .viewExtensionFunction, name: f.name.text, fileName: locator.fileName(of: f), location: locator.location(f.name),
            docComment: docComment(f.leadingTrivia), inheritedTypes: [], genericParameters: f.genericParameterClause?.parameters.sourceText,
            properties: [], initializers: [initializer], hasBody: !(statements?.isEmpty ?? true),
            bodyRootName: statements.flatMap(rootName), bodyLocation: statements?.first.map { locator.location($0) },
            bodySource: statements?.sourceText)
    }
}
