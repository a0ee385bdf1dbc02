import Foundation

/// What a later run does with the temporary files a run killed by SIGKILL (or a power loss) left
/// beside a user's file.
///
/// A temporary file has one of two names, by what the run that made it was doing:
/// - `.NAME.sizing-XXXXXX` while it writes the new text there, before NAME is touched: nothing
///   of NAME depends on it, and a later run removes it;
/// - `.NAME.sizing-XXXXXX-new` while `--fix` writes that text into NAME itself
///   (``SourceFileWriter``): a run ended then may have left NAME partly written, and this copy
///   is the complete new text. A later run removes it when NAME holds the same bytes (the write
///   finished); otherwise it keeps it and says so, since only the user can tell which to keep.
///
/// A file is handled only when nobody holds its lock (the run that made it has ended), it is a
/// regular file (not a link) and this user owns it.
extension TemporaryFiles {
    /// A temporary file an ended run left, and what became of it.
    public enum Leftover: Equatable, Sendable {
        /// Removed.
        case removed(String)
        /// Kept: `copy` holds the complete new text of `file`, which may be partly written.
        case unfinished(copy: String, file: String)

        /// The line the command prints on stderr.
        public var message: String {
            switch self {
            case .removed(let path):
                "note: \(path): removed, a temporary file that an interrupted sizing run left"
            case .unfinished(let copy, let file):
                "warning: \(file): a sizing run ended while writing it; the complete new text is in \(copy): compare the two, keep the right one, and remove \(copy)"
            }
        }
    }

    /// The name of the file a temporary file's name stands beside (`Card.swift` for
    /// `.Card.swift.sizing-a1B2c3`), and whether it is the `-new` copy of a write into it; nil
    /// for any other name.
    public static func owner(ofTemporary name: some Collection<UInt8>) -> (name: [UInt8], writing: Bool)? {
        var bytes = Array(name)
        let writing = bytes.count > 4 && bytes.suffix(4).elementsEqual("-new".utf8)
        if writing { bytes.removeLast(4) }
        let marker = Array(".sizing-".utf8)
        guard bytes.count >= 1 + 1 + marker.count + 6, bytes[0] == UInt8(ascii: ".") else { return nil }
        let isMkstemp = { (c: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c)
        }
        guard bytes.suffix(6).allSatisfy(isMkstemp), bytes.dropLast(6).suffix(marker.count).elementsEqual(marker) else { return nil }
        return (Array(bytes.dropFirst().dropLast(6 + marker.count)), writing)
    }

    /// Handles each of `paths` that is a temporary file an ended run left (see the type's
    /// steps); the others are left alone.
    public static func removeAbandoned(_ paths: [String]) -> [Leftover] {
        paths.compactMap(removeIfAbandoned)
    }

    /// What ended runs left beside `target` (in its folder), handled as ``removeAbandoned(_:)``.
    public static func removeAbandoned(beside target: String) -> [Leftover] {
        let folder = (target as NSString).deletingLastPathComponent
        let name = Array((target as NSString).lastPathComponent.utf8)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        let paths = names.filter { owner(ofTemporary: $0.utf8)?.name == name }.sorted()
            .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
        return removeAbandoned(paths)
    }

    private static func removeIfAbandoned(_ path: String) -> Leftover? {
        // 1. A temporary file's name, a regular file of this user's, nobody holding its lock.
        guard let owner = owner(ofTemporary: (path as NSString).lastPathComponent.utf8) else { return nil }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var opened = stat(), named = stat()
        guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG, opened.st_uid == geteuid(),
              flock(fd, LOCK_EX | LOCK_NB) == 0,
              lstat(path, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino else { return nil }
        // 2. A `-new` copy stays unless its file holds the same bytes.
        if owner.writing {
            let file = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(String(decoding: owner.name, as: UTF8.self))
            guard case .success(let copy) = FileDescriptorIO.readAll(fd), bytes(of: file) == copy else {
                return .unfinished(copy: path, file: file)
            }
        }
        // 3. Removed.
        return unlink(path) == 0 ? .removed(path) : nil
    }

    /// The bytes of the file at `path`; nil when it cannot be read.
    private static func bytes(of path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard case .success(let bytes) = FileDescriptorIO.readAll(fd) else { return nil }
        return bytes
    }
}
