import ArgumentParser
import Foundation

/// A failure of the command itself, with the input it concerns.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32 = 1
    var description: String { message }
}

/// Every user-facing error message is rendered here, and only here.
enum Diagnostics {
    /// Prints `error` to stderr and returns the exit code: 0 success, 1 failure or findings,
    /// 64 usage.
    static func report(_ error: Error) -> Int32 {
        if let error = error as? CLIError {
            Output.message("error: \(error.message)")
            return error.exitCode
        }
        if let rendered = renderedProjectError(error) {
            Output.message(rendered.text)
            return rendered.code
        }
        let code = Sizing.exitCode(for: error).rawValue
        let message = Sizing.fullMessage(for: error)
        if !message.isEmpty {
            if code == 0 { Output.data(message); Output.flush() } else { Output.message(message) }
        }
        return code
    }
}
