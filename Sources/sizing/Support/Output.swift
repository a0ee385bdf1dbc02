import Foundation

/// Data goes to stdout, messages to stderr. Writes to a closed pipe are ignored (the reader
/// has gone; nothing is lost that anyone could read).
enum Output {
    nonisolated(unsafe) static var buffer = ""

    /// Writes data (a line) to stdout.
    static func data(_ text: String) {
        buffer += text
        if !text.hasSuffix("\n") { buffer += "\n" }
        if buffer.utf8.count > 1 << 16 { flush() }
    }

    static func flush() {
        guard !buffer.isEmpty else { return }
        let bytes = Array(buffer.utf8)
        buffer = ""
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Writes a message to stderr.
    static func message(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
