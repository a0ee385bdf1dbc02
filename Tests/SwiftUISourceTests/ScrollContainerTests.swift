import LayoutCore
import SwiftUISource
import Testing

/// `containerRelativeFrame` inside a ScrollView: the nearest container is the scroll view, and
/// its size is the scroll view's visible size, not the lazy stack that holds the view (Apple,
/// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:):
/// "the nearest container" is, among others, "the scroll view"). Apple's full-screen paging
/// example on the same page frames each page on both axes in a horizontal ScrollView of a
/// LazyHStack: each page is the screen's safe area, 390 × 763 on an iPhone 14 (390 × 844 less
/// 47 + 34, the insets of the device table's `iphone-14` row, docs/devices.md).
@Suite struct ScrollContainerTests {
    static let phone = Device.named("iphone-14")!

    static let paging = """
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<3) { item in
                    Rectangle().fill(.purple).containerRelativeFrame([.horizontal, .vertical])
                }
            }
        }
        .scrollTargetBehavior(.paging)
        """

    static func pages(_ snippet: String, on device: Device? = nil, in container: ProposedViewSize) throws -> [Rect] {
        let root = try SwiftUISource.parse(snippet, fileName: "snippet.swift").root
        let tree = device.map { ViewNode(SafeAreaRootLayout(device: $0), children: [root]) } ?? root
        return LayoutEngine(tree).place(in: container).root.allViews.filter { $0.label.hasPrefix("containerRelativeFrame") }.map(\.frame)
    }

    /// On the iPhone 14 screen: every page is 390 × 763, side by side.
    @Test func applesPagingExampleOnAnIPhone() throws {
        let pages = try Self.pages(Self.paging, on: Self.phone, in: ProposedViewSize(width: 390, height: 844))
        #expect(pages.map(\.size) == Array(repeating: Size(width: 390, height: 763), count: 3))
        #expect(pages.map(\.minX) == [0, 390, 780])
    }

    /// The same scroll view proposed the safe area's size without a device: the container is
    /// still the scroll view (390 × 763), not the LazyHStack, which proposes its pages a nil
    /// width (before this rule each page was a 10-point sliver, the Rectangle's ideal width).
    @Test func theScrollViewIsTheContainerWithoutADevice() throws {
        let pages = try Self.pages(Self.paging, in: ProposedViewSize(width: 390, height: 763))
        #expect(pages.map(\.size) == Array(repeating: Size(width: 390, height: 763), count: 3))
    }

    /// A ScrollView framed shorter than the screen: the container is its visible height, 300
    /// (our model of Apple's rule: half of it per row with `count: 2`, so 150), not the screen's
    /// 763 (which gave 381.5).
    @Test func aFramedScrollViewIsItsOwnContainer() throws {
        let rows = try Self.pages("""
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0) }
                }
            }
            .frame(height: 300)
            """, on: Self.phone, in: ProposedViewSize(width: 390, height: 844))
        #expect(rows.map(\.height) == [150, 150, 150])
        #expect(rows.map(\.minY) == [278.5, 428.5, 578.5])  // the frame centred in the safe area: 47 + (763 − 300) / 2
    }

    /// The same tree laid out for two sizes in one engine: the pages follow the scroll view
    /// (the answers kept for the first size are not reused for the second).
    @Test func theContainerFollowsTheScrollViewFromOneLayoutToTheNext() throws {
        let root = try SwiftUISource.parse(Self.paging, fileName: "snippet.swift").root
        let engine = LayoutEngine(root)
        func pages(_ width: Double) -> [Double] {
            engine.place(in: ProposedViewSize(width: width, height: 763)).root.allViews
                .filter { $0.label.hasPrefix("containerRelativeFrame") }.map(\.frame.width)
        }
        #expect(pages(390) == [390, 390, 390])
        #expect(pages(300) == [300, 300, 300])
        #expect(pages(390) == [390, 390, 390])
    }

    /// `safeAreaPadding` on the content, inside the scroll view, still narrows the container
    /// (Apple: the container's size is taken "subtracting any safe area insets"; our model
    /// subtracts it whether the padding is on the scroll view or inside it): 390 − 2 × 20 = 350.
    @Test func safeAreaPaddingInsideTheScrollViewNarrowsIt() throws {
        let pages = try Self.pages("""
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<2) { _ in Color.red.containerRelativeFrame(.horizontal) }
                }
                .safeAreaPadding(.horizontal, 20)
            }
            """, in: ProposedViewSize(width: 390, height: 763))
        #expect(pages.map(\.width) == [350, 350])
    }
}
