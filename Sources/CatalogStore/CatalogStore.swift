import Foundation
import GRDB

/// The SQLite catalog of sizing behaviors: the documented taxonomy, the derived behaviors,
/// their disagreements, and the user's custom views.
///
/// Open it with ``open(path:access:)`` (a file, created with its folders on first use),
/// ``open(explicitPath:environment:access:)`` (the CLI's `--db` then the environment, see
/// ``CatalogLocation``) or ``inMemory()`` (tests). Opening checks the file before writing
/// anything, applies the migrations of `schema.sql`, then the seed when it changed; opened to
/// read (``Access/readOnlyIfNotWritable``), an up-to-date catalog is served by one connection
/// and nothing is written. Every method throws only ``CatalogError``.
///
/// Files use write-ahead logging and a busy timeout, so several processes can write at once.
public final class CatalogStore: Sendable {
    /// The database path, or `:memory:`.
    public let path: String
    let writer: any DatabaseWriter
    /// Whether the catalog was opened read-only (a file this process may not write, opened by
    /// a command that only reads): every write fails with a message naming the file.
    public let isReadOnly: Bool

    /// How a command means to use the catalog.
    public enum Access: Sendable {
        /// Read and write (migrate, seed, save); a file that cannot be written is refused.
        case readWrite
        /// Mostly read: an up-to-date catalog is opened with one connection, which checks it
        /// and serves the reads, and nothing is written unless the caller writes. A file that
        /// cannot be written (no write permission for this user, or none for anyone, or a
        /// read-only folder) is opened read-only, provided it is up to date.
        case readOnlyIfNotWritable
    }

    /// How long a writer waits for another process's write lock before failing.
    public static let busyTimeout: TimeInterval = 10

    /// The schema version this build knows (the number of migrations in `schema.sql`).
    public static var schemaVersion: Int { CatalogSchema.currentVersion }

    private init(path: String, writer: any DatabaseWriter, isReadOnly: Bool = false) {
        self.path = path
        self.writer = writer
        self.isReadOnly = isReadOnly
    }

    // MARK: - Opening

    /// Opens the database chosen by ``CatalogLocation/resolvePath(explicitPath:environment:homeDirectory:)``.
    public static func open(
        explicitPath: String?,
        environment: [String: String] = CatalogLocation.currentEnvironment,
        access: Access = .readWrite
    ) throws(CatalogError) -> CatalogStore {
        try open(path: CatalogLocation.resolvePath(explicitPath: explicitPath, environment: environment), access: access)
    }

    /// Opens (creating it and its folders if needed) the catalog at `path`, migrated and seeded.
    public static func open(path: String, access: Access = .readWrite) throws(CatalogError) -> CatalogStore {
        try open(path: path, migratingUpTo: nil, seeding: true, access: access)
    }

    /// A fresh, migrated and seeded in-memory catalog.
    public static func inMemory() throws(CatalogError) -> CatalogStore {
        try inMemory(migratingUpTo: nil, seeding: true)
    }

    /// Opens a file catalog; `lastMigration` and `seeding` let tests build older databases.
    static func open(path: String, migratingUpTo lastMigration: String?, seeding: Bool, access: Access = .readWrite) throws(CatalogError) -> CatalogStore {
        let state = try DatabaseFileInspector.inspect(path: path, supportedVersion: CatalogSchema.currentVersion)
        if access == .readOnlyIfNotWritable, case .sqlite = state {
            if let reason = unwritable(path: path) {
                try verifyReadOnly(path: path)
                return try openReadOnly(path: path, because: reason)
            }
            if lastMigration == nil, seeding, let store = try openForReading(path: path) { return store }
        }
        try prepareLocation(path: path, state: state)
        if case .sqlite = state {
            try verifyReadOnly(path: path)
        }
        let writer = try openPool(path: path)
        let store = CatalogStore(path: path, writer: writer)
        try store.migrate(upTo: lastMigration)
        if seeding { try store.seedIfNeeded() }
        return store
    }

    static func inMemory(migratingUpTo lastMigration: String?, seeding: Bool) throws(CatalogError) -> CatalogStore {
        let path = ":memory:"
        let writer: DatabaseQueue
        do {
            writer = try DatabaseQueue(configuration: configuration())
        } catch {
            throw classify(error, path: path, action: "opening an in-memory database")
        }
        let store = CatalogStore(path: path, writer: writer)
        try store.migrate(upTo: lastMigration)
        if seeding { try store.seedIfNeeded() }
        return store
    }

