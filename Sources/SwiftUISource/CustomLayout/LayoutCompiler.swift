import LayoutCore
import SwiftSyntax

/// Compiles a custom `Layout` of the input into a ``LayoutProgram``: the static check that
/// decides, at translation time, whether the model can run the layout. Every construct of the
/// code it compiles must be one ``LayoutInterpreter`` runs (``LayoutVocabulary``, the input's
/// own structs, the statements of `LayoutCompiler+Statements.swift`); the first that is not is
/// an error naming the expression and its `file:line:column`.
///
/// Steps of `compile`:
/// 1. the requirements the layout declares (`sizeThatFits` and `placeSubviews` at least);
/// 2. what their bodies use, in turn: methods and computed properties of the layout, every
///    member of the input's structs they construct or read (caches, rows, layout value keys);
/// 3. the member and method names used on values the compiler cannot type, checked against
///    the vocabulary and the compiled structs.
///
/// - Complexity: O(n) in the size of the code compiled.
final class LayoutCompiler {
    let translator: Translator
    let layoutType: TypeInfo
    var programs: [String: TypeProgram] = [:]
    /// Members of the layout requested by its code and not compiled yet.
    var pendingMembers: [String] = []
    var requestedMembers: Set<String> = []
    /// Structs of the input the code uses, to compile whole.
    var pendingTypes: [TypeInfo] = []
    var requestedTypes: Set<String> = []
    /// Names used on values whose type is not known here, checked once everything is compiled.
    var memberUses: [(name: String, node: Syntax, function: String)] = []
    var methodUses: [(name: String, node: Syntax, function: String)] = []
    /// Labels of the tuples the code builds or declares (`(width: w, rows: r)`).
    var tupleLabels: Set<String> = []
    /// The function being compiled.
    var context: Context
    /// While compiling an extension of a standard type: the kind of value it extends.
    var extending: String?
    /// The members of extensions of standard types compiled so far.
    var compiledExtensions: Set<ExtensionMember> = []

    /// The functions of those members: a name they use that no value has is not refused when
    /// compiling (the member may extend a kind of value the layout never calls it on); a call
    /// reaching it faults at run time, in the trial run, naming it.
    var extensionFunctions: Set<String> = []

    /// One member of one extension of a standard type.
    struct ExtensionMember: Hashable {
        var type: ObjectIdentifier
        var name: String
    }

    /// Where a body is compiled: its type, its name for messages, its variables.
    struct Context {
        var owner: TypeInfo
        var function: String
        var scopes: [[String: DeclaredType]] = [[:]]
        var isStatic = false
        var isMutating = false
    }

    init(_ layoutType: TypeInfo, translator: Translator) {
        self.translator = translator
        self.layoutType = layoutType
        self.context = Context(owner: layoutType, function: layoutType.name)
    }

    /// Steps 1–3.
    static func compile(_ layoutType: TypeInfo, translator: Translator) throws -> LayoutProgram {
        let compiler = LayoutCompiler(layoutType, translator: translator)
        // 1.
        try compiler.compileRequirements()
        // 2. (with the members the input's extensions add to standard types, as they are used)
        repeat { try compiler.drain() } while try compiler.compileExtensionUses()
        // 3.
        try compiler.checkUses()
        return LayoutProgram(name: layoutType.name, types: compiler.programs, site: compiler.site(layoutType.nameNode))
    }

    /// Step 1: the layout's stored properties (their values come from the call; a struct of
    /// the input among their types is compiled) and the requirements it declares.
    private func compileRequirements() throws {
        let stored = try fields(of: layoutType, withDefaults: false)
        programs[layoutType.name] = TypeProgram(name: layoutType.name, fields: stored)
        requestedTypes.insert(layoutType.name)
        for field in stored {
            if case .instance(let name) = field.type, let type = translator.model.type(named: name, from: layoutType) { requestType(type) }
        }
        for requirement in LayoutRequirement.allCases {
            guard let f = function(for: requirement) else {
                if requirement == .sizeThatFits || requirement == .placeSubviews {
                    throw translator.locator.error(
                        "cannot model custom Layout type '\(layoutType.name)': it does not declare \(requirement.key) in the scanned files",
                        at: layoutType.nameNode)
                }
                continue
            }
            let compiled = try method(f, of: layoutType)
            programs[layoutType.name]?.methods[compiled.name, default: []].append(compiled)
            requestedMembers.insert(compiled.key)
        }
        if layoutType.binding(named: "layoutProperties", isStatic: true) != nil { requestMember("layoutProperties") }
    }

    /// The declaration of a requirement, by its labels (and the guide's type).
    private func function(for requirement: LayoutRequirement) -> FunctionDeclSyntax? {
        layoutType.functions(named: requirement.name).first { f in
            let labels = f.signature.parameterClause.parameters.map { $0.firstName.identifierName + ":" }.joined()
            var key = "\(f.name.identifierName)(\(labels))"
            if requirement == .horizontalAlignment || requirement == .verticalAlignment {
                let guide = f.signature.parameterClause.parameters.first?.type.sourceText ?? ""
                key += guide.contains("Vertical") ? "/VerticalAlignment" : "/HorizontalAlignment"
            }
            return key == requirement.key
        }
    }

