// The deterministic text model (§3.3). Every number here is `model`: 8-pt advance and 20-pt
// lines at 17 pt, scaled linearly with the font size.
import XCTest
@testable import LayoutCore

final class TextModelTests: XCTestCase {
    func measure(_ s: String, _ w: Double?, _ h: Double?, size: Double = 17, limit: Int? = nil, reserved: Int? = nil) -> TextModel.Measurement {
        TextModel(s, metrics: FontMetrics(size: size), lineLimit: limit, reservedLines: reserved).measure(ProposedViewSize(width: w, height: h))
    }

    func answer(_ view: some View, _ p: ProposedViewSize) -> Size { LayoutEngine(view, environment: .modelFont).sizeThatFits(p) }

    /// Ideal size: one line per hard line, widest line × 8, lines × 20; ∞ ≡ nil (§3.1).
    func testIdealSize() {
        XCTAssertEqual(measure("Hello, world", nil, nil).size, Size(width: 96, height: 20))  // model: 12 × 8
        XCTAssertEqual(measure("Hello, world", .infinity, .infinity).size, Size(width: 96, height: 20))  // model: ∞ ≡ nil
        XCTAssertEqual(measure("Hello, world", 500, 500).size, Size(width: 96, height: 20))  // model: never grows
    }

    /// Word wrapping at spaces; the reported width is the widest wrapped line (seed 003's 78).
    func testWordWrapping() {
        let m = measure("Hello, world", 78, nil)
        XCTAssertEqual(m.size, Size(width: 48, height: 40))  // model: "Hello," / "world"
        XCTAssertEqual(m.lineCount, 2)
        XCTAssertEqual(measure("a bb ccc dddd", 48, nil).size, Size(width: 32, height: 60))  // model: 6 per line: "a bb" / "ccc" / "dddd"
    }

    /// A word wider than the line breaks between characters, at least one per line.
    func testCharacterFallback() {
        let m = measure("Supercalifragilistic", 50, nil)  // 20 graphemes, 6 per line
        XCTAssertEqual(m.size, Size(width: 48, height: 80))  // model: 6 + 6 + 6 + 2
        XCTAssertEqual(m.lineCount, 4)
        XCTAssertEqual(measure("ab cdefghij", 40, nil).size, Size(width: 40, height: 60))  // model: "ab" / "cdefg" / "hij"
    }

    /// Hard newlines always break, empty lines count.
    func testHardNewlines() {
        XCTAssertEqual(measure("ab\ncdef", nil, nil).size, Size(width: 32, height: 40))  // model
        XCTAssertEqual(measure("ab\ncdef", 16, nil).size, Size(width: 16, height: 60))  // model: "ab" / "cd" / "ef"
        XCTAssertEqual(measure("a\n\nb", nil, nil).size, Size(width: 8, height: 60))  // model: 3 lines
    }

    /// lineLimit(n): at most n lines, the last one truncated with "…" (one advance).
    func testLineLimitAndTailTruncation() {
        let m = measure("one two three", 40, nil, limit: 2)  // 5 per line: "one" / "two" / "three"
        XCTAssertEqual(m.lineCount, 2)
        XCTAssertTrue(m.isTruncated)
        XCTAssertEqual(m.size, Size(width: 40, height: 40))  // model: "one" / "two …" → 4 + ellipsis = 5 glyphs
        XCTAssertEqual(measure("one two three", nil, nil, limit: 1).size, Size(width: 104, height: 20))  // model: fits, no truncation
        XCTAssertEqual(measure("Hello", 50, nil, limit: 0).lineCount, 1)  // model: n < 1 is 1 (§3.1)
        XCTAssertEqual(measure("Hello", nil, nil, limit: 3, reserved: 3).size, Size(width: 40, height: 60))  // model: reservesSpace
        // A Text reserving 3 lines is 3 lines tall, so it shows up to 3 lines even when the
        // proposed height holds fewer (keeps re-proposing its answer stable).
        XCTAssertEqual(measure("Hello, world", 64, 0, limit: 3, reserved: 3).size, Size(width: 48, height: 60))  // model
        XCTAssertFalse(measure("Hello, world", 64, 0, limit: 3, reserved: 3).isTruncated)
    }

