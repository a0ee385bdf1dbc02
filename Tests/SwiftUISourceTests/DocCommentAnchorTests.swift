import LayoutCore
import SwiftUISource
import Testing

/// DocCommentAnchor writes where SourceIndex reads: for each tricky layout of a declaration, the
/// line inserted at the anchor is the declaration's doc comment when the file is read again,
/// and the anchor's doc lines are the ones the reader takes. (`scan --fix` relies on both: a
/// second run must find nothing to fix.)
@Suite struct DocCommentAnchorTests {
    static let statement = "/// Intrinsic sizing behavior: h-exp, v-exp"

    /// Inserts the statement at the anchor of the declaration named `name`; returns the new text.
    func inserted(_ text: String, at name: String) throws -> String {
        // Nested types are named by their path (`Outer.A`).
        let declaration = try #require(SwiftUISource.declarations(in: text, fileName: "A.swift").first { $0.name == name || $0.name.hasSuffix("." + name) })
        let bytes = Array(text.utf8)
        let anchor = try #require(DocCommentAnchor.anchors(in: bytes, at: [declaration.location])[0])
        var out = bytes
        out.insert(contentsOf: anchor.insertion(Self.statement), at: anchor.insertionOffset)
        return String(decoding: out, as: UTF8.self)
    }

    func docComment(_ text: String, of name: String) -> String? {
        SwiftUISource.declarations(in: text, fileName: "A.swift").first { $0.name == name || $0.name.hasSuffix("." + name) }?.docComment
    }

    @Test(arguments: [
        // plain, attributes, modifiers, a BOM, CRLF, tabs, a declaration that does not start its line,
        // a doc comment cut off by a blank line or a plain comment, a block comment before it on its line
        "struct A: View { var body: some View { Color.red } }\n",
        "@MainActor\n@available(iOS 15, *)\npublic struct A: View { var body: some View { Color.red } }\n",
        "\u{FEFF}struct A: View { var body: some View { Color.red } }\n",
        "\u{FEFF}@MainActor struct A: View { var body: some View { Color.red } }",
        "import SwiftUI\r\n\r\n@MainActor\r\nstruct A: View {\r\n    var body: some View { Color.red }\r\n}\r\n",
        "enum Outer {\n\t\tstruct A: View { var body: some View { Color.red } }\n}\n",
        "let x = 1; struct A: View { var body: some View { Color.red } }\n",
        "/// Old words.\n\nstruct A: View { var body: some View { Color.red } }\n",
        "/// Old words.\n// A plain comment.\nstruct A: View { var body: some View { Color.red } }\n",
        "/* note */ struct A: View { var body: some View { Color.red } }\n",
        "let s = \"\"\"\n@MainActor\n/// not a comment\n\"\"\"\nstruct A: View { var body: some View { Color.red } }\n",
    ])
    func theInsertedLineIsReadAsTheDocComment(source: String) throws {
        let text = try inserted(source, at: "A")
        let doc = try #require(docComment(text, of: "A"), "no doc comment read from:\n\(text)")
        #expect(doc.split(separator: "\n").last.map(String.init) == "Intrinsic sizing behavior: h-exp, v-exp", "\(text)")
        if source.contains("\r\n") { #expect(text.contains(Self.statement + "\r\n")) }
        if source.hasPrefix("\u{FEFF}") { #expect(text.hasPrefix("\u{FEFF}" + Self.statement)) }
    }

    @Test func docLinesAreTheOnesTheReaderTakes() throws {
        let source = "// plain\n/// First.\n/** Second\n * h-hug, v-hug\n */\n@MainActor\nstruct A: View { var body: some View { Color.red } }\n"
        let declaration = try #require(SwiftUISource.declarations(in: source, fileName: "A.swift").first)
        let bytes = Array(source.utf8)
        let anchor = try #require(DocCommentAnchor.anchors(in: bytes, at: [declaration.location])[0])
        #expect(anchor.docLines.map { String(decoding: bytes[$0], as: UTF8.self) } == ["/// First.", "/** Second", " * h-hug, v-hug", " */"])
        #expect(declaration.docComment == "First.\nSecond\nh-hug, v-hug")
        #expect(anchor.insertionOffset == source.utf8.count - "@MainActor\nstruct A: View { var body: some View { Color.red } }\n".utf8.count)
    }

    @Test func initializersAndModifiersHaveTheirOwnAnchors() throws {
        let source = """
            struct Tag<Label: View>: View {
                let label: Label
                /// The text form.
                init(_ title: String) where Label == Text { label = Text(title) }
                init(@ViewBuilder label: () -> Label) { self.label = label() }
                var body: some View { label }
            }
            extension View {
                @inlinable func framed() -> some View { padding() }
            }

            """
        let declarations = SwiftUISource.declarations(in: source, fileName: "A.swift")
        let tag = try #require(declarations.first { $0.name == "Tag" })
        let framed = try #require(declarations.first { $0.name == "framed" })
        let bytes = Array(source.utf8)
        let anchors = DocCommentAnchor.anchors(in: bytes, at: tag.initializers.map(\.location) + [framed.location])
        let texts = anchors.map { $0.map { String(decoding: bytes[$0.insertionOffset...].prefix(while: { $0 != 10 }), as: UTF8.self) } }
        #expect(texts == ["    init(_ title: String) where Label == Text { label = Text(title) }", "    init(@ViewBuilder label: () -> Label) { self.label = label() }", "    @inlinable func framed() -> some View { padding() }"])
        #expect(anchors[0]?.docLines.map { String(decoding: bytes[$0], as: UTF8.self) } == ["/// The text form."])
        #expect(anchors[1]?.docLines == [])
        #expect(anchors.allSatisfy { $0?.indentation == Array("    ".utf8) })
    }
}
