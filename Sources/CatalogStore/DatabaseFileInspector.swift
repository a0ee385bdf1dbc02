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

    /// Inspects `path`; throws ``CatalogError/notAFile(path:kind:)`` (a directory, FIFO, device,
    /// socket: found with `stat` before any `open`, so a FIFO never blocks),
    /// ``CatalogError/notSQLite(path:detail:)``, ``CatalogError/corrupt(path:detail:)`` or
    /// ``CatalogError/newerSchema(path:found:supported:)``.
    static func inspect(path: String, supportedVersion: Int) throws(CatalogError) -> State {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { return .missing }
            throw .unwritableLocation(path: path, detail: "the file cannot be examined: \(String(cString: strerror(error)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path, kind: kind(info.st_mode)) }
        // Non-blocking, and checked again once open: the path may have changed in between.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw .unwritableLocation(path: path, detail: "the file cannot be opened for reading: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path, kind: kind(info.st_mode)) }
        var header = [UInt8](repeating: 0, count: headerLength)
        var count = 0
        while count < headerLength {
            let n = header[count...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n < 0 {
                throw .unwritableLocation(path: path, detail: "the file cannot be read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            count += n
        }
        header = Array(header.prefix(count))
        if header.isEmpty { return .empty }
        // The size once the header is read: another process creating the catalog may have
        // written its first page since the size above was taken (it was 0 then, and the header
        // announced a page: a catalog being created looked truncated, MultiProcessTests).
        guard fstat(fd, &info) == 0 else {
            throw .unwritableLocation(path: path, detail: "the file cannot be examined: \(String(cString: strerror(errno)))")
        }
        // With a write-ahead log beside it, the file may be shorter than its header says (a
        // checkpoint stopped by a full disk): SQLite rebuilds it from the log.
        var log = stat()
        let hasLog = stat(path + "-wal", &log) == 0 && log.st_size > 0
        let userVersion = try checkHeader(header, fileSize: UInt64(info.st_size), path: path, hasLog: hasLog)
        if userVersion > supportedVersion {
            throw .newerSchema(path: path, found: userVersion, supported: supportedVersion)
        }
        return .sqlite(userVersion: userVersion)
    }

    /// The kind of a file that is not a regular file, in words.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Validates a non-empty header and returns `user_version`.
    static func checkHeader(_ header: [UInt8], fileSize: UInt64, path: String, hasLog: Bool = false) throws(CatalogError) -> Int {
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
        if changeCounter == versionValidFor, pageCount > 0, !hasLog {
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
