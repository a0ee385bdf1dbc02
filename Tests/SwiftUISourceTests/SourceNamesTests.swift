import Testing
@testable import SwiftUISource

/// `SourceNames`: what a file declares and uses, and the dependencies the scan's cache keys on.
/// Every expectation follows from Swift's name lookup: a name reaches a declaration only if some
/// file declares it.
struct SourceNamesTests {
    static func names(_ files: [String]) -> [SourceNames] {
        SourceProject(files: files.enumerated().map { SourceProject.File(path: "F\($0.offset).swift", text: $0.element) }).names
    }

    @Test func typesGlobalsAndExtensionMembersAreDeclared() {
        let n = Self.names(["""
            import SwiftUI
            struct Profile: View {
                let user: User
                var title = "x"
                struct Header { }
                func row() -> some View { Text(title) }
                var body: some View { Text(user.name) }
            }
            enum Density { case compact, regular }
            typealias Rows = [Profile]
            let spacing = 8.0
            func makeCard() -> some View { Color.red }
            extension Color { static let brand = Color.blue }
            extension View { func card() -> some View { padding() } }
            extension Profile { var subtitle: String { "s" } }
            """])[0]
        #expect(n.declared == ["Profile", "Header", "Density", "Rows", "spacing", "makeCard", "brand", "card", "subtitle"])
        #expect(n.extended == ["Color", "View", "Profile"])
        #expect(n.views == ["Profile"])
        #expect(!n.hasPreviews)
        // Used: identifiers in code, not in comments or string text.
        #expect(n.used.isSuperset(of: ["User", "Text", "title", "user", "name", "blue", "padding"]))
        #expect(!n.used.contains("x"))
    }

    @Test func previewsAreNoticed() {
        let n = Self.names([
            "#Preview { Text(\"a\") }",
            "struct P_Previews: PreviewProvider { static var previews: some View { Text(\"a\") } }",
            "struct Plain: View { var body: some View { Text(\"a\") } }",
        ])
        #expect(n.map(\.hasPreviews) == [true, true, false])
    }

    @Test func dependenciesFollowUsedNamesTransitively() {
        // F0 uses Row (F1), which uses Pill (F2); F3 is unrelated; F4 extends Pill.
        let n = Self.names([
            "struct Screen: View { var body: some View { Row() } }",
            "struct Row: View { var body: some View { HStack { Pill() } } }",
            "struct Pill: View { var body: some View { Text(\"p\") } }",
            "struct Backdrop: View { var body: some View { Color.red } }",
            "extension Pill { static let shared = Pill() }",
        ])
        let deps = SourceNames.dependencies(n)
        #expect(deps[0] == [0, 1, 2, 4])
        #expect(deps[1] == [1, 2, 4])
        #expect(deps[2] == [2, 4])
        #expect(deps[3] == [3])
    }

    @Test func anExtensionOfAnOutsideTypeIsReachedThroughItsMembersOnly() {
        // F0 extends View with card(); F1 calls it; F2 uses View but not card().
        let n = Self.names([
            "extension View { func card() -> some View { padding() } }",
            "struct Tile: View { var body: some View { Text(\"t\").card() } }",
            "struct Backdrop: View { var body: some View { Color.red } }",
        ])
        let deps = SourceNames.dependencies(n)
        #expect(deps[1] == [0, 1])
        #expect(deps[2] == [2])
    }

    @Test func aViewDependsOnThePreviewsThatCallIt() {
        // The preview in F1 gives ProfileRow its arguments; F2's preview calls nothing of F0.
        let n = Self.names([
            "struct ProfileRow: View { let name: String; var body: some View { Text(name) } }",
            "#Preview { ProfileRow(name: \"Ada\") }",
            "#Preview { Text(\"other\") }",
        ])
        let deps = SourceNames.dependencies(n)
        #expect(deps[0] == [0, 1])
        #expect(deps[2] == [2])
    }

    /// What the system draws (Apple's documentation of `Menu`, `contextMenu(menuItems:)`,
    /// `toolbar(content:)`, `swipeActions`: the items become system menu rows and bar items).
    @Test func aViewCalledOnlyInAMenuOrAToolbarIsDrawnByTheSystem() {
        let n = Self.names([
            """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Menu { Items() } label: { MenuTitle() }
                        Row().contextMenu { RowActions() }
                        List { Text("x").swipeActions { Delete() } }
                    }
                    .toolbar { ToolbarItem { Share() } }
                }
            }
            """,
            "struct Other: View { var body: some View { VStack { Delete() } } }",
        ])
        // A menu's label and the view a context menu is applied to are laid out in place; a view
        // also called in a stack is laid out there.
        #expect(SourceNames.calledOnlyInSystemContent(n) == ["Items", "RowActions", "Share", "ToolbarItem"])
        #expect(n[0].calledElsewhere.isSuperset(of: ["VStack", "Menu", "MenuTitle", "Row", "List", "Text"]))
        #expect(n[1].calledElsewhere.contains("Delete"))
    }

