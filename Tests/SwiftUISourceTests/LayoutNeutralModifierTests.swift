import LayoutCore
import SizingProbe
import SwiftUISource
import Testing

/// SwiftUI modifiers that never change a size (`PassThroughModifier.layoutNeutral`) pass
/// through silently: the tree's frames are the same as without them, and the finding assumes
/// nothing ("unknown modifier" is kept for what the model does not know). The calls are the
/// forms real apps use (the development set's most frequent unknown modifiers, 2026-11-27);
/// the expected frames are our model's for the same view without the modifier.
@Suite struct LayoutNeutralModifierTests {
    static let calls = [
        ".overlayPreferenceValue(BoundsKey.self) { _ in Color.red }",
        ".backgroundPreferenceValue(BoundsKey.self) { _ in Color.red }",
        ".preference(key: TitleKey.self, value: title)",
        ".transformPreference(TitleKey.self) { $0 = title }",
        ".anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }",
        ".onPreferenceChange(TitleKey.self) { title = $0 }",
        ".transformEnvironment(\\.font) { $0 = .title }",
        ".transaction { $0.animation = nil }",
        ".coordinateSpace(name: \"list\")",
        ".equatable()",
        ".onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }",
        ".accessibility(label: Text(\"Title\"))",
        ".accessibilitySortPriority(1)",
        ".hoverEffect(.lift)",
        ".symbolEffect(.bounce, value: count)",
        ".geometryGroup()",
        ".matchedTransitionSource(id: id, in: namespace)",
        ".dropDestination(for: String.self) { _, _ in true }",
        ".defersSystemGestures(on: .all)",
        ".persistentSystemOverlays(.hidden)",
        ".textSelection(.enabled)",
        ".interactiveDismissDisabled()",
        ".menuOrder(.fixed)",
        ".scrollTargetLayout()",
        ".navigationBarTitle(\"Title\")",
        ".glassEffect()",
        ".colorScheme(.dark)",
        ".truncationMode(.middle)",
        ".symbolVariant(.fill)",
    ]

    static func frames(_ modifier: String) throws -> (size: Size, assumptions: [String]) {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                let title: String
                var body: some View {
                    Text("Weekly summary").lineLimit(1).padding(8)\(modifier)
                }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        let size = LayoutEngine(variant.root).sizeThatFits(ProposedViewSize(width: 120, height: nil))
        return (size, variant.assumptions.map(\.message))
    }

    @Test(arguments: calls) func aNeutralModifierChangesNoSizeAndAssumesNothing(_ call: String) throws {
        let plain = try Self.frames("")
        let modified = try Self.frames(call)
        #expect(modified.size == plain.size)
        #expect(!modified.assumptions.contains { $0.contains("unknown modifier") }, "\(modified.assumptions)")
    }

    @Test func aSwiftUIModifierTheModelDoesNotLayOutIsStillSaid() throws {
        let modified = try Self.frames(".contentMargins(8)")
        #expect(modified.assumptions.contains { $0.contains("SwiftUI's modifier 'contentMargins' passed through") }, "\(modified.assumptions)")
    }
}

/// `dynamicTypeSize(_:)`: the model lays text out at `.large`, `DynamicTypeSize`'s default, so a
/// range holding it (the clamp real apps write, `...DynamicTypeSize.xxxLarge`) changes nothing;
/// a size the model does not scale to is passed through and said.
@Suite struct DynamicTypeSizeModifierTests {
    @Test(arguments: ["(...DynamicTypeSize.xxxLarge)", "(.xSmall ... .accessibility2)", "(.large...)", "(..<DynamicTypeSize.xLarge)"])
    func aRangeHoldingTheDefaultSizeChangesNothing(_ arguments: String) throws {
        let plain = try LayoutNeutralModifierTests.frames("")
        let modified = try LayoutNeutralModifierTests.frames(".dynamicTypeSize\(arguments)")
        #expect(modified.size == plain.size)
        #expect(modified.assumptions.isEmpty, "\(modified.assumptions)")
    }

    /// Another size is laid out (docs/dynamic-type.md): the text grows or shrinks, and nothing
    /// is assumed (it was passed through and said before text styles scaled).
    @Test(arguments: ["(.accessibility3)", "(.xxLarge...)", "(..<DynamicTypeSize.large)"])
    func anotherSizeChangesTheText(_ arguments: String) throws {
        let plain = try LayoutNeutralModifierTests.frames("")
        let modified = try LayoutNeutralModifierTests.frames(".dynamicTypeSize\(arguments)")
        #expect(modified.size != plain.size)
        #expect(modified.assumptions.isEmpty, "\(modified.assumptions)")
    }
}
