import LayoutCore
import SwiftUISource
import Testing

/// An `NSViewRepresentable` whose `NSView` is an `NSHostingView` of content it is given is laid
/// out as that content: an `NSHostingView`'s default `sizingOptions` (macOS 13 and later,
/// `[.minSize, .intrinsicContentSize, .maxSize]`, Apple's documentation of
/// `NSHostingView.sizingOptions`) make its constraints the content's sizes. Expected sizes are
/// our model's (a `Text` at the body style, a fixed frame).
@Suite struct HostingRepresentableTests {
    static func source(_ make: String, extra: String = "") -> String {
        """
        struct Hosting<Content: View>: NSViewRepresentable {
            final class Host<Root: View>: NSHostingView<Root> {}
            let content: Content
            \(extra)
            func makeNSView(context: Context) -> NSView {
                \(make)
            }
            func updateNSView(_ nsView: NSView, context: Context) {}
        }
        struct Screen: View {
            var body: some View { Hosting(content: Color.red.frame(width: 30, height: 20)) }
        }
        """
    }

    static func size(_ source: String) throws -> Size {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.platform = "macOS"
        let evaluation = try Fixtures.evaluate(source, options: options)
        let root = try #require(evaluation.variants.first?.root)
        return LayoutEngine(root, environment: .modelFont).place(in: ProposedViewSize(width: 300, height: 300)).root.frame.size
    }

    @Test func aHostingViewOfTheGivenContentIsLaidOutAsTheContent() throws {
        #expect(try Self.size(Self.source("NSHostingView(rootView: content)")) == Size(width: 30, height: 20))
    }

    @Test func aSubclassOfNSHostingViewDeclaredInTheRepresentableToo() throws {
        #expect(try Self.size(Self.source("let view = Host(rootView: content)\n        return view")) == Size(width: 30, height: 20))
    }

    @Test func aHostingViewWhoseSizingOptionsTheCodeSetsStaysOpaque() throws {
        // Opaque: the representable's view takes the proposal (RepresentableSizing's default).
        let source = Self.source("let view = NSHostingView(rootView: content)\n        view.sizingOptions = []\n        return view")
        #expect(try Self.size(source) == Size(width: 300, height: 300))
    }

    @Test func anotherAppKitViewStaysOpaque() throws {
        #expect(try Self.size(Self.source("NSTextField(labelWithString: \"x\")")) == Size(width: 300, height: 300))
    }
}
