import SwiftSyntax

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
        /// `Layout`: its code is run by the layout interpreter (`CustomLayout/`).
        case layout
        /// `App`, `Scene`, `Commands`, `ToolbarContent`, widgets, reducers, models: not views.
        case other
    }

    let name: String
    /// `Outer.Inner` for a nested type, else the name.
    let qualifiedName: String
    let decl: DeclSyntax
    var inheritedTypes: [String]
    var members: [DeclSyntax] {
        didSet {
            bindings = Self.bindings(of: members)
            functionsByName = Self.functions(of: members)
        }
    }
    /// Each method by name, in member order (``functions(named:)``).
    private var functionsByName: [String: [FunctionDeclSyntax]] = [:]
    /// Each variable member's bindings by name, in member order (``binding(named:isStatic:)``
    /// is asked on every read of a property). Kept with `members`, like `functionsByName`:
    /// only the index changes them, before the index is shared.
    private var bindings: [String: [(binding: PatternBindingSyntax, variable: VariableDeclSyntax)]] = [:]
    /// How many of `members` the declaration itself has (the rest come from extensions).
    let declaredMemberCount: Int
    let genericParameters: GenericParameterClauseSyntax?
    var role: Role = .other
    /// Where the type can differ by platform: it is declared in a clause of an `#if` testing
    /// the platform, or its members (its extensions' too) hold such an `#if` around an
    /// initializer or a `body`, or an extension under one adds a conformance.
    var platformSplit = PlatformSplit()
    /// For a type of another module the input extends (`extension Image { #if canImport(UIKit)
    /// init(osImage: UIImage) … #endif }`), its initializers that some platform does not
    /// compile: they are not in ``platformSplit``, since a call finds only those its labels fit
    /// (``Translator/noteConstruction(of:call:)``); `Image(systemName:)` finds none of them.
    var initializerPlatforms: [InitializerPlatforms] = []

    /// An initializer's parameters and the platforms that compile it.
    struct InitializerPlatforms {
        let parameters: [ParameterSpec]
        let platforms: Set<String>
    }

    init(name: String, qualifiedName: String, decl: DeclSyntax, inheritedTypes: [String], members: [DeclSyntax], genericParameters: GenericParameterClauseSyntax?) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.decl = decl
        self.inheritedTypes = inheritedTypes
        self.members = members
        self.bindings = Self.bindings(of: members)
        self.functionsByName = Self.functions(of: members)
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
        bindings[name]?.first { isStatic == nil || SourceIndex.isStatic($0.variable.modifiers) == isStatic }
    }

    /// The type of the stored instance property `name` when it holds a closure
    /// (`let view: @MainActor () -> AnyView`); nil for any other property.
    func storedClosureType(_ name: String) -> TypeSyntax? {
        guard let (binding, variable) = binding(named: name, isStatic: false), binding.accessorBlock == nil,
              !variable.modifiers.contains(where: { $0.name.text == "lazy" }), let type = binding.typeAnnotation?.type,
              type.is(FunctionTypeSyntax.self) || type.is(AttributedTypeSyntax.self) && type.trimmedDescription.contains("->") else { return nil }
        return type
    }

    /// The names of the stored instance properties holding a closure (``storedClosureType(_:)``).
    var storedClosureNames: [String] { bindings.keys.filter { storedClosureType($0) != nil } }

    private static func bindings(of members: [DeclSyntax]) -> [String: [(binding: PatternBindingSyntax, variable: VariableDeclSyntax)]] {
        var out: [String: [(binding: PatternBindingSyntax, variable: VariableDeclSyntax)]] = [:]
        for member in members {
            guard let v = member.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else { continue }
                out[name, default: []].append((binding, v))
            }
        }
        return out
    }

    /// The methods named `name`.
    func functions(named name: String) -> [FunctionDeclSyntax] {
        functionsByName[name] ?? []
    }

    /// The names of the functions the type declares.
    var functionNames: Dictionary<String, [FunctionDeclSyntax]>.Keys { functionsByName.keys }

    private static func functions(of members: [DeclSyntax]) -> [String: [FunctionDeclSyntax]] {
        var out: [String: [FunctionDeclSyntax]] = [:]
        for member in members {
            guard let f = member.as(FunctionDeclSyntax.self) else { continue }
            out[f.name.identifierName, default: []].append(f)
        }
        return out
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
            if constraint.hasSuffix("View") { out.insert(p.name.identifierName) }
        }
        return out
    }
}

