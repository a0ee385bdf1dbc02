import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// A representable's view takes what it is offered on an axis whose content-hugging priority is
/// at `.defaultLow` or below, and keeps its size where the code raises it (our model, stated in
/// `RepresentableSizing`; the raising code is sindresorhus/Plash's `CocoaButton` form).
@Suite struct RepresentableSizingTests {
    /// `Screen`'s behavior and assumption messages, where `Screen` shows `Wrapped()` whose
    /// `makeNSView` runs `setup`.
    static func behavior(_ setup: String) throws -> (AxisBehaviors, [String]) {
        let source = """
            import SwiftUI
            struct Wrapped: NSViewRepresentable {
                func makeNSView(context: Context) -> NSButton {
                    let button = NSButton(title: "", target: nil, action: nil)
                    \(setup)
                    return button
                }
                func updateNSView(_ nsView: NSButton, context: Context) {}
            }
            struct Screen: View { var body: some View { Wrapped() } }
            """
        let evaluation = try Fixtures.evaluate(source)
        let first = try #require(evaluation.variants.first)
        return (SizingProbe.classify(first.root).behaviors, first.assumptions.map(\.message))
    }

    @Test func aViewCreatedInCodeTakesWhatItIsOffered() throws {
        let (behaviors, messages) = try Self.behavior("")
        #expect(behaviors == AxisBehaviors(.exp, .exp))
        #expect(messages.contains { $0.hasSuffix("assumed h-exp, v-exp") }, "\(messages)")
    }

    @Test func aRaisedHuggingPriorityKeepsTheViewsSizeOnThatAxis() throws {
        let both = try Self.behavior("""
            button.setContentHuggingPriority(.defaultHigh, for: .vertical)
            button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            """)
        #expect(both.0 == AxisBehaviors(.hug, .hug))
        #expect(both.1.contains { $0.contains("hugs horizontally (setContentHuggingPriority(.defaultHigh, for: .horizontal))") }, "\(both.1)")
        let vertical = try Self.behavior("button.setContentHuggingPriority(NSLayoutConstraint.Priority(rawValue: 251), for: .vertical)")
        #expect(vertical.0 == AxisBehaviors(.exp, .hug))
    }

    @Test func aPriorityAtOrBelowDefaultLowStillExpands() throws {
        #expect(try Self.behavior("button.setContentHuggingPriority(.defaultLow, for: .horizontal)").0 == AxisBehaviors(.exp, .exp))
        #expect(try Self.behavior("button.setContentHuggingPriority(.defaultHigh - 600, for: .horizontal)").0 == AxisBehaviors(.exp, .exp))
        #expect(try Self.behavior("button.setContentHuggingPriority(.required, for: .horizontal)").0 == AxisBehaviors(.hug, .exp))
        // The last call on an axis wins, as at run time.
        #expect(try Self.behavior("""
            button.setContentHuggingPriority(.required, for: .horizontal)
            button.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
            """).0 == AxisBehaviors(.exp, .exp))
    }
}
