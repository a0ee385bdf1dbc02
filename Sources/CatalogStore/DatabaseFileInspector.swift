import Foundation

/// Checks a database file from its bytes alone, before SQLite opens it for writing,
/// so that a file we must refuse is never modified.
///
/// It reads the 100-byte SQLite header (https://www.sqlite.org/fileformat.html#the_database_header):
/// the magic string, the page size (offset 16), the in-header page count (offset 28, valid when
/// the change counter at offset 24 equals the version-valid-for number at offset 92) and
/// `user_version` (offset 60), which `schema.sql` sets to the schema version.
enum DatabaseFileInspector {
    /// What the file at a path is.
    enum State: Equatable {
        /// No file: a new catalog will be created.
        case missing
        /// A zero-byte file: SQLite treats it as an empty database.
        case empty
        /// An SQLite database with a plausible header.
        case sqlite(userVersion: Int)
    }

    static let magic: [UInt8] = Array("SQLite format 3\u{0}".utf8)
    static let headerLength = 100

    /// Inspects `path`; throws ``CatalogError/notSQLite(path:detail:)``,
    /// ``CatalogError/corrupt(path:detail:)`` or ``CatalogError/newerSchema(path:found:supported:)``.
    static func inspect(path: String, supportedVersion: Int) throws(CatalogError) -> State {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue {
            throw .notSQLite(path: path, detail: "it is a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unwritableLocation(path: path, detail: "the file cannot be opened for reading")
        }
        defer { try? handle.close() }
        let header: [UInt8]
        let fileSize: UInt64
        do {
            header = Array(try handle.read(upToCount: headerLength) ?? Data())
            fileSize = try handle.seekToEnd()
        } catch {
            throw .unwritableLocation(path: path, detail: "the file cannot be read: \(error)")
        }
        if header.isEmpty { return .empty }
        let userVersion = try checkHeader(header, fileSize: fileSize, path: path)
        if userVersion > supportedVersion {
            throw .newerSchema(path: path, found: userVersion, supported: supportedVersion)
        }
        return .sqlite(userVersion: userVersion)
    }

    /// Validates a non-empty header and returns `user_version`.
    static func checkHeader(_ header: [UInt8], fileSize: UInt64, path: String) throws(CatalogError) -> Int {
        let prefixLength = min(header.count, magic.count)
        guard Array(header[0..<prefixLength]) == Array(magic[0..<prefixLength]) else {
            throw .notSQLite(path: path, detail: "its first bytes are not the SQLite header")
        }
        guard header.count == headerLength else {
            throw .corrupt(path: path, detail: "truncated: \(fileSize) bytes, shorter than the 100-byte header")
        }
        let rawPageSize = bigEndian(header, at: 16, count: 2)
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65536, pageSize & (pageSize - 1) == 0 else {
            throw .corrupt(path: path, detail: "invalid page size \(rawPageSize) in the header")
        }
        let changeCounter = bigEndian(header, at: 24, count: 4)
        let pageCount = bigEndian(header, at: 28, count: 4)
        let versionValidFor = bigEndian(header, at: 92, count: 4)
        if changeCounter == versionValidFor, pageCount > 0 {
            let expected = UInt64(pageCount) * UInt64(pageSize)
            guard fileSize >= expected else {
                throw .corrupt(
                    path: path,
                    detail: "truncated: \(fileSize) bytes, the header announces \(pageCount) pages of \(pageSize) bytes")
            }
        }
        return Int(Int32(bitPattern: UInt32(bigEndian(header, at: 60, count: 4))))
    }

    /// The unsigned big-endian integer of `count` bytes at `offset`.
    static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
