import LayoutCore
import Testing
@testable import SwiftUISource

/// Evaluations of one project run one after the other share the bodies their runs build
/// (`InstanceBodyPool`): a view evaluated as its own finding takes the bodies its callers'
/// evaluations built. Each evaluation must come out exactly as when every run builds every view
/// itself (`EarlierRunsReuseTests.summary`), and bodies must in fact be taken from the
/// evaluations before it. The expectations are our model's: the same evaluation computed both
/// ways.
@Suite struct SharedInstanceMemoTests {
    static func project(_ source: String) -> SourceProject {
        SourceProject(files: [.init(path: "Screen.swift", text: source)], options: SourceOptions(inputCompiles: true))
    }

    /// `names` evaluated in order with one pool; with each, the evaluation that builds
    /// everything and the one with a pool of its own (nothing shared).
    static func inOrder(_ source: String, _ names: [String]) throws -> [(shared: SourceProject.Evaluation, alone: SourceProject.Evaluation, built: SourceProject.Evaluation)] {
        let project = project(source)
        let pool = InstanceBodyPool()
        return try names.map { try threeWays(project, $0, sharing: pool, label: $0) }
    }

    /// `name` of `project` evaluated with `pool`, with a pool of its own and building
    /// everything; the first two come out as the third.
    static func threeWays(_ project: SourceProject, _ name: String, sharing pool: InstanceBodyPool, label: String) throws
        -> (shared: SourceProject.Evaluation, alone: SourceProject.Evaluation, built: SourceProject.Evaluation) {
        let declaration = try #require(project.declarations.first { $0.name == name })
        let shared = project.evaluate(declaration, form: .view, placeholder: nil, reusingEarlierRuns: true, sharing: pool)
        let alone = project.evaluate(declaration, form: .view, placeholder: nil, reusingEarlierRuns: true, sharing: InstanceBodyPool())
        let built = project.evaluate(declaration, form: .view, placeholder: nil, reusingEarlierRuns: false)
        #expect(EarlierRunsReuseTests.summary(shared) == EarlierRunsReuseTests.summary(built), "\(label)")
        #expect(EarlierRunsReuseTests.summary(alone) == EarlierRunsReuseTests.summary(built), "\(label)")
        return (shared, alone, built)
    }

    /// A view built inside another (`Cell` inside `Content` inside `Screen`).
    static let cells = """
        struct Cell: View {
            let title: String
            @State private var selected = false
            var onTap: () -> Void = {}
            var body: some View {
                HStack {
                    Text(title)
                    if selected { Image(systemName: "checkmark").padding(2) }
                }
            }
        }

        struct Content: View {
            @State private var compact = false
            var body: some View {
                VStack {
                    Cell(title: "Alpha")
                    Cell(title: "Beta")
                    if compact { Text("Compact") }
                }
            }
        }

        struct Screen: View {
            var body: some View {
                ScrollView {
                    Content().padding()
                }
            }
        }
        """

    @Test func aNestedViewEvaluatedAfterItsCallerTakesTheBodiesItBuilt() throws {
        // `Content` is built inside `Screen`, deeper and below another instance, and then
        // evaluated on its own: its cells are the ones `Screen`'s evaluation built. (A closure
        // passed to a cell would capture `Content`'s values, which are named otherwise when
        // `Content` is the view evaluated: those cells are other instances.)
        let results = try Self.inOrder(Self.cells, ["Screen", "Content"])
        let content = results[1]
        #expect(content.shared.variants.count == 4)
        #expect(content.shared.instanceBodiesTaken > content.alone.instanceBodiesTaken)
    }

    /// A released pool holds nothing (the end of a scan frees the bodies on every thread): what
    /// is evaluated after takes no body, and comes out as when built.
    @Test func aReleasedPoolHoldsNoBody() throws {
        let project = Self.project(Self.cells)
        let pool = InstanceBodyPool()
        _ = try Self.threeWays(project, "Screen", sharing: pool, label: "Screen")
        pool.release(jobs: 2)
        let content = try Self.threeWays(project, "Content", sharing: pool, label: "Content")
        #expect(content.shared.instanceBodiesTaken == content.alone.instanceBodiesTaken)
    }

    @Test func aBodyIsNotTakenWhereTheViewsAroundItMakeItRecurse() throws {
        // `B` builds `T`. Built inside `Y` (one `T` around it), `B`'s `T` is fine; inside `T`'s
        // own evaluation, `B` is built with two `T`s around it, and its `T` recurses. Taking
        // `B` without reading how often `T` is around it would give `T` a tree.
        let source = """
            struct T: View {
                var level = 1
                var body: some View {
                    if level == 1 { Y() } else if level == 0 { B() } else { Text("Leaf") }
                }
            }

            struct Y: View {
                var body: some View { T(level: 0).padding() }
            }

            struct B: View {
                var body: some View {
                    HStack { Text("B"); T(level: 2) }
                }
            }
            """
        let results = try Self.inOrder(source, ["Y", "T"])
        #expect(!results[0].shared.variants.isEmpty)
        let t = results[1]
        #expect(t.shared.variants.isEmpty)
        #expect(t.shared.failures.first?.error.description.contains("recursively") == true)
    }

