import LayoutCore
import SwiftSyntax

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
    /// The styles every use of a view gives it (``CallerStyles``).
    var callerStyles = CallerStyles(files: [], views: [])
    /// The type named for each function name by ``viewFunctionOwner(_:)``.
    private var viewFunctionOwners: [String: String] = [:]
    var enums: [String: EnumInfo] = [:]
    /// The `OptionSet`s the input declares (``Translator/contains(_:in:)`` reads their members).
    var optionSets: [TypeInfo] = []
    /// The names of stored closure properties of the input's types (`let view: () -> AnyView`):
    /// only a call of one of these names can be a stored closure called as a view.
    var storedClosureNames: Set<String> = []
    /// Types conforming to `Layout`, by name (run by the layout interpreter, `CustomLayout/`).
    var customLayouts: [String: Syntax] = [:]
    /// `extension View` functions returning views, by name (the last declared), and the functions
    /// extensions of SwiftUI's views add (``extendsSwiftUIView(_:)``).
    var extensionFunctions: [String: FunctionDeclSyntax] = [:]
    /// Every overload of each function of ``extensionFunctions``, in declaration order.
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
    /// The modules each file imports, by file name (``imports(at:locator:)``).
    var importsByFile: [String: Set<String>] = [:]
    /// The modules some file re-exports (`@_exported import Kingfisher`): imported by every file.
    var exportedImports: Set<String> = []
    let conditions: CompilationConditions
    /// ``SourceProject/platformNames``: the names some platform declares and another may not.
    var platformNames = PlatformNames()

    /// Conformances that make a type something other than a view, even with a `body`.
    static let nonViewConformances: Set<String> = [
        "App", "Scene", "Commands", "ToolbarContent", "CustomizableToolbarContent", "Widget", "WidgetBundle",
        "WidgetConfiguration", "TableColumnContent", "TableRowContent", "Reducer", "ReducerProtocol",
        "ChartContent", "AppIntent", "TimelineProvider", "Shape", "InsettableShape",
    ]
    static let representableConformances: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// Steps 1, 3 and 4 run on `jobs` threads (each file scanned on its own, each view's
    /// declaration made, each file's uses read); `facts` gives what every index of one parse
    /// reads alike (``ParsedFileFacts``).
    /// - Complexity: O(n) in the number of declarations and members of every file.
    init(files: [SourceFileSyntax], locator: Locator, conditions: CompilationConditions = CompilationConditions(), jobs: Int = 1, facts: ParsedFileFacts? = nil) {
        self.conditions = conditions
        var extensions: [(String, ExtensionDeclSyntax)] = []
        var pending: [TypeInfo] = []
        // 1. Every declaration of every file (in the compiled `#if` branches): each file in an
        //    index of its own, side by side, merged in file order.
        let scanned = DeepTrees.concurrentMap(files.count, jobs: jobs) { Self.scanned(files[$0], locator: locator, conditions: conditions) }
        for file in scanned {
            merge(file.part)
            pending += file.types
            extensions += file.extensions
        }
        // 2. Extensions add members and conformances to the types they extend.
        applyExtensions(extensions, locator: locator, facts: facts)
        // 3. Roles, once every conformance is known.
        assignRoles(pending, locator: locator, jobs: jobs, facts: facts)
        // 4. Declarations in file order; the calls of previews; the styles callers give; the
        //    option sets and the stored closures, found once for the evaluator.
        var seen = Set<ObjectIdentifier>()
        let infos = types.values.joined().filter { seen.insert(ObjectIdentifier($0)).inserted }
        optionSets = infos.filter { $0.inheritedTypes.contains("OptionSet") }
        for names in DeepTrees.concurrentMap(infos.count, jobs: jobs, { infos[$0].storedClosureNames }) { storedClosureNames.formUnion(names) }
        declarations.sort { ($0.fileName, $0.location.line, $0.location.column) < ($1.fileName, $1.location.line, $1.location.column) }
        previewCalls = PreviewCalls(bodies: previewMacros.compactMap { $0.closure.map(Syntax.init) }
            + previewProviders.compactMap { Self.bodyBinding(of: $0, named: "previews").map(Syntax.init) })
        callerStyles = CallerStyles(files: files, views: Set(viewStructs.keys.filter { !$0.contains(".") }), jobs: jobs, uses: facts.map { facts in { facts.styleUses(in: $0) } })
        viewFunctionOwners = Self.viewFunctionOwners(types)
    }

    /// An empty index (step 1 fills one per file).
    private init(conditions: CompilationConditions) {
        self.conditions = conditions
    }

    /// Step 1 of one file: what it declares at the top level (``merge(_:)`` takes it), and its
    /// types and extensions, in order.
    private static func scanned(_ file: SourceFileSyntax, locator: Locator, conditions: CompilationConditions)
        -> (part: SourceIndex, types: [TypeInfo], extensions: [(String, ExtensionDeclSyntax)]) {
        var part = SourceIndex(conditions: conditions)
        var types: [TypeInfo] = []
        var extensions: [(String, ExtensionDeclSyntax)] = []
        for item in conditions.activeStatements(file.statements) {
            part.scan(item.item, parent: nil, locator: locator, types: &types, extensions: &extensions)
        }
        return (part, types, extensions)
    }

    /// Step 1: what `scan` recorded of one file, after the files before it (a later file's
    /// global of the same name wins, as when the files were scanned in turn).
    private mutating func merge(_ part: SourceIndex) {
        for (name, infos) in part.types { types[name, default: []] += infos }
        enums.merge(part.enums) { $1 }
        globals.merge(part.globals) { $1 }
        globalTypes.merge(part.globalTypes) { $1 }
        globalFunctions.merge(part.globalFunctions) { $1 }
        importsByFile.merge(part.importsByFile) { $0.union($1) }
        exportedImports.formUnion(part.exportedImports)
        previewMacros += part.previewMacros
        topLevelExpressions += part.topLevelExpressions
        declarations += part.declarations
    }

    /// The name of a type of the input with an instance function `name` returning a view (a view's
    /// own builder-style function, `func urlMatch(_:) -> ConsoleEntityCell`), if one has; the
    /// first by name when several have.
    func viewFunctionOwner(_ name: String) -> String? {
        viewFunctionOwners[name]
    }

    /// ``viewFunctionOwner(_:)`` of every name, found once when the index is made.
    /// - Complexity: O(f) in the functions the input's types declare.
    private static func viewFunctionOwners(_ types: [String: [TypeInfo]]) -> [String: String] {
        var owners: [String: String] = [:]
        for (typeName, infos) in types where !typeName.contains(".") {
            for info in infos {
                for name in info.functionNames where info.functions(named: name).contains(where: {
                    !Self.isStatic($0.modifiers) && Self.returnsView($0, of: info.name)
                }) {
                    // A dictionary's order differs from process to process; the name's does not.
                    owners[name] = min(owners[name] ?? info.name, info.name)
                }
            }
        }
        return owners
    }

    /// Whether an extension of `name`, a type the input does not declare, extends one of SwiftUI's
    /// views (`Text`, `Image`) or view protocols (a shape, `DynamicViewContent`: `ForEach` and
    /// what `onDelete` returns) whose functions are modifiers.
    static func extendsSwiftUIView(_ name: String) -> Bool {
        swiftUIViewProtocols.contains(name) || BuiltInRegistry.view(named: name) != nil
    }

    /// SwiftUI's protocols that refine `View`.
    static let swiftUIViewProtocols: Set<String> = ["Shape", "InsettableShape", "DynamicViewContent"]

    /// `extension View` functions; members and conformances added to a type the input declares;
    /// an extension of another module's type as a type of its own.
    private mutating func applyExtensions(_ extensions: [(String, ExtensionDeclSyntax)], locator: Locator, facts: ParsedFileFacts?) {
        for (written, ext) in extensions {
            // `extension Defaults.Toggle<Text> { init(_ title:, key:) }` extends `Defaults.Toggle`.
            let extended = written.hasSuffix(">") ? String(written.prefix { $0 != "<" }) : written
            let simple = String(extended.split(separator: ".").last ?? Substring(extended))
            let inherited = ext.inheritanceClause?.inheritedTypes.map { Self.simpleTypeName($0.type.sourceText) } ?? []
            if extended == "View" || extended == "SwiftUI.View" {
                for member in conditions.activeMembers(ext.memberBlock.members) {
                    guard let f = member.as(FunctionDeclSyntax.self), Self.returnsView(f, of: "View") else { continue }
                    extensionFunctions[f.name.identifierName] = f
                    extensionOverloads[f.name.identifierName, default: []].append(f)
                    declarations.append(facts?.declaration(of: f, locator: locator) ?? Self.declaration(of: f, locator: locator))
                }
                continue
            }
            let declared = types[extended] ?? types[simple]
            // Functions an extension of one of SwiftUI's views adds (`extension Text { func
            // rowTitle() -> Text }`, `extension Image { func avatar(size:) -> some View }`) are
            // modifiers of that view, as `extension View`'s are of every view; unless the input
            // declares a type of that name (then they are its members).
            if Self.extendsSwiftUIView(simple), !(declared ?? []).contains(where: { !$0.decl.is(ExtensionDeclSyntax.self) }) {
                for member in conditions.activeMembers(ext.memberBlock.members) {
                    guard let f = member.as(FunctionDeclSyntax.self), !Self.isStatic(f.modifiers),
                          Self.returnsView(f, of: simple) else { continue }
                    extensionOverloads[f.name.identifierName, default: []].append(f)
                    if extensionFunctions[f.name.identifierName] == nil { extensionFunctions[f.name.identifierName] = f }
                }
            }
            guard let targets = declared else {
                // An extension of a type from another module (`extension Color { static let brand … }`):
                // a type of its own, so its static members can be found.
                let info = TypeInfo(
                    name: simple, qualifiedName: extended, decl: DeclSyntax(ext), inheritedTypes: inherited,
                    members: conditions.activeMembers(ext.memberBlock.members), genericParameters: nil)
                info.platformSplit = splitByPlatform(ext, initializers: false)
                info.initializerPlatforms = initializerPlatforms(ext)
                types[simple, default: []].append(info)
                if extended != simple { types[extended, default: []].append(info) }
                continue
            }
            let byPlatform = splitByPlatform(ext)
            for t in targets {
                t.members += conditions.activeMembers(ext.memberBlock.members)
                t.inheritedTypes += inherited
                t.platformSplit.formUnion(byPlatform)
            }
        }
    }

    /// Where an extension changes by platform what a type is or how it is made: under an
    /// `#if` testing the platform it adds conformances or initializers, or it holds such an
    /// `#if` around an initializer or a `body`. (Other members that differ are found by their
    /// names, ``PlatformNames``.) Without `initializers`, its initializers are left out: those
    /// of another module's type are kept apart (``initializerPlatforms(_:)``).
    private func splitByPlatform(_ ext: ExtensionDeclSyntax, initializers: Bool = true) -> PlatformSplit {
        func shapes(_ decl: DeclSyntax) -> Bool {
            Self.shapesInstances(decl) && (initializers || !decl.is(InitializerDeclSyntax.self))
        }
        var split = conditions.platformSplit(ext.memberBlock.members, where: shapes)
        if ext.inheritanceClause != nil || ext.memberBlock.members.contains(where: { shapes($0.decl) }) {
            split.add(conditions.platformsCompiling(ext), of: conditions.builtFor)
        }
        return split
    }

    /// The initializers an extension of another module's type declares, each with the
    /// platforms that compile it (the extension's `#if` and its own): a call of the type finds
    /// only those its labels fit, if any (``TypeInfo/initializerPlatforms``).
    private func initializerPlatforms(_ ext: ExtensionDeclSyntax) -> [TypeInfo.InitializerPlatforms] {
        var found: [TypeInfo.InitializerPlatforms] = []
        func collect(_ members: MemberBlockItemListSyntax) {
            for item in members {
                if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                    found.append(TypeInfo.InitializerPlatforms(
                        parameters: ParameterSpec.list(initializer.signature.parameterClause),
                        platforms: conditions.platformsCompiling(initializer)))
                } else if let config = item.decl.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses {
                        if case .decls(let inner)? = clause.elements { collect(inner) }
                    }
                }
            }
        }
        collect(ext.memberBlock.members)
        return found.filter { $0.platforms.count < Set(conditions.builtFor).count }
    }

    /// An initializer or a `body`: a member that decides what an instance of its type is.
    private static func shapesInstances(_ decl: DeclSyntax) -> Bool {
        if decl.is(InitializerDeclSyntax.self) { return true }
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name.identifierName == "body" || f.name.identifierName == "makeBody" }
        return decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
    }

    /// Each type's role (view, preview provider, layout) and the lists of each role.
    private mutating func assignRoles(_ pending: [TypeInfo], locator: Locator, jobs: Int, facts: ParsedFileFacts?) {
        for t in pending { t.role = Self.role(of: t) }
        // A declaration reads its type's syntax alone: they are made side by side, kept in order.
        let declared = pending.filter { $0.role == .view || $0.role == .previewProvider }
        let made = DeepTrees.concurrentMap(declared.count, jobs: jobs) { i in
            let kind: ViewDeclaration.Kind = declared[i].role == .view ? .view : .previewProvider
            return facts?.declaration(of: declared[i], kind: kind, locator: locator) ?? Self.declaration(of: declared[i], kind: kind, locator: locator)
        }
        var next = made.makeIterator()
        for t in pending {
            switch t.role {
            case .view:
                if viewStructs[t.name] == nil { viewStructOrder.append(t.name) }
                if viewStructs[t.name] == nil || t.qualifiedName == t.name { viewStructs[t.name] = t }
                if t.qualifiedName != t.name { viewStructs[t.qualifiedName] = t }
                let declaration = next.next()!
                viewsByLocation[Self.locationKey(declaration)] = t
                declarations.append(declaration)
            case .previewProvider:
                previewProviders.append(t)
                declarations.append(next.next()!)
            case .layout:
                customLayouts[t.name] = t.nameNode
            default:
                break
            }
        }
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
        modifiers.contains { $0.name.identifierName == "static" || $0.name.identifierName == "class" }
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
        return returns.hasSuffix("View") || returns.hasPrefix("ModifiedContent") || returnsViewGeneric(f, returns)
    }

    /// Whether `returns` names one of `f`'s generic parameters that is a view
    /// (`func apply<V: View>(_ block: (Self) -> V) -> V`, `where V: View`).
    private static func returnsViewGeneric(_ f: FunctionDeclSyntax, _ returns: String) -> Bool {
        guard let parameters = f.genericParameterClause?.parameters, parameters.contains(where: { $0.name.identifierName == returns }) else {
            return false
        }
        if parameters.contains(where: { $0.name.identifierName == returns && ($0.inheritedType?.sourceText.hasSuffix("View") ?? false) }) {
            return true
        }
        return (f.genericWhereClause?.requirements ?? []).contains { r in
            guard case .conformanceRequirement(let c) = r.requirement else { return false }
            return c.leftType.sourceText == returns && c.rightType.sourceText.hasSuffix("View")
        }
    }

    /// Whether `f` returns a colour (`-> Color`, `-> SwiftUI.Color`), which shown as a view
    /// fills its proposal whatever its value.
    static func returnsColor(_ f: FunctionDeclSyntax) -> Bool {
        simpleTypeName(f.signature.returnClause?.type.trimmedDescription ?? "") == "Color"
    }

    /// Whether `f` returns a `Text` or an `Image`: a view whose function body builds it.
    static func returnsTextOrImage(_ f: FunctionDeclSyntax) -> Bool {
        ["Text", "Image"].contains(simpleTypeName(f.signature.returnClause?.type.trimmedDescription ?? ""))
    }

    /// Whether `f` returns a view of any kind: ``returnsView(_:)`` or ``returnsTextOrImage(_:)``.
    static func returnsAnyView(_ f: FunctionDeclSyntax) -> Bool {
        returnsView(f) || returnsTextOrImage(f)
    }

    /// Whether `f`, a function of the view type `type` (or of an extension of `View`), returns a
    /// view: of any kind, or `Self` or `type` itself (`func windowDraggable() -> Self`,
    /// `static func primary(_:) -> UnifiedButton`, `-> some DynamicViewContent` in its extension).
    static func returnsView(_ f: FunctionDeclSyntax, of type: String) -> Bool {
        let returns = f.signature.returnClause?.type.sourceText
        return returnsAnyView(f) || returns == "Self" || returns == type || returns == "some \(type)"
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
            // A gesture is never laid out: where it is declared decides nothing (`LayoutNeutralCode`).
            if !LayoutNeutralCode.isGesture(inheritance) {
                info.platformSplit = conditions.platformSplit(members.members, where: Self.shapesInstances)
                info.platformSplit.add(conditions.platformsCompiling(decl), of: conditions.builtFor)
            }
            types[name, default: []].append(info)
            if qualified != name { types[qualified, default: []].append(info) }
            pending.append(info)
            for member in info.members {
                scanDecl(member, parent: qualified, locator: locator, types: &pending, extensions: &extensions)
            }
        }
        if let s = decl.as(StructDeclSyntax.self) {
            nominal(s.name.identifierName, s.inheritanceClause, s.memberBlock, s.genericParameterClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            nominal(c.name.identifierName, c.inheritanceClause, c.memberBlock, c.genericParameterClause)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            nominal(a.name.identifierName, a.inheritanceClause, a.memberBlock, a.genericParameterClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            nominal(e.name.identifierName, e.inheritanceClause, e.memberBlock, nil)
            addEnum(e, parent: parent)
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
            addGlobal(v)
        } else if parent == nil, let f = decl.as(FunctionDeclSyntax.self) {
            globalFunctions[f.name.identifierName] = f
        } else if parent == nil, let i = decl.as(ImportDeclSyntax.self) {
            addImport(i, locator: locator)
        }
    }

    /// An enum's cases (in the compiled `#if` branches), raw values and associated types.
    private mutating func addEnum(_ e: EnumDeclSyntax, parent: String?) {
        var cases: [(String, String?, [String])] = []
        for member in conditions.activeMembers(e.memberBlock.members) {
            guard let c = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in c.elements {
                var raw: String?
                if let value = element.rawValue?.value {
                    if let s = value.as(StringLiteralExprSyntax.self) { raw = Self.plainString(s) } else { raw = value.sourceText }
                }
                let associated = element.parameterClause?.parameters.map { $0.type.sourceText } ?? []
                cases.append((element.name.identifierName, raw, associated))
            }
        }
        let inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
        let info = EnumInfo(name: e.name.identifierName, cases: cases, hasStringRawValue: inherited.contains("String"))
        enums[e.name.identifierName] = info
        if let parent { enums["\(parent).\(e.name.identifierName)"] = info }
    }

    /// A global `let` with its value, or a global `var` with its declared type.
    private mutating func addGlobal(_ v: VariableDeclSyntax) {
        for binding in v.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let value = binding.initializer?.value, v.bindingSpecifier.text == "let" {
                globals[id.identifier.identifierName] = value
            } else if let type = binding.typeAnnotation?.type.sourceText {
                globalTypes[id.identifier.identifierName] = type
            }
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

    /// The custom `Layout` named `name` as seen from `context`.
    func customLayout(named name: String, from context: TypeInfo? = nil) -> TypeInfo? {
        guard let t = type(named: name, from: context), t.role == .layout else { return nil }
        return t
    }

    /// The view named `name` as seen from `context`.
    func view(named name: String, from context: TypeInfo? = nil) -> TypeInfo? {
        if let t = type(named: name, from: context), t.role == .view { return t }
        return viewStructs[name]
    }
}
