import GRDB

extension CatalogStore {
    // MARK: - Whole tables

    /// The sections, in taxonomy order.
    public func sections() throws(CatalogError) -> [CatalogSection] {
        try read("reading sections") { db in
            try CatalogSection.order(Column("sectionOrder")).fetchAll(db)
        }
    }

    /// Every built-in entry with its behaviors, in taxonomy order (section, then row).
    public func allEntries() throws(CatalogError) -> [EntryReport] {
        try read("reading entries") { db in try Self.reports(db, entryIds: nil) }
    }

    /// The rule tables (Simple Frame, Advanced Frame, Fixed Size), in taxonomy order.
    public func ruleTables() throws(CatalogError) -> [RuleTableReport] {
        try read("reading rule tables") { db in
            let sections = Dictionary(uniqueKeysWithValues: try CatalogSection.fetchAll(db).map { ($0.id, $0) })
            let rows = Dictionary(grouping: try RuleRow.order(Column("rowOrder")).fetchAll(db), by: \.ruleTableId)
            return try RuleTable.fetchAll(db)
                .compactMap { table in
                    sections[table.sectionId].map { RuleTableReport(table: table, section: $0, rows: rows[table.id] ?? []) }
                }
                .sorted { $0.section.sectionOrder < $1.section.sectionOrder }
        }
    }

    /// The dual-category pairs, as (simple form, composed form), in taxonomy order of the simple form.
    public func dualCategoryPairs() throws(CatalogError) -> [(simple: CatalogEntry, composed: CatalogEntry)] {
        let pairs = try read("reading dual-category views") { db in
            try Row.fetchAll(db, sql: """
                SELECT s.*, c.* FROM dualCategory d
                JOIN entry s ON s.id = d.simpleEntryId
                JOIN entry c ON c.id = d.composedEntryId
                JOIN section ss ON ss.id = s.sectionId
                ORDER BY ss.sectionOrder, s.rowOrder, c.rowOrder
                """, adapter: ScopeAdapter([
                    "simple": RangeRowAdapter(0..<CatalogEntry.columnCount),
                    "composed": RangeRowAdapter(CatalogEntry.columnCount..<(2 * CatalogEntry.columnCount)),
                ]))
            .map { row -> (CatalogEntry, CatalogEntry) in (try CatalogEntry(row: row.scopes["simple"]!), try CatalogEntry(row: row.scopes["composed"]!)) }
        }
        return pairs.map { (simple: $0.0, composed: $0.1) }
    }

    // MARK: - Lookups

    /// Looks a name up among built-in entries and custom views, case-insensitively (backticks and
    /// extra spaces ignored). An entry matches by name (all its variants), by its Type cell, or by
    /// "name variant". When nothing matches, ``CatalogLookup/suggestions`` holds close names.
    /// Each built-in entry's id with the rules version of its derived row (nil: none): what
    /// deciding whether the derived rows are stale needs, in one query.
    public func derivedRulesVersions() throws(CatalogError) -> [String: String?] {
        try read("reading the derived behaviors' versions") { db in
            var out: [String: String?] = [:]
            let rows = try Row.fetchAll(db, sql: "SELECT entry.id, derivedBehavior.rulesVersion FROM entry LEFT JOIN derivedBehavior ON derivedBehavior.entryId = entry.id")
            for row in rows { out[row[0] as String] = row[1] as String? }
            return out
        }
    }

    public func lookup(_ name: String) throws(CatalogError) -> CatalogLookup {
        let query = NameMatching.normalized(name)
        return try read("looking up \(name)") { db in
            let entries = try CatalogEntry.fetchAll(db)
            let matchingIds = entries.filter { entry in
                NameMatching.normalized(entry.name) == query
                    || NameMatching.normalized(entry.title) == query
                    || NameMatching.normalized(entry.name + " " + entry.variant) == query
            }.map(\.id)
            let customNames = try String.fetchAll(db, sql: "SELECT DISTINCT name FROM customView")
            let matchingCustom = customNames.filter { NameMatching.normalized($0) == query }
            let customViews = try CustomView
                .filter(matchingCustom.contains(Column("name")))
                .order(Column("name"), Column("file"))
                .fetchAll(db)
            let reports = matchingIds.isEmpty ? [] : try Self.reports(db, entryIds: Set(matchingIds))
            var suggestions: [String] = []
            if reports.isEmpty && customViews.isEmpty {
                let candidates = Array(Set(entries.map(\.name) + customNames))
                suggestions = NameMatching.suggestions(for: name, among: candidates)
            }
            return CatalogLookup(entries: reports, customViews: customViews, suggestions: suggestions)
        }
    }

