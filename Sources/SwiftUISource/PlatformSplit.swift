import SwiftSyntax

/// Which of the platforms a build is for see the same declarations of a name or a type: each
/// declaration some of them compile and others do not (`#if os(watchOS) extension View {
/// func controlSize(…) }` in a build for iOS, macOS and watchOS) splits them in two, and two
/// platforms are alike for the name when every such declaration is compiled on both or on
/// neither. A view that reads `controlSize` built for iOS is then built alike for macOS, and
/// only watchOS builds it again.
struct PlatformSplit: Hashable, Sendable {
    /// For each declaration compiled on some of the build's platforms only, those platforms.
    private(set) var compiledOn: Set<Set<String>> = []

    /// Adds a declaration compiled on `platforms` of a build for `builtFor`: a declaration
    /// every platform compiles, or none, splits nothing.
    mutating func add(_ platforms: Set<String>, of builtFor: [String]) {
        guard !platforms.isEmpty, platforms.count < Set(builtFor).count else { return }
        compiledOn.insert(platforms)
    }

    mutating func formUnion(_ other: PlatformSplit) {
        compiledOn.formUnion(other.compiledOn)
    }

    func union(_ other: PlatformSplit) -> PlatformSplit {
        var out = self
        out.formUnion(other)
        return out
    }

    /// Keeps in `alike` the platforms that compile the same declarations as `platform`.
    /// - Complexity: O(p · d) in the platforms and the declarations.
    func narrow(_ alike: inout Set<String>, around platform: String) {
        guard !compiledOn.isEmpty else { return }
        alike = alike.filter { other in compiledOn.allSatisfy { $0.contains(other) == $0.contains(platform) } }
    }
}

extension CompilationConditions {
    /// The platforms of ``builtFor`` that compile `node`: those for which every `#if` around
    /// it, up to the first ancestor `stop` accepts, compiles the clause holding it.
    /// - Complexity: O(d · p) in the depth of `node` and the platforms.
    func platformsCompiling(_ node: some SyntaxProtocol, stop: (Syntax) -> Bool = { _ in false }) -> Set<String> {
        var platforms = Set(builtFor)
        var current = node.parent
        var child = Syntax(node)
        while let n = current, !stop(n), !platforms.isEmpty {
            if let clause = child.as(IfConfigClauseSyntax.self), let decl = n.parent?.as(IfConfigDeclSyntax.self) {
                platforms = self.platforms(platforms, compiling: clause.id, of: decl)
            }
            child = n
            current = n.parent
        }
        return platforms
    }

    /// The split of the members of a type or extension for which `matches` holds and that
    /// sit in a clause of an `#if` decided by platform (at any depth of `#if`s).
    func platformSplit(_ members: MemberBlockItemListSyntax, where matches: (DeclSyntax) -> Bool) -> PlatformSplit {
        var split = PlatformSplit()
        for item in members {
            guard let decl = item.decl.as(IfConfigDeclSyntax.self) else { continue }
            for clause in decl.clauses {
                guard case .decls(let inner)? = clause.elements else { continue }
                for member in inner where matches(member.decl) {
                    split.add(platformsCompiling(member.decl) { $0.is(MemberBlockSyntax.self) }, of: builtFor)
                }
                split.formUnion(platformSplit(inner, where: matches))
            }
        }
        return split
    }
}
