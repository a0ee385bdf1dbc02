import LayoutCore
import Testing
@testable import SwiftUISource

/// The index built on several threads (each file scanned on its own and merged in file order,
/// the declarations and the callers' styles read side by side) is the index built on one: the
/// same declarations, types, globals, imports, previews, styles and stored closures, and every
/// view evaluates the same. The expectations are our model's: one thread's index is the reference.
@Suite struct ParallelIndexTests {
    /// Four files that between them write every part of the index step 1 fills: nested types of
    /// one simple name in two files, an enum, a global, a top-level function, an `@_exported`
    /// import, a `#Preview`, a `PreviewProvider`, an `OptionSet`, a stored closure, an extension
    /// adding a member to a type of another file, an `extension View` function, and a view used
    /// only under a style.
    static let files: [SourceProject.File] = [
        .init(path: "A/Row.swift", text: """
            import SwiftUI
            import Kingfisher
            struct Row: View {
                enum Kind { case compact, regular }
                var kind: Kind = .compact
                var body: some View {
                    HStack { Text("Title"); Spacer(minLength: spacing); badge() }
                        .card()
                }
            }
            #Preview { Row(kind: .regular) }
            """),
        .init(path: "B/Settings.swift", text: """
            @_exported import Charts
            import SwiftUI
            struct Settings: View {
                var body: some View { Form { Toggle("A", isOn: .constant(true)) } }
            }
            struct Card: View {
                enum Kind { case plain }
                let content: () -> AnyView
                var body: some View { content().padding() }
            }
            struct Screen: View {
                var body: some View { TabView { Settings() }.formStyle(.grouped) }
            }
            extension View {
                func card() -> some View { padding().background(Color.gray) }
            }
            """),
        .init(path: "C/Globals.swift", text: """
            import SwiftUI
            let spacing: CGFloat = 8
            func badge() -> some View { Circle().frame(width: 8, height: 8) }
            extension Row {
                var subtitle: some View { Text(kind == .compact ? "S" : "Subtitle") }
            }
            """),
        .init(path: "D/Options.swift", text: """
            import SwiftUI
            struct Edges: OptionSet {
                let rawValue: Int
                static let top = Edges(rawValue: 1)
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row() }
            }
            struct Other: View {
                var body: some View { Settings().formStyle(.grouped) }
            }
            """),
    ]

    /// What the index holds, spelled so that two indexes compare (dictionary orders aside).
    static func summary(_ project: SourceProject) throws -> [String] {
        let index = try #require(project.index)
        return project.declarations.map { "\($0.kind) \($0.name) \($0.fileName):\($0.location.line):\($0.location.column)" }
            + index.types.keys.sorted().map { name in "type \(name): " + index.types[name]!.map { "\($0.qualifiedName) \($0.members.count)" }.joined(separator: ", ") }
            + index.enums.keys.sorted().map { "enum \($0): \(index.enums[$0]!.cases.map(\.0))" }
            + ["globals \(index.globals.keys.sorted())", "functions \(index.globalFunctions.keys.sorted())",
               "imports \(index.importsByFile.keys.sorted().map { "\($0) \(index.importsByFile[$0]!.sorted())" })",
               "exported \(index.exportedImports.sorted())", "previews \(index.previewMacros.count) \(index.previewProviders.map(\.name))",
               "top level \(index.topLevelExpressions.count)", "closures \(index.storedClosureNames.sorted())",
               "option sets \(index.optionSets.map(\.name).sorted())", "views \(index.viewStructOrder)",
               "extension functions \(index.extensionFunctions.keys.sorted())",
               "styles \(index.callerStyles.byView.keys.sorted().map { "\($0) \(index.callerStyles.byView[$0]!.map(\.trimmedDescription))" })"]
    }

