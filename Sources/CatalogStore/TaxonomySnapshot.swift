/// The whole taxonomy, read once: what `sizing export` renders (the renderers are in the
/// `CatalogExport` module).
public struct TaxonomySnapshot: Sendable {
    /// Every section, in the article's order.
    public var sections: [CatalogSection]
    /// Every built-in entry with its documented and derived behaviors, in taxonomy order.
    public var entries: [EntryReport]
    /// The article's rule tables with their rows.
    public var ruleTables: [RuleTableReport]
    /// The simple and composed forms of the dual-category views.
    public var dualCategoryPairs: [(simple: CatalogEntry, composed: CatalogEntry)]

    public init(
        sections: [CatalogSection], entries: [EntryReport], ruleTables: [RuleTableReport],
        dualCategoryPairs: [(simple: CatalogEntry, composed: CatalogEntry)]
    ) {
        self.sections = sections
        self.entries = entries
        self.ruleTables = ruleTables
        self.dualCategoryPairs = dualCategoryPairs
    }

    /// The entries of `section`, in row order.
    public func entries(in section: CatalogSection) -> [EntryReport] {
        entries.filter { $0.section.id == section.id }
    }
}

extension CatalogStore {
    /// Everything an export needs: sections, entries, rule tables and dual-category pairs.
    public func taxonomySnapshot() throws(CatalogError) -> TaxonomySnapshot {
        TaxonomySnapshot(
            sections: try sections(), entries: try allEntries(), ruleTables: try ruleTables(),
            dualCategoryPairs: try dualCategoryPairs())
    }
}
