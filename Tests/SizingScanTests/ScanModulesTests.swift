import Foundation
import LayoutCore
@testable import SizingScan
import SwiftParser
import SwiftUISource
import Testing

/// Names resolve within a file's module and the modules it imports, as the compiler resolves
/// them (issue 43): two targets' types of one name never meet. The projects are written here
/// by hand in SwiftPM's and Xcode's formats (our fixtures). Expected behaviors: a `Color` takes
/// what it is offered, a `Text` hugs (seed 002; docs/layout-rules.md §1), and a stack of a
/// hugging and an expanding child expands on both axes (§3.1).
@Suite struct ScanModulesTests {
    /// Writes `files` (path → text) below `folder`.
    static func write(_ files: [String: String], in folder: ScanHarness.Folder) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    static func scan(_ folder: ScanHarness.Folder, configuration: ScanConfiguration? = nil, cache: URL? = nil, messages: @escaping (String) -> Void = { _ in }) throws -> ScanResult {
        var request = ScanRequest(paths: [folder.path], configuration: configuration ?? ScanConfiguration(base: folder.path))
        request.useCache = cache != nil
        if let cache { request.environment = ["SIZING_CACHE_DIR": cache.path] }
        request.jobs = 1
        request.verbose = true
        return try request.run(messages: messages)
    }

    static func finding(_ result: ScanResult, _ name: String, in path: String) throws -> ScanFinding {
        try #require(result.findings.first { $0.name == name && $0.file.path.hasSuffix(path) })
    }

