import LayoutCore
import SwiftUISource
import Testing

/// One test per construct of real code that the symbolic front end handles (issue 13): each
/// builds a small project with `SourceProject`, evaluates one view and checks the trees it can
/// build and the run-time choices that lead to them. Expected trees are our own model's: they
/// follow from reading the code as SwiftUI would run it.
@Suite struct SymbolicEvaluationTests {
    /// The distinct trees of `view` in a project of one or more files, with their choices.
    struct Outcome {
        var trees: [String]
        var choices: [[String]]
        var assumptions: [Assumption]
        var failures: [String]
        var heldFixed: [String]
    }

    static func evaluate(_ files: [String: String], view: String, options: SourceOptions = SourceOptions(inputCompiles: true)) -> Outcome? {
        let project = SourceProject(files: files.sorted { $0.key < $1.key }.map { SourceProject.File(path: $0.key, text: $0.value) }, options: options)
        guard let declaration = project.declarations.first(where: { $0.name == view && $0.kind == .view }) else { return nil }
        let evaluation = project.evaluate(declaration, form: .view)
        return Outcome(
            trees: evaluation.variants.map(\.root.treeDescription),
            choices: evaluation.variants.map { $0.choices.map(\.description) },
            assumptions: evaluation.variants.flatMap(\.assumptions),
            failures: evaluation.failures.map { "\($0.error)" },
            heldFixed: evaluation.heldFixed)
    }

    static func evaluate(_ text: String, view: String, options: SourceOptions = SourceOptions(inputCompiles: true)) -> Outcome? {
        evaluate(["Input.swift": text], view: view, options: options)
    }

    static func find(_ files: [String: String], view: String, kind: ViewDeclaration.Kind = .view, options: SourceOptions = SourceOptions(inputCompiles: true)) -> [ViewDeclaration] {
        SourceProject(files: files.map { SourceProject.File(path: $0.key, text: $0.value) }, options: options)
            .declarations.filter { $0.name == view && $0.kind == kind }
    }

    // MARK: Symbolic values and explored branches

