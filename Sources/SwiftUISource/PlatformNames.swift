import LayoutCore
import SwiftSyntax

/// The names declared in a clause of an `#if` decided by platform
/// (``CompilationConditions/decidedByPlatform(_:)``: `#if os(macOS) struct Sidebar … #endif`
/// in a scan for iOS and macOS), in every clause, compiled or not: a name one platform
/// declares and another lacks, with the platforms that compile each of its declarations
/// (``PlatformSplit``). An evaluation that looks such a name up, or misses it, can come out
/// otherwise on a platform that compiles other declarations of it (``Translator/alikePlatforms``).
///
/// Types, type aliases, functions, properties and enum cases count, at any depth of types
/// (`struct Theme { #if os(iOS) static let spacing = 8 #else … #endif }` gives `spacing`); a
/// type under such an `#if` gives its name, and its members only under an `#if` of their own
/// (a conditional extension's members all count, and its type's name when it adds a
/// conformance); names local to a body do not, nor does a type conforming to `Gesture`, which is
/// never laid out (``LayoutNeutralCode``).
///
/// A lookup that can only find some kinds of declaration reads only those
/// (``split(of:for:)``): a modifier applied to a view (`.gesture(…)`) finds a function, never a
/// property (`lazy var gesture` of a UIKit coordinator) or a type, and first one whose
/// parameters fit the call's labels (``functions(named:fitting:)``); an implicit member
/// (`.font(.body)`) finds a static member or an enum case, never an instance's `body`.
struct PlatformNames: Sendable {
    /// What a lookup can find.
    enum Lookup {
        /// Anything: a reference, a call, a member of a value or a type.
        case any
        /// A static member or an enum case: an implicit member (`.name`, `.name(…)`).
        case implicitMember
    }

    /// Every such name, whatever declares it.
    private var all: [String: PlatformSplit] = [:]
    /// The names of static members and enum cases.
    private var staticMembers: [String: PlatformSplit] = [:]
    /// The functions of each name (static or not, in a type, an extension or at the top
    /// level): their parameters, the platforms that compile each, and whether it gives back its
    /// receiver's layout (``LayoutNeutralCode``).
    private var functions: [String: [Function]] = [:]
    /// The platforms the build is for.
    private var builtFor: [String] = []

    private struct Function {
        let parameters: [ParameterSpec]
        let platforms: Set<String>
        let givesBackItsReceiver: Bool
    }

    var isEmpty: Bool { all.isEmpty }

    /// The platforms that compile each declaration of `name` that `lookup` can find; nil when
    /// none sits under such an `#if`.
    func split(of name: String, for lookup: Lookup) -> PlatformSplit? {
        switch lookup {
        case .any: all[name]
        case .implicitMember: staticMembers[name]
        }
    }

    /// Whether a function named `name` sits under such an `#if`.
    func declaresFunction(_ name: String) -> Bool { functions[name] != nil }

    /// The split of the functions named `name` whose parameters fit a call labelled `labels`
    /// (``Translator/parameters(_:fit:)``, the test a modifier's step 1 applies), or of all of
    /// them; nil when none sits under such an `#if`.
    func functions(named name: String, fitting labels: [String]?) -> PlatformSplit? {
        guard functions[name] != nil else { return nil }
        return declarations(of: name, fitting: labels).reduce(into: PlatformSplit()) { $0.add($1.platforms, of: builtFor) }
    }

    /// The functions named `name` whose parameters fit `labels` (all of them without).
    private func declarations(of name: String, fitting labels: [String]?) -> [Function] {
        let all = functions[name] ?? []
        guard let labels else { return all }
        return all.filter { Translator.parameters($0.parameters, fit: labels) }
    }

    /// Whether applying the function `name` to a view gives back that view's layout on every
    /// platform: each of its declarations under such an `#if` does
    /// (``LayoutNeutralCode/givesBackItsReceiver(_:)``), and a platform compiling none of them
    /// that fits a call labelled `labels` finds SwiftUI's modifier of that name, which does not
    /// change layout either. Which of them a platform applies then cannot change a tree's layout.
    func keepsLayoutOnEveryPlatform(_ name: String, fitting labels: [String]? = nil) -> Bool {
        guard let declarations = functions[name], declarations.allSatisfy(\.givesBackItsReceiver) else { return false }
        if PassThroughModifier.layoutNeutral.contains(name) { return true }
        return self.declarations(of: name, fitting: labels).reduce(into: Set<String>()) { $0.formUnion($1.platforms) }.isSuperset(of: Set(builtFor))
    }

