import CatalogStore

/// The formats the whole taxonomy can be exported in, each with its renderer.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// Seed 002's View Taxonomy tables (``TaxonomyMarkdown``).
    case markdown
    /// One line per entry and per rule row (``TaxonomyCSV``).
    case csv
    /// Sections with their entries, rule tables and pairs (``TaxonomyJSON``).
    case json

    /// The whole taxonomy in this format.
    public func render(_ snapshot: TaxonomySnapshot) -> String {
        switch self {
        case .markdown: return TaxonomyMarkdown.render(snapshot)
        case .csv: return TaxonomyCSV.render(snapshot)
        case .json: return TaxonomyJSON.render(snapshot)
        }
    }
}
