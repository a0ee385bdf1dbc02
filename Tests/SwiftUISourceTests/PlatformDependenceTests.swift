import LayoutCore
import SwiftUISource
import Testing

/// Whether a view built for several platforms can come out otherwise on another
/// (`Evaluation.dependsOnPlatform`, `Translator+Platforms`): the scan builds it once more per
/// platform only when it can. Every expectation is our model's reading of Swift's `#if`: a
/// clause compiled alike on every platform of the build changes nothing between them.
@Suite struct PlatformDependenceTests {
    /// Built for iOS and macOS, evaluated on iOS.
    static func dependsOnPlatform(_ source: String, builtFor: [String] = ["iOS", "macOS"]) throws -> Bool {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = builtFor
        return try Fixtures.evaluate(source, options: options).dependsOnPlatform
    }

    @Test func aViewWithoutPlatformTestsIsBuiltOnce() throws {
        #expect(try !Self.dependsOnPlatform("struct Screen: View { var body: some View { Text(\"a\").padding() } }"))
    }

    @Test func anIfInTheBodyThatThePlatformsDecideOtherwiseMakesItDepend() throws {
        #expect(try Self.dependsOnPlatform("""
            struct Screen: View {
                var body: some View {
                    #if os(macOS)
                    Text("a")
                    #else
                    Color.red
                    #endif
                }
            }
            """))
    }

    @Test func anIfDecidedAlikeOnEveryPlatformOfTheBuildChangesNothing() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    #if !os(visionOS)
                    Text("a")
                    #endif
                }
            }
            """
        #expect(try !Self.dependsOnPlatform(source))
        #expect(try Self.dependsOnPlatform(source, builtFor: ["iOS", "visionOS"]))
    }

    @Test func thePlatformsCompilingTheSameClauseStayAlike() throws {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = ["iOS", "macOS", "watchOS"]
        let evaluation = try Fixtures.evaluate("""
            struct Screen: View {
                var body: some View {
                    #if os(watchOS)
                    Text("a")
                    #else
                    Color.red
                    #endif
                }
            }
            """, options: options)
        #expect(evaluation.alikePlatforms == ["iOS", "macOS"])
        #expect(evaluation.dependsOnPlatform)
    }

