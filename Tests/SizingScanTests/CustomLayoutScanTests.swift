import Foundation
import LayoutCore
import SizingScan
import Testing

/// A view laid out by a custom `Layout` of the scanned code gets a derived behavior: the scan
/// runs the layout's own code (SwiftUISource's layout interpreter) while probing.
@Suite struct CustomLayoutScanTests {
    /// The flow layout takes the proposed width whenever one is given, and is as tall as its
    /// rows: probed with the other axis unconstrained (§13.1), its width tracks the proposal
    /// (1000 → 1000, 1500 → 1500: expanding) and its height is one row's whatever the proposed
    /// height (hugging). So `TagCloud` is h-exp, v-hug (our model, derived from the layout's
    /// code), as its doc comment says.
    @Test func aViewUsingAFlowLayoutGetsADerivedBehavior() throws {
        let folder = try ScanHarness.Folder()
        let source = """
            import SwiftUI

            struct FlowLayout: Layout {
                var spacing: CGFloat = 8

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let maxWidth = proposal.width ?? .infinity
                    var x: CGFloat = 0
                    var y: CGFloat = 0
                    var rowHeight: CGFloat = 0
                    var widest: CGFloat = 0
                    for subview in subviews {
                        let size = subview.sizeThatFits(.unspecified)
                        if x > 0, x + size.width > maxWidth {
                            x = 0
                            y += rowHeight + spacing
                            rowHeight = 0
                        }
                        x += size.width + spacing
                        widest = max(widest, x - spacing)
                        rowHeight = max(rowHeight, size.height)
                    }
                    return CGSize(width: proposal.width ?? widest, height: y + rowHeight)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    var y = bounds.minY
                    var rowHeight: CGFloat = 0
                    for subview in subviews {
                        let size = subview.sizeThatFits(.unspecified)
                        if x > bounds.minX, x + size.width > bounds.maxX {
                            x = bounds.minX
                            y += rowHeight + spacing
                            rowHeight = 0
                        }
                        subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                        x += size.width + spacing
                        rowHeight = max(rowHeight, size.height)
                    }
                }
            }

            /// Intrinsic sizing behavior: h-exp, v-hug
            struct TagCloud: View {
                let tags = ["Swift", "Layout", "Flow"]

                var body: some View {
                    FlowLayout(spacing: 6) {
                        ForEach(tags, id: \\.self) { tag in
                            Text(tag).padding(4)
                        }
                    }
                }
            }
            """
        try source.write(to: folder.url.appendingPathComponent("TagCloud.swift"), atomically: true, encoding: .utf8)
        var request = ScanRequest(paths: [folder.path], configuration: ScanConfiguration(base: folder.path))
        request.useCache = false
        request.jobs = 1
        let result = try request.run { _ in }
        let finding = try #require(result.reported.first { $0.name == "TagCloud" })
        #expect(finding.verdict == .matches, "\(finding.reason)")
        #expect(finding.derived == AxisBehaviors(.exp, .hug))
    }
}
