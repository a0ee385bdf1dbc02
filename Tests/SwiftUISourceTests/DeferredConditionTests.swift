import LayoutCore
import SwiftUISource
import Testing

/// `a && b` and `a || b` of two run-time Bools decide nothing until a branch reads them
/// (`Symbol.operands`): a value a modifier is given and never tests is not explored, and a
/// tested one explores its operands as Swift's short-circuit reads them. The shape is
/// elislade/SwiftUI-Kit's `NavView.Elements` (`wantsRemoval: element.wantsDisposal ||
/// elementsToAnimateRemoval.contains(element.id)`), whose 64 combinations were spent on values
/// its tree never read. Expected trees and choices are our own model's.
@Suite struct DeferredConditionTests {
    typealias Outcome = SymbolicEvaluationTests.Outcome

    /// A screen with two run-time flags (false as written) whose body is `body`, and a
    /// modifier that takes a Bool its body never tests.
    static func evaluate(_ body: String) throws -> Outcome {
        try #require(SymbolicEvaluationTests.evaluate("""
            struct Leader: ViewModifier {
                let wantsRemoval: Bool
                func body(content: Content) -> some View { content.padding() }
            }
            struct Screen: View {
                @State private var isA = false
                @State private var isB = false
                var body: some View {
                    \(body)
                }
            }
            """, view: "Screen"))
    }

    /// `body` builds two distinct trees, with `choices`, and only the one at `index` holds `text`.
    static func expectTwoTrees(
        _ body: String, choices: [[String]], holding text: String = "shown", at index: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let outcome = try evaluate(body)
        #expect(outcome.choices == choices, sourceLocation: sourceLocation)
        #expect(outcome.trees.count == 2, sourceLocation: sourceLocation)
        guard outcome.trees.count == 2 else { return }
        #expect(outcome.trees[index].contains(text) && !outcome.trees[1 - index].contains(text), sourceLocation: sourceLocation)
    }

    @Test func aConditionPassedOnAndNeverTestedIsNotExplored() throws {
        for op in ["||", "&&"] {
            let outcome = try Self.evaluate(#"Text("a").modifier(Leader(wantsRemoval: isA \#(op) isB))"#)
            #expect(outcome.failures.isEmpty, "\(outcome.failures)")
            #expect(outcome.choices == [[]], "\(op)")
            #expect(outcome.trees.count == 1)
        }
    }

    /// Each distinct tree is kept once, with the choices of the first run that built it: the
    /// third run of each (`isA = true` for `||`, `isA = true, isB = false` for `&&`) builds a
    /// tree an earlier run built.
    @Test func aTestedConditionDecidesItsOperandsAsSwiftReadsThem() throws {
        try Self.expectTwoTrees(#"if isA || isB { Text("shown") } else { Color.red }"#, choices: [["isA = false", "isB = false"], ["isA = false", "isB = true"]], at: 1)
        try Self.expectTwoTrees(#"if isA && isB { Text("shown") } else { Color.red }"#, choices: [["isA = false"], ["isA = true", "isB = true"]], at: 1)
    }

    /// Negated, kept in a local, or combined again, the operands are the ones decided: a value
    /// decided once keeps its outcome for the rest of the run (`either && isA`).
    @Test func aConditionKeptNegatedOrCombinedStillDecidesItsOperands() throws {
        try Self.expectTwoTrees(#"let hidden = !(isA && isB); if hidden { Text("shown") }"#, choices: [["isA = false"], ["isA = true", "isB = true"]], at: 0)
        // A condition whose text starts with `!` is not a negation of the rest (`!isA && isB`).
        try Self.expectTwoTrees(#"if !isA && isB { Text("shown") }"#, choices: [["isA = false", "isB = false"], ["isA = false", "isB = true"]], at: 1)
        // Compared with a Bool literal or switched on, the operands are still the ones decided.
        try Self.expectTwoTrees(#"if (isA && isB) == false { Text("shown") }"#, choices: [["isA = false"], ["isA = true", "isB = true"]], at: 0)
        try Self.expectTwoTrees(#"switch isA || isB { case true: Text("shown") case false: Color.red }"#, choices: [["isA = false", "isB = false"], ["isA = false", "isB = true"]], at: 1)
        try Self.expectTwoTrees(#"let either = isA || isB; if either && isA { Text("both") }"#, choices: [["isA = false", "isB = false"], ["isA = true"]], holding: "both", at: 1)
    }
}