    /// A package of three targets: App imports Kit, Widgets imports nothing; App and Widgets
    /// each declare their own `Badge` (one a colour, one a text) and a `Row` placing it.
    static let package: [String: String] = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Demo", targets: [
                .target(name: "Kit"),
                .executableTarget(name: "App", dependencies: ["Kit"]),
                .target(name: "Widgets", path: "Extensions/Widgets"),
            ])
            """,
        "Sources/Kit/Card.swift": """
            import SwiftUI
            public struct Card: View {
                public var body: some View { Color.blue }
            }
            """,
        "Sources/App/Badge.swift": """
            import SwiftUI
            struct Badge: View {
                var body: some View { Color.red }
            }
            """,
        "Sources/App/Row.swift": """
            import SwiftUI
            import Kit
            struct Row: View {
                var body: some View { HStack { Text("a"); Badge() } }
            }
            struct CardRow: View {
                var body: some View { Card() }
            }
            """,
        "Extensions/Widgets/Badge.swift": """
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("new") }
            }
            """,
        "Extensions/Widgets/Row.swift": """
            import SwiftUI
            struct Row: View {
                var body: some View { HStack { Text("a"); Badge() } }
            }
            struct CardRow: View {
                var body: some View { Card() }
            }
            """,
    ]

    /// Reading only the lines whose bytes hold `import` finds what reading every line finds:
    /// CR LF and CR line ends, attributes, `import struct`, the word in a comment or a string,
    /// at the first and the last byte.
    @Test func importsFromTheBytesAreTheImportsOfTheText() {
        let texts = [
            "import SwiftUI\nimport Shared\nstruct A {}",
            "@_exported import Core\r\nimport struct Kit.Row\r\n// import Nothing\r\nlet s = \"import Fake\"",
            "import A\rimport B\r",
            "struct NoImports {}",
            "let x = 1 // reimport imimport\nimport",
            "@testable @_exported import Deep\n\u{2028}import Z",
            "",
        ]
        for text in texts {
            let file = ScanFile(path: "F.swift", bytes: Array(text.utf8), text: text)
            let fromBytes = ScanModules.imports(of: file).map { "\($0.module) \($0.exported)" }
            let fromText = ScanModules.imports(in: text).map { "\($0.module) \($0.exported)" }
            #expect(fromBytes == fromText, "\(text.debugDescription)")
        }
        #expect(ScanModules.imports(in: "@_exported import Core\r\nimport struct Kit.Row").map(\.module) == ["Core", "Kit"])
    }

    @Test func aByteSearchFindsTheFirstWholeNeedle() {
        let bytes = Array("imimport x import".utf8)[...]
        #expect(ScanFile.find("import", in: bytes) == 2)
        #expect(ScanFile.find("import", in: bytes[3...]) == 11)
        #expect(ScanFile.find("imports", in: bytes) == nil)
        #expect(ScanFile.find("t", in: bytes) == 7)
        #expect(ScanFile.find("x", in: bytes[...0]) == nil)
        #expect(ScanFile.find("import", in: Array("import".utf8)[...]) == 0)
    }

    @Test func typesOfOneNameInTwoTargetsNeverMeet() throws {
        let folder = try ScanHarness.Folder()
        try Self.write(Self.package, in: folder)
        var lines: [String] = []
        let result = try Self.scan(folder) { lines.append($0) }
        // App's Row places App's Badge (a colour): it expands; Widgets' Row places a text.
        #expect(try Self.finding(result, "Row", in: "Sources/App/Row.swift").derived == AxisBehaviors(.exp, .exp))
        #expect(try Self.finding(result, "Row", in: "Extensions/Widgets/Row.swift").derived == AxisBehaviors(.hug, .hug))
        #expect(lines.contains("files by module: (no target) 1, App 2, Kit 1, Widgets 2"))
        // --verbose's time per module names every module that has views (the manifest has none).
        let times = try #require(lines.first { $0.hasPrefix("time by module: ") })
        #expect(Set(times.dropFirst("time by module: ".count).split(separator: ",").map { $0.split(separator: " ")[0] }) == ["App", "Kit", "Widgets"])
    }

    @Test func aModuleSeesWhatItImportsAndNothingElse() throws {
        let folder = try ScanHarness.Folder()
        try Self.write(Self.package, in: folder)
        let result = try Self.scan(folder)
        // App imports Kit: its Card is read from source and expands.
        let app = try Self.finding(result, "CardRow", in: "Sources/App/Row.swift")
        #expect(app.derived == AxisBehaviors(.exp, .exp))
        #expect(app.assumptions.isEmpty)
        // Widgets does not import Kit: Card is a view the scan cannot see there, and says so.
        let widgets = try Self.finding(result, "CardRow", in: "Extensions/Widgets/Row.swift")
        #expect(widgets.assumptions.contains { $0.subject == "Card" })
    }

    @Test func reExportedModulesAreSeenThroughTheirImporter() throws {
        let folder = try ScanHarness.Folder()
        var files = Self.package
        files["Package.swift"] = """
            let package = Package(name: "Demo", targets: [
                .target(name: "Base"), .target(name: "Kit", dependencies: ["Base"]), .target(name: "App", dependencies: ["Kit"]),
            ])
            """
        files["Sources/Base/Fill.swift"] = "import SwiftUI\npublic struct Fill: View { public var body: some View { Color.green } }\n"
        files["Sources/Kit/Exports.swift"] = "@_exported import Base\n"
        files["Sources/App/Filled.swift"] = "import SwiftUI\nimport Kit\nstruct Filled: View { var body: some View { Fill() } }\n"
        for path in files.keys where path.hasPrefix("Extensions/") { files[path] = nil }
        try Self.write(files, in: folder)
        let result = try Self.scan(folder)
        let filled = try Self.finding(result, "Filled", in: "Sources/App/Filled.swift")
        #expect(filled.derived == AxisBehaviors(.exp, .exp))
        #expect(filled.assumptions.isEmpty)
    }

    @Test func configuredTargetsSplitAPlainFolder() throws {
        let folder = try ScanHarness.Folder()
        var files = Self.package
        files["Package.swift"] = nil
        try Self.write(files, in: folder)
        let text = """
            targets:
              App: [Sources/App]
              Kit: [Sources/Kit]
              Widgets: Extensions/Widgets
            """
        let configuration = try ScanConfigurationFile.parse(text, path: ".sizing.yml", base: folder.path)
        #expect(configuration.targets.map(\.name) == ["App", "Kit", "Widgets"])
        let result = try Self.scan(folder, configuration: configuration)
        #expect(try Self.finding(result, "Row", in: "Sources/App/Row.swift").derived == AxisBehaviors(.exp, .exp))
        #expect(try Self.finding(result, "Row", in: "Extensions/Widgets/Row.swift").derived == AxisBehaviors(.hug, .hug))
        // Without targets, the folder is one index, as before: both rows read one Badge.
        let flat = try Self.scan(folder)
        let rows = flat.findings.filter { $0.name == "Row" }.map(\.derived)
        #expect(rows.count == 2 && rows[0] == rows[1])
    }

    @Test func aConfiguredTargetNamesExistingFolders() throws {
        let folder = try ScanHarness.Folder()
        let text = "targets:\n  App: [Nowhere]\n  Kit: 3\n"
        #expect {
            try ScanConfigurationFile.parse(text, path: ".sizing.yml", base: folder.path)
        } throws: { error in
            let lines = (error as? ScanConfigurationFile.Problems)?.lines ?? []
            return lines == [
                ".sizing.yml:2:9: error: targets.App: `Nowhere` is not a folder (the module's sources, relative to the configuration file's folder)",
                ".sizing.yml:3:8: error: targets.Kit: `3` is not a folder (the module's sources, relative to the configuration file's folder)",
            ]
        }
    }

    @Test func anEditReEvaluatesOnlyTheModulesThatReadIt() throws {
        let folder = try ScanHarness.Folder()
        let cache = try ScanHarness.Folder("sizing-module-cache")
        try Self.write(Self.package, in: folder)
        _ = try Self.scan(folder, cache: cache.url)
        try Self.write(["Extensions/Widgets/Badge.swift": "import SwiftUI\nstruct Badge: View { var body: some View { Text(\"newer\") } }\n"], in: folder)
        var lines: [String] = []
        _ = try Self.scan(folder, cache: cache.url) { lines.append($0) }
        // Only Widgets' two files read the edited Badge; the others (App's, Kit's and the manifest,
        // which no target compiles) come from the cache.
        #expect(lines.contains { $0.hasPrefix("4 of 6 files from the cache, 2 evaluated") })
    }

    /// Two Xcode targets building one module for two platforms (`PRODUCT_MODULE_NAME`), an app
    /// target whose module is its name made an identifier.
    @Test func xcodeTargetsFormModulesByTheirModuleName() throws {
        let dir = try ScanHarness.Folder()
        let pbxproj = """
            // !$*UTF8*$!
            {
                objects = {
                    P1 = { isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
                    G0 = { isa = PBXGroup; children = (S1, S2); sourceTree = "<group>"; };
                    S1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
                    S2 = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    T1 = { isa = PBXNativeTarget; name = "Shared-iOS"; fileSystemSynchronizedGroups = (S1); buildConfigurationList = L1; productType = "com.apple.product-type.framework"; };
                    T2 = { isa = PBXNativeTarget; name = "Shared-watchOS"; fileSystemSynchronizedGroups = (S1); buildConfigurationList = L1; productType = "com.apple.product-type.framework"; };
                    L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_MODULE_NAME = Shared; }; name = Debug; };
                    T3 = { isa = PBXNativeTarget; name = "Home App"; fileSystemSynchronizedGroups = (S2); buildConfigurationList = L3; productType = "com.apple.product-type.application"; };
                    L3 = { isa = XCConfigurationList; buildConfigurations = (C3); };
                    C3 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                };
                rootObject = P1;
            }
            """
        try Self.write(["Demo.xcodeproj/project.pbxproj": pbxproj, "Shared/A.swift": "struct A {}", "App/B.swift": "import Shared\nstruct B {}", "Loose/C.swift": "struct C {}"], in: dir)
        let files = ["Shared/A.swift", "App/B.swift", "Loose/C.swift"].map { name -> ScanFile in
            let text = name == "App/B.swift" ? "import Shared\nstruct B {}" : ""
            return ScanFile(path: dir.path + "/" + name, bytes: Array(text.utf8), text: text)
        }
        let manifests = ScanPlatforms(paths: [dir.path], manifests: [dir.path + "/Demo.xcodeproj/project.pbxproj"])
        let modules = ScanModules(files: files, dependencies: [], manifests: manifests)
        #expect((0..<3).map { modules.home(of: $0) } == ["Shared", "Home_App", ""])
        #expect(modules.canRead(1, 0))  // the app imports Shared
        #expect(!modules.canRead(0, 1))  // Shared does not import the app
        #expect(modules.canRead(2, 0) && modules.canRead(2, 1))  // a file no target claims reads every module
        #expect(!modules.canRead(1, 2))  // and no module reads it
    }

    /// A module's index is built only for files that may declare a view on some platform; the
    /// test is on names, so it keeps a view declared under `#if os(watchOS)` and a type made a
    /// view by another file's extension.
    @Test func onlyFilesThatMayDeclareViewsAreEvaluated() {
        let names = [
            "struct Model { let name: String }",
            "#if os(watchOS)\nextension View { func watchRow() -> some View { padding() } }\n#endif",
            "struct Profile { let name: String }",
            "extension Profile: View { var body: some View { Text(name) } }",
            "extension Text { func rowTitle() -> Text { bold() } }",
        ].map { SourceNames(Parser.parse(source: $0)) }
        #expect(ScanEvaluation.mayDeclareViews(names) == [1, 2, 3, 4])
    }

    @Test func importLinesNameModules() {
        let text = """
            import SwiftUI
            @testable import App
            @_exported import Base
            import struct Nuke.ImageRequest
                import Kit // indented inside an #if
            @preconcurrency import Combine
            let important = "import Nothing"
            // an import in prose
            """
        let found = ScanModules.imports(in: text)
        #expect(found.map(\.module) == ["SwiftUI", "App", "Base", "Nuke", "Kit", "Combine"])
        #expect(found.filter(\.exported).map(\.module) == ["Base"])
    }
}
