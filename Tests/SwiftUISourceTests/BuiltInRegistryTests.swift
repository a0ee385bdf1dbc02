import LayoutCore
import SwiftUISource
import Testing

/// How the front end resolves a view's name against the registry of SwiftUI's views, and what a
/// descriptor's labels and platforms say. Expected outcomes follow Swift's name lookup (a type
/// declared in the module shadows an imported one of the same name) and Apple's documentation
/// (the platforms each view is declared on, cited at its descriptor).
@Suite struct BuiltInRegistryTests {
    /// The first evaluation of `Screen` in a file (code that compiles).
    static func evaluate(_ source: String, platform: String = "iOS") throws -> (root: ViewNode, assumptions: [String], notes: [String]) {
        let options = SourceOptions(conditions: CompilationConditions(platform: platform), inputCompiles: true)
        let project = SourceProject(files: [.init(path: "Screen.swift", text: source)], options: options)
        let declaration = try #require(project.declarations.first { $0.name == "Screen" })
        let first = try #require(project.evaluate(declaration, form: .view).variants.first)
        return (first.root, first.assumptions.map(\.message), first.notes.map(\.message))
    }

    static func labels(_ node: ViewNode) -> [String] {
        [node.layout.label] + node.children.flatMap(labels)
    }

    /// The error a snippet gives, rendered.
    static func error(_ snippet: String, platform: String = "iOS") -> String? {
        do {
            _ = try SwiftUISource.parse(snippet, fileName: "snippet.swift", options: SourceOptions(conditions: CompilationConditions(platform: platform)))
            return nil
        } catch {
            return error.rendered(source: snippet)
        }
    }

