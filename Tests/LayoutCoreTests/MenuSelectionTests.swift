// An iOS menu `Picker` shows its selection on a button that fits the width it is offered: a long
// selection wraps inside the button and never widens the row (sample 5 of issue 39: a menu
// picker in a form's row had been answered at its selection's full width). The numbers are our
// model's, with the model font of layout-rules §3.3 (8-pt graphemes, 20-pt lines).
import Testing
@testable import LayoutCore

@Suite struct MenuSelectionTests {
    static func size(_ selection: String, _ proposal: ProposedViewSize) -> Size {
        let option = Text(selection).node
        return LayoutEngine(ViewNode(MenuSelectionLayout(), children: [option]), environment: .modelFont).sizeThatFits(proposal)
    }

    /// "Forward and back" is 16 graphemes: 128 × 20 on one line.
    @Test func aSelectionThatFitsIsAtItsIdealSize() {
        #expect(Self.size("Forward and back", ProposedViewSize(width: 300, height: nil)) == Size(width: 128, height: 20))
        #expect(Self.size("Forward and back", .unspecified) == Size(width: 128, height: 20))
    }

    /// Offered 80 pt, it wraps into "Forward" (56) / "and back" (64): 64 × 40.
    @Test func aLongerSelectionWrapsWithinTheWidth() {
        #expect(Self.size("Forward and back", ProposedViewSize(width: 80, height: nil)) == Size(width: 64, height: 40))
    }

    /// An option that takes any width offered is answered at its ideal width (a Color's 10).
    @Test func anExpandingOptionDoesNotWidenThePicker() {
        let node = ViewNode(MenuSelectionLayout(), children: [Color.red.node])
        #expect(LayoutEngine(node, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 300, height: 40)).width == 10)
    }

    /// The picker offered 200 pt is no wider than that (before: 8 × 35 = 280 for its selection).
    @Test func aMenuPickerFitsItsRow() {
        let picker = Picker("Direction", selection: "a") { Text("A selection far longer than the row").node }
        #expect(LayoutEngine(picker.node, environment: .modelFont).sizeThatFits(ProposedViewSize(width: 200, height: nil)).width <= 200)
    }
}
