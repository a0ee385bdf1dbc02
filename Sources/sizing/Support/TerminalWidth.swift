import Foundation

/// The width, in columns, that text output wraps at when standard output is a terminal:
/// `COLUMNS` when it is set to a number, else the terminal's. A pipe or a file gets none and
/// keeps one line per field, for `grep` and other tools.
enum TerminalWidth {
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
