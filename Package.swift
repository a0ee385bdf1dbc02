// swift-tools-version:6.1
// sizing: a SQLite-backed catalog of SwiftUI sizing behaviors, with a faithful
// Linux model of SwiftUI's proposal/response layout.
import PackageDescription

let package = Package(
    name: "sizing",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sizing", targets: ["sizing"]),
        .executable(name: "sizing-bench", targets: ["sizing-bench"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "SwiftUISource", targets: ["SwiftUISource"]),
        .library(name: "SizingProbe", targets: ["SizingProbe"]),
        .library(name: "CatalogStore", targets: ["CatalogStore"]),
        .library(name: "CatalogExport", targets: ["CatalogExport"]),
        .library(name: "SizingScan", targets: ["SizingScan"]),
        // `swift package sizing-scan`: the scan of another package's views (docs/scan-plugin.md).
        .plugin(name: "sizing-scan", targets: ["SizingScanPlugin"]),
        // `plugins: [.plugin(name: "sizing-build", package: "sizing")]`: the scan in each build (docs/scan-plugin.md).
        .plugin(name: "sizing-build", targets: ["SizingBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // `sizing serve`: the local playground's HTTP server.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        // `swift package generate-documentation --target LayoutCore`: the libraries' DocC
        // documentation (Sources/<Module>/<Module>.docc); a plugin, so nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // `.sizing.yml`: the scan's configuration file, read with its line:column marks.
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // The layout model: standard library only (libm for rounding, which the standard library
        // calls but does not link on Linux without Foundation). The device table is data,
        // embedded in the code (PackageResources.devices_tsv) so reading it needs no Foundation.
        .target(
            name: "LayoutCore",
            resources: [.embedInCode("SafeArea/devices.tsv")],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // SwiftUI source text -> LayoutCore trees. The only module that imports swift-syntax.
        .target(
            name: "SwiftUISource",
            dependencies: [
                "LayoutCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // Syntax-error messages ("expected '}' to end closure") with exact locations.
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]),
        // exp / hug / neu derivation and hierarchy resolution.
        .target(name: "SizingProbe", dependencies: ["LayoutCore"]),
        // The SQLite catalog. The only module that touches SQLite. Resources/schema.sql and
        // Resources/seed are symbolic links to the top-level schema.sql and seed/, embedded in
        // the code (PackageResources) so the static binary needs no bundle beside it.
        .target(
            name: "CatalogStore",
            dependencies: ["LayoutCore", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.embedInCode("Resources/schema.sql"), .embedInCode("Resources/seed")]),
        // The taxonomy as Markdown, CSV or JSON (`sizing export`), rendered from CatalogStore's snapshot.
        .target(name: "CatalogExport", dependencies: ["CatalogStore", "LayoutCore"]),
        // `sizing scan` as a library: the scan, --fix, suppressions, baseline, cache, configuration
        // and reporters. It returns text and findings and never prints; the command prints.
        .target(
            name: "SizingScan",
            dependencies: [
                "LayoutCore", "SwiftUISource", "SizingProbe", "CatalogStore",
                .product(name: "Yams", package: "Yams"),
                // `Package.swift`'s targets, read as syntax (`PackageManifest`).
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "sizing",
            dependencies: [
                "LayoutCore", "SwiftUISource", "SizingProbe", "CatalogStore", "CatalogExport", "SizingScan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]),
        // `swift package sizing-scan`: runs `sizing scan` over the package's source targets. It
        // builds the tool when it runs (no `dependencies:`: a declared tool is compiled a second
        // time, for the host, by every `swift build` and `swift test` of this package).
        .plugin(
            name: "SizingScanPlugin",
            capability: .command(intent: .custom(
                verb: "sizing-scan",
                description: "Check the documented sizing behavior of the package's SwiftUI views."))),
        // `sizing-build`: runs `sizing scan --format xcode` over a target's Swift files when they
        // change, for its warnings and errors at their lines. No `dependencies:` either: the tool is
        // $SIZING_BINARY or a `sizing` on the path (a build-tool plugin cannot build it).
        .plugin(name: "SizingBuildPlugin", capability: .buildTool()),
        // Benchmarks: must not depend on swift-syntax (its release build takes minutes).
        .executableTarget(name: "sizing-bench", dependencies: ["LayoutCore", "BenchmarkTrees"]),
        // The benchmark's trees, shared with the evaluation-count tests.
        .target(name: "BenchmarkTrees", dependencies: ["LayoutCore"]),
        // Fixtures/ holds the layout fixtures and grids: data read at test time.
        // The fixtures' notation builds the views it does not spell itself through SwiftUISource's registry.
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "SwiftUISource", "BenchmarkTrees"], exclude: ["Fixtures"]),
        // Fixtures are SwiftUI source read at test time, not test code.
        .testTarget(name: "SwiftUISourceTests", dependencies: ["SwiftUISource", "LayoutCore", "SizingProbe"], exclude: ["Fixtures"]),
        .testTarget(name: "SizingProbeTests", dependencies: ["SizingProbe", "LayoutCore"]),
        // The writer processes of the multi-process catalog tests (a program, not a test).
        .executableTarget(name: "sizing-catalog-child", dependencies: ["CatalogStore"], path: "Tests/CatalogChild"),
        // The package's paths and the seed files' row counts, shared by the catalog's two test targets.
        .target(name: "CatalogTestSupport", path: "Tests/CatalogTestSupport"),
        .testTarget(name: "CatalogStoreTests", dependencies: ["CatalogStore", "sizing-catalog-child", "CatalogTestSupport"]),
        .testTarget(name: "CatalogExportTests", dependencies: ["CatalogExport", "CatalogStore", "CatalogTestSupport"]),
        // Golden/, ScanFixtures/ and LSPFixtures/ hold the end-to-end cases and the fixture projects: data, not code.
        .testTarget(name: "SizingCLITests", dependencies: ["sizing"], exclude: ["Golden", "ScanFixtures", "PlaygroundGolden", "SARIF", "LSPFixtures"]),
        // The scan in process, through the library (ScanHarness); the fixture project and its
        // goldens are shared with SizingCLITests by path (Tests/SizingCLITests/ScanFixtures).
        .testTarget(
            name: "SizingScanTests",
            dependencies: ["SizingScan", "CatalogStore", "SwiftUISource", .product(name: "SwiftParser", package: "swift-syntax")]),
    ],
    swiftLanguageModes: [.v6]
)
