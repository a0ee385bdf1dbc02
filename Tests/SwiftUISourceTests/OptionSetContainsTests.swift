import LayoutCore
import SwiftUISource
import Testing

/// `contains` on an option set the code spells out (sindresorhus/Gifski's
/// `fillFrame(_ axis: Axis.Set = [.horizontal, .vertical])`, jordanbaird/Ice's
/// `IceSectionOptions.default = [.isBordered, .hasDividers]`) is decided when the view is built,
/// not explored as a run-time value whose `true` outcome comes first. Expected sizes: our model
/// (`frame(maxWidth: .infinity)` takes the offered width, a `Text` hugs; docs/layout-rules.md §2.3).
@Suite struct OptionSetContainsTests {
    static func evaluation(_ text: String) throws -> SourceProject.Evaluation {
        let project = SourceProject(files: [.init(path: "Screen.swift", text: text)], options: SourceOptions(inputCompiles: true))
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        return project.evaluate(declaration, form: .view)
    }

    @Test func axisSetContainsIsDecided() throws {
        let evaluation = try Self.evaluation("""
            extension View {
                func fillFrame(_ axis: Axis.Set = [.horizontal, .vertical]) -> some View {
                    frame(maxWidth: axis.contains(.horizontal) ? .infinity : nil, maxHeight: axis.contains(.vertical) ? .infinity : nil)
                }
            }
            struct Screen: View {
                var body: some View { Text("Size").frame(height: 20).fillFrame(.horizontal) }
            }
            """)
        // One tree: nothing left to explore; full width, the text's height.
        #expect(evaluation.variants.count == 1)
        let variant = try #require(evaluation.variants.first)
        #expect(variant.choices.isEmpty)
        #expect(LayoutEngine(variant.root).place(in: ProposedViewSize(width: 300, height: 500)).root.frame.size == Size(width: 300, height: 20))
    }

    @Test func aDeclaredOptionSetsUnionStandsForItsMembers() throws {
        let evaluation = try Self.evaluation("""
            struct Options: OptionSet {
                let rawValue: Int
                static let bordered = Options(rawValue: 1 << 0)
                static let dividers = Options(rawValue: 1 << 1)
                static let standard: Options = [.bordered, .dividers]
            }
            struct Box: View {
                var options: Options = .standard
                var body: some View {
                    if options.contains(.bordered) { Text("x").frame(height: 20).frame(maxWidth: .infinity) } else { Text("x").frame(height: 20) }
                }
            }
            struct Screen: View {
                var body: some View { VStack { Box(); Box(options: .dividers) } }
            }
            """)
        let variant = try #require(evaluation.variants.first, "\(evaluation.failures.map { "\($0.error)" })")
        #expect(!variant.choices.contains { $0.value.contains("contains") }, "\(variant.choices)")
        // The VStack's two children (below the node standing for `Screen`).
        var stack = LayoutEngine(variant.root).place(in: ProposedViewSize(width: 300, height: 500)).root
        while stack.children.count == 1 { stack = stack.children[0] }
        let frames = stack.children.map(\.frame.size)
        // `.standard` holds `.bordered`: full width; `.dividers` does not: the text's width.
        #expect(frames.count == 2 && frames[0].width == 300 && frames[1].width < 300, "\(frames)")
    }

    @Test func aRunTimeSetStaysADecision() throws {
        let evaluation = try Self.evaluation("""
            struct Screen: View {
                let axis: Axis.Set
                var body: some View { Text("x").frame(maxWidth: axis.contains(.horizontal) ? .infinity : nil) }
            }
            """)
        #expect(evaluation.variants.count == 2)
    }
}
