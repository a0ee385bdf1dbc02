import CatalogTestSupport
import Foundation
import Testing
@testable import CatalogStore

/// The binary carries `schema.sql` and `seed/` (so the installed CLI works anywhere): SwiftPM
/// embeds them through the symbolic links in `Sources/CatalogStore/Resources/`, and
/// `EmbeddedCatalog` names each seed file. These tests check that the embedded bytes are the
/// top-level files byte for byte and that no seed file is left out.
@Suite struct EmbeddedCatalogTests {
    static let seedFolder = PackagePaths.root.appendingPathComponent("seed")

    /// The `.tsv` files of the top-level `seed/`.
    static func seedFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: seedFolder.path).filter { $0.hasSuffix(".tsv") }.sorted()
    }

    @Test func embeddedSchemaEqualsTopLevelFile() throws {
        let onDisk = try Data(contentsOf: PackagePaths.root.appendingPathComponent("schema.sql"))
        #expect(!onDisk.isEmpty)
        #expect(Data(PackageResources.schema_sql) == onDisk, "the embedded schema.sql differs from the top-level file")
        // The text the migrations read decodes those bytes without loss (schema.sql is UTF-8).
        #expect(Data(EmbeddedCatalog.schemaSQL.utf8) == onDisk)
    }

    @Test func everySeedFileIsEmbedded() throws {
        let names = try Self.seedFileNames()
        // seed/: section, source, entry, documentedBehavior, dualCategory, ruleTable, ruleRow.
        #expect(names.count >= 7)
        for name in names where EmbeddedCatalog.seedBytes[name] == nil {
            let identifier = name.map { $0.isLetter || $0.isNumber ? $0 : "_" }
            Issue.record("""
                seed/\(name) is not read by the catalog: add the line
                    "\(name)": PackageResources.\(String(identifier)),
                to EmbeddedCatalog.seedBytes in Sources/CatalogStore/EmbeddedCatalog.swift
                """)
        }
        for name in EmbeddedCatalog.seedBytes.keys where !names.contains(name) {
            Issue.record("EmbeddedCatalog.seedBytes names \(name), which seed/ does not hold: remove its line")
        }
    }

    @Test func embeddedSeedEqualsTopLevelFiles() throws {
        // A file missing from EmbeddedCatalog.seedBytes is everySeedFileIsEmbedded's to report.
        for name in try Self.seedFileNames() where EmbeddedCatalog.seedBytes[name] != nil {
            let onDisk = try Data(contentsOf: Self.seedFolder.appendingPathComponent(name))
            #expect(EmbeddedCatalog.seedBytes[name].map { Data($0) } == onDisk, "seed/\(name): the embedded bytes differ from the file")
            #expect(EmbeddedCatalog.seedFiles[name].map { Data($0.utf8) } == onDisk, "seed/\(name): not read as UTF-8 without loss")
        }
    }

    @Test func resourceLinksLeadToTheTopLevelFiles() throws {
        // The links are relative, so they hold in any clone; a copy instead of a link would be
        // a second source that drifts.
        let resources = PackagePaths.root.appendingPathComponent("Sources/CatalogStore/Resources")
        let manager = FileManager.default
        #expect(try manager.destinationOfSymbolicLink(atPath: resources.appendingPathComponent("schema.sql").path) == "../../../schema.sql")
        #expect(try manager.destinationOfSymbolicLink(atPath: resources.appendingPathComponent("seed").path) == "../../../seed")
    }
}
