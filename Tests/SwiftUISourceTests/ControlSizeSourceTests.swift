import LayoutCore
import SwiftUISource
import Testing

/// `controlSize(_:)` in code: on macOS a push button takes AppKit's height for the size (18 pt
/// small, WebKit's ButtonMac.mm: Tests/LayoutCoreTests/ControlSizeTests.swift), and the finding
/// says which controls do; on iOS no length per size is published, the button keeps its size and
/// the finding says so.
@Suite struct ControlSizeSourceTests {
    static func size(_ modifier: String, on platform: String) throws -> (size: Size, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View { Button("OK") { }.font(.caption).buttonStyle(.bordered)\(modifier) }
            }
            """, options: SourceOptions(conditions: CompilationConditions(platform: platform), inputCompiles: true))
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root, environment: .modelFont).sizeThatFits(ProposedViewSize(width: nil, height: nil))
        return (size, variant.assumptions.map(\.message))
    }

    @Test func macOSButtonsTakeTheSizesHeight() throws {
        #expect(try Self.size("", on: "macOS").size.height == 21)  // WebKit ButtonMac.mm: regular
        let small = try Self.size(".controlSize(.small)", on: "macOS")
        #expect(small.size.height == 18)  // small
        #expect(small.assumptions.contains { $0.contains("push and pop-up buttons take AppKit's lengths; other controls keep the regular size") }, "\(small.assumptions)")
        #expect(try Self.size(".controlSize(ControlSize.mini)", on: "macOS").size.height == 15)  // mini
        #expect(try Self.size(".environment(\\.controlSize, .large)", on: "macOS").size.height == 28)  // large
    }

    @Test func iOSKeepsTheRegularSizeAndSaysSo() throws {
        let regular = try Self.size("", on: "iOS")
        let large = try Self.size(".controlSize(.large)", on: "iOS")
        #expect(large.size == regular.size)  // our model: nothing published
        #expect(large.assumptions.contains { $0.contains("controlSize(.large) on iOS") }, "\(large.assumptions)")
    }
}
