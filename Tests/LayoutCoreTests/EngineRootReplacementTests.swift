import XCTest
@testable import LayoutCore

/// `LayoutEngine.replaceScreen(with:)` and `readsDevice`: a tree compiled once and laid out on
/// another device's screen gives the frames a tree compiled for that device gives (our model's,
/// both ways; the screens are the device table's).
final class EngineRootReplacementTests: XCTestCase {
    static func screen(_ name: String, _ orientation: DeviceOrientation) throws -> SafeAreaRootLayout {
        SafeAreaRootLayout(device: try XCTUnwrap(DevicePreset.named(name)?.device(orientation)))
    }

    /// Text that wraps, a fixed and a flexible colour, and two views that reach into the safe
    /// area: a style background and `ignoresSafeArea` (their frames differ by device).
    static let tree = ViewNode(SecondaryLayerLayout(.background, style: "Color.yellow"), children: [
        VStack {
            Text("A title that wraps on a narrow screen, and more words")
            HStack { Color.red.frame(width: 120); Color.blue }
            ViewNode(IgnoresSafeAreaLayout(edges: .bottom), children: [Color.green.node])
        }.node,
        Color.yellow.node,
    ])

    func frames(_ engine: LayoutEngine) -> [Rect] { (0..<engine.nodeCount).map(engine.frame) }

    func testAReplacedRootLaysOutAsAFreshCompile() throws {
        let shared = LayoutEngine(ViewNode(try Self.screen("iphone-se", .portrait), children: [Self.tree], isSynthetic: true))
        XCTAssertFalse(shared.readsDevice)
        XCTAssertTrue((0..<shared.nodeCount).contains { shared.layout(of: $0) is IgnoresSafeAreaLayout })
        _ = shared.place(in: ProposedViewSize(width: 375, height: 667))
        for (name, orientation) in [("ipad-mini", DeviceOrientation.landscape), ("iphone-16-pro-max", .portrait), ("iphone-se", .landscape)] {
            let screen = try Self.screen(name, orientation)
            shared.replaceScreen(with: screen.device)
            let proposal = ProposedViewSize(width: screen.device.screen.width, height: screen.device.screen.height)
            _ = shared.place(in: proposal)
            let fresh = LayoutEngine(ViewNode(screen, children: [Self.tree], isSynthetic: true))
            _ = fresh.place(in: proposal)
            XCTAssertEqual(frames(shared), frames(fresh), "\(name) \(orientation)")
        }
    }

    func testAContainerRelativeFrameReadsTheDevice() throws {
        let tree = ViewNode(ContainerRelativeFrameLayout(.horizontal), children: [Color.red.node])
        let engine = LayoutEngine(ViewNode(try Self.screen("iphone-se", .portrait), children: [tree], isSynthetic: true))
        XCTAssertTrue(engine.readsDevice)
    }
}
