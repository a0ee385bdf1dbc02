import CatalogStore
import Foundation

/// Opening the catalog for a command: `--db`, then `$SIZING_DB`, then the XDG default.
enum Catalog {
    static func open(_ options: GlobalOptions) throws -> CatalogStore {
        let store = try CatalogStore.open(explicitPath: options.db)
        try DerivedRefresh.refreshIfStale(store)
        return store
    }
}

/// The default location as `sizing --help` shows it.
enum CatalogLocation {
    static var describedDefault: String {
        let env = ProcessInfo.processInfo.environment
        if let path = env["SIZING_DB"], !path.isEmpty { return "\(path) ($SIZING_DB)" }
        return "$XDG_DATA_HOME/sizing/catalog.sqlite (or ~/.local/share/sizing/catalog.sqlite)"
    }
}
