import Testing
@testable import LayoutCore

/// Text in stacks with the system font (`TextMetrics.system`, the command line's default): the
/// four cases of issue 37. What a published source shows is asserted as it shows it; the numbers
/// no source publishes are our model's, worked out in each comment from docs/text-metrics.md
/// (SF Pro's line height (1950 + 494) / 2048 em on a 3× grid, Inter's advances) and
/// docs/layout-rules.md. docs/text-metrics.md#text-in-stacks says what was searched for and not
/// found.
@Suite struct TextInStackObservationTests {
    /// One body line: 20.33 pt, the height fatbobman measured for `Text("Hello world")` on an
    /// iPhone 13 Pro (https://fatbobman.com/en/posts/layout-dimensions-1/).
    static let bodyLine = 61.0 / 3
    /// Two body lines: 2 × 20.287 rounded up once to the 3× grid (our model, text-metrics.md).
    static let twoBodyLines = 122.0 / 3

    static func placed(_ root: ViewNode, _ width: Double, _ height: Double) -> [PlacedView] {
        LayoutEngine(root).place(in: ProposedViewSize(width: width, height: height)).root.allViews
    }

    static func ideal(_ string: String, _ font: Font = .body) -> Size {
        TextModel(string, measurer: TextMeasurer(.system, size: font.size, weight: font.weight)).measure(.unspecified).size
    }

    /// The SwiftUI Field Guide's first HStack (https://www.swiftuifieldguide.com/layout/hstack,
    /// seed 003): the text is the least flexible child, so it is proposed a third of the space
    /// less the two default gaps, (200 − 16) / 3, and "renders with the text on two lines, even
    /// though there's enough space to render the text without word wrapping". The colours share
    /// what the text leaves (§10.4, our model's numbers).
    @Test func aTextBetweenTwoColoursGetsAThirdAndWraps() throws {
        let views = Self.placed(HStack {
            Color.purple
            Text("Hello, world")
            Color.pink
        }.node, 200, 100)
        let text = try #require(views.first { $0.name == "Text" })
        #expect(text.proposal.width.map { abs($0 - 184.0 / 3) < 1e-9 } == true)
        #expect(abs(text.frame.height - Self.twoBodyLines) < 1e-9)
        // The wrapped text is as wide as its wider line, "Hello," or "world" (our model).
        let widest = max(Self.ideal("Hello,").width, Self.ideal("world").width)
        #expect(text.frame.width == widest && widest < 184.0 / 3)
        let colours = views.filter { $0.name == "Color" }.map(\.frame.width)
        #expect(colours.count == 2 && colours.allSatisfy { abs($0 - (184 - widest) / 2) < 1e-9 })
    }

    /// The Field Guide's second example: with `layoutPriority(1)` "the text is rendered at its
    /// ideal size", one line, and the rectangles share the rest.
    @Test func withPriorityTheTextTakesItsIdealSize() throws {
        let views = Self.placed(HStack {
            Color.blue
            Text("Hello, world").layoutPriority(1)
            Color.green
        }.node, 240, 100)
        let text = try #require(views.first { $0.name == "Text" })
        #expect(text.frame.size == Self.ideal("Hello, world"))
        #expect(abs(text.frame.height - Self.bodyLine) < 1e-9)
        let colours = views.filter { $0.name == "Color" }.map(\.frame.width)
        #expect(colours.allSatisfy { abs($0 - (224 - text.frame.width) / 2) < 1e-9 })
    }

