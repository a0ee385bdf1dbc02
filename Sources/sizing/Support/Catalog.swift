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

/// The default location as `sizing --help` shows it: the path this process would open.
enum CatalogHelp {
    static var describedDefault: String {
        StoreLocation.resolvePath(explicitPath: nil)
            .replacingOccurrences(of: ProcessInfo.processInfo.environment["HOME"] ?? "\u{0}", with: "~")
    }
}
