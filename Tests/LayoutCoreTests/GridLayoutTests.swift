import Testing
@testable import LayoutCore

/// SwiftUI's eager `Grid` and `GridRow`, written with the SwiftUI-spelled DSL. The rules come
/// from Apple's Grid documentation (https://developer.apple.com/documentation/swiftui/grid):
/// a column as wide as its widest cell, a row as tall as its tallest, `gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, GridRow's `alignment`. How flexible cells share
/// space, how a spanning cell widens its columns and the 8 pt default spacing are our model
/// (docs/grids.md); each test says which. Text is the 8 pt-per-character model, 20 pt tall.
@Suite struct GridLayoutTests {
    func frame(_ result: LayoutResult, _ id: String) -> Rect? {
        result.root.allViews.first { $0.id == id }?.frame
    }

    @Test func columnsTakeTheWidestCellAndRowsTheTallest() {
        // Columns max(16, 8) = 16 and max(8, 32) = 32, 4 apart: 52; rows 20 + 2 + 20 = 42 (Apple's rule).
        let grid = LayoutCore.Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Text("ab"); Text("c") }
            GridRow { Text("d"); Text("efgh") }
        }
        #expect(LayoutEngine(grid, environment: .modelFont).sizeThatFits(.unspecified) == Size(width: 52, height: 42))
        // The default spacing: 8 pt each way (our model): 16 + 8 + 32 by 20 + 8 + 20.
        let spaced = LayoutCore.Grid { GridRow { Text("ab"); Text("c") }; GridRow { Text("d"); Text("efgh") } }
        #expect(LayoutEngine(spaced, environment: .modelFont).sizeThatFits(.unspecified) == Size(width: 56, height: 48))
    }

    @Test func gridRowAlignmentPlacesItsCells() {
        // A 40 pt tall cell makes the row 40 tall; the 20 pt text sits at the top with
        // GridRow(alignment: .top), 10 pt down when centred (the default).
        func textY(_ alignment: VerticalAlignment?) -> Double? {
            let grid = LayoutCore.Grid {
                GridRow(alignment: alignment) { Color.red.frame(width: 10, height: 40); Text("x").id("x") }
            }
            let result = LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 100, height: 100))
            return frame(result, "x").map { $0.minY - result.root.frame.minY }
        }
        #expect(textY(.top) == 0)
        #expect(textY(nil) == 10)
        #expect(textY(.bottom) == 20)
    }

    @Test func gridCellAnchorPlacesOneCell() {
        // Column 2 starts at 40 + 8 = 48; the row is 40 tall: top-leading puts the text at its corner.
        let grid = LayoutCore.Grid {
            GridRow { Color.red.frame(width: 40, height: 40); Text("x").id("x").gridCellAnchor(.topLeading) }
        }
        let result = LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 200, height: 200))
        let origin = result.root.frame
        #expect(frame(result, "x") == Rect(x: origin.minX + 48, y: origin.minY, width: 8, height: 20))
    }

    @Test func gridColumnAlignmentAlignsTheWholeColumn() {
        // Column 1 is 48 wide ("Longer"); gridColumnAlignment(.trailing) on its first cell puts
        // the 8 pt "A" of the second row at 48 − 8 = 40 (Apple: the modifier sets the column's alignment).
        let grid = LayoutCore.Grid {
            GridRow { Text("Longer").gridColumnAlignment(.trailing) }
            GridRow { Text("A").id("a") }
        }
        let result = LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 300, height: 300))
        #expect(frame(result, "a").map { $0.minX - result.root.frame.minX } == 40)
    }

    @Test func aSpanningCellWidensItsColumns() {
        // "wide!!" (48) spans two columns of 8 and 8 with an 8 pt gap (24): our model widens each by
        // (48 − 24) / 2 = 12, so the grid is 20 + 8 + 20 = 48 wide.
        let grid = LayoutCore.Grid {
            GridRow { Text("a"); Text("b").id("b") }
            GridRow { Text("wide!!").gridCellColumns(2) }
        }
        let result = LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 300, height: 300))
        #expect(result.root.frame.width == 48)
        // "b" centred in column 2 (28…48): 28 + 6.
        #expect(frame(result, "b").map { $0.minX - result.root.frame.minX } == 34)
    }

    @Test func aFlexibleCellTakesWhatTheGridIsOffered() {
        // Apple: a flexible view such as Color takes the space the grid is offered. Our model: its
        // column gets what the text's 8 pt column and the gap leave, 200 − 8 − 8 = 184, and its
        // row the whole 100.
        let grid = LayoutCore.Grid { GridRow { Text("a"); Color.red.id("fill") } }
        let result = LayoutEngine(grid, environment: .modelFont).place(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.root.frame.size == Size(width: 200, height: 100))
        #expect(frame(result, "fill").map(\.size) == Size(width: 184, height: 100))
        // The probe's three proposals: h-exp, v-exp.
        let node = LayoutCore.Grid { GridRow { Text("a"); Color.red } }.node
        #expect(LayoutEngine(node, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 500, height: 400)) == Size(width: 500, height: 400))
    }

    @Test func unsizedCellsAskForNothing() {
        // gridCellUnsizedAxes(.horizontal): the Color takes the 32 pt the "Name" column gives it.
        let grid = LayoutCore.Grid {
            GridRow { Text("Name") }
            GridRow { Color.red.frame(height: 4).gridCellUnsizedAxes(.horizontal).id("rule") }
        }
        let size = LayoutEngine(grid, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 300, height: nil))
        #expect(size == Size(width: 32, height: 32))
    }

    @Test func anEmptyGridIsZero() {
        #expect(LayoutEngine(LayoutCore.Grid { EmptyView() }, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 100, height: 100)) == .zero)
    }
}
