import LayoutCore
import SwiftUISource
import Testing

/// `GeometryReader { proxy in … }` whose content reads the proxy: built again with each reader's
/// placed geometry (`SwiftUISource.layOut`). Every expected number follows from two documented
/// facts (Apple, GeometryReader / GeometryProxy): a reader takes the size it is proposed and
/// places its content at its top-leading corner; `proxy.size` is that size and
/// `proxy.frame(in: .global)` its frame in the window. Screen and insets of the iPhone 16 preset
/// are our model's (393 × 852, 59 / 34, docs/safe-area.md).
@Suite struct GeometryProxySourceTests {
    /// The placed views of `source` laid out in `container`, on a phone screen when `device`.
    static func placed(_ source: String, _ container: ProposedViewSize, device: Device? = nil) throws -> (views: [PlacedView], parsed: ParsedSource) {
        let first = try SwiftUISource.parse(source, fileName: "snippet.swift")
        let (parsed, engine) = try SwiftUISource.layOut(
            first, text: source, fileName: "snippet.swift", options: SourceOptions(), in: container,
            root: { root in device.map { ViewNode(SafeAreaRootLayout(device: $0), children: [root]) } ?? root })
        return (engine.place(in: container).root.allViews, parsed)
    }

    static let phone = Device.named("iphone-16")!

    @Test func sizeAndGlobalFrameReachFrameAndPosition() throws {
        let source = """
            GeometryReader { proxy in
                Color.blue
                    .frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
                    .position(x: proxy.size.width / 2, y: proxy.frame(in: .global).minY + 10)
            }
            """
        let (views, parsed) = try Self.placed(source, ProposedViewSize(width: 300, height: 400))
        // 300 / 2 × 400 / 4, centred on (150, 0 + 10).
        #expect(views.first { $0.label == "Color.blue" }?.frame == Rect(x: 75, y: 10 - 50, width: 150, height: 100))
        // No representative stands in for the proxy's values any more.
        #expect(parsed.assumptions.filter { $0.message.contains("proxy") } == [])
        // On the phone the reader starts below the top inset: global minY is 59.
        let phone = try Self.placed(source, ProposedViewSize(width: 393, height: 852), device: Self.phone).views
        #expect(phone.first { $0.label == "Color.blue" }?.frame == Rect(x: 393.0 / 4, y: 59 + (59 + 10) - 759.0 / 8, width: 196.5, height: 189.75))
    }

    @Test func withoutAPlacementTheProxyIsSymbolic() throws {
        let parsed = try SwiftUISource.parse("GeometryReader { g in Color.red.frame(width: g.size.width) }", fileName: "snippet.swift")
        #expect(parsed.readsGeometry)
        // A reader whose content never reads its proxy needs no second build.
        #expect(try !SwiftUISource.parse("GeometryReader { _ in Color.red }", fileName: "snippet.swift").readsGeometry)
    }

    @Test func eachReaderOfAForEachGetsItsOwnProxy() throws {
        let source = """
            VStack(spacing: 0) {
                ForEach([100.0, 200.0], id: \\.self) { h in
                    GeometryReader { proxy in Color.red.frame(width: proxy.size.height) }
                        .frame(height: h)
                }
            }
            """
        let views = try Self.placed(source, ProposedViewSize(width: 393, height: 300)).views
        // Each reader is as tall as its frame; the colour is as wide as its reader is tall.
        #expect(views.filter { $0.label == "Color.red" }.map(\.frame.width) == [100, 200])
    }

    @Test func nestedReadersSettleLevelByLevel() throws {
        let source = """
            GeometryReader { outer in
                GeometryReader { inner in
                    Color.red.frame(width: inner.size.width / 2)
                }
                .frame(width: outer.size.width / 3)
            }
            """
        let views = try Self.placed(source, ProposedViewSize(width: 300, height: 100)).views
        // 300 / 3 = 100 for the inner reader, half of it for the colour.
        #expect(views.first { $0.label == "Color.red" }?.frame == Rect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test func aConditionOnTheSizeTakesTheRealBranch() throws {
        let source = #"GeometryReader { g in if g.size.width > 500 { Text("wide") } else { Text("narrow") } }"#
        #expect(try Self.placed(source, ProposedViewSize(width: 600, height: 100)).views.contains { $0.label == #"Text("wide")"# })
        #expect(try Self.placed(source, ProposedViewSize(width: 300, height: 100)).views.contains { $0.label == #"Text("narrow")"# })
    }

    @Test func safeAreaInsetsAreNonZeroWhereTheReaderIgnoresTheSafeArea() throws {
        let source = #"GeometryReader { g in Color.red.padding(g.safeAreaInsets) }.ignoresSafeArea()"#
        let views = try Self.placed(source, ProposedViewSize(width: 393, height: 852), device: Self.phone).views
        // The reader covers the screen; the padding puts the colour back into the safe area.
        #expect(views.first { $0.label == "Color.red" }?.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        let inside = try Self.placed(#"GeometryReader { g in Color.red.padding(g.safeAreaInsets) }"#, ProposedViewSize(width: 393, height: 852), device: Self.phone).views
        #expect(inside.first { $0.label == "Color.red" }?.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func localFrameStartsAtZeroAndANamedSpaceIsReadAsGlobal() throws {
        let local = try Self.placed(
            "VStack(spacing: 0) { Color.clear.frame(height: 50); GeometryReader { g in Color.red.offset(y: g.frame(in: .local).minY) } }",
            ProposedViewSize(width: 100, height: 150))
        #expect(local.views.first { $0.label == "Color.red" }?.frame == Rect(x: 0, y: 50, width: 100, height: 100))
        let named = try Self.placed(
            #"VStack(spacing: 0) { Color.clear.frame(height: 50); GeometryReader { g in Color.red.offset(y: g.frame(in: .named("list")).minY) } }"#,
            ProposedViewSize(width: 100, height: 150))
        // Offset by the reader's global minY, 50, and the assumption stated.
        #expect(named.views.first { $0.label == "Color.red" }?.frame == Rect(x: 0, y: 100, width: 100, height: 100))
        #expect(named.parsed.assumptions.contains { $0.kind == .approximation && $0.message.contains(#".named("list")"#) })
    }
}
