import LayoutCore
@testable import SwiftUISource
import Testing

/// One rule for a modifier the model does not lay out, in a scan, a probe and a layout alike:
/// SwiftUI's own modifiers pass through, saying so; a modifier that is neither SwiftUI's, nor
/// the input's, nor a known package's is unknown and fails the view unless
/// `allow_unknown_modifiers` lets it pass. Before, code that compiles passed every unknown
/// modifier through, whatever the configuration said (issue 44). Expected sizes: seed 001 (a Text
/// hugs; a padding adds its insets) and our text model.
@Suite struct UnknownModifierRuleTests {
    static let unknown = """
        struct Screen: View {
            var body: some View { Text("Hi").frobnicate(3) }
        }
        """

    @Test func anUnknownModifierFailsTheViewByDefault() throws {
        let evaluation = try Fixtures.evaluate(Self.unknown)
        #expect(evaluation.variants.isEmpty)
        let message = try #require(evaluation.failures.first.map { "\($0.error)" })
        #expect(message.contains("unknown modifier 'frobnicate'"), "\(message)")
        #expect(message.contains("allow_unknown_modifiers: true"), "\(message)")
    }

    @Test func anUnknownModifierPassesThroughWhenAllowed() throws {
        var options = SourceOptions(inputCompiles: true)
        options.unknownModifiersPassThrough = true
        let evaluation = try Fixtures.evaluate(Self.unknown, options: options)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(variant.assumptions.map(\.message).contains { $0.contains("modifier 'frobnicate' passed through") })
    }

    @Test func swiftUIsModifierNotModelledPassesThroughSayingSo() throws {
        // `menuIndicator(_:)` is SwiftUI's: known, not laid out by the model; never a failure.
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View { Menu("Sort") { Button("Name") {} }.menuIndicator(.hidden) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(variant.assumptions.map(\.message).contains { $0.contains("SwiftUI's modifier 'menuIndicator' passed through without changing layout (not modelled)") })
    }

    /// SwiftUI's macOS 15 modifiers met in sindresorhus/Gifski and jordanbaird/Ice: known, so
    /// they never fail a view (Apple's documentation lists each).
    @Test(arguments: [
        ".pointerStyle(.grabIdle)", ".pointerVisibility(.hidden)", #".fileDialogCustomizationID("export")"#,
        ".onModifierKeysChanged(mask: [.option, .shift]) { _, _ in }",
    ])
    func recentSwiftUIModifiersAreKnown(_ modifier: String) throws {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View { Text("Hi")\(modifier) }
            }
            """)
        #expect(evaluation.failures.isEmpty, "\(evaluation.failures.map { "\($0.error)" })")
    }

    /// mikaelacaron/Basic-Car-Maintenance's `analyticsScreen(name:)`, from FirebaseAnalyticsSwift,
    /// whose source a scan without checkouts does not have: like a view of such a module, the
    /// modifier is taken as that module's and passes through, named; without the import it is
    /// unknown.
    @Test func aModifierOfAModuleTheScanCannotSeePassesThroughNamingIt() throws {
        let body = """
            struct Screen: View {
                var body: some View { Text("Hi").analyticsScreen(name: "home") }
            }
            """
        let imported = try Fixtures.evaluate("import SwiftUI\nimport FirebaseAnalyticsSwift\n" + body)
        let variant = try #require(imported.variants.first, "\(imported.failures.map { "\($0.error)" })")
        #expect(variant.assumptions.map(\.message).contains("modifier 'analyticsScreen' passed through without changing layout: it may come from FirebaseAnalyticsSwift, whose source the scan does not have"))
        let alone = try Fixtures.evaluate("import SwiftUI\n" + body)
        #expect(alone.variants.isEmpty)
    }

    @Test func aModifierTheInputDeclaresIsNotUnknown() throws {
        let evaluation = try Fixtures.evaluate("""
            extension View {
                func card() -> some View { padding(8) }
            }
            struct Screen: View {
                var body: some View { Text("Hi").card() }
            }
            """)
        #expect(evaluation.failures.isEmpty, "\(evaluation.failures.map { "\($0.error)" })")
    }

    @Test func aSnippetKeepsItsDidYouMean() throws {
        #expect {
            _ = try SwiftUISource.parse(#"Text("hi").paddin(8)"#, fileName: "input.swift", options: SourceOptions())
        } throws: { error in
            "\(error)".contains("unknown modifier 'paddin'") && "\(error)".contains("did you mean 'padding'")
        }
    }

    @Test func theNotModelledListHoldsNoNameTheModelLaysOutOrPassesThrough() {
        // A name in two lists would be described two ways; each list says what the model does.
        let modelled = SwiftUIModifierNames.notModelled.filter { BuiltInRegistry.modifier(named: $0) != nil }
        let neutral = SwiftUIModifierNames.notModelled.intersection(PassThroughModifier.layoutNeutral)
        #expect(modelled.isEmpty, "\(modelled.sorted())")
        #expect(neutral.isEmpty, "\(neutral.sorted())")
    }
}

/// `labelsHidden()` and `labelsVisibility(_:)` are laid out: the controls below them leave their
/// labels out (LabelsHiddenTests has the sizes), so no assumption is stated.
@Suite struct LabelsHiddenModifierTests {
    @Test(arguments: [".labelsHidden()", ".labelsVisibility(.hidden)"])
    func hidingTheLabelsIsLaidOut(modifier: String) throws {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                @State var on = false
                var body: some View { Toggle("Wi-Fi", isOn: $on)\(modifier) }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(variant.assumptions.isEmpty, "\(variant.assumptions.map(\.message))")
        // The switch alone: 51 pt wide (our model's switch), where the row with its title took 300.
        #expect(LayoutEngine(variant.root).sizeThatFits(ProposedViewSize(width: 300, height: 200)).width == 51)
    }
}
