import Testing
@testable import LayoutCore

/// LazyVGrid / LazyHGrid and their GridItems. The rules are Apple's (GridItem's documentation,
/// https://developer.apple.com/documentation/swiftui/griditem: fixed, flexible within bounds,
/// adaptive fitting as many as the minimum allows); the order in which flexible items share the
/// rest and the 8 pt default spacing are our model (`GridTracks`). Each expectation is worked
/// out in its comment.
@Suite struct LazyGridTests {
    func frame(_ result: LayoutResult, _ id: String) -> Rect? {
        result.root.allViews.first { $0.id == id }?.frame
    }

    func tracks(_ items: [GridItem], _ available: Double?, ideal: Double = 50) -> [Double] {
        GridTracks.resolve(items, available: available) { _ in ideal }.lengths
    }

    @Test func flexibleItemsShareTheWidthLeftByTheGaps() {
        // (320 − 8) / 2 each.
        #expect(tracks([GridItem(.flexible()), GridItem(.flexible())], 320) == [156, 156])
    }

    @Test func fixedItemsComeFirst() {
        // 320 − 100 − 8 = 212 for the flexible one.
        #expect(tracks([GridItem(.fixed(100)), GridItem(.flexible())], 320) == [100, 212])
    }

    @Test func flexibleItemsAreClampedToTheirBoundsInOrder() {
        // First: 292 / 2 = 146, raised to its minimum 200; second: what is left, 92.
        #expect(tracks([GridItem(.flexible(minimum: 200)), GridItem(.flexible())], 300) == [200, 92])
        // A maximum caps the share: 50 of the 320.
        #expect(tracks([GridItem(.flexible(maximum: 50))], 320) == [50])
    }

    @Test func anAdaptiveItemFitsAsManyTracksAsItsMinimumAllows() {
        // ⌊(320 + 8) / (80 + 8)⌋ = 3 tracks of (320 − 2 × 8) / 3.
        let three = tracks([GridItem(.adaptive(minimum: 80))], 320)
        #expect(three.count == 3)
        #expect(abs(three[0] - 304.0 / 3) < 1e-9)
        // With a maximum of 90, the 3 tracks are 90 each.
        #expect(tracks([GridItem(.adaptive(minimum: 80, maximum: 90))], 320) == [90, 90, 90])
        // Narrower than the minimum: still one track.
        #expect(tracks([GridItem(.adaptive(minimum: 80))], 50).count == 1)
    }

    @Test func withoutAWidthAFlexibleItemTakesItsWidestCell() {
        #expect(tracks([GridItem(.flexible()), GridItem(.fixed(30))], nil, ideal: 64) == [64, 30])
        #expect(tracks([GridItem(.flexible(minimum: 100))], nil, ideal: 64) == [100])
    }

    @Test func badBoundsAreNormalised() {
        // A NaN or negative length becomes 0 (fixed) or the default minimum (flexible).
        #expect(GridItem(.fixed(-5)).size == .fixed(0))
        #expect(GridItem(.flexible(minimum: .nan, maximum: 5)).size == .flexible(minimum: 10, maximum: 10))
    }

