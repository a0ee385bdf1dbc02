/// The deterministic text model (§3.3): greedy word wrapping with a character fallback, hard
/// newlines, line limits and tail truncation, on the model font of `FontMetrics`.
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

    public let metrics: FontMetrics
    public let lineLimit: Int?
    public let reservedLines: Int?
    /// Paragraphs (split at hard newlines), each a list of word lengths in graphemes.
    let paragraphs: [[Int]]
    /// The widest paragraph in graphemes (the unwrapped width).
    let widestParagraph: Int

    public init(_ string: String, metrics: FontMetrics, lineLimit: Int? = nil, reservedLines: Int? = nil) {
        self.metrics = metrics
        self.lineLimit = lineLimit.map { Swift.max($0, 1) }  // n < 1 is treated as 1 (§3.1)
        self.reservedLines = reservedLines.map { Swift.max($0, 1) }
        self.paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
        }
        self.widestParagraph = paragraphs.map { words in words.reduce(0, +) + Swift.max(words.count - 1, 0) }.max() ?? 0
    }

    /// Whether the string has no graphemes at all.
    var isEmpty: Bool { paragraphs.count == 1 && paragraphs[0] == [0] }

    /// Steps 1–6 of §3.3 for `proposal`.
    public func measure(_ proposal: ProposedViewSize) -> Measurement {
        // 1. The zero proposal answers zero.
        if proposal.width == 0 && proposal.height == 0 {
            return Measurement(size: .zero, lineCount: 0, isTruncated: false)
        }
        // 2. Available width in whole graphemes; ≤ 0 (ε) still places one grapheme per line.
        let capacity = graphemeCapacity(proposal.width ?? .infinity)
        // 4. How many lines fit.
        let maxLines = maximumLines(height: proposal.height ?? .infinity)
        // 3. Greedy line filling. When every paragraph fits on one line (nil, ∞ and wide
        // proposals: most of a stack's probes) the lines are the paragraphs: no wrapping needed.
        if capacity >= widestParagraph && paragraphs.count <= maxLines {
            let shownLines = Swift.max(paragraphs.count, reservedLines ?? 1)
            return Measurement(
                size: Size(width: Double(widestParagraph) * metrics.advance, height: Double(shownLines) * metrics.lineHeight),
                lineCount: paragraphs.count, isTruncated: false)
        }
        var lines = wrappedLines(capacity: capacity)
        // 5. Tail truncation of the last kept line.
        var truncated = false
        if lines.count > maxLines {
            let lastStart = lines[maxLines - 1]
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = truncatedLineLength(lastStart, capacity: capacity)
            truncated = true
        }
        // 6. Size: widest shown line × advance, shown (or reserved) lines × line height.
        let widest = lines.map(\.length).max() ?? 0
        let shownLines = Swift.max(lines.count, reservedLines ?? 1)
        return Measurement(
            size: Size(width: Double(widest) * metrics.advance, height: Double(shownLines) * metrics.lineHeight),
            lineCount: lines.count, isTruncated: truncated)
    }

    /// The ideal (unwrapped) width: the widest hard line.
    public var idealWidth: Double { Double(widestParagraph) * metrics.advance }

    /// First and last baselines for a measurement (step 7).
    public func baselines(_ measurement: Measurement) -> (first: Double, last: Double) {
        let last = Double(Swift.max(measurement.lineCount, 1) - 1) * metrics.lineHeight + metrics.ascender
        return (metrics.ascender, last)
    }

    // MARK: Steps

    struct Line {
        var length: Int
        /// Graphemes left in the paragraph from this line's start (for truncation).
        var remainingInParagraph: Int
    }

    func graphemeCapacity(_ width: Double) -> Int {
        guard width.isFinite else { return Int.max }
        guard width > 0 else { return 0 }
        // The tiny epsilon absorbs floating-point noise in proposals such as 3 × 26.666….
        let count = (width / metrics.advance + 1e-9).rounded(.down)
        guard count >= 0 else { return 0 }  // NaN or negative metrics never trap Int(_:)
        return count >= Double(Int.max / 2) ? Int.max : Int(count)
    }

    /// Step 4. The floor is the lower line limit m (1 by default), not a fixed 1: a Text that
    /// reserves m lines is m lines tall, so it shows up to m lines. With a floor of 1 it reported
    /// m lines but truncated to what the proposed height held, and re-proposing that answer showed
    /// more text (breaking idempotence, §3.3).
    func maximumLines(height: Double) -> Int {
        let floor = reservedLines ?? 1
        // Clamped like graphemeCapacity: a huge height (1e308) or a zero line height gives more
        // lines than Int holds, and Int(_:) would trap.
        let fitting = (height / metrics.lineHeight + 1e-9).rounded(.down)
        let byHeight = !height.isFinite || !(fitting < Double(Int.max / 2)) ? Int.max : Swift.max(floor, Int(Swift.max(fitting, 0)))
        return Swift.min(lineLimit ?? Int.max, byHeight)
    }

    func wrappedLines(capacity: Int) -> [Line] {
        let perLine = Swift.max(capacity, 1)
        var lines: [Line] = []
        for words in paragraphs {
            let total = words.reduce(0, +) + Swift.max(words.count - 1, 0)
            var consumed = 0
            var current = 0
            var started = false
            func finishLine() {
                lines.append(Line(length: current, remainingInParagraph: total - consumed + current))
            }
            for word in words {
                if started, current + 1 + word <= perLine {
                    current += 1 + word
                    consumed += 1 + word
                    continue
                }
                if started {
                    finishLine()
                    consumed += 1  // the breaking space is not shown
                }
                var rest = word
                while rest > perLine {
                    current = perLine
                    consumed += perLine
                    finishLine()
                    rest -= perLine
                }
                current = rest
                consumed += rest
                started = true
            }
            finishLine()
        }
        return lines
    }

    /// The longest prefix of the rest of the paragraph that fits with "…" (at least the ellipsis).
    func truncatedLineLength(_ line: Line, capacity: Int) -> Line {
        let room = capacity == Int.max ? Int.max : capacity - 1
        let kept = Swift.max(0, Swift.min(line.remainingInParagraph, room))
        return Line(length: kept + 1, remainingInParagraph: line.remainingInParagraph)
    }
}
