import LayoutCore
import SwiftUISource
import Testing

/// Custom alignment guides declared in the input: `extension VerticalAlignment { static let
/// firstThird = VerticalAlignment(FirstThirdAlignment.self) }` with the `AlignmentID`'s
/// `defaultValue(in:)`, used by stacks and ZStacks and overridden with `alignmentGuide`.
///
/// The code is Apple's (https://developer.apple.com/documentation/swiftui/alignmentid: the
/// `firstThird` guide, "one-third of the height of the aligned view", three stripe groups of
/// heights 60, 120 and 90 in `HStack(alignment: .firstThird, spacing: 1)`, then the first one
/// given `alignmentGuide(.firstThird) { context in 2 * context.height / 3 }`). Apple shows the
/// result as a figure; the numbers below are that documented rule worked out (our model's
/// arithmetic: a stack lines up its children's guides, §10.3 step 8).
@Suite struct CustomAlignmentTests {
    static let declarations = """
        private struct FirstThirdAlignment: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat {
                context.height / 3
            }
        }

        extension VerticalAlignment {
            static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
        }

        struct HorizontalStripes: View {
            var body: some View {
                VStack(spacing: 1) {
                    ForEach(0..<3) { _ in Color.blue }
                }
            }
        }
        """

    /// The frames of the views whose label starts with `prefix`, in order.
    static func frames(_ source: String, view: String, _ prefix: String) throws -> [Rect] {
        let parsed = try SwiftUISource.parse(source, fileName: "Stripes.swift", options: SourceOptions(viewName: view))
        return LayoutEngine(parsed.root).place(in: ProposedViewSize(width: 300, height: 400)).root.allViews
            .filter { $0.label.hasPrefix(prefix) }.map(\.frame)
    }

    /// Apple's `StripesGroup`: the guides are 60 / 3 = 20, 120 / 3 = 40 and 90 / 3 = 30 below
    /// each top, so the tops are 20, 0 and 10 below the stack's (120 tall, centred in 400: 140).
    @Test func applesFirstThirdLinesUpEachGroupAtOneThirdOfItsHeight() throws {
        let source = Self.declarations + """

            struct StripesGroup: View {
                var body: some View {
                    HStack(alignment: .firstThird, spacing: 1) {
                        HorizontalStripes().frame(height: 60)
                        HorizontalStripes().frame(height: 120)
                        HorizontalStripes().frame(height: 90)
                    }
                }
            }
            """
        let groups = try Self.frames(source, view: "StripesGroup", "frame(height:")
        #expect(groups.map(\.minY) == [160, 140, 150])
        #expect(try Self.frames(source, view: "StripesGroup", "HStack").first?.height == 120)
    }

    /// Apple's second step: the first group's guide set to two thirds of its height (40): the
    /// first and second groups' tops line up (0 and 0), the third 10 below; still 120 tall.
    @Test func alignmentGuideOverridesTheDefaultValue() throws {
        let source = Self.declarations + """

            struct StripesGroup: View {
                var body: some View {
                    HStack(alignment: .firstThird, spacing: 1) {
                        HorizontalStripes().frame(height: 60)
                            .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
                        HorizontalStripes().frame(height: 120)
                        HorizontalStripes().frame(height: 90)
                    }
                }
            }
            """
        let groups = try Self.frames(source, view: "StripesGroup", "frame(height:")
        #expect(groups.map(\.minY) == [140, 140, 150])
    }

    /// Passed as the code itself (a snippet holding the declarations), the guide is evaluated
    /// the same way: before this rule it was refused ("unknown vertical alignment").
    @Test func aSnippetThatDeclaresTheGuideIsEvaluated() throws {
        let snippet = Self.declarations + """

            HStack(alignment: .firstThird, spacing: 1) {
                Color.red.frame(width: 10, height: 60)
                Color.blue.frame(width: 10, height: 90)
            }
            """
        // Guides 20 and 30: the 60-tall view's top is 10 below the 90-tall one's.
        let parsed = try SwiftUISource.parse(snippet, fileName: "snippet.swift")
        let views = LayoutEngine(parsed.root).place(in: ProposedViewSize(width: 300, height: 400)).root.allViews
        let tops = views.filter { $0.label.hasPrefix("frame(width: 10") }.map(\.frame.minY)
        #expect(tops.count == 2 && tops[0] - tops[1] == 10, "\(tops)")
    }