    @Test func aLazyVGridFillsItsRowsInOrder() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            Color.red.frame(height: 30).id("tall")
            Text("b").id("b")
            Text("c").id("c")
        }
        let result = LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 320, height: nil))
        // Rows 30 and 20 tall, 8 apart; the grid as wide as its two 156 pt columns and the gap.
        #expect(result.root.frame.size == Size(width: 320, height: 58))
        // "b" centred in column 2 (164…320) of row 1 (0…30): x = 164 + 74, y = 5.
        #expect(frame(result, "b") == Rect(x: 238, y: 5, width: 8, height: 20))
        // "c" starts row 2 at y = 30 + 8, centred in column 1.
        #expect(frame(result, "c") == Rect(x: 74, y: 38, width: 8, height: 20))
    }

    /// The second pass: the grid is as wide as its first-pass columns (224 in a 200-wide frame,
    /// 12 over each side: published, lochiwei,
    /// https://lochiwei.gitbook.io/ios/swiftui/view/layout/grids/griditem/flexible-column, two
    /// flexible columns of minimum 50 and 120: 96 + 8 + 120), and its columns are resolved again
    /// for those 224 when placed: (224 − 8) / 2 = 108, then 108 raised to 120 (our model of the
    /// same rule as the fixture `lazy-vgrid-second-pass`, whose numbers are published).
    @Test func flexibleColumnsAreResolvedAgainForTheGridsOwnWidth() {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
            Color.red.frame(height: 40).id("a")
            Color.blue.frame(height: 40).id("b")
        }.frame(width: 200)
        let result = LayoutEngine(grid).place(in: ProposedViewSize(width: 200, height: nil))
        let placed = result.root.children[0]
        #expect(placed.frame == Rect(x: -12, y: 0, width: 224, height: 40))
        #expect(frame(result, "a") == Rect(x: -12, y: 0, width: 108, height: 40))
        #expect(frame(result, "b") == Rect(x: 104, y: 0, width: 120, height: 40))
    }

    /// A LazyHGrid does the same along its height (our model: the LazyVGrid's rule with the
    /// axes swapped): rows of minimum 50 and 120 in a 200-tall frame are 224 tall, then 108 and
    /// 120 when placed.
    @Test func aLazyHGridResolvesItsRowsAgainForItsOwnHeight() {
        let grid = LazyHGrid(rows: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
            Color.red.frame(width: 40).id("a")
            Color.blue.frame(width: 40).id("b")
        }.frame(height: 200)
        let result = LayoutEngine(grid).place(in: ProposedViewSize(width: nil, height: 200))
        #expect(frame(result, "a") == Rect(x: 0, y: -12, width: 40, height: 108))
        #expect(frame(result, "b") == Rect(x: 0, y: 104, width: 40, height: 120))
    }

    /// Columns that fit are the same in both passes: two flexible columns in 320 are 156 each,
    /// from the grid's leading edge (nothing changes when the first pass does not overflow).
    @Test func columnsThatFitAreTheSameInBothPasses() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            Color.red.frame(height: 10).id("a")
            Color.blue.frame(height: 10).id("b")
        }
        let result = LayoutEngine(grid).place(in: ProposedViewSize(width: 320, height: nil))
        #expect(frame(result, "a") == Rect(x: 0, y: 0, width: 156, height: 10))
        #expect(frame(result, "b") == Rect(x: 164, y: 0, width: 156, height: 10))
    }

    @Test func aLazyHGridFillsItsColumnsInOrder() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 0) {
            Text("a").id("a")
            Text("b").id("b")
            Text("cc").id("c")
        }
        let result = LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 320, height: 600))
        // Columns 8 and 16 wide with no gap; the grid as tall as the 600 offered (max(600, 40 + 8 + 40),
        // layout-rules §12.4), its rows centred in it: (600 − 88) / 2 = 256.
        #expect(result.root.frame.size == Size(width: 24, height: 600))
        // "cc" heads column 2 (x 8…24) in row 1, centred in its 40 pt row: 256 + 10.
        let origin = result.root.frame
        #expect(frame(result, "c") == Rect(x: origin.minX + 8, y: origin.minY + 266, width: 16, height: 20))
    }

    @Test func behaviours() {
        // The grid takes the width offered, even with fixed columns (max(W, columns): layout-rules
        // §12.4, from objc.io's re-implementation); rows hug their cells.
        let flexible = LazyVGrid(columns: [GridItem(.flexible())]) { Text("x") }.node
        let fixed = LazyVGrid(columns: [GridItem(.fixed(40))]) { Text("x") }.node
        let wide = LayoutEngine(flexible, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 500, height: 500))
        let alsoWide = LayoutEngine(fixed, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 500, height: 500))
        #expect(wide == Size(width: 500, height: 20))
        #expect(alsoWide == Size(width: 500, height: 20))
        // Columns wider than the offer win: 2 × 40 + 8 = 88 > 50.
        let twoFixed = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { Text("x") }.node
        #expect(LayoutEngine(twoFixed, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 50, height: nil)) == Size(width: 88, height: 20))
        // With no width, the columns' own width: the widest cell (8) raised to the 10 pt minimum.
        #expect(LayoutEngine(flexible, environment: .modelFont).sizeThatFits(.unspecified) == Size(width: 10, height: 20))
    }

    @Test func fixedColumnsSitInTheGridByItsAlignment() {
        // A 40 pt column in a 500 pt grid: centred by default ((500 − 40) / 2 = 230, the 8 pt
        // text centred in it: + 16), at the leading edge with `.leading` (our model of the
        // grid's alignment, which only matters when the columns are narrower than the grid).
        func x(_ alignment: HorizontalAlignment) -> Double? {
            let grid = LazyVGrid(columns: [GridItem(.fixed(40))], alignment: alignment) { Text("x").id("x") }
            return frame(LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 500, height: 500)), "x")?.minX
        }
        #expect(x(.center) == 246)
        #expect(x(.leading) == 16)
    }

    @Test func objcQuizOneFixedAndAdaptive() {
        // objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/), quiz #1,
        // observed in SwiftUI: [.fixed(70), .adaptive(minimum: 40)] in 200 pt: the fixed column is
        // 70; 200 − 70 − 8 = 122 remain for the adaptive item, which fits two 40 pt columns
        // (40 + 8 + 40 ≤ 122 < 40 + 8 + 40 + 8 + 40), each (122 − 8) / 2 = 57.
        #expect(tracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200) == [70, 57, 57])
    }
}
