import CatalogStore
import Foundation
import SizingScan

/// Writes a command's output to `-o PATH` (`export`, `render`): a regular file, replaced
/// atomically, and never something the user did not mean to replace.
///
/// Steps:
/// 1. refuse a directory, a device (`/dev/null`), a FIFO or a socket: `-o` writes regular
///    files only (send the output there with `>` instead);
/// 2. refuse a symbolic link unless `force` (then the file it points to is replaced, and the
///    link stays a link);
/// 3. refuse the catalog in use (and its `-wal`, `-shm`, `-journal` files) and the command's own
///    input file, compared by device and inode, so no spelling of the path gets past;
/// 4. write a temporary file in the same folder (`.NAME.sizing-XXXXXX`, removed on every error
///    and by the signal handlers), give it the mode of the file it replaces (new files: 0666
///    less the umask), sync it, and rename it over the path. Readers see the old file or the
///    new one, never a part; a full disk leaves the old file as it was.
enum OutputFile {
    /// A file that must not be overwritten, and what it is (`the catalog in use`).
    struct Protected {
        var path: String
        var what: String
    }

    static func write(_ bytes: [UInt8], to path: String, force: Bool, protecting protected: [Protected]) throws {
        var target = path
        var info = stat()
        if lstat(path, &info) == 0 {
            // 2.
            if info.st_mode & S_IFMT == S_IFLNK {
                guard force else {
                    throw CLIError(message: "\(path): is a symbolic link; not replaced (pass --force to write to the file it points to, or choose another path)")
                }
                guard let resolved = FileDescriptorIO.realPath(path) ?? danglingTarget(path) else {
                    throw CLIError(message: "\(path): the symbolic link cannot be followed (\(FileDescriptorIO.Errno(errno))); choose another path")
                }
                target = resolved
            }
        }
        var exists = false
        if stat(target, &info) == 0 {
            exists = true
            // 1.
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw CLIError(message: "\(path): is \(FileDescriptorIO.kind(info.st_mode)); -o writes regular files only (use > \(path) to send the output there)")
            }
            // 3.
            for p in protected {
                for candidate in [p.path, p.path + "-wal", p.path + "-shm", p.path + "-journal"] {
                    var other = stat()
                    if stat(candidate, &other) == 0, other.st_dev == info.st_dev, other.st_ino == info.st_ino {
                        throw CLIError(message: "\(path): is \(p.what) (\(candidate)); not overwritten; choose another output file")
                    }
                }
            }
        }
        // 4.
        let temporary: (fd: Int32, path: String)
        switch TemporaryFiles.create(beside: target, messages: { Output.message($0) }) {
        case .success(let created): temporary = created
        case .failure(let error): throw CLIError(message: "cannot write \(path): \(error.message)")
        }
        var renamed = false
        defer {
            close(temporary.fd)
            if !renamed { TemporaryFiles.remove(temporary.path) }
        }
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
        if exists, geteuid() == 0 { _ = fchown(temporary.fd, info.st_uid, info.st_gid) }
        if let error = FileDescriptorIO.writeAll(bytes, to: temporary.fd)
            ?? (fchmod(temporary.fd, mode) == 0 ? nil : FileDescriptorIO.Errno(errno))
            ?? (fsync(temporary.fd) == 0 ? nil : FileDescriptorIO.Errno(errno)) {
            throw CLIError(message: "cannot write \(path): \(error)\(exists ? "; the file was left as it was" : "")")
        }
        TemporaryFiles.holdForTests(temporary.path, messages: { Output.message($0) })
        let blocked = TemporaryFiles.blockSignals()
        defer { TemporaryFiles.restoreSignals(blocked) }
        guard rename(temporary.path, target) == 0 else {
            throw CLIError(message: "cannot write \(path): \(FileDescriptorIO.Errno(errno))\(exists ? "; the file was left as it was" : "")")
        }
        renamed = true
        TemporaryFiles.forget(temporary.path)
    }

    /// Where a dangling symbolic link points (the file `--force` creates).
    static func danglingTarget(_ path: String) -> String? {
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        if destination.hasPrefix("/") { return destination }
        return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
    }

    static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// The catalog this command would use (`--db`, `$SIZING_DB`, the default), to protect it.
    static func catalog(_ global: GlobalOptions) -> Protected {
        Protected(path: CatalogLocation.resolvePath(explicitPath: global.db), what: "the catalog in use")
    }
}