    /// A ZStack aligned by `Alignment(horizontal: .leading, vertical: .oneQuarter)`, a guide
    /// nested in its extension (`enum … : AlignmentID` inside `extension VerticalAlignment`),
    /// whose default reads other guides (`(d[.top] + d[VerticalAlignment.center]) / 2`, a
    /// quarter of the height). Our model's arithmetic (§11: the union of the aligned frames):
    /// 100-tall guide 25, 40-tall guide 10 → union [−25, 75], 100 tall; the small view's top 15
    /// below the large one's; both leading-aligned.
    @Test func aZStackAlignsByACustomVerticalGuideAndABuiltInHorizontalOne() throws {
        let source = """
            extension VerticalAlignment {
                private enum OneQuarterAlignment: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat {
                        (d[.top] + d[VerticalAlignment.center]) / 2
                    }
                }
                static let oneQuarter = VerticalAlignment(OneQuarterAlignment.self)
            }
            struct Badge: View {
                var body: some View {
                    ZStack(alignment: Alignment(horizontal: .leading, vertical: .oneQuarter)) {
                        Color.red.frame(width: 100, height: 100)
                        Color.blue.frame(width: 50, height: 40)
                    }
                }
            }
            """
        let frames = try Self.frames(source, view: "Badge", "frame(width:")
        #expect(frames.count == 2)
        #expect(frames[1].minY - frames[0].minY == 15)
        #expect(frames[1].minX == frames[0].minX)
    }

    /// Apple's `LayeredVerticalStripes` (https://developer.apple.com/documentation/swiftui/horizontalalignment,
    /// "Composite alignment"): `oneQuarter` is `context.width / 4`; a ZStack aligned by
    /// `Alignment(horizontal: .oneQuarter, vertical: .center)` holds 300 × 150 and 180 × 80
    /// stripes. Apple: it "centers the two sets vertically and aligns them horizontally one
    /// quarter of the way from the leading edge of each set … this aligns the right edges of the
    /// left-most stripes of each set". Worked out (our model's arithmetic of that rule): guides 75
    /// and 45, so the small set starts 30 in; stripes (300 − 3) / 4 = 74.25 and (180 − 3) / 4 =
    /// 44.25 wide, whose right edges are both 74.25 from the large set's leading edge.
    @Test func applesLayeredVerticalStripesLineUpTheFirstStripesRightEdges() throws {
        let source = """
            private struct OneQuarterAlignment: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat {
                    context.width / 4
                }
            }

            extension HorizontalAlignment {
                static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
            }

            struct LayeredVerticalStripes: View {
                var body: some View {
                    ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .center)) {
                        verticalStripes(color: .blue)
                            .frame(width: 300, height: 150)
                        verticalStripes(color: .green)
                            .frame(width: 180, height: 80)
                    }
                }

                private func verticalStripes(color: Color) -> some View {
                    HStack(spacing: 1) {
                        ForEach(0..<4) { _ in color }
                    }
                }
            }
            """
        let sets = try Self.frames(source, view: "LayeredVerticalStripes", "frame(width:")
        let blue = try Self.frames(source, view: "LayeredVerticalStripes", "Color.blue")
        let green = try Self.frames(source, view: "LayeredVerticalStripes", "Color.green")
        #expect(sets.count == 2 && blue.count == 4 && green.count == 4)
        #expect(sets[1].minX - sets[0].minX == 30)
        #expect(sets[1].minY - sets[0].minY == 35)  // centred: (150 − 80) / 2
        #expect(blue[0].minX + blue[0].width == green[0].minX + green[0].width)
        #expect(blue[0].minX + blue[0].width - sets[0].minX == 74.25)
    }

