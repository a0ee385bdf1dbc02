import LayoutCore
import SwiftUISource
import Testing

/// Custom `Layout`s of the input, run by the model's layout interpreter. Every expected number
/// is "our model": computed by hand from the layout's own code (written here, in each test's
/// source) and the model's Text sizes (the model font: 8 pt a character, a line 20 pt high,
/// `FontMetrics` at 17 pt), so they check that the interpreter runs the code as Swift would,
/// not SwiftUI's rendering.
@Suite struct CustomLayoutTests {
    /// The placed views of `source` in `container`, with frames relative to the root's origin.
    static func placed(_ source: String, _ container: ProposedViewSize) throws -> (root: PlacedView, relative: [String: Rect]) {
        let parsed = try SwiftUISource.parse(source, fileName: "snippet.swift")
        let root = LayoutEngine(parsed.root, environment: .modelFont).place(in: container).root
        var relative: [String: Rect] = [:]
        for view in root.allViews where view.name == "Text" {
            relative[view.label] = Rect(
                x: view.frame.minX - root.frame.minX, y: view.frame.minY - root.frame.minY,
                width: view.frame.width, height: view.frame.height)
        }
        return (root, relative)
    }

    /// The error `source` fails with.
    static func failure(_ source: String) -> SourceError? {
        do {
            _ = try SwiftUISource.parse(source, fileName: "snippet.swift")
            return nil
        } catch {
            return error
        }
    }

    static func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    /// A flow layout written the common way: rows of the subviews' ideal sizes, a new row when
    /// the next one would pass the proposed width, the proposed width taken.
    static let flowLayout = """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 8

            struct Row {
                var indices: [Int] = []
                var width: CGFloat = 0
                var height: CGFloat = 0
            }

            func rows(maxWidth: CGFloat, subviews: Subviews) -> [Row] {
                var rows: [Row] = []
                var current = Row()
                for (index, subview) in subviews.enumerated() {
                    let size = subview.sizeThatFits(.unspecified)
                    let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
                    if needed > maxWidth, !current.indices.isEmpty {
                        rows.append(current)
                        current = Row()
                    }
                    current.width = current.indices.isEmpty ? size.width : current.width + spacing + size.width
                    current.height = max(current.height, size.height)
                    current.indices.append(index)
                }
                if !current.indices.isEmpty { rows.append(current) }
                return rows
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let arranged = rows(maxWidth: proposal.width ?? .infinity, subviews: subviews)
                let height = arranged.map(\\.height).reduce(0, +) + spacing * CGFloat(max(arranged.count - 1, 0))
                let width = proposal.width ?? (arranged.map { $0.width }.max() ?? 0)
                return CGSize(width: width, height: height)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for row in rows(maxWidth: bounds.width, subviews: subviews) {
                    var x = bounds.minX
                    for index in row.indices {
                        let size = subviews[index].sizeThatFits(.unspecified)
                        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                        x += size.width + spacing
                    }
                    y += row.height + spacing
                }
            }
        }
        """

    /// Tags "Swift" (40 × 20), "Layout" (48 × 20), "Flow" and "Tags" (32 × 20 each), 8 apart.
    /// At 200 wide they fit one row (40 + 8 + 48 + 8 + 32 + 8 + 32 = 176); at 100 the third
    /// would end at 136 > 100, so "Flow" and "Tags" start a second row at y = 20 + 8.
    @Test func aFlowLayoutWrapsTagsAtTwoWidths() throws {
        let source = Self.flowLayout + """

            FlowLayout(spacing: 8) {
                ForEach(["Swift", "Layout", "Flow", "Tags"], id: \\.self) { Text($0) }
            }
            """
        let wide = try Self.placed(source, ProposedViewSize(width: 200, height: 400))
        #expect(wide.root.frame.size == Size(width: 200, height: 20))
        #expect(wide.relative["Text(\"Swift\")"] == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(wide.relative["Text(\"Layout\")"] == Rect(x: 48, y: 0, width: 48, height: 20))
        #expect(wide.relative["Text(\"Flow\")"] == Rect(x: 104, y: 0, width: 32, height: 20))
        #expect(wide.relative["Text(\"Tags\")"] == Rect(x: 144, y: 0, width: 32, height: 20))

        let narrow = try Self.placed(source, ProposedViewSize(width: 100, height: 400))
        #expect(narrow.root.frame.size == Size(width: 100, height: 48))  // two rows: 20 + 8 + 20
        #expect(narrow.relative["Text(\"Swift\")"] == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(narrow.relative["Text(\"Layout\")"] == Rect(x: 48, y: 0, width: 48, height: 20))
        #expect(narrow.relative["Text(\"Flow\")"] == Rect(x: 0, y: 28, width: 32, height: 20))
        #expect(narrow.relative["Text(\"Tags\")"] == Rect(x: 40, y: 28, width: 32, height: 20))
        // The node says what it ran with: the stored property from the call.
        #expect(narrow.root.label == "FlowLayout(spacing: 8)")
    }

