import Foundation
import XCTest
@testable import CatalogStore
import CatalogTestSupport

/// The views of Swift packages in the catalog (migration v3: `package`, `entry.packageId`):
/// seeded from seed/package.tsv and the `swift-packages` rows of seed/entry.tsv, found by name,
/// and added to a catalog of an earlier schema without losing its user rows. Expected counts are
/// the seed files' (SeedCounts), the names and versions those files' rows.
final class PackageRowsTests: XCTestCase {
    func testPackageViewsAreSeededWithTheirPackage() throws {
        try forEachStore { store, kind in
            let entries = try store.allEntries()
            let packaged = entries.filter { $0.entry.packageId != nil }
            XCTAssertEqual(packaged.count, SeedCounts.rows("entry.tsv", column2: "swift-packages"), "[\(kind)]")
            XCTAssertTrue(packaged.allSatisfy { $0.package?.id == $0.entry.packageId && $0.section.id == "swift-packages" }, "[\(kind)]")
            XCTAssertTrue(entries.filter { $0.section.id != "swift-packages" }.allSatisfy { $0.package == nil }, "[\(kind)] SwiftUI's own views name no package")
            XCTAssertEqual(Set(packaged.compactMap { $0.package?.id }).count, SeedCounts.rows("package.tsv"), "[\(kind)] every package has a view")
        }
    }

    func testShowingAPackageViewNamesItsPackageAndVersion() throws {
        try forEachStore { store, kind in
            let lookup = try store.lookup("kfimage")
            // seed/entry.tsv: KFImage (loaded) and its resizable variant; seed/package.tsv: Kingfisher 8.11.0.
            XCTAssertEqual(lookup.entries.map(\.entry.id), ["kfimage", "kfimage-resizable"], "[\(kind)]")
            let package = try XCTUnwrap(lookup.entries.first?.package)
            XCTAssertEqual(package.title, "Kingfisher 8.11.0")
            XCTAssertEqual(package.module, "Kingfisher")
            XCTAssertEqual(lookup.entries.first?.documented.first?.source.url, "https://github.com/onevcat/Kingfisher/tree/8.11.0")
        }
    }

    /// A catalog made before v3 (its schema up to v2, a scanned view in it) is migrated: the
    /// user's row stays, the package rows arrive.
    func testAnEarlierCatalogGainsThePackagesAndKeepsItsRows() throws {
        let folder = try TemporaryFolder()
        let path = try EarlierCatalog.make(in: folder, upTo: "v2", rows: EarlierCatalog.scannedCard)
        let store = try CatalogStore.open(path: path)
        XCTAssertEqual(try store.lookup("Card").customViews.map(\.name), ["Card"])
        XCTAssertEqual(try store.lookup("WebImage").entries.first?.package?.name, "SDWebImageSwiftUI")
    }
}
