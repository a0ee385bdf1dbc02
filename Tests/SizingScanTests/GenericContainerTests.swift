import Foundation
import Testing

/// Views that place content their caller gives are probed by substitution (the content once
/// `Color`, once `Text`) and are neutral where they follow it (seed 002's neutral containers;
/// the answers below are our model's: a `VStack`/`ForEach` of the content follows the content
/// on both axes, an empty collection shows nothing and hugs).
@Suite struct GenericContainerTests {
    static func scan(_ source: String, platform: String? = nil) throws -> [String: [String: Any]] {
        let dir = try ScanHarness.Folder()
        try source.write(to: dir.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
        let run = ScanHarness.scan(["Views.swift", "--format", "json"] + (platform.map { ["--platform", $0] } ?? []), in: dir.url)
        var byName: [String: [String: Any]] = [:]
        for f in try ScanHarness.findings(run.stdout) { byName[f["name"] as! String] = f }
        return byName
    }

    /// A generic parameter made a view in the `where` clause (`<Content> … where Content: View`)
    /// is content like one constrained in the brackets (Swift's two spellings of one constraint).
    @Test func aViewConstraintInTheWhereClauseMakesAContainer() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct Framed<Content>: View where Content: View {
                let content: Content
                var body: some View { content.padding(4) }
            }
            """)
        let framed = try #require(findings["Framed"])
        #expect(framed["derived"] as? String == "h-neu, v-neu", "\(framed)")
    }

    /// A content parameter with a default (`content: (Image) -> Content = { $0 }`) is still the
    /// probe's content: the caller may give any view (fer0n/Unwatched's `NextChapterButton` has
    /// this shape; the code here is our own). A `Button` follows its label (our model).
    @Test func aContentParameterWithADefaultIsSubstitutedToo() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct NextButton<Content>: View where Content: View {
                private let label: (Image) -> Content
                init(@ViewBuilder content: @escaping (Image) -> Content = { $0 }) {
                    self.label = content
                }
                var body: some View {
                    Button {} label: { label(Image(systemName: "forward")) }
                }
            }
            """)
        let button = try #require(findings["NextButton.init(content:)"])
        #expect(button["derived"] as? String == "h-neu, v-neu", "\(button)")
    }

    /// A menu picker of the caller's options hugs whatever the options are: a menu draws its
    /// items at their ideal size (`PickerLayout.menuItem`, our model; sindresorhus/Plash's
    /// `EnumPicker` has this shape, the code here is our own).
    @Test func aMenuPickerOfTheCallersOptionsHugs() throws {
        let source = """
            import SwiftUI

            struct OptionPicker<Content: View>: View {
                let selection: Binding<Int>
                @ViewBuilder let content: (Int) -> Content
                var body: some View {
                    Picker("Mode", selection: selection) {
                        ForEach([1, 2, 3], id: \\.self) { content($0).tag($0) }
                    }
                }
            }
            """
        for platform in ["iOS", "macOS"] {
            let picker = try #require(try Self.scan(source, platform: platform)["OptionPicker"])
            #expect(picker["derived"] as? String == "h-hug, v-hug", "\(platform): \(picker)")
        }
    }

    /// A view given a button style's configuration places the button's label: a container of
    /// it (the SBB design system's `SBBTertiaryButton` has this shape; the code here is our own).
    /// A fixed height and horizontal padding around the label: h-neu, v-hug (our model).
    @Test func aViewGivenAButtonConfigurationPlacesItsLabel() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct Outlined: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { Face(configuration: configuration) }
                struct Face: View {
                    let configuration: ButtonStyle.Configuration
                    var body: some View {
                        configuration.label.frame(height: 44).padding(.horizontal, 16)
                    }
                }
            }
            """)
        let face = try #require(findings["Outlined.Face"])
        #expect(face["derived"] as? String == "h-neu, v-hug", "\(face)")
    }

    /// `content(item)` of a `(Item) -> Content` closure is the substituted content, called
    /// directly or from a method (danielsaidi/SwiftUIKit's `ReorderableForEach` has this shape;
    /// the code here is our own).
    @Test func contentClosureTakingAnElementIsSubstituted() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct Rows<Item: Identifiable, Content: View>: View {
                init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
                    self.items = items
                    self.content = content
                }
                private let items: [Item]
                private let content: (Item) -> Content
                var body: some View {
                    VStack { ForEach(items) { item in row(for: item) } }
                }
            }

            private extension Rows {
                func row(for item: Item) -> some View { content(item).opacity(0.5) }
            }
            """)
        let rows = try #require(findings["Rows.init(_:content:)"])
        #expect(rows["derived"] as? String == "h-neu, v-neu", "\(rows)")
        #expect(rows["assumptions"] as? [String] == [], "no opaque content: \(rows)")
        let exceptions = try #require(rows["exceptions"] as? [[String: Any]])
        #expect(exceptions.count == 1)
        #expect(exceptions.first?["derived"] as? String == "h-hug, v-hug")
        let when = try #require(exceptions.first?["when"] as? [[String: Any]])
        #expect(when.map { "\($0["value"] ?? "") = \($0["outcome"] ?? "")" } == ["items = empty"])
    }

    /// A method of the view that shares its name with the content is still the method.
    @Test func aMethodOfTheSameNameIsCalled() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct Labelled<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content(width: 120) }
                func content(width: CGFloat) -> some View { Color.red.frame(width: width) }
            }
            """)
        let labelled = try #require(findings["Labelled.init(content:)"])
        // The method's fixed-width colour: h-hug (a fixed frame), v-exp (Color takes the height).
        #expect(labelled["derived"] as? String == "h-hug, v-exp", "\(labelled)")
    }

    /// An initializer taking its content as a plain closure (`content: @escaping () -> Content`,
    /// no `@ViewBuilder`) after parameters with defaults, the trailing closure going to
    /// `content` by Swift's forward scan (elislade/SwiftUI-Kit's `ReadableScrollView` has this
    /// shape; the code here is our own): the view is a container, probed by substitution.
    @Test func aPlainContentClosureAfterDefaultedClosuresIsSubstituted() throws {
        let findings = try Self.scan("""
            import SwiftUI

            struct Reader<Content: View>: View {
                let axis: Axis.Set
                private let offset: (CGPoint) -> Void
                private let content: Content
                init(_ axis: Axis.Set = .vertical, offset: @escaping (CGPoint) -> Void = { _ in }, content: @escaping () -> Content) {
                    self.axis = axis
                    self.offset = offset
                    self.content = content()
                }
                var body: some View { ScrollView(axis) { content } }
            }

            struct Screen: View {
                var body: some View { Reader { Text("a").frame(maxWidth: .infinity) } }
            }
            """)
        let reader = try #require(findings["Reader.init(_:offset:content:)"], "\(findings.keys)")
        // Our model: a vertical ScrollView takes the proposed height and its content's width.
        #expect(reader["derived"] as? String == "h-neu, v-exp", "\(reader)")
        #expect(findings["Screen"]?["derived"] as? String == "h-exp, v-exp")
    }
}

