import Foundation

/// The one place that writes to stdout and stderr (and reads stdin). Data goes to stdout,
/// messages to stderr, and every write is checked:
///
/// - stdout full or failing (`> /dev/full`, an I/O error): one message on stderr naming the
///   error, further data dropped, and the command ends with exit 1 (``exitCode``);
/// - stdout a closed pipe (`| head -1`, EPIPE; SIGPIPE is ignored): further data dropped, no
///   message (the reader has gone, as Unix tools end), exit 1;
/// - stdout closed (`>&-`): fd 1 is reopened on /dev/null at start (so no file the command
///   opens can land on fd 1 and receive its data) and the first data write is an error;
/// - stderr closed or broken: messages are dropped, never a trap;
/// - stdin closed (`<&-`): reads as empty input.
///
/// The command carries on after a failed stdout write, so that work already begun (files
/// fixed, rows to save) is finished; only the output is lost, and the exit code says so.
enum Output {
    nonisolated(unsafe) static var buffer: [UInt8] = []
    /// Why stdout cannot be written (nil while it can).
    nonisolated(unsafe) static var stdoutFailure: String?
    /// Whether fd 1 was closed when the process started.
    nonisolated(unsafe) static var stdoutWasClosed = false

    /// Opens /dev/null on each of fds 0, 1, 2 that is closed, so that files opened later
    /// (the catalog, a source file) never take those numbers. Call first thing in `main`.
    static func guardStandardDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != fd {
                dup2(opened, fd)
                close(opened)
            }
            if fd == STDOUT_FILENO { stdoutWasClosed = true }
        }
    }

    /// 0 when every stdout write succeeded, else 1.
    static var exitCode: Int32 { stdoutFailure == nil ? 0 : 1 }

    /// Writes data (a line) to stdout.
    static func data(_ text: String) {
        buffer += Array(text.utf8)
        if !text.hasSuffix("\n") { buffer.append(10) }
        if buffer.count > 1 << 16 { flush() }
    }

    /// Writes the buffered data to stdout, checking each write.
    static func flush() {
        guard !buffer.isEmpty else { return }
        let bytes = buffer
        buffer = []
        guard stdoutFailure == nil else { return }
        if stdoutWasClosed {
            fail("standard output is closed; nothing was written (give the command a place for its output, or use -o FILE where the command has it)")
            return
        }
        if let error = writeAll(bytes, to: STDOUT_FILENO) {
            if error == EPIPE {
                stdoutFailure = "closed pipe"
            } else {
                fail("cannot write to standard output: \(String(cString: strerror(error))); the output is incomplete")
            }
        }
    }

    private static func fail(_ message: String) {
        stdoutFailure = message
        Output.message("error: \(message)")
    }

    /// Writes a message to stderr; a closed or broken stderr drops it.
    static func message(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        _ = writeAll(Array(line.utf8), to: STDERR_FILENO)
    }

    /// Writes every byte, retrying interrupted and partial writes; returns errno on failure.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }

    /// All of standard input; empty when it is closed or unreadable.
    static func readStandardInput() -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }
}
