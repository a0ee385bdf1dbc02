// Dynamic Type: the text styles' sizes at each DynamicTypeSize, `dynamicTypeSize(_:)` on a
// subtree, and fonts that scale or keep their size (docs/dynamic-type.md).
import Testing
@testable import LayoutCore

@Suite struct DynamicTypeTests {
    /// Apple HIG, "Typography" → "Specifications" → "iOS, iPadOS Dynamic Type sizes", the Body
    /// row of each table, xSmall … xxxLarge then AX1 … AX5
    /// (https://developer.apple.com/design/human-interface-guidelines/typography): 14, 15, 16,
    /// 17, 19, 21, 23 then 28, 33, 40, 47, 53 pt. temoki/UIKit_DynamicType measured the same
    /// sizes from `UIFont.preferredFont(forTextStyle: .body)` on an iOS 13.3 simulator.
    static let higBody: [DynamicTypeSize: Double] = [
        .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
        .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47, .accessibility5: 53,
    ]

    /// One line of SF Pro at `points`: its ascender + descender, (1950 + 494) / 2048 em (UIFont's
    /// `lineHeight`, docs/text-metrics.md), rounded up to the 3× pixel grid. At 17 pt this is the
    /// 20.33 pt a body Text measures (fatbobman, https://fatbobman.com/en/posts/layout-dimensions-1/).
    /// At the other sizes it is our model: no published SwiftUI measurement of a Text's height
    /// at another Dynamic Type size was found.
    static func sfProLine(_ points: Double) -> Double {
        (points * 2444 / 2048 * 3).rounded(.up) / 3
    }

