// `imageScale(_:)`: SF Symbols take a size relative to their text. Apple documents the small
// scale as "approximately 20% smaller" and the large one as "approximately 30% larger" than the
// medium one (https://developer.apple.com/documentation/appkit/nsimage/symbolscale/small,
// …/symbolscale/large): 0.8 and 1.3 × the model's medium symbol, a square one line of the model
// font tall (20 pt at 17 pt: `ImageLayout`). The glyph's own proportions are not known (the
// front end says so).
import Testing
@testable import LayoutCore

@Suite struct ImageScaleTests {
    static func size(_ node: ViewNode) -> Size {
        LayoutEngine(node, environment: .modelFont).sizeThatFits(ProposedViewSize(width: nil, height: nil))
    }

    @Test func symbolsTakeTheScalesSize() {
        #expect(Self.size(Image(systemName: "star").node) == Size(width: 20, height: 20))  // model: medium, one 20-pt line
        #expect(Self.size(Image(systemName: "star").node.imageScale(.small)) == Size(width: 16, height: 16))  // Apple: ≈ 20 % smaller
        #expect(Self.size(Image(systemName: "star").node.imageScale(.medium)) == Size(width: 20, height: 20))
        #expect(Self.size(Image(systemName: "star").node.imageScale(.large)) == Size(width: 26, height: 26))  // Apple: ≈ 30 % larger
    }

    /// The scale multiplies the font's size: a large symbol in `.largeTitle` (34 pt, 40-pt
    /// lines) is 52 pt; it reaches every symbol below, through a stack.
    @Test func theScaleComposesWithTheFontAndReachesTheSubtree() {
        let stack = ViewNode(HStackLayout(spacing: 0), children: [Image(systemName: "a").node, Image(systemName: "b").node])
        #expect(Self.size(stack.font(.largeTitle).imageScale(.large)) == Size(width: 104, height: 52))  // model: 2 × 40 × 1.3
    }

    /// A named image is not a vector symbol: it keeps its size.
    @Test func namedImagesKeepTheirSize() {
        #expect(Self.size(Image("photo").node.imageScale(.large)) == Size(width: 100, height: 100))  // model: the documented default 100 × 100
    }
}