    /// The built-in entries passing `filter`, in taxonomy order.
    ///
    /// The SQL is assembled from fixed fragments only; every value of the filter is bound.
    public func entries(matching filter: EntryFilter) throws(CatalogError) -> [EntryReport] {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let section = filter.section {
            conditions.append("(s.title = ? COLLATE NOCASE OR s.id = ? COLLATE NOCASE)")
            arguments += [section, section]
        }
        if let category = filter.category {
            conditions.append("e.category = ?")
            arguments += [category.rawValue]
        }
        for (column, value) in [("horizontal", filter.horizontal), ("vertical", filter.vertical)] {
            guard let value else { continue }
            // `column` is one of two fixed names above, never user input.
            let documented = "EXISTS (SELECT 1 FROM documentedBehavior d WHERE d.entryId = e.id AND d.\(column) = ?)"
            let derived = "EXISTS (SELECT 1 FROM derivedBehavior v WHERE v.entryId = e.id AND v.\(column) = ?)"
            switch filter.provenance {
            case .documented?:
                conditions.append(documented)
                arguments += [value.rawValue]
            case .derived?:
                conditions.append(derived)
                arguments += [value.rawValue]
            case nil:
                conditions.append("(\(documented) OR \(derived))")
                arguments += [value.rawValue, value.rawValue]
            }
        }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sql = "SELECT e.id FROM entry e JOIN section s ON s.id = e.sectionId \(whereClause)"
        return try read("filtering entries") { db in
            let ids = try String.fetchAll(db, sql: sql, arguments: arguments)
            return ids.isEmpty ? [] : try Self.reports(db, entryIds: Set(ids))
        }
    }

    /// Every documented behavior that the derived behavior contradicts, in taxonomy order.
    public func disagreements() throws(CatalogError) -> [Disagreement] {
        let e = CatalogEntry.columnCount
        return try read("finding disagreements") { db in
            let sources = Dictionary(uniqueKeysWithValues: try CatalogSource.fetchAll(db).map { ($0.id, $0) })
            let rows = try Row.fetchAll(db, sql: """
                SELECT e.*, d.*, v.* FROM entry e
                JOIN section s ON s.id = e.sectionId
                JOIN documentedBehavior d ON d.entryId = e.id
                JOIN derivedBehavior v ON v.entryId = e.id
                WHERE d.horizontal <> v.horizontal OR d.vertical <> v.vertical
                ORDER BY s.sectionOrder, e.rowOrder, d.sourceId
                """, adapter: ScopeAdapter([
                    "entry": RangeRowAdapter(0..<e), "documented": RangeRowAdapter(e..<(e + 5)), "derived": RangeRowAdapter((e + 5)..<(e + 12)),
                ]))
            return try rows.map { row in
                let entry = try CatalogEntry(row: row.scopes["entry"]!)
                let documented = try DocumentedBehavior(row: row.scopes["documented"]!)
                let derived = try DerivedBehavior(row: row.scopes["derived"]!)
                return Disagreement(
                    entry: entry, documented: documented, source: sources[documented.sourceId]!,
                    derived: derived, axes: documented.behaviors.differingAxes(from: derived.behaviors))
            }
        }
    }

    // MARK: - Assembly

    /// Builds the reports of the given entries (all when nil), in taxonomy order.
    static func reports(_ db: Database, entryIds: Set<String>?) throws -> [EntryReport] {
        let sections = Dictionary(uniqueKeysWithValues: try CatalogSection.fetchAll(db).map { ($0.id, $0) })
        let sources = Dictionary(uniqueKeysWithValues: try CatalogSource.fetchAll(db).map { ($0.id, $0) })
        let entries = try CatalogEntry.fetchAll(db)
        let entriesById = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
        // Only the asked entries' behaviors are read (and their evidence decoded): `show` of one
        // entry costs one entry's rows, not the catalog's.
        var documentedRequest = DocumentedBehavior.order(Column("sourceId"))
        var derivedRequest = DerivedBehavior.all()
        var platformRequest = PlatformBehavior.all()
        if let entryIds {
            documentedRequest = documentedRequest.filter(entryIds.contains(Column("entryId")))
            derivedRequest = derivedRequest.filter(entryIds.contains(Column("entryId")))
            platformRequest = platformRequest.filter(entryIds.contains(Column("entryId")))
        }
        let order = CatalogStore.otherPlatforms
        let onPlatforms = Dictionary(grouping: try platformRequest.fetchAll(db), by: \.entryId)
            .mapValues { $0.sorted { (order.firstIndex(of: $0.platform) ?? 0) < (order.firstIndex(of: $1.platform) ?? 0) } }
        let documented = Dictionary(grouping: try documentedRequest.fetchAll(db), by: \.entryId)
        let derived = Dictionary(uniqueKeysWithValues: try derivedRequest.fetchAll(db).map { ($0.entryId, $0) })
        let pairs = try DualCategoryPair.fetchAll(db)
        let packages = Dictionary(uniqueKeysWithValues: try CatalogPackage.fetchAll(db).map { ($0.id, $0) })
        return entries
            .filter { entryIds?.contains($0.id) ?? true }
            .compactMap { entry -> EntryReport? in
                guard let section = sections[entry.sectionId] else { return nil }
                let partnerIds = pairs.compactMap { pair -> String? in
                    if pair.simpleEntryId == entry.id { return pair.composedEntryId }
                    if pair.composedEntryId == entry.id { return pair.simpleEntryId }
                    return nil
                }
                return EntryReport(
                    entry: entry, section: section,
                    documented: (documented[entry.id] ?? []).compactMap { behavior in
                        sources[behavior.sourceId].map { EntryReport.Documented(behavior: behavior, source: $0) }
                    },
                    derived: derived[entry.id],
                    dualCategoryPartners: partnerIds.compactMap { entriesById[$0] },
                    package: entry.packageId.flatMap { packages[$0] }, otherPlatforms: onPlatforms[entry.id] ?? [])
            }
            .sorted { ($0.section.sectionOrder, $0.entry.rowOrder) < ($1.section.sectionOrder, $1.entry.rowOrder) }
    }
}
