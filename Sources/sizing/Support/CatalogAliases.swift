import CatalogStore

/// The catalog's per-axis behaviors (the module and a type share the name `CatalogStore`).
typealias StoredAxisBehaviors = AxisBehaviors