    /// An equal-width row (the shape of WWDC22's "MyEqualWidthHStack", written here): every
    /// subview gets the widest ideal width, the default spacing between them. "OK" (16),
    /// "Cancel" (48), "Save" (32) in `frame(maxWidth: .infinity)`: cells of 48, gaps of 8
    /// (two generic views, §10.2), 3 × 48 + 2 × 8 = 160 wide; each frame fills its cell.
    @Test func anEqualWidthRowGivesEverySubviewTheWidestWidth() throws {
        let source = """
            struct EqualWidthRow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    guard !subviews.isEmpty else { return .zero }
                    let cell = widest(subviews)
                    let total = gaps(subviews).reduce(0) { $0 + $1 }
                    return CGSize(width: cell.width * CGFloat(subviews.count) + total, height: cell.height)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    guard !subviews.isEmpty else { return }
                    let cell = widest(subviews)
                    let spacing = gaps(subviews)
                    let cellProposal = ProposedViewSize(width: cell.width, height: cell.height)
                    var x = bounds.minX + cell.width / 2
                    for index in subviews.indices {
                        subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: cellProposal)
                        x += cell.width + spacing[index]
                    }
                }

                private func widest(_ subviews: Subviews) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    return sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
                }

                private func gaps(_ subviews: Subviews) -> [CGFloat] {
                    subviews.indices.map { index in
                        guard index < subviews.count - 1 else { return 0 }
                        return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
                    }
                }
            }

            EqualWidthRow {
                Text("OK").frame(maxWidth: .infinity)
                Text("Cancel").frame(maxWidth: .infinity)
                Text("Save").frame(maxWidth: .infinity)
            }
            """
        let (root, texts) = try Self.placed(source, ProposedViewSize(width: 300, height: 100))
        #expect(root.frame.size == Size(width: 160, height: 20))
        let cells = root.children.map { Rect(x: $0.frame.minX - root.frame.minX, y: $0.frame.minY - root.frame.minY, width: $0.frame.width, height: $0.frame.height) }
        #expect(cells == [Rect(x: 0, y: 0, width: 48, height: 20), Rect(x: 56, y: 0, width: 48, height: 20), Rect(x: 112, y: 0, width: 48, height: 20)])
        // Each text centred in its cell: "OK" at 0 + (48 − 16) / 2.
        #expect(texts["Text(\"OK\")"] == Rect(x: 16, y: 0, width: 16, height: 20))
        #expect(texts["Text(\"Save\")"] == Rect(x: 112 + 8, y: 0, width: 32, height: 20))
    }

