import LayoutCore

/// Everything the catalog knows about one entry: the row, its section, its documented and
/// derived behaviors, and its dual-category partners.
public struct EntryReport: Hashable, Sendable {
    public var entry: CatalogEntry
    public var section: CatalogSection
    /// Documented behaviors with their sources (usually one).
    public var documented: [Documented]
    /// The probe's behavior, if it has run.
    public var derived: DerivedBehavior?
    /// The other forms of a dual-category view (the composed form of a simple entry, or vice versa).
    public var dualCategoryPartners: [CatalogEntry]
    /// The package the view comes from; nil for SwiftUI's own.
    public var package: CatalogPackage? = nil
    /// The probe's behavior on each other platform where it differs from iOS's (`derived`).
    public var otherPlatforms: [PlatformBehavior] = []

    /// A documented behavior and its source.
    public struct Documented: Hashable, Sendable {
        public var behavior: DocumentedBehavior
        public var source: CatalogSource
    }

    /// The axes where a documented behavior and the derived behavior differ, per source.
    public var disagreements: [(source: CatalogSource, axes: [Axis])] {
        guard let derived else { return [] }
        return documented.compactMap { documented in
            let axes = documented.behavior.behaviors.differingAxes(from: derived.behaviors)
            return axes.isEmpty ? nil : (documented.source, axes)
        }
    }

    public static func == (lhs: EntryReport, rhs: EntryReport) -> Bool {
        lhs.entry == rhs.entry && lhs.section == rhs.section && lhs.documented == rhs.documented
            && lhs.derived == rhs.derived && lhs.dualCategoryPartners == rhs.dualCategoryPartners && lhs.package == rhs.package
            && lhs.otherPlatforms == rhs.otherPlatforms
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(entry) }
}

/// A documented behavior that the probe contradicts.
public struct Disagreement: Hashable, Sendable {
    public var entry: CatalogEntry
    public var documented: DocumentedBehavior
    public var source: CatalogSource
    public var derived: DerivedBehavior
    /// The axes that differ, horizontal first.
    public var axes: [Axis]
}

/// A rule table with its rows and section.
public struct RuleTableReport: Hashable, Sendable {
    public var table: RuleTable
    public var section: CatalogSection
    public var rows: [RuleRow]
}

/// The answer to a lookup by name.
public struct CatalogLookup: Hashable, Sendable {
    /// Built-in entries whose name (or Type cell) matches, in taxonomy order.
    public var entries: [EntryReport]
    /// Custom views with that name.
    public var customViews: [CustomView]
    /// Close names ("did you mean"), when nothing matched; closest first.
    public var suggestions: [String]

    public var isEmpty: Bool { entries.isEmpty && customViews.isEmpty }
}

/// A filter over the built-in entries. Nil fields do not filter.
public struct EntryFilter: Hashable, Sendable {
    /// A section title or id, case-insensitive.
    public var section: String?
    public var category: ViewCategory?
    public var horizontal: Behavior?
    public var vertical: Behavior?
    /// Which behaviors `horizontal` and `vertical` look at; nil: documented or derived.
    public var provenance: BehaviorProvenance?

    public init(
        section: String? = nil, category: ViewCategory? = nil, horizontal: Behavior? = nil,
        vertical: Behavior? = nil, provenance: BehaviorProvenance? = nil
    ) {
        self.section = section
        self.category = category
        self.horizontal = horizontal
        self.vertical = vertical
        self.provenance = provenance
    }
}