    /// The lines a picture draws are the lines measured: same breaks, same widths, "…" on the
    /// truncated one.
    func testShownLinesAreTheMeasuredLines() {
        func shown(_ s: String, _ w: Double?, limit: Int? = nil) -> [String] {
            TextModel(s, metrics: FontMetrics(size: 17), lineLimit: limit).shownLines(of: s, for: ProposedViewSize(width: w, height: nil)).map(\.text)
        }
        XCTAssertEqual(shown("Hello, world", 78), ["Hello,", "world"])  // model: seed 003's wrap
        XCTAssertEqual(shown("ab cdefghij", 40), ["ab", "cdefg", "hij"])  // model: character fallback
        XCTAssertEqual(shown("ab\ncdef", nil), ["ab", "cdef"])  // model: hard newline
        XCTAssertEqual(shown("one two three", 40, limit: 2), ["one", "two …"])  // model: 4 glyphs + ellipsis
        let lines = TextModel("one two three", metrics: FontMetrics(size: 17), lineLimit: 2).shownLines(of: "one two three", for: ProposedViewSize(width: 40, height: nil))
        XCTAssertEqual(lines.map(\.width), [24, 40])  // model: 3 × 8 and 5 × 8, the measured width
        // The system font: the widths are the measurement's, line by line.
        let system = TextModel("Hello world", measurer: TextMeasurer(.system, size: 17))
        XCTAssertEqual(system.shownLines(of: "Hello world", for: .unspecified).map(\.width), [system.measure(.unspecified).size.width])
    }

    /// Words and paragraphs are found in one array of units: the spaces and hard lines of every
    /// paragraph, not only the first, break where they did.
    func testWordsOfEveryParagraph() {
        func shown(_ s: String, _ w: Double?, limit: Int? = nil) -> [String] {
            TextModel(s, metrics: FontMetrics(size: 17), lineLimit: limit).shownLines(of: s, for: ProposedViewSize(width: w, height: nil)).map(\.text)
        }
        XCTAssertEqual(shown("ab cd\nef gh ij", 16), ["ab", "cd", "ef", "gh", "ij"])  // model: 2 graphemes a line
        XCTAssertEqual(shown("x\none two three", 40, limit: 3), ["x", "one", "two …"])  // model: the second paragraph truncated
        XCTAssertEqual(shown("a  b", 8), ["a", "", "b"])  // model: two spaces hold an empty word
        XCTAssertEqual(measure("a  b", 8, nil).size, Size(width: 8, height: 60))  // model: its line counts
        XCTAssertEqual(measure("ab cd\n\nef gh", 40, nil).size, Size(width: 40, height: 60))  // model: "ab cd" / "" / "ef gh"
    }

    /// A grapheme's units take 4 bytes, in an array of about the graphemes' count, also when the
    /// UTF-8 length (what is reserved) is three times that (issue 18: engine bytes per node).
    func testUnitsAreStoredAtTheirCount() {
        for string in [String(repeating: "word ", count: 40), String(repeating: "漢字", count: 50), String(repeating: "é\n", count: 30)] {
            let model = TextModel(string, metrics: FontMetrics(size: 17))
            XCTAssertEqual(model.units.count + model.paragraphEnds.count, string.count)
            XCTAssertLessThanOrEqual(model.units.capacity, model.units.count + 16, "\(string.prefix(10))…")
        }
    }

    /// A height holding fewer lines truncates; a height below one line still shows one line.
    func testHeightTruncationAndOneLineMinimum() {
        let m = measure("one two three", 40, 45)  // room for 2 lines
        XCTAssertEqual(m.size, Size(width: 40, height: 40))  // model
        XCTAssertTrue(m.isTruncated)
        XCTAssertEqual(measure("Hello", 100, 5).size, Size(width: 40, height: 20))  // model: one-line minimum
        XCTAssertEqual(measure("Hello", 100, 0).size, Size(width: 40, height: 20))  // model: (100 × 0) is not the zero proposal
        XCTAssertEqual(measure("Hello world", 100, 5).size, Size(width: 88, height: 20))  // model: fits on one line
    }

