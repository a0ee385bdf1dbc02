/// What the scan (or one of its file helpers) could not do, with the input it concerns: a path
/// that does not exist, a file it cannot read or write, a baseline or configuration it cannot
/// use. `message` says what and where; `exitCode` is the exit status a command ends with
/// (1 for a failure, 64 for a usage error such as a bad configuration).
public struct ScanError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var exitCode: Int32

    public init(message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}