    mutating func formUnion(_ other: PlatformNames) {
        if builtFor.isEmpty { builtFor = other.builtFor }
        all.merge(other.all) { $0.union($1) }
        staticMembers.merge(other.staticMembers) { $0.union($1) }
        functions.merge(other.functions) { $0 + $1 }
    }

    /// Every such name of `tree`.
    /// - Complexity: O(n) in the size of the tree.
    static func names(in tree: SourceFileSyntax, _ conditions: CompilationConditions) -> PlatformNames {
        let visitor = Visitor(conditions)
        visitor.walk(tree)
        return visitor.names
    }

    private final class Visitor: SyntaxVisitor {
        let conditions: CompilationConditions
        var names = PlatformNames()

        init(_ conditions: CompilationConditions) {
            self.conditions = conditions
            names.builtFor = conditions.builtFor
            super.init(viewMode: .sourceAccurate)
        }

        /// How many `#if`s testing the platform enclose the current node.
        var depth = 0

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            if conditions.decidedByPlatform(node) { depth += 1 }
            return .visitChildren
        }

        override func visitPost(_ node: IfConfigDeclSyntax) {
            if conditions.decidedByPlatform(node) { depth -= 1 }
        }

        // Names local to a body are found by the evaluation running it (its `#if` is noted then).
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// Declares `token`'s name, found by every lookup, and by an implicit member's when
        /// it is a static member; a function, by a modifier's too.
        func declare(_ token: TokenSyntax, staticMember: Bool = false, function: FunctionDeclSyntax? = nil) {
            guard depth > 0, let declaration = token.parent else { return }
            let text = token.text
            let name = text.hasPrefix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
            // Up to the type declaring it: a member of a type under an `#if` is found through
            // its type.
            let platforms = conditions.platformsCompiling(declaration) { $0 != declaration && Self.declaresType($0) }
            var split = PlatformSplit()
            split.add(platforms, of: conditions.builtFor)
            names.all[name, default: PlatformSplit()].formUnion(split)
            if staticMember { names.staticMembers[name, default: PlatformSplit()].formUnion(split) }
            if let function {
                names.functions[name, default: []].append(Function(
                    parameters: ParameterSpec.list(function.signature.parameterClause), platforms: platforms,
                    givesBackItsReceiver: LayoutNeutralCode.givesBackItsReceiver(function)))
            }
        }

        static func declaresType(_ node: Syntax) -> Bool {
            node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self)
        }

        /// The depths outside the types being visited: a type under an `#if` is found by its
        /// name; its members count only under an `#if` of their own.
        var outer: [Int] = []

        func enterType(_ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax? = nil) -> SyntaxVisitorContinueKind {
            // A gesture is never laid out: its name decides nothing (``LayoutNeutralCode``).
            if !LayoutNeutralCode.isGesture(inheritance) { declare(name) }
            outer.append(depth)
            depth = 0
            return .visitChildren
        }

        func leaveType() { depth = outer.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.inheritanceClause) }
        override func visitPost(_ node: StructDeclSyntax) { leaveType() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.inheritanceClause) }
        override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.inheritanceClause) }
        override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
        override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
        override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }
        /// An extension adding a conformance (`#if os(watchOS) extension Snapshotter: View`):
        /// the type is a view, a representable or neither by platform, so its name counts.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.inheritanceClause != nil, let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name
                ?? node.extendedType.as(MemberTypeSyntax.self)?.name { declare(name) }
            return .visitChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, staticMember: SourceIndex.isStatic(node.modifiers), function: node)
            return .visitChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name, staticMember: true); return .visitChildren }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if let binding = node.parent?.as(PatternBindingSyntax.self) {
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                declare(node.identifier, staticMember: variable.map { SourceIndex.isStatic($0.modifiers) } ?? false)
            }
            return .visitChildren
        }
    }
}
