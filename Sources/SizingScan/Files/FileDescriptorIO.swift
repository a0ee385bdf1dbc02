import Foundation

/// Whole-file reads and writes on an open descriptor, retrying interrupted and partial calls,
/// and the words for what a path is.
public enum FileDescriptorIO {
    /// Every byte from the current offset to the end, or the errno.
    public static func readAll(_ fd: Int32) -> Result<[UInt8], Errno> {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Errno(errno))
            }
            if count == 0 { return .success(out) }
            out += chunk[0..<count]
        }
    }

    /// Writes all of `bytes` at `offset` (or at the current offset when nil); nil or the errno.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, at offset: Int? = nil) -> Errno? {
        var done = 0
        while done < bytes.count {
            let written = bytes[done...].withUnsafeBytes { buffer in
                offset.map { pwrite(fd, buffer.baseAddress, buffer.count, off_t($0 + done)) } ?? write(fd, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return Errno(errno)
            }
            if written == 0 { return Errno(EIO) }
            done += written
        }
        return nil
    }

    /// The path with every symbolic link resolved, or nil.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// An errno with its text.
    public struct Errno: Error, CustomStringConvertible {
        public var code: Int32
        public init(_ code: Int32) { self.code = code }
        public var description: String { String(cString: strerror(code)) }
    }

    /// The kind of file `mode` describes, in words: `a directory`, `a FIFO (named pipe)`, ….
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }
}