    @Test func aModifierChainIfDependsUnlessEveryClauseLeavesLayoutAlone() throws {
        #expect(try Self.dependsOnPlatform("""
            struct Screen: View {
                var body: some View {
                    Text("a")
                    #if os(macOS)
                        .padding(14)
                    #endif
                }
            }
            """))
        #expect(try !Self.dependsOnPlatform("""
            struct Screen: View {
                var body: some View {
                    Text("a")
                    #if os(iOS)
                        .accessibilityLabel("A")
                    #else
                        .help("A")
                    #endif
                }
            }
            """))
    }

    @Test func aMemberDeclaredPerPlatformMakesItsReadersDepend() throws {
        #expect(try Self.dependsOnPlatform("""
            enum Theme {
                #if os(macOS)
                static let roomy = false
                #else
                static let roomy = true
                #endif
            }
            struct Screen: View {
                var body: some View {
                    if Theme.roomy { Color.red } else { Text("a") }
                }
            }
            """))
    }

    @Test func aTypeDeclaredForOnePlatformMakesItsUsersDependButItsMembersDoNotMakeOthers() throws {
        // `Sidebar` exists on macOS only: a view building it depends; a view that only shares a
        // member name with it (`title`) does not.
        let declarations = """
            #if os(macOS)
            struct Sidebar: View {
                let title = "x"
                var body: some View { Text(title) }
            }
            #endif
            """
        #expect(try Self.dependsOnPlatform(declarations + """

            struct Screen: View { var body: some View { Sidebar() } }
            """))
        #expect(try !Self.dependsOnPlatform(declarations + """

            struct Screen: View {
                let title = "y"
                var body: some View { Text(title) }
            }
            """))
    }

    @Test func anInitializerDeclaredPerPlatformMakesTheTypesBuildersDepend() throws {
        #expect(try Self.dependsOnPlatform("""
            struct Badge: View {
                let wide: Bool
                var body: some View { if wide { Color.red } else { Text("b") } }
            }
            extension Badge {
                #if os(macOS)
                init() { self.wide = false }
                #else
                init() { self.wide = true }
                #endif
            }
            struct Screen: View { var body: some View { Badge() } }
            """))
    }

    @Test func aConformanceAddedPerPlatformMakesTheTypesUsersDepend() throws {
        // `Snapshotter` is a view with a body on watchOS only (elsewhere a representable the
        // file's other `#if` gives it): a view building it depends on the platform.
        #expect(try Self.dependsOnPlatform("""
            struct Snapshotter<Content: View> {
                let content: Content
            }
            #if os(watchOS)
            extension Snapshotter: View {
                var body: some View { content.padding() }
            }
            #endif
            struct Screen: View { var body: some View { Snapshotter(content: Text("a")) } }
            """, builtFor: ["iOS", "watchOS"]))
    }

    @Test func aNameDeclaredForOnePlatformKeepsTheOthersAlike() throws {
        // A watchOS polyfill of `controlSize`: iOS and macOS read the same (no declaration of
        // it), watchOS reads its own.
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = ["iOS", "macOS", "watchOS"]
        let evaluation = try Fixtures.evaluate("""
            #if os(watchOS)
            extension View {
                func controlSize(_ size: Int) -> some View { padding(2) }
            }
            #endif
            struct Screen: View { var body: some View { Text("a").controlSize(1) } }
            """, options: options)
        #expect(evaluation.alikePlatforms == ["iOS", "macOS"])
    }

    @Test func aModifierIsNotDecidedByAPropertyOfTheSameName() throws {
        // A coordinator's `gesture` property exists on iOS only; `.gesture(…)` on a view finds
        // a function (the input's, else SwiftUI's), never a property: our model of Swift's
        // lookup, so the view is built alike on both.
        let source = """
            final class Coordinator {
                #if os(iOS)
                lazy var gesture = 1
                #endif
            }
            struct Screen: View { var body: some View { Text("a").gesture(TapGesture()) } }
            """
        #expect(try !Self.dependsOnPlatform(source))
        // Nor by a function of that name whose parameters the call's arguments do not fit: the
        // call is SwiftUI's modifier on both.
        #expect(try !Self.dependsOnPlatform("""
            #if os(iOS)
            extension View {
                func gesture(viewSize: CGSize) -> some View { padding(2) }
            }
            #endif
            struct Screen: View { var body: some View { Text("a").gesture(TapGesture()) } }
            """))
        // A function of that name declared for one platform that fits decides.
        #expect(try Self.dependsOnPlatform("""
            #if os(iOS)
            extension View {
                func gesture(_ g: Int) -> some View { padding(2) }
            }
            #endif
            struct Screen: View { var body: some View { Text("a").gesture(1) } }
            """))
    }

    @Test func anImplicitMemberIsNotDecidedByAnInstancePropertyOfTheSameName() throws {
        // `.font(.body)` finds a static member or an enum case of the font's type, never a
        // view's `body` declared per platform.
        #expect(try !Self.dependsOnPlatform("""
            struct Presenter<Content: View> {
                let content: Content
            }
            extension Presenter: View {
                #if os(macOS)
                var body: some View { content.padding() }
                #else
                var body: some View { content }
                #endif
            }
            struct Screen: View { var body: some View { Text("a").font(.body) } }
            """))
        // A static member of that name declared per platform decides (`CGFloat.controlSize`).
        #expect(try Self.dependsOnPlatform("""
            extension CGFloat {
                #if os(macOS)
                static let rowHeight: CGFloat = 38
                #else
                static let rowHeight: CGFloat = 56
                #endif
            }
            struct Screen: View { var body: some View { Text("a").frame(height: .rowHeight) } }
            """))
    }

    /// `extension View { declarations }`, and a view applying `modifier` to a text.
    static func applying(_ modifier: String, declaredIn declarations: String) -> String {
        "extension View {\n\(declarations)\n}\nstruct Screen: View { var body: some View { Text(\"a\").\(modifier) } }"
    }

    @Test func aPolyfillGivingBackItsReceiverOnEveryPlatformDecidesNothing() throws {
        // `self` on macOS, SwiftUI's `hoverEffect()` (which does not change layout) elsewhere:
        // either way the view keeps its layout (SwiftUI's documentation of `hoverEffect`, a
        // visual effect), so the view is built alike on both.
        #expect(try !Self.dependsOnPlatform(Self.applying("hoverEffectPolyfill()", declaredIn: """
            #if os(macOS)
            func hoverEffectPolyfill() -> Self { self }
            #else
            @ViewBuilder func hoverEffectPolyfill() -> some View {
                if #available(iOS 13.4, *) {
                    hoverEffect()
                } else {
                    self
                }
            }
            #endif
            """)))
        // One that pads on macOS decides.
        #expect(try Self.dependsOnPlatform(Self.applying("polyfill()", declaredIn: """
            #if os(macOS)
            func polyfill() -> some View { padding(2) }
            #else
            func polyfill() -> Self { self }
            #endif
            """)))
        // So does one whose macOS declaration the call's arguments do not fit (macOS finds no
        // function to apply).
        #expect(try Self.dependsOnPlatform(Self.applying("polyfill()", declaredIn: """
            #if os(macOS)
            func polyfill(_ amount: Int) -> Self { self }
            #else
            func polyfill() -> Self { self }
            #endif
            """)))
        // And one declared for macOS alone whose name SwiftUI does not give elsewhere.
        #expect(try Self.dependsOnPlatform(Self.applying("polyfill()", declaredIn: """
            #if os(macOS)
            func polyfill() -> Self { self }
            #endif
            """)))
    }

    @Test func aGestureDeclaredForOnePlatformDecidesNothing() throws {
        // A tvOS shim of `DragGesture`: a gesture is never laid out (SwiftUI reads it only in
        // gesture modifiers, which do not change layout), so the view is built alike on both.
        #expect(try !Self.dependsOnPlatform("""
            #if os(tvOS)
            struct DragGesture: Gesture {
                var body: TapGesture { TapGesture() }
                init(minimumDistance: CGFloat = 10) {}
            }
            #endif
            extension View {
                func draggable(_ g: some Gesture) -> some View { gesture(g) }
            }
            struct Screen: View {
                var body: some View { Text("a").draggable(DragGesture(minimumDistance: 0)) }
            }
            """, builtFor: ["iOS", "tvOS"]))
    }

    @Test func aTypeExtendedPerPlatformKeepsAlikeThePlatformsCompilingTheSameExtensions() throws {
        var options = SourceOptions(inputCompiles: true)
        options.conditions.builtFor = ["iOS", "macOS", "tvOS", "watchOS"]
        let evaluation = try Fixtures.evaluate("""
            struct Badge: View {
                let wide: Bool
                var body: some View { if wide { Color.red } else { Text("b") } }
            }
            #if canImport(AppKit)
            extension Badge {
                init() { self.wide = false }
            }
            #elseif os(watchOS)
            extension Badge {
                init() { self.wide = true }
            }
            #else
            extension Badge {
                init() { self.wide = false }
            }
            #endif
            struct Screen: View { var body: some View { Badge() } }
            """, options: options)
        #expect(evaluation.alikePlatforms == ["iOS", "tvOS"])
    }

    /// `#if canImport(X)` holds where Apple's SDK for the platform has X (each framework's
    /// documented availability): ActivityKit on iOS only (apple/sample-food-truck wraps its Live
    /// Activity views in it), UIKit on watchOS too (UIKit's documentation lists watchOS 2),
    /// AppKit on macOS only.
    @Test func canImportFollowsTheSDKsOfEachPlatform() throws {
        func branch(_ module: String, on platform: String) throws -> String {
            var options = SourceOptions(inputCompiles: true)
            options.conditions.platform = platform
            let evaluation = try Fixtures.evaluate("""
                struct Screen: View {
                    var body: some View {
                        #if canImport(\(module))
                        Text("yes")
                        #else
                        Text("no")
                        #endif
                    }
                }
                """, options: options)
            func labels(_ node: ViewNode) -> [String] { [node.layout.label] + node.children.flatMap(labels) }
            return try labels(#require(evaluation.variants.first).root).joined(separator: " ")
        }
        #expect(try branch("ActivityKit", on: "iOS").contains("yes"))
        #expect(try branch("ActivityKit", on: "macOS").contains("no"))
        #expect(try branch("UIKit", on: "watchOS").contains("yes"))
        #expect(try branch("AppKit", on: "iOS").contains("no"))
        #expect(try branch("AppKit", on: "macOS").contains("yes"))
        #expect(try branch("Kingfisher", on: "iOS").contains("no"))
    }

    /// elislade/SwiftUI-Kit's shape: `extension Image` declares an initializer only UIKit's
    /// platforms compile; `Image(systemName:)` is SwiftUI's, which every platform has.
    @Test func anotherModulesTypeDependsOnlyThroughTheInitializersACallFits() throws {
        func screen(_ image: String) -> String {
            """
            extension Image {
                #if canImport(UIKit)
                init(osImage: UIImage) { self.init(uiImage: osImage) }
                #endif
                static let brand = Image("brand")
            }
            struct Screen: View { var body: some View { \(image).padding() } }
            """
        }
        #expect(try !Self.dependsOnPlatform(screen("Image(systemName: \"star\")")))
        #expect(try !Self.dependsOnPlatform(screen("Image(\"photo\")")))
        #expect(try Self.dependsOnPlatform(screen("Image(osImage: photo)")))
        // An extension that adds a conformance under the `#if` still splits the type.
        #expect(try Self.dependsOnPlatform("""
            #if os(iOS)
            extension Image: @retroactive Identifiable { public var id: Int { 0 } }
            #endif
            struct Screen: View { var body: some View { Image(systemName: "star") } }
            """))
    }

    @Test func onOnePlatformNothingDepends() throws {
        #expect(try !Self.dependsOnPlatform("""
            struct Screen: View {
                var body: some View {
                    #if os(macOS)
                    Text("a")
                    #endif
                }
            }
            """, builtFor: []))
    }
}
