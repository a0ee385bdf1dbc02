import LayoutCore
import SwiftUISource
import Testing

/// The safe-area modifiers in source, laid out on a device screen (`SafeAreaRootLayout`, what
/// `--device` builds). Screen and insets of the iPhone 16 preset: 393 × 852 pt, 59 / 34 pt (our
/// model, docs/safe-area.md); every expected frame is worked out from them in its comment.
@Suite struct SafeAreaSourceTests {
    static let phone = Device.named("iphone-16")!

    /// The placed views of `snippet` on the phone's screen.
    static func placed(_ snippet: String) throws -> [PlacedView] {
        let root = try SwiftUISource.parse(snippet, fileName: "snippet.swift").root
        let screen = ViewNode(SafeAreaRootLayout(device: phone), children: [root])
        return LayoutEngine(screen).place(in: ProposedViewSize(width: 393, height: 852)).root.allViews
    }

    @Test func ignoresSafeAreaReadsItsEdges() throws {
        let views = try Self.placed("Color.red.ignoresSafeArea(.container, edges: .bottom)")
        // Extended down to the screen's bottom edge only: 759 + 34.
        #expect(views.first { $0.name == "Color" }?.frame == Rect(x: 0, y: 59, width: 393, height: 793))
        let legacy = try Self.placed("Color.red.edgesIgnoringSafeArea(.all)")
        #expect(legacy.first { $0.name == "Color" }?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    /// Apple: the style form `background(_:ignoresSafeAreaEdges:)` extends into the safe area by
    /// default; the view form does not.
    @Test func aStyleBackgroundExtendsIntoTheSafeArea() throws {
        let style = try Self.placed(#"Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)"#)
        let yellow = style.filter { $0.label == "Color.yellow" }
        #expect(yellow.map(\.frame) == [Rect(x: 0, y: 0, width: 393, height: 852)])
        let viewForm = try Self.placed(#"Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.yellow }"#)
        #expect(viewForm.filter { $0.label == "Color.yellow" }.map(\.frame) == [Rect(x: 0, y: 59, width: 393, height: 759)])
    }

    @Test func safeAreaInsetAndPadding() throws {
        // A 44 pt bar on top: the content starts 44 + 8 (default spacing) below the safe area's top.
        let inset = try Self.placed(#"Color.red.safeAreaInset(edge: .top) { Color.blue.frame(height: 44) }"#)
        #expect(inset.first { $0.label == "Color.red" }?.frame == Rect(x: 0, y: 59 + 52, width: 393, height: 759 - 52))
        let padded = try Self.placed("Color.red.safeAreaPadding(.horizontal, 20)")
        #expect(padded.first { $0.label == "Color.red" }?.frame == Rect(x: 20, y: 59, width: 353, height: 759))
    }

    /// Apple's formula, on the container's size less the safe area: (393 − 2 × 10) / 3 × 2 + 10.
    @Test func containerRelativeFrameUsesTheScreenNotTheParent() throws {
        let views = try Self.placed("Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(width: 100)")
        let width = views.first { $0.label == "Color.red" }?.frame.width
        #expect(width.map { abs($0 - ((393.0 - 20) / 3 * 2 + 10)) < 1e-9 } == true)
    }

    @Test func withoutADeviceNothingExtends() throws {
        let root = try SwiftUISource.parse("Color.red.ignoresSafeArea()", fileName: "snippet.swift").root
        let views = LayoutEngine(root).place(in: ProposedViewSize(width: 300, height: 200)).root.allViews
        #expect(views.first { $0.name == "Color" }?.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func aBadEdgeIsAnErrorAtItsLocation() {
        do {
            _ = try SwiftUISource.parse("Color.red.safeAreaInset(edge: .middle) { Text(\"x\") }", fileName: "snippet.swift")
            Issue.record("parsed")
        } catch {
            #expect("\(error)".contains("snippet.swift:1:31"))
            #expect("\(error)".contains("safeAreaInset(edge:) needs .top, .bottom, .leading or .trailing"))
        }
    }
}