    /// The list row: `user.bio` is optional, so both trees are built; the name is a
    /// run-time string laid out with a placeholder text, and the finding says so.
    @Test func ifLetOnAModelPropertyBuildsBothTrees() throws {
        let outcome = try #require(Self.evaluate("""
            struct User { let name: String; let bio: String? }
            struct ProfileRow: View {
                let user: User
                var body: some View {
                    HStack {
                        Text(user.name).font(.headline)
                        if let bio = user.bio { Text(bio).lineLimit(2) }
                        Spacer()
                    }
                }
            }
            """, view: "ProfileRow"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.choices == [["user.bio = some"], ["user.bio = nil"]])
        #expect(outcome.trees[0].contains("lineLimit(2)"))
        #expect(!outcome.trees[1].contains("lineLimit(2)"))
        #expect(outcome.assumptions.contains {
            $0.kind == .representative && $0.subject == "run-time text" && $0.message.contains("placeholder text of a typical length")
        }, "\(outcome.assumptions)")
    }

    /// `guard let … else { return … }` in a helper: the else branch is a tree of its own.
    @Test func guardLetExploresTheElseBranch() throws {
        let outcome = try #require(Self.evaluate("""
            struct Photo { let caption: String? }
            struct PhotoCaption: View {
                let photo: Photo
                var body: some View { content }
                @ViewBuilder var content: some View {
                    if let caption = photo.caption {
                        Text(caption)
                    } else {
                        Color.gray
                    }
                }
            }
            """, view: "PhotoCaption"))
        #expect(outcome.trees.count == 2)
        #expect(outcome.trees.contains { $0.contains("Text(") })
        #expect(outcome.trees.contains { $0.contains("Color.gray") })
    }

    @Test func guardStatementInAFunction() throws {
        let outcome = try #require(Self.evaluate("""
            struct Badge: View {
                let count: Int?
                var body: some View { label() }
                func label() -> AnyView {
                    guard let count else { return AnyView(EmptyView()) }
                    return AnyView(Text("\\(count)").padding(4))
                }
            }
            """, view: "Badge"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.choices.count == 2)
        #expect(outcome.trees.contains { $0.contains("EmptyView") })
        #expect(outcome.trees.contains { $0.contains("padding(4)") })
    }

    /// A `switch` over an enum of the project builds one tree per case.
    @Test func switchOverAProjectEnumBuildsEachCase() throws {
        let outcome = try #require(Self.evaluate("""
            enum LoadState { case loading, failed, loaded }
            struct Screen: View {
                var state: LoadState
                var body: some View {
                    switch state {
                    case .loading: ProgressView()
                    case .failed: Text("Failed")
                    case .loaded: Color.green
                    }
                }
            }
            """, view: "Screen"))
        #expect(outcome.choices == [["state = .loading"], ["state = .failed"], ["state = .loaded"]])
        #expect(outcome.trees.count == 3)
    }

    /// `if case .loaded(let items) = state` binds the payload and explores the other cases.
    @Test func ifCaseWithAPayload() throws {
        let outcome = try #require(Self.evaluate("""
            enum Phase { case idle; case loaded(String) }
            struct PhaseView: View {
                let phase: Phase
                var body: some View {
                    if case .loaded(let title) = phase {
                        Text(title)
                    } else {
                        Spacer()
                    }
                }
            }
            """, view: "PhaseView"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.count == 2)
        #expect(outcome.trees.contains { $0.contains("Text(") })
        #expect(outcome.trees.contains { $0.contains("Spacer()") })
    }

    /// An environment value the view reads is symbolic too: both size classes are built.
    @Test func environmentValueIsExplored() throws {
        let outcome = try #require(Self.evaluate("""
            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact { VStack { Text("A"); Text("B") } } else { HStack { Text("A"); Text("B") } }
                }
            }
            """, view: "Adaptive"))
        #expect(outcome.trees.count == 2)
        #expect(outcome.trees.contains { $0.contains("VStack") })
        #expect(outcome.trees.contains { $0.contains("HStack") })
    }

    /// A ternary and `??` choose values: each outcome is explored (four trees: the text and the
    /// padding differ), and no combination fails.
    @Test func ternaryAndNilCoalescingAreExplored() throws {
        let outcome = try #require(Self.evaluate("""
            struct Item { let nickname: String?; let name: String; let isNew: Bool }
            struct ItemTitle: View {
                let item: Item
                var body: some View {
                    Text(item.nickname ?? "Anonymous").padding(item.isNew ? 8 : 4)
                }
            }
            """, view: "ItemTitle"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.count == 4)
        #expect(Set(outcome.choices.flatMap { $0 }) == ["item.nickname = some", "item.nickname = nil", "item.isNew = true", "item.isNew = false"])
        #expect(outcome.trees.filter { $0.contains("padding(8)") }.count == 2)
    }

    /// `ForEach` over a collection the file does not give: empty, one and several elements.
    @Test func forEachOverASymbolicCollection() throws {
        let outcome = try #require(Self.evaluate("""
            struct Tag: Identifiable { let id: Int; let title: String }
            struct TagList: View {
                let tags: [Tag]
                var body: some View {
                    HStack { ForEach(tags) { tag in Text(tag.title) } }
                }
            }
            """, view: "TagList"))
        #expect(outcome.failures.isEmpty)
        let textCounts = outcome.trees.map { $0.components(separatedBy: "Text(").count - 1 }
        #expect(textCounts.contains(0))
        #expect(textCounts.contains(1))
        #expect(textCounts.contains { $0 > 1 })
    }

    /// Eight independent Booleans make 256 combinations: the budget of 64 holds some fixed,
    /// and the evaluation says which.
    @Test func explorationIsBoundedAndSaysWhatWasHeldFixed() throws {
        let flags = (1...8).map { "let f\($0): Bool" }.joined(separator: "; ")
        let rows = (1...8).map { "if f\($0) { Text(\"\($0)\") }" }.joined(separator: "\n")
        let outcome = try #require(Self.evaluate("""
            struct Flags: View {
                \(flags)
                var body: some View { VStack { \(rows) } }
            }
            """, view: "Flags"))
        #expect(outcome.trees.count <= 64)
        #expect(outcome.trees.count > 1)
        #expect(!outcome.heldFixed.isEmpty)
    }

    /// `var kind: Kind = .compact` may be passed by a caller: every case is built, the author's
    /// default first. A `private var` or a `let` keeps its default; a `Font` is not explored.
    @Test func settableDefaultsAreExploredDefaultFirst() throws {
        let outcome = try #require(Self.evaluate("""
            enum Kind { case compact, large }
            struct Tile: View {
                var kind: Kind = .large
                private var isPinned = false
                let showsBorder = false
                var font: Font = .body
                var body: some View {
                    VStack {
                        if kind == .large { Color.red } else { Text("A").font(font) }
                        if isPinned { Text("Pinned") }
                        if showsBorder { Divider() }
                    }
                }
            }
            """, view: "Tile"))
        #expect(outcome.choices == [["kind = .large"], ["kind = .compact"]])
        #expect(outcome.trees.allSatisfy { !$0.contains("Pinned") && !$0.contains("Divider") })
    }

    // MARK: Declarations real code uses

    /// `#if os(macOS)`: iOS (the default) takes the `#else` branch; `--platform macOS` the other.
    @Test func compilationConditionsChooseTheBranch() throws {
        let text = """
            struct Toolbarish: View {
                var body: some View {
                    #if os(macOS)
                    HStack { Text("Mac") }
                    #else
                    VStack { Text("Phone") }
                    #endif
                }
            }
            """
        let iOS = try #require(Self.evaluate(text, view: "Toolbarish"))
        #expect(iOS.trees.count == 1 && iOS.trees[0].contains("VStack"))
        let macOS = try #require(Self.evaluate(text, view: "Toolbarish", options: SourceOptions(conditions: CompilationConditions(platform: "macOS"), inputCompiles: true)))
        #expect(macOS.trees.count == 1 && macOS.trees[0].contains("HStack"))
    }

    /// `#if DEBUG` is off unless `--define DEBUG`; a view declared inside `#if` is found.
    @Test func definesAndDeclarationsInsideIf() throws {
        let text = """
            #if DEBUG
            struct DebugOverlay: View { var body: some View { Color.red } }
            #endif
            struct Root: View {
                var body: some View {
                    #if DEBUG
                    DebugOverlay()
                    #else
                    Color.clear
                    #endif
                }
            }
            """
        #expect(Self.find(["A.swift": text], view: "DebugOverlay").isEmpty)
        let debug = SourceOptions(conditions: CompilationConditions(defines: ["DEBUG"]), inputCompiles: true)
        #expect(Self.find(["A.swift": text], view: "DebugOverlay", options: debug).count == 1)
        let root = try #require(Self.evaluate(text, view: "Root", options: debug))
        #expect(root.trees[0].contains("Color.red"))
        let release = try #require(Self.evaluate(text, view: "Root"))
        #expect(release.trees[0].contains("Color.clear"))
    }

    /// Views declared as nested types, and conformance declared in an extension, are views.
    @Test func nestedTypesAndExtensionConformances() throws {
        let text = """
            enum Settings {
                struct Row: View { var body: some View { HStack { Text("A"); Spacer() } } }
            }
            struct Plain {}
            extension Plain: View { var body: some View { Settings.Row() } }
            """
        #expect(Self.find(["A.swift": text], view: "Settings.Row").count == 1)
        let plain = try #require(Self.evaluate(text, view: "Plain"))
        #expect(plain.failures.isEmpty)
        #expect(plain.trees[0].contains("Spacer()"))
    }

    /// Views declared inside `#Preview` bodies are found, and two of one name in two files are
    /// each built from their own declaration.
    @Test func localViewsOfPreviewsAreViewsOfTheirOwn() {
        let files = [
            "A.swift": "#Preview {\n    struct Preview: View { var body: some View { Color.red } }\n    return Preview()\n}\n",
            "B.swift": "#Preview {\n    struct Preview: View { var body: some View { Text(\"B\") } }\n    return Preview()\n}\n",
        ]
        let project = SourceProject(files: files.map { .init(path: $0.key, text: $0.value) }, options: SourceOptions(inputCompiles: true))
        let previews = project.declarations.filter { $0.name == "Preview" && $0.kind == .view }
        #expect(previews.map(\.fileName) == ["A.swift", "B.swift"])
        let trees = previews.map { project.evaluate($0, form: .view).variants.first?.root.treeDescription ?? "" }
        #expect(trees[0].contains("Color.red") && !trees[0].contains("Text"))
        #expect(trees[1].contains("Text(\"B\")") && !trees[1].contains("Color.red"))
    }

    /// Scenes, commands, toolbar content and other non-View bodies are not views.
    @Test func nonViewBodiesAreNotDeclarations() {
        let text = """
            struct MyApp: App { var body: some Scene { WindowGroup { Text("A") } } }
            struct MyCommands: Commands { var body: some Commands { CommandMenu("X") { } } }
            struct Tools: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Text("A") } } }
            struct Feature: Reducer { var body: some ReducerOf<Self> { EmptyReducer() } }
            struct Real: View { var body: some View { Text("A") } }
            """
        let names = SourceProject(files: [.init(path: "A.swift", text: text)], options: SourceOptions(inputCompiles: true))
            .declarations.map(\.name)
        #expect(names == ["Real"])
    }

    /// Helper methods with parameters, `self.` and `Self.` static members.
    @Test func helperMethodsWithParametersAndStaticMembers() throws {
        let outcome = try #require(Self.evaluate("""
            struct Stats: View {
                static let gap: CGFloat = 12
                var body: some View {
                    HStack(spacing: Self.gap) {
                        self.cell("Steps", width: 80)
                        cell("Floors", width: Stats.gap * 5)
                    }
                }
                func cell(_ title: String, width: CGFloat) -> some View {
                    Text(title).frame(width: width)
                }
            }
            """, view: "Stats"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.count == 1)
        #expect(outcome.trees[0].contains("HStack(spacing: 12)"))
        #expect(outcome.trees[0].contains("frame(width: 80)"))
        #expect(outcome.trees[0].contains("frame(width: 60)"))
    }

    /// A custom `ViewModifier` through `.modifier(…)` and through an `extension View` helper
    /// that calls another helper: its `body(content:)` is evaluated around the content.
    @Test func customViewModifiersAndExtensionHelpers() throws {
        let outcome = try #require(Self.evaluate("""
            struct CardStyle: ViewModifier {
                var inset: CGFloat = 8
                func body(content: Content) -> some View { content.padding(inset).background(Color.white) }
            }
            extension View {
                func card() -> some View { modifier(CardStyle(inset: 16)) }
                func fancyCard() -> some View { card().shadow(radius: 2) }
            }
            struct Tile: View {
                var body: some View {
                    VStack {
                        Text("A").modifier(CardStyle())
                        Text("B").fancyCard()
                    }
                }
            }
            """, view: "Tile"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees[0].contains("padding(8)"))
        #expect(outcome.trees[0].contains("padding(16)"))
    }

    /// A generic container view: `Card { … }` evaluates its body with the caller's content.
    @Test func genericContainerWithViewBuilderContent() throws {
        let outcome = try #require(Self.evaluate("""
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack(alignment: .leading) { content }.padding(12) }
            }
            struct Home: View {
                var body: some View { Card { Text("Inside"); Spacer() } }
            }
            """, view: "Home"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees[0].contains("padding(12)"))
        #expect(outcome.trees[0].contains("Text(\"Inside\")"))
    }

    /// A closure stored in a property builds the view it returns.
    @Test func closureStoredInAProperty() throws {
        let outcome = try #require(Self.evaluate("""
            struct Labeled: View {
                let makeLabel: () -> Text = { Text("Label") }
                var body: some View { HStack { makeLabel(); Spacer() } }
            }
            """, view: "Labeled"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees[0].contains("Text(\"Label\")"))
    }

    /// A required view-model parameter: the model's properties are symbolic by their own types.
    @Test func viewModelPropertiesAreSymbolicByTheirTypes() throws {
        let outcome = try #require(Self.evaluate(["Model.swift": """
            final class FeedModel: ObservableObject {
                @Published var isLoading = false
                @Published var posts: [String] = []
            }
            """, "Feed.swift": """
            struct Feed: View {
                @ObservedObject var model: FeedModel
                var body: some View {
                    if model.isLoading { ProgressView() } else { VStack { ForEach(model.posts, id: \\.self) { Text($0) } } }
                }
            }
            """], view: "Feed"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.contains { $0.contains("ProgressView") })
        #expect(outcome.trees.contains { $0.contains("VStack") })
    }

    // MARK: Unknown views, typos and limits

    /// A view from outside the scanned files is an opaque leaf, and the assumption is stated.
    @Test func unknownViewIsAnOpaqueLeafWithAStatedAssumption() throws {
        let outcome = try #require(Self.evaluate("""
            struct Avatar: View {
                let url: URL
                var body: some View { LazyImage(url: url).frame(width: 40, height: 40) }
            }
            """, view: "Avatar"))
        #expect(outcome.failures.isEmpty)
        // The scan counts the answers that rest on an opaque view by its kind and subject.
        #expect(outcome.assumptions.contains { $0.kind == .opaqueView && $0.subject == "LazyImage" }, "\(outcome.assumptions)")
    }

    /// In a snippet (not known to compile) a name close to a known type is a typo.
    @Test func typoGetsADidYouMean() throws {
        let outcome = try #require(Self.evaluate("""
            struct Swatch: View { var body: some View { Colr.red.frame(width: 10) } }
            """, view: "Swatch", options: SourceOptions()))
        #expect(outcome.trees.isEmpty)
        #expect(outcome.failures.contains { $0.contains("did you mean 'Color'") })
    }

    /// Views that use each other in a cycle are an error that names the recursion.
    @Test func recursionIsAnError() throws {
        let outcome = try #require(Self.evaluate("""
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { VStack { A() } } }
            """, view: "A"))
        #expect(outcome.trees.isEmpty)
        #expect(outcome.failures.contains { $0.lowercased().contains("recursi") })
    }

    /// 21 views, each using the next twice, would be 2²¹ leaves: a "too large" error, quickly.
    @Test func exponentialViewGraphIsTooLarge() throws {
        var text = "struct V20: View { var body: some View { Text(\"x\") } }\n"
        for i in 0..<20 { text += "struct V\(i): View { var body: some View { VStack { V\(i + 1)(); V\(i + 1)() } } }\n" }
        let outcome = try #require(Self.evaluate(text, view: "V0"))
        #expect(outcome.trees.isEmpty)
        #expect(outcome.failures.contains { $0.contains("too large") })
        let small = try #require(Self.evaluate(text, view: "V15"))
        #expect(small.failures.isEmpty)   // 2⁵ = 32 leaves
    }

    // MARK: Values from the input's extensions of SwiftUI and platform types

    /// `.frame(height: .controlSize)` reads the input's `extension CGFloat` (inside `#if`).
    @Test func implicitStaticMemberOfANumericExtension() throws {
        let outcome = try #require(Self.evaluate("""
            extension CGFloat {
                #if os(macOS)
                static let controlSize: Self = 38
                #else
                static let controlSize: Self = 56
                #endif
            }
            struct Bar: View { var body: some View { Color.red.frame(height: .controlSize) } }
            """, view: "Bar"))
        #expect(outcome.trees.first?.contains("frame(height: 56)") == true)
    }

    /// An input's `environment(_:from:)` overload does not capture SwiftUI's `environment(_:_:)`.
    @Test func swiftUIModifierWhenNoOverloadOfTheInputFits() throws {
        let outcome = try #require(Self.evaluate("""
            extension View {
                func environment<Key: PreferenceKey>(_ path: WritableKeyPath<EnvironmentValues, Key.Value>, from key: Key.Type) -> some View {
                    padding(99)
                }
            }
            struct Tinted: View { var body: some View { Text("A").environment(\\.lineLimit, 2) } }
            """, view: "Tinted"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.first?.contains("padding(99)") == false)
    }

    /// `Image(sbbIcon: .train)` from the input's `extension Image`: an image of unknown size.
    @Test func imageFromAnInitializerOfTheInput() throws {
        let outcome = try #require(Self.evaluate("""
            enum Icon: String { case train }
            extension Image { init(icon: Icon) { self.init(icon.rawValue) } }
            struct Badge: View { var body: some View { Image(icon: .train).padding(2) } }
            """, view: "Badge"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.first?.contains("Image(") == true)
    }

    /// `a == b ? x : y` where a view is expected: the condition is explored like an `if`.
    @Test func ternaryWithAComparisonChoosesAView() throws {
        let outcome = try #require(Self.evaluate("""
            struct Dimmer: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    colorScheme == .dark ? Color.black.opacity(0.6) : Color.white.opacity(0.4)
                }
            }
            """, view: "Dimmer"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.count == 2)
    }

    /// Values the model cannot read but that compile: a shape value shown as a view, a colour
    /// made at run time, a control argument the model does not lay out.
    @Test func compiledInputKeepsGoingWhereValuesAreUnknown() throws {
        let outcome = try #require(Self.evaluate("""
            struct Field: View {
                @State private var amount = 0
                let shape = ContainerRelativeShape()
                var body: some View {
                    VStack {
                        TextField("Amount", value: $amount, formatter: NumberFormatter())
                        shape.frame(height: 2)
                    }
                    .background(Color(.systemGroupedBackground))
                }
            }
            """, view: "Field"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.assumptions.contains { $0.message.contains("formatter") })
    }

    /// A switch over a value the model cannot match (`.init(initialValue: …)`) explores the cases.
    @Test func switchOverAnUnmatchedValueExploresTheCases() throws {
        let outcome = try #require(Self.evaluate("""
            enum Loadable { case idle; case loaded(String); init(initialValue: Loadable) { self = initialValue } }
            struct Picture: View {
                @State private var image: Loadable = .init(initialValue: .idle)
                var body: some View {
                    switch image {
                    case .idle: Color.gray
                    case let .loaded(name): Text(name)
                    }
                }
            }
            """, view: "Picture"))
        #expect(outcome.failures.isEmpty)
        #expect(outcome.trees.count == 2)
    }

    /// `ForEach(data, content: makeRow)` and `ForEach(data, content: Row.init)` build each
    /// element with the function; `.padding(.inset)` reads an input's static member;
    /// `.background(.gray, in: .capsule)` and `RoundedRectangle(cornerSize:)` are shapes.
    @Test func forEachWithAFunctionAndShapeArguments() throws {
        let outcome = try #require(Self.evaluate("""
            extension CGFloat { static let inset: CGFloat = 6 }
            struct Row: View { let title: String; var body: some View { Text(title) } }
            struct Rows: View {
                let titles: [String]
                var body: some View {
                    VStack {
                        ForEach(titles, id: \\.self, content: makeRow)
                        ForEach(titles, id: \\.self, content: Row.init)
                        RoundedRectangle(cornerSize: CGSize(width: 8, height: 8)).frame(height: 1)
                    }
                    .padding(.inset)
                    .background(.gray, in: .capsule)
                }
                func makeRow(_ title: String) -> some View { Text(title).bold() }
            }
            """, view: "Rows"))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        let several = try #require(outcome.trees.first)
        #expect(several.contains("padding(6)"))
        #expect(several.components(separatedBy: "Row(").count - 1 == 3)
    }

    /// The author's own arguments come first: the tree the `#Preview` builds, with its text.
    @Test func previewArgumentsAreTheFirstTree() throws {
        let outcome = try #require(Self.evaluate("""
            struct User { let name: String; let bio: String?
                static let mock = User(name: "Ada Lovelace", bio: nil) }
            struct ProfileRow: View {
                let user: User
                var body: some View { HStack { Text(user.name); if let bio = user.bio { Text(bio) } } }
            }
            #Preview { ProfileRow(user: .mock) }
            """, view: "ProfileRow"))
        #expect(outcome.choices.first == ["arguments = as in the preview"])
        #expect(outcome.trees.first?.contains("Text(\"Ada Lovelace\")") == true)
        #expect(outcome.trees.count == 3)   // the preview's, then bio = some and bio = nil
    }

    /// `self.content()` calls a stored closure (a function of the same name as a property wins);
    /// a computed `Image` of a symbolic enum is an image.
    @Test func storedClosureThroughSelfAndTypedRunTimeViews() throws {
        let outcome = try #require(Self.evaluate("""
            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View { self.content().padding() }
            }
            enum Style { case red, blue
                var badge: Image { Image("badge-\\(self)") }
                var tint: Color { .red }
            }
            struct Marker: View {
                var style: Style = .red
                let weekdays = ["Mon", "Tue"]
                var body: some View { Card { style.badge.overlay(style.tint.frame(width: 4)); self.weekdays(0) } }
                func weekdays(_ offset: Int) -> some View { Text(weekdays[offset]) }
            }
            """, view: "Marker"))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.trees.first?.contains("Image(") == true)
        #expect(outcome.trees.first?.contains("padding") == true)
    }

    /// More of what compiles: EdgeInsets through `.init(top:…)`, a `Path` value as a view, a
    /// run-time line limit, a custom alignment, a static member of a caseless enum, `Self.Nested()`.
    @Test func moreCompiledConstructs() throws {
        let outcome = try #require(Self.evaluate("""
            enum Constants { static let title = "Settings" }
            extension VerticalAlignment { static let avatar = VerticalAlignment.center }
            struct Screen: View {
                let limit: Int?
                let path = Path()
                var body: some View {
                    HStack(alignment: .avatar) {
                        Text(Constants.title).lineLimit(limit)
                        path.frame(width: 10)
                        Self.Badge()
                    }
                    .padding(.init(top: 6, leading: 0, bottom: 12, trailing: 0))
                }
                struct Badge: View { var body: some View { Text("B") } }
            }
            """, view: "Screen"))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        let tree = try #require(outcome.trees.first)
        #expect(tree.contains("Text(\"Settings\")"))
        #expect(tree.contains("Screen.Badge()"))
        #expect(tree.contains("padding(EdgeInsets(top: 6, leading: 0, bottom: 12, trailing: 0))"))
    }

    /// Views that fill what they are offered are not opaque 44-point leaves: a global colour, a
    /// computed global colour, the input's `Shape`, gradients; `ScrollViewReader` is its content;
    /// `SwiftUI.TextField` is `TextField`. Every leaf here expands, so no 44 × 44 frame appears.
    @Test func fillingViewsAndGlobalColours() throws {
        let outcome = try #require(Self.evaluate("""
            let brand: Color = Color(hex: "abc")
            var background: Color { Color(UIColor.systemBackground) }
            struct Wave: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
            struct Backdrop: View {
                var body: some View {
                    ZStack {
                        background
                        brand.opacity(0.5)
                        Wave()
                        LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)
                        ScrollViewReader { proxy in Color.clear }
                        SwiftUI.TextField("x", text: .constant(""))
                    }
                }
            }
            """, view: "Backdrop"))
        #expect(outcome.failures.isEmpty)
        let tree = try #require(outcome.trees.first)
        #expect(!tree.contains("frame(width: 44, height: 44)"), "\(tree)")
        #expect(!outcome.assumptions.contains { $0.message.contains("not declared in the scanned files") })
    }

    /// Two enums named `Constants`: the one nested in the view is read; a custom guide the input
    /// declares as another guide (`static let separator = HorizontalAlignment.leading`) is that
    /// guide; one whose `AlignmentID` the files read do not declare is ignored, and says so.
    @Test func nestedNamespacesAndCustomGuides() throws {
        let outcome = try #require(Self.evaluate([
            "Other.swift": "enum Constants { case unrelated }\n",
            "Top.swift": """
                extension HorizontalAlignment { static let separator = HorizontalAlignment.leading }
                struct ScrollToTop: View {
                    enum Constants { static let id = "top" }
                    var body: some View {
                        Text(Constants.id).alignmentGuide(.separator) { $0[.leading] }
                    }
                }
                """,
        ], view: "ScrollToTop"))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.trees.first?.contains("Text(\"top\")") == true)
        #expect(outcome.trees.first?.contains("alignmentGuide(.leading)") == true, "\(outcome.trees)")
        #expect(!outcome.assumptions.contains { $0.message.contains("alignment guide `.separator`") })
        let imported = try #require(Self.evaluate("""
            struct ScrollToTop: View {
                var body: some View {
                    Text("top").alignmentGuide(.separator) { $0[.leading] }
                }
            }
            """, view: "ScrollToTop"))
        #expect(imported.failures.isEmpty, "\(imported.failures)")
        #expect(imported.assumptions.contains { $0.message.contains("alignment guide `.separator` cannot be evaluated") }, "\(imported.assumptions)")
    }

    /// Colours from the input's `extension Color` functions fill their proposal like any colour.
    @Test func colourFunctionsOfTheInput() throws {
        let outcome = try #require(Self.evaluate("""
            extension Color { static func brand(_ level: Int) -> Color { Color(white: Double(level) / 10) } }
            struct Strip: View {
                var body: some View { VStack { Color.brand(3); Text("A").background(.brand(2)) } }
            }
            """, view: "Strip"))
        #expect(outcome.failures.isEmpty)
        #expect(!outcome.assumptions.contains { $0.message.contains("brand") })
    }

    /// A view computed by a property of a symbolic enum (`style.backgroundImage`, SBB's map
    /// marker) is built, or stated as opaque; never a failure in compiled input.
    @Test func viewHeldInAStaticPropertyIsStated() throws {
        let text = """
            enum Helper { static let bundle = Bundle.main }
            struct Marker: View {
                enum Style { case red, blue
                    var backgroundImage: Image {
                        switch self {
                        case .red: return Image("marker-red", bundle: Helper.bundle)
                        case .blue: return Image("marker-blue", bundle: Helper.bundle)
                        }
                    }
                }
                var style: Style = .red
                var body: some View { style.backgroundImage.frame(width: 24, height: 34) }
            }
            """
        let compiled = try #require(Self.evaluate(text, view: "Marker"))
        #expect(compiled.failures.isEmpty, "\(compiled.failures)")
        #expect(compiled.trees.first?.contains("Image(\"style.backgroundImage\")") == true)
    }

    /// A variadic parameter (`_ items: T...`) binds the run of arguments as an array, and an
    /// overload with one collection parameter does not take the call: the count picks the
    /// padding, so the tree shows which overload and binding happened.
    @Test func variadicParametersBindTheirArguments() throws {
        let text = """
            extension View {
                func spaced(_ amounts: Double..., label: String) -> some View { padding(amounts.count == 3 ? 9 : 1) }
                func spaced<C: Collection>(_ amounts: C) -> some View { padding(2) }
            }
            struct Card: View {
                var body: some View { Text("x").spaced(1, 2, 3, label: "a") }
            }
            """
        let outcome = try #require(Self.evaluate(text, view: "Card"))
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.trees == ["Card()\n  padding(9)\n    Text(\"x\")"])
    }

    /// The first tree is the device's: `isiOSAppOnMac` is explored false first, so a view whose
    /// values are held at their first outcomes (past the exploration's budget) is laid out as on
    /// an iPhone (sample 8: Unwatched's chapter screen, its `Device.isMac` held true, was laid out
    /// on the Mac only).
    @Test func anIPhoneAppOnAMacIsExploredLast() throws {
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View {
                    if ProcessInfo.processInfo.isiOSAppOnMac { Text("Mac") } else { Text("Phone") }
                }
            }
            """)
        #expect(evaluation.variants.first?.choices == [Choice(value: "ProcessInfo.processInfo.isiOSAppOnMac", outcome: "false")])
        #expect(evaluation.variants.count == 2)
    }

}
