import CatalogStore
import Foundation

/// Opening the catalog for a command: `--db`, then `$SIZING_DB`, then the XDG default.
///
/// A command that only reads (`show`, `list`, `export`, `check`, `resolve`) opens a catalog it
/// may not write read-only; one that writes (`scan --save`) passes `writing: true` and is told
/// which file is read-only and what to do.
enum Catalog {
    static func open(_ options: GlobalOptions, writing: Bool = false) throws -> CatalogStore {
        let store = try CatalogStore.open(explicitPath: options.db, access: writing ? .readWrite : .readOnlyIfNotWritable)
        try DerivedRefresh.refreshIfStale(store)
        return store
    }
}

/// The default location as `sizing --help` shows it: the path this process would open.
enum CatalogHelp {
    /// The default catalog's path, `~/…` when it lies in the home folder.
    static var describedDefault: String {
        let environment = CatalogLocation.currentEnvironment
        let path = CatalogLocation.resolvePath(explicitPath: nil, environment: environment)
        guard var home = environment["HOME"] else { return path }
        while home.hasSuffix("/") { home.removeLast() }
        guard !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
