import Foundation

/// How far a scan has come, as the scan tells its caller (``ScanRequest/progress``): the
/// library never prints it; `sizing scan` draws it as one line on a terminal.
///
/// The events come in this order: ``indexing(_:of:)`` after each file parsed (none when every
/// file comes from the cache), then ``evaluating(_:of:)`` after each view evaluated (its total
/// can grow once, when a file declares views only a debug build compiles), then ``finished``.
/// They may come from any of the evaluation's threads, one at a time.
public enum ScanProgress: Sendable, Equatable {
    /// `done` of `total` files parsed into the index (the dependencies' sources included).
    case indexing(_ done: Int, of: Int)
    /// `done` of `total` views evaluated (each unit on each platform its file is built for).
    case evaluating(_ done: Int, of: Int)
    /// The scan is done: the caller clears what it drew.
    case finished
}

/// The time one view's evaluation took (`--verbose` names the slowest).
public struct ScanTiming: Sendable {
    /// The view, initializer or modifier (`ProfileRow`, `Tag.init(title:)`).
    public var name: String
    /// `file:line:column` of its declaration.
    public var location: String
    /// The scanned file it is in.
    public var file: String
    public var seconds: Double
}

/// Counts the views evaluated, tells the progress sink, and keeps each view's time and the
/// files whose evaluation ran out of time (their findings are not cached). Shared by the
/// evaluation's threads.
final class EvaluationMeter: @unchecked Sendable {
    private let lock = NSLock()
    private let sink: (@Sendable (ScanProgress) -> Void)?
    private var done = 0
    private var total = 0
    private(set) var timings: [ScanTiming] = []
    private(set) var outOfTime = Set<String>()

    init(sink: (@Sendable (ScanProgress) -> Void)?) {
        self.sink = sink
    }

    /// `done` of `total` files parsed.
    func indexing(_ done: Int, of total: Int) {
        sink?(.indexing(done, of: total))
    }

    /// The scan is done.
    func finish() {
        sink?(.finished)
    }

    /// `count` more views will be evaluated.
    func expect(_ count: Int) {
        lock.lock()
        total += count
        let now = (done, total)
        lock.unlock()
        if count > 0 { sink?(.evaluating(now.0, of: now.1)) }
    }

    /// One view evaluated in `seconds`, its finding `finding`.
    func evaluated(_ finding: ScanFinding, seconds: Double) {
        lock.lock()
        done += 1
        timings.append(ScanTiming(name: finding.name, location: finding.location, file: finding.file.path, seconds: seconds))
        if finding.outOfTime { outOfTime.insert(finding.file.path) }
        let now = (done, total)
        lock.unlock()
        sink?(.evaluating(now.0, of: now.1))
    }

    /// The slowest views, slowest first, at most `count`.
    func slowestViews(_ count: Int) -> [ScanTiming] {
        Array(timings.sorted { ($1.seconds, $0.location) < ($0.seconds, $1.location) }.prefix(count))
    }

    /// The files whose views took the most time in all (each file's views on every platform),
    /// slowest first, at most `count`.
    func slowestFiles(_ count: Int) -> [(file: String, seconds: Double)] {
        let byFile = Dictionary(grouping: timings, by: \.file).map { ($0.key, $0.value.reduce(0) { $0 + $1.seconds }) }
        return Array(byFile.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.prefix(count)).map { (file: $0.0, seconds: $0.1) }
    }
}
