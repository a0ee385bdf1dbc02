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
        let or = try Self.evaluate(#"if isA || isB { Text("shown") } else { Color.red }"#)
        #expect(or.choices == [["isA = false", "isB = false"], ["isA = false", "isB = true"]])
        #expect(or.trees[1].contains("shown") && !or.trees[0].contains("shown"))
        let and = try Self.evaluate(#"if isA && isB { Text("shown") } else { Color.red }"#)
        #expect(and.choices == [["isA = false"], ["isA = true", "isB = true"]])
        #expect(and.trees[1].contains("shown") && !and.trees[0].contains("shown"))
    }

    /// Negated, kept in a local, or combined again, the operands are the ones decided: a value
    /// decided once keeps its outcome for the rest of the run (`either && isA`).
    @Test func aConditionKeptNegatedOrCombinedStillDecidesItsOperands() throws {
        let negated = try Self.evaluate(#"let hidden = !(isA && isB); if hidden { Text("shown") }"#)
        #expect(negated.choices == [["isA = false"], ["isA = true", "isB = true"]])
        #expect(negated.trees[0].contains("shown") && !negated.trees[1].contains("shown"))
        // A condition whose text starts with `!` is not a negation of the rest (`!isA && isB`).
        let leading = try Self.evaluate(#"if !isA && isB { Text("shown") }"#)
        #expect(leading.choices == [["isA = false", "isB = false"], ["isA = false", "isB = true"]])
        #expect(leading.trees[1].contains("shown") && !leading.trees[0].contains("shown"))
        // Compared with a Bool literal or switched on, the operands are still the ones decided.
        let compared = try Self.evaluate(#"if (isA && isB) == false { Text("shown") }"#)
        #expect(compared.choices == [["isA = false"], ["isA = true", "isB = true"]])
        #expect(compared.trees[0].contains("shown") && !compared.trees[1].contains("shown"))
        let switched = try Self.evaluate(#"switch isA || isB { case true: Text("shown") case false: Color.red }"#)
        #expect(switched.choices == [["isA = false", "isB = false"], ["isA = false", "isB = true"]])
        #expect(switched.trees[1].contains("shown") && !switched.trees[0].contains("shown"))
        let nested = try Self.evaluate(#"let either = isA || isB; if either && isA { Text("both") }"#)
        #expect(nested.choices == [["isA = false", "isB = false"], ["isA = true"]])
        #expect(nested.trees[1].contains("both") && !nested.trees[0].contains("both"))
    }
}
