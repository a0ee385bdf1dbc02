import LayoutCore
@testable import SwiftUISource
import SwiftParser
import SwiftSyntax
import Testing

/// A stored closure property called where a view is expected (elislade/SwiftUI-Kit's
/// `bgMaterial.last?.view()` for `let view: @MainActor () -> AnyView`): a view only the run time
/// gives, opaque and said, not a modifier named `view`. Expected behavior: our model's opaque
/// view (hugging, 44 × 44; a `Text` hugs, seed 001).
@Suite struct StoredClosureViewTests {
    static func source(_ background: String) -> String {
        """
        struct Material: Equatable {
            let id: Int
            let view: @MainActor () -> AnyView
        }
        struct Screen: View {
            @State private var materials: [Material] = []
            var body: some View {
                Text("Title").background { \(background) }
            }
        }
        """
    }

    @Test func aStoredClosureCalledAsAViewIsARunTimeView() throws {
        for background in ["materials.last?.view()", "materials[0].view()"] {
            let evaluation = try Fixtures.evaluate(Self.source(background))
            let variant = try #require(evaluation.variants.first, "\(background): \(evaluation.failures.map { "\($0.error)" })")
            #expect(variant.assumptions.map(\.message).contains("view() is the view the stored closure `Material.view: @MainActor () -> AnyView` returns at run time: assumed h-hug, v-hug"), "\(background)")
        }
    }

    @Test func forcedAndSelfPathsAreRunTimeViewsToo() throws {
        for background in ["materials.first!.view()", "self.materials[0].view()"] {
            let evaluation = try Fixtures.evaluate(Self.source(background))
            let variant = try #require(evaluation.variants.first, "\(background): \(evaluation.failures.map { "\($0.error)" })")
            #expect(variant.assumptions.map(\.message).contains("view() is the view the stored closure `Material.view: @MainActor () -> AnyView` returns at run time: assumed h-hug, v-hug"), "\(background)")
        }
    }

    /// Only a path to a value is evaluated to look for a stored closure: a modifier chain
    /// ending in a name some type stores a closure under is a view's modifier.
    @Test func onlyValuePathsAreLookedIntoForStoredClosures() {
        let paths = ["self", "item", "materials.last?", "materials[0]", "self.config.items[2]!", "store.items.first!"]
        let others = ["content.offset(x: 4)", "makeMaterial()", "Text(\"x\")", "items.map { $0 }", ".init()"]
        for (text, expected) in paths.map({ ($0, true) }) + others.map({ ($0, false) }) {
            var parser = Parser(text)
            let expr = ExprSyntax.parse(from: &parser)
            #expect(Translator.isValuePath(expr.as(OptionalChainingExprSyntax.self)?.expression ?? expr) == expected, "\(text)")
        }
    }

    /// The call stays an unknown modifier; in a background, which cannot change the view's size,
    /// the layer is left out and the answer says why (`SecondaryLayerExplorationTests`).
    @Test func aViewsUnknownModifierOfThatNameIsStillUnknown() throws {
        let evaluation = try Fixtures.evaluate(Self.source(#"Text("x").view()"#))
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(variant.assumptions.contains { $0.kind == .passedThrough && $0.subject == "background" && $0.message.contains("unknown modifier 'view'") }, "\(variant.assumptions)")
        #expect(!variant.assumptions.contains { $0.kind == .opaqueView }, "not taken for the stored closure: \(variant.assumptions)")
    }
}
