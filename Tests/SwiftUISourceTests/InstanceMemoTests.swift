import LayoutCore
import Testing
@testable import SwiftUISource

/// The runs of an evaluation take an instance's body from an earlier building when it starts
/// from the same values and state and reads the same outcomes (`InstanceMemo`): the evaluation
/// must come out exactly as when every run builds every view itself, and bodies must in fact be
/// taken. The expectations are our model's: the same evaluation computed both ways
/// (`EarlierRunsReuseTests.summary`), the second without any view taken.
@Suite struct InstanceMemoTests {
    static func evaluate(_ source: String, _ name: String = "Screen", memoised: Bool, builtFor: [String] = []) throws -> SourceProject.Evaluation {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = builtFor
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: options)
        let declaration = try #require(project.declarations.first { $0.name == name })
        return project.evaluate(declaration, form: .view, placeholder: nil, reusingEarlierRuns: memoised)
    }

    /// Both ways, with what each reports and how many bodies were taken.
    static func bothWays(_ source: String, builtFor: [String] = []) throws -> (memoised: SourceProject.Evaluation, built: SourceProject.Evaluation) {
        let memoised = try evaluate(source, memoised: true, builtFor: builtFor)
        let built = try evaluate(source, memoised: false, builtFor: builtFor)
        #expect(EarlierRunsReuseTests.summary(memoised) == EarlierRunsReuseTests.summary(built))
        #expect(built.instanceBodiesTaken == 0)
        return (memoised, built)
    }

    @Test func rowsOfARunTimeCollectionAreBuiltOncePerRun() throws {
        // Each row is given a closure, so the run's own keeping of instances (by their values'
        // text) cannot share them: the memo takes the second and third rows from the first.
        let source = """
            struct Row: View {
                let title: String
                @State private var expanded = false
                var onDelete: () -> Void = {}
                var body: some View {
                    HStack {
                        Text(title)
                        if expanded { Text("More").padding() }
                        Spacer()
                    }
                }
            }

            struct Screen: View {
                let items: [String]
                var body: some View {
                    VStack {
                        ForEach(items) { item in
                            Row(title: item) { print(item) }
                        }
                    }
                }
            }
            """
        let (memoised, built) = try Self.bothWays(source)
        #expect(memoised.variants.count == built.variants.count)
        #expect(memoised.variants.count > 1)
        #expect(memoised.instanceBodiesTaken > 0)
    }

    @Test func aBodyReadingAValueALaterRunChangesIsBuiltAgain() throws {
        // `Card` reads `Card.selected` inside; the runs change it and, before the card,
        // `Screen.compact`. Taking the card whatever it read would give the first run's card
        // to every run; taking it by the outcomes it read gives each its own.
        let source = """
            struct Card: View {
                let title: String
                @State private var selected = false
                var action: () -> Void = {}
                var body: some View {
                    if selected {
                        Text(title).frame(width: 300)
                    } else {
                        Text(title).padding(4)
                    }
                }
            }

            struct Screen: View {
                @State private var compact = false
                @State private var showsFooter = false
                var body: some View {
                    VStack {
                        if compact { Text("Compact") } else { Text("Regular").font(.title) }
                        Card(title: "A") { }
                        if showsFooter { Text("Footer") }
                    }
                }
            }
            """
        let (memoised, _) = try Self.bothWays(source)
        // compact × selected × showsFooter.
        #expect(memoised.variants.count == 8)
        #expect(memoised.instanceBodiesTaken > 0)
    }

    @Test func whatATakenBodyDidIsDoneAgain() throws {
        // Inside the row: an assumption (a run-time width), an instance the run keeps (`Icon`,
        // also built before the row in some runs), and an `#if` that narrows the platforms.
        let source = """
            struct Icon: View {
                var body: some View {
                    Image(systemName: "star").padding(2)
                }
            }

            struct Row: View {
                let width: CGFloat
                @State private var wide = false
                var onTap: () -> Void = {}
                var body: some View {
                    HStack {
                        Icon()
                        #if os(macOS)
                        Text("Mac")
                        #else
                        Text("Phone")
                        #endif
                        if wide { Color.red.frame(width: width) }
                    }
                }
            }

            struct Screen: View {
                @State private var header = false
                let rows: [Int]
                var body: some View {
                    VStack {
                        if header { Icon() }
                        ForEach(rows) { row in
                            Row(width: 20) { print(row) }
                        }
                    }
                }
            }
            """
        let (memoised, _) = try Self.bothWays(source, builtFor: ["iOS", "macOS"])
        #expect(memoised.instanceBodiesTaken > 0)
        #expect(memoised.alikePlatforms == ["iOS"])
    }

    @Test func aClosureCapturingOtherValuesIsAnotherInstance() throws {
        // The rows differ only in the value their content closure captures, which they show:
        // each is its own instance, never taken for another (the second run takes each from
        // the first).
        let source = """
            struct Row: View {
                let content: () -> Text
                var body: some View {
                    HStack { content() }
                }
            }

            struct Screen: View {
                @State private var flag = false
                var body: some View {
                    VStack {
                        if flag { Text("Flag") }
                        ForEach([1, 2, 3], id: \\.self) { n in
                            Row { Text("Row \\(n)") }
                        }
                    }
                }
            }
            """
        let (memoised, _) = try Self.bothWays(source)
        let tree = try #require(memoised.variants.first).root.treeDescription
        #expect(tree.contains("Row 1") && tree.contains("Row 2") && tree.contains("Row 3"))
        #expect(memoised.instanceBodiesTaken > 0)
    }
}
