import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without its leading and trailing trivia: what swift-syntax's
    /// `trimmedDescription` gives, without building a trimmed copy of the tree first (which
    /// made it the front end's most costly call).
    /// - Complexity: O(n) in the length of the node's text.
    var sourceText: String {
        let full = description.utf8
        let leading = leadingTrivia.sourceLength.utf8Length
        let trailing = trailingTrivia.sourceLength.utf8Length
        guard leading + trailing <= full.count else { return trimmedDescription }
        return String(decoding: full.dropFirst(leading).dropLast(trailing), as: UTF8.self)
    }
}

extension TypeSyntax {
    /// Whether the type is spelled with an arrow: a closure (`() -> Content`, `(() -> Void)?`,
    /// `@escaping (Item) -> some View`) or a type built of closures. The same answer as looking
    /// for `->` in its text, without building the text.
    /// - Complexity: O(n) in the type's tokens.
    var hasArrow: Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .arrow }
    }
}

extension TokenSyntax {
    /// The name a declaration's identifier declares, without the backticks that let a keyword be
    /// a name (`` func `if`(…) `` declares `if`, `` case `default` `` declares `default`); any other
    /// token's text.
    var identifierName: String {
        identifier?.name ?? text
    }
}

extension String {
    /// Whether the string's UTF-8 holds `needle`'s: the searches made in every file's text on
    /// every scan (`#if`, `DEBUG`), byte by byte (``ByteSearch``), where `contains` compares
    /// characters (and Foundation's goes through its Unicode search).
    public func holdsBytes(_ needle: String) -> Bool {
        var copy = self
        return copy.withUTF8 { ByteSearch.firstOffset(of: Array(needle.utf8), in: UnsafeRawBufferPointer($0)) } != nil
    }
}
