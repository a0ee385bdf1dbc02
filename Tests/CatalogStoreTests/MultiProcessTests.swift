import Foundation
import XCTest
@testable import CatalogStore

/// Two processes write custom views into the same catalog at once; none is lost.
///
/// The second process is this very test binary, run again with an environment variable that
/// turns ``testActAsWriterWhenAsked`` into a writer (it returns at once otherwise).
/// Files only: an in-memory database cannot be shared between processes.
final class MultiProcessTests: XCTestCase {
    static let writerPathVariable = "SIZING_CATALOG_TEST_WRITER_DB"
    static let writerPrefixVariable = "SIZING_CATALOG_TEST_WRITER_PREFIX"
    static let rowsPerWriter = 500

    /// In a child process: writes `rowsPerWriter` custom views, one transaction each.
    func testActAsWriterWhenAsked() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[Self.writerPathVariable], let prefix = environment[Self.writerPrefixVariable] else {
            return  // not a child writer
        }
        let store = try CatalogStore.open(path: path)
        for index in 0..<Self.rowsPerWriter {
            let file = "\(prefix)/View\(index).swift"
            _ = try store.saveScan(files: [file], views: [customView("\(prefix)View\(index)", file: file)])
        }
    }

    func testTwoProcessesWriteConcurrentlyWithoutLosingRows() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("shared/catalog.sqlite")
        // Both children start on a database that does not exist yet: they race to create it too.
        let children = try ["A", "B"].map { prefix in
            try startChildTest(
                "CatalogStoreTests.MultiProcessTests/testActAsWriterWhenAsked",
                environment: [Self.writerPathVariable: path, Self.writerPrefixVariable: prefix])
        }
        for (process, output) in children {
            let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "writer failed:\n\(log.suffix(3000))")
            XCTAssertTrue(log.contains("Executed 1 test"), "the child ran the writer test:\n\(log.suffix(2000))")
        }
        let store = try CatalogStore.open(path: path)
        let views = try store.allCustomViews()
        // our model: 2 writers × 500 rows.
        XCTAssertEqual(views.count, 2 * Self.rowsPerWriter)
        XCTAssertEqual(Set(views.map(\.name)).count, 2 * Self.rowsPerWriter)
        XCTAssertEqual(try store.integrityCheck(), ["ok"])
        XCTAssertEqual(try store.allEntries().count, 63)  // our model: seeded once, not twice
    }
}
