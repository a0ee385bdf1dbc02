import CatalogTestSupport
import Foundation
import XCTest
@testable import CatalogStore

final class StoreTests: XCTestCase {
    func testSeedingIsCleanAndIdempotent() throws {
        try forEachStore { store, kind in
            XCTAssertEqual(try store.integrityCheck(), ["ok"], "[\(kind)]")
            XCTAssertEqual(try store.foreignKeyViolations(), [], "[\(kind)]")
            XCTAssertEqual(try store.storedSchemaVersion(), 4, "[\(kind)]")  // our model: v1, v2, v3, v4
            let before = try CatalogStore.tableNames.map { try store.dump(table: $0) }
            try store.reseed()
            try store.reseed()
            let after = try CatalogStore.tableNames.map { try store.dump(table: $0) }
            XCTAssertEqual(after, before, "[\(kind)] seeding twice changes nothing")
            XCTAssertEqual(try store.integrityCheck(), ["ok"], "[\(kind)]")
            XCTAssertEqual(try store.foreignKeyViolations(), [], "[\(kind)]")
        }
    }

    func testReopeningAFileKeepsRowsAndDoesNotReseed() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("catalog.sqlite")
        do {
            let store = try CatalogStore.open(path: path)
            _ = try store.saveScan(files: ["A.swift"], views: [customView("Card", file: "A.swift")])
        }
        let reopened = try CatalogStore.open(path: path)
        XCTAssertEqual(try reopened.allCustomViews().map(\.name), ["Card"])
        XCTAssertEqual(try reopened.allEntries().count, SeedCounts.entries)  // every seed row
    }

    func testUpgradeFromVersion1KeepsCustomViews() throws {
        for kind in StoreKind.allCases {
            let folder = try TemporaryFolder()
            var store: CatalogStore? = try makeOldStore(kind, folder: folder, lastMigration: "v1")
            XCTAssertEqual(try store!.storedSchemaVersion(), 1, "[\(kind)]")
            // A custom view as build v1 wrote it (v1 has no `kind` column).
            try store!.executeForTesting(
                sql: """
                    INSERT INTO customView (name, file, line, "column", declaredHorizontal, declaredVertical,
                        derivedHorizontal, derivedVertical, verdict, reason, bodyFingerprint, lastScannedAt)
                    VALUES (?, ?, 3, 8, 'exp', 'hug', 'exp', 'hug', 'matches', '', 'abc', '2024-01-01 00:00:00.000')
                    """,
                arguments: ["SegmentedControl", "Sources/App/Segmented.swift"])
            switch kind {
            case .inMemory:
                try store!.migrate(upTo: nil)
                try store!.seedIfNeeded()
            case .file:
                store = nil  // close, then reopen with this build
                store = try CatalogStore.open(path: folder.path("old.sqlite"))
            }
            XCTAssertEqual(try store!.storedSchemaVersion(), CatalogStore.schemaVersion, "[\(kind)]")
            let views = try store!.allCustomViews()
            XCTAssertEqual(views.map(\.name), ["SegmentedControl"], "[\(kind)]")
            XCTAssertEqual(views.first?.kind, .view, "[\(kind)] v2 gives old rows kind 'view'")
            XCTAssertEqual(views.first?.line, 3, "[\(kind)]")
            XCTAssertEqual(try store!.foreignKeyViolations(), [], "[\(kind)]")
        }
    }

    func testLookupIsCaseInsensitiveAndSuggests() throws {
        try forEachStore { store, kind in
            // seed 002: Links has `Link` and `Link` with `Label: View`.
            XCTAssertEqual(try store.lookup("link").entries.map(\.entry.title), ["`Link`", "`Link` with `Label: View`"], "[\(kind)]")
            XCTAssertEqual(try store.lookup("LINK with label: view").entries.map(\.entry.id), ["link-label-view"], "[\(kind)]")
            let toggle = try store.lookup("Toggle").entries.first
            XCTAssertEqual(toggle?.documented.first?.behavior.behaviors.description, "h-exp, v-hug", "[\(kind)]")  // seed 002
            XCTAssertEqual(toggle?.dualCategoryPartners.map(\.id), ["toggle-label-view"], "[\(kind)]")  // seed 002
            let miss = try store.lookup("Lnk")
            XCTAssertTrue(miss.isEmpty, "[\(kind)]")
            XCTAssertEqual(miss.suggestions.first, "Link", "[\(kind)]")
            XCTAssertEqual(try store.lookup("VStak").suggestions.first, "VStack", "[\(kind)]")
            XCTAssertEqual(try store.lookup("ScrollView").entries.count, 2, "[\(kind)]")  // our model: both axes
        }
    }

    func testFilters() throws {
        try forEachStore { store, kind in
            XCTAssertEqual(try store.entries(matching: EntryFilter(section: "buttons")).count, 4, "[\(kind)]")  // seed 002
            // seed 002: documented h-hug, v-exp is only LazyHStack.
            XCTAssertEqual(
                try store.entries(matching: EntryFilter(horizontal: .hug, vertical: .exp, provenance: .documented)).map(\.entry.name),
                ["LazyHStack"], "[\(kind)]")
            // seed 002: the simple rows documented v-hug are Divider, Image, SecureField, Text, TextField,
            // Link, Label, Slider, ProgressView (linear), ProgressView (circular), Stepper, Toggle.
            let simpleHug = try store.entries(matching: EntryFilter(category: .simple, vertical: .hug))
            XCTAssertEqual(simpleHug.filter { $0.section.id != "swift-packages" }.count, 12, "[\(kind)]")
            // The packages' rows among them are documented v-hug by their sources (seed/documentedBehavior.tsv).
            XCTAssertTrue(simpleHug.filter { $0.section.id == "swift-packages" }.allSatisfy { $0.documented.contains { $0.behavior.vertical == .hug } }, "[\(kind)]")
            XCTAssertEqual(try store.entries(matching: EntryFilter(horizontal: .exp, provenance: .derived)).count, 0, "[\(kind)]")
        }
    }

    func testDerivedRefreshRecordsDisagreementsAndTouchesNothingElse() throws {
        try forEachStore { store, kind in
            _ = try store.saveScan(files: ["A.swift"], views: [customView("Card", file: "A.swift")])
            let untouched = ["customView", "documentedBehavior", "entry", "section", "ruleRow"]
            let before = try untouched.map { try store.dump(table: $0) }
            let evidence = [ProbeObservation(proposal: "(1000 × ∞)", answer: "(1000 × 20)")]
            try store.refreshDerivedBehaviors([
                DerivedBehaviorInput(entryId: "text", behaviors: .init(horizontal: .hug, vertical: .hug), evidence: evidence),
                // our model (invented for the test): a derived row contradicting seed 002's Divider (exp/hug).
                DerivedBehaviorInput(entryId: "divider", behaviors: .init(horizontal: .exp, vertical: .exp), evidence: evidence),
                DerivedBehaviorInput(entryId: "list", behaviors: .init(horizontal: .exp, vertical: .exp), evidence: evidence),
            ], rulesVersion: "test-1")
            XCTAssertEqual(try untouched.map { try store.dump(table: $0) }, before, "[\(kind)]")
            let disagreements = try store.disagreements()
            XCTAssertEqual(disagreements.map(\.entry.id), ["divider"], "[\(kind)]")
            XCTAssertEqual(disagreements.first?.axes, [.vertical], "[\(kind)]")
            XCTAssertEqual(try store.lookup("Text").entries.first?.derived?.observations, evidence, "[\(kind)]")
            XCTAssertEqual(try store.entries(matching: EntryFilter(vertical: .exp, provenance: .derived)).map(\.entry.id), ["divider", "list"], "[\(kind)]")
            // What the export's Disagreements table lists (CatalogExportTests renders it).
            XCTAssertEqual(try store.taxonomySnapshot().entries.filter { !$0.disagreements.isEmpty }.map(\.entry.id), ["divider"], "[\(kind)]")
            // Re-seeding keeps derived rows; a full refresh removes the others.
            try store.reseed()
            XCTAssertEqual(try store.dump(table: "derivedBehavior").count, 3, "[\(kind)]")
            let summary = try store.refreshDerivedBehaviors(
                [DerivedBehaviorInput(entryId: "text", behaviors: .init(horizontal: .hug, vertical: .hug), evidence: [])],
                rulesVersion: "test-2", removingOthers: true)
            XCTAssertEqual(summary, DerivedRefreshSummary(written: 1, removed: 2), "[\(kind)]")
            XCTAssertThrowsError(try store.refreshDerivedBehaviors(
                [DerivedBehaviorInput(entryId: "nope", behaviors: .init(horizontal: .hug, vertical: .hug), evidence: [])],
                rulesVersion: "test-3"), "[\(kind)]")
            XCTAssertEqual(try untouched.map { try store.dump(table: $0) }, before, "[\(kind)]")
        }
    }

    func testOtherPlatformsRowsAreWrittenReplacedAndKeptWithTheirEntry() throws {
        try forEachStore { store, kind in
            let evidence = [ProbeObservation(proposal: "(1000 × ∞)", answer: "(20 × 20)")]
            // our model (invented for the test): a Toggle that hugs on macOS, where it is a checkbox.
            let macOS = DerivedBehaviorInput.OnPlatform(platform: "macOS", behaviors: .init(horizontal: .hug, vertical: .hug), evidence: evidence)
            try store.refreshDerivedBehaviors([
                DerivedBehaviorInput(entryId: "toggle", behaviors: .init(horizontal: .exp, vertical: .hug), evidence: [], otherPlatforms: [macOS]),
                DerivedBehaviorInput(entryId: "text", behaviors: .init(horizontal: .hug, vertical: .hug), evidence: []),
            ], rulesVersion: "test-1")
            let toggle = try store.lookup("Toggle").entries.first { $0.entry.id == "toggle" }
            XCTAssertEqual(toggle?.otherPlatforms.map(\.platform), ["macOS"], "[\(kind)]")
            XCTAssertEqual(toggle?.otherPlatforms.first?.behaviors.description, "h-hug, v-hug", "[\(kind)]")
            XCTAssertEqual(toggle?.otherPlatforms.first?.observations, evidence, "[\(kind)]")
            XCTAssertEqual(try store.lookup("Text").entries.first?.otherPlatforms, [], "[\(kind)]")
            // Re-seeding keeps them; a refresh of the entry replaces them; a full refresh drops the others'.
            try store.reseed()
            XCTAssertEqual(try store.dump(table: "platformBehavior").count, 1, "[\(kind)]")
            try store.refreshDerivedBehaviors(
                [DerivedBehaviorInput(entryId: "toggle", behaviors: .init(horizontal: .exp, vertical: .hug), evidence: [])], rulesVersion: "test-2")
            XCTAssertEqual(try store.dump(table: "platformBehavior").count, 0, "[\(kind)]")
            XCTAssertThrowsError(try store.refreshDerivedBehaviors([
                DerivedBehaviorInput(entryId: "toggle", behaviors: .init(horizontal: .exp, vertical: .hug), evidence: [],
                                     otherPlatforms: [.init(platform: "Android", behaviors: .init(horizontal: .hug, vertical: .hug), evidence: [])]),
            ], rulesVersion: "test-3"), "[\(kind)]") { error in
                XCTAssertTrue("\(error)".contains("Android"), "[\(kind)] \(error)")
            }
        }
    }

    /// A catalog made before v4 (derived rows and a scanned view in it) is migrated: the user's
    /// row stays, the derived rows go (the next use derives them with their other platforms).
    func testAnEarlierCatalogDropsItsDerivedRowsAndKeepsTheUsers() throws {
        let folder = try TemporaryFolder()
        let path = try EarlierCatalog.make(in: folder, upTo: "v3", rows: EarlierCatalog.scannedCard + """
            INSERT INTO section (id, title, sectionOrder, kind, origin) VALUES ('s', 'S', 1, 'entries', 'article');
            INSERT INTO entry (id, sectionId, rowOrder, name, title, category) VALUES ('toggle', 's', 1, 'Toggle', 'Toggle', 'simple');
            INSERT INTO derivedBehavior (entryId, horizontal, vertical, evidence, rulesVersion, derivedAt)
            VALUES ('toggle', 'exp', 'hug', '[]', 'old', '2026-01-01T00:00:00Z');
            """)
        let store = try CatalogStore.open(path: path)
        XCTAssertEqual(try store.lookup("Card").customViews.map(\.name), ["Card"])
        XCTAssertEqual(try store.storedSchemaVersion(), 4)
        XCTAssertEqual(try store.derivedRulesVersions()["toggle"] ?? nil, nil, "the v3 derived row is gone, so the next use derives it again")
    }

    func testSaveScanUpdatesInPlaceAndDeletesDisappearedViews() throws {
        try forEachStore { store, kind in
            var summary = try store.saveScan(files: ["A.swift", "B.swift"], views: [
                customView("Card", file: "A.swift", line: 1), customView("Badge", file: "A.swift", line: 9),
                customView("Card", file: "B.swift", line: 4),
            ])
            XCTAssertEqual(summary, CustomViewSaveSummary(inserted: 3, updated: 0, deleted: 0), "[\(kind)]")
            let cardId = try store.customViews(inFile: "A.swift").first { $0.name == "Card" }?.id
            summary = try store.saveScan(files: ["A.swift"], views: [customView("Card", file: "A.swift", line: 2, verdict: .matches)])
            XCTAssertEqual(summary, CustomViewSaveSummary(inserted: 0, updated: 1, deleted: 1), "[\(kind)]")
            let card = try store.customViews(inFile: "A.swift")
            XCTAssertEqual(card.map(\.name), ["Card"], "[\(kind)]")
            XCTAssertEqual(card.first?.id, cardId, "[\(kind)] updated in place")
            XCTAssertEqual(card.first?.line, 2, "[\(kind)]")
            XCTAssertEqual(card.first?.verdict, .matches, "[\(kind)]")
            XCTAssertEqual(try store.customViews(named: "card").count, 2, "[\(kind)] B.swift not scanned, kept")
            XCTAssertEqual(try store.lookup("Crad").suggestions.first, "Card", "[\(kind)]")
            XCTAssertThrowsError(try store.saveScan(files: [], views: [customView("X", file: "A.swift"), customView("X", file: "A.swift")]))
            XCTAssertEqual(try store.entries(matching: EntryFilter()).count, SeedCounts.entries, "[\(kind)] built-ins untouched")
        }
    }

    func testLocationOrder() {
        let home = "/home/u"
        XCTAssertEqual(CatalogLocation.resolvePath(explicitPath: "/x.db", environment: ["SIZING_DB": "/y.db"], homeDirectory: home), "/x.db")
        XCTAssertEqual(CatalogLocation.resolvePath(explicitPath: nil, environment: ["SIZING_DB": "/y.db", "XDG_DATA_HOME": "/d"], homeDirectory: home), "/y.db")
        XCTAssertEqual(CatalogLocation.resolvePath(explicitPath: nil, environment: ["XDG_DATA_HOME": "/d"], homeDirectory: home), "/d/sizing/catalog.sqlite")
        XCTAssertEqual(CatalogLocation.resolvePath(explicitPath: "", environment: ["SIZING_DB": "", "XDG_DATA_HOME": "rel"], homeDirectory: home), "/home/u/.local/share/sizing/catalog.sqlite")
        // `~` is $HOME, as the shell reads it (it used to be the account's home, ignoring HOME).
        XCTAssertEqual(CatalogLocation.resolvePath(explicitPath: nil, environment: ["HOME": "/home/v"]), "/home/v/.local/share/sizing/catalog.sqlite")
    }

    /// The default environment is the process's own, for the three variables the order reads.
    func testCurrentEnvironmentReadsTheProcessVariables() {
        let saved: [(String, String?)] = ["SIZING_DB", "XDG_DATA_HOME", "HOME"].map { name in
            (name, getenv(name).map { String(cString: $0) })
        }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        setenv("SIZING_DB", "/tmp/a.db", 1)
        setenv("XDG_DATA_HOME", "/tmp/data", 1)
        setenv("HOME", "/tmp/home", 1)
        XCTAssertEqual(CatalogLocation.currentEnvironment, ["SIZING_DB": "/tmp/a.db", "XDG_DATA_HOME": "/tmp/data", "HOME": "/tmp/home"])
        XCTAssertEqual(CatalogLocation.resolvePath(explicitPath: nil), "/tmp/a.db")
        unsetenv("SIZING_DB")
        XCTAssertEqual(CatalogLocation.currentEnvironment, ["XDG_DATA_HOME": "/tmp/data", "HOME": "/tmp/home"])
        XCTAssertEqual(CatalogLocation.resolvePath(explicitPath: nil), "/tmp/data/sizing/catalog.sqlite")
    }

    func testDefaultLocationIsCreatedWithItsFolders() throws {
        let folder = try TemporaryFolder()
        let store = try CatalogStore.open(explicitPath: nil, environment: ["XDG_DATA_HOME": folder.path("data")])
        XCTAssertEqual(store.path, folder.path("data") + "/sizing/catalog.sqlite")
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path))
    }
}
