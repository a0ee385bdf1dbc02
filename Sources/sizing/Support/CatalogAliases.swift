import CatalogStore

/// The catalog's per-axis behaviors (the module and a type share the name `CatalogStore`).
typealias StoredAxisBehaviors = AxisBehaviors

/// Where the catalog lives by default (`--db`, then `$SIZING_DB`, then the XDG data folder).
typealias StoreLocation = CatalogLocation
