import Foundation
import Testing

/// A representable whose own `sizeThatFits` computes its size runs UIKit or AppKit code the model
/// does not run. The scan lays the view out once with it expanding and once hugging: where the
/// two answers agree the view is modelled, with the assumption said; where they differ it is not,
/// and the reason gives both answers. (The shapes are sindresorhus/Gifski's `CompletedScreen`,
/// an image view inside a framed stack, and elislade/SwiftUI-Kit's representable in a
/// `background`; the code is our own, the answers our model's.)
@Suite struct UndecidedViewTests {
    static let representable = """
        import SwiftUI
        struct Thumbnail: NSViewRepresentable {
            let image: NSImage
            func makeNSView(context: Context) -> NSImageView { NSImageView(image: image) }
            func updateNSView(_ nsView: NSImageView, context: Context) {}
            func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSImageView, context: Context) -> CGSize? {
                guard let width = proposal.width, let height = proposal.height else { return nil }
                return image.size.fitting(CGSize(width: width, height: height))
            }
        }

        """

    static func scan(_ views: String) throws -> [String: [String: Any]] {
        let dir = try ScanHarness.Folder()
        try (representable + views).write(to: dir.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        let run = ScanHarness.scan(["Views.swift", "--format", "json", "--platform", "macOS"], in: dir.url)
        var byName: [String: [String: Any]] = [:]
        for f in try ScanHarness.findings(run.stdout) { byName[f["name"] as! String] = f }
        return byName
    }

    /// A frame that fills on both axes answers the same whatever the image view's size.
    @Test func anAnswerTheViewCannotChangeIsKept() throws {
        let findings = try Self.scan("""
            struct Done: View {
                let image: NSImage
                var body: some View {
                    VStack { Thumbnail(image: image).padding() }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            struct Backdrop: View {
                let image: NSImage
                var body: some View {
                    Text("Title").background { Thumbnail(image: image) }
                }
            }
            """)
        let done = try #require(findings["Done"])
        #expect(done["derived"] as? String == "h-exp, v-exp", "\(done)")
        let assumptions = done["assumptions"] as? [String] ?? []
        #expect(assumptions.contains { $0.contains("Thumbnail computes its size in sizeThatFits(_:nsView:context:)") && $0.hasSuffix("the answer holds whether it expands or hugs") }, "\(assumptions)")
        // A background takes the size of the view it is behind (§ background): the text decides.
        let backdrop = try #require(findings["Backdrop"])
        #expect(backdrop["derived"] as? String == "h-hug, v-hug", "\(backdrop)")
    }

    /// Where the representable's size decides, the view is not modelled and the reason says why.
    @Test func anAnswerTheViewDecidesIsNotModelled() throws {
        let findings = try Self.scan("""
            struct Card: View {
                let image: NSImage
                var body: some View { Thumbnail(image: image).padding(8) }
            }
            """)
        let card = try #require(findings["Card"])
        #expect(card["verdict"] as? String == "cannotModel", "\(card)")
        let reason = card["reason"] as? String ?? ""
        #expect(reason.hasPrefix("Views.swift:13:27: "), "\(reason)")
        #expect(reason.contains("Thumbnail computes its size in sizeThatFits(_:nsView:context:)"), "\(reason)")
        #expect(reason.contains("the answer depends on its size (Thumbnail expanding: h-exp, v-exp; hugging: h-hug, v-hug)"), "\(reason)")
    }

    /// Only one branch holds the representable: the other trees are modelled as before, and the
    /// branch that depends on its size is listed as a combination not modelled.
    @Test func aBranchTheViewDecidesIsACombinationNotModelled() throws {
        let findings = try Self.scan("""
            struct Preview: View {
                let image: NSImage
                var isEmpty = true
                var body: some View {
                    if isEmpty {
                        Color.gray
                    } else {
                        Thumbnail(image: image)
                    }
                }
            }
            """)
        let preview = try #require(findings["Preview"])
        #expect(preview["derived"] as? String == "h-exp, v-exp", "\(preview)")
        let reason = preview["reason"] as? String ?? ""
        #expect(reason.contains("1 combination not modelled (isEmpty = false: Views.swift:"), "\(reason)")
        // The answer given rests on the trees that were modelled, so their assumptions only.
        let assumptions = preview["assumptions"] as? [String] ?? []
        #expect(!assumptions.contains { $0.contains("Thumbnail") }, "\(assumptions)")
        #expect(reason.contains("Thumbnail computes its size in sizeThatFits(_:nsView:context:)"), "\(reason)")
    }
}
