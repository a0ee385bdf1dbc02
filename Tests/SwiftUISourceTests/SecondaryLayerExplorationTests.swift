import LayoutCore
import SwiftUISource
import Testing

/// A background or an overlay never changes the size of the view it modifies: SwiftUI proposes
/// the layer the view's size and answers with the view's own (Apple's `overlay(alignment:content:)`
/// and `background(alignment:content:)`: "the secondary view … is sized to fit the frame of this
/// view"). So the run-time values only a layer decides on are not explored, and a layer the model
/// cannot build is left out with the answer saying so. Expected trees and choices are our own
/// model's.
@Suite struct SecondaryLayerExplorationTests {
    typealias Outcome = SymbolicEvaluationTests.Outcome

    static func evaluate(_ text: String, view: String, compiles: Bool = true) throws -> Outcome {
        try #require(SymbolicEvaluationTests.evaluate(text, view: view, options: SourceOptions(inputCompiles: compiles)))
    }

    /// `.overlay { if isLoading { ProgressView() } }`: one tree, as the author's value has it.
    /// The same `if` in the content is explored both ways (the control).
    @Test func aValueOnlyAnOverlayDecidesOnIsNotExplored() throws {
        let layered = try Self.evaluate("""
            struct Row: View {
                @State private var isLoading = false
                var body: some View {
                    Text("Title").overlay { if isLoading { ProgressView() } }
                }
            }
            """, view: "Row")
        #expect(layered.failures.isEmpty)
        #expect(layered.choices == [[]])
        #expect(!layered.trees[0].contains("ProgressView"), "the author's value is false: \(layered.trees[0])")

        let inline = try Self.evaluate("""
            struct Row: View {
                @State private var isLoading = false
                var body: some View {
                    VStack { Text("Title"); if isLoading { ProgressView() } }
                }
            }
            """, view: "Row")
        #expect(inline.choices == [["isLoading = false"], ["isLoading = true"]])
    }

    /// A background's style chosen at run time (`flag ? .red : .blue`) is not explored either.
    @Test func aBackgroundStyleChosenAtRunTimeIsNotExplored() throws {
        let outcome = try Self.evaluate("""
            struct Badge: View {
                let isOn: Bool
                var body: some View {
                    Text("New").padding(4).background(isOn ? Color.red : Color.blue)
                }
            }
            """, view: "Badge")
        #expect(outcome.failures.isEmpty)
        #expect(outcome.choices == [[]])
    }

    /// A value the content decided on keeps its outcome in the layer, so each tree is one the
    /// app can show; a value met first in the layer and later in the content is explored from
    /// the content.
    @Test func aValueTheContentDecidesOnKeepsItsOutcomeInTheLayer() throws {
        let outcome = try Self.evaluate("""
            struct Cell: View {
                let isSelected: Bool
                var body: some View {
                    VStack { if isSelected { Text("Selected") } }
                        .overlay { if isSelected { Circle() } }
                }
            }
            """, view: "Cell")
        #expect(outcome.choices == [["isSelected = true"], ["isSelected = false"]])
        #expect(outcome.trees[0].contains("Circle"), "\(outcome.trees[0])")
        #expect(!outcome.trees[1].contains("Circle"), "\(outcome.trees[1])")

        let layerFirst = try Self.evaluate("""
            struct Cell: View {
                let isSelected: Bool
                var body: some View {
                    Color.clear.overlay { if isSelected { Circle() } }
                        .frame(width: isSelected ? 40 : nil)
                }
            }
            """, view: "Cell")
        #expect(layerFirst.choices == [["isSelected = true"], ["isSelected = false"]])
    }

    /// In code that compiles, an overlay the model cannot build (here a view that builds itself
    /// without end) is left out: the view keeps its answer, and the assumption names the layer
    /// and why. A snippet (`inputCompiles` false) still gets the error.
    @Test func anOverlayTheModelCannotBuildIsLeftOutWithAnAssumption() throws {
        let source = """
            struct Loop: View {
                var body: some View { Loop() }
            }
            struct Card: View {
                var body: some View {
                    Color.blue.overlay { Loop() }
                }
            }
            """
        let compiled = try Self.evaluate(source, view: "Card")
        #expect(compiled.failures.isEmpty, "\(compiled.failures)")
        #expect(compiled.trees.count == 1)
        let leftOut = compiled.assumptions.filter { $0.kind == .passedThrough && $0.subject == "overlay" }
        #expect(leftOut.count == 1, "\(compiled.assumptions)")
        #expect(leftOut.first?.message.contains("Input.swift:6:") == true, "names where the layer is: \(leftOut)")
        #expect(leftOut.first?.message.contains("recursively") == true, "says why: \(leftOut)")

        let snippet = try Self.evaluate(source, view: "Card", compiles: false)
        #expect(snippet.trees.isEmpty)
        #expect(snippet.failures.first?.contains("recursively") == true, "\(snippet.failures)")
    }
}