    /// A horizontal custom guide carried out of a nested stack: the VStack's second row sets
    /// the guide at its leading edge; the outer VStack lines that up with the default of the
    /// other row (its trailing edge, `context[.trailing]`). Our model: a container reports a
    /// child's explicit custom guide (§8.6), so the inner row's leading edge sits under the
    /// 80-wide view's trailing edge, 80 to the right of it.
    @Test func aCustomHorizontalGuideSetDeepInsideIsLinedUp() throws {
        let source = """
            struct TrailingEdge: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
            }
            extension HorizontalAlignment {
                static let labelEdge = HorizontalAlignment(TrailingEdge.self)
            }
            struct Form: View {
                var body: some View {
                    VStack(alignment: .labelEdge, spacing: 0) {
                        Color.red.frame(width: 80, height: 10)
                        HStack(spacing: 0) {
                            Color.green.frame(width: 30, height: 10)
                            Color.blue.frame(width: 40, height: 10)
                                .alignmentGuide(.labelEdge) { d in d[.leading] }
                        }
                    }
                }
            }
            """
        let frames = try Self.frames(source, view: "Form", "frame(width:")
        #expect(frames.count == 3)
        #expect(frames[2].minX == frames[0].minX + frames[0].width, "\(frames)")
    }

    /// A guide the input names but does not declare (another module's): in a snippet it is a
    /// located error; in code that compiles it is centred and the finding says so (a stated
    /// assumption, never a silent default).
    @Test func anUndeclaredGuideIsAnErrorOrAStatedAssumption() throws {
        #expect {
            _ = try SwiftUISource.parse("HStack(alignment: .firstThird) { Color.red }", fileName: "snippet.swift")
        } throws: { "\($0)".contains("snippet.swift:1:19") && "\($0)".contains("unknown vertical alignment .firstThird") }
        let parsed = try SwiftUISource.parse("""
            struct Row: View {
                var body: some View { HStack(alignment: .avatarCenter) { Color.red } }
            }
            """, fileName: "Row.swift", options: SourceOptions(inputCompiles: true))
        #expect(parsed.assumptions.contains { $0.message.contains("custom alignment .avatarCenter is taken as .center") && $0.message.contains("not declared") })
        // Declared here, but from another module's AlignmentID: the same stated assumption in
        // code that compiles, a located error in a snippet.
        let imported = """
            extension VerticalAlignment { static let card = VerticalAlignment(ThemeKit.CardAlignment.self) }
            struct Row: View {
                var body: some View { HStack(alignment: .card) { Color.red } }
            }
            """
        let compiled = try SwiftUISource.parse(imported, fileName: "Row.swift", options: SourceOptions(inputCompiles: true))
        #expect(compiled.assumptions.contains { $0.message.contains("custom alignment .card is taken as .center") }, "\(compiled.assumptions.map(\.message))")
        #expect {
            _ = try SwiftUISource.parse(imported, fileName: "Row.swift")
        } throws: { "\($0)".contains("Row.swift:1:") && "\($0)".contains("ThemeKit.CardAlignment") }
    }

    /// A default value the model cannot evaluate (statements with logic; a text baseline, which
    /// would need the view's explicit guides) is a located error in a snippet; in code that
    /// compiles the guide defaults to the centre and the finding says so, naming where the
    /// default is (never a silent default).
    @Test func aDefaultValueItCannotEvaluateIsAnErrorOrAStatedAssumption() throws {
        for body in ["let h = d.height\n        return h / 2", "d[.firstTextBaseline]"] {
            let source = """
                struct Mid: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat {
                        \(body)
                    }
                }
                extension VerticalAlignment { static let mid = VerticalAlignment(Mid.self) }
                struct Row: View {
                    var body: some View { HStack(alignment: .mid) { Color.red } }
                }
                """
            #expect {
                _ = try SwiftUISource.parse(source, fileName: "Row.swift")
            } throws: { "\($0)".contains("Row.swift:") && "\($0)".contains("Mid.defaultValue(in:)") }
            let compiled = try SwiftUISource.parse(source, fileName: "Row.swift", options: SourceOptions(inputCompiles: true))
            #expect(compiled.assumptions.contains {
                $0.message.contains("custom alignment .mid defaults to the centre") && $0.message.contains("Mid.defaultValue(in:)") && $0.message.contains("Row.swift:")
            }, "\(compiled.assumptions.map(\.message))")
        }
    }

    /// Guides declared in several extensions of the alignment types, in two files, as real
    /// projects do (one extension per guide, an `Alignment` of the input's own combining them):
    /// each is found (the index merges the extensions of one type). Our model's arithmetic: bottoms line up by `.rowBottom` (`d[.bottom]`),
    /// leading edges by `.rowLeading` (`d[.leading]`) in the ZStack of the combined alignment.
    @Test func guidesFromSeveralExtensionsAndFilesAreFound() throws {
        let guides = """
            extension VerticalAlignment {
                private struct RowBottom: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
                }
                static let rowBottom = VerticalAlignment(RowBottom.self)
            }
            extension HorizontalAlignment {
                private enum RowLeading: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
                }
                static let rowLeading = HorizontalAlignment(RowLeading.self)
            }
            extension Alignment {
                static let rowCorner = Alignment(horizontal: .rowLeading, vertical: .rowBottom)
            }
            """
        let view = """
            extension VerticalAlignment { static let unrelated = VerticalAlignment.top }
            struct Corner: View {
                var body: some View {
                    ZStack(alignment: .rowCorner) {
                        Color.red.frame(width: 100, height: 60)
                        Color.blue.frame(width: 40, height: 20)
                    }
                }
            }
            """
        let project = SourceProject(files: [.init(path: "Corner.swift", text: view), .init(path: "Guides.swift", text: guides)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Corner" })
        let evaluation = project.evaluate(declaration, form: .view)
        let first = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(!first.assumptions.contains { $0.message.contains("custom alignment") }, "\(first.assumptions.map(\.message))")
        let frames = LayoutEngine(first.root).place(in: ProposedViewSize(width: 300, height: 300)).root.allViews
            .filter { $0.label.hasPrefix("frame(width:") }.map(\.frame)
        #expect(frames.count == 2)
        #expect(frames[0].minX == frames[1].minX)
        #expect(frames[0].minY + frames[0].height == frames[1].minY + frames[1].height)
    }

    /// A custom `Layout` reading a custom guide from its subviews' dimensions sees the same
    /// guide as the views: its `AlignmentID`'s default (`context.width / 4`: 10 for a 40-wide
    /// view) and the value `alignmentGuide(.oneQuarter)` sets (80). Our model's arithmetic of the
    /// layout's own code: each subview's guide goes on the bounds' centre, x = 100 − guide.
    @Test func aCustomLayoutReadsTheDeclaredGuide() throws {
        let snippet = """
            private struct OneQuarterAlignment: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
            }
            extension HorizontalAlignment {
                static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
            }
            struct QuarterColumn: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 200, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for subview in subviews {
                        let d = subview.dimensions(in: .unspecified)
                        subview.place(at: CGPoint(x: bounds.midX - d[.oneQuarter], y: y), proposal: .unspecified)
                        y += d.height
                    }
                }
            }
            QuarterColumn {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 80, height: 10).alignmentGuide(.oneQuarter) { d in d.width }
            }
            """
        let parsed = try SwiftUISource.parse(snippet, fileName: "snippet.swift")
        let root = LayoutEngine(parsed.root).place(in: ProposedViewSize(width: 200, height: 100)).root
        #expect(root.children.map(\.frame.minX) == [90, 20])
    }

    /// A custom guide declared as another guide is that guide.
    @Test func aGuideDeclaredAsABuiltInOneIsThatGuide() throws {
        let source = """
            extension VerticalAlignment { static let avatar = VerticalAlignment.bottom }
            struct Row: View {
                var body: some View {
                    HStack(alignment: .avatar) {
                        Color.red.frame(width: 10, height: 60)
                        Color.blue.frame(width: 10, height: 20)
                    }
                }
            }
            """
        let frames = try Self.frames(source, view: "Row", "frame(width:")
        #expect(frames[0].minY + frames[0].height == frames[1].minY + frames[1].height)
    }
}