    /// Why this process may not write the existing catalog at `path`, or nil when it may: no
    /// write permission for this user, none for anyone (root included: a careful tool respects
    /// a file its owner made read-only), or a folder that cannot take the log files.
    static func unwritable(path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & 0o222 == 0 {
            return "the file is read-only (mode \(String(info.st_mode & 0o7777, radix: 8)))"
        }
        if access(path, W_OK) != 0 { return "the file is read-only for this user" }
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        if access(folder, W_OK) != 0 { return "the folder \(folder) is read-only" }
        return nil
    }

    /// Opens an up-to-date catalog read-only; an older one (schema or seed to update) is refused.
    static func openReadOnly(path: String, because reason: String) throws(CatalogError) -> CatalogStore {
        let advice = "make it writable (chmod u+w \(path)) once so this sizing can update it, or choose another catalog with --db"
        let queue: DatabaseQueue
        let current: Bool
        do {
            queue = try DatabaseQueue(path: readOnlyLocation(path), configuration: configuration(readonly: true))
            current = try queue.read(isCurrent)
        } catch {
            throw classify(error, path: path, action: "opening the read-only database")
        }
        guard current else {
            try? queue.close()
            throw .unwritableLocation(path: path, detail: "\(reason), and it was made by an older sizing: its schema or built-in rows need an update; \(advice)")
        }
        return CatalogStore(path: path, writer: queue, isReadOnly: true)
    }

