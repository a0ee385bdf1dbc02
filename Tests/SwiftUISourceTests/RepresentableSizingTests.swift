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

    /// `Screen` showing `Wrapped()`, a `UIViewRepresentable` whose declaration (or an extension,
    /// `inExtension`) holds `sizing`.
    static func evaluateSized(_ sizing: String, inExtension: Bool = false) -> SourceProject.Evaluation? {
        let member = """
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                \(sizing)
            }
            """
        let source = """
            import SwiftUI
            struct Wrapped: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ uiView: UILabel, context: Context) {}
                \(inExtension ? "" : member)
            }
            \(inExtension ? "extension Wrapped {\n\(member)\n}" : "")
            struct Screen: View { var body: some View { Wrapped() } }
            """
        return try? Fixtures.evaluate(source)
    }

    /// SwiftUI asks a representable's own `sizeThatFits` before the view's intrinsic size (Apple's
    /// `UIViewRepresentable.sizeThatFits(_:uiView:context:)` documentation): what it answers is
    /// UIKit code, so the view cannot be modelled, rather than assumed expanding.
    @Test func aRepresentableThatSizesItselfCannotBeModelled() throws {
        for inExtension in [false, true] {
            let evaluation = try #require(Self.evaluateSized("uiView.sizeThatFits(CGSize(width: proposal.width ?? 0, height: .greatestFiniteMagnitude))", inExtension: inExtension))
            #expect(evaluation.variants.isEmpty, "in an extension: \(inExtension)")
            let failure = try #require(evaluation.failures.first).error.description
            #expect(failure.contains("Wrapped computes its size in sizeThatFits(_:uiView:context:) (declared at Screen.swift:"), "\(failure)")
            #expect(failure.contains("UIKit or AppKit code the model does not run"), "\(failure)")
        }
        let guarded = try #require(Self.evaluateSized("guard let width = proposal.width else { return nil }\nreturn CGSize(width: width, height: 20)"))
        #expect(guarded.variants.isEmpty, "a sizeThatFits that can answer a size was modelled")
    }

    /// A `sizeThatFits` that answers only `nil` leaves the sizing to SwiftUI's default (the same
    /// documentation: nil means the default size), which the hugging priorities decide.
    @Test func aSizeThatFitsAnsweringNilKeepsTheDefault() throws {
        for body in ["nil", "return nil"] {
            let evaluation = try #require(Self.evaluateSized(body))
            let first = try #require(evaluation.variants.first, "\(evaluation.failures.map(\.error))")
            #expect(SizingProbe.classify(first.root).behaviors == AxisBehaviors(.exp, .exp))
        }
    }

    /// A `sizeThatFits` answering one constant size (jordanbaird/Ice's colour well: a size per
    /// `controlSize`) gives the view that size whatever is proposed (Apple's documentation: the
    /// size SwiftUI uses); the regular control size is taken, and said. Sizes: the code's own.
    @Test func aConstantSizeThatFitsIsThatSize() throws {
        let perControlSize = """
            switch uiView.controlSize {
            case .large: CGSize(width: 55, height: 30)
            case .regular: CGSize(width: 44, height: 24)
            default: uiView.intrinsicContentSize
            }
            """
        for (body, size) in [("CGSize(width: 30, height: 20)", Size(width: 30, height: 20)), ("return .init(width: 12, height: 8)", Size(width: 12, height: 8)), (perControlSize, Size(width: 44, height: 24))] {
            let evaluation = try #require(Self.evaluateSized(body))
            let first = try #require(evaluation.variants.first, "\(evaluation.failures.map(\.error))")
            #expect(SizingProbe.classify(first.root).behaviors == AxisBehaviors(.hug, .hug))
            #expect(LayoutEngine(first.root).place(in: ProposedViewSize(width: 300, height: 300)).root.frame.size == size)
            #expect(first.assumptions.contains { $0.message.contains("Wrapped answers \(size) from sizeThatFits(_:uiView:context:)") })
        }
    }

    /// A priority raised in an extension's helper counts like one in the declaration.
    @Test func aPriorityRaisedInAnExtensionCounts() throws {
        let source = """
            import SwiftUI
            struct Wrapped: NSViewRepresentable {
                func makeNSView(context: Context) -> NSButton { configured(NSButton()) }
                func updateNSView(_ nsView: NSButton, context: Context) {}
            }
            extension Wrapped {
                func configured(_ button: NSButton) -> NSButton {
                    button.setContentHuggingPriority(.required, for: .vertical)
                    return button
                }
            }
            struct Screen: View { var body: some View { Wrapped() } }
            """
        let evaluation = try Fixtures.evaluate(source)
        #expect(SizingProbe.classify(try #require(evaluation.variants.first).root).behaviors == AxisBehaviors(.exp, .hug))
    }
}
