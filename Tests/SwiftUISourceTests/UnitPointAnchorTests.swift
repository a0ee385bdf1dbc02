import LayoutCore
import SwiftUISource
import Testing

/// `UnitPoint(x:y:)` and `.init(x:y:)` wherever an anchor is taken, not only the named points.
///
/// `gridCellAnchor(_:)` takes a `UnitPoint`, "the unit point that defines how to align the view
/// within the bounds of its grid cell" (https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)):
/// the point at (x, y) of the view goes on the point at (x, y) of its cell, so a view of
/// length l in a cell of length L starts x × (L − l) in. `scaleEffect(_:anchor:)` and
/// `rotationEffect(_:anchor:)` draw after layout and never change a frame (Apple: they scale
/// or rotate "the view's rendered output"); their anchors are read and change nothing.
@Suite struct UnitPointAnchorTests {
    static func frames(_ snippet: String) throws -> [PlacedView] {
        let root = try SwiftUISource.parse(snippet, fileName: "snippet.swift").root
        return LayoutEngine(root).place(in: ProposedViewSize(width: 300, height: 400)).root.allViews
    }

    /// A 10 × 10 view anchored at (0.25, 0.75) in a 60 × 60 cell: 0.25 × 50 = 12.5 from the
    /// cell's leading edge and 0.75 × 50 = 37.5 from its top (the documented rule worked out).
    /// Every spelling gives the same frame.
    @Test(arguments: ["UnitPoint(x: 0.25, y: 0.75)", ".init(x: 0.25, y: 0.75)", "UnitPoint.init(x: 0.25, y: 0.75)"])
    func aGridCellAnchorAtAnyUnitPoint(_ anchor: String) throws {
        let views = try Self.frames("""
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.red.frame(width: 60, height: 60)
                }
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 10, height: 10).gridCellAnchor(\(anchor))
                }
            }
            """)
        let cells = views.filter { $0.label == "frame(width: 60, height: 60)" }.map(\.frame)
        let blue = try #require(views.first { $0.label == "frame(width: 10, height: 10)" }?.frame)
        #expect(cells.count == 3)
        // The bottom-right cell is under the top-right one and beside the bottom-left one.
        let cell = Rect(x: cells[1].minX, y: cells[2].minY, width: 60, height: 60)
        #expect(blue.minX - cell.minX == 12.5)
        #expect(blue.minY - cell.minY == 37.5)
    }

    /// The named points still give the built-in guides: `.topTrailing` and `UnitPoint(x: 1, y: 0)`
    /// put the view in the same place.
    @Test func namedPointsAndTheirCoordinatesAgree() throws {
        func blue(_ anchor: String) throws -> Rect? {
            try Self.frames("""
                Grid { GridRow { Color.red.frame(width: 60, height: 60); Color.blue.frame(width: 10, height: 10).gridCellAnchor(\(anchor)) } }
                """).first { $0.label == "frame(width: 10, height: 10)" }?.frame
        }
        #expect(try blue(".topTrailing") == blue("UnitPoint(x: 1, y: 0)"))
        #expect(try blue(".topTrailing") != blue(".center"))
    }

    /// The render-only effects read any unit point and leave the frames as they are.
    @Test func renderEffectsTakeAnyAnchorAndKeepTheFrame() throws {
        let plain = try Self.frames("Color.red.frame(width: 50, height: 50)").last?.frame
        for modifier in [".scaleEffect(2, anchor: UnitPoint(x: 0.25, y: 0.75))", ".scaleEffect(x: 2, y: 1, anchor: .init(x: 0.1, y: 0.9))",
                         ".rotationEffect(.degrees(30), anchor: .init(x: 0.2, y: 0.8))", ".rotationEffect(.degrees(30), anchor: UnitPoint(x: 1, y: 1))"] {
            #expect(try Self.frames("Color.red.frame(width: 50, height: 50)" + modifier).last?.frame == plain, "\(modifier)")
        }
    }

    /// A point that is not a `UnitPoint` is still refused where an anchor is read in a snippet.
    @Test func somethingElseIsStillAnError() throws {
        #expect(throws: (any Error).self) {
            _ = try SwiftUISource.parse("Grid { GridRow { Color.red.gridCellAnchor(CGSize(width: 1, height: 2)) } }", fileName: "snippet.swift")
        }
    }
}