    /// `Spacer(minLength:)` between two texts. Apple: the spacer is "the minimum length this
    /// spacer can be shrunk to" (https://developer.apple.com/documentation/swiftui/spacer/minlength)
    /// and, in an HStack, expands "moving sibling views out of the way"
    /// (https://developer.apple.com/documentation/swiftui/spacer). A spacer's gap to its
    /// neighbours is 0 (layout-rules §4.2, OpenSwiftUI's Spacer), so the texts sit at the row's
    /// ends when it is wide, and wrap before the spacer goes below its minimum when it is narrow.
    @Test func spacerMinLengthBetweenTexts() throws {
        let row = HStack {
            Text("Leading")
            Spacer(minLength: 20)
            Text("Trailing")
        }.node
        let wide = Self.placed(row, 390, 100)
        let leading = try #require(wide.first { $0.label == "Text(\"Leading\")" }), trailing = try #require(wide.first { $0.label == "Text(\"Trailing\")" })
        let spacer = try #require(wide.first { $0.name == "Spacer" })
        #expect(leading.frame.minX == 0 && abs((trailing.frame.minX + trailing.frame.width) - 390) < 1e-9)
        #expect(abs(spacer.frame.width - (390 - leading.frame.width - trailing.frame.width)) < 1e-9)
        // 100 pt: the spacer keeps at least 20, the texts share the other 80 and wrap (our model
        // of §10.4: the less flexible "Hello" is offered 80 / 2 first).
        let narrow = Self.placed(HStack {
            Text("Hello")
            Spacer(minLength: 20)
            Text("World")
        }.node, 100, 100)
        let gap = try #require(narrow.first { $0.name == "Spacer" })
        let texts = narrow.filter { $0.name == "Text" }
        #expect(gap.frame.width >= 20)
        #expect(texts[0].proposal.width == 40 && abs(texts[1].frame.minX - (gap.frame.minX + gap.frame.width)) < 1e-9)
        #expect(abs((texts[1].frame.minX + texts[1].frame.width) - 100) < 1e-9)
    }

    /// A padded `Text` at the caption size inside a VStack. Caption is 12 pt at the Large
    /// Dynamic Type size (Apple HIG, Typography: https://developer.apple.com/design/human-interface-guidelines/typography);
    /// one line of SF Pro at 12 pt is (1950 + 494) / 2048 × 12 = 14.32, 14.33 on the 3× grid (our
    /// model, text-metrics.md); `padding()` adds 16 on each edge (§8.1). The padded text's edges
    /// are a generic view's, so the gap to the body text below is the generic-above-text
    /// distance, 6 in our model (§3.2: OpenSwiftUI's formula with the model font's metrics; SF
    /// Pro's give ≈ 6.43, text-metrics.md says why the model keeps 6).
    @Test func aPaddedCaptionTextInAStack() throws {
        let views = Self.placed(VStack {
            Text("Hello").font(.caption).padding()
            Text("World")
        }.node, 390, 763)
        let caption = try #require(views.first { $0.label == "Text(\"Hello\")" })
        #expect(abs(caption.frame.height - 43.0 / 3) < 1e-9)
        #expect(caption.frame.width == Self.ideal("Hello", .caption).width)
        let padded = try #require(views.first { $0.name == "padding" })
        #expect(abs(padded.frame.height - (43.0 / 3 + 32)) < 1e-9)
        #expect(padded.frame.width == caption.frame.width + 32)
        let body = try #require(views.first { $0.label == "Text(\"World\")" })
        #expect(abs(body.frame.minY - (padded.frame.minY + padded.frame.height) - 6) < 1e-9)
    }

    /// A `Text` filling a row beside `Spacer(minLength: 0)`: with no minimum and no gap to the
    /// spacer (§4.2), the text is offered the whole row, wraps inside it, and the spacer takes
    /// what its lines leave; the text sits at the leading edge (Apple's Spacer documentation:
    /// the spacer pushes its siblings to the other end).
    @Test func aTextFillingARowBesideAZeroMinimumSpacer() throws {
        let string = "A long title that fills the row and wraps onto a second line"
        let views = Self.placed(HStack {
            Text(string)
            Spacer(minLength: 0)
        }.node, 390, 200)
        let text = try #require(views.first { $0.name == "Text" })
        let spacer = try #require(views.first { $0.name == "Spacer" })
        #expect(text.proposal.width == 390 && text.frame.minX == 0)
        #expect(text.frame.width <= 390 && Self.ideal(string).width > 390)
        #expect(abs(text.frame.height - Self.twoBodyLines) < 1e-9)
        #expect(abs(spacer.frame.width - (390 - text.frame.width)) < 1e-9)
    }
}
