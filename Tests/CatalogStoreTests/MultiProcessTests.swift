import CatalogTestSupport
import Foundation
import XCTest
@testable import CatalogStore

/// Two processes write custom views into the same catalog at once; none is lost.
///
/// The writers are `sizing-catalog-child writer` processes (Tests/CatalogChild).
/// Files only: an in-memory database cannot be shared between processes.
final class MultiProcessTests: XCTestCase {
    static let rowsPerWriter = 500

    func testTwoProcessesWriteConcurrentlyWithoutLosingRows() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("shared/catalog.sqlite")
        // Both children start on a database that does not exist yet: they race to create it too.
        let children = try ["A", "B"].map { prefix in
            try startChild("writer", [path, prefix, String(Self.rowsPerWriter)])
        }
        for (process, output) in children {
            let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "writer failed:\n\(log.suffix(3000))")
            XCTAssertTrue(log.contains("DONE \(Self.rowsPerWriter)"), "the writer finished:\n\(log.suffix(2000))")
        }
        let store = try CatalogStore.open(path: path)
        let views = try store.allCustomViews()
        // our model: 2 writers × 500 rows.
        XCTAssertEqual(views.count, 2 * Self.rowsPerWriter)
        XCTAssertEqual(Set(views.map(\.name)).count, 2 * Self.rowsPerWriter)
        XCTAssertEqual(try store.integrityCheck(), ["ok"])
        XCTAssertEqual(try store.allEntries().count, SeedCounts.entries)  // every seed row, seeded once, not twice
    }
}