    @Test func aTopLevelViewOfTheInputShadowsSwiftUIs() throws {
        let source = """
            struct Label: View {
                var title: String
                var body: some View { Color.red.frame(width: 10, height: 10) }
            }
            struct Screen: View {
                var body: some View { Label(title: "Hi") }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        #expect(labels.contains("frame(width: 10, height: 10)"), "the input's Label is built: \(labels)")
    }

    @Test func aViewNestedInAnotherTypeDoesNotShadowSwiftUIsElsewhere() throws {
        let source = """
            enum Theme {
                struct Label: View {
                    var body: some View { Color.red.frame(width: 10, height: 10) }
                }
            }
            struct Screen: View {
                var body: some View { Label("Inbox", systemImage: "tray") }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        #expect(!labels.contains("frame(width: 10, height: 10)"), "SwiftUI's Label is built, not Theme.Label: \(labels)")
    }

    @Test func aNestedViewShadowsSwiftUIsInsideItsEnclosingType() throws {
        let source = """
            struct Screen: View {
                struct Label: View {
                    var body: some View { Color.red.frame(width: 10, height: 10) }
                }
                var body: some View { Label() }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        #expect(labels.contains("frame(width: 10, height: 10)"), "Screen.Label is built: \(labels)")
    }

    /// Apple's documentation declares TextEditor on iOS, macOS and visionOS only
    /// (https://developer.apple.com/documentation/swiftui/texteditor).
    @Test func aViewThePlatformLacksIsAnErrorInASnippet() throws {
        let message = try #require(Self.error("TextEditor(text: .constant(\"\"))", platform: "tvOS"))
        #expect(message.contains("TextEditor is not available on tvOS (SwiftUI declares it on iOS, macOS, visionOS)"), "\(message)")
        #expect(Self.error("TextEditor(text: .constant(\"\"))", platform: "macOS") == nil)
    }

    @Test func aViewThePlatformLacksIsAWarningInAScan() throws {
        let source = """
            struct Screen: View {
                @State var text = ""
                var body: some View { TextEditor(text: $text) }
            }
            """
        let notes = try Self.evaluate(source, platform: "watchOS").notes
        #expect(notes.contains { $0.hasPrefix("TextEditor is not available on watchOS") }, "\(notes)")
        #expect(try Self.evaluate(source).notes.allSatisfy { !$0.contains("not available") })
    }

    /// The "does not take" error lists the labels of the view's descriptor, with did-you-mean.
    @Test func anUnknownLabelNamesTheDescriptorsLabels() throws {
        let message = try #require(Self.error("HStack(spacin: 8) { Text(\"a\") }"))
        #expect(message.contains("HStack does not take the argument 'spacin:' (it takes alignment:, spacing:, content:)"), "\(message)")
        #expect(message.contains("did you mean 'spacing'"), "\(message)")
        let grid = try #require(Self.error("Grid(alignmnt: .leading) { Text(\"a\") }"))
        #expect(grid.contains("(it takes _, alignment:, horizontalSpacing:, verticalSpacing:, content:)"), "\(grid)")
    }

    /// In code that compiles, an argument a navigation container's descriptor does not read is
    /// noted, as for every other view.
    @Test func anUnreadArgumentOfANavigationViewIsNoted() throws {
        let source = """
            struct Screen: View {
                var body: some View { NavigationLink("Next", destination: Text("B"), isDetailLink: false) }
            }
            """
        let assumptions = try Self.evaluate(source).assumptions
        #expect(assumptions.contains("NavigationLink: argument 'isDetailLink:' is not modelled"), "\(assumptions)")
    }

    /// `padding` with an argument of another overload (a package's own `padding(_:_:extra:)`
    /// the scan cannot see) passes through, as any modifier the model does not know in that form.
    @Test func aModifierOfAnotherOverloadPassesThrough() throws {
        let source = """
            struct Screen: View {
                var body: some View { Text("a").padding(.horizontal, 8, animated: true) }
            }
            """
        let result = try Self.evaluate(source)
        #expect(Self.labels(result.root).contains { $0.hasPrefix("padding(") }, "\(Self.labels(result.root))")
        #expect(result.assumptions.contains { $0.hasPrefix("SwiftUI's modifier 'padding' passed through without changing layout (") }, "\(result.assumptions)")
    }

    /// Gradients fill their proposal as a shape does, and their arguments are read, not refused.
    @Test func aGradientFillsItsProposal() throws {
        let source = """
            struct Screen: View {
                var body: some View { LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) }
            }
            """
        let result = try Self.evaluate(source)
        #expect(Self.labels(result.root).contains("Rectangle()"), "\(Self.labels(result.root))")
        #expect(result.assumptions.isEmpty, "\(result.assumptions)")
    }

    /// A package that declares its own `TextField` beside SwiftUI's (elislade/SwiftUI-Kit): a
    /// call whose arguments no initializer of the input's takes is SwiftUI's, as Swift's
    /// overload resolution picks it; `SwiftUI.TextField(…)` is SwiftUI's whatever the input has.
    @Test func theInputsViewShadowsSwiftUIsOnlyWhereItsInitializerFits() throws {
        let source = """
            struct TextField<Leading: View>: View {
                @Binding var text: String
                let leading: Leading
                init(text: Binding<String>, @ViewBuilder leading: () -> Leading) {
                    _text = text
                    self.leading = leading()
                }
                var body: some View {
                    HStack { leading; SwiftUI.TextField("", text: $text) }
                }
            }
            struct Screen: View {
                @State var amount = 0.0
                @State var name = ""
                var body: some View {
                    VStack {
                        TextField("Amount", value: $amount, format: .number)
                        TextField(text: $name) { Color.red.frame(width: 10, height: 10) }
                    }
                }
            }
            """
        let labels = Self.labels(try Self.evaluate(source).root)
        // SwiftUI's TextField twice (the first call's, and the one in the input's body), the
        // input's once (its leading view's frame).
        #expect(labels.filter { $0.hasPrefix("TextField(\"") }.count == 2, "\(labels)")
        #expect(labels.contains("frame(width: 10, height: 10)"), "\(labels)")
    }
}
