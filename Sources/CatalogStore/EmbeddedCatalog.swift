/// The schema and seed texts compiled into the binary, so that the installed `sizing` (one
/// static executable, no bundle beside it) creates its catalog from any directory.
///
/// SwiftPM embeds them (`resources: [.embedInCode(…)]` in Package.swift) from
/// `Sources/CatalogStore/Resources/`, whose `schema.sql` and `seed` are symbolic links to the
/// top-level `schema.sql` and `seed/`: those stay the only copy, and every build reads them.
/// SwiftPM generates `PackageResources.<file_name>` (`entry.tsv` → `entry_tsv`) for each file.
///
/// A new seed file is embedded by the build but read only once it has its line in
/// ``seedFiles``; `EmbeddedCatalogTests` fails naming the line to add.
enum EmbeddedCatalog {
    /// The text of `schema.sql`.
    static let schemaSQL = String(decoding: PackageResources.schema_sql, as: UTF8.self)

    /// The texts of `seed/*.tsv`, by file name.
    static let seedFiles: [String: String] = seedBytes.mapValues { String(decoding: $0, as: UTF8.self) }

    /// The bytes of `seed/*.tsv` as SwiftPM embedded them, by file name.
    static let seedBytes: [String: [UInt8]] = [
        "documentedBehavior.tsv": PackageResources.documentedBehavior_tsv,
        "dualCategory.tsv": PackageResources.dualCategory_tsv,
        "entry.tsv": PackageResources.entry_tsv,
        "package.tsv": PackageResources.package_tsv,
        "ruleRow.tsv": PackageResources.ruleRow_tsv,
        "ruleTable.tsv": PackageResources.ruleTable_tsv,
        "section.tsv": PackageResources.section_tsv,
        "source.tsv": PackageResources.source_tsv,
    ]
}
