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
/// conformance); names local to a body do not.
struct PlatformNames {
    /// Every such name of `tree`.
    /// - Complexity: O(n) in the size of the tree.
    static func names(in tree: SourceFileSyntax, _ conditions: CompilationConditions) -> [String: PlatformSplit] {
        let visitor = Visitor(conditions)
        visitor.walk(tree)
        return visitor.names
    }

    private final class Visitor: SyntaxVisitor {
        let conditions: CompilationConditions
        var names: [String: PlatformSplit] = [:]

        init(_ conditions: CompilationConditions) {
            self.conditions = conditions
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

        func declare(_ token: TokenSyntax) {
            guard depth > 0, let declaration = token.parent else { return }
            let text = token.text
            let name = text.hasPrefix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
            // Up to the type declaring it: a member of a type under an `#if` is found through
            // its type.
            let platforms = conditions.platformsCompiling(declaration) { $0 != declaration && Self.declaresType($0) }
            names[name, default: PlatformSplit()].add(platforms, of: conditions.builtFor)
        }

        static func declaresType(_ node: Syntax) -> Bool {
            node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self)
        }

        /// The depths outside the types being visited: a type under an `#if` is found by its
        /// name; its members count only under an `#if` of their own.
        var outer: [Int] = []

        func enterType(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
            declare(name)
            outer.append(depth)
            depth = 0
            return .visitChildren
        }

        func leaveType() { depth = outer.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
        override func visitPost(_ node: StructDeclSyntax) { leaveType() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
        override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
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
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.is(PatternBindingSyntax.self) == true { declare(node.identifier) }
            return .visitChildren
        }
    }
}
