import Foundation

/// Colour for terminals: `--color auto|always|never`; auto means stdout is a terminal and
/// NO_COLOR is unset. Colour never reaches a pipe or a file unless asked for.
struct Painter {
    let enabled: Bool

    init(_ mode: ColorMode) {
        switch mode {
        case .always: enabled = true
        case .never: enabled = false
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            enabled = !noColor && isatty(STDOUT_FILENO) == 1
        }
    }

    private func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }

    /// A behavior word coloured by kind: exp green, hug blue, neu yellow.
    func behavior(_ text: String) -> String {
        guard enabled else { return text }
        return text.replacingOccurrences(of: "exp", with: wrap("exp", "32"))
            .replacingOccurrences(of: "hug", with: wrap("hug", "34"))
            .replacingOccurrences(of: "neu", with: wrap("neu", "33"))
    }
}
