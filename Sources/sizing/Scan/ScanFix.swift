import SizingProbe

/// `sizing scan --fix`: writes or corrects `/// Intrinsic sizing behavior: …` in place.
///
/// Works on the file's bytes, line by line, so that everything else stays as it was: other
/// comments, indentation, trailing spaces, `\r\n` line endings, a missing final newline.
///
/// Steps for one declaration (edits are applied from the bottom of the file up, so the line
/// numbers of the others stay valid):
/// 1. from the declaration's line, step up over attribute lines (`@MainActor`);
/// 2. the doc comment is the run of `///` lines and `/** … */` blocks directly above;
/// 3. a line of it that states both axes gets its two behavior words replaced, in their own
///    spelling (`exp` / `expanding`, same case), nothing else on the line changes;
/// 4. otherwise a line `/// Intrinsic sizing behavior: h-…, v-…` is inserted directly above the
///    declaration (above its attributes), with the declaration's indentation and line ending.
enum ScanFix {
    struct Edit {
        /// 1-based line of the declaration's name (or `init`).
        var line: Int
        var behaviors: ProbeAxisBehaviors
    }

    struct Line {
        var content: [UInt8]
        /// `\n`, `\r\n`, or empty for a last line without newline.
        var terminator: [UInt8]
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var out: [Line] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 10 {
            var end = i
            var terminator: [UInt8] = [10]
            if end > start, bytes[end - 1] == 13 { end -= 1; terminator = [13, 10] }
            out.append(Line(content: Array(bytes[start..<end]), terminator: terminator))
            start = i + 1
        }
        if start < bytes.count { out.append(Line(content: Array(bytes[start...]), terminator: [])) }
        return out
    }

    static func trimmedStart(_ content: [UInt8]) -> ArraySlice<UInt8> {
        content.drop { $0 == 32 || $0 == 9 }
    }

    static func starts(_ content: [UInt8], with prefix: String) -> Bool {
        trimmedStart(content).starts(with: Array(prefix.utf8))
    }

    static func ends(_ content: [UInt8], with suffix: String) -> Bool {
        var s = content[...]
        while let last = s.last, last == 32 || last == 9 { s = s.dropLast() }
        return s.reversed().starts(with: Array(suffix.utf8).reversed())
    }

    /// Applies `edits` to `bytes`; returns the new bytes.
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var all = lines(bytes)
        let defaultTerminator = all.first(where: { !$0.terminator.isEmpty })?.terminator ?? [10]
        for edit in edits.sorted(by: { $0.line > $1.line }) {
            let declIndex = edit.line - 1
            guard declIndex >= 0, declIndex < all.count else { continue }
            // 1.
            var first = declIndex
            while first > 0, starts(all[first - 1].content, with: "@") { first -= 1 }
            // 2.
            var region: [Int] = []
            var i = first - 1
            while i >= 0 {
                if starts(all[i].content, with: "///") {
                    region.append(i)
                    i -= 1
                } else if ends(all[i].content, with: "*/") {
                    var j = i
                    while j >= 0, !starts(all[j].content, with: "/*") { j -= 1 }
                    guard j >= 0, starts(all[j].content, with: "/**") else { break }
                    region += Array((j...i).reversed())
                    i = j - 1
                } else {
                    break
                }
            }
            // 3. (the region is bottom-up; the statement read is the first from the top)
            if let index = region.reversed().first(where: { SizingComment.statement(inLine: all[$0].content) != nil }),
               let statement = SizingComment.statement(inLine: all[index].content) {
                var content = all[index].content
                let replacements = [
                    (statement.horizontalWord, edit.behaviors.horizontal),
                    (statement.verticalWord, edit.behaviors.vertical),
                ].sorted { $0.0.range.lowerBound > $1.0.range.lowerBound }
                for (word, behavior) in replacements {
                    content.replaceSubrange(word.range, with: Array(SizingComment.spelled(behavior, like: word.text).utf8))
                }
                all[index].content = content
                continue
            }
            // 4.
            let indent = Array(all[first].content.prefix { $0 == 32 || $0 == 9 })
            let terminator = all[first].terminator.isEmpty ? defaultTerminator : all[first].terminator
            all.insert(Line(content: indent + Array(SizingComment.newLine(edit.behaviors).utf8), terminator: terminator), at: first)
        }
        return all.flatMap { $0.content + $0.terminator }
    }
}