    /// What a release build runs (Swift's `#if` compilation conditions: `DEBUG` is set by Xcode's
    /// debug configuration only; previews are compiled for the canvas, not shown by the app).
    @Test func aViewNamedOnlyInCommentsPreviewsOrDebugCodeIsUnreachable() {
        let n = Self.names([
            """
            @main
            struct Shop: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            """,
            """
            struct Home: View {
                var body: some View {
                    VStack {
                        Banner()
                        // Legacy()
                        #if DEBUG
                        DebugPanel()
                        #else
                        Footer()
                        #endif
                    }
                }
            }
            """,
            "struct Banner: View { var body: some View { Text(\"b\") } }",
            "struct Footer: View { var body: some View { Text(\"f\") } }",
            "struct Legacy: View { var body: some View { Text(\"l\") } }",
            "struct DebugPanel: View { var body: some View { Gauge() } }",
            "struct Gauge: View { var body: some View { Text(\"g\") } }",
            "struct Sample: View { var body: some View { Text(\"s\") } }\n#Preview { Sample() }",
            "struct Sample_Previews: PreviewProvider { static var previews: some View { Sample() } }",
            "public struct Kit: View { public var body: some View { KitPart() } }\nstruct KitPart: View { var body: some View { Text(\"k\") } }",
            "extension Color { static let accentRow = AccentRow() }\nstruct AccentRow: View { var body: some View { Text(\"a\") } }",
        ])
        // Gauge is reached only through the debug panel; the library's view through a public one;
        // a view an extension of a type of the system names is reached (any code may use it).
        #expect(SourceNames.unreachableViews(n, roots: ["Kit"]) == ["Legacy", "DebugPanel", "Gauge", "Sample"])
        #expect(SourceNames.unreachableViews(n, roots: []) == ["Legacy", "DebugPanel", "Gauge", "Sample", "Kit", "KitPart"])
    }

    /// What SwiftUI presents as a screen of its own (Apple's documentation of `sheet`,
    /// `fullScreenCover`, `popover`, `inspector`, `navigationDestination` and `NavigationLink`'s
    /// destination), and views that code other than a view's names (a router).
    /// A view named only under a test of the device idiom is reached on those idioms only
    /// (Apple: userInterfaceIdiom, https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom).
    @Test func aViewLinkedOnlyOnOneIdiomIsReachedThereOnly() {
        let app = """
            @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View {
                    List {
                        if UIDevice.current.userInterfaceIdiom == .pad { NavigationLink("Sidebar") { Sidebar() } }
                        if UIDevice.current.userInterfaceIdiom != .pad { Compact() } else { Wide() }
                        if UIDevice.current.userInterfaceIdiom == .phone && showsTips { Tips() }
                        if UIDevice.current.userInterfaceIdiom == .phone && showsTips { Tips() } else { NotDecided() }
                        switch UIDevice.current.userInterfaceIdiom {
                        case .pad, .mac: Desk()
                        default: Pocket()
                        }
                        Everywhere()
                        if UIDevice.current.userInterfaceIdiom == .pad { Everywhere() }
                    }
                }
            }
            """
        let views = ["Sidebar", "Compact", "Wide", "Tips", "NotDecided", "Desk", "Pocket", "Everywhere"]
            .map { "struct \($0): View { var body: some View { Text(\"\($0)\") } }" }
        let n = Self.names([app] + views)
        #expect(n[0].gatedUses["Home"]?["Sidebar"] == [SourceNames.UseGate(idioms: ["pad"])])
        #expect(n[0].gatedUses["Home"]?["Everywhere"] == nil, "used outside the test too")
        #expect(SourceNames.unreachableViews(n, roots: []).isEmpty)
        #expect(SourceNames.unreachableViews(n, roots: [], idiom: "phone") == ["Sidebar", "Wide", "Desk"])
        #expect(SourceNames.unreachableViews(n, roots: [], idiom: "pad") == ["Compact", "Tips", "Pocket"])
    }

