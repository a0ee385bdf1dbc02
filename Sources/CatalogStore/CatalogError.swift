/// The one error type of the catalog. Its description says what failed, on which
/// database (its path, or `:memory:`), and the SQL statement where one was involved.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path is a directory, FIFO, device or socket, not a file. Nothing was opened or created.
    case notAFile(path: String, kind: String)
    /// The file exists but does not start with the SQLite header. It was left untouched.
    case notSQLite(path: String, detail: String)
    /// The file is an SQLite database, but damaged (truncated, failed integrity check). It was left untouched.
    case corrupt(path: String, detail: String)
    /// The file is an SQLite database that is not a sizing catalog. It was left untouched.
    case notACatalog(path: String, detail: String)
    /// The database was written by a newer build: its schema version is above the one this build knows.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database or its folder cannot be created or written.
    case unwritableLocation(path: String, detail: String)
    /// SQLite reported an error while doing `action`.
    case database(path: String, action: String, message: String, statement: String?)
    /// A seed file is malformed (a build problem: the seed is embedded).
    case invalidSeed(file: String, line: Int, detail: String)
    /// An argument given to the store is invalid (e.g. a derived row for an unknown entry).
    case invalidInput(path: String, detail: String)

    public var description: String {
        switch self {
        case let .notAFile(path, kind):
            return "catalog database \(path): it is \(kind), not a regular file; point --db or $SIZING_DB at a catalog file (or a new path); nothing was opened or created"
        case let .notSQLite(path, detail):
            return "catalog database \(path): not an SQLite database (\(detail)); the file was left untouched"
        case let .corrupt(path, detail):
            return "catalog database \(path): the database is corrupted (\(detail)); the file was left untouched"
        case let .notACatalog(path, detail):
            return "catalog database \(path): an SQLite database but not a sizing catalog (\(detail)); the file was left untouched"
        case let .newerSchema(path, found, supported):
            return "catalog database \(path): schema version \(found) is newer than this build of sizing knows (up to \(supported)); upgrade sizing or choose another database with --db; the file was left untouched"
        case let .unwritableLocation(path, detail):
            return "catalog database \(path): the location is not writable (\(detail))"
        case let .database(path, action, message, statement):
            var text = "catalog database \(path): \(action) failed: \(message)"
            if let statement { text += " (statement: \(statement))" }
            return text
        case let .invalidSeed(file, line, detail):
            return "catalog seed \(file):\(line): \(detail)"
        case let .invalidInput(path, detail):
            return "catalog database \(path): \(detail)"
        }
    }
}
