/// The text model (§3.3): greedy word wrapping with a character fallback, hard newlines, line
/// limits and tail truncation, measured in whole units of a `TextMeasurer`: graphemes of the
/// deterministic model font (`FontMetrics`, 8 pt each at 17 pt) or font units of the real font
/// (`TextMetrics.system`). Both run the same steps; only the advance of each grapheme differs.
public struct TextModel: Sendable {
    /// The result of laying out one string.
    public struct Measurement: Hashable, Sendable {
        /// The size Text answers.
        public var size: Size
        /// Lines actually shown (after line limits and truncation).
        public var lineCount: Int
        /// Whether the last shown line ends with an ellipsis.
        public var isTruncated: Bool
    }

    public let measurer: TextMeasurer
    public let lineLimit: Int?
    public let reservedLines: Int?
    /// `lineSpacing(_:)`: points added between two lines (not above the first nor below the
    /// last: Apple documents it as the space between lines).
    public let lineSpacing: Double
    /// The units of every grapheme, spaces included, paragraph after paragraph (the newlines
    /// between them are not graphemes). 4 bytes a grapheme in an array of about that size: the
    /// engine rebuilds a Text for every font it is given (issue 18, engine bytes per node).
    let units: [Int32]
    /// Where each paragraph but the last ends in `units`: empty for one paragraph.
    let paragraphEnds: [Int32]
    /// The index in `units` of every space, ascending: the word breaks.
    let spaces: [Int32]
    /// The index in `units` of every grapheme a line may start at without a space before it,
    /// ascending: the letter after a hyphen, a dash or a slash inside a word ("Fit/|Fill",
    /// "well-|known"), with the real font only (``breaksAfter(_:ascii:)``). Empty for most strings.
    let softBreaks: [Int32]
    /// The widest paragraph in units (the unwrapped width).
    let widestParagraph: Int
    /// The fewest units a line holds: the widest grapheme, or the ellipsis when wider. A
    /// narrower proposal still shows one grapheme per line; taking the widest one as the line's
    /// room keeps the answer stable when it is proposed again (with the real font's unequal
    /// advances, one grapheme per line at width 0 and "ll" per line at the widest glyph's width
    /// would differ). Our model: SwiftUI's behavior below one glyph's width is not published.
    let minimumLineUnits: Int

    /// The model font at `metrics.size`.
    public init(_ string: String, metrics: FontMetrics, lineLimit: Int? = nil, reservedLines: Int? = nil) {
        self.init(string, measurer: TextMeasurer(.model, size: metrics.size), lineLimit: lineLimit, reservedLines: reservedLines)
    }

    public init(_ string: String, measurer: TextMeasurer, lineLimit: Int? = nil, reservedLines: Int? = nil, lineSpacing: Double = 0) {
        self.measurer = measurer
        // A negative or non-finite spacing is read as none (our model: SwiftUI's handling of a
        // negative `lineSpacing` is not published).
        self.lineSpacing = lineSpacing.isFinite ? Swift.max(lineSpacing, 0) : 0
        self.lineLimit = lineLimit.map { Swift.max($0, 1) }  // n < 1 is treated as 1 (§3.1)
        self.reservedLines = reservedLines.map { Swift.max($0, 1) }
        let built = Self.graphemeUnits(of: string, measurer)
        (units, paragraphEnds, spaces, softBreaks, widestParagraph) = (built.units, built.paragraphEnds, built.spaces, built.softBreaks, built.widestParagraph)
        let widest = Swift.max(Int(units.max() ?? 0), measurer.ellipsisUnits, 1)
        // On the pixel grid: the room of a line as wide as that grapheme once rounded up.
        self.minimumLineUnits = Swift.max(widest, Self.units(in: measurer.pixelAligned(Double(widest) * measurer.unit), measurer))
    }

    /// The model font's metrics (spacing, baselines of the model).
    public var metrics: FontMetrics { measurer.model }