    /// Where SQLite opens a read-only catalog: as an immutable URI (`file:…?immutable=1`), so
    /// that no `-wal` or `-shm` file is created beside a file we may not write, when there is no
    /// write-ahead log to read and this SQLite takes URIs; else the path itself.
    static func readOnlyLocation(_ path: String) -> String {
        var log = stat()
        if stat(path + "-wal", &log) == 0, log.st_size > 0 { return path }
        let takesURIs = (try? DatabaseQueue().read { try Bool.fetchOne($0, sql: "SELECT sqlite_compileoption_used('USE_URI')") }) ?? nil
        guard takesURIs == true else { return path }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        guard let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) else { return path }
        return "file:" + encoded + "?immutable=1"
    }

    /// Opens the pool, waiting out another process that holds the lock. Switching a new database
    /// to write-ahead logging takes an exclusive lock and SQLite answers SQLITE_BUSY at once, without
    /// calling the busy handler, when two processes create the catalog together; so we retry for
    /// as long as the busy timeout.
    static func openPool(path: String) throws(CatalogError) -> DatabasePool {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration())
            } catch let error as DatabaseError where [ResultCode.SQLITE_BUSY, ResultCode.SQLITE_LOCKED].contains(error.resultCode.primaryResultCode) && Date() < deadline {
                usleep(20_000)
            } catch {
                throw classify(error, path: path, action: "opening the database")
            }
        }
    }

    /// The connection settings: foreign keys on, a busy timeout for concurrent processes.
    static func configuration(readonly: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.readonly = readonly
        configuration.label = "sizing.catalog"
        return configuration
    }

    /// Creates the folders of a new database, and checks that the database can be written.
    static func prepareLocation(path: String, state: DatabaseFileInspector.State) throws(CatalogError) {
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        if state == .missing {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .unwritableLocation(path: path, detail: "cannot create the folder \(folder): \(describe(error))")
            }
        } else if let reason = unwritable(path: path) {
            throw .unwritableLocation(path: path, detail: "\(reason); make it writable (chmod u+w) if sizing may change it, or choose another catalog with --db")
        }
        // The write-ahead log and shared-memory files live beside the database.
        guard access(folder, W_OK) == 0 else {
            throw .unwritableLocation(path: path, detail: "the folder \(folder) is read-only; choose a catalog in a writable folder with --db")
        }
    }

    /// Opens an existing database read-only and checks it before anything writes to it:
    /// integrity, a known schema version, and that it is a catalog at all.
    static func verifyReadOnly(path: String) throws(CatalogError) {
        let findings: FileFindings
        do {
            let reader = try DatabaseQueue(path: readOnlyLocation(path), configuration: configuration(readonly: true))
            defer { try? reader.close() }
            findings = try reader.read(FileFindings.init)
        } catch {
            throw classify(error, path: path, action: "checking the database")
        }
        try findings.validate(path: path)
    }

    /// The fast way to read a writable catalog that is up to date: one connection (not a pool)
    /// checks the file (as ``verifyReadOnly(path:)`` does) and that its migrations and built-in
    /// rows are current, then serves the command. Nothing is written unless the command writes:
    /// no write-ahead-log set-up (a pool's first open writes a table and drops it), no
    /// migration or seeding transaction. The connection takes SQLite's locks as any other, so
    /// another sizing may write meanwhile, and as the last one to close it removes the
    /// `-wal` and `-shm` files, as a pool does. Returns nil when the catalog needs migrating or
    /// seeding, or is to be refused: the caller's read-write open does that and says why.
    static func openForReading(path: String) throws(CatalogError) -> CatalogStore? {
        let queue: DatabaseQueue
        let findings: FileFindings
        let current: Bool
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration())
            (findings, current) = try queue.read { db in
                let findings = try FileFindings(db)
                let current = try findings.hasMigrations && findings.tableNames.contains(MetaValue.databaseTableName)
                    && isCurrent(db)
                return (findings, current)
            }
        } catch {
            throw classify(error, path: path, action: "checking the database")
        }
        guard (try? findings.validate(path: path)) != nil, current else {
            // A file to refuse, or one to migrate or seed: the read-write open says which.
            try? queue.close()
            return nil
        }
        return CatalogStore(path: path, writer: queue)
    }

    // MARK: - Migrations and seeding

    /// Applies the migrations of `schema.sql` not yet applied.
    ///
    /// Two processes opening a new database at once may both try the same migration; the loser
    /// fails on "table already exists". So a failure is retried a few times, and only reported
    /// if the migrations are still incomplete.
    func migrate(upTo lastMigration: String?) throws(CatalogError) {
        let migrator = CatalogSchema.migrator(upTo: lastMigration)
        var lastError: (any Error)?
        for _ in 0..<5 {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                lastError = error
                let completed = (try? writer.read { try migrator.hasCompletedMigrations($0) }) ?? false
                if completed { return }
            }
        }
        throw Self.classify(lastError!, path: path, action: "migrating the schema")
    }

    /// Applies the embedded seed unless the database already holds this exact seed.
    ///
    /// The embedded seed's fingerprint comes from its text alone, so an unchanged catalog (every
    /// run but the first) costs one short write transaction and no parse of the seed.
    func seedIfNeeded() throws(CatalogError) {
        try write("seeding the catalog") { db in
            if try Self.holdsEmbeddedSeed(db) { return }
            try Self.apply(try CatalogSeed.embedded(), in: db)
        }
    }

    /// Whether the built-in rows are the embedded seed's (its fingerprint, from its text alone,
    /// is the one stored).
    static func holdsEmbeddedSeed(_ db: Database) throws -> Bool {
        try MetaValue.value(db, .seedFingerprint) == CatalogSeed.fingerprint(of: EmbeddedCatalog.seedFiles)
    }

    /// Whether the catalog is up to date: every migration of `schema.sql` applied and the
    /// embedded seed's rows in place. Opening to read serves such a catalog as it is.
    static func isCurrent(_ db: Database) throws -> Bool {
        try CatalogSchema.migrator().hasCompletedMigrations(db) && holdsEmbeddedSeed(db)
    }

    /// Replaces the built-in rows with `seed`, in one transaction.
    ///
    /// Custom views are not touched. Derived rows (with their other platforms') are kept for every entry id the seed still
    /// has (they are saved, the built-in rows rebuilt, and they are restored), so re-seeding
    /// never loses the probe's work.
    static func apply(_ seed: CatalogSeed, in db: Database) throws {
        let derived = try DerivedBehavior.fetchAll(db)
        let onPlatforms = try PlatformBehavior.fetchAll(db)
        for table in ["dualCategory", "documentedBehavior", "platformBehavior", "derivedBehavior", "ruleRow", "ruleTable", "entry", "package", "source", "section"] {
            try db.execute(sql: "DELETE FROM \(table)")  // fixed table names, no user input
        }
        for record in seed.sections { try record.insert(db) }
        for record in seed.sources { try record.insert(db) }
        for record in seed.packages { try record.insert(db) }
        for record in seed.entries { try record.insert(db) }
        for record in seed.documentedBehaviors { try record.insert(db) }
        for record in seed.dualCategoryPairs { try record.insert(db) }
        for record in seed.ruleTables { try record.insert(db) }
        for record in seed.ruleRows { try record.insert(db) }
        let entryIds = Set(seed.entries.map(\.id))
        for record in derived where entryIds.contains(record.entryId) { try record.insert(db) }
        for record in onPlatforms where entryIds.contains(record.entryId) { try record.insert(db) }
        try MetaValue(key: .seedFingerprint, value: seed.fingerprint).save(db)
    }

    /// Re-applies the embedded seed even when unchanged (tests: seeding is idempotent).
    func reseed() throws(CatalogError) {
        let seed = try CatalogSeed.embedded()
        try write("seeding the catalog") { db in try Self.apply(seed, in: db) }
    }

    /// Closes the catalog now (checkpointing its write-ahead log into the file) instead of when
    /// the last reference goes; later calls fail. An error says which file and why.
    public func close() throws(CatalogError) {
        do {
            try writer.close()
        } catch {
            throw Self.classify(error, path: path, action: "closing the catalog")
        }
    }

    // MARK: - Access helpers

    /// Runs `body` in a write transaction; any error becomes a ``CatalogError`` naming `action`.
    func write<T>(_ action: String, _ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try writer.write(body)
        } catch {
            throw Self.classify(error, path: path, action: action)
        }
    }

    /// Runs `body` with read access; any error becomes a ``CatalogError`` naming `action`.
    func read<T>(_ action: String, _ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw Self.classify(error, path: path, action: action)
        }
    }

    /// Turns any error into a ``CatalogError`` that names the path, the action and the statement.
    static func classify(_ error: any Error, path: String, action: String) -> CatalogError {
        if let error = error as? CatalogError { return error }
        if let error = error as? DatabaseError {
            let message = error.message ?? "\(error.resultCode)"
            switch error.resultCode {
            case .SQLITE_NOTADB:
                return .notSQLite(path: path, detail: message)
            case .SQLITE_CORRUPT:
                return .corrupt(path: path, detail: message)
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
                return .unwritableLocation(path: path, detail: "\(action): \(message)")
            case .SQLITE_IOERR, .SQLITE_FULL:
                // A full disk often shows as an I/O error (the -shm or -wal file cannot grow).
                return .database(path: path, action: action, message: "\(message) (is the disk full?)", statement: error.sql)
            default:
                return .database(path: path, action: action, message: message, statement: error.sql)
            }
        }
        return .database(path: path, action: action, message: describe(error), statement: nil)
    }

    static func describe(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}

