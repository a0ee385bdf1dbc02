import Synchronization
import SwiftSyntax

/// What the index reads of one parsed file the same way for every platform and module: kept
/// once per parse and shared by every project made from it (``SourceProject/with(_:)``,
/// ``SourceProject/restricted(to:options:)``), so that a project of ten modules built for four
/// platforms reads each file's uses and platform names once, not once per index.
///
/// - The uses of the project's declared names with the style calls around each
///   (``CallerStyles``): an index keeps those of its own views.
/// - Whether a file has an `#if` on `os` or `canImport` (found when it is parsed), and the
///   names such a file declares differently by platform (``PlatformNames``), for each set of
///   platforms built for and conditions defined.
/// - Each view's and `extension View` function's declaration (``ViewDeclaration``: its
///   signature and body text), for the members and conformances the type has in an index.
///
/// Filled from any thread; a fact two threads compute at once is computed twice and kept once.
final class ParsedFileFacts: Sendable {
    /// Every name some file of the parse declares (``SourceNames/declared``): a superset of any
    /// index's views.
    let declaredNames: Set<String>
    /// The files (by their trees) with an `#if` on `os` or `canImport`.
    private let testingPlatforms: Set<SyntaxIdentifier>

    private struct Facts {
        var uses: [SyntaxIdentifier: [CallerStyles.Use]] = [:]
        var platformNames: [PlatformNamesKey: PlatformNames] = [:]
        var declarations: [DeclarationKey: ViewDeclaration] = [:]
    }

    /// A file under one set of platforms built for and conditions defined.
    private struct PlatformNamesKey: Hashable {
        var file: SyntaxIdentifier
        var builtFor: [String]
        var defines: Set<String>
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

    init(declaredNames: Set<String>, testingPlatforms: Set<SyntaxIdentifier>) {
        self.declaredNames = declaredNames
        self.testingPlatforms = testingPlatforms
    }

    /// Whether `file` has an `#if` on `os` or `canImport`.
    func testsPlatform(_ file: SourceFileSyntax) -> Bool {
        testingPlatforms.contains(file.id)
    }

    /// The uses in `file` of the names it declares or another file does.
    func styleUses(in file: SourceFileSyntax) -> [CallerStyles.Use] {
        remembered(\.uses, file.id) { CallerStyles.uses(in: file, of: declaredNames) }
    }

    /// ``PlatformNames/names(in:_:)`` of `file` under `conditions`.
    func platformNames(in file: SourceFileSyntax, _ conditions: CompilationConditions) -> PlatformNames {
        remembered(\.platformNames, PlatformNamesKey(file: file.id, builtFor: conditions.builtFor, defines: conditions.defines)) {
            PlatformNames.names(in: file, conditions)
        }
    }

    /// ``SourceIndex/declaration(of:kind:locator:)`` of a view or preview provider.
    func declaration(of type: TypeInfo, kind: ViewDeclaration.Kind, locator: Locator) -> ViewDeclaration {
        let key = DeclarationKey(decl: type.decl.id, kind: kind, qualifiedName: type.qualifiedName, inheritedTypes: type.inheritedTypes,
                                 members: type.members.map(\.id))
        return remembered(\.declarations, key) { SourceIndex.declaration(of: type, kind: kind, locator: locator) }
    }

    /// ``SourceIndex/declaration(of:locator:)`` of an `extension View` function.
    func declaration(of function: FunctionDeclSyntax, locator: Locator) -> ViewDeclaration {
        let key = DeclarationKey(decl: function.id, kind: .viewExtensionFunction, qualifiedName: "", inheritedTypes: [], members: [])
        return remembered(\.declarations, key) { SourceIndex.declaration(of: function, locator: locator) }
    }

    /// The fact `table` keeps under `key`, made (outside the lock) and kept the first time.
    private func remembered<Key: Hashable, Fact: Sendable>(_ table: WritableKeyPath<Facts, [Key: Fact]>, _ key: Key, make: () -> Fact) -> Fact {
        if let known = facts.withLock({ $0[keyPath: table][key] }) { return known }
        let made = make()
        facts.withLock { $0[keyPath: table][key] = made }
        return made
    }
}