    /// Step 2: compiles what the bodies asked for until nothing is left.
    private func drain() throws {
        while !pendingMembers.isEmpty || !pendingTypes.isEmpty {
            if let name = pendingMembers.popLast() { try compileMember(name, of: layoutType) }
            if let type = pendingTypes.popLast() { try compileType(type) }
        }
    }

    /// A method or computed property of `type`, by name (every overload), into the program of
    /// `programName` (the type's own by default).
    func compileMember(_ name: String, of type: TypeInfo, as programName: String? = nil) throws {
        let key = programName ?? type.name
        for f in type.functions(named: name) {
            let compiled = try SourceIndex.isStatic(f.modifiers) ? staticMethod(f, of: type) : method(f, of: type)
            guard !(programs[key]?.methods[name]?.contains { $0.key == compiled.key } ?? false) else { continue }
            programs[key]?.methods[name, default: []].append(compiled)
        }
        if let getter = try computedProperty(name, of: type) { programs[key]?.computed[name] = getter }
        if let getter = try staticProperty(name, of: type) { programs[key]?.statics[name] = getter }
    }

    /// A struct of the input, whole: fields with defaults, methods, computed and static
    /// properties, and the `init`s it declares.
    private func compileType(_ type: TypeInfo) throws {
        programs[type.name] = TypeProgram(name: type.name, fields: try fields(of: type, withDefaults: true), cases: enumCases(of: type))
        for name in Self.memberNames(of: type) { try compileMember(name, of: type) }
        if type.decl.is(StructDeclSyntax.self) {
            programs[type.name]?.initializers = try type.members.compactMap { $0.as(InitializerDeclSyntax.self) }.map { try initializer($0, of: type) }
            programs[type.name]?.hasMemberwiseInitializer = type.hasMemberwiseInitializer
        }
    }

    /// The names of the methods, computed and static properties a type declares, sorted.
    static func memberNames(of type: TypeInfo) -> [String] {
        var names: Set<String> = []
        for member in type.members {
            if let f = member.as(FunctionDeclSyntax.self) { names.insert(f.name.identifierName) }
            if let v = member.as(VariableDeclSyntax.self) {
                for binding in v.bindings where binding.accessorBlock != nil || SourceIndex.isStatic(v.modifiers) {
                    if let id = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(id.identifier.identifierName) }
                }
            }
        }
        return names.sorted()
    }

    /// Step 3: a member or method name used on a value of unknown type must be one the
    /// interpreter implements, a tuple's label, or one of a compiled struct.
    private func checkUses() throws {
        var members = LayoutVocabulary.properties.union(tupleLabels)
        var methods = LayoutVocabulary.methods.union(LayoutVocabulary.mutatingMethods)
        for program in programs.values {
            members.formUnion(program.fields.map(\.name))
            members.formUnion(program.computed.keys)
            methods.formUnion(program.methods.keys)
        }
        if let use = memberUses.first(where: { !members.contains($0.name) && Int($0.name) == nil && !extensionFunctions.contains($0.function) }) {
            context.function = use.function
            throw unsupported(use.node, "no value the layout interpreter knows has a property '\(use.name)'\(Suggestions.didYouMean(use.name, in: Array(members)))")
        }
        if let use = methodUses.first(where: { !methods.contains($0.name) && !extensionFunctions.contains($0.function) }) {
            context.function = use.function
            throw unsupported(use.node, "no value the layout interpreter knows has a method '\(use.name)'\(Suggestions.didYouMean(use.name, in: Array(methods)))")
        }
    }

    // MARK: Requests

    /// Asks for the method or computed property `name` of the type being compiled.
    func requestMember(_ name: String) {
        guard context.owner === layoutType, requestedMembers.insert(name).inserted else { return }
        pendingMembers.append(name)
    }

    /// Asks for a struct of the input, compiled whole.
    func requestType(_ type: TypeInfo) {
        guard requestedTypes.insert(type.name).inserted else { return }
        pendingTypes.append(type)
    }

    // MARK: Errors and sites

    /// The error for a construct the interpreter cannot run, at `node`.
    func unsupported(_ node: some SyntaxProtocol, _ reason: String) -> SourceError {
        let text = SourceIndex.collapsed(node.trimmedDescription)
        let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
        return translator.locator.error(
            "unsupported construct: `\(shown)` in \(context.function) (custom Layout type '\(layoutType.name)'): \(reason)", at: node)
    }

    /// The site of `node`, for run-time messages.
    func site(_ node: some SyntaxProtocol) -> Site {
        let location = translator.locator.location(node)
        let text = SourceIndex.collapsed(node.trimmedDescription)
        return Site(fileName: translator.locator.fileName(of: node), line: location.line, column: location.column,
                    text: text.count > 60 ? String(text.prefix(57)) + "…" : text)
    }
}
