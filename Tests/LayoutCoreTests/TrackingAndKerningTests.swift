// `tracking(_:)` and `kerning(_:)`: points added after every character cluster, the last one's
// included (Apple: tracking is "the amount of additional space, in points, that the view should
// add to each character cluster after layout", https://developer.apple.com/documentation/swiftui/text/tracking(_:);
// kerning "affects the trailing edge of the text view as well",
// https://developer.apple.com/documentation/swiftui/text/kerning(_:)); with both, tracking wins
// (Core Text's kCTTrackingAttributeName: "kCTKernAttributeName will be ignored unless zero").
// Numbers are `model`: the model font (8 pt per grapheme at 17 pt) and the system metrics of
// docs/text-metrics.md.
import Testing
@testable import LayoutCore

@Suite struct TrackingAndKerningTests {
    static func size(_ string: String, _ node: (ViewNode) -> ViewNode, width: Double? = nil,
                     metrics: LayoutEnvironment = .modelFont) -> Size {
        LayoutEngine(node(Text(string).node), environment: metrics).sizeThatFits(ProposedViewSize(width: width, height: nil))
    }

    @Test func trackingAddsItsPointsAfterEveryGrapheme() {
        #expect(Self.size("Hello", { $0 }) == Size(width: 40, height: 20))  // model: 5 × 8
        #expect(Self.size("Hello", { $0.tracking(2) }) == Size(width: 50, height: 20))  // model: 5 × (8 + 2)
        #expect(Self.size("Hello", { $0.kerning(2) }) == Size(width: 50, height: 20))  // model: 5 × (8 + 2)
        #expect(Self.size("Hello", { $0.kerning(-2) }) == Size(width: 30, height: 20))  // model: 5 × (8 − 2)
    }

    @Test func trackingWinsOverKerning() {
        #expect(Self.size("Hello", { $0.kerning(5).tracking(2) }) == Size(width: 50, height: 20))  // model: tracking's 2
        #expect(Self.size("Hello", { $0.tracking(2).kerning(5) }) == Size(width: 50, height: 20))  // model: tracking's 2, whichever is outer
    }

    /// Wider graphemes wrap sooner: "Hello, world" is 96 pt and fits 100; with tracking 2 it is
    /// 120 and wraps into "Hello," / "world".
    @Test func trackedTextWrapsSooner() {
        #expect(Self.size("Hello, world", { $0 }, width: 100) == Size(width: 96, height: 20))  // model: one line
        #expect(Self.size("Hello, world", { $0.tracking(2) }, width: 100) == Size(width: 60, height: 40))  // model: 6 × 10 over 2 lines
    }

    /// System metrics: "Hello" is 38.67 pt at 17 pt (docs/text-metrics.md); 2 pt of tracking is
    /// 331 font units a grapheme, 5 × 1.998 = 9.99 pt more, 48.67 on the grid.
    @Test func trackingWithTheSystemFont() {
        let plain = Self.size("Hello", { $0 }, metrics: LayoutEnvironment()).width
        let tracked = Self.size("Hello", { $0.tracking(2) }, metrics: LayoutEnvironment()).width
        #expect(abs(plain - 38.667) < 0.01)  // model: Inter + SF tracking, 3× grid
        #expect(abs(tracked - 48.667) < 0.01)  // model: + 5 × 331 units
    }

    /// A tracking that would make advances negative draws nothing rather than trapping.
    @Test func hugeNegativeTrackingNeverTraps() {
        #expect(Self.size("Hello", { $0.tracking(-100) }).width == 0)  // model: advances clamp at 0
        #expect(Self.size("Hello", { $0.tracking(-100) }, metrics: LayoutEnvironment()).width == 0)
        #expect(Self.size("Hello", { $0.tracking(.infinity) }) == Size(width: 40, height: 20))  // model: a non-finite tracking is none
    }
}
