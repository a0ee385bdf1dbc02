import LayoutCore
import SwiftUISource
import Testing

/// `List`, `Form`, `NavigationStack`, `TabView` and `GeometryReader` take their whole proposal on
/// both axes whatever their content (LayoutCore's layouts of each: expanding on both axes; the
/// content changes their ideal size only). So the run-time values met only inside that content
/// cannot change the behavior the probe derives, and are not explored unless
/// `SourceOptions.exploresFillingContent` asks (`sizing scan --stress` does: a break inside may
/// hang on them). Expected trees and choices are our own model's.
@Suite struct FillingContentExplorationTests {
    typealias Outcome = SymbolicEvaluationTests.Outcome

    /// A screen whose body is `body`, with a run-time `isLoading` (false as written).
    static func evaluate(_ body: String, exploring: Bool = false) throws -> Outcome {
        var options = SourceOptions(inputCompiles: true)
        options.exploresFillingContent = exploring
        return try #require(SymbolicEvaluationTests.evaluate("""
            struct Screen: View {
                @State private var isLoading = false
                var body: some View {
                    \(body)
                }
            }
            """, view: "Screen", options: options))
    }

    static let content = #"if isLoading { ProgressView() } else { Text("Done") }"#
    static let filling = [
        "List { \(content) }", "Form { \(content) }", "NavigationStack { \(content) }",
        "TabView { \(content) }", "GeometryReader { _ in \(content) }",
    ]

    @Test func aValueOnlyAFillingContainersContentDecidesOnIsNotExplored() throws {
        for body in Self.filling {
            let outcome = try Self.evaluate(body)
            #expect(outcome.failures.isEmpty, "\(body): \(outcome.failures)")
            #expect(outcome.choices == [[]], "\(body)")
            #expect(outcome.trees[0].contains("Done") && !outcome.trees[0].contains("ProgressView"), "the author's value is false: \(outcome.trees[0])")
        }
    }

    /// A scroll view hugs its content across its axis: its content is explored (the control).
    @Test func aScrollViewsContentIsExplored() throws {
        let outcome = try Self.evaluate("ScrollView { \(Self.content) }")
        #expect(outcome.choices == [["isLoading = false"], ["isLoading = true"]])
    }

    /// Under `--stress`, and for a value the screen decides on outside the container, both ways.
    @Test func stressAndValuesOutsideTheContainerAreExplored() throws {
        for body in Self.filling {
            #expect(try Self.evaluate(body, exploring: true).choices == [["isLoading = false"], ["isLoading = true"]], "\(body)")
        }
        let outside = try Self.evaluate(#"VStack { if isLoading { ProgressView() }; List { if isLoading { Text("Loading") } } }"#)
        #expect(outside.choices == [["isLoading = false"], ["isLoading = true"]])
        #expect(outside.trees[1].contains("Loading"), "the List's content keeps the outcome the screen took: \(outside.trees[1])")
    }
}
