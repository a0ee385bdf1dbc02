import LayoutCore
import SwiftParser
import SwiftSyntax

/// Where a declaration's doc comment is in a file's bytes, and where a new line of it goes,
/// found from the syntax (so `sizing scan --fix` edits a file the way the parser reads it).
///
/// The doc comment is the one `SourceIndex.docComment(_:)` reads: the `///` lines and
/// `/** */` blocks in the leading trivia of the declaration's first token (its first attribute
/// or modifier), after the last blank line or plain comment. So:
/// - a new line goes directly above the declaration's attributes and modifiers, never between
///   an attribute and the declaration, and after a byte-order mark at the start of the file;
/// - nothing is ever placed inside a string literal or another token: the anchor is the start of
///   a token, and the doc lines are trivia;
/// - the comment of a neighbouring declaration is never touched: its trivia belongs to another
///   token;
/// - the new line takes the declaration's indentation and its line's own ending (`\n`,
///   `\r\n` or `\r`); a declaration that does not start its line (`…; struct A`) is moved to a
///   line of its own, so that the comment becomes its doc comment.
///
/// Inserting ``insertion(_:)`` at ``insertionOffset`` gives the declaration that doc comment,
/// so a second scan reads what the first one wrote.
public struct DocCommentAnchor: Hashable, Sendable {
    /// The byte offset where a new doc-comment line is inserted.
    public var insertionOffset: Int
    /// Whether the declaration starts its line (only whitespace, or a byte-order mark, before it).
    public var startsLine: Bool
    /// The spaces and tabs that start the declaration's line.
    public var indentation: [UInt8]
    /// The line ending of the declaration's line (the file's first one when it has none).
    public var lineEnding: [UInt8]
    /// The byte ranges of the doc comment's lines, top to bottom, comment markers included.
    public var docLines: [Range<Int>]

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The bytes to insert at ``insertionOffset`` for the doc-comment line `text`.
    public func insertion(_ text: String) -> [UInt8] {
        let line = indentation + Array(text.utf8) + lineEnding
        return startsLine ? line : lineEnding + line + indentation
    }

    /// The anchors of the declarations whose name (or `init` keyword) is at each location
    /// (1-based line and UTF-8 column, as ``ViewDeclaration`` gives them), from one parse of
    /// `bytes`; nil where no declaration is there.
    ///
    /// - Complexity: one parse of the file, then O(file length) per location.
    public static func anchors(in bytes: [UInt8], at locations: [LayoutCore.SourceLocation]) -> [DocCommentAnchor?] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return locations.map { location in
            let position = converter.position(ofLine: location.line, column: location.column)
            guard let token = tree.token(at: position) else { return nil }
            var node: Syntax? = Syntax(token)
            while let current = node, !current.is(DeclSyntax.self) { node = current.parent }
            guard let declaration = node else { return nil }
            return anchor(of: declaration, in: bytes)
        }
    }

    static func anchor(of declaration: Syntax, in bytes: [UInt8]) -> DocCommentAnchor {
        let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        // The line's start and indentation.
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
        let afterBOM = lineStart == byteOrderMark.count && Array(bytes.prefix(byteOrderMark.count)) == byteOrderMark
        let startsLine = lineStart == 0 || afterBOM || bytes[lineStart - 1] == 10 || bytes[lineStart - 1] == 13
        var indentStart = lineStart
        if !startsLine {
            indentStart = lineStart
            while indentStart > 0, bytes[indentStart - 1] != 10, bytes[indentStart - 1] != 13 { indentStart -= 1 }
            if indentStart == 0, Array(bytes.prefix(byteOrderMark.count)) == byteOrderMark { indentStart = byteOrderMark.count }
        }
        let indentation = Array(bytes[indentStart...].prefix { $0 == 32 || $0 == 9 })
        return DocCommentAnchor(
            insertionOffset: startsLine ? lineStart : start, startsLine: startsLine, indentation: indentation,
            lineEnding: lineEnding(after: start, in: bytes), docLines: docLines(declaration, in: bytes))
    }

    /// The ending of the line holding `offset`, else the file's first, else `\n`.
    static func lineEnding(after offset: Int, in bytes: [UInt8]) -> [UInt8] {
        func ending(from index: Int) -> [UInt8]? {
            guard let i = bytes[index...].firstIndex(where: { $0 == 10 || $0 == 13 }) else { return nil }
            if bytes[i] == 10 { return [10] }
            return i + 1 < bytes.count && bytes[i + 1] == 10 ? [13, 10] : [13]
        }
        return ending(from: offset) ?? ending(from: 0) ?? [10]
    }

    /// The lines of the doc comment in the declaration's leading trivia, with the reading rule of
    /// `SourceIndex.docComment(_:)`: a blank line or a plain comment starts over.
    static func docLines(_ declaration: Syntax, in bytes: [UInt8]) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var offset = declaration.position.utf8Offset
        for piece in declaration.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .docLineComment, .docBlockComment:
                pieces.append(offset..<(offset + length))
            case .lineComment, .blockComment:
                pieces = []
            case .newlines(let n), .carriageReturnLineFeeds(let n):
                if n > 1 { pieces = [] }
            default:
                break
            }
            offset += length
        }
        var lines: [Range<Int>] = []
        for piece in pieces {
            var lineStart = piece.lowerBound
            for i in piece where bytes[i] == 10 || bytes[i] == 13 {
                if i > lineStart { lines.append(lineStart..<i) }
                lineStart = i + 1
            }
            if lineStart < piece.upperBound { lines.append(lineStart..<piece.upperBound) }
        }
        return lines
    }
}
