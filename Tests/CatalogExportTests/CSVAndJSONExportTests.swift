import CatalogStore
import CatalogTestSupport
import Foundation
import Testing
@testable import CatalogExport

/// The CSV and JSON exports: every seed row once, in a form other tools read.
@Suite struct CSVAndJSONExportTests {
    @Test(arguments: StoreKind.allCases)
    func csvHasALinePerEntryAndPerRuleRow(kind: StoreKind) throws {
        let csv = try kind.withStore { ExportFormat.csv.render(try $0.taxonomySnapshot()) }
        // RFC 4180: CRLF after every line, the last included.
        #expect(csv.hasSuffix("\r\n"))
        let lines = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        // A header, then a line per seed entry and per rule row of seed 002's tables.
        #expect(lines.count == 1 + SeedCounts.entries + SeedCounts.ruleRows)
        #expect(lines.first == TaxonomyCSV.header.joined(separator: ","))
        // seed/entry.tsv: the tvOS card button, whose variant holds a comma and is quoted.
        #expect(lines.contains { $0.hasPrefix("entry,Buttons,3,4,button-card-tvos,Button,\"card, tvOS only\"") })
    }

    @Test func csvFieldsAreQuotedOnlyWhenTheyMustBe() {
        // RFC 4180 §2: a field with a comma, quote or line break is quoted, inner quotes doubled.
        #expect(TaxonomyCSV.field("plain text") == "plain text")
        #expect(TaxonomyCSV.field("a, b") == "\"a, b\"")
        #expect(TaxonomyCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(TaxonomyCSV.field("two\nlines") == "\"two\nlines\"")
    }

    @Test(arguments: StoreKind.allCases)
    func jsonHasEverySectionAndTheSchemaVersion(kind: StoreKind) throws {
        let json = try kind.withStore { ExportFormat.json.render(try $0.taxonomySnapshot()) }
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let sections = object?["sections"] as? [[String: Any]]
        #expect(sections?.count == SeedCounts.rows("section.tsv"))  // seed/section.tsv: the article's 18, Beyond the Article, Views from Swift Packages
        #expect(object?["schemaVersion"] as? Int == CatalogStore.schemaVersion)
        let entries = sections?.flatMap { $0["entries"] as? [[String: Any]] ?? [] }
        #expect(entries?.count == SeedCounts.entries)
    }
}
