import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftUISource

/// `SyntaxText.swift`: the text of a node without its trivia, and whether a type is a closure.
/// Expectations follow from Swift's grammar.
struct SyntaxTextTests {
    @Test func sourceTextDropsLeadingAndTrailingTrivia() throws {
        let file = Parser.parse(source: "let x =   /* a */ foo( 1 )   // b\n")
        let value = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value)
        #expect(value.sourceText == "foo( 1 )")
    }

    @Test(arguments: [
        ("() -> Content", true), ("(() -> Void)?", true), ("@escaping (Item) -> some View", true),
        ("[String: (Int) -> Void]", true), ("Content", false), ("String", false), ("Binding<Bool>", false),
    ])
    func hasArrowSeesClosureTypes(type: String, expected: Bool) throws {
        let file = Parser.parse(source: "let x: \(type)")
        let binding = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        let annotation = try #require(binding.typeAnnotation)
        #expect(annotation.type.hasArrow == expected)
        #expect(annotation.type.sourceText.contains("->") == expected)
    }

    /// `holdsBytes` searches UTF-8 bytes: an `e` followed by a combining accent holds `e`,
    /// where comparing characters (`contains`) finds none.
    @Test(arguments: [
        ("#if DEBUG\nstruct A {}", "DEBUG", true), ("struct Café: View", "é", true), ("DEBU", "DEBUG", false),
        ("", "x", false), ("abc", "", true), ("aab", "ab", true), ("abab", "abc", false), ("e\u{301}", "e", true),
    ])
    func holdsBytesFindsTheNeedlesUTF8(text: String, needle: String, expected: Bool) {
        #expect(text.holdsBytes(needle) == expected)
    }
}
