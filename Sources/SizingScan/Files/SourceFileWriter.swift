import Foundation

/// Puts new bytes into a user's source file the way a careful editor does (`scan --fix`).
///
/// The file keeps its identity: it is rewritten in place, so its inode, hard links, mode,
/// owner and extended attributes stay as they were, and a symbolic link is followed (the file
/// it points to is edited, the link stays a link).
///
/// Steps:
/// 1. refuse what is not a regular file, and a file without any write permission (read-only
///    for everyone, root included) or that this user may not open for writing;
/// 2. take an advisory lock (`flock`), so that two `--fix` runs edit one file one after the other;
/// 3. read the file again under the lock: if its bytes are not the ones the scan read, someone
///    changed it meanwhile; leave it alone (no lost update);
/// 4. write the new bytes to a temporary file beside the target (`.NAME.sizing-XXXXXX`, locked
///    while this run lives; what an ended run left there is handled first:
///    ``TemporaryFiles/removeAbandoned(beside:)``): a full disk fails here, before the file is
///    touched;
/// 5. with SIGINT, SIGTERM and SIGHUP held back, name the temporary file
///    `.NAME.sizing-XXXXXX-new` (a copy of the complete new text, should this run be killed
///    now), write the new bytes over the file's own, cut it to length and sync it; if that
///    fails, its original bytes are put back;
/// 6. remove the temporary file (also on every error, and by the signal handlers of
///    ``TemporaryFiles``), unless the file's original bytes could not be put back: then it is
///    the complete new text, and the message names it.
///
/// Every refusal is a ``ScanError`` naming the file, saying that it was not changed and what to do.
public enum SourceFileWriter {
    /// Puts `new` into the file at `path` if it still holds `original`; `messages` hears the
    /// test hook of ``TemporaryFiles/holdForTests(_:messages:)``.
    public static func replace(_ path: String, expecting original: [UInt8], with new: [UInt8], messages: (String) -> Void = { _ in }) throws {
        func refuse(_ why: String) -> ScanError {
            ScanError(message: "\(path): not fixed: \(why)")
        }
        // 1.
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw refuse("the file cannot be found any more (\(FileDescriptorIO.Errno(errno))); run the scan again")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw refuse("it is \(FileDescriptorIO.kind(info.st_mode)), not a regular file")
        }
        guard info.st_mode & 0o222 != 0 else {
            throw refuse("the file is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))); make it writable (chmod u+w) if sizing may edit it")
        }
        let fd = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let error = errno
            let advice = [EACCES, EPERM, EROFS].contains(error) ? "; make it writable, or run without --fix" : ""
            throw refuse("cannot open it for writing (\(FileDescriptorIO.Errno(error)))\(advice)")
        }
        defer { close(fd) }
        // 2.
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw refuse("cannot lock it (\(FileDescriptorIO.Errno(errno)))") }
        }
        // 3.
        guard case .success(let current) = FileDescriptorIO.readAll(fd), current == original else {
            throw refuse("the file changed since the scan read it; nothing was written; run the scan again")
        }
        // 4.
        let target = FileDescriptorIO.realPath(path) ?? path
        let temporary: (fd: Int32, path: String)
        switch TemporaryFiles.create(beside: target, messages: messages) {
        case .success(let created): temporary = created
        case .failure(let error): throw refuse(error.message)
        }
        var copy = temporary.path
        var keepsCopy = false
        defer {
            close(temporary.fd)
            if !keepsCopy { TemporaryFiles.remove(copy) }
        }
        if let error = FileDescriptorIO.writeAll(new, to: temporary.fd) ?? (fsync(temporary.fd) == 0 ? nil : FileDescriptorIO.Errno(errno)) {
            throw refuse("cannot write a temporary copy beside it (\(error)); nothing was written")
        }
        TemporaryFiles.holdForTests(temporary.path, messages: messages)
        // 5.
        let blocked = TemporaryFiles.blockSignals()
        defer { TemporaryFiles.restoreSignals(blocked) }
        let writing = temporary.path + "-new"
        if rename(temporary.path, writing) == 0 {
            copy = writing
            TemporaryFiles.noteRenamed(temporary.path, to: writing)
        }
        let failure = FileDescriptorIO.writeAll(new, to: fd, at: 0)
            ?? (ftruncate(fd, off_t(new.count)) == 0 ? nil : FileDescriptorIO.Errno(errno))
            ?? (fsync(fd) == 0 ? nil : FileDescriptorIO.Errno(errno))
        if let failure {
            let restored = FileDescriptorIO.writeAll(original, to: fd, at: 0) == nil && ftruncate(fd, off_t(original.count)) == 0
            if restored { throw refuse("writing it failed (\(failure)); its original bytes were put back") }
            keepsCopy = true
            TemporaryFiles.forget(copy)
            throw refuse("writing it failed (\(failure)); its original bytes could not all be put back: the complete new text is in \(copy)")
        }
    }
}
