import LayoutCore
import Testing
@testable import SwiftUISource

/// A run of an evaluation takes the views an earlier run built in the same state
/// (`Translator.reusingEarlierRuns`): the evaluation must come out exactly as when every run
/// builds every view itself, and views must in fact be taken. The expectations are our model's:
/// the same evaluation computed both ways.
@Suite struct EarlierRunsReuseTests {
    /// Three run-time values decided in different places: before, inside and after a large
    /// shared part, one of them inside a `ViewModifier`, with assumptions and notes on the way.
    static let source = """
        struct Badge: ViewModifier {
            let highlighted: Bool
            func body(content: Content) -> some View {
                if highlighted {
                    content.padding(8).background(Color.yellow)
                } else {
                    content
                }
            }
        }

        struct Row: View {
            let title: String
            var body: some View {
                HStack {
                    Image(systemName: "star")
                    Text(title).font(.headline)
                    Spacer()
                    Text("detail").foregroundStyle(.secondary)
                }
                .padding(.horizontal, 12)
            }
        }

        struct Screen: View {
            @State private var compact = false
            @State private var highlighted = false
            let subtitle: String?
            let width: CGFloat

            var body: some View {
                VStack {
                    if compact {
                        Text("Compact")
                    } else {
                        Row(title: "One")
                        Row(title: "Two")
                    }
                    Row(title: "Three")
                        .modifier(Badge(highlighted: highlighted))
                    Row(title: "Four").frame(width: width)
                    if let subtitle {
                        Text(subtitle).padding()
                    }
                }
            }
        }
        """

    static func evaluate(_ source: String, reusing: Bool, budget: Int = 64, builtFor: [String] = []) throws -> SourceProject.Evaluation {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = builtFor
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: options, budget: budget)
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        return project.evaluate(declaration, form: .view, placeholder: nil, reusingEarlierRuns: reusing)
    }

    /// Everything an evaluation reports, as text.
    static func summary(_ e: SourceProject.Evaluation) -> [String] {
        e.variants.map { v in
            [SourceProject.variantKey(v.root).description, v.root.treeDescription,
             v.choices.map(\.description).joined(separator: ", "),
             v.assumptions.map { "\($0)" }.joined(separator: "; "),
             v.notes.map(\.description).joined(separator: "; ")].joined(separator: "\n")
        }
        + e.failures.map { "\($0.choices) \($0.error)" }
        + ["held fixed: \(e.heldFixed)", "alike: \(e.alikePlatforms.sorted())", "depends: \(e.dependsOnPlatform)"]
    }

    @Test func takingViewsFromEarlierRunsChangesNothing() throws {
        let reused = try Self.evaluate(Self.source, reusing: true)
        let built = try Self.evaluate(Self.source, reusing: false)
        // compact × highlighted × subtitle: 8 combinations, each a distinct tree.
        #expect(reused.variants.count == 8)
        #expect(Self.summary(reused) == Self.summary(built))
        #expect(built.viewsReused == 0)
        #expect(reused.viewsReused > 0)
    }

    @Test func aBudgetThatRunsOutHoldsTheSameValuesFixed() throws {
        let reused = try Self.evaluate(Self.source, reusing: true, budget: 3)
        let built = try Self.evaluate(Self.source, reusing: false, budget: 3)
        #expect(!reused.heldFixed.isEmpty)
        #expect(Self.summary(reused) == Self.summary(built))
    }

    @Test func platformsNarrowedInsideATakenViewStayNarrowed() throws {
        // The `#if` sits in a view the later runs take: the platforms it separates must still
        // be separated after every run.
        let source = """
            struct Tile: View {
                var body: some View {
                    #if os(macOS)
                    Text("Mac").padding()
                    #else
                    Text("Phone").padding()
                    #endif
                }
            }

            struct Screen: View {
                @State private var expanded = false
                @State private var selected = false
                var body: some View {
                    VStack {
                        Tile()
                        if expanded { Text("More") }
                        if selected { Text("Selected") }
                    }
                }
            }
            """
        let reused = try Self.evaluate(source, reusing: true, builtFor: ["iOS", "macOS"])
        let built = try Self.evaluate(source, reusing: false, builtFor: ["iOS", "macOS"])
        #expect(reused.dependsOnPlatform)
        #expect(reused.viewsReused > 0)
        #expect(Self.summary(reused) == Self.summary(built))
    }

    @Test func aFailingCombinationFailsTheSameWay() throws {
        // One combination recurses (a view showing itself when `nested`): reported as a
        // failure of that combination, with the others built.
        let source = """
            struct Screen: View {
                @State private var nested = false
                @State private var wide = false
                var body: some View {
                    VStack {
                        Text("Title").padding().background(Color.gray)
                        if wide { Color.red } else { Text("narrow") }
                        if nested { Screen() }
                    }
                }
            }
            """
        let reused = try Self.evaluate(source, reusing: true)
        let built = try Self.evaluate(source, reusing: false)
        #expect(!reused.failures.isEmpty)
        #expect(Self.summary(reused) == Self.summary(built))
    }
}
