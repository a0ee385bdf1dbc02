import LayoutCore
import SizingProbe
import SwiftUISource

/// `sizing scan --fix`: the new bytes of a file whose `/// Intrinsic sizing behavior: …` doc
/// comments are written or corrected (``SourceFileWriter`` then puts them in the file).
///
/// Works on the file's bytes, so that everything else stays as it was: other comments,
/// indentation, trailing spaces, `\r\n` line endings, a byte-order mark, a missing final newline.
/// Where the comment is comes from the syntax (``DocCommentAnchor``), not from the look of lines.
///
/// Steps for one declaration (changes are applied from the end of the file back, so the
/// offsets of the others stay valid):
/// 1. find the declaration's anchor: its doc comment's lines and where a new line goes;
/// 2. a line of the doc comment that states both axes gets its two behavior words replaced, in
///    their own spelling (`exp` / `expanding`, same case); nothing else on the line changes;
/// 3. otherwise a line `/// Intrinsic sizing behavior: h-…, v-…` (or `.sizing.yml`'s
///    `doc_comment`) is inserted directly above the declaration and its attributes, with the
///    declaration's indentation and line ending.
enum ScanFix {
    struct Edit {
        /// 1-based line and UTF-8 column of the declaration's name (or `init`).
        var line: Int
        var column: Int
        var behaviors: AxisBehaviors
    }

    /// Applies `edits` to `bytes`; returns the new bytes. An edit whose declaration is not found
    /// changes nothing.
    static func apply(_ edits: [Edit], to bytes: [UInt8], newLine: (AxisBehaviors) -> String = SizingComment.newLine) -> [UInt8] {
        let anchors = DocCommentAnchor.anchors(in: bytes, at: edits.map { SourceLocation(line: $0.line, column: $0.column) })
        var changes: [(range: Range<Int>, bytes: [UInt8])] = []
        var seen = Set<Int>()
        for (edit, anchor) in zip(edits, anchors) {
            // 1.
            guard let anchor, seen.insert(anchor.insertionOffset).inserted else { continue }
            // 2. (the first line from the top that states both axes, as the scan reads it)
            if let line = anchor.docLines.first(where: { SizingComment.statement(inLine: Array(bytes[$0])) != nil }),
               let statement = SizingComment.statement(inLine: Array(bytes[line])) {
                for (word, behavior) in [(statement.horizontalWord, edit.behaviors.horizontal), (statement.verticalWord, edit.behaviors.vertical)] {
                    let range = (line.lowerBound + word.range.lowerBound)..<(line.lowerBound + word.range.upperBound)
                    changes.append((range, Array(SizingComment.spelled(behavior, like: word.text).utf8)))
                }
                continue
            }
            // 3.
            changes.append((anchor.insertionOffset..<anchor.insertionOffset, anchor.insertion(newLine(edit.behaviors))))
        }
        var out = bytes
        for change in changes.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(change.range, with: change.bytes)
        }
        return out
    }
}
