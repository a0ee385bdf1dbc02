import Foundation

/// The built-in rows of the catalog, parsed from the seed files (`seed/*.tsv`).
///
/// Format: UTF-8, one row per line, fields separated by a tab; the first non-comment line is
/// the header and must name the columns exactly as expected; blank lines and lines starting
/// with `#` are ignored. Enumerated values are checked by `schema.sql` when the rows are inserted.
struct CatalogSeed: Sendable, Equatable {
    var sections: [CatalogSection]
    var sources: [CatalogSource]
    var entries: [CatalogEntry]
    var documentedBehaviors: [DocumentedBehavior]
    var dualCategoryPairs: [DualCategoryPair]
    var ruleTables: [RuleTable]
    var ruleRows: [RuleRow]
    /// The packages whose views the entries of the `swift-packages` section are.
    var packages: [CatalogPackage]
    /// A hash of all seed texts, stored in `meta` to skip re-applying an unchanged seed.
    var fingerprint: String

    /// The seed compiled into the binary.
    static func embedded() throws(CatalogError) -> CatalogSeed {
        try parse(files: EmbeddedCatalog.seedFiles)
    }

    /// Parses the seed files, given by file name.
    static func parse(files: [String: String]) throws(CatalogError) -> CatalogSeed {
        func table(_ name: String, _ columns: [String]) throws(CatalogError) -> [SeedRow] {
            guard let text = files[name] else {
                throw .invalidSeed(file: name, line: 0, detail: "the seed file is missing")
            }
            return try parseTSV(text, file: name, columns: columns)
        }
        let sections = try table("section.tsv", ["id", "title", "sectionOrder", "kind", "hasRemarksColumn", "origin"])
            .map { row throws(CatalogError) in
                CatalogSection(
                    id: row["id"], title: row["title"], sectionOrder: try row.int("sectionOrder"),
                    kind: try row.enumValue("kind"), hasRemarksColumn: try row.int("hasRemarksColumn") == 1,
                    origin: try row.enumValue("origin"))
            }
        let sources = try table("source.tsv", ["id", "title", "author", "url"]).map { row in
            CatalogSource(id: row["id"], title: row["title"], author: row["author"], url: row["url"])
        }
        let packages = try table("package.tsv", ["id", "name", "module", "version", "url"]).map { row in
            CatalogPackage(id: row["id"], name: row["name"], module: row["module"], version: row["version"], url: row["url"])
        }
        let entries = try table("entry.tsv", ["id", "sectionId", "rowOrder", "name", "variant", "title", "category", "remarks", "packageId"])
            .map { row throws(CatalogError) in
                CatalogEntry(
                    id: row["id"], sectionId: row["sectionId"], rowOrder: try row.int("rowOrder"),
                    name: row["name"], variant: row["variant"], title: row["title"],
                    category: try row.enumValue("category"), remarks: row["remarks"],
                    packageId: row["packageId"].isEmpty ? nil : row["packageId"])
            }
        let documented = try table("documentedBehavior.tsv", ["entryId", "sourceId", "sourceSection", "horizontal", "vertical"])
            .map { row throws(CatalogError) in
                DocumentedBehavior(
                    entryId: row["entryId"], sourceId: row["sourceId"], sourceSection: row["sourceSection"],
                    horizontal: try row.enumValue("horizontal"), vertical: try row.enumValue("vertical"))
            }
        let pairs = try table("dualCategory.tsv", ["simpleEntryId", "composedEntryId"]).map { row in
            DualCategoryPair(simpleEntryId: row["simpleEntryId"], composedEntryId: row["composedEntryId"])
        }
        let ruleTables = try table("ruleTable.tsv", ["id", "sectionId", "modifier", "argumentHeader", "behaviorHeader"])
            .map { row in
                RuleTable(
                    id: row["id"], sectionId: row["sectionId"], modifier: row["modifier"],
                    argumentHeader: row["argumentHeader"], behaviorHeader: row["behaviorHeader"])
            }
        let ruleRows = try table("ruleRow.tsv", ["ruleTableId", "rowOrder", "argumentKind", "argumentCell", "behavior"])
            .map { row throws(CatalogError) in
                RuleRow(
                    ruleTableId: row["ruleTableId"], rowOrder: try row.int("rowOrder"),
                    argumentKind: try row.enumValue("argumentKind"), argumentCell: row["argumentCell"],
                    behavior: try row.enumValue("behavior"))
            }
        return CatalogSeed(
            sections: sections, sources: sources, entries: entries, documentedBehaviors: documented,
            dualCategoryPairs: pairs, ruleTables: ruleTables, ruleRows: ruleRows, packages: packages,
            fingerprint: fingerprint(of: files))
    }

    /// One parsed line of a seed file.
    struct SeedRow {
        var file: String
        var line: Int
        var fields: [String: String]

        subscript(column: String) -> String { fields[column] ?? "" }

        func int(_ column: String) throws(CatalogError) -> Int {
            guard let value = Int(self[column]) else {
                throw .invalidSeed(file: file, line: line, detail: "\(column) is not an integer: \(self[column])")
            }
            return value
        }

        func enumValue<T: RawRepresentable>(_ column: String) throws(CatalogError) -> T where T.RawValue == String {
            guard let value = T(rawValue: self[column]) else {
                throw .invalidSeed(file: file, line: line, detail: "\(column) has an unknown value: \(self[column])")
            }
            return value
        }
    }

    /// Parses one tab-separated file whose header must equal `columns`.
    static func parseTSV(_ text: String, file: String, columns: [String]) throws(CatalogError) -> [SeedRow] {
        var rows: [SeedRow] = []
        var headerSeen = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            if rawLine.isEmpty || rawLine.hasPrefix("#") { continue }
            let fields = rawLine.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if !headerSeen {
                guard fields == columns else {
                    throw .invalidSeed(
                        file: file, line: lineNumber,
                        detail: "header is \(fields.joined(separator: ",")), expected \(columns.joined(separator: ","))")
                }
                headerSeen = true
                continue
            }
            guard fields.count == columns.count else {
                throw .invalidSeed(
                    file: file, line: lineNumber, detail: "\(fields.count) fields, expected \(columns.count)")
            }
            rows.append(SeedRow(file: file, line: lineNumber, fields: Dictionary(uniqueKeysWithValues: zip(columns, fields))))
        }
        return rows
    }

    /// FNV-1a (64 bit) over the file names and texts in name order: enough to notice a changed seed.
    static func fingerprint(of files: [String: String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in files.keys.sorted() {
            for byte in Array(name.utf8) + [0] + Array(files[name]!.utf8) + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
