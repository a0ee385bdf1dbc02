import Foundation

/// Where the catalog database lives.
public enum CatalogLocation {
    /// The database path, chosen in this order:
    /// 1. `explicitPath` (the CLI's `--db PATH`);
    /// 2. `$SIZING_DB`;
    /// 3. `$XDG_DATA_HOME/sizing/catalog.sqlite` (only when `XDG_DATA_HOME` is absolute, as the XDG spec requires);
    /// 4. `~/.local/share/sizing/catalog.sqlite`, where `~` is `$HOME` (as the shell and the XDG
    ///    spec read it), or the account's home directory when `HOME` is unset.
    ///
    /// Empty values count as unset. The function only computes a path; ``CatalogStore/open(path:access:)``
    /// creates the file and its folders.
    public static func resolvePath(
        explicitPath: String?,
        environment: [String: String] = currentEnvironment,
        homeDirectory: String? = nil
    ) -> String {
        if let explicitPath, !explicitPath.isEmpty { return explicitPath }
        if let sizingDB = environment["SIZING_DB"], !sizingDB.isEmpty { return sizingDB }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return joined(dataHome, "sizing/catalog.sqlite")
        }
        let home = homeDirectory ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return joined(home, ".local/share/sizing/catalog.sqlite")
    }

    /// The variables ``resolvePath(explicitPath:environment:homeDirectory:)`` reads, from this
    /// process's environment: read one by one, which spares a command's first answer the copy of
    /// the whole environment that `ProcessInfo` builds.
    public static var currentEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["SIZING_DB", "XDG_DATA_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    private static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