    @Test func aBodyIsTakenWhereTheViewsAroundItAreOthers() throws {
        // The same `B` inside `Y` and inside `X`'s `Y`: one `T` around it either way, so `X`'s
        // evaluation takes what `Y`'s built below `T`.
        let source = """
            struct T: View {
                var level = 1
                var body: some View {
                    if level == 0 { B() } else { Text("Leaf") }
                }
            }

            struct Y: View {
                @State private var wide = false
                var body: some View { T(level: 0).frame(width: wide ? 300 : nil) }
            }

            struct X: View {
                var body: some View { VStack { Y(); Text("X") } }
            }

            struct B: View {
                var action: () -> Void = {}
                var body: some View {
                    HStack { Text("B"); T(level: 2) }
                }
            }
            """
        let results = try Self.inOrder(source, ["Y", "X"])
        let x = results[1]
        #expect(!x.shared.variants.isEmpty)
        #expect(x.shared.instanceBodiesTaken > x.alone.instanceBodiesTaken)
    }

    /// `name` evaluated on each of `platforms` in order with one pool (each platform's index of
    /// the same files), with the evaluation that builds everything and the one with a pool of
    /// its own.
    static func onPlatforms(_ source: String, _ name: String, _ platforms: [String]) throws -> [(shared: SourceProject.Evaluation, alone: SourceProject.Evaluation, built: SourceProject.Evaluation)] {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = platforms
        let first = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: options)
        let pool = InstanceBodyPool()
        return try platforms.map { platform in
            var options = options
            options.conditions.platform = platform
            return try threeWays(first.with(options), name, sharing: pool, label: platform)
        }
    }

    @Test func aBodyBuiltAlikeOnAnotherPlatformIsTakenAdaptedToThisOne() throws {
        // `Row` reads nothing declared by platform, and holds a toggle and a picker, which
        // SwiftUI lays out by platform: macOS takes iOS's rows with those adapted. `Badge`
        // reads an `#if os(macOS)`: macOS builds its own, and the screen is not alike.
        let source = """
            struct Row: View {
                let title: String
                @State private var on = false
                @State private var choice = 0
                var onTap: () -> Void = {}
                var body: some View {
                    HStack {
                        Toggle(title, isOn: $on)
                        if on { Picker("Choice", selection: $choice) { Text("A").tag(0) } }
                    }
                }
            }

            struct Badge: View {
                var action: () -> Void = {}
                var body: some View {
                    #if os(macOS)
                    Text("Mac").frame(width: 200)
                    #else
                    Text("Phone")
                    #endif
                }
            }

            struct Screen: View {
                @State private var wide = false
                var body: some View {
                    VStack {
                        Row(title: "One") { }
                        Badge()
                        if wide { Color.red.frame(width: 400) }
                    }
                }
            }
            """
        let results = try Self.onPlatforms(source, "Screen", ["iOS", "macOS"])
        let macOS = results[1]
        #expect(results[0].shared.alikePlatforms == ["iOS"])
        #expect(macOS.shared.variants.first?.root.treeDescription.contains("Mac") == true)
        #expect(macOS.shared.instanceBodiesTaken > macOS.alone.instanceBodiesTaken)
        // The summaries do not say a control's platform: each tree's controls are macOS's.
        for variant in macOS.shared.variants {
            let platforms = Self.adaptivePlatforms(in: variant.root)
            #expect(!platforms.isEmpty && platforms.allSatisfy { $0 == .macOS })
        }
    }

    /// The platform of each layout of `node`'s tree that SwiftUI lays out by platform.
    static func adaptivePlatforms(in node: ViewNode) -> [Platform] {
        ((node.layout as? any PlatformAdaptive).map { [$0.platform] } ?? []) + node.children.flatMap(adaptivePlatforms)
    }

    @Test func aBodyWhoseAssumptionNamesThePlatformIsBuiltOnEach() throws {
        // `controlSize(.small)` is assumed with the platform's name in the finding: macOS's
        // rows say macOS, so they are not taken from iOS, although nothing is declared by
        // platform.
        let source = """
            struct Row: View {
                let title: String
                var onTap: () -> Void = {}
                var body: some View {
                    Button(title) { onTap() }.controlSize(.small)
                }
            }

            struct Screen: View {
                @State private var wide = false
                var body: some View {
                    VStack {
                        Row(title: "One")
                        if wide { Color.red.frame(width: 400) }
                    }
                }
            }
            """
        let results = try Self.onPlatforms(source, "Screen", ["iOS", "macOS"])
        let assumptions = results[1].shared.variants.flatMap(\.assumptions).map { "\($0)" }
        #expect(assumptions.contains { $0.contains("on macOS") })
        #expect(!assumptions.contains { $0.contains("on iOS") })
    }
}
