import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftUISource

/// `LayoutNeutralCode`: code read from its syntax as unable to change layout. Which modifiers do
/// not change layout is `PassThroughModifier.layoutNeutral` (each from SwiftUI's documentation);
/// the rest is Swift's grammar.
@Suite struct LayoutNeutralCodeTests {
    static func function(_ source: String) throws -> FunctionDeclSyntax {
        let tree = Parser.parse(source: source)
        return try #require(tree.statements.first?.item.as(FunctionDeclSyntax.self))
    }

    static func givesBack(_ source: String) throws -> Bool {
        LayoutNeutralCode.givesBackItsReceiver(try function(source))
    }

    @Test func selfAndNeutralModifiersOnItGiveBackTheReceiver() throws {
        #expect(try Self.givesBack("func a() -> Self { self }"))
        #expect(try Self.givesBack("func a() -> Self { return self }"))
        #expect(try Self.givesBack("func a() -> some View { hoverEffect() }"))
        #expect(try Self.givesBack("func a() -> some View { self.hoverEffect().onHover { _ in } }"))
        #expect(try Self.givesBack("""
            @ViewBuilder func a() -> some View {
                if #available(iOS 17, *) { hoverEffect() } else { self }
            }
            """))
    }

    @Test func codeThatMayChangeLayoutDoesNot() throws {
        #expect(try !Self.givesBack("func a() -> some View { padding(2) }"))
        #expect(try !Self.givesBack("func a() -> some View { self.hoverEffect().frame(width: 10) }"))
        // A run-time condition: each branch would be a combination of its own.
        #expect(try !Self.givesBack("@ViewBuilder func a(on: Bool) -> some View { if on { hoverEffect() } else { self } }"))
        // `#available` without an `else`: no view at all where it does not hold.
        #expect(try !Self.givesBack("@ViewBuilder func a() -> some View { if #available(iOS 17, *) { hoverEffect() } }"))
        // An implicit member is a static member, not the receiver.
        #expect(try !Self.givesBack("func a() -> some View { .hoverEffect() }"))
        // Two statements, a custom modifier, no body.
        #expect(try !Self.givesBack("func a() -> Self { let x = 1; return self }"))
        #expect(try !Self.givesBack("func a() -> some View { modifier(Lift()) }"))
        #expect(try !Self.givesBack("func a() -> Self"))
    }

    @Test func aPostfixIfOfNeutralModifiersOnly() throws {
        func config(_ source: String) throws -> IfConfigDeclSyntax {
            let tree = Parser.parse(source: "let v = Text(\"a\")\n" + source)
            final class Finder: SyntaxVisitor {
                var found: IfConfigDeclSyntax?
                override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
                    if found == nil { found = node }
                    return .skipChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return try #require(finder.found)
        }
        #expect(try LayoutNeutralCode.modifiers(config("    #if os(iOS)\n    .keyboardShortcut(.return)\n    #endif")))
        #expect(try !LayoutNeutralCode.modifiers(config("    #if os(iOS)\n    .padding()\n    #endif")))
        #expect(try !LayoutNeutralCode.modifiers(config("    #if os(iOS)\n    .hoverEffect()\n    #else\n    .frame(width: 2)\n    #endif")))
    }

    @Test func gesturesByConformance() throws {
        func inheritance(_ source: String) throws -> InheritanceClauseSyntax? {
            try #require(Parser.parse(source: source).statements.first?.item.as(StructDeclSyntax.self)).inheritanceClause
        }
        #expect(try LayoutNeutralCode.isGesture(inheritance("struct DragGesture: Gesture {}")))
        #expect(try LayoutNeutralCode.isGesture(inheritance("struct Pan: Sendable, SwiftUI.Gesture {}")))
        #expect(try !LayoutNeutralCode.isGesture(inheritance("struct Card: View {}")))
        #expect(try !LayoutNeutralCode.isGesture(inheritance("struct Plain {}")))
    }
}
