import Dispatch
import Foundation
import SizingScan

/// `sizing scan`'s progress line on standard error: files indexed, views evaluated of the
/// total, the time elapsed and an estimate of the time left,
/// `sizing scan: 1350 files indexed · 412 of 2210 views · 0:42 · about 3:05 left`.
///
/// Steps:
/// 1. ``isShown(option:environment:standardErrorIsTerminal:)`` decides whether it is drawn at
///    all: `--progress` / `--no-progress` when given; else only when standard error is a
///    terminal, `CI` is not set and `TERM` is not `dumb`. It never enters an output: it is on
///    standard error, and cleared before the report is written (whatever `--format`);
/// 2. the scan's events (``ScanProgress``) update its state, from any thread;
/// 3. a timer redraws the line four times a second (`\r`, the text, erase to the end of the
///    line), cut to the terminal's width so that it never wraps;
/// 4. a message (a warning on the way) clears the line first; the next tick draws it again;
/// 5. ``finish()`` stops the timer and clears the line.
final class ScanProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let write: (String) -> Void
    private let width: Int?
    private let started = ContinuousClock.now
    private var evaluationStarted: ContinuousClock.Instant?
    private var last: ScanProgress?
    private var drawn = false
    private var finished = false
    private var timer: DispatchSourceTimer?

    /// Redraws per second (step 3).
    static let interval: DispatchTimeInterval = .milliseconds(250)
    /// `\r` and erase to the end of the line: what clears the line.
    static let clearing = "\r\u{1B}[K"

    /// Step 1.
    static func isShown(option: Bool?, environment: [String: String], standardErrorIsTerminal: Bool) -> Bool {
        if let option { return option }
        guard standardErrorIsTerminal else { return false }
        if let ci = environment["CI"], !ci.isEmpty, !["false", "0"].contains(ci.lowercased()) { return false }
        return environment["TERM"] != "dumb"
    }

    /// A line drawn with `write` (standard error by default), cut to `width` columns.
    init(width: Int? = ScanProgressLine.standardErrorWidth(), write: @escaping (String) -> Void = { Output.writeAll(Array($0.utf8), to: STDERR_FILENO) }) {
        self.width = width
        self.write = write
    }

    /// Starts the timer of step 3.
    func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "sizing.scan.progress"))
        timer.schedule(deadline: .now() + Self.interval, repeating: Self.interval)
        timer.setEventHandler { [weak self] in self?.draw() }
        self.timer = timer
        timer.resume()
    }

    /// Step 2: the scan's latest event; the first is drawn at once.
    func update(_ event: ScanProgress) {
        if event == .finished { return finish() }
        lock.lock()
        let first = last == nil
        if case .evaluating = event, evaluationStarted == nil { evaluationStarted = .now }
        last = event
        lock.unlock()
        if first { draw() }
    }

    /// Step 4.
    func message(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if drawn { write(Self.clearing) }
        drawn = false
        write(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Step 5.
    func finish() {
        timer?.cancel()
        lock.lock()
        defer { lock.unlock() }
        finished = true
        if drawn { write(Self.clearing) }
        drawn = false
    }

    /// Step 3: the line for the latest event.
    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished, let last else { return }
        var text = "sizing scan: " + Self.text(last, elapsed: started.duration(to: .now), evaluating: evaluationStarted.map { $0.duration(to: .now) })
        if let width, text.count > width - 1 { text = String(text.prefix(max(0, width - 1))) }
        write(Self.clearing + text)
        drawn = true
    }

    /// `1350 of 1350 files indexed · 0:03`, `412 of 2210 views · 0:42 · about 3:05 left`.
    static func text(_ event: ScanProgress, elapsed: Duration, evaluating: Duration?) -> String {
        switch event {
        case let .indexing(done, total):
            return "\(done) of \(total) files indexed · \(clock(elapsed))"
        case let .evaluating(done, total):
            var parts = ["\(done) of \(total) views", clock(elapsed)]
            if let evaluating, done > 0, done < total, evaluating >= .seconds(1) {
                let left = evaluating / done * (total - done)
                parts.append("about \(clock(left)) left")
            }
            return parts.joined(separator: " · ")
        case .finished:
            return ""
        }
    }

    /// `0:42`, `1:03:05`.
    static func clock(_ duration: Duration) -> String {
        let seconds = max(0, Int(duration.components.seconds))
        let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// Standard error's width in columns, when it is a terminal.
    static func standardErrorWidth() -> Int? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