    /// A radial layout: each subview's centre on a circle of radius 100 around the bounds'
    /// centre, the first at the top and each next one 360° / 4 further clockwise, placed with
    /// `place(at:anchor: .center, proposal:)`. 20 × 20 squares in a 200 × 200 layout: centres
    /// (100, 0), (200, 100), (100, 200), (0, 100), so origins 10 less on each axis (cos and sin
    /// of the angles are exact only to about 1e-14, hence the tolerance).
    @Test func aRadialLayoutPlacesByAnchor() throws {
        let source = """
            struct RadialLayout: Layout {
                var radius: CGFloat = 100

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 2 * radius, height: 2 * radius)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let step = Angle.degrees(360 / Double(subviews.count)).radians
                    for (index, subview) in subviews.enumerated() {
                        let theta = step * Double(index)
                        var point = CGPoint(x: 0, y: -radius)
                        point = CGPoint(x: point.x * cos(theta) - point.y * sin(theta),
                                        y: point.x * sin(theta) + point.y * cos(theta))
                        subview.place(at: CGPoint(x: bounds.midX + point.x, y: bounds.midY + point.y), anchor: .center, proposal: .unspecified)
                    }
                }
            }

            RadialLayout {
                ForEach(0..<4) { _ in Color.red.frame(width: 20, height: 20) }
            }
            """
        let (root, _) = try Self.placed(source, ProposedViewSize(width: 200, height: 200))
        #expect(root.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        let frames = root.children.map(\.frame)
        let expected = [Rect(x: 90, y: -10, width: 20, height: 20), Rect(x: 190, y: 90, width: 20, height: 20),
                        Rect(x: 90, y: 190, width: 20, height: 20), Rect(x: -10, y: 90, width: 20, height: 20)]
        #expect(frames.count == 4)
        for (frame, wanted) in zip(frames, expected) { #expect(Self.close(frame, wanted, tolerance: 1e-9), "\(frame) is not \(wanted)") }
    }

    /// `place(at:anchor:proposal:)` with any `UnitPoint`, in every spelling: the anchor at
    /// (0.25, 0.75) of a 40 × 40 square goes on the bounds' centre (100, 100), so its origin is
    /// (100 − 10, 100 − 30) (Apple: the anchor is "the unit point on the subview to appear at
    /// position"; our model's arithmetic).
    @Test(arguments: ["UnitPoint(x: 0.25, y: 0.75)", ".init(x: 0.25, y: 0.75)", "UnitPoint.init(x: 0.25, y: 0.75)"])
    func aSubviewIsPlacedByAnyUnitPoint(_ anchor: String) throws {
        let source = """
            struct Pin: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews {
                        subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: \(anchor), proposal: .unspecified)
                    }
                }
            }

            Pin { Color.red.frame(width: 40, height: 40) }
            """
        let (root, _) = try Self.placed(source, ProposedViewSize(width: 200, height: 200))
        #expect(root.children.first?.frame == Rect(x: 90, y: 70, width: 40, height: 40))
    }

    /// A layout reading a `LayoutValueKey`: subviews stacked by rank, the key's `defaultValue`
    /// (0) for the one without. "Unranked" (64 × 20) first, then "First", "Second", "Third"
    /// 20 apart; the stack is as wide as the widest and as tall as the four.
    @Test func aLayoutReadsLayoutValues() throws {
        let source = """
            struct Rank: LayoutValueKey {
                static let defaultValue: Int = 0
            }

            extension View {
                func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
            }

            struct RankedStack: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    return CGSize(width: sizes.map(\\.width).max() ?? 0, height: sizes.map(\\.height).reduce(0, +))
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                        y += subview.sizeThatFits(.unspecified).height
                    }
                }
            }

            RankedStack {
                Text("Third").rank(3)
                Text("First").rank(1)
                Text("Second").layoutValue(key: Rank.self, value: 2)
                Text("Unranked")
            }
            """
        let (root, texts) = try Self.placed(source, ProposedViewSize(width: 300, height: 300))
        #expect(root.frame.size == Size(width: 64, height: 80))
        #expect(texts["Text(\"Unranked\")"] == Rect(x: 0, y: 0, width: 64, height: 20))
        #expect(texts["Text(\"First\")"] == Rect(x: 0, y: 20, width: 40, height: 20))
        #expect(texts["Text(\"Second\")"] == Rect(x: 0, y: 40, width: 48, height: 20))
        #expect(texts["Text(\"Third\")"] == Rect(x: 0, y: 60, width: 40, height: 20))
    }

    /// The protocol's other requirements: a cache made by `makeCache` and read by both
    /// functions, `layoutProperties` orienting the Spacer inside (vertical: 0 × 8, §10.3),
    /// `spacing` (a generic view's preferences, so 8 to the square below, §10.2, where the
    /// subviews' union would hold the Spacer's 0) and `explicitAlignment` (the column's leading
    /// guide at 12, so the square below sits 12 in, as a VStack aligns leading guides).
    @Test func theCacheSpacingGuidesAndPropertiesAreRun() throws {
        let source = """
            struct Column: Layout {
                struct Cache { var sizes: [CGSize] = [] }

                static var layoutProperties: LayoutProperties {
                    var properties = LayoutProperties()
                    properties.stackOrientation = .vertical
                    return properties
                }

                func makeCache(subviews: Subviews) -> Cache {
                    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                    CGSize(width: cache.sizes.map(\\.width).max() ?? 0, height: cache.sizes.reduce(0) { $0 + $1.height })
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                    var y = bounds.minY
                    for (subview, size) in zip(subviews, cache.sizes) {
                        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
                        y += size.height
                    }
                }

                func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

                func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
                    guide == .leading ? bounds.minX + 12 : nil
                }
            }

            VStack(alignment: .leading) {
                Column {
                    Text("Top")
                    Spacer()
                    Text("Bottom")
                }
                Color.red.frame(width: 10, height: 10)
            }
            """
        let (root, texts) = try Self.placed(source, ProposedViewSize(width: 300, height: 300))
        func relative(_ view: PlacedView?) -> Rect? {
            view.map { Rect(x: $0.frame.minX - root.frame.minX, y: $0.frame.minY - root.frame.minY, width: $0.frame.width, height: $0.frame.height) }
        }
        #expect(texts["Text(\"Top\")"] == Rect(x: 0, y: 0, width: 24, height: 20))
        #expect(relative(root.allViews.first { $0.name == "Spacer" }) == Rect(x: 0, y: 20, width: 0, height: 8))
        #expect(texts["Text(\"Bottom\")"] == Rect(x: 0, y: 28, width: 48, height: 20))
        #expect(relative(root.allViews.first { $0.name == "frame" }) == Rect(x: 12, y: 48 + 8, width: 10, height: 10))
    }

    /// Methods and properties the input adds to standard types are run where the layout uses
    /// them: two lines of text, 20 each, totalled by an extension of `[LayoutSubviews.Element]`
    /// and doubled by one of `CGSize`: (10 × 40) doubled is (20 × 80).
    @Test func extensionsOfStandardTypesAreRun() throws {
        let source = """
            extension [LayoutSubviews.Element] {
                func totalHeight() -> CGFloat { map { $0.sizeThatFits(.unspecified).height }.reduce(0, +) }
            }

            extension CGSize {
                var doubled: CGSize { CGSize(width: width * 2, height: height * 2) }
            }

            struct Doubler: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let all = subviews.map { $0 }
                    return CGSize(width: 10, height: all.totalHeight()).doubled
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            Doubler { Text("a"); Text("b") }
            """
        let (root, _) = try Self.placed(source, ProposedViewSize(width: 300, height: 300))
        #expect(root.frame.size == Size(width: 20, height: 80))
    }

    /// Values keep the types Swift gives them: a top-level `CGFloat` constant divides as a
    /// CGFloat (3 / 2 = 1.5), an `Int` field of a struct property truncates (3 / 2 = 1), a field's
    /// default fills in (1); an `init` sets the stored properties and an enum property chooses
    /// the `switch` case. 1.5 + 1 + 1 = 3.5 along the chosen axis, 1 across.
    @Test func storedPropertiesAndConstantsKeepSwiftsTypes() throws {
        let source = """
            let gap: CGFloat = 3

            struct Config {
                let columns: Int
                var inset: CGFloat = 1
            }

            struct Sized: Layout {
                var config = Config(columns: 3)
                let axis: Axis

                init(axis: Axis = .horizontal) {
                    self.axis = axis
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let length = gap / 2 + CGFloat(config.columns / 2) + config.inset
                    switch axis {
                    case .horizontal: return CGSize(width: length, height: 1)
                    case .vertical: return CGSize(width: 1, height: length)
                    }
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            HStack(spacing: 0) {
                Sized { Color.red }
                Sized(axis: .vertical) { Color.red }
            }
            """
        let (root, _) = try Self.placed(source, ProposedViewSize(width: 100, height: 100))
        #expect(root.children.map(\.frame.size) == [Size(width: 3.5, height: 1), Size(width: 1, height: 3.5)])
    }

    /// Enums, static members and local functions of a layout: an `Int` enum's raw values count
    /// from 0 (`Choice(rawValue: 1)` is `.second`), `allCases` lists the cases, a computed
    /// property switches on `self`, a static method reads a static constant, and a local
    /// function measures a subview. "Three" (40 × 20) widened by `offset(2)` = 4 and heightened
    /// by the label's length (1): (44 × 21).
    @Test func enumsStaticsAndLocalFunctionsAreRun() throws {
        let source = """
            struct Chooser: Layout {
                enum Choice: Int, CaseIterable {
                    case first, second

                    var label: String {
                        switch self {
                        case .first: "a"
                        case .second: "b"
                        }
                    }
                }

                static let margin: CGFloat = 2

                private static func offset(_ count: Int) -> CGFloat { CGFloat(count) * margin }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    func measure(_ index: Int) -> CGSize { subviews[index].sizeThatFits(.unspecified) }
                    let chosen = Choice(rawValue: subviews.count - 1) ?? .first
                    let size = measure(chosen.rawValue)
                    return CGSize(width: size.width + Self.offset(Choice.allCases.count), height: size.height + CGFloat(chosen.label.count))
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            Chooser { Text("One"); Text("Three") }
            """
        let (root, _) = try Self.placed(source, ProposedViewSize(width: 300, height: 300))
        #expect(root.frame.size == Size(width: 44, height: 21))
    }

    /// A `switch` over a tuple with `_` in its cases, `isMultiple(of:)`, and a layout made in
    /// parentheses and called with its content (`(Stagger()) { … }`), the forms of Apple's Food
    /// Truck sample's `DiagonalDonutStackLayout` and `TruckOrdersCard`; the code here is our own.
    /// Sizes: our model, from this code.
    @Test func tupleCasesIsMultipleAndAParenthesizedLayoutAreRun() throws {
        let source = """
            struct Stagger: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width = 0.0
                    for index in subviews.indices {
                        switch (index, subviews.count) {
                        case (_, 1): width += 100
                        case (0, _): width += 10
                        default: width += index.isMultiple(of: 2) ? 1 : 1000
                        }
                    }
                    return CGSize(width: width, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            """
        let one = try Self.placed(source + "(Stagger()) { Text(\"a\") }", ProposedViewSize(width: 300, height: 300))
        #expect(one.root.frame.size == Size(width: 100, height: 20))
        // 10 for index 0, 1000 for index 1 (odd), 1 for index 2.
        let three = try Self.placed(source + "(Stagger()) { Text(\"a\"); Text(\"b\"); Text(\"c\") }", ProposedViewSize(width: 3000, height: 300))
        #expect(three.root.frame.size == Size(width: 1011, height: 20))
    }

    /// A struct with its own `init` that lays rows out, calling local functions declared after
    /// the loop that calls them (the shape of Apple's Food Truck sample's `FlowResult`; the code
    /// here is our own). Sizes: our model, from this code (two texts of 3 characters, 24 points
    /// wide at 8 points a character and 20 high, 4 points apart: 52 points on one row).
    @Test func aStructsOwnInitAndLocalFunctionsCalledBeforeTheirDeclarationAreRun() throws {
        let source = """
            struct Rows: Layout {
                struct Result {
                    var size = CGSize.zero
                    var rowCount = 0

                    init(width: CGFloat, subviews: Subviews) {
                        var x = 0.0
                        var rowHeight = 0.0
                        var y = 0.0
                        for subview in subviews {
                            let ideal = subview.sizeThatFits(.unspecified)
                            if x > 0 && fits(ideal.width) == false { finishRow() }
                            x += ideal.width + 4
                            rowHeight = max(rowHeight, ideal.height)
                        }
                        finishRow()
                        size = CGSize(width: width, height: y)

                        func fits(_ w: Double) -> Bool { x + w <= width }
                        func finishRow() {
                            y += rowHeight
                            rowCount += 1
                            x = 0
                            rowHeight = 0
                        }
                    }
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    Result(width: proposal.width ?? 0, subviews: subviews).size
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            Rows { Text("One"); Text("Two") }
            """
        let narrow = try Self.placed(source, ProposedViewSize(width: 50, height: 300))
        #expect(narrow.root.frame.size == Size(width: 50, height: 40))
        let wide = try Self.placed(source, ProposedViewSize(width: 300, height: 300))
        #expect(wide.root.frame.size == Size(width: 300, height: 20))
    }

    /// An `init` declared in an extension leaves a struct its memberwise initializer (Swift
    /// synthesises it unless the struct's own declaration has an `init`): both are run. Sizes:
    /// our model, from this code (a 30 × 10 box by the extension's `init`, then 5 points wider by
    /// the memberwise one).
    @Test func anExtensionsInitKeepsTheMemberwiseOne() throws {
        let source = """
            struct Box: Layout {
                struct Extent {
                    var width: CGFloat
                    var height: CGFloat
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let square = Extent(side: 10)
                    let wide = Extent(width: square.width * 3 + 5, height: square.height)
                    return CGSize(width: wide.width, height: wide.height)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            extension Box.Extent {
                init(side: CGFloat) {
                    width = side
                    height = side
                }
            }

            Box { Text("a") }
            """
        let placed = try Self.placed(source, ProposedViewSize(width: 300, height: 300))
        #expect(placed.root.frame.size == Size(width: 35, height: 10))
    }

    /// `alignment.horizontal.percent` for a layout's `Alignment`, through the input's
    /// `extension HorizontalAlignment` (the form of Apple's Food Truck sample's `FlowLayout`),
    /// beside an `extension BinaryFloatingPoint` member of the same name that uses what the
    /// interpreter does not run (left out, as the layout never calls it), and
    /// `.greatestFiniteMagnitude` as a number. The code here is our own; sizes: our model, from it.
    @Test func alignmentPartsAndTheirExtensionsAreRun() throws {
        let source = """
            extension HorizontalAlignment {
                var percent: Double {
                    switch self {
                    case .leading: return 0
                    case .trailing: return 1
                    default: return 0.5
                    }
                }
            }
            extension BinaryFloatingPoint {
                func percent(truncation: Self) -> Self { truncatingRemainder(dividingBy: truncation) }
            }
            struct Offset: Layout {
                var alignment: Alignment = .center
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let width = proposal.width ?? 0
                    let limit: CGFloat = width.isFinite ? width : .greatestFiniteMagnitude
                    return CGSize(width: min(limit, 100 + 100 * alignment.horizontal.percent), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            """
        for (alignment, width) in [(".topLeading", 100.0), (".center", 150), (".bottomTrailing", 200)] {
            let placed = try Self.placed(source + "Offset(alignment: \(alignment)) { Text(\"a\") }", ProposedViewSize(width: 300, height: 300))
            #expect(placed.root.frame.size == Size(width: width, height: 10), "\(alignment)")
        }
        let unbounded = try Self.placed(source + "Offset() { Text(\"a\") }", ProposedViewSize(width: .infinity, height: 300))
        #expect(unbounded.root.frame.size.width == 150)
    }

    /// Both parts of every kind of named `Alignment`: the nine edge and centre ones and the
    /// text-baseline ones (`.trailingLastTextBaseline`: `.trailing` and `.lastTextBaseline`).
    /// The code here is our own; sizes: our model, from it (a width of 10 per step of the
    /// horizontal part, a height of 10 per step of the vertical part).
    @Test func bothPartsOfEveryNamedAlignmentAreRun() throws {
        let source = """
            extension HorizontalAlignment {
                var step: Double {
                    switch self {
                    case .leading: return 1
                    case .center: return 2
                    default: return 3
                    }
                }
            }
            extension VerticalAlignment {
                var step: Double {
                    switch self {
                    case .top: return 1
                    case .center: return 2
                    case .bottom: return 3
                    case .firstTextBaseline: return 4
                    default: return 5
                    }
                }
            }
            struct Steps: Layout {
                var alignment: Alignment = .center
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 10 * alignment.horizontal.step, height: 10 * alignment.vertical.step)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            """
        let expected: [(String, Size)] = [
            (".topLeading", Size(width: 10, height: 10)), (".leading", Size(width: 10, height: 20)), (".bottom", Size(width: 20, height: 30)),
            (".centerFirstTextBaseline", Size(width: 20, height: 40)), (".leadingFirstTextBaseline", Size(width: 10, height: 40)),
            (".trailingLastTextBaseline", Size(width: 30, height: 50)),
        ]
        for (alignment, size) in expected {
            let placed = try Self.placed(source + "Steps(alignment: \(alignment)) { Text(\"a\") }", ProposedViewSize(width: 300, height: 300))
            #expect(placed.root.frame.size == size, "\(alignment)")
        }
    }

    /// `AnyLayout` chosen by a Bool: the scan builds the view with the Bool each way, one tree
    /// an HStack, the other a VStack (SwiftUI's `HStackLayout` and `VStackLayout` lay out as
    /// the stacks do: Apple's documentation of both).
    @Test func anyLayoutOnABoolIsExploredBothWays() throws {
        let text = """
            struct AdaptiveRow: View {
                @State private var isWide = false

                var body: some View {
                    let layout = isWide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(spacing: 4))
                    layout {
                        Text("One")
                        Text("Two")
                    }
                }
            }
            """
        let project = SourceProject(files: [SourceProject.File(path: "AdaptiveRow.swift", text: text)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "AdaptiveRow" })
        let evaluation = project.evaluate(declaration, form: .view)
        #expect(evaluation.failures.isEmpty)
        let outcomes = evaluation.variants.map { variant in
            (variant.choices.map(\.description), variant.root.allNodes.map(\.layout.label).filter { $0.contains("Stack") })
        }
        #expect(outcomes.map(\.0) == [["isWide = false"], ["isWide = true"]])
        #expect(outcomes.map(\.1) == [["VStack(spacing: 4)"], ["HStack(spacing: 4)"]])

        // The same layouts used as views lay out as the stacks: "One" (24) and "Two" 4 apart.
        let row = try Self.placed("HStackLayout(spacing: 4) { Text(\"One\"); Text(\"Two\") }", ProposedViewSize(width: 200, height: 100))
        #expect(row.relative["Text(\"Two\")"] == Rect(x: 28, y: 0, width: 24, height: 20))
    }

    /// A construct the interpreter does not run is named, at its `file:line:column`, and the
    /// view is not modelled.
    @Test func anUnsupportedConstructIsNamedWhereItIs() throws {
        let source = """
            struct ScreenWide: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: UIScreen.main.bounds.width, height: 100)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            ScreenWide { Text("Hi") }
            """
        let error = try #require(Self.failure(source))
        let primary = try #require(error.primary)
        #expect(primary.message.hasPrefix("unsupported construct: `UIScreen` in ScreenWide.sizeThatFits (custom Layout type 'ScreenWide')"), "\(primary.message)")
        // Line 3, column 23: `UIScreen` in `        CGSize(width: UIScreen…`.
        #expect((primary.fileName, primary.line, primary.column) == ("snippet.swift", 3, 23))
        // A note points at the use.
        #expect(error.diagnostics.contains { $0.severity == .note && $0.line == 9 && $0.message.contains("'ScreenWide' is used here") })
    }

    /// A loop that never ends runs out of the interpreter's budget: the trial run at translation
    /// time reports it at the loop, and nothing hangs.
    @Test func anEndlessLoopIsABudgetError() throws {
        let source = """
            struct Spinner: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width: CGFloat = 0
                    while width >= 0 {
                        width += 1
                    }
                    return CGSize(width: width, height: 10)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            Spinner { Text("Hi") }
            """
        let error = try #require(Self.failure(source))
        let primary = try #require(error.primary)
        #expect(primary.message.contains("custom Layout type 'Spinner' stops while laying out its subviews: stopped after \(200_000) steps"), "\(primary.message)")
        #expect((primary.line, primary.column) == (4, 9))  // the `while`
    }

    /// The runs of one evaluation share the layout's program and try each distinct node once:
    /// a fault that only a later combination's subviews meet (a third subview here) is still
    /// found in that combination, and the others are still built.
    @Test func aFaultOnlyOneCombinationMeetsFailsThatCombination() throws {
        let source = """
            struct Picky: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width: CGFloat = 0
                    while subviews.count > 2 && width >= 0 {
                        width += 1
                    }
                    return CGSize(width: 100, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            struct Screen: View {
                @State private var more = false
                @State private var wide = false
                var body: some View {
                    VStack {
                        Picky {
                            Text("a")
                            Text("b")
                            if more { Text("c") }
                        }
                        Color.red.frame(width: wide ? 200 : 50, height: 10)
                    }
                }
            }
            """
        let evaluation = try Fixtures.evaluate(source)
        // more = false with wide false and true; more = true fails before `wide` is read.
        #expect(evaluation.variants.map { $0.choices.map(\.description) } == [["more = false", "wide = false"], ["more = false", "wide = true"]])
        #expect(evaluation.failures.map { $0.choices.map(\.description) } == [["more = true"]])
        #expect(evaluation.failures.allSatisfy { $0.error.primary?.message.contains("custom Layout type 'Picky' stops while laying out its subviews") == true },
                "\(evaluation.failures.map { "\($0.error)" })")
    }

    /// Core Graphics' constructor functions (`CGSizeMake`, as elislade/SwiftUI-Kit's anchor
    /// layout writes it): a fixed 120 × 30 answer whatever the proposal (our model, from the
    /// layout's code).
    @Test func coreGraphicsConstructorsAreRun() throws {
        let source = """
            struct Fixed: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let origin = CGPointMake(0, 0)
                    let frame = CGRectMake(origin.x, origin.y, 120, 30)
                    return CGSizeMake(frame.width, frame.height)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            Fixed { Text("a") }
            """
        let placed = try Self.placed(source, ProposedViewSize(width: 300, height: 300))
        #expect(placed.root.frame.size == Size(width: 120, height: 30))
    }
}