    /// Measures every grapheme of `string`, paragraph by paragraph, noting the spaces, the soft
    /// breaks and where each paragraph ends. The units are reserved for the UTF-8 length (never
    /// fewer than the graphemes, as many for ASCII text) and copied to their count when that was
    /// far too much; the spaces for the string's space bytes.
    static func graphemeUnits(of string: String, _ measurer: TextMeasurer)
        -> (units: [Int32], paragraphEnds: [Int32], spaces: [Int32], softBreaks: [Int32], widestParagraph: Int)
    {
        var units: [Int32] = []
        var paragraphEnds: [Int32] = []
        var spaces: [Int32] = []
        var softBreaks: [Int32] = []
        units.reserveCapacity(string.utf8.count)
        spaces.reserveCapacity(string.utf8.reduce(0) { $0 + ($1 == 0x20 ? 1 : 0) })
        var widest = 0
        var paragraphUnits = 0
        // Whether the grapheme before allows a break after it (a hyphen after a word's letter),
        // and whether it is a space (or the paragraph's start). Bytes are compared where the
        // grapheme is ASCII: this runs for every grapheme of every text the engine builds.
        let breaksInWords = measurer.kind == .system
        var breakable = false
        var afterSpace = true
        for character in string {
            let ascii = character.asciiValue
            if ascii == 0x0A {
                paragraphEnds.append(Int32(units.count))
                widest = Swift.max(widest, paragraphUnits)
                paragraphUnits = 0
                (breakable, afterSpace) = (false, true)
                continue
            }
            if ascii == 0x20 { spaces.append(Int32(units.count)) }
            if breakable && character.isLetter { softBreaks.append(Int32(units.count)) }
            breakable = breaksInWords && !afterSpace && Self.breaksAfter(character, ascii: ascii)
            afterSpace = ascii.map { $0 == 0x20 || $0 == 0x09 } ?? character.isWhitespace
            let advance = Int32(clamping: measurer.units(character))
            units.append(advance)
            paragraphUnits += Int(advance)
        }
        widest = Swift.max(widest, paragraphUnits)
        if units.capacity > units.count + 16 {
            let measured = units
            units = Array(unsafeUninitializedCapacity: measured.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: measured)
            }
        }
        return (units, paragraphEnds, spaces, softBreaks, widest)
    }

    /// Whether a line may break after `character` inside a word, before a letter: a hyphen, a
    /// hyphen or en dash proper, an em dash, a slash (the Unicode line-breaking algorithm, UAX #14:
    /// classes HY, BA, B2 and SY allow a break after them before a letter, never before a digit;
    /// iOS's text system follows it). Only the real font's measurer uses it: the model font of
    /// layout-rules §3.3 breaks at spaces only.
    static func breaksAfter(_ character: Character, ascii: UInt8?) -> Bool {
        if let ascii { return ascii == 0x2D || ascii == 0x2F }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return scalar.value == 0x2010 || scalar.value == 0x2013 || scalar.value == 0x2014
    }

    /// The widest run of graphemes no line may break inside (the longest word, hyphenated parts
    /// apart), in units: a line narrower than it breaks the word between graphemes.
    var widestUnbreakableUnits: Int {
        var widest = 0
        var run = 0
        var nextSpace = 0
        var nextSoft = 0
        var nextParagraphEnd = 0
        for index in units.indices {
            if nextParagraphEnd < paragraphEnds.count, Int(paragraphEnds[nextParagraphEnd]) == index {
                (run, nextParagraphEnd) = (0, nextParagraphEnd + 1)
            }
            if nextSoft < softBreaks.count, Int(softBreaks[nextSoft]) == index { (run, nextSoft) = (0, nextSoft + 1) }
            if nextSpace < spaces.count, Int(spaces[nextSpace]) == index {
                (run, nextSpace) = (0, nextSpace + 1)
                continue
            }
            run += Int(units[index])
            widest = Swift.max(widest, run)
        }
        return widest
    }

    /// The graphemes of paragraph `index` in `units`.
    func paragraphRange(_ index: Int) -> Range<Int> {
        let start = index == 0 ? 0 : Int(paragraphEnds[index - 1])
        return start..<(index == paragraphEnds.count ? units.count : Int(paragraphEnds[index]))
    }

    /// The number of paragraphs (hard lines): one more than the newlines.
    var paragraphCount: Int { paragraphEnds.count + 1 }

    /// The units of graphemes `range`.
    func units(in range: Range<Int>) -> Int {
        var total = 0
        for index in range { total += Int(units[index]) }
        return total
    }

    /// Whether the string has no graphemes at all.
    var isEmpty: Bool { units.isEmpty && paragraphEnds.isEmpty }

    /// Steps 1–6 of §3.3 for `proposal`.
    public func measure(_ proposal: ProposedViewSize) -> Measurement {
        // 1. The zero proposal answers zero.
        if proposal.width == 0 && proposal.height == 0 {
            return Measurement(size: .zero, lineCount: 0, isTruncated: false)
        }
        // 2. Available width in whole units; a line holds at least its widest grapheme.
        let capacity = Swift.max(unitCapacity(proposal.width ?? .infinity), minimumLineUnits)
        // 4. How many lines fit.
        let maxLines = maximumLines(height: proposal.height ?? .infinity)
        // 3. Greedy line filling. When every paragraph fits on one line (nil, ∞ and wide
        // proposals: most of a stack's probes) the lines are the paragraphs: no wrapping needed.
        if capacity >= widestParagraph && paragraphCount <= maxLines {
            return measurement(widest: widestParagraph, lineCount: paragraphCount, isTruncated: false)
        }
        var lines = wrappedLines(capacity: capacity)
        // 5. Tail truncation of the last kept line.
        var truncated = false
        if lines.count > maxLines {
            let lastStart = lines[maxLines - 1]
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = truncatedLine(lastStart, capacity: capacity)
            truncated = true
        }
        return measurement(widest: lines.map(\.units).max() ?? 0, lineCount: lines.count, isTruncated: truncated)
    }

    /// The lines shown for `proposal` (what a picture draws): each line's text, "…" ending a
    /// truncated one, and its width in points. `string` is the string the model was made from.
    public func shownLines(of string: String, for proposal: ProposedViewSize) -> [(text: String, width: Double)] {
        if proposal.width == 0 && proposal.height == 0 { return [] }
        let capacity = Swift.max(unitCapacity(proposal.width ?? .infinity), minimumLineUnits)
        let maxLines = maximumLines(height: proposal.height ?? .infinity)
        var lines = wrappedLines(capacity: capacity)
        var truncatedLast = false
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = truncatedLine(lines[maxLines - 1], capacity: capacity)
            truncatedLast = true
        }
        let texts = string.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        return lines.enumerated().map { i, line in
            let paragraph = paragraphRange(line.paragraph)
            let isTruncated = truncatedLast && i == lines.count - 1
            // The graphemes from the line's start whose units add up to the line's.
            var remaining = isTruncated ? line.units - measurer.ellipsisUnits : line.units
            var end = line.start
            while end < paragraph.upperBound, remaining > 0 || units[end] == 0 {
                remaining -= Int(units[end])
                end += 1
            }
            let characters = texts[line.paragraph]
            let text = String(characters[(line.start - paragraph.lowerBound)..<(end - paragraph.lowerBound)]) + (isTruncated ? "…" : "")
            return (text, measurer.pixelAligned(Double(line.units) * measurer.unit))
        }
    }

    /// The ideal (unwrapped) width: the widest hard line.
    public var idealWidth: Double { measurer.pixelAligned(Double(widestParagraph) * measurer.unit) }

    /// First and last baselines for a measurement (step 7).
    public func baselines(_ measurement: Measurement) -> (first: Double, last: Double) {
        let last = Double(Swift.max(measurement.lineCount, 1) - 1) * (measurer.lineHeight + lineSpacing) + measurer.ascender
        return (measurer.ascender, last)
    }

    // MARK: Steps

    struct Line {
        var units: Int
        /// Where the line starts: its paragraph, and its first grapheme's index in `units`.
        var paragraph: Int
        var start: Int
    }

    /// Step 6. Size: widest shown line × unit, shown (or reserved) lines × line height and the
    /// line spacing between them, on the measurer's pixel grid.
    func measurement(widest: Int, lineCount: Int, isTruncated: Bool) -> Measurement {
        let shownLines = Swift.max(lineCount, reservedLines ?? 1)
        let size = Size(
            width: measurer.pixelAligned(Double(widest) * measurer.unit),
            height: measurer.pixelAligned(height(ofLines: shownLines)))
        return Measurement(size: size, lineCount: lineCount, isTruncated: isTruncated)
    }

    /// The height of `lines` lines: each line's height, and the line spacing between two.
    func height(ofLines lines: Int) -> Double {
        Double(lines) * measurer.lineHeight + Double(Swift.max(lines - 1, 0)) * lineSpacing
    }

    /// Step 2. The whole units that fit in `width`, once it is cut to the pixel grid (a line's
    /// width is rounded up to the grid, so it fits when it fits the grid width below `width`;
    /// this keeps an answer stable when it is proposed again).
    func unitCapacity(_ width: Double) -> Int {
        guard width.isFinite else { return Int.max }
        guard width > 0 else { return 0 }
        return Self.units(in: measurer.pixelFloor(width), measurer)
    }

    /// The whole units in `width`.
    static func units(in width: Double, _ measurer: TextMeasurer) -> Int {
        // The tiny epsilon absorbs floating-point noise in proposals such as 3 × 26.666….
        let count = (width / measurer.unit + 1e-9).rounded(.down)
        guard count >= 0 else { return 0 }  // NaN or negative metrics never trap Int(_:)
        return count >= Double(Int.max / 2) ? Int.max : Int(count)
    }

    /// Step 4. The floor is the lower line limit m (1 by default), not a fixed 1: a Text that
    /// reserves m lines is m lines tall, so it shows up to m lines. With a floor of 1 it reported
    /// m lines but truncated to what the proposed height held, and re-proposing that answer showed
    /// more text (breaking idempotence, §3.3).
    func maximumLines(height: Double) -> Int {
        let floor = reservedLines ?? 1
        // Clamped like unitCapacity: a huge height (1e308) or a zero line height gives more
        // lines than Int holds, and Int(_:) would trap.
        // n lines take n × lineHeight + (n − 1) × lineSpacing.
        let fitting = ((height + lineSpacing) / (measurer.lineHeight + lineSpacing) + 1e-9).rounded(.down)
        let byHeight = !height.isFinite || !(fitting < Double(Int.max / 2)) ? Int.max : Swift.max(floor, Int(Swift.max(fitting, 0)))
        return Swift.min(lineLimit ?? Int.max, byHeight)
    }

    /// Step 3. Greedy filling: a word joins the line when the space before it (none after a soft
    /// break) and the word fit; otherwise it starts a new line, and a word wider than a line is
    /// broken between graphemes (at least one grapheme per line).
    func wrappedLines(capacity: Int) -> [Line] {
        // A line holds at least one unit, so a zero capacity still shows one grapheme per line.
        let perLine = Swift.max(capacity, 1)
        var lines: [Line] = []
        var nextSpace = 0
        var nextSoft = 0
        for index in 0..<paragraphCount {
            let paragraph = paragraphRange(index)
            var current = 0
            var start = paragraph.lowerBound
            var started = false
            var wordStart = paragraph.lowerBound
            // The units between the previous word and this one: its space, none after a soft break.
            var separator = 0
            while true {
                // The word runs to the paragraph's next space (which belongs to neither word) or
                // soft break, or to its end.
                let space = nextSpace < spaces.count && Int(spaces[nextSpace]) < paragraph.upperBound ? Int(spaces[nextSpace]) : Int.max
                let soft = nextSoft < softBreaks.count && Int(softBreaks[nextSoft]) < paragraph.upperBound ? Int(softBreaks[nextSoft]) : Int.max
                let breaks = Swift.min(space, soft) != Int.max
                let word = wordStart..<(breaks ? Swift.min(space, soft) : paragraph.upperBound)
                var nextSeparator = 0
                if breaks && space < soft {
                    nextSpace += 1
                    wordStart = word.upperBound + 1
                    nextSeparator = Int(units[word.upperBound])
                } else if breaks {
                    nextSoft += 1
                    wordStart = word.upperBound
                }
                let wordUnits = units(in: word)
                defer { separator = nextSeparator }
                if started {
                    if current + separator + wordUnits <= perLine {
                        current += separator + wordUnits
                        if breaks { continue } else { break }
                    }
                    lines.append(Line(units: current, paragraph: index, start: start))
                }
                // The word starts a line (the breaking space is not shown); while it is wider
                // than a line, its longest fitting prefix (at least one grapheme) fills a line.
                start = word.lowerBound
                var rest = wordUnits
                while rest > perLine {
                    var taken = 0
                    var end = start
                    while end < word.upperBound, end == start || taken + Int(units[end]) <= perLine {
                        taken += Int(units[end])
                        end += 1
                    }
                    if end == word.upperBound { break }  // the last piece stays on the line
                    lines.append(Line(units: taken, paragraph: index, start: start))
                    rest -= taken
                    start = end
                }
                current = rest
                started = true
                if !breaks { break }
            }
            lines.append(Line(units: current, paragraph: index, start: start))
        }
        return lines
    }

    /// Step 5. The longest prefix of the rest of the paragraph that fits with "…" (at least the
    /// ellipsis).
    func truncatedLine(_ line: Line, capacity: Int) -> Line {
        let ellipsis = measurer.ellipsisUnits
        let room = capacity == Int.max ? Int.max : capacity - ellipsis
        let end = paragraphRange(line.paragraph).upperBound
        var kept = 0
        var index = line.start
        while index < end, kept + Int(units[index]) <= room {
            kept += Int(units[index])
            index += 1
        }
        return Line(units: kept + ellipsis, paragraph: line.paragraph, start: line.start)
    }
}
