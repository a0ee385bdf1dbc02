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
    static var describedDefault: String {
        CatalogLocation.resolvePath(explicitPath: nil)
            .replacingOccurrences(of: ProcessInfo.processInfo.environment["HOME"] ?? "\u{0}", with: "~")
    }
}
