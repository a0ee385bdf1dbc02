import Synchronization
import SwiftSyntax

/// What the index reads of one parsed file the same way for every platform and module: kept
/// once per parse and shared by every project made from it (``SourceProject/with(_:)``,
/// ``SourceProject/restricted(to:options:)``), so that a project of ten modules built for four
/// platforms reads each file's uses and platform names once, not once per index.
///
/// - The uses of the project's declared names with the style calls around each
///   (``CallerStyles``): an index keeps those of its own views.
/// - The names a file declares differently by platform (``PlatformNames``), for each set of
///   platforms built for and conditions defined.
/// - Each view's and `extension View` function's declaration (``ViewDeclaration``: its
///   signature and body text), for the members and conformances the type has in an index.
///
/// Filled from any thread; a fact two threads compute at once is computed twice and kept once.
final class ParsedFileFacts: Sendable {
    /// Every name some file of the parse declares (``SourceNames/declared``): a superset of any
    /// index's views.
    let declaredNames: Set<String>

    private struct Facts {
        var uses: [SyntaxIdentifier: [CallerStyles.Use]] = [:]
        var platformNames: [String: [SyntaxIdentifier: PlatformNames]] = [:]
        var declarations: [DeclarationKey: ViewDeclaration] = [:]
    }

    /// What a declaration is made from: the syntax, and for a type the members and
    /// conformances its extensions give it in one index.
    private struct DeclarationKey: Hashable {
        var decl: SyntaxIdentifier
        var kind: ViewDeclaration.Kind
        var qualifiedName: String
        var inheritedTypes: [String]
        var members: [SyntaxIdentifier]
    }

    private let facts = Mutex(Facts())

    init(declaredNames: Set<String>) {
        self.declaredNames = declaredNames
    }

    /// The uses in `file` of the names it declares or another file does.
    func styleUses(in file: SourceFileSyntax) -> [CallerStyles.Use] {
        if let known = facts.withLock({ $0.uses[file.id] }) { return known }
        let found = CallerStyles.uses(in: file, of: declaredNames)
        facts.withLock { $0.uses[file.id] = found }
        return found
    }

    /// ``PlatformNames/names(in:_:)`` of `file` under `conditions`.
    func platformNames(in file: SourceFileSyntax, _ conditions: CompilationConditions) -> PlatformNames {
        let key = conditions.builtFor.joined(separator: ",") + "|" + conditions.defines.sorted().joined(separator: ",")
        if let known = facts.withLock({ $0.platformNames[key]?[file.id] }) { return known }
        let found = PlatformNames.names(in: file, conditions)
        facts.withLock { $0.platformNames[key, default: [:]][file.id] = found }
        return found
    }

    /// ``SourceIndex/declaration(of:kind:locator:)`` of a view or preview provider.
    func declaration(of type: TypeInfo, kind: ViewDeclaration.Kind, locator: Locator) -> ViewDeclaration {
        let key = DeclarationKey(decl: type.decl.id, kind: kind, qualifiedName: type.qualifiedName, inheritedTypes: type.inheritedTypes,
                                 members: type.members.map(\.id))
        return declaration(key) { SourceIndex.declaration(of: type, kind: kind, locator: locator) }
    }

    /// ``SourceIndex/declaration(of:locator:)`` of an `extension View` function.
    func declaration(of function: FunctionDeclSyntax, locator: Locator) -> ViewDeclaration {
        let key = DeclarationKey(decl: function.id, kind: .viewExtensionFunction, qualifiedName: "", inheritedTypes: [], members: [])
        return declaration(key) { SourceIndex.declaration(of: function, locator: locator) }
    }

    private func declaration(_ key: DeclarationKey, make: () -> ViewDeclaration) -> ViewDeclaration {
        if let known = facts.withLock({ $0.declarations[key] }) { return known }
        let made = make()
        facts.withLock { $0.declarations[key] = made }
        return made
    }
}