    @Test func anIndexBuiltOnSeveralThreadsIsTheOneBuiltOnOne() throws {
        let options = SourceOptions(inputCompiles: true)
        let one = SourceProject(files: Self.files, options: options, jobs: 1)
        let four = SourceProject(files: Self.files, options: options, jobs: 4)
        let reference = try Self.summary(one)
        #expect(try Self.summary(four) == reference)
        // The parts each file adds are all there (a merge that lost one would agree with itself).
        #expect(reference.contains("exported [\"Charts\"]"))
        #expect(reference.contains("globals [\"spacing\"]"))
        #expect(reference.contains { $0.hasPrefix("type Kind: Row.Kind") && $0.hasSuffix("Card.Kind 1") })
        #expect(reference.contains { $0.hasPrefix("styles [\"Settings") && $0.contains("formStyle(.grouped)") })
        #expect(reference.contains("closures [\"content\"]"))
        for declaration in one.declarations where declaration.kind == .view {
            let other = try #require(four.declarations.first { $0.name == declaration.name && $0.fileName == declaration.fileName })
            #expect(EarlierRunsReuseTests.summary(four.evaluate(other, form: .view)) == EarlierRunsReuseTests.summary(one.evaluate(declaration, form: .view)),
                    "\(declaration.name)")
        }
    }

    /// A module's index (`SourceProject.restricted(to:options:)`) reads the uses and platform
    /// names found once for the whole parse (`ParsedFileFacts`), and is the index of a parse of
    /// its files alone: the same summary, and every view evaluates the same on each platform.
    @Test func aModulesIndexIsTheIndexOfItsFilesAlone() throws {
        let platformFile = SourceProject.File(path: "E/Sidebar.swift", text: """
            import SwiftUI
            #if os(iOS)
            let sidebarWidth: CGFloat = 200
            #else
            let sidebarWidth: CGFloat = 260
            #endif
            struct Sidebar: View {
                var body: some View { Text("S").frame(width: sidebarWidth) }
            }
            struct Host: View {
                var body: some View { TabView { Sidebar() }.formStyle(.grouped) }
            }
            """)
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = ["iOS", "macOS"]
        let whole = SourceProject(files: Self.files + [platformFile], options: options, jobs: 2)
        let paths: Set = ["B/Settings.swift", "D/Options.swift", "E/Sidebar.swift"]
        for platform in ["iOS", "macOS"] {
            var onPlatform = options
            onPlatform.conditions.platform = platform
            let module = whole.restricted(to: paths, options: onPlatform)
            let alone = SourceProject(files: (Self.files + [platformFile]).filter { paths.contains($0.path) }, options: onPlatform)
            #expect(try Self.summary(module) == Self.summary(alone), "\(platform)")
            #expect(try Self.summary(module).contains { $0.hasPrefix("styles [\"Settings") && $0.contains("Sidebar") }, "\(platform)")
            for declaration in alone.declarations where declaration.kind == .view {
                let other = try #require(module.declarations.first { $0.name == declaration.name && $0.fileName == declaration.fileName })
                #expect(EarlierRunsReuseTests.summary(module.evaluate(other, form: .view)) == EarlierRunsReuseTests.summary(alone.evaluate(declaration, form: .view)),
                        "\(declaration.name) on \(platform)")
            }
        }
    }

    /// A project indexed for other options (another platform) reads its own index, never the
    /// one it was made from, which is built only when read.
    @Test func aProjectIndexedForAnotherPlatformReadsItsOwnIndex() throws {
        let source = """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    #if os(macOS)
                    Text("Mac")
                    #else
                    Text("Phone").frame(maxWidth: .infinity)
                    #endif
                }
            }
            """
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: SourceOptions(inputCompiles: true), jobs: 2)
        var macOS = project.options
        macOS.conditions.platform = "macOS"
        let mac = project.with(macOS)
        let declaration = try #require(mac.declarations.first { $0.name == "Screen" })
        let root = try #require(mac.evaluate(declaration, form: .view).variants.first?.root)
        #expect(root.treeDescription.contains("Mac") && !root.treeDescription.contains("Phone"), "\(root.treeDescription)")
        #expect(mac.hasBuiltIndex && !project.hasBuiltIndex)
        let phone = try #require(project.evaluate(declaration, form: .view).variants.first?.root)
        #expect(phone.treeDescription.contains("Phone"), "\(phone.treeDescription)")
        #expect(project.hasBuiltIndex)
    }
}