    /// (0 × 0) → (0 × 0); width 0 with another height goes through the model with ε: one glyph
    /// per line (§3.1, §3.3 steps 1–2, 6).
    func testZeroProposals() {
        XCTAssertEqual(measure("Hello", 0, 0).size, .zero)  // model (§3.3 step 1)
        XCTAssertEqual(measure("Hello", 0, nil).size, Size(width: 8, height: 100))  // model: 5 lines of one glyph
        XCTAssertEqual(measure("Hello", 0, 40).size, Size(width: 8, height: 40))  // model: 2 lines, truncated
        XCTAssertEqual(measure("", nil, nil).size, Size(width: 0, height: 20))  // model: empty string, one line
        XCTAssertEqual(measure("", 0, 0).size, .zero)  // model
    }

    /// Fonts scale every metric: .largeTitle 34 pt → 16-pt advance, 40-pt lines.
    func testFontScaling() {
        XCTAssertEqual(measure("Hello", nil, nil, size: 34).size, Size(width: 80, height: 40))  // model
        XCTAssertEqual(answer(Text("Hello").font(.largeTitle), .unspecified), Size(width: 80, height: 40))  // model, via the environment
        XCTAssertEqual(answer(Text("Hello").font(.caption2), .unspecified).rounded, Size(width: 25.882, height: 12.941))  // model: 11 / 17
        XCTAssertEqual(answer(Text("Hello").font(.system(size: 8.5)), .unspecified), Size(width: 20, height: 10))  // model: half size
        let m = FontMetrics(size: 17)
        XCTAssertEqual([m.genericAboveText, m.textAboveGeneric], [6, 10])  // model: §3.3 derived spacings
    }

    /// The zero-width probe: a stack asking the Text itself gets width 0 (length query), while a
    /// wrapper (padding) runs a full size request and reports one glyph + padding (§3.1).
    func testZeroWidthProbeShortcutOnlyForTheTextItself() {
        func trace(_ view: some View) -> (LayoutEngine, [TraceEvent]) {
            let engine = LayoutEngine(view, environment: .modelFont)
            engine.isTracing = true
            _ = engine.sizeThatFits(ProposedViewSize(width: 100, height: 50))
            return (engine, engine.trace)
        }
        // Direct: the HStack's width-0 probe of the Text is a length query answered 0.
        let (direct, events) = trace(HStack(spacing: 0) { Color.red.layoutPriority(1); Text("Hello") })
        let probes = events.filter { $0.kind == .length(.horizontal) && direct.layout(of: $0.node) is TextLayout }
        XCTAssertEqual(probes.map(\.proposal), [ProposedViewSize(width: 0, height: 50)])
        XCTAssertEqual(probes.map(\.answer.width), [0])  // model (§3.3 step 8)
        // Observable effect: the Color (higher priority) is offered everything: 100 − 0.
        let placed = direct.place(in: ProposedViewSize(width: 100, height: 50)).root
        XCTAssertEqual(placed.children.map(\.frame.width), [100, 8])  // model: Text then gets 0 → one glyph column, truncated

        // Through padding: the wrapper's minimum is a full size request: 8 (one glyph) + 20.
        let padded = LayoutEngine(HStack(spacing: 0) { Color.red.layoutPriority(1); Text("Hello").padding(10) }, environment: .modelFont)
        padded.isTracing = true
        let layout = padded.place(in: ProposedViewSize(width: 100, height: 50)).root
        XCTAssertEqual(layout.children.map(\.frame.width), [72, 28])  // model: 100 − (8 + 20) for the Color
        XCTAssertFalse(padded.trace.contains { $0.kind == .length(.horizontal) && padded.layout(of: $0.node) is TextLayout })
        XCTAssertEqual(padded.sizeThatFits(node: layout.children[1].node, ProposedViewSize(width: 0, height: 50)), Size(width: 28, height: 40))  // model
    }

    /// Baselines (§3.3 step 7): first = ascender, last = (lines − 1) × 20 + ascender.
    func testBaselines() {
        let model = TextModel("Hello, world", metrics: FontMetrics(size: 17))
        let b = model.baselines(model.measure(ProposedViewSize(width: 78, height: nil)))
        XCTAssertEqual(b.first, 16)  // model
        XCTAssertEqual(b.last, 36)  // model
    }
}

extension Size {
    /// Rounded to the house format's 3 decimals.
    var rounded: Size {
        Size(width: (width * 1000).rounded() / 1000, height: (height * 1000).rounded() / 1000)
    }
}