    static func environment(_ size: DynamicTypeSize, metrics: TextMetrics = .system) -> LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.textMetrics = metrics
        environment.dynamicTypeSize = size
        return environment
    }

    static func ideal(_ view: some View, at size: DynamicTypeSize, metrics: TextMetrics = .system) -> Size {
        LayoutEngine(view, environment: environment(size, metrics: metrics)).sizeThatFits(.unspecified)
    }

    /// The heights of the placed Texts of `root` laid out at Large, in order.
    static func textHeights(_ root: some View) -> [Double] {
        let placed = LayoutEngine(root, environment: environment(.large)).place(in: .unspecified).root
        return placed.allViews.filter { $0.name == "Text" }.map(\.frame.height)
    }

    // MARK: The text styles

    @Test(arguments: DynamicTypeSize.allCases)
    func bodyPointSizeIsTheHIGs(_ size: DynamicTypeSize) throws {
        #expect(Font.TextStyle.body.pointSize(at: size) == Self.higBody[size])
        #expect(Font.body.size(at: size) == Self.higBody[size])
    }

    /// The acceptance test: a body Text's height at each size is one SF Pro line at the HIG's
    /// body size (system metrics), and 20/17 of the size with the model font (our model: every
    /// metric scales with the size, §3.3).
    @Test(arguments: DynamicTypeSize.allCases)
    func bodyTextHeightFollowsTheHIG(_ size: DynamicTypeSize) throws {
        let points = try #require(Self.higBody[size])
        let system = Self.ideal(Text("Hello world"), at: size)
        #expect(abs(system.height - Self.sfProLine(points)) < 1e-9, "\(size): \(system.height), expected \(Self.sfProLine(points))")
        let model = Self.ideal(Text("Hello world"), at: size, metrics: .model)
        #expect(abs(model.height - points * 20 / 17) < 1e-9, "\(size): \(model.height)")
        // Wider too: the text grows with its font.
        if size > .large { #expect(system.width > Self.ideal(Text("Hello world"), at: .large).width) }
        if size < .large { #expect(system.width < Self.ideal(Text("Hello world"), at: .large).width) }
    }

    @Test func theNumbersPeopleQuote() {
        // Large is the default of the environment (Apple: DynamicTypeSize's default is .large;
        // HIG: 17 pt body at Large); a body Text is then 20.33 tall (fatbobman, as above).
        #expect(LayoutEnvironment().dynamicTypeSize == .large)
        #expect(Self.ideal(Text("Hello world"), at: .large).height == 61.0 / 3)
        // HIG rows other than body: Large Title 31 at xSmall and 60 at AX5; Caption 2 keeps 11 pt
        // from xSmall to Large; Footnote is 19 at xxxLarge; Headline is Body's size, semibold.
        #expect(Font.TextStyle.largeTitle.pointSize(at: .xSmall) == 31)
        #expect(Font.TextStyle.largeTitle.pointSize(at: .accessibility5) == 60)
        #expect([DynamicTypeSize.xSmall, .small, .medium, .large].map(Font.TextStyle.caption2.pointSize) == [11, 11, 11, 11])
        #expect(Font.TextStyle.footnote.pointSize(at: .xxxLarge) == 19)
        #expect(Font.TextStyle.headline.pointSize(at: .accessibility2) == 33)
        #expect(Font.headline.weight == .semibold)
        // The HIG's leading: Body 22 at Large, 62 at AX5; Large Title 41 at Large.
        #expect(Font.TextStyle.body.leading(at: .large) == 22)
        #expect(Font.TextStyle.body.leading(at: .accessibility5) == 62)
        #expect(Font.TextStyle.largeTitle.leading(at: .large) == 41)
    }

    @Test func everyStyleGrowsWithTheSize() {
        // HIG: no style shrinks from one size to the next; each is its Large size at Large.
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map(style.pointSize)
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(sizes)")
            let leading = DynamicTypeSize.allCases.map(style.leading)
            #expect(zip(leading, leading.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(leading)")
            #expect(zip(sizes, leading).allSatisfy { $0 < $1 }, "\(style): leading is more than the size")
        }
    }

    // MARK: dynamicTypeSize(_:) on a subtree

    @Test func aSubtreeTakesTheSizeItIsGiven() {
        let root = VStack(spacing: 0) {
            Text("A")
            Text("B").dynamicTypeSize(.xLarge)
        }
        let heights = Self.textHeights(root)
        // HIG: body 17 at Large, 19 at xLarge.
        #expect(heights == [Self.sfProLine(17), Self.sfProLine(19)])
    }

    @Test func aRangeClampsTheSizeAround() {
        // `...DynamicTypeSize.xxxLarge` at AX5: body at xxxLarge, 23 pt (HIG).
        let capped = Text("A").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        #expect(Self.ideal(capped, at: .accessibility5).height == Self.sfProLine(23))
        // A size inside the range is kept: xSmall stays 14 pt.
        #expect(Self.ideal(capped, at: .xSmall).height == Self.sfProLine(14))
        // `.small...` lifts xSmall to small (15 pt).
        #expect(Self.ideal(Text("A").dynamicTypeSize(DynamicTypeSize.small...), at: .xSmall).height == Self.sfProLine(15))
    }

    /// Apple's two examples (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
    /// and …/dynamictypesize(_:)-26aj0).
    @Test func applesDocumentedExamples() {
        // "Dynamic Type size will be .large": a value set outside a range is limited by it.
        let limited = Text("A").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)
        #expect(Self.ideal(limited, at: .large).height == Self.sfProLine(17))
        // "Dynamic Type sizes are from .small to .large": nested ranges intersect.
        let both = Text("A").dynamicTypeSize(DynamicTypeSize.small...).dynamicTypeSize(...DynamicTypeSize.large)
        #expect(Self.ideal(both, at: .xSmall).height == Self.sfProLine(15))
        #expect(Self.ideal(both, at: .medium).height == Self.sfProLine(16))
        #expect(Self.ideal(both, at: .accessibility3).height == Self.sfProLine(17))
        // The other order: a range outside, a value set inside, is limited too (the range holds
        // "within the view").
        let inner = Text("A").dynamicTypeSize(.accessibility2).dynamicTypeSize(...DynamicTypeSize.large)
        #expect(Self.ideal(inner, at: .large).height == Self.sfProLine(17))
    }

    @Test func aFontSetAboveResolvesAtTheSizeBelow() {
        // `.font(.title)` on the stack, `.dynamicTypeSize(.xLarge)` on one Text: title at xLarge
        // is 30 pt (HIG), not Large's 28.
        let root = VStack(spacing: 0) {
            Text("A")
            Text("B").dynamicTypeSize(.xLarge)
        }.font(.title)
        #expect(Self.textHeights(root) == [Self.sfProLine(28), Self.sfProLine(30)])
    }

    // MARK: Fonts that scale, fonts that do not

    @Test func aSystemFontOfAGivenSizeKeepsIt() {
        // Apple's `system(size:weight:design:)` takes no text style: 20 pt at every size.
        for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
            #expect(Self.ideal(Text("A").font(.system(size: 20)), at: size).height == Self.sfProLine(20))
        }
    }

    @Test func relativeFontsGrowAsTheirStyle() {
        // Apple: `custom(_:size:)` "scales with the body text style": body grows 17 → 19 at
        // xLarge, so 20 pt becomes 20 × 19 / 17.
        #expect(Font.custom("Avenir", size: 20, relativeTo: .body).size(at: .xLarge) == 20.0 * 19 / 17)
        // `custom(_:size:relativeTo: .title)`: title 28 → 30 at xLarge.
        #expect(Font.custom("Avenir", size: 20, relativeTo: .title).size(at: .xLarge) == 20.0 * 30 / 28)
        #expect(Font.system(size: 20, relativeTo: .title).size(at: .xLarge) == 20.0 * 30 / 28)
        // `custom(_:fixedSize:)`: "does not scale with Dynamic Type".
        #expect(Font.custom("Avenir", size: 20, relativeTo: nil).size(at: .accessibility5) == 20)
        // Laid out: the Text is one line of the scaled size.
        let text = Text("A").font(.custom("Avenir", size: 20, relativeTo: .body))
        #expect(Self.ideal(text, at: .accessibility1).height == Self.sfProLine(20 * 28 / 17))
    }

    // MARK: The size type

    @Test func sizesAreOrderedAndNamedAsSwiftUIs() {
        #expect(DynamicTypeSize.allCases.map(\.rawValue) == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ])
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(DynamicTypeSize.named("XLARGE") == .xLarge)
        #expect(DynamicTypeSize.named("huge") == nil)
        #expect(DynamicTypeSize.accessibility5.clamped(to: .xSmall ... .xxxLarge) == .xxxLarge)
    }
}