    /// A view named only in `#if` clauses other platforms compile is reached on those only
    /// (sample 6: Unwatched's visionOS ornament laid out on the iPhone).
    @Test func aViewNamedOnlyUnderAnotherPlatformsClauseIsNotReachedHere() {
        let app = """
            @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View {
                    VStack {
                        #if os(visionOS)
                        Ornament()
                        #elseif os(macOS)
                        MacBar()
                        #else
                        PhoneBar()
                        #endif
                        #if os(iOS) || os(visionOS)
                        Touch()
                        #endif
                        #if canImport(SomePackage)
                        Packaged()
                        #endif
                    }
                }
            }
            """
        let views = ["Ornament", "MacBar", "PhoneBar", "Touch", "Packaged"].map { "struct \($0): View { var body: some View { Text(\"\($0)\") } }" }
        let n = Self.names([app] + views)
        #expect(n[0].gatedUses["Home"]?["Ornament"] == [SourceNames.UseGate(platforms: ["visionOS"])])
        #expect(n[0].gatedUses["Home"]?["PhoneBar"] == [SourceNames.UseGate(platforms: ["iOS", "tvOS", "watchOS"])])
        #expect(SourceNames.unreachableViews(n, roots: []).isEmpty)
        #expect(SourceNames.unreachableViews(n, roots: [], platform: "iOS") == ["Ornament", "MacBar"])
        #expect(SourceNames.unreachableViews(n, roots: [], platform: "visionOS") == ["MacBar", "PhoneBar"])
    }

    /// A name used in an iPad test inside `#if os(iOS)` and in `#if os(macOS)` is shown on the
    /// iPad and the Mac, not on the iPhone: each use keeps both of its gates (sample 7: yattee's
    /// sidebar settings, an iPad screen on iOS, were laid out on the iPhone, as its macOS
    /// clause's use was counted free of the idiom test).
    @Test func aUseKeepsItsPlatformAndIdiomGatesTogether() {
        let app = """
            @main struct A: App { var body: some Scene { WindowGroup { Settings() } } }
            struct Settings: View {
                var body: some View {
                    Form {
                        #if os(iOS)
                        if UIDevice.current.userInterfaceIdiom == .pad { Sidebar() }
                        #endif
                        #if os(macOS)
                        Sidebar()
                        #elseif os(tvOS)
                        Sidebar()
                        #endif
                    }
                }
            }
            """
        let n = Self.names([app, "struct Sidebar: View { var body: some View { Text(\"S\") } }"])
        #expect(n[0].gatedUses["Settings"]?["Sidebar"] == [
            SourceNames.UseGate(platforms: ["iOS", "visionOS"], idioms: ["pad"]),  // os(iOS) holds on visionOS in our conditions
            SourceNames.UseGate(platforms: ["macOS"]),
            SourceNames.UseGate(platforms: ["tvOS"]),
        ])
        #expect(SourceNames.unreachableViews(n, roots: [], platform: "iOS", idiom: "phone") == ["Sidebar"])
        #expect(SourceNames.unreachableViews(n, roots: [], platform: "iOS", idiom: "pad").isEmpty)
        #expect(SourceNames.unreachableViews(n, roots: [], platform: "macOS", idiom: "mac").isEmpty)
        #expect(SourceNames.unreachableViews(n, roots: [], platform: "visionOS", idiom: "vision") == ["Sidebar"])
    }

    /// A view whose type name starts lowercase (yattee's `iOS18AdaptiveTabView`) is reached by a
    /// call of it, where only capitalized names were followed.
    @Test func aViewNamedInLowercaseIsReachedByItsCall() {
        let app = """
            @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                var body: some View {
                    #if os(iOS)
                    iOS18TabView()
                    #else
                    Tabs()
                    #endif
                }
            }
            struct iOS18TabView: View { var body: some View { Tabs() } }
            struct Tabs: View { var body: some View { Text("Tabs") } }
            """
        let n = Self.names([app])
        #expect(SourceNames.unreachableViews(n, roots: [], platform: "iOS").isEmpty)
    }

    @Test func presentedViewsAndViewsNamedOutsideViewsAreScreens() {
        let n = Self.names([
            """
            struct Home: View {
                var body: some View {
                    VStack {
                        Row()
                        Text("a").sheet(isPresented: .constant(true)) { Settings() }
                        NavigationLink(destination: Detail()) { LinkLabel() }
                        NavigationLink("Open") { Second() }
                        NavigationLink { Third() } label: { OtherLabel() }
                        Base().navigationDestination(for: Int.self) { _ in Fourth() }
                    }
                }
            }
            """,
            "enum Route { @ViewBuilder var view: some View { Routed() } }",
            // A toolbar's content type: the system draws its views in the bar (sample 8: Unwatched's
            // refresh button, laid out on a screen of its own and reported as a small target).
            "struct Bar: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Refresh() } } }",
        ] + ["Row", "Settings", "Detail", "LinkLabel", "Second", "Third", "OtherLabel", "Base", "Fourth", "Routed", "Refresh"].map {
            "struct \($0): View { var body: some View { Text(\"x\") } }"
        })
        #expect(n[0].calledInPresentedContent == ["Settings", "Detail", "Second", "Third", "Fourth"])
        #expect(n[2].systemContentTypes == ["Bar"])
        #expect(SourceNames.screens(n) == ["Settings", "Detail", "Second", "Third", "Fourth", "Routed"])
    }
}