/// What a read-only look at a catalog file finds: its integrity, schema version and tables.
struct FileFindings {
    var quickCheck: [String]
    var userVersion: Int
    /// The tables of the main schema (read with plain SQL, not GRDB's schema cache).
    var tableNames: Set<String>
    var superseded: Bool

    var tableCount: Int { tableNames.count }
    var hasMigrations: Bool { Self.hasMigrations(tableNames) }

    init(_ db: Database) throws {
        tableNames = try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        quickCheck = try String.fetchAll(db, sql: "PRAGMA quick_check")
        userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        superseded = try Self.hasMigrations(tableNames) && CatalogSchema.migrator().hasBeenSuperseded(db)
    }

    /// Whether GRDB's migrations table is among `tables`.
    private static func hasMigrations(_ tables: Set<String>) -> Bool { tables.contains("grdb_migrations") }

    /// Refuses a corrupt file, one a newer sizing made, and one that is not a catalog.
    func validate(path: String) throws(CatalogError) {
        guard quickCheck == ["ok"] else {
            throw .corrupt(path: path, detail: "quick_check: \(quickCheck.prefix(3).joined(separator: "; "))")
        }
        if userVersion > CatalogSchema.currentVersion || superseded {
            throw .newerSchema(path: path, found: userVersion, supported: CatalogSchema.currentVersion)
        }
        if tableCount > 0 && !hasMigrations {
            throw .notACatalog(path: path, detail: "it has tables but no catalog migrations")
        }
    }
}

