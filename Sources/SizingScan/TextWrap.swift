/// Wrapping text for a terminal: at spaces, never inside a word, counting the columns a reader
/// sees (a colour's escape sequence takes none). The command line's tables measure their cells
/// with ``columns(_:)`` too.
public enum TextWrap {
    /// `text` as lines of at most `width` visible columns; a word longer than that has a line of
    /// its own. Nil, or a width under 20, leaves the text on one line.
    static func lines(_ text: String, width: Int?) -> [String] {
        guard let width, width >= 20, columns(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let w = columns(word)
            if used > 0 && used + 1 + w > width {
                lines.append(line)
                line = ""
                used = 0
            }
            if used > 0 || !line.isEmpty {
                line += " "
                used += 1
            }
            line += word
            used += w
        }
        lines.append(line)
        return lines
    }

    /// The columns `text` takes on a terminal: its characters outside ANSI escape sequences
    /// (`ESC [ … m`).
    public static func columns(_ text: some StringProtocol) -> Int {
        var count = 0
        var inEscape = false
        for c in text.unicodeScalars {
            if inEscape {
                if c == "m" { inEscape = false }
            } else if c == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}
